import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { ReferralOutcome } from "../../shared/schemas/referrals";
import type { Auth, AuthSession, AuthUser } from "../auth";
import type { Config } from "../config";
import type { Db, DbOrTx } from "../db/client";
import type { Mailer } from "../platform/mail/mailer";
import type { FetchPolicy } from "../platform/safe-fetch";
import type { Queue } from "../queue/queue";
import { HttpError, unauthorized } from "./errors";
import type { ProfileRow } from "./session-reader";

export type Deps = {
  config: Config;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  ping: () => Promise<void>;
  /** Background jobs (pg-boss), in the same database. */
  queue: Queue;
  /**
   * Test-only: lets job import reach the tests' local servers. Production never sets it and
   * gets PUBLIC_FETCH_POLICY (public addresses, default ports); no environment variable changes that.
   */
  fetchPolicy?: FetchPolicy;
};

/** A role a member imports by its link, as jobs read it from the posting. */
export type ImportedRole = {
  importedBy: string;
  source: string;
  externalId: string;
  /** The board the firm publishes on (a firm the catalogue monitors), and the name and sector to give a new firm. */
  firm: { board: { kind: "greenhouse" | "lever"; token: string } | null; name: string; sector: string };
  title: string;
  locations: string[];
  workplace: "onsite" | "hybrid" | "remote" | null;
  descriptionHtml: string;
  descriptionText: string;
  applyUrl: string;
  postedAt: Date | null;
  closesAt: Date | null;
};

/**
 * What one feature asks of another during a request. app.ts wires each to the feature that owns it, so
 * features never import each other.
 */
export type Hooks = {
  /** spec 000 §4.4: the referral code a new member gave at sign-up (referrals). */
  applyReferralCode(db: Db, userId: string, code: string): Promise<ReferralOutcome>;
  /**
   * Before an account is deleted: ends what lives outside the database (billing's subscriptions, stored
   * documents) and deletes what the account's deletion would otherwise keep (contact-form messages).
   */
  beforeAccountDeleted(deps: Deps, userId: string): Promise<void>;
  /** "Download my data" (profile): the same document whether the member or an admin asks for it. */
  exportMemberData(db: Db, member: AuthUser): Promise<Record<string, unknown>>;
  /**
   * A message from the member into their support conversation (support), e.g. the tracker's guarantee
   * claim; takes a transaction so the message and what it records commit together.
   */
  fileSupportMessage(db: DbOrTx, userId: string, content: string): Promise<{ id: string }>;
  /**
   * A role a member imports (jobs) added to the catalogue with its firm (job-sources), in the caller's
   * transaction. Answers the role's id, or null when the same import is already stored.
   */
  addImportedRole(db: DbOrTx, role: ImportedRole): Promise<string | null>;
  /**
   * The posting at a link, read the way job import reads one (SSRF-safe fetch, its refusals as
   * HttpErrors) but not stored (jobs): documents' Match an advert scores a CV against it.
   */
  readAdvertLink(
    deps: Deps,
    userId: string,
    url: string,
  ): Promise<{
    title: string;
    firm: string;
    location: string | null;
    closesOn: string | null;
    text: string;
    url: string;
  }>;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    hooks: Hooks;
    requestId: string;
    user: AuthUser | null;
    session: AuthSession["session"] | null;
    /**
     * The signed-in member's profile row, read with the session when the request path could
     * (http/session-reader.ts): undefined when it was not read, null when there is none.
     */
    profile: ProfileRow | null | undefined;
  };
};

/** Handlers that need a member start here and get a non-null user (docs/architecture.md). */
export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

/** The same check as middleware, so a router's members-only routes refuse visitors before validating input. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

export function isAdmin(user: Pick<AuthUser, "role"> | null): boolean {
  return user?.role === "admin";
}

export function requireAdminUser(c: Context<AppEnv>): AuthUser {
  const user = requireUser(c);
  if (!isAdmin(user)) throw new HttpError(403, "forbidden", "This area is for administrators.");
  return user;
}

/** The client address: the proxy's last X-Forwarded-For hop when TRUST_PROXY is on, else the socket. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get("deps").config.trustProxy) {
    const hops = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    const last = hops?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}

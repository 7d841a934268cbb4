import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { Auth, AuthSession, AuthUser } from "../auth";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { FetchPolicy } from "../features/job-tools/safe-fetch";
import type { Mailer } from "../mail/mailer";
import type { Queue } from "../queue/queue";
import { HttpError, unauthorized } from "./errors";

export type Deps = {
  config: Config;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  ping: () => Promise<void>;
  /** Background jobs (pg-boss). Absent in API tests, where work runs inline. */
  queue?: Queue;
  /**
   * Test-only: lets job import (issue 6) reach the tests' local servers. Production never sets it and
   * gets PUBLIC_FETCH_POLICY (public addresses, default ports); no environment variable changes that.
   */
  fetchPolicy?: FetchPolicy;
};

export type AppEnv = {
  Variables: {
    deps: Deps;
    requestId: string;
    user: AuthUser | null;
    session: AuthSession["session"] | null;
  };
};

/** STYLE habit 3: handlers that need a member start here and get a non-null user. */
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

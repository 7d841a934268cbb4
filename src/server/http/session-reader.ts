import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Auth, AuthSession } from "../auth";
import type { Db } from "../db/client";
import { profiles, session as sessions, user as users } from "../db/schema";

// Every API request reads its session. better-auth's own getSession builds a Request, Headers and an
// AbortSignal, runs its endpoint pipeline and imports a WebCrypto key per call, which cost more CPU than
// the query itself under load. This reader does the common case directly with the same rules: the
// cookie better-auth set (its name and HMAC-SHA256 signature over the token with the same secret), one
// prepared query joining the session with its user (and the member's profile), and the same expiry. Anything less common (a
// session due for its daily refresh, an expired one to clean up, a "don't remember me" cookie) is
// handed to better-auth itself, so its behaviour stays the authority.

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * A session with its user and, when read here, the member's profile row in the same query: the session
 * route and the plan checks want it on most requests, and it saves them a round trip. Undefined when
 * better-auth read the session; null when the member has no profile row.
 */
export type SessionWithProfile = AuthSession & { profile?: ProfileRow | null };

/**
 * Reads the session a Cookie header carries. `headers` gives the request's headers for the cases passed
 * on to better-auth; it is only called then, since building a full Request costs time of its own.
 */
export type SessionReader = (
  cookie: string | undefined,
  headers: () => Headers,
) => Promise<SessionWithProfile | null>;

type CookieNames = { sessionToken: string; dontRemember: string };

/** The value of cookie `name` in a Cookie header, URL-decoded, or undefined. */
function cookieValue(header: string, name: string): string | undefined {
  let from = 0;
  while (from < header.length) {
    const at = header.indexOf(name, from);
    if (at === -1) return undefined;
    const startsCookie = at === 0 || header[at - 1] === " " || header[at - 1] === ";";
    if (startsCookie && header[at + name.length] === "=") {
      const start = at + name.length + 1;
      const end = header.indexOf(";", start);
      const raw = header.slice(start, end === -1 ? undefined : end).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
    from = at + name.length;
  }
  return undefined;
}

/** The token of a `<token>.<base64 HMAC>` value signed with `secret`, or null when the signature is wrong. */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // What better-call accepts: a standard base64 SHA-256 MAC, 44 characters with its padding.
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export async function createSessionReader(auth: Auth, db: Db): Promise<SessionReader> {
  const context = await auth.$context;
  const names: CookieNames = {
    sessionToken: context.authCookies.sessionToken.name,
    dontRemember: context.authCookies.dontRememberToken.name,
  };
  const { expiresIn, updateAge } = context.sessionConfig;
  const secret = context.secret;
  const byToken = db
    .select({ session: sessions, user: users, profile: profiles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .limit(1)
    .prepare("session_by_token");

  return async (cookie, headers) => {
    if (!cookie) return null;
    const signed = cookieValue(cookie, names.sessionToken);
    if (!signed) return null;
    const token = verifySignedToken(signed, secret);
    if (!token) return null;
    // Sessions that better-auth must write to (refresh, clean-up) or treat specially go through it.
    if (cookieValue(cookie, names.dontRemember) !== undefined)
      return auth.api.getSession({ headers: headers() });
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    const now = Date.now();
    const expiresAt = row.session.expiresAt.getTime();
    const dueForRefresh = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
    if (expiresAt < now || dueForRefresh) return auth.api.getSession({ headers: headers() });
    return row as SessionWithProfile;
  };
}

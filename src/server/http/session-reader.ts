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

// The Cookie header is read exactly as better-auth reads it, so /api/auth/* and the rest of /api/* never
// disagree about who is signed in: better-auth's getSession uses better-call's parseCookies and
// getSignedCookie, mirrored rule for rule below (a property test compares the two readers over
// generated headers: session-reader.api.test.ts).

/** A %-escaped value is decoded; one that does not decode is kept as it came. */
function tryDecode(value: string): string {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/**
 * The cookies of a Cookie header by name, as better-call parses them: the first cookie of a name wins;
 * names and values are trimmed of whitespace (tabs included); a value that starts with a double quote
 * loses its first and last characters; a value holding a % is URL-decoded.
 */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf("=", index);
    if (eq === -1) break;
    let end = header.indexOf(";", index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      // A piece without "=" before the next one: skip to the last ";" before this "=".
      index = header.lastIndexOf(";", eq - 1) + 1;
      continue;
    }
    const name = header.slice(index, eq).trim();
    if (!cookies.has(name)) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 0x22) value = value.slice(1, -1);
      cookies.set(name, tryDecode(value));
    }
    index = end + 1;
  }
  return cookies;
}

/**
 * The token of a `<token>.<base64 HMAC>` value signed with `secret`, or null when the signature is
 * wrong, as better-call's getSignedCookie decides: the signature is 44 characters ending in "=" and
 * decodes with `atob` (the standard alphabet only, so a URL-safe "-" or "_" is refused).
 */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  let given: Buffer;
  try {
    given = Buffer.from(atob(signature), "latin1");
  } catch {
    return null;
  }
  const expected = createHmac("sha256", secret).update(token).digest();
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
    const cookies = parseCookieHeader(cookie);
    const signed = cookies.get(names.sessionToken);
    if (!signed) return null;
    const token = verifySignedToken(signed, secret);
    if (!token) return null;
    // Sessions that better-auth must write to (refresh, clean-up) or treat specially go through it.
    if (cookies.has(names.dontRemember)) return auth.api.getSession({ headers: headers() });
    const [row] = await byToken.execute({ token });
    if (!row) return null;
    const now = Date.now();
    const expiresAt = row.session.expiresAt.getTime();
    const dueForRefresh = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
    if (expiresAt < now || dueForRefresh) return auth.api.getSession({ headers: headers() });
    return row as SessionWithProfile;
  };
}

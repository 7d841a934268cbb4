import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../tests/support/test-app";
import { profiles, session as sessions } from "../db/schema";
import { createSessionReader, type SessionReader, verifySignedToken } from "./session-reader";

// The request path reads sessions itself rather than through better-auth's endpoint; for every cookie
// it must reach the same answer better-auth gives, and leave refreshes and clean-up to better-auth.

const DAY_MS = 24 * 60 * 60_000;

describe("session reader", () => {
  let t: TestApp;
  let reader: SessionReader;
  beforeAll(async () => {
    t = await createTestApp();
    reader = await createSessionReader(t.deps.auth, t.deps.db);
  });
  afterAll(() => t?.dispose());

  const headersOf = (cookie: string) => new Headers({ cookie });
  const read = (cookie: string) => reader(cookie, () => headersOf(cookie));
  const betterAuth = (cookie: string) => t.deps.auth.api.getSession({ headers: headersOf(cookie) });
  const sessionRow = async (who: SignedIn) =>
    (await t.db.select().from(sessions).where(eq(sessions.userId, who.user.id)))[0];

  test("a signed-in member's session and user are exactly what better-auth returns", async () => {
    const member = await t.signUp();
    const ours = await read(member.cookie);
    expect(ours?.user.id).toBe(member.user.id);
    const { profile, ...session } = ours ?? {};
    expect(session).toEqual(await betterAuth(member.cookie));
    // The profile comes in the same query, as the profile routes would read it.
    expect(profile?.id).toBe(member.user.id);
    expect(profile).toEqual((await t.db.select().from(profiles).where(eq(profiles.id, member.user.id)))[0]);
  });

  test("other cookies around the session cookie do not confuse it", async () => {
    const member = await t.signUp();
    const cookie = `theme=dark; x${member.cookie}=no; ${member.cookie}; last=1`;
    expect((await read(cookie))?.user.id).toBe(member.user.id);
  });

  test("no cookie, a wrong signature, another token or a malformed value reads as signed out", async () => {
    const member = await t.signUp();
    const [name, value = ""] = member.cookie.split("=");
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf("."));
    const forged = `${token}.${createHmac("sha256", "not-the-secret").update(token).digest("base64")}`;
    const cases = [
      "",
      `${name}=${encodeURIComponent(forged)}`,
      `${name}=${encodeURIComponent(`other${decoded}`)}`,
      `${name}=${token}`,
      `${name}=%E0%A4%A`,
    ];
    for (const cookie of cases) {
      expect(await read(cookie)).toBeNull();
      expect(await betterAuth(cookie)).toBeNull();
    }
  });

  test("a signed-out (deleted) session is refused", async () => {
    const member = await t.signUp();
    await t.db.delete(sessions).where(eq(sessions.userId, member.user.id));
    expect(await read(member.cookie)).toBeNull();
  });

  test("an expired session is refused and better-auth deletes it", async () => {
    const member = await t.signUp();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.user.id));
    expect(await read(member.cookie)).toBeNull();
    expect(await sessionRow(member)).toBeUndefined();
  });

  test("a session due for its daily refresh is extended by better-auth", async () => {
    const member = await t.signUp();
    const nearlyOver = new Date(Date.now() + 2 * DAY_MS);
    await t.db.update(sessions).set({ expiresAt: nearlyOver }).where(eq(sessions.userId, member.user.id));
    expect((await read(member.cookie))?.user.id).toBe(member.user.id);
    const row = await sessionRow(member);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  test("a fresh session is not written to", async () => {
    const member = await t.signUp();
    const before = await sessionRow(member);
    await read(member.cookie);
    expect(await sessionRow(member)).toEqual(before);
  });

  test("signatures are checked as better-call makes them", () => {
    const secret = "s".repeat(40);
    const signature = createHmac("sha256", secret).update("abc").digest("base64");
    expect(verifySignedToken(`abc.${signature}`, secret)).toBe("abc");
    expect(verifySignedToken(`abd.${signature}`, secret)).toBeNull();
    expect(verifySignedToken(`.${signature}`, secret)).toBeNull();
    expect(verifySignedToken(`abc.${signature.slice(0, -1)}`, secret)).toBeNull();
    // The same bytes in the URL-safe alphabet: atob refuses "-" and "_", so better-call does too.
    expect(signature).toMatch(/[+/]/);
    expect(verifySignedToken(`abc.${signature.replace(/\+/g, "-").replace(/\//g, "_")}`, secret)).toBeNull();
  });
});

/**
 * The two readers of the Cookie header, compared over generated headers: ours (every /api request) and
 * better-auth's own getSession (what /api/auth/* uses). They must name the same session, or none.
 */
describe("session reader and better-auth read every Cookie header alike", () => {
  let t: TestApp;
  let reader: SessionReader;
  let name: string;
  /** Two members' sessions: their tokens and the signatures better-auth puts beside them. */
  let known: { token: string; signature: string }[];
  const sign = (token: string, key = t.config.authSecret) =>
    createHmac("sha256", key).update(token).digest("base64");
  beforeAll(async () => {
    t = await createTestApp();
    reader = await createSessionReader(t.deps.auth, t.deps.db);
    const [first, second] = [await t.signUp(), await t.signUp()];
    name = first.cookie.split("=")[0] as string;
    // The first member's token is swapped for one whose signature has both "+" and "/", so a URL-safe
    // spelling of it ("-" and "_") differs from the real one.
    let token = "";
    do token = randomBytes(24).toString("hex");
    while (!/\+/.test(sign(token)) || !/\//.test(sign(token)));
    await t.db.update(sessions).set({ token }).where(eq(sessions.userId, first.user.id));
    const [other] = await t.db.select().from(sessions).where(eq(sessions.userId, second.user.id));
    const otherToken = other?.token as string;
    known = [
      { token, signature: sign(token) },
      { token: otherToken, signature: sign(otherToken) },
    ];
  });
  afterAll(() => t?.dispose());

  /** Cookie headers built from the sessions above (so only once they exist). */
  function cookieHeaders() {
    const whitespace = fc.constantFrom("", " ", "\t", "  ", " \t");
    const session = fc.constantFrom(0, 1);
    /** The session cookie's value: signed right, or spoiled in one of the ways a reader could differ on. */
    const sessionValue = fc.oneof(
      session.map((i) => encodeURIComponent(`${known[i]?.token}.${known[i]?.signature}`)),
      session.map((i) => `${known[i]?.token}.${known[i]?.signature}`),
      session.map((i) => `"${encodeURIComponent(`${known[i]?.token}.${known[i]?.signature}`)}"`),
      session.map((i) => `"${known[i]?.token}.${known[i]?.signature}`),
      session.map((i) =>
        encodeURIComponent(
          `${known[i]?.token}.${known[i]?.signature.replace(/\+/g, "-").replace(/\//g, "_")}`,
        ),
      ),
      session.map((i) => `${known[i]?.token}.${known[i]?.signature.replace(/\+/g, "-").replace(/\//g, "_")}`),
      fc.tuple(session, fc.nat(43), fc.constantFrom(..."AZaz09+/-_= \t%")).map(([i, at, char]) => {
        const signature = known[i]?.signature as string;
        return encodeURIComponent(
          `${known[i]?.token}.${signature.slice(0, at)}${char}${signature.slice(at + 1)}`,
        );
      }),
      session.map((i) =>
        encodeURIComponent(`${known[i]?.token}.${sign(known[i]?.token as string, "wrong")}`),
      ),
      session.map((i) => encodeURIComponent(`${known[i]?.token}.${known[i]?.signature.slice(0, -1)}`)),
      fc
        .string({ minLength: 1, maxLength: 40, unit: fc.constantFrom(..."0123456789abcdef") })
        .map((token) => encodeURIComponent(`${token}.${sign(token)}`)),
      fc.string({ maxLength: 30, unit: fc.constantFrom(..."abc.%=+/\"' \tE0") }),
    );
    /** The session cookie's name as written: exact, padded, or a lookalike. */
    const sessionName = fc.oneof(
      fc.tuple(whitespace, whitespace).map(([before, after]) => `${before}${name}${after}`),
      fc.constantFrom(`x${name}`, `${name}x`, name.toUpperCase(), `${name.slice(0, -1)}`),
    );
    const otherCookie = fc
      .tuple(
        fc.string({ minLength: 0, maxLength: 8, unit: fc.constantFrom(..."abz_-. \t") }),
        fc.string({ maxLength: 12, unit: fc.constantFrom(..."abc123%=\"' \t.+/") }),
      )
      .map(([key, value]) => `${key}=${value}`);
    const piece = fc.oneof(
      { weight: 3, arbitrary: fc.tuple(sessionName, sessionValue).map(([key, value]) => `${key}=${value}`) },
      { weight: 2, arbitrary: otherCookie },
      { weight: 1, arbitrary: fc.constantFrom("", "noequals", " ", "\t") },
    );
    const header = fc
      .tuple(
        whitespace,
        fc.array(fc.tuple(piece, fc.constantFrom(";", "; ", ";\t", " ;", " ; ")), {
          minLength: 1,
          maxLength: 5,
        }),
      )
      .map(([lead, pieces]) => lead + pieces.map(([p, separator], i) => (i ? separator : "") + p).join(""));
    return header;
  }

  test("the same session, or none, for any Cookie header", async () => {
    const tokenOf = (i: number) => `${known[i]?.token}.${known[i]?.signature}`;
    await fc.assert(
      fc.asyncProperty(cookieHeaders(), async (cookie) => {
        // Both see the header as the request carries it: Headers trims it and joins repeated ones.
        const headers = new Headers({ cookie });
        const ours = await reader(headers.get("cookie") ?? undefined, () => headers);
        const theirs = await t.deps.auth.api.getSession({ headers });
        expect(ours?.session.id ?? null).toBe(theirs?.session.id ?? null);
        expect(ours?.user.id ?? null).toBe(theirs?.user.id ?? null);
      }),
      {
        numRuns: 300,
        examples: [
          // URL-safe base64, which better-call's atob refuses.
          [`${name}=${tokenOf(0).replace(/\+/g, "-").replace(/\//g, "_")}`],
          // A quoted value, which better-call unquotes.
          [`theme=dark; ${name}="${encodeURIComponent(tokenOf(0))}"`],
          // A tab before the name, which better-call trims.
          [`theme=dark;\t${name}=${encodeURIComponent(tokenOf(0))}`],
          // Two session cookies: the first one counts.
          [`${name}=${encodeURIComponent(tokenOf(1))}; ${name}=${encodeURIComponent(tokenOf(0))}`],
        ],
      },
    );
  });
});

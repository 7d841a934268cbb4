import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
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
  });
});

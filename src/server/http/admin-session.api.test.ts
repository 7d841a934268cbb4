import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../tests/support/test-app";
import { session } from "../db/schema";

// An admin session ends after 30 minutes without a request or 12 hours after sign-in, on
// every route (better-auth's own included). Members keep their long sessions.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("admin session limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const ago = (ms: number) => new Date(Date.now() - ms);
  const sessionRows = (userId: string) => t.db.select().from(session).where(eq(session.userId, userId));
  const currentUser = async (who: SignedIn) =>
    (await (await t.request("/api/account/session", { cookie: who.cookie })).json()).user;

  /** Moves the times of every session of `who` (the admin has only the one signed in). */
  async function setTimes(who: SignedIn, times: { createdAt?: Date; updatedAt?: Date }) {
    await t.db.update(session).set(times).where(eq(session.userId, who.user.id));
  }

  test("29 minutes idle is still signed in, and the request counts as use", async () => {
    const admin = await t.signUpAdmin();
    await setTimes(admin, { updatedAt: ago(29 * MINUTE) });
    expect((await currentUser(admin))?.id).toBe(admin.user.id);
    const [row] = await sessionRows(admin.user.id);
    expect(Date.now() - (row?.updatedAt.getTime() ?? 0)).toBeLessThan(MINUTE);
  });

  test("last use is written at most once a minute", async () => {
    const admin = await t.signUpAdmin();
    const recent = ago(20_000);
    await setTimes(admin, { updatedAt: recent });
    expect((await currentUser(admin))?.id).toBe(admin.user.id);
    const [row] = await sessionRows(admin.user.id);
    expect(row?.updatedAt.getTime()).toBe(recent.getTime());
  });

  test("30 minutes idle ends the session everywhere", async () => {
    const admin = await t.signUpAdmin();
    await setTimes(admin, { updatedAt: ago(30 * MINUTE + 1000) });
    expect(await currentUser(admin)).toBeNull();
    expect(await sessionRows(admin.user.id)).toEqual([]);
    expect((await t.request("/api/admin/stats", { cookie: admin.cookie })).status).toBe(401);
  });

  test("an idle admin session is refused by better-auth's own endpoints too", async () => {
    const admin = await t.signUpAdmin();
    expect((await t.request("/api/auth/list-sessions", { cookie: admin.cookie })).status).toBe(200);
    await setTimes(admin, { updatedAt: ago(31 * MINUTE) });
    expect((await t.request("/api/auth/list-sessions", { cookie: admin.cookie })).status).toBe(401);
    expect(await sessionRows(admin.user.id)).toEqual([]);
  });

  test("12 hours after sign-in the session ends even when in use", async () => {
    const admin = await t.signUpAdmin();
    await setTimes(admin, { createdAt: ago(12 * HOUR + MINUTE), updatedAt: ago(10_000) });
    expect(await currentUser(admin)).toBeNull();
    expect(await sessionRows(admin.user.id)).toEqual([]);

    const fresh = await t.signUpAdmin();
    await setTimes(fresh, { createdAt: ago(11 * HOUR + 59 * MINUTE), updatedAt: ago(10_000) });
    expect((await currentUser(fresh))?.id).toBe(fresh.user.id);
  });

  test("a member's session is not held to the admin limits", async () => {
    const member = await t.signUp();
    await setTimes(member, { createdAt: ago(20 * 24 * HOUR), updatedAt: ago(2 * 24 * HOUR) });
    expect((await currentUser(member))?.id).toBe(member.user.id);
  });
});

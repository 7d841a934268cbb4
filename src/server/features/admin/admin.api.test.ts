import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { planTypeOf } from "../../../shared/plans";
import { ADMIN_MESSAGES } from "../../../shared/schemas/admin";
import { queryRows } from "../../db/client";
import { premiumSignups, profiles, user } from "../../db/schema";
import { planTypeSql } from "./users.service";

// Issue 7 and 001 §2-5: the admin API behind the console's screens. Access for every route and role is
// in src/server/authz.api.test.ts; this file checks what each does.

describe("admin console API", () => {
  let t: TestApp;
  let admin: SignedIn;
  const get = (path: string) => t.request(path, { cookie: admin.cookie });
  const send = (method: string, path: string, json: unknown) =>
    t.request(path, { method, json, cookie: admin.cookie });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());

  const audit = async () => (await (await get("/api/admin/audit")).json()).entries;

  test("users: search by name or email, filter by status and plan, page on the server", async () => {
    const grace = await t.signUp({ first_name: "Grace", last_name: "Hopper" });
    const alan = await t.signUp({ first_name: "Alan", last_name: "Turing" });
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, alan.user.id));
    await t.db
      .update(profiles)
      .set({ trialStartedAt: new Date(), trialEndsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(profiles.id, alan.user.id));

    const byName = await (await get("/api/admin/users?q=hoPPer")).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toEqual([grace.email]);
    expect(byName.users[0]).toMatchObject({
      name: "Grace Hopper",
      status: "Pending Verification",
      planType: "Free",
    });
    const byEmail = await (
      await get(`/api/admin/users?q=${encodeURIComponent(alan.email.toUpperCase())}`)
    ).json();
    expect(byEmail.users[0]).toMatchObject({ status: "Active", planType: "Trial" });
    const combined = await (await get("/api/admin/users?status=Active&plan=Trial")).json();
    expect(combined.users.map((u: { id: string }) => u.id)).toEqual([alan.user.id]);
    expect(
      (await (await get("/api/admin/users?q=%25")).json()).users,
      "% is a character, not a wildcard",
    ).toEqual([]);

    const page1 = await (await get("/api/admin/users?pageSize=25&page=1")).json();
    expect(page1.total).toBeGreaterThanOrEqual(3);
    expect((await get("/api/admin/users?pageSize=7")).status).toBe(400);
    expect((await get("/api/admin/users?status=Banned")).status).toBe(400);
  });

  test("user details carry every field of 001 §3", async () => {
    const member = await t.signUp({ first_name: "Ada", last_name: "King" });
    const body = await (await get(`/api/admin/users/${member.user.id}`)).json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "email",
        "emailConfirmedAt",
        "id",
        "lastSignInAt",
        "name",
        "planType",
        "profileDetails",
        "rawUserMetadata",
        "signupDate",
        "status",
      ].sort(),
    );
    expect(body.rawUserMetadata).toMatchObject({ first_name: "Ada", last_name: "King", role: "user" });
    expect(body.profileDetails.app_tier).toBe("free");
    expect(Date.parse(body.lastSignInAt)).not.toBeNaN();
    expect((await get(`/api/admin/users/${crypto.randomUUID()}`)).status).toBe(404);
  });

  test("suspending ends the member's sessions and blocks sign-in; reactivating lets them back", async () => {
    const member = await t.signUp();
    const response = await send("PATCH", `/api/admin/users/${member.user.id}/status`, {
      status: "Suspended",
    });
    expect(await response.json()).toEqual({ status: "Suspended" });
    const session = await (await t.request("/api/account/session", { cookie: member.cookie })).json();
    expect(session.user).toBeNull();
    const signIn = await t.request("/api/account/sign-in", {
      json: { email: member.email, password: member.password },
    });
    expect(signIn.status).toBe(403);

    await send("PATCH", `/api/admin/users/${member.user.id}/status`, { status: "Active" });
    await t.signIn(member.email, member.password);
    const [entry] = await audit();
    expect(entry).toMatchObject({
      admin_email: admin.email,
      action: "user.status",
      target_id: member.user.id,
      before: "Suspended",
    });
    expect(
      (await send("PATCH", `/api/admin/users/${member.user.id}/status`, { status: "Pending Verification" }))
        .status,
    ).toBe(400);
    expect(
      (await send("PATCH", `/api/admin/users/${admin.user.id}/status`, { status: "Suspended" })).status,
    ).toBe(409);
  });

  test("setting a plan writes the fields the premium check reads", async () => {
    const member = await t.signUp();
    const session = async () => (await t.request("/api/account/session", { cookie: member.cookie })).json();
    for (const planType of ["Premium", "Trial", "University Bulk", "Free"]) {
      const response = await send("PATCH", `/api/admin/users/${member.user.id}/plan`, { planType });
      expect(response.status, planType).toBe(200);
      expect((await session()).plan, planType).toBe(planType);
      expect((await session()).premium, planType).toBe(planType !== "Free");
    }
    const grants = await t.db.select().from(premiumSignups).where(eq(premiumSignups.userId, member.user.id));
    expect(grants.map((g) => g.source)).toEqual(["admin", "admin"]);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "user.plan", after: { planType: "Free" } });
    expect(
      (await send("PATCH", `/api/admin/users/${member.user.id}/plan`, { planType: "Gold" })).status,
    ).toBe(400);
  });

  test("licences: the spec's messages, generation, listing and the active switch", async () => {
    const bad = await send("POST", "/api/admin/licenses", {
      organization_name: "AB",
      max_uses: "lots",
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      organization_name: ADMIN_MESSAGES.organizationName,
      max_uses: ADMIN_MESSAGES.maxUses,
      expires_at: ADMIN_MESSAGES.expiresAt,
    });
    const created = await send("POST", "/api/admin/licenses", {
      organization_name: "University of Leeds",
      max_uses: 50,
      expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(created.status).toBe(201);
    const licence = await created.json();
    expect(licence).toMatchObject({
      organization_name: "University of Leeds",
      max_uses: 50,
      used_count: 0,
      is_active: true,
    });
    expect(licence.license_code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

    const off = await send("PATCH", `/api/admin/licenses/${licence.id}`, { is_active: false });
    expect((await off.json()).is_active).toBe(false);
    const list = await (await get("/api/admin/licenses")).json();
    expect(list.licenses.find((l: { id: string }) => l.id === licence.id).is_active).toBe(false);
    const member = await t.signUp();
    const redeem = await t.request("/api/billing/license", {
      json: { code: licence.license_code },
      cookie: member.cookie,
    });
    expect(redeem.status, "a switched-off code cannot be redeemed").toBe(409);
    expect((await audit()).map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      "license.status",
      "license.create",
    ]);
  });

  test("referrals: lookup, create, deactivate; a deactivated code counts as invalid at sign-up", async () => {
    const missing = await send("POST", "/api/admin/referrals/lookup", { code: "NOPE123" });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("Not found");

    const created = await send("POST", "/api/admin/referrals", {
      code: "grad-2027",
      influencer_name: "Finance Fox",
    });
    expect(created.status).toBe(201);
    const code = await created.json();
    expect(code).toMatchObject({
      code: "GRAD2027",
      influencer: "Finance Fox",
      signups: 0,
      lastSignup: null,
      active: true,
    });
    expect(
      (await send("POST", "/api/admin/referrals", { code: "GRAD2027", influencer_name: "X" })).status,
    ).toBe(409);

    await t.signUp({ referral_code: "GRAD2027" });
    const found = await (await send("POST", "/api/admin/referrals/lookup", { code: "grad2027" })).json();
    expect(found).toMatchObject({ code: "GRAD2027", influencer: "Finance Fox", signups: 1 });
    expect(Date.parse(found.lastSignup)).not.toBeNaN();

    await send("PATCH", `/api/admin/referrals/${code.id}`, { active: false });
    const later = await t.request("/api/account/sign-up", {
      json: {
        first_name: "Late",
        last_name: "Comer",
        email: `late-${Date.now()}@example.com`,
        password: "correct horse",
        referral_code: "GRAD2027",
      },
      ip: "10.99.0.1",
    });
    expect((await later.json()).referral).toMatchObject({ status: "not_found" });
  });

  test("the SQL plan type agrees with the shared planTypeOf for any profile", async () => {
    const now = new Date();
    const day = 86_400_000;
    const date = fc.option(
      fc.integer({ min: -30, max: 30 }).map((d) => new Date(now.getTime() + d * day + 1000)),
      {
        nil: null,
      },
    );
    const samples = fc.sample(
      fc.record({
        app_tier: fc.constantFrom("free", "pro", "PRO", "university_bulk", "University_Bulk", ""),
        trial_ends_at: date,
        premium_access_expires_at: date,
      }),
      60,
    );
    for (const sample of samples) {
      const [row] = await queryRows<{ plan: string }>(
        t.db,
        sql`select ${planTypeSql(now)} as plan from (select ${sample.app_tier}::text as app_tier,
          ${sample.trial_ends_at}::timestamptz as trial_ends_at,
          ${sample.premium_access_expires_at}::timestamptz as premium_access_expires_at) p`,
      );
      expect(row?.plan, JSON.stringify(sample)).toBe(planTypeOf(sample, now));
    }
  });

  test("the dashboard counts users by status and plan, and sign-ups per day", async () => {
    const stats = await (await get("/api/admin/stats")).json();
    const statuses = stats.userStatusBreakdown;
    expect(statuses.Active + statuses.Suspended + statuses.PendingVerification).toBe(stats.totalUsers);
    expect(Object.keys(stats.usersByPlanType).sort()).toEqual(["Free", "Premium", "Trial", "UniversityBulk"]);
    const plans = Object.values(stats.usersByPlanType as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(plans).toBe(stats.totalUsers);
    expect(stats.newSignupsLast30Days).toBe(stats.totalUsers);
    expect(stats.signupsPerDay.at(-1).count).toBe(stats.totalUsers);
    expect(stats.signupsPerDay).toHaveLength(31);
  });
});

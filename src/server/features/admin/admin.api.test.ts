import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { planTypeOf } from "../../../shared/plans";
import { queryRows } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { recordAudit } from "../../platform/audit";
import { planTypeSql } from "../../platform/member-segments";

// 001 §2-5: the admin API behind the console's screens. Access for every route and role is
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
    // The admin is listed too, marked as staff (the dashboard leaves staff out of member figures).
    const staff = page1.users.filter((u: { staff: boolean }) => u.staff).map((u: { id: string }) => u.id);
    expect(staff).toEqual([admin.user.id]);
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
        "licenceCode",
        "name",
        "planType",
        "profileDetails",
        "rawUserMetadata",
        "referralCode",
        "signupDate",
        "status",
      ].sort(),
    );
    // The codes a member used (none here) are shown so a licence or referral can be traced.
    expect(body).toMatchObject({ licenceCode: null, referralCode: null });
    expect(body.rawUserMetadata).toMatchObject({ first_name: "Ada", last_name: "King", role: "user" });
    expect(body.profileDetails.app_tier).toBe("free");
    expect(Date.parse(body.lastSignInAt)).not.toBeNaN();
    expect((await get(`/api/admin/users/${crypto.randomUUID()}`)).status).toBe(404);
  });

  test("Active does not end Pending Verification; marking the email confirmed does, and is audited", async () => {
    const member = await t.signUp();
    const status = async () => (await (await get(`/api/admin/users/${member.user.id}`)).json()).status;
    expect(await status()).toBe("Pending Verification");
    const active = await send("PATCH", `/api/admin/users/${member.user.id}/status`, { status: "Active" });
    expect(await active.json()).toEqual({ status: "Pending Verification" });

    const confirmed = await send("POST", `/api/admin/users/${member.user.id}/confirm-email`, {});
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: "Active" });
    expect(await status()).toBe("Active");
    const detail = await (await get(`/api/admin/users/${member.user.id}`)).json();
    expect(Date.parse(detail.emailConfirmedAt)).not.toBeNaN();
    // The audit log names the member, not only their id.
    const entry = (await audit()).find((e: { action: string }) => e.action === "user.confirm_email");
    expect(entry).toMatchObject({
      target_id: member.user.id,
      target_name: `${member.user.name} (${member.email})`,
    });

    const again = await send("POST", `/api/admin/users/${member.user.id}/confirm-email`, {});
    expect(again.status).toBe(409);
    expect((await send("POST", `/api/admin/users/${crypto.randomUUID()}/confirm-email`, {})).status).toBe(
      404,
    );
  });

  test("Last Sign In At is kept after the member signs out and after a suspension", async () => {
    const member = await t.signUp();
    const lastSignIn = async () =>
      (await (await get(`/api/admin/users/${member.user.id}`)).json()).lastSignInAt;
    const signedUp = await lastSignIn();
    expect(Date.parse(signedUp)).not.toBeNaN();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await t.signIn(member.email, member.password);
    const later = await lastSignIn();
    expect(Date.parse(later)).toBeGreaterThan(Date.parse(signedUp));
    // Signing out everywhere, then a suspension: no session is left, and the time stays.
    for (const cookie of [member.cookie, again.cookie]) {
      await t.request("/api/auth/sign-out", { method: "POST", cookie });
    }
    expect(await lastSignIn()).toBe(later);
    await send("PATCH", `/api/admin/users/${member.user.id}/status`, { status: "Suspended" });
    expect(await lastSignIn()).toBe(later);
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

  test("the audit log names the admin who signed in, on screen and in the CSV", async () => {
    // What the sign-in service records after the code step: the admin's own account as the target.
    await recordAudit(
      t.db,
      { id: admin.user.id, email: admin.email },
      {
        action: "admin.sign_in",
        targetType: "admin",
        targetId: admin.user.id,
        before: null,
        after: { ip: "203.0.113.9" },
      },
    );
    const named = `${admin.user.name} (${admin.email})`;
    const entries = (await (await get("/api/admin/audit?kind=admin")).json()).entries;
    expect(entries.find((e: { action: string }) => e.action === "admin.sign_in")).toMatchObject({
      target_id: admin.user.id,
      target_name: named,
    });
    const csv = await (await get("/api/admin/audit/export.csv?kind=admin")).text();
    const row = csv.split("\n").find((line) => line.includes("admin.sign_in"));
    expect(row).toContain(`,admin,${named},${admin.user.id},`);
  });
});

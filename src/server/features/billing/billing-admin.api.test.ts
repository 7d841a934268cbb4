import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ADMIN_MESSAGES } from "../../../shared/schemas/admin";
import { premiumSignups } from "../../db/schema";

// 001 §3 and §5: a member's plan type set by an admin, and bulk licence codes. Access for every route
// and role is in src/server/authz.api.test.ts; this file checks what each does.

describe("billing admin API", () => {
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
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";

// 001 §7: referral codes, their lookup and their sign-ups. Access for every route and role is in
// src/server/authz.api.test.ts; this file checks what each does.

describe("referrals admin API", () => {
  let t: TestApp;
  let admin: SignedIn;
  const send = (method: string, path: string, json: unknown) =>
    t.request(path, { method, json, cookie: admin.cookie });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());

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
});

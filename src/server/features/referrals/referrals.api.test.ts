import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "../../../../tests/support/test-app";
import { VALIDATION } from "../../../shared/messages";
import { referralSignups, user } from "../../db/schema";
import { createReferralCode } from "./referrals.service";

// The code is applied inside the sign-up request; an unknown code still creates the
// account and says so; a malformed code is a validation error and creates nothing.

describe("referral codes at sign-up", () => {
  let t: TestApp;
  let codeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    codeId = (await createReferralCode(t.db, "FRIEND10", "Jane Influencer")).id;
  });
  afterAll(() => t?.dispose());

  const signUp = (referral_code: string, email = uniqueEmail("referred")) =>
    t.request("/api/account/sign-up", {
      json: { first_name: "Ada", last_name: "Byron", email, password: "secret12", referral_code },
    });

  test("a known code, in any case and with stray characters, records the referral", async () => {
    const response = await signUp(" friend-10 ");
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.referral).toEqual({ status: "applied", code: "FRIEND10" });
    const rows = await t.db
      .select()
      .from(referralSignups)
      .where(eq(referralSignups.referredUserId, body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.referralCodeId).toBe(codeId);
  });

  test("an unknown code still creates the account and reports not_found", async () => {
    const email = uniqueEmail("unknown-code");
    const response = await signUp("NOSUCHCODE", email);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.referral).toEqual({ status: "not_found", code: "NOSUCHCODE" });
    expect(await t.db.$count(user, eq(user.email, email))).toBe(1);
    expect(await t.db.$count(referralSignups, eq(referralSignups.referredUserId, body.user.id))).toBe(0);
  });

  test("a malformed code answers 400 with the spec's message and creates no account", async () => {
    const email = uniqueEmail("bad-code");
    const response = await signUp("x1", email);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ referral_code: VALIDATION.referralCode.text });
    expect(await t.db.$count(user, eq(user.email, email))).toBe(0);
  });

  test("an empty code means no code", async () => {
    const response = await signUp("");
    expect(response.status).toBe(201);
    expect((await response.json()).referral).toBeNull();
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { GUARANTEE_MIN_APPLICATIONS } from "../../../shared/constants";
import {
  applicationStageHistory,
  guaranteeClaims,
  helpChatMessages,
  premiumSignups,
  profiles,
  user,
} from "../../db/schema";

// The job guarantee on the tracker: who is eligible, what counts towards the period, and a claim filed
// once as a support message carrying the evidence.

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe("job guarantee", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const api = (who: SignedIn, path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/tracker${path}`, { cookie: who.cookie, ...init });
  const progress = async (who: SignedIn) => {
    const response = await api(who, "/guarantee");
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const claim = (who: SignedIn) => api(who, "/guarantee/claim", { method: "POST" });

  /** Paid Premium as billing leaves it: the pro tier, and the day a subscription made them Premium. */
  async function makePaid(who: SignedIn, since: Date) {
    await t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, who.user.id));
    await t.db
      .insert(premiumSignups)
      .values({ userId: who.user.id, source: "subscription", createdAt: since });
  }

  async function add(who: SignedIn, firm: string, stage: string): Promise<string> {
    const response = await api(who, "/applications", {
      json: { firm_name: firm, role_title: "Graduate Analyst", stage },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).application.id;
  }

  test("a free member is not eligible and cannot claim", async () => {
    const who = await t.signUp();
    expect(await progress(who)).toMatchObject({
      eligible: false,
      period_start: null,
      applied_count: 0,
      required: GUARANTEE_MIN_APPLICATIONS,
      can_claim: false,
      claimed_at: null,
    });
    const response = await claim(who);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toMatch(/paid Premium/);
  });

  test("a paid member's progress counts applications applied inside the period", async () => {
    const who = await t.signUp();
    await makePaid(who, daysAgo(10));
    await add(who, "Barclays", "applied");
    await add(who, "HSBC", "interviews");
    await add(who, "Lloyds", "saved");
    const before = await add(who, "NatWest", "applied");
    // Applied before the period began: not counted.
    await t.db
      .update(applicationStageHistory)
      .set({ enteredAt: daysAgo(20) })
      .where(eq(applicationStageHistory.applicationId, before));

    const body = await progress(who);
    expect(body).toMatchObject({
      eligible: true,
      days_left: 80,
      applied_count: 2,
      required: GUARANTEE_MIN_APPLICATIONS,
      onboarding_done_in_time: false,
      has_offer: false,
      can_claim: false,
    });
    expect(Date.parse(body.period_end) - Date.parse(body.period_start)).toBe(90 * DAY_MS);
    const response = await claim(who);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toMatch(/period ends on/);
  });

  test("after the period, 20 applications and onboarding in time: the claim reaches Support once", async () => {
    const who = await t.signUp();
    await t.db
      .update(user)
      .set({ createdAt: daysAgo(100) })
      .where(eq(user.id, who.user.id));
    await t.db
      .update(profiles)
      .set({ onboardingCompletedAt: daysAgo(98) })
      .where(eq(profiles.id, who.user.id));
    await makePaid(who, daysAgo(95));
    for (let i = 1; i <= GUARANTEE_MIN_APPLICATIONS; i++) {
      await add(who, `Firm ${i}`, i === 1 ? "rejected" : "applied");
    }
    // The dates as the member would have corrected them: all inside the period.
    await t.db
      .update(applicationStageHistory)
      .set({ enteredAt: daysAgo(60) })
      .where(eq(applicationStageHistory.userId, who.user.id));

    expect(await progress(who)).toMatchObject({
      eligible: true,
      days_left: 0,
      applied_count: GUARANTEE_MIN_APPLICATIONS,
      onboarding_done_in_time: true,
      has_offer: false,
      can_claim: true,
    });

    const response = await claim(who);
    expect(response.status, await response.clone().text()).toBe(201);
    const filed = await response.json();

    const admin = await t.signUpAdmin();
    const thread = await t.request(`/api/admin/support-tickets/${who.user.id}`, { cookie: admin.cookie });
    expect(thread.status).toBe(200);
    const messages = (await thread.json()).messages as { message_id: string; message_content: string }[];
    const evidence = messages.find((m) => m.message_id === filed.support_message_id)?.message_content ?? "";
    expect(evidence).toContain("Guarantee claim");
    expect(evidence).toContain(
      `Applications recorded as applied in the period: ${GUARANTEE_MIN_APPLICATIONS}`,
    );
    expect(evidence).toContain("Applied: 19, Rejected: 1");
    expect(evidence).toMatch(/- Firm 7 – Graduate Analyst, applied \d{2} [A-Z][a-z]{2} \d{4}/);
    expect(evidence).toMatch(/Onboarding finished: \d{2} [A-Z][a-z]{2} \d{4}/);

    expect((await progress(who)).can_claim).toBe(false);
    expect((await progress(who)).claimed_at).toBe(filed.claimed_at);
    const again = await claim(who);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toMatch(/already claimed/);
    const rows = await t.db.select().from(helpChatMessages).where(eq(helpChatMessages.userId, who.user.id));
    expect(rows).toHaveLength(1);
    expect(
      await t.db.select().from(guaranteeClaims).where(eq(guaranteeClaims.userId, who.user.id)),
    ).toHaveLength(1);
  });

  test("an application that reached Offer in the period rules the claim out", async () => {
    const who = await t.signUp();
    await t.db
      .update(profiles)
      .set({ onboardingCompletedAt: new Date() })
      .where(eq(profiles.id, who.user.id));
    await makePaid(who, daysAgo(91));
    await add(who, "Rothschild", "offer");
    const body = await progress(who);
    expect(body).toMatchObject({ eligible: true, has_offer: true, can_claim: false });
    expect((await claim(who)).status).toBe(409);
  });
});

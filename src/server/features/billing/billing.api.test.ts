import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  eventOf,
  FAKE_STRIPE,
  type FakeStripe,
  signWebhook,
  startFakeStripe,
  subscriptionObject,
} from "../../../../tests/support/fake-stripe";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import {
  billingCustomers,
  bulkLicenses,
  licenseRedemptions,
  premiumSignups,
  profiles,
  user,
} from "../../db/schema";
import { createLicense } from "./licenses.service";

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

async function billing(t: TestApp, member: SignedIn) {
  const response = await t.request("/api/billing", { cookie: member.cookie });
  expect(response.status).toBe(200);
  return response.json();
}

describe("trial and licence codes (no card payments configured)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  test("a new member is on Free with a trial available and no card payments", async () => {
    const member = await t.signUp();
    const body = await billing(t, member);
    expect(body).toMatchObject({
      plan: "Free",
      premium: false,
      trial: { available: true, days_left: 0 },
      card_payments: false,
      subscription: null,
    });
    expect(body.free_limits.trackedApplications).toBeGreaterThan(0);
  });

  test("one 7-day trial per account, ever", async () => {
    const member = await t.signUp();
    const started = await t.request("/api/billing/trial", { method: "POST", cookie: member.cookie });
    expect(started.status).toBe(200);
    const body = await billing(t, member);
    expect(body).toMatchObject({ plan: "Trial", premium: true, trial: { available: false, days_left: 7 } });
    const session = await (await t.request("/api/account/session", { cookie: member.cookie })).json();
    expect(session.premium).toBe(true);

    const again = await t.request("/api/billing/trial", { method: "POST", cookie: member.cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      "You have already used your free trial. Upgrade to Premium to continue.",
    );
    // Even after it ends, it cannot start again.
    await t.db
      .update(profiles)
      .set({ trialEndsAt: new Date(Date.now() - DAY) })
      .where(eq(profiles.id, member.user.id));
    expect((await billing(t, member)).plan).toBe("Free");
    expect((await t.request("/api/billing/trial", { method: "POST", cookie: member.cookie })).status).toBe(
      409,
    );
  });

  test("checkout explains that card payments are not configured", async () => {
    const member = await t.signUp();
    const response = await t.request("/api/billing/checkout", { method: "POST", cookie: member.cookie });
    expect(response.status).toBe(409);
    const { error } = await response.json();
    expect(error.code).toBe("payments_not_configured");
    expect(error.message).toContain("You can still start a free trial or redeem a licence code.");
  });

  test("a licence code grants University Bulk until its expiry, once per member", async () => {
    const expiresAt = inDays(120);
    const licence = await createLicense(t.db, {
      organizationName: "University of Leeds",
      maxUses: 5,
      expiresAt,
    });
    expect(licence.licenseCode).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const member = await t.signUp();
    // Typed in lower case without the dashes, as people do.
    const typed = licence.licenseCode.replaceAll("-", "").toLowerCase();
    const redeemed = await t.request("/api/billing/license", {
      json: { code: typed },
      cookie: member.cookie,
    });
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toEqual({
      organization_name: "University of Leeds",
      access_until: expiresAt.toISOString(),
    });
    expect(await billing(t, member)).toMatchObject({ plan: "University Bulk", premium: true });

    const twice = await t.request("/api/billing/license", {
      json: { code: licence.licenseCode },
      cookie: member.cookie,
    });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe("You have already redeemed this licence code.");
    const [row] = await t.db.select().from(bulkLicenses).where(eq(bulkLicenses.id, licence.id));
    expect(row?.usedCount).toBe(1);
  });

  test.each([
    ["unknown", 404, "This licence code does not exist. Check it and try again."],
    ["inactive", 409, "This licence code has been switched off. Ask your organisation for a new one."],
    ["expired", 409, "This licence code expired on"],
    ["exhausted", 409, "This licence code has been used the maximum number of times."],
  ])("a %s code is refused with its own message and changes nothing", async (kind, status, message) => {
    const licence = await createLicense(t.db, {
      organizationName: "LSE Careers",
      maxUses: 1,
      expiresAt: kind === "expired" ? new Date(Date.now() - DAY) : inDays(30),
    });
    if (kind === "inactive")
      await t.db.update(bulkLicenses).set({ isActive: false }).where(eq(bulkLicenses.id, licence.id));
    if (kind === "exhausted")
      await t.db.update(bulkLicenses).set({ usedCount: 1 }).where(eq(bulkLicenses.id, licence.id));
    const code = kind === "unknown" ? "ABCD-EFGH-JKMN" : licence.licenseCode;
    const member = await t.signUp();
    const response = await t.request("/api/billing/license", { json: { code }, cookie: member.cookie });
    expect(response.status).toBe(status);
    expect((await response.json()).error.message).toContain(message);
    expect((await billing(t, member)).plan).toBe("Free");
    const redemptions = await t.db
      .select()
      .from(licenseRedemptions)
      .where(eq(licenseRedemptions.userId, member.user.id));
    expect(redemptions).toEqual([]);
  });

  test("a malformed code gets the format message", async () => {
    const member = await t.signUp();
    const response = await t.request("/api/billing/license", {
      json: { code: "abc" },
      cookie: member.cookie,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.code).toBe(
      "Licence codes have 12 letters and digits, like ABCD-EFGH-JKMN.",
    );
  });

  test("200 members redeeming a 50-use code at once: exactly 50 succeed", async () => {
    const licence = await createLicense(t.db, {
      organizationName: "King's College London",
      maxUses: 50,
      expiresAt: inDays(60),
    });
    // Members made directly in the database: 200 password hashes would only slow the test down.
    const ids = Array.from({ length: 200 }, () => randomUUID());
    await t.db.insert(user).values(
      ids.map((userId, i) => ({
        id: userId,
        name: `Member ${i}`,
        email: `race-${i}-${userId}@example.com`,
        emailVerified: true,
      })),
    );
    await t.db.insert(profiles).values(ids.map((userId) => ({ id: userId })));
    const { redeemLicense } = await import("./licenses.service");
    const results = await Promise.allSettled(
      ids.map((userId) => redeemLicense(t.db, userId, licence.licenseCode)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(50);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(150);
    for (const r of refused) expect((r.reason as { code?: string }).code).toBe("license_exhausted");
    const [row] = await t.db.select().from(bulkLicenses).where(eq(bulkLicenses.id, licence.id));
    expect(row?.usedCount).toBe(50);
    const [redemptions] = await t.db
      .select({ n: count() })
      .from(licenseRedemptions)
      .where(eq(licenseRedemptions.licenseId, licence.id));
    expect(redemptions?.n).toBe(50);
  });
});

describe("Stripe checkout, portal and webhooks", () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
        STRIPE_PRICE_ID: FAKE_STRIPE.priceId,
        STRIPE_API_URL: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await t?.dispose();
    await stripe?.close();
  });

  const deliver = (payload: string, signature = signWebhook(payload)) =>
    t.request("/api/billing/webhook", {
      body: payload,
      headers: { "content-type": "application/json", "stripe-signature": signature },
      origin: null,
    });

  async function customerOf(member: SignedIn): Promise<string> {
    const [row] = await t.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, member.user.id));
    if (!row) throw new Error("no customer");
    return row.stripeCustomerId;
  }

  const premiumRows = async (member: SignedIn) =>
    t.db.select().from(premiumSignups).where(eq(premiumSignups.userId, member.user.id));

  test("checkout creates one customer and a £30/month subscription session for this member", async () => {
    const member = await t.signUp();
    const first = await t.request("/api/billing/checkout", { method: "POST", cookie: member.cookie });
    expect(first.status).toBe(200);
    expect((await first.json()).url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    await t.request("/api/billing/checkout", { method: "POST", cookie: member.cookie });

    const customers = stripe.calls.filter(
      (c) => c.path === "/v1/customers" && c.params.email === member.email,
    );
    expect(customers).toHaveLength(1);
    const sessions = stripe.calls.filter(
      (c) => c.path === "/v1/checkout/sessions" && c.params.client_reference_id === member.user.id,
    );
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": FAKE_STRIPE.priceId,
      "line_items[0][quantity]": "1",
      "subscription_data[metadata][user_id]": member.user.id,
      success_url: "http://localhost:3000/app/billing?checkout=success",
      cancel_url: "http://localhost:3000/app/billing?checkout=cancelled",
      customer: await customerOf(member),
    });
    expect((await billing(t, member)).can_manage_subscription).toBe(true);
  });

  test("the portal needs a customer, then opens for that customer", async () => {
    const member = await t.signUp();
    const none = await t.request("/api/billing/portal", { method: "POST", cookie: member.cookie });
    expect(none.status).toBe(404);
    await t.request("/api/billing/checkout", { method: "POST", cookie: member.cookie });
    const portal = await t.request("/api/billing/portal", { method: "POST", cookie: member.cookie });
    expect(portal.status).toBe(200);
    expect((await portal.json()).url).toMatch(/\/p\/session\/bps_/);
    const call = stripe.calls.findLast((c) => c.path === "/v1/billing_portal/sessions");
    expect(call?.params).toEqual({
      customer: await customerOf(member),
      return_url: "http://localhost:3000/app/billing",
    });
  });

  test("unsigned, wrongly signed and stale deliveries are refused and change nothing", async () => {
    const member = await t.signUp();
    const payload = eventOf(
      "customer.subscription.created",
      subscriptionObject({
        customer: "cus_x",
        status: "active",
        userId: member.user.id,
        periodEnd: Date.now() / 1000 + 1e6,
      }),
    );
    expect((await deliver(payload, "")).status).toBe(400);
    expect((await deliver(payload, signWebhook(payload, "whsec_someone_else"))).status).toBe(400);
    const stale = signWebhook(payload, FAKE_STRIPE.webhookSecret, Math.floor(Date.now() / 1000) - 301);
    expect((await deliver(payload, stale)).status).toBe(400);
    expect(
      (await deliver(`${payload} `, signWebhook(payload))).status,
      "the body must be the signed bytes",
    ).toBe(400);
    expect((await billing(t, member)).plan).toBe("Free");
  });

  test("a subscription sets Premium once however often it is delivered, and cancelling clears it", async () => {
    const member = await t.signUp();
    await t.request("/api/billing/checkout", { method: "POST", cookie: member.cookie });
    const customer = await customerOf(member);
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const created = Math.floor(Date.now() / 1000);
    const subscription = subscriptionObject({ customer, status: "active", periodEnd });
    const event = eventOf("customer.subscription.created", subscription, created);

    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    expect(await (await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect(await billing(t, member)).toMatchObject({
      plan: "Premium",
      premium: true,
      access_until: new Date(periodEnd * 1000).toISOString(),
      subscription: { status: "active", cancel_at_period_end: false },
    });
    expect(await premiumRows(member)).toHaveLength(1);

    // Cancelled in the portal at period end: still Premium until then, and the page says so.
    await deliver(
      eventOf("customer.subscription.updated", { ...subscription, cancel_at_period_end: true }, created + 1),
    );
    expect(await billing(t, member)).toMatchObject({
      plan: "Premium",
      subscription: { cancel_at_period_end: true },
    });

    await deliver(
      eventOf("customer.subscription.deleted", { ...subscription, status: "canceled" }, created + 2),
    );
    expect(await billing(t, member)).toMatchObject({
      plan: "Free",
      premium: false,
      subscription: { status: "canceled" },
    });
  });

  test("events applied out of order: an older update never revives an ended subscription", async () => {
    const member = await t.signUp();
    await t.request("/api/billing/checkout", { method: "POST", cookie: member.cookie });
    const customer = await customerOf(member);
    const subscription = subscriptionObject({
      customer,
      status: "active",
      periodEnd: Date.now() / 1000 + 1e6,
    });
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      eventOf("customer.subscription.deleted", { ...subscription, status: "canceled" }, now + 10),
    );
    await deliver(eventOf("customer.subscription.updated", subscription, now + 5));
    await deliver(eventOf("customer.subscription.created", subscription, now));
    expect((await billing(t, member)).plan).toBe("Free");
    expect(await premiumRows(member)).toHaveLength(0);
  });

  test("the member is found from the subscription's metadata even before checkout.session.completed", async () => {
    const member = await t.signUp();
    const subscription = subscriptionObject({
      customer: "cus_unlinked",
      status: "active",
      userId: member.user.id,
      periodEnd: Date.now() / 1000 + 1e6,
    });
    await deliver(eventOf("customer.subscription.created", subscription));
    expect((await billing(t, member)).plan).toBe("Premium");
  });

  test("when a subscription ends, a still-valid licence takes over", async () => {
    const member = await t.signUp();
    const expiresAt = inDays(200);
    const licence = await createLicense(t.db, {
      organizationName: "University of Bath",
      maxUses: 3,
      expiresAt,
    });
    await t.request("/api/billing/license", { json: { code: licence.licenseCode }, cookie: member.cookie });
    await t.request("/api/billing/checkout", { method: "POST", cookie: member.cookie });
    const subscription = subscriptionObject({
      customer: await customerOf(member),
      status: "active",
      periodEnd: Date.now() / 1000 + 1e6,
    });
    const now = Math.floor(Date.now() / 1000);
    await deliver(eventOf("customer.subscription.created", subscription, now));
    expect((await billing(t, member)).plan).toBe("Premium");
    await deliver(eventOf("customer.subscription.deleted", { ...subscription, status: "canceled" }, now + 1));
    expect(await billing(t, member)).toMatchObject({
      plan: "University Bulk",
      access_until: expiresAt.toISOString(),
    });
  });
});

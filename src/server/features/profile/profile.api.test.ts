import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applySetCookies } from "../../../../tests/support/cookies";
import {
  eventOf,
  FAKE_STRIPE,
  type FakeStripe,
  signWebhook,
  startFakeStripe,
  subscriptionObject,
} from "../../../../tests/support/fake-stripe";
import { createTestApp, type SignedIn, type TestApp, uniqueEmail } from "../../../../tests/support/test-app";
import { COMMON_PASSWORD } from "../../../shared/messages";
import { billingCustomers, contactMessages, profiles, user } from "../../db/schema";

// /app/profile: settings, email change verified by mail, password change, signing out other
// devices, the data export and account deletion.

describe("profile", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const session = async (cookie: string) => (await t.request("/api/account/session", { cookie })).json();

  test("reads the member's own profile with default settings", async () => {
    const member = await t.signUp({ first_name: "Ada", last_name: "King" });
    const body = await (await t.request("/api/profile", { cookie: member.cookie })).json();
    expect(body).toEqual({
      first_name: "Ada",
      last_name: "King",
      email: member.email,
      email_verified: false,
      onboarding: null,
      settings: {
        show_in_join_alerts: false,
        email_broadcasts: true,
        email_support_replies: true,
        email_tracker_reminders: true,
        email_networking_reminders: true,
        job_update_frequency: "daily_summary",
      },
    });
  });

  test("settings change one at a time; empty or unknown input is refused", async () => {
    const member = await t.signUp();
    const changed = await t.request("/api/profile/settings", {
      method: "PATCH",
      json: { show_in_join_alerts: true },
      cookie: member.cookie,
    });
    expect(await changed.json()).toMatchObject({ show_in_join_alerts: true, email_broadcasts: true });
    await t.request("/api/profile/settings", {
      method: "PATCH",
      json: { email_broadcasts: false },
      cookie: member.cookie,
    });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, member.user.id));
    expect(row).toMatchObject({ showInJoinAlerts: true, emailBroadcasts: false, emailSupportReplies: true });

    for (const json of [{}, { admin: true }, { email_broadcasts: "yes" }]) {
      const response = await t.request("/api/profile/settings", {
        method: "PATCH",
        json,
        cookie: member.cookie,
      });
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
  });

  test("a new email takes effect only when the link mailed to it is opened", async () => {
    const member = await t.signUp();
    const next = uniqueEmail("moved");
    const response = await t.request("/api/profile/email", {
      json: { email: ` ${next.toUpperCase()} ` },
      cookie: member.cookie,
    });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(
      `We sent a link to ${next}. Your email changes when you open it.`,
    );
    expect((await session(member.cookie)).user.email).toBe(member.email);

    const mail = t.mailsTo(next).at(-1);
    expect(mail?.subject).toBe("Confirm your new email address");
    const link = new URL(mail?.link ?? "");
    const opened = await t.request(link.pathname + link.search, { cookie: member.cookie });
    expect(opened.status).toBeLessThan(400);
    const cookie = applySetCookies(member.cookie, opened);
    expect((await session(cookie)).user.email).toBe(next);
    expect((await t.signIn(next, member.password)).user.email).toBe(next);
  });

  test("an invalid new email gets the spec's message", async () => {
    const member = await t.signUp();
    const response = await t.request("/api/profile/email", {
      json: { email: "not-an-email" },
      cookie: member.cookie,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.email).toBe("Please enter a valid email address.");
  });

  test("changing the password checks the current one and signs other devices out", async () => {
    const member = await t.signUp();
    const laptop = await t.signIn(member.email, member.password);

    const wrong = await t.request("/api/profile/password", {
      json: { current_password: "not it at all", new_password: "a brand new one" },
      cookie: member.cookie,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.current_password).toBe(
      "That password is not right. Please try again.",
    );

    const short = await t.request("/api/profile/password", {
      json: { current_password: member.password, new_password: "12345" },
      cookie: member.cookie,
    });
    expect((await short.json()).error.fields.new_password).toBe(
      "Password must be at least 6 characters long.",
    );

    const changed = await t.request("/api/profile/password", {
      json: { current_password: member.password, new_password: "a brand new one" },
      cookie: member.cookie,
    });
    expect(changed.status).toBe(200);
    const here = applySetCookies(member.cookie, changed);
    expect((await session(here)).user?.id, "this device stays signed in").toBe(member.user.id);
    expect((await session(laptop.cookie)).user, "other devices are signed out").toBeNull();
    expect(
      (await t.request("/api/account/sign-in", { json: { email: member.email, password: member.password } }))
        .status,
    ).toBe(401);
    await t.signIn(member.email, "a brand new one");
  });

  test("a common new password is refused with its own message", async () => {
    const member = await t.signUp();
    const response = await t.request("/api/profile/password", {
      json: { current_password: member.password, new_password: "iloveyou" },
      cookie: member.cookie,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.new_password).toBe(COMMON_PASSWORD);
    await t.signIn(member.email, member.password);
  });

  test("guessing the current password is limited, on password change and on account deletion", async () => {
    const member = await t.signUp();
    const change = (current: string) =>
      t.request("/api/profile/password", {
        json: { current_password: current, new_password: "a brand new one" },
        cookie: member.cookie,
      });
    const remove = (password: string) =>
      t.request("/api/profile/delete", { json: { password }, cookie: member.cookie });
    for (let i = 0; i < 5; i++) expect((await change(`guess ${i}`)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await remove(`guess ${i}`)).status).toBe(400);
    // Ten wrong guesses: even the right password now waits, and nothing changes.
    const limited = await change(member.password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await remove(member.password)).status).toBe(429);
    expect(await t.db.$count(user, eq(user.id, member.user.id))).toBe(1);
    await t.signIn(member.email, member.password);
  });

  test("sign out everywhere else keeps this device", async () => {
    const member = await t.signUp();
    const phone = await t.signIn(member.email, member.password);
    const response = await t.request("/api/profile/sign-out-others", {
      method: "POST",
      cookie: member.cookie,
    });
    expect(response.status).toBe(200);
    expect((await session(member.cookie)).user?.id).toBe(member.user.id);
    expect((await session(phone.cookie)).user).toBeNull();
  });

  test("the data export holds the member's data and no credentials", async () => {
    const member = await t.signUp({ first_name: "Grace", last_name: "Hopper" });
    const added = await t.request("/api/tracker/applications", {
      json: { firm_name: "Northbank Capital", role_title: "Summer Analyst", stage: "applied" },
      cookie: member.cookie,
    });
    expect(added.status).toBe(201);
    const contact = await t.request("/api/networking/contacts", {
      json: { name: "Priya Shah", firm: "Goldman Sachs" },
      cookie: member.cookie,
    });
    const contactId = (await contact.json()).contact.id;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
    const logged = await t.request(`/api/networking/contacts/${contactId}/interactions`, {
      json: { kind: "coffee_chat", occurred_on: today, notes: "Talked about M&A" },
      cookie: member.cookie,
    });
    expect(logged.status).toBe(201);
    const response = await t.request("/api/profile/export", { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="finance-careers-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email: member.email, first_name: "Grace", last_name: "Hopper" });
    expect(data.profile.id).toBe(member.user.id);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.applications).toMatchObject([{ firmName: "Northbank Capital", stage: "applied" }]);
    expect(data.application_stage_history).toMatchObject([{ stage: "applied" }]);
    expect(data.networking_contacts).toMatchObject([{ name: "Priya Shah", stage: "chatted" }]);
    expect(data.networking_interactions).toMatchObject([{ kind: "coffee_chat", notes: "Talked about M&A" }]);
    expect(data.networking_reminders.map((r: { kind: string }) => r.kind).sort()).toEqual([
      "follow_up",
      "thank_you",
    ]);
    expect(text).not.toMatch(/argon2|"token"|"password"/);
  });

  test("deleting the account needs the password, then removes the member's data", async () => {
    const member = await t.signUp();
    await t.db.insert(contactMessages).values({
      name: "Ada",
      email: member.email,
      subject: "Hello",
      message: "A question",
      userId: member.user.id,
    });
    const wrong = await t.request("/api/profile/delete", {
      json: { password: "not it" },
      cookie: member.cookie,
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.password).toBe("That password is not right. Please try again.");
    const missing = await t.request("/api/profile/delete", { json: {}, cookie: member.cookie });
    expect(missing.status).toBe(400);
    expect(await t.db.select().from(user).where(eq(user.id, member.user.id))).toHaveLength(1);

    const deleted = await t.request("/api/profile/delete", {
      json: { password: member.password },
      cookie: member.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.id, member.user.id))).toHaveLength(0);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, member.user.id))).toHaveLength(0);
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.email, member.email)),
    ).toHaveLength(0);
    expect((await session(member.cookie)).user).toBeNull();
  });
});

describe("deleting an account with a live subscription", () => {
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

  test("cancels the subscription at Stripe first, so a deleted member is never charged again", async () => {
    const member: SignedIn = await t.signUp();
    await t.request("/api/billing/checkout", { method: "POST", cookie: member.cookie });
    const [customer] = await t.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, member.user.id));
    const subscription = subscriptionObject({
      customer: customer?.stripeCustomerId ?? "",
      status: "active",
      periodEnd: Math.floor(Date.now() / 1000) + 86_400,
    });
    const payload = eventOf("customer.subscription.created", subscription);
    await t.request("/api/billing/webhook", {
      body: payload,
      headers: { "content-type": "application/json", "stripe-signature": signWebhook(payload) },
    });

    const deleted = await t.request("/api/profile/delete", {
      json: { password: member.password },
      cookie: member.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(
      stripe.calls.some((c) => c.method === "DELETE" && c.path === `/v1/subscriptions/${subscription.id}`),
    ).toBe(true);
  });
});

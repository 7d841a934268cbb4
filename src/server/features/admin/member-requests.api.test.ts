import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ADMIN_MESSAGES, ERASE_MISMATCH } from "../../../shared/schemas/admin";
import {
  adminAuditLog,
  broadcasts,
  campaigns,
  helpChatMessages,
  licenseRedemptions,
  profiles,
  subscriptions,
  user,
  userNotifications,
} from "../../db/schema";

// The operator's console for members: data requests (export, erase), corrections, password resets,
// traceable referral and licence codes, broadcast audiences, honest dashboard figures and an audit log
// that can be filtered and exported. Route access is in src/server/authz.api.test.ts.

type AuditRow = { action: string; label: string; target_id: string; admin_email: string; after: unknown };

describe("operator console: members and codes", () => {
  let t: TestApp;
  let admin: SignedIn;
  const get = (path: string) => t.request(path, { cookie: admin.cookie });
  const send = (method: string, path: string, json?: unknown) =>
    t.request(path, { method, json: json ?? {}, cookie: admin.cookie });
  const auditOf = async (query = ""): Promise<AuditRow[]> =>
    (await (await get(`/api/admin/audit${query}`)).json()).entries;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());

  async function licence(maxUses = 5) {
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const response = await send("POST", "/api/admin/licenses", {
      organization_name: "University of Leeds",
      max_uses: maxUses,
      expires_at: expires,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; license_code: string };
  }

  test("export a member's data: the member's own document, audited", async () => {
    const member = await t.signUp({ first_name: "Erin", last_name: "Export" });
    const own = await (await t.request("/api/profile/export", { cookie: member.cookie })).json();
    const response = await get(`/api/admin/users/${member.user.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const data = await response.json();
    expect(Object.keys(data).sort()).toEqual(Object.keys(own).sort());
    expect(data.account).toMatchObject({ id: member.user.id, email: member.email, first_name: "Erin" });
    const [entry] = await auditOf(`?member=${encodeURIComponent(member.email)}`);
    expect(entry).toMatchObject({
      action: "user.export",
      label: "Exported member data",
      target_id: member.user.id,
      admin_email: admin.email,
    });
    expect((await get(`/api/admin/users/${crypto.randomUUID()}/export`)).status).toBe(404);
  });

  test("erase an account: only with the member's email typed again; audited without the email", async () => {
    const member = await t.signUp({ first_name: "Ezra", last_name: "Erase" });
    await t.request("/api/support/messages", {
      json: { content: "Please delete my account.", is_critical: false },
      cookie: member.cookie,
    });
    const wrong = await send("POST", `/api/admin/users/${member.user.id}/erase`, {
      confirm_email: "someone-else@example.com",
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ confirm_email: ERASE_MISMATCH });
    expect(await t.db.select().from(user).where(eq(user.id, member.user.id))).toHaveLength(1);

    const erased = await send("POST", `/api/admin/users/${member.user.id}/erase`, {
      confirm_email: member.email.toUpperCase(),
    });
    expect(erased.status).toBe(200);
    expect(await t.db.select().from(user).where(eq(user.id, member.user.id))).toEqual([]);
    expect(
      await t.db.select().from(helpChatMessages).where(eq(helpChatMessages.userId, member.user.id)),
    ).toEqual([]);
    const signIn = await t.request("/api/account/sign-in", {
      json: { email: member.email, password: member.password },
    });
    expect(signIn.status).toBe(401);
    const [row] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "user.erase"));
    expect(row).toMatchObject({ targetId: member.user.id, adminEmail: admin.email, after: null });
    expect(JSON.stringify(row?.before)).not.toContain(member.email);
    // An admin account is not erased from here, not even with its email typed.
    const self = await send("POST", `/api/admin/users/${admin.user.id}/erase`, {
      confirm_email: admin.email,
    });
    expect(self.status).toBe(409);
  });

  test("correct a name and email: audited, and the new email must be confirmed from its inbox", async () => {
    const member = await t.signUp({ first_name: "Mispelt", last_name: "Nmae" });
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, member.user.id));
    const taken = await t.signUp();
    const clash = await send("PATCH", `/api/admin/users/${member.user.id}/details`, { email: taken.email });
    expect(clash.status).toBe(409);
    expect((await clash.json()).error.fields.email).toContain("Another account");

    const response = await send("PATCH", `/api/admin/users/${member.user.id}/details`, {
      first_name: "Misspelt",
      last_name: "Name",
      email: "Corrected.Address@Example.com",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Misspelt Name",
      email: "corrected.address@example.com",
      status: "Pending Verification",
    });
    const mail = t.mailsTo("corrected.address@example.com").at(-1);
    expect(mail?.text).toContain("http");
    const [entry] = await auditOf(`?kind=user.details`);
    expect(entry).toMatchObject({ label: "Corrected name or email", target_id: member.user.id });
    expect(entry?.after).toEqual({ name: "Misspelt Name", email: "corrected.address@example.com" });
    const blank = await send("PATCH", `/api/admin/users/${member.user.id}/details`, {});
    expect(blank.status).toBe(400);
  });

  test("send a password reset: the member gets the reset link; audited", async () => {
    const member = await t.signUp();
    const before = t.mailsTo(member.email).length;
    const response = await send("POST", `/api/admin/users/${member.user.id}/password-reset`);
    expect(response.status).toBe(200);
    const mails = t.mailsTo(member.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain("/reset-password?token=");
    expect((await auditOf("?kind=user.password_reset"))[0]).toMatchObject({ target_id: member.user.id });
  });

  test("licences: who redeemed a code, its limits changed (never below its uses), users filtered by it", async () => {
    const code = await licence(2);
    const first = await t.signUp({ first_name: "Lena", last_name: "Licence" });
    const redeemed = await t.request("/api/billing/license", {
      json: { code: code.license_code },
      cookie: first.cookie,
    });
    expect(redeemed.status).toBe(200);
    const list = await (await get(`/api/admin/licenses/${code.id}/redemptions`)).json();
    expect(list.members).toEqual([
      expect.objectContaining({ id: first.user.id, email: first.email, name: "Lena Licence" }),
    ]);

    const below = await send("PATCH", `/api/admin/licenses/${code.id}`, { max_uses: 0 });
    expect(below.status).toBe(400);
    const later = new Date(Date.now() + 90 * 86_400_000).toISOString();
    const changed = await send("PATCH", `/api/admin/licenses/${code.id}`, {
      max_uses: 10,
      expires_at: later,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ max_uses: 10, used_count: 1, expires_at: later });
    expect((await auditOf("?kind=license.limits"))[0]).toMatchObject({
      label: "Changed license limits",
      target_id: code.id,
    });
    const switched = await send("PATCH", `/api/admin/licenses/${code.id}`, { is_active: false });
    expect(await switched.json()).toMatchObject({ is_active: false, max_uses: 10 });

    const filtered = await (
      await get(`/api/admin/users?licence=${code.license_code.replace(/-/g, "").toLowerCase()}`)
    ).json();
    expect(filtered.users.map((u: { id: string }) => u.id)).toEqual([first.user.id]);
    const details = await (await get(`/api/admin/users/${first.user.id}`)).json();
    expect(details.licenceCode).toBe(`${code.license_code} (University of Leeds)`);
    expect(details.referralCode).toBeNull();
  });

  test("referrals: who signed up with a code; users searchable by it; details name it", async () => {
    const created = await send("POST", "/api/admin/referrals", {
      code: "FINFLUENCE",
      influencer_name: "Fin",
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const referred = await t.signUp({
      first_name: "Rita",
      last_name: "Referred",
      referral_code: "finfluence",
    });
    await t.signUp();
    const signups = await (await get(`/api/admin/referrals/${id}/signups`)).json();
    expect(signups).toMatchObject({ code: "FINFLUENCE", influencer: "Fin" });
    expect(signups.members.map((m: { id: string }) => m.id)).toEqual([referred.user.id]);
    const filtered = await (await get("/api/admin/users?referral=FINFLUENCE")).json();
    expect(filtered.users.map((u: { id: string }) => u.id)).toEqual([referred.user.id]);
    const details = await (await get(`/api/admin/users/${referred.user.id}`)).json();
    expect(details.referralCode).toBe("FINFLUENCE (Fin)");

    const csv = await get("/api/admin/users/export.csv?referral=FINFLUENCE");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Name,Email,Signup Date,Status,Plan Type,Referral Code,Licence Codes,University");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(referred.email);
    expect(lines[1]).toContain("FINFLUENCE");
  });

  test("broadcast to one plan's members: counted before sending, sent to them only", async () => {
    const premium = await t.signUp({ first_name: "Penny" });
    await send("PATCH", `/api/admin/users/${premium.user.id}/plan`, { planType: "Premium" });
    const uni = await t.signUp();
    await t.db
      .update(profiles)
      .set({ university: "University of Bristol" })
      .where(eq(profiles.id, uni.user.id));

    const counted = await (await get("/api/admin/broadcasts/audience?plan=Premium")).json();
    expect(counted).toEqual({ members: 1, email: 1 });
    expect(
      await (await get("/api/admin/broadcasts/audience?university=university%20of%20bristol")).json(),
    ).toEqual({
      members: 1,
      email: 1,
    });
    const missing = await send("POST", "/api/admin/broadcasts", {
      title: "For Premium",
      message: "Hello",
      target_audience: "segment",
      audience_filter: {},
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.audience_filter).toBe(ADMIN_MESSAGES.broadcastNoSegment);

    const response = await send("POST", "/api/admin/broadcasts", {
      title: "Premium webinar",
      message: "A webinar for Premium members.",
      delivery_method: "push",
      target_audience: "segment",
      audience_filter: { plan: "Premium" },
    });
    expect(response.status).toBe(201);
    const { broadcast } = await response.json();
    expect(broadcast).toMatchObject({ target_audience: "segment", audience_filter: { plan: "Premium" } });
    for (let i = 0; i < 100; i++) {
      const [row] = await t.db.select().from(broadcasts).where(eq(broadcasts.id, broadcast.id));
      if (row?.status === "sent") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const notes = await t.db
      .select({ userId: userNotifications.userId })
      .from(userNotifications)
      .where(eq(userNotifications.broadcastId, broadcast.id));
    expect(notes.map((n) => n.userId)).toEqual([premium.user.id]);
    expect((await auditOf("?kind=broadcast"))[0]?.label).toBe("Created broadcast");
  });

  test("dashboard: staff apart from members; paying apart from licence and complimentary access", async () => {
    const before = await (await get("/api/admin/stats")).json();
    const payer = await t.signUp();
    await t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, payer.user.id));
    await t.db.insert(subscriptions).values({
      id: `sub_${crypto.randomUUID()}`,
      userId: payer.user.id,
      status: "active",
      stripeUpdatedAt: new Date(),
    });
    const gifted = await t.signUp();
    await send("PATCH", `/api/admin/users/${gifted.user.id}/plan`, { planType: "Premium" });
    await t.signUpAdmin();
    const after = await (await get("/api/admin/stats")).json();
    expect(after.totalUsers - before.totalUsers).toBe(2);
    expect(after.staffAccounts - before.staffAccounts).toBe(1);
    expect(after.premiumAccess.payingSubscribers - before.premiumAccess.payingSubscribers).toBe(1);
    expect(after.premiumAccess.complimentaryAccess - before.premiumAccess.complimentaryAccess).toBe(1);
    expect(after.premiumAccess.licenceAccess).toBe(before.premiumAccess.licenceAccess);
    const plans = Object.values(after.usersByPlanType as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(plans).toBe(after.totalUsers);
  });

  test("the public seats left count paid sign-ups only, not licences or an admin's change of plan", async () => {
    await t.db.insert(campaigns).values({
      name: "Launch",
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 7 * 86_400_000),
      seatCap: 100,
    });
    const seats = async () => (await (await t.request("/api/landing")).json()).campaign?.seats_left;
    const start = await seats();
    expect(start).toBe(100);
    const gifted = await t.signUp();
    await send("PATCH", `/api/admin/users/${gifted.user.id}/plan`, { planType: "Premium" });
    const code = await licence();
    const student = await t.signUp();
    await t.request("/api/billing/license", { json: { code: code.license_code }, cookie: student.cookie });
    expect(
      await t.db.select().from(licenseRedemptions).where(eq(licenseRedemptions.userId, student.user.id)),
    ).toHaveLength(1);
    expect(await seats()).toBe(100);
  });

  test("audit log: admin sign-ins and support replies recorded; filtered by admin, member and kind; CSV", async () => {
    const signedIn = await t.signUpAdmin();
    const signIns = await auditOf(`?kind=admin&admin=${encodeURIComponent(signedIn.email)}`);
    expect(signIns[0]).toMatchObject({ action: "admin.sign_in", label: "Signed in" });

    const member = await t.signUp({ first_name: "Ursula", last_name: "Urgent" });
    await t.request("/api/support/messages", {
      json: { content: "Urgent: I cannot open my CV.", is_critical: true },
      cookie: member.cookie,
    });
    const replied = await send("POST", `/api/admin/support-tickets/${member.user.id}/reply`, {
      content: "Fixed now.",
    });
    expect(replied.status).toBeLessThan(300);
    const replies = await auditOf(`?member=Ursula`);
    expect(replies.map((e) => e.action)).toContain("support.reply");
    expect(replies.every((e) => e.target_id === member.user.id)).toBe(true);
    // Answered, the conversation is still marked urgent.
    const tickets = (await (await get("/api/admin/support-tickets")).json()).tickets;
    expect(
      tickets.find((ticket: { ticket_user_id: string }) => ticket.ticket_user_id === member.user.id),
    ).toMatchObject({ ticket_is_critical: true, awaiting_reply: false });

    const csv = await get(`/api/admin/audit/export.csv?member=${encodeURIComponent(member.email)}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("When,Admin,Entry,Action,Target type,Target,Target id,Before,After");
    expect(lines.slice(1).some((line) => line.includes("Replied to support conversation"))).toBe(true);
    const none = await auditOf("?admin=nobody-at-all");
    expect(none).toEqual([]);
  });
});

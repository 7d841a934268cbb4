import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { applySetCookies } from "../../../../tests/support/cookies";
import {
  createTestApp,
  type SignedIn,
  TEST_APP_URL,
  type TestApp,
  uniqueEmail,
} from "../../../../tests/support/test-app";
import { ACCOUNT_SUSPENDED, ADMIN_USE_ADMIN_LOGIN } from "../../../shared/messages";
import { SIGN_IN_LINK_MESSAGES } from "../../../shared/schemas/auth";
import { account, profiles, session, user, verification } from "../../db/schema";

// Ten wrong passwords from a shared address pause the owner's password there too; a one-time link by
// email lets the owner in anyway, and nobody else: not a stranger, not an admin account, not a
// suspended one.

const LINK_SUBJECT = "Your sign-in link";

describe("sign-in links", () => {
  let t: TestApp;
  let n = 0;
  const ip = () => `203.0.113.${++n}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  /** A member whose address is confirmed, through the link in the confirmation mail. */
  async function confirmedMember(): Promise<SignedIn> {
    const member = await t.signUp();
    const link = t.mailsTo(member.email).find((mail) => mail.subject === "Confirm your email address")?.link;
    expect((await t.request(link ?? "")).status).toBe(302);
    return member;
  }
  const askForLink = (email: string, from = ip()) =>
    t.request("/api/account/sign-in-link", { json: { email }, ip: from });
  const followLink = (token: string, from = ip()) =>
    t.request("/api/account/sign-in-link/verify", { json: { token }, ip: from });
  const linkMails = (email: string) => t.mailsTo(email).filter((mail) => mail.subject === LINK_SUBJECT);
  /** The token in the newest sign-in link mailed to `email`. */
  function tokenFor(email: string): string {
    const link = linkMails(email).at(-1)?.link ?? "";
    expect(link.startsWith(`${TEST_APP_URL}/login?link=`), link).toBe(true);
    return new URL(link).searchParams.get("link") ?? "";
  }
  const sessionOf = async (cookie: string) =>
    (await (await t.request("/api/account/session", { cookie })).json()).user;

  test("a member locked out by a classmate's guesses signs in with a link, which works once", async () => {
    const owner = await confirmedMember();
    const campus = ip();
    for (let i = 0; i < 10; i++) {
      const guess = await t.request("/api/account/sign-in", {
        json: { email: owner.email, password: `classmate guess ${i}` },
        ip: campus,
      });
      expect(guess.status).toBe(401);
    }
    const paused = await t.request("/api/account/sign-in", {
      json: { email: owner.email, password: owner.password },
      ip: campus,
    });
    expect(paused.status).toBe(429);

    const asked = await askForLink(owner.email, campus);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ message: SIGN_IN_LINK_MESSAGES.sent });
    const mail = linkMails(owner.email).at(-1);
    expect(mail?.text).toContain("The link works once and expires in 15 minutes.");
    const token = tokenFor(owner.email);
    // Stored hashed: the table holds nothing that would sign anyone in.
    const stored = await t.db
      .select()
      .from(verification)
      .where(like(verification.identifier, "magic-link:%"));
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false);

    const before = new Date();
    const used = await followLink(token, campus);
    expect(used.status).toBe(200);
    expect((await used.json()).user).toMatchObject({ id: owner.user.id, email: owner.email });
    const cookie = applySetCookies(undefined, used);
    expect(await sessionOf(cookie)).toMatchObject({ id: owner.user.id });
    // It counts as a sign-in.
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, owner.user.id));
    expect(profile?.lastSignInAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const again = await followLink(token, campus);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toEqual({
      code: "invalid_link",
      message: SIGN_IN_LINK_MESSAGES.invalid,
    });
    expect(applySetCookies(undefined, again)).not.toContain("session_token");
  }, 60_000); // eleven password checks (argon2) on a shared machine

  test("an address without an account gets the same answer, and no mail goes anywhere", async () => {
    const member = await confirmedMember();
    const known = await askForLink(member.email);
    const before = t.mails.length;
    const unknown = await askForLink(uniqueEmail("nobody"));
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(t.mails.length).toBe(before);
  });

  test("a link never creates an account", async () => {
    const email = uniqueEmail("stranger");
    // Even a link made behind the account routes' back (better-auth's own call) signs nobody up.
    await t.deps.auth.api.signInMagicLink({ body: { email }, headers: new Headers() });
    const response = await followLink(tokenFor(email));
    expect(response.status).toBe(400);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  test("an admin gets no link, and no link ever opens an admin session", async () => {
    const admin = await t.signUpAdmin();
    const asked = await askForLink(admin.email);
    expect(await asked.json()).toEqual({ message: SIGN_IN_LINK_MESSAGES.sent });
    expect(linkMails(admin.email)).toEqual([]);

    // A member's link, used after the member was made an admin, is refused and ended.
    const member = await confirmedMember();
    await askForLink(member.email);
    const token = tokenFor(member.email);
    await t.makeAdmin(member.email);
    const refused = await followLink(token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({ code: "use_admin_login", message: ADMIN_USE_ADMIN_LOGIN });
    expect(applySetCookies(undefined, refused)).not.toContain("session_token");
    expect((await followLink(token)).status).toBe(400);

    // And better-auth itself refuses to open the session, even when asked directly.
    await t.deps.auth.api.signInMagicLink({ body: { email: admin.email }, headers: new Headers() });
    const direct = t.deps.auth.api.magicLinkVerify({
      query: { token: tokenFor(admin.email) },
      headers: new Headers(),
    });
    await expect(direct).rejects.toMatchObject({ statusCode: 403, body: { code: "USE_ADMIN_LOGIN" } });
    // Refused before better-auth touched the account: its session and password are as they were.
    expect(await t.db.select().from(session).where(eq(session.userId, admin.user.id))).toHaveLength(1);
    expect(await t.db.select().from(account).where(eq(account.userId, admin.user.id))).toHaveLength(1);
  });

  test("a suspended member gets no link, and a link sent before the suspension does not sign in", async () => {
    const member = await confirmedMember();
    await askForLink(member.email);
    const token = tokenFor(member.email);
    await t.db.update(user).set({ banned: true }).where(eq(user.id, member.user.id));
    const refused = await followLink(token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({ code: "banned_user", message: ACCOUNT_SUSPENDED });
    expect(applySetCookies(undefined, refused)).not.toContain("session_token");

    const sent = linkMails(member.email).length;
    expect((await askForLink(member.email)).status).toBe(200);
    expect(linkMails(member.email)).toHaveLength(sent);
  });

  test("an unconfirmed address gets the confirmation link instead, which signs in and keeps the password", async () => {
    const member = await t.signUp();
    const mailsBefore = t.mailsTo(member.email).length;
    expect((await askForLink(member.email)).status).toBe(200);
    expect(linkMails(member.email)).toEqual([]);
    const mail = t.mailsTo(member.email).at(-1);
    expect(t.mailsTo(member.email)).toHaveLength(mailsBefore + 1);
    expect(mail?.subject).toBe("Confirm your email address");
    const confirmed = await t.request(mail?.link ?? "");
    expect(confirmed.status).toBe(302);
    expect(await sessionOf(applySetCookies(undefined, confirmed))).toMatchObject({ id: member.user.id });
    // The password still works (better-auth's magic link would have removed it from an unconfirmed account).
    const signIn = await t.request("/api/account/sign-in", {
      json: { email: member.email, password: member.password },
      ip: ip(),
    });
    expect(signIn.status).toBe(200);
  });

  test("three links per address per 15 minutes; the refusal says so and the links sent still work", async () => {
    const member = await confirmedMember();
    for (let i = 0; i < 3; i++) expect((await askForLink(member.email)).status).toBe(200);
    const refused = await askForLink(member.email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toMatch(
      /^We have already emailed 3 sign-in links to this address in the last 15 minutes\. Use the newest one, or ask again in \d+ minutes?\.$/,
    );
    expect(linkMails(member.email)).toHaveLength(3);
    const used = await followLink(tokenFor(member.email));
    expect(used.status).toBe(200);
  });

  test("a link stops working after 15 minutes", async () => {
    const member = await confirmedMember();
    const links = like(verification.identifier, "magic-link:%");
    const earlier = new Set((await t.db.select().from(verification).where(links)).map((row) => row.id));
    await askForLink(member.email);
    const token = tokenFor(member.email);
    const row = (await t.db.select().from(verification).where(links)).find((r) => !earlier.has(r.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, row?.id ?? ""));
    const late = await followLink(token);
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe("invalid_link");
  });

  test("a missing or malformed token is refused with a message", async () => {
    const empty = await t.request("/api/account/sign-in-link/verify", { json: { token: "" } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe(
      "This sign-in link is incomplete. Request a new one from the log-in page.",
    );
    expect((await followLink("not-a-token")).status).toBe(400);
  });
});

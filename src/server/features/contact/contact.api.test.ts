import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestApp, type TestApp, uniqueEmail } from "../../../../tests/support/test-app";
import { CONTACT_SENT, CONTACT_VALIDATION } from "../../../shared/messages";
import { contactMessages } from "../../db/schema";

// spec 000 §2.5 and §5.4: POST /api/contact stores the message for the support inbox and
// mails the sender a receipt; bad input gets the §5.4 text per field; bots and floods get nowhere.

let ipCounter = 0;
/** Each test writes from its own address, so the per-IP limit only bites where a test wants it to. */
const nextIp = () => `198.51.100.${++ipCounter}`;

describe("POST /api/contact", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => t?.dispose());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: "Ada Lovelace",
    email: uniqueEmail("contact"),
    subject: "Question about Premium",
    message: "Hello,\nDoes Premium include interview practice?",
    ...overrides,
  });
  const send = (json: unknown, options: { ip?: string; cookie?: string } = {}) =>
    t.request("/api/contact", { json, ip: options.ip ?? nextIp(), cookie: options.cookie });
  const rowsFor = (email: string) =>
    t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  test("stores a visitor's message, answers 201 and mails the sender a receipt", async () => {
    const input = valid({ email: "  Ada.Sender@Example.COM " });
    const response = await send(input);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: CONTACT_SENT.confirmed });

    const [row, ...more] = await rowsFor("ada.sender@example.com");
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      subject: "Question about Premium",
      message: "Hello,\nDoes Premium include interview practice?",
      userId: null,
      handledAt: null,
    });

    const [mail, ...others] = t.mailsTo("ada.sender@example.com");
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe("We received your message: Question about Premium");
    expect(mail?.text).toContain('We got your message about "Question about Premium"');
    expect(mail?.text).toContain("within 2 working days");
    expect(mail?.text).toContain("> Hello,\n> Does Premium include interview practice?");
    expect(mail?.html).toContain("Hello,<br>Does Premium include interview practice?");
  });

  test("links a signed-in member's message to the account", async () => {
    const member = await t.signUp();
    const response = await send(valid({ email: member.email }), { cookie: member.cookie });
    expect(response.status).toBe(201);
    const [row] = await rowsFor(member.email);
    expect(row?.userId).toBe(member.user.id);
  });

  test.each([
    ["name", "", CONTACT_VALIDATION.name],
    ["name", "  <> ", CONTACT_VALIDATION.name],
    ["name", undefined, CONTACT_VALIDATION.name],
    ["email", "", CONTACT_VALIDATION.email],
    ["email", "ada@@example", CONTACT_VALIDATION.email],
    ["email", null, CONTACT_VALIDATION.email],
    ["subject", "   ", CONTACT_VALIDATION.subject],
    ["subject", 7, CONTACT_VALIDATION.subject],
    ["message", "", CONTACT_VALIDATION.message],
    ["message", undefined, CONTACT_VALIDATION.message],
  ])("%s %j answers 400 with the §5.4 text, storing and mailing nothing", async (name, value, text) => {
    const input = valid({ [name]: value });
    const before = await t.db.$count(contactMessages);
    const mailsBefore = t.mails.length;
    const response = await send(input);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toEqual({ code: "validation_failed", message: text, fields: { [name]: text } });
    expect(await t.db.$count(contactMessages)).toBe(before);
    expect(t.mails.length).toBe(mailsBefore);
  });

  test("an empty body names all four fields", async () => {
    const response = await send({});
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual(CONTACT_VALIDATION);
  });

  test("refuses fields it does not know, such as someone else's user id", async () => {
    const response = await send(valid({ user_id: "someone-else" }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ user_id: "This field is not accepted." });
  });

  test("SQL and HTML in every field are stored as text and escaped in the email", async () => {
    const email = uniqueEmail("o'brien");
    const input = {
      name: `Robert'); DROP TABLE contact_messages;-- <script>alert("x")</script>`,
      email,
      subject: `Tom & Jerry "quoted" <img src=x onerror=alert(1)> ' OR 1=1 --`,
      message: `<b>bold</b> & <a href="javascript:alert(1)">link</a>\n'; DELETE FROM contact_messages; --\u0000`,
    };
    const response = await send(input);
    expect(response.status).toBe(201);

    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      name: `Robert'); DROP TABLE contact_messages;-- scriptalert("x")/script`,
      subject: `Tom & Jerry "quoted" img src=x onerror=alert(1) ' OR 1=1 --`,
      message: `bbold/b & a href="javascript:alert(1)"link/a\n'; DELETE FROM contact_messages; --`,
    });
    expect(await t.db.$count(contactMessages)).toBeGreaterThan(0);

    const [mail] = t.mailsTo(email);
    expect(mail?.html).not.toMatch(/<(script|img|b|a)\b/);
    expect(mail?.html).toContain(
      "Tom &amp; Jerry &quot;quoted&quot; img src=x onerror=alert(1) &#39; OR 1=1 --",
    );
    expect(mail?.html).toContain("a href=&quot;javascript:alert(1)&quot;link/a");
    expect(mail?.html).toContain("Robert&#39;); DROP TABLE");
  });

  test("a filled honeypot gets the success answer, but nothing is stored or mailed, and it is logged", async () => {
    const warn = vi.spyOn(t.deps.logger, "warn");
    const email = uniqueEmail("bot");
    const response = await send(valid({ email, website: "https://spam.example" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: CONTACT_SENT.confirmed });
    expect(await rowsFor(email)).toHaveLength(0);
    expect(t.mailsTo(email)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining("honeypot"));
  });

  test("an empty honeypot is a person's message", async () => {
    const email = uniqueEmail("person");
    expect((await send(valid({ email, website: "" }))).status).toBe(201);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  test("the sixth message in an hour from one address answers 429 and says when to retry", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await send(valid(), { ip })).status).toBe(201);
    const email = uniqueEmail("limited");
    const response = await send(valid({ email }), { ip });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(3000);
    const { error } = await response.json();
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(await rowsFor(email)).toHaveLength(0);
    expect(t.mailsTo(email)).toHaveLength(0);
    // Another visitor is not affected.
    expect((await send(valid())).status).toBe(201);
  });

  test("one recipient gets at most five receipts a day, whoever sends them", async () => {
    const email = uniqueEmail("victim");
    for (let i = 0; i < 5; i += 1) expect((await send(valid({ email }))).status).toBe(201);
    const response = await send(valid({ email }));
    expect(response.status).toBe(429);
    expect(await rowsFor(email)).toHaveLength(5);
    expect(t.mailsTo(email)).toHaveLength(5);
  });

  test("a body over the 100 KB limit answers 413 and stores nothing", async () => {
    const before = await t.db.$count(contactMessages);
    const body = JSON.stringify(valid({ message: "x".repeat(200 * 1024) }));
    const response = await t.request("/api/contact", {
      body,
      headers: { "content-type": "application/json" },
      ip: nextIp(),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
    expect(await t.db.$count(contactMessages)).toBe(before);
  });

  test("malformed JSON answers 400, not 500", async () => {
    const response = await t.request("/api/contact", {
      body: "{not json",
      headers: { "content-type": "application/json" },
      ip: nextIp(),
    });
    expect(response.status).toBe(400);
  });

  test("a request from another site is refused", async () => {
    const response = await t.request("/api/contact", {
      json: valid(),
      origin: "https://evil.example",
      ip: nextIp(),
    });
    expect(response.status).toBe(403);
  });

  test("when the receipt cannot be sent the message is still stored, the answer says so, and it is logged", async () => {
    const error = vi.spyOn(t.deps.logger, "error");
    vi.spyOn(t.deps.mailer, "send").mockRejectedValueOnce(new Error("SMTP is down"));
    const email = uniqueEmail("unmailed");
    const response = await send(valid({ email }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: CONTACT_SENT.unconfirmed });
    expect(await rowsFor(email)).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "contact confirmation mail failed",
    );
  });
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CONTACT_SENT, CONTACT_VALIDATION } from "../../src/shared/messages";
import { browserForFile, type Tab } from "./support/browser";
import {
  createUser,
  expectToast,
  field,
  holdRequests,
  openPage,
  signIn,
  uniqueEmail,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// /contact (spec 000 §2.5, §5.4): each §5.4 text inline beside its field, never a
// browser alert; a valid message is stored, confirmed by email over real SMTP, and the form empties;
// failures say what happened and keep what was typed.

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const LABELS = { name: "Full name", email: "Email", subject: "Subject", message: "Message" } as const;
type Field = keyof typeof LABELS;
const FIELDS = Object.keys(LABELS) as Field[];

/** The contact page, hydrated, failing the test on any browser dialog and counting API calls. */
async function openContact(tab: Tab) {
  const { page } = tab;
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") posts += 1;
  });
  await openPage(page, "/contact", "form");
  return { dialogs, posts: () => posts };
}

async function fillForm(page: Page, values: Partial<Record<Field, string>>) {
  for (const name of FIELDS) await field(page, LABELS[name]).fill(values[name] ?? "");
}

/** The inline message tied to a field: the input is aria-invalid and described by a role=alert. */
async function inlineError(page: Page, name: Field): Promise<string | null> {
  const input = field(page, LABELS[name]);
  if ((await input.getAttribute("aria-invalid")) !== "true") return null;
  const describedBy = await input.getAttribute("aria-describedby");
  const message = page.locator(`[id="${describedBy}"]`);
  expect(await message.getAttribute("role")).toBe("alert");
  return (await message.textContent())?.trim() ?? null;
}

async function inlineErrors(page: Page) {
  const found: Partial<Record<Field, string>> = {};
  for (const name of FIELDS) {
    const text = await inlineError(page, name);
    if (text) found[name] = text;
  }
  return found;
}

const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();
const valid = () => ({
  name: "Ada Lovelace",
  email: uniqueEmail("contact"),
  subject: "Question about Premium",
  message: "Does Premium include interview practice?",
});

describe("the contact form", () => {
  test("shows each §5.4 text inline beside its missing or invalid field, and sends nothing", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    const { dialogs, posts } = await openContact(tab);

    await send(page);
    await page.getByText(CONTACT_VALIDATION.message).waitFor();
    expect(await inlineErrors(page)).toEqual(CONTACT_VALIDATION);
    // The first invalid field takes the focus, so a keyboard user lands where the fix is needed.
    expect(await field(page, LABELS.name).evaluate((el) => el === document.activeElement)).toBe(true);

    // One field missing at a time: only that field's text.
    for (const missing of FIELDS) {
      await fillForm(page, { ...valid(), [missing]: "" });
      await send(page);
      await expect.poll(() => inlineErrors(page)).toEqual({ [missing]: CONTACT_VALIDATION[missing] });
    }

    // Invalid rather than missing: an address without a domain, a name of spaces only.
    for (const [name, value] of [
      ["email", "ada@"],
      ["email", "ada lovelace@example.com"],
      ["name", "   "],
    ] as const) {
      await fillForm(page, { ...valid(), [name]: value });
      await send(page);
      await expect.poll(() => inlineErrors(page)).toEqual({ [name]: CONTACT_VALIDATION[name] });
    }

    // The form carries no native validation, so the browser never shows bubbles of its own.
    expect(await page.locator("form").getAttribute("novalidate")).not.toBeNull();
    expect(dialogs).toEqual([]);
    expect(posts()).toBe(0);
  });

  test("a valid message is sent, confirmed by email over SMTP, and the form empties", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    const { dialogs } = await openContact(tab);
    const email = uniqueEmail("visitor");

    // Typed key by key, so spaces and line breaks go through the real keyboard path (spec 000 §4.10).
    await field(page, LABELS.name).pressSequentially("Mary Ann O'Neil");
    await field(page, LABELS.email).pressSequentially(email);
    await field(page, LABELS.subject).pressSequentially("Spring week applications");
    await field(page, LABELS.message).pressSequentially("Hello there,\nWhen do spring weeks open?");
    expect(await field(page, LABELS.name).inputValue()).toBe("Mary Ann O'Neil");
    expect(await field(page, LABELS.subject).inputValue()).toBe("Spring week applications");
    expect(await field(page, LABELS.message).inputValue()).toBe("Hello there,\nWhen do spring weeks open?");

    // While the request is on its way: busy text, nothing editable, no second submit.
    const held = await holdRequests(page, "/api/contact");
    await send(page);
    const busy = page.getByRole("button", { name: "Sending..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    for (const name of FIELDS) expect(await field(page, LABELS[name]).isDisabled()).toBe(true);
    held.release();

    await expectToast(page, CONTACT_SENT.title, CONTACT_SENT.confirmed);
    const status = page.locator("main").getByRole("status").filter({ hasText: "emailed you a confirmation" });
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe(`${CONTACT_SENT.title}${CONTACT_SENT.confirmed}`);
    for (const name of FIELDS) expect(await field(page, LABELS[name]).inputValue()).toBe("");
    expect(await field(page, LABELS.name).isEnabled()).toBe(true);

    const mail = await server.waitForMail(email, (m) => m.subject.includes("Spring week applications"));
    expect(mail.subject).toBe("We received your message: Spring week applications");
    expect(mail.text).toContain("Hello Mary Ann O'Neil,");
    // SMTP carries CRLF line ends.
    expect(mail.text.replace(/\r\n/g, "\n")).toContain("> Hello there,\n> When do spring weeks open?");
    expect(mail.html).toContain("Hello there,<br>When do spring weeks open?");
    expect(dialogs).toEqual([]);
  });

  test("a signed-in member's details are filled in, and the message is kept on their account", async () => {
    const member = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
    const tab = await browser.newTab();
    const { page } = tab;
    await signIn(tab, server, member);
    await openContact(tab);

    await expect.poll(() => field(page, LABELS.email).inputValue()).toBe(member.email);
    expect(await field(page, LABELS.name).inputValue()).toBe("Grace Hopper");
    await field(page, LABELS.subject).fill("Invoice for my employer");
    await field(page, LABELS.message).fill("Could you send an invoice with our company address?");
    await send(page);
    await expectToast(page, CONTACT_SENT.title);
    await server.waitForMail(member.email, (m) => m.subject.includes("Invoice for my employer"));

    // The stored row, read back through the member's own data export.
    const exported = await tab.context.request.get(`${server.url}/api/profile/export`);
    expect(exported.status()).toBe(200);
    const { contact_messages: rows } = (await exported.json()) as {
      contact_messages: { subject: string; message: string; email: string }[];
    };
    expect(rows).toEqual([
      expect.objectContaining({
        email: member.email,
        subject: "Invoice for my employer",
        message: "Could you send an invoice with our company address?",
      }),
    ]);
  });

  test("too many messages: the server's 429 is explained and what was typed stays", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    await openContact(tab);
    // Five messages an hour from one address; these come from the same client as the page.
    for (let i = 0; i < 5; i += 1) {
      const response = await tab.context.request.post(`${server.url}/api/contact`, {
        data: valid(),
        headers: { origin: server.url },
      });
      expect(response.status()).toBe(201);
    }
    tab.expectHttpError(429);
    const typed = valid();
    await fillForm(page, typed);
    await send(page);
    const alert = page.getByRole("alert").filter({ hasText: "Too many messages" });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Please try again in \d+ minutes\./);
    expect(await alert.textContent()).toContain("Everything you typed is still here.");
    for (const name of FIELDS) expect(await field(page, LABELS[name]).inputValue()).toBe(typed[name]);
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
  });

  test("a server error or a lost connection is explained, the message kept, and a retry works", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    await openContact(tab);
    const typed = valid();
    await fillForm(page, typed);

    tab.expectHttpError(500);
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "internal_error",
            message:
              "Something went wrong on our side. Please try again; if it keeps happening, contact support quoting abc-123.",
          },
        }),
      }),
    );
    await send(page);
    const failed = page.getByRole("alert").filter({ hasText: "Your message was not sent" });
    await failed.waitFor();
    expect(await failed.textContent()).toContain("quoting abc-123");
    for (const name of FIELDS) expect(await field(page, LABELS[name]).inputValue()).toBe(typed[name]);

    await page.unroute("**/api/contact");
    tab.allowConsoleError(/net::ERR_FAILED|Failed to load resource/);
    await page.route("**/api/contact", (route) => route.abort("failed"));
    await send(page);
    await page.getByRole("alert").filter({ hasText: "Could not reach the server" }).waitFor();
    for (const name of FIELDS) expect(await field(page, LABELS[name]).inputValue()).toBe(typed[name]);

    // Back online: the same message goes through.
    await page.unroute("**/api/contact");
    await send(page);
    await expectToast(page, CONTACT_SENT.title);
    expect(await page.getByRole("alert").count()).toBe(0);
    await server.waitForMail(typed.email, (m) => m.subject.includes(typed.subject));
  });

  test("the honeypot is hidden from people and from assistive technology", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    await openContact(tab);
    const trap = page.locator("#website");
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.getAttribute("autocomplete")).toBe("off");
    expect(await trap.evaluate((el) => !!el.closest('[aria-hidden="true"]'))).toBe(true);
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    // Tabbing from the message goes straight to the button.
    await field(page, LABELS.message).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Send Message");
  });
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import {
  type AdminCredentials,
  adminTabs,
  type Credentials,
  createAdminBeforeStart,
  createUser,
  field,
  newCredentials,
  openPage,
  signIn,
  waitForPath,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// §2-§8 (support tickets) and the member's Help panel: a member writes to support, an admin
// reads and answers, the member is told (bell and email) and reads the answer; conversations are
// resolved and reopened.

const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
let server: TestServer;
let member: Credentials;

const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer({ setup: createAdminBeforeStart(admin) });
  member = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
});
afterAll(async () => {
  await server?.stop();
});

const adminTab = adminTabs(browser, () => server, admin);

const QUESTION =
  "My application to the Goldman Sachs Summer Analyst programme closes tonight and I cannot upload my CV: the upload button does nothing.";
const REPLY = "Thanks Grace: we fixed the upload button. Please try again now.";

const helpButton = (page: Page) => page.getByRole("button", { name: "Help", exact: true });
const helpPanel = (page: Page) => page.getByRole("dialog", { name: "Help" });
const ticketRow = (page: Page, email: string) => page.locator("table tbody tr").filter({ hasText: email });
const sendReply = (page: Page) => page.getByRole("button", { name: "Send Reply" });

describe("support conversations", () => {
  test("a member writes an urgent message; the admin replies; the member is told and reads it; resolve and reopen", async () => {
    // The member opens Help from the app bar and writes an urgent message.
    const memberTab = await browser.newTab();
    await signIn(memberTab, server, member);
    const { page } = memberTab;
    await openPage(page, "/app/billing", "main");
    await helpButton(page).click();
    await helpPanel(page).waitFor();
    await waitForPath(page, "/app/billing", "?help=open");
    await helpPanel(page).getByText("No messages yet.", { exact: false }).waitFor();
    // Focus starts in the message box, and Tab stays inside the panel.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("help-message");
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    const send = helpPanel(page).getByRole("button", { name: "Send", exact: true });
    expect(await send.isDisabled(), "nothing written yet").toBe(true);
    await field(page, "Message").fill(QUESTION);
    await field(page, "Urgent").check();
    await send.click();
    const mine = helpPanel(page).getByTestId("support-message").filter({ hasText: QUESTION });
    await mine.waitFor();
    expect(await mine.getAttribute("data-sender")).toBe("user");
    expect(await mine.textContent()).toContain("Urgent");
    await expect.poll(() => field(page, "Message").inputValue()).toBe("");
    expect(await field(page, "Urgent").isChecked()).toBe(false);
    // Escape closes the panel and removes the parameter.
    await page.keyboard.press("Escape");
    await helpPanel(page).waitFor({ state: "detached" });
    await waitForPath(page, "/app/billing", "");

    // The admin sees it first, marked critical, with the snippet cut at 100 characters.
    const adminPage = (await adminTab()).page;
    await adminPage.goto("/admin/support-tickets");
    const row = ticketRow(adminPage, member.email);
    await row.waitFor();
    const cells = (await row.locator("td").allTextContents()).map((text) => text.trim());
    expect(cells[0]).toBe("Critical");
    expect(cells[2]).toBe(`${QUESTION.slice(0, 100)}…`);
    expect(cells[4]).toBe("Open");
    await row.getByRole("link", { name: "View Details" }).click();
    await waitForPath(adminPage, `/admin/support-tickets/${await userIdOf(adminPage, member.email)}`);
    const log = adminPage.getByRole("log", { name: "Conversation" });
    await log.getByText(QUESTION).waitFor();
    const reply = field(adminPage, "Reply");
    expect(await reply.getAttribute("rows")).toBe("3");

    // Blank replies cannot be sent; a saved reply is appended and the box cleared.
    expect(await sendReply(adminPage).isDisabled()).toBe(true);
    await reply.fill("   \n  ");
    expect(await sendReply(adminPage).isDisabled(), "whitespace only").toBe(true);
    await reply.fill(REPLY);
    expect(await sendReply(adminPage).isDisabled()).toBe(false);
    await sendReply(adminPage).click();
    const answer = log.getByTestId("conversation-message").filter({ hasText: REPLY });
    await answer.waitFor();
    expect(await answer.getAttribute("data-sender")).toBe("admin");
    await expect.poll(() => reply.inputValue()).toBe("");
    expect(await sendReply(adminPage).isDisabled()).toBe(true);

    // The member gets the reply by email, with a link back to the Help panel...
    const mail = await server.waitForMail(
      member.email,
      (m) => m.subject === "Finance Careers support replied to your message",
    );
    expect(mail.text).toContain(`> ${REPLY}`);
    expect(mail.links.some((link) => link.endsWith("/app/job-feed?help=open"))).toBe(true);

    // ...and in the bell; its notification opens the Help panel, which shows the reply.
    await page.reload();
    await page.getByTestId("notification-badge").waitFor();
    expect(await page.getByTestId("notification-badge").textContent()).toBe("1");
    await page.getByRole("button", { name: "Open notifications" }).click();
    await page
      .getByTestId("notification-item")
      .filter({ hasText: "Support replied to your message" })
      .getByRole("button")
      .click();
    await waitForPath(page, "/app/job-feed", "?help=open");
    await helpPanel(page).getByTestId("support-message").filter({ hasText: REPLY }).waitFor();
    await helpPanel(page).getByRole("button", { name: "Close" }).click();
    await helpPanel(page).waitFor({ state: "detached" });
    await waitForPath(page, "/app/job-feed", "");
    // Focus returns to the Help button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Help");

    // Resolve: the conversation leaves the Open list and shows under Resolved; then reopen it.
    const resolved = adminPage.getByRole("switch", { name: "Resolved" });
    await resolved.click();
    await expect.poll(() => resolved.getAttribute("aria-checked")).toBe("true");
    await adminPage.getByRole("link", { name: "Back to Support Tickets" }).click();
    await waitForPath(adminPage, "/admin/support-tickets");
    await field(adminPage, "Status").selectOption("open");
    await adminPage.getByText("No support tickets found.").waitFor();
    await field(adminPage, "Status").selectOption("resolved");
    await ticketRow(adminPage, member.email).getByText("Resolved", { exact: true }).waitFor();
    await ticketRow(adminPage, member.email).getByRole("link", { name: "View Details" }).click();
    await adminPage.getByRole("log", { name: "Conversation" }).getByText(REPLY).waitFor();
    const reopen = adminPage.getByRole("switch", { name: "Resolved" });
    expect(await reopen.getAttribute("aria-checked")).toBe("true");
    await reopen.click();
    await expect.poll(() => reopen.getAttribute("aria-checked")).toBe("false");
    await adminPage.goto("/admin/support-tickets?status=open");
    await ticketRow(adminPage, member.email).getByText("Open", { exact: true }).waitFor();
  });

  test("an unknown conversation says 'User ID not found.'; a failed reply says why and keeps the text", async () => {
    const tab = await adminTab();
    const { page } = tab;
    tab.expectHttpError(404);
    await page.goto(`/admin/support-tickets/${crypto.randomUUID()}`);
    await page.getByRole("alert").filter({ hasText: "User ID not found." }).waitFor();
    await page.getByRole("link", { name: "Back to Support Tickets" }).waitFor();

    const someone = await createUser(server, { firstName: "Alan", lastName: "Turing" });
    const memberTab = await browser.newTab();
    await signIn(memberTab, server, someone);
    const answered = await memberTab.context.request.post(`${server.url}/api/support/messages`, {
      data: { content: "Is there a student discount?" },
      headers: { origin: server.url },
    });
    expect(answered.status()).toBe(201);

    await page.goto("/admin/support-tickets");
    await ticketRow(page, someone.email).getByRole("link", { name: "View Details" }).click();
    await page.getByRole("log", { name: "Conversation" }).getByText("Is there a student discount?").waitFor();
    tab.expectHttpError(503);
    await page.route(
      (url) => url.pathname.endsWith("/reply"),
      (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "test", message: "The mail server is down." } }),
        }),
    );
    await field(page, "Reply").fill("Yes: 20% with a university email.");
    await sendReply(page).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Could not send reply: The mail server is down." })
      .waitFor();
    expect(await field(page, "Reply").inputValue()).toBe("Yes: 20% with a university email.");
  });
});

/** The member's id, as the ticket's View Details link carries it. */
async function userIdOf(page: Page, email: string): Promise<string> {
  const response = await page.context().request.get(`${server.url}/api/admin/support-tickets`);
  const { tickets } = (await response.json()) as {
    tickets: { fetched_user_email: string; ticket_user_id: string }[];
  };
  const id = tickets.find((ticket) => ticket.fetched_user_email === email)?.ticket_user_id;
  if (!id) throw new Error(`no ticket for ${email}`);
  return id;
}

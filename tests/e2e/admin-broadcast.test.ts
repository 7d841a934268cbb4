import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile, type Tab } from "./support/browser";
import {
  type AdminCredentials,
  adminTabs,
  type Credentials,
  createAdminBeforeStart,
  createUser,
  expectToast,
  field,
  newCredentials,
  openPage,
  signIn,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// 001 §2-§9, Broadcast Messages, as an admin uses the screen and as members receive what
// it sends: the email through the SMTP sink and the notification in their bell.

const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
let server: TestServer;
let grace: Credentials;
let alan: Credentials;

const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer({ setup: createAdminBeforeStart(admin) });
  grace = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
  alan = await createUser(server, { firstName: "Alan", lastName: "Turing" });
});
afterAll(async () => {
  await server?.stop();
});

const adminTab = adminTabs(browser, () => server, admin);

async function openBroadcasts(tab: Tab) {
  await openPage(tab.page, "/admin/broadcast", "form");
  await tab.page.getByRole("heading", { name: "Compose New Broadcast", exact: true }).waitFor();
}

type Notification = { title: string; message: string };
async function notificationsOf(tab: Tab): Promise<Notification[]> {
  const response = await tab.context.request.get(`${server.url}/api/notifications`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { notifications: Notification[] }).notifications;
}

const sendButton = (page: Page) => page.getByRole("button", { name: "Send Broadcast" });
const sendToAll = (page: Page) => page.getByRole("switch", { name: "Send to all users" });
const radio = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const recent = (page: Page, title: string) =>
  page
    .getByRole("list", { name: "Recent broadcasts" })
    .getByTestId("broadcast-item")
    .filter({ hasText: title });
const statusOf = (item: ReturnType<typeof recent>) => item.getByTestId("broadcast-status").locator("span");

/** Clicks Send Broadcast and returns the JSON body of the POST it makes. */
async function send(page: Page) {
  const request = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/admin/broadcasts",
  );
  await sendButton(page).click();
  return (await request).postDataJSON() as Record<string, unknown>;
}

/** Opens the member's bell and waits for an item with this title. */
async function expectInBell(member: Credentials, title: string) {
  const tab = await browser.newTab();
  await signIn(tab, server, member);
  await openPage(tab.page, "/app/billing", "main");
  await tab.page.getByRole("button", { name: "Open notifications" }).click();
  const popover = tab.page.getByRole("dialog", { name: "Notifications" });
  await popover.getByTestId("notification-item").filter({ hasText: title }).waitFor();
  return tab;
}

describe("broadcast messages", () => {
  test("the screen, the empty-field rules, and a 'Both Email & In-App' broadcast to all users", async () => {
    const tab = await adminTab();
    const { page } = tab;
    await openBroadcasts(tab);
    await page.getByRole("heading", { name: "Recent Broadcasts", exact: true }).waitFor();
    await page.getByText("No broadcast messages found.").waitFor();
    await page.getByRole("heading", { name: "Tips", exact: true }).waitFor();
    expect(await page.getByRole("list", { name: "Tips" }).getByRole("listitem").count()).toBe(4);

    // 001 §9 defaults: both, to all users; the message box has 6 rows.
    expect(await radio(page, "Both Email & In-App").isChecked()).toBe(true);
    expect(await radio(page, "Email Only").isChecked()).toBe(false);
    expect(await radio(page, "In-App Only").isChecked()).toBe(false);
    expect(await sendToAll(page).getAttribute("aria-checked")).toBe("true");
    expect(await field(page, "Message").getAttribute("rows")).toBe("6");

    // 001 §5: disabled while either is blank after trimming; the rule is said once a field is left blank.
    expect(await sendButton(page).isDisabled()).toBe(true);
    await field(page, "Title").fill("   ");
    await field(page, "Message").fill("Something to say");
    expect(await sendButton(page).isDisabled()).toBe(true);
    const emptyRule = page.getByRole("alert").filter({ hasText: "Title and message cannot be empty." });
    await emptyRule.waitFor();
    expect(await field(page, "Title").getAttribute("aria-invalid")).toBe("true");
    await field(page, "Title").fill("Spring weeks are open");
    await emptyRule.waitFor({ state: "detached" });
    expect(await sendButton(page).isEnabled()).toBe(true);
    await field(page, "Message").fill(" \n ");
    expect(await sendButton(page).isDisabled()).toBe(true);

    const title = "Spring weeks are open";
    const message = "Applications for spring weeks at twelve banks open on Monday. Have your CV ready.";
    await field(page, "Message").fill(message);
    await radio(page, "Email Only").check();
    await radio(page, "Both Email & In-App").check();
    expect(await send(page)).toEqual({
      title,
      message,
      delivery_method: "both",
      target_audience: "all",
      recipient_ids: [],
    });
    await expectToast(page, "Broadcast message sent successfully!");

    // The form starts again: blank, both, to all.
    expect(await field(page, "Title").inputValue()).toBe("");
    expect(await field(page, "Message").inputValue()).toBe("");
    expect(await radio(page, "Both Email & In-App").isChecked()).toBe(true);
    expect(await sendToAll(page).getAttribute("aria-checked")).toBe("true");
    expect(await sendButton(page).isDisabled()).toBe(true);

    // The member gets the email (SMTP) and the notification (bell).
    const mail = await server.waitForMail(grace.email, (m) => m.subject === title);
    expect(mail.text).toContain(message);
    await expectInBell(grace, title);

    // The list follows the send by itself (it polls while one is queued or sending) until it is sent.
    const item = recent(page, title);
    await expect.poll(() => statusOf(item).textContent(), { timeout: 20_000 }).toBe("sent");
    expect(await statusOf(item).getAttribute("class")).toContain("emerald");
    const details = (await item.textContent()) ?? "";
    expect(details).toContain("Both Email & In-App · All users · Delivered: 3 in-app · 3 emails");
    expect(details).not.toContain("Not sent");
    expect(await item.locator("time").count()).toBe(1);
  });

  test("with 'Send to all users' off, the admin picks members; only they receive it", async () => {
    const tab = await adminTab();
    const { page } = tab;
    await openBroadcasts(tab);
    await sendToAll(page).click();
    const search = page.getByRole("combobox", { name: "Recipients" });
    await search.waitFor();
    const chips = page.getByRole("list", { name: "Chosen members" });
    const options = page.getByRole("listbox", { name: "Members" }).getByRole("option");

    // Searched on the server, by name; picked by a click.
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/admin/users") searches.push(url.searchParams.get("q") ?? "");
    });
    await search.fill("turing");
    // The list opened on focus with everyone; the search narrows it to one.
    await expect.poll(() => options.allTextContents()).toEqual([expect.stringContaining(alan.email)]);
    expect(searches).toContain("turing");
    await options.filter({ hasText: alan.email }).click();
    await chips.getByText("Alan Turing").waitFor();
    // The choice closes the list and clears the search; typing opens it again.
    await options.first().waitFor({ state: "detached" });
    expect(await search.inputValue()).toBe("");

    // By keyboard: arrows and Enter pick; Enter never sends the form.
    await search.fill("HOPPER");
    await expect.poll(() => options.allTextContents()).toEqual([expect.stringContaining(grace.email)]);
    await search.press("ArrowDown");
    await search.press("Enter");
    await chips.getByText("Grace Hopper").waitFor();
    await search.press("Escape");
    await options.first().waitFor({ state: "detached" });
    await page.getByText("2 members chosen.").waitFor();

    // A chip's remove button takes the member off again.
    await chips.getByRole("button", { name: "Remove Grace Hopper" }).click();
    await chips.getByText("Grace Hopper").waitFor({ state: "detached" });
    await page.getByText("1 member chosen.").waitFor();

    const users = await tab.context.request.get(`${server.url}/api/admin/users?q=turing`);
    const alanId = ((await users.json()) as { users: { id: string }[] }).users[0]?.id;
    expect(alanId).toBeTruthy();

    const title = "Your mock interview slot";
    const message = "Your mock interview is booked for Thursday at 10:00.";
    await field(page, "Title").fill(title);
    await field(page, "Message").fill(message);
    expect(await send(page)).toEqual({
      title,
      message,
      delivery_method: "both",
      target_audience: "selected",
      recipient_ids: [alanId],
    });
    await expectToast(page, "Broadcast message sent successfully!");
    // Reset: back to all users, no one chosen.
    expect(await sendToAll(page).getAttribute("aria-checked")).toBe("true");
    expect(await search.count()).toBe(0);

    const mail = await server.waitForMail(alan.email, (m) => m.subject === title);
    expect(mail.text).toContain(message);
    const item = recent(page, title);
    await expect.poll(() => statusOf(item).textContent(), { timeout: 20_000 }).toBe("sent");
    expect(await item.textContent()).toContain("1 selected member · Delivered: 1 in-app · 1 email");

    // Sent means finished: nobody else got the email or the notification.
    expect(server.mail.mails.filter((m) => m.subject === title).map((m) => m.to)).toEqual([
      [alan.email.toLowerCase()],
    ]);
    await expectInBell(alan, title);
    const graceTab = await browser.newTab();
    await signIn(graceTab, server, grace);
    expect((await notificationsOf(graceTab)).map((n) => n.title)).not.toContain(title);
  });

  test("choosing nobody is refused next to the picker; a failed send shows the server's words", async () => {
    const tab = await adminTab();
    const { page } = tab;
    await openBroadcasts(tab);
    await field(page, "Title").fill("Nobody chosen");
    await field(page, "Message").fill("This should not go anywhere.");
    await sendToAll(page).click();
    await sendButton(page).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Choose at least one member, or send to all users." })
      .waitFor();

    await sendToAll(page).click();
    tab.expectHttpError(503);
    const sendCall = (url: URL) => url.pathname === "/api/admin/broadcasts";
    const refuse = (body: string) => (route: Route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, contentType: "application/json", body })
        : route.continue();
    await page.route(
      sendCall,
      refuse(JSON.stringify({ error: { code: "unavailable", message: "The mail queue is offline." } })),
    );
    await sendButton(page).click();
    await expectToast(page, "The mail queue is offline.");
    await page.getByRole("alert").filter({ hasText: "The mail queue is offline." }).first().waitFor();
    expect(await field(page, "Title").inputValue(), "the draft is kept").toBe("Nobody chosen");

    // 001 §8: without a message from the server, the default.
    await page.unroute(sendCall);
    await page.route(sendCall, refuse("not json"));
    await sendButton(page).click();
    await expectToast(page, "Failed to send broadcast.");
    await page.unroute(sendCall);
  });

  test("statuses: any status but sent is yellow with 'Not sent'; the list polls until it is sent", async () => {
    const tab = await adminTab();
    const { page } = tab;
    const base = {
      id: "5b0a3c6e-8f57-4c1e-9a53-0d2b8f1c7e11",
      title: "Going out now",
      message: "Still being delivered.",
      delivery_method: "push",
      target_audience: "all",
      recipient_count: null,
      failure_reason: null,
      in_app_count: 0,
      email_count: 0,
      created_at: new Date().toISOString(),
      sent_at: null,
    };
    const failed = {
      ...base,
      id: "0f4d3a9b-2c1e-4b7a-8e6f-5a4b3c2d1e0f",
      title: "Could not go",
      delivery_method: "email",
      status: "failed",
      failure_reason: "connect ECONNREFUSED 127.0.0.1:25",
    };
    let answers = 0;
    const list = (url: URL) => url.pathname === "/api/admin/broadcasts";
    await page.route(list, (route) => {
      answers += 1;
      const first = answers === 1 ? { ...base, status: "queued" } : null;
      const later = { ...base, status: "sent", in_app_count: 4, sent_at: new Date().toISOString() };
      return route.fulfill({ json: { broadcasts: [first ?? later, failed] } });
    });
    await openBroadcasts(tab);

    const going = recent(page, "Going out now");
    await going.waitFor();
    const stuck = recent(page, "Could not go");
    expect(await statusOf(stuck).textContent()).toBe("failed");
    expect(await statusOf(stuck).getAttribute("class")).toContain("yellow");
    expect(await stuck.textContent()).toContain("Not sent");
    expect(await stuck.textContent()).toContain("Reason: connect ECONNREFUSED 127.0.0.1:25");
    // The queued one turns sent without a reload: the list asked again by itself.
    await expect.poll(() => statusOf(going).textContent(), { timeout: 15_000 }).toBe("sent");
    expect(await going.textContent()).toContain("In-App Only · All users · Delivered: 4 in-app");
    expect(answers).toBeGreaterThanOrEqual(2);

    tab.expectHttpError(400);
    await page.unroute(list);
    await page.route(list, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: '{"error":{"code":"x","message":"no"}}',
      }),
    );
    await page.reload();
    await page.getByText("Failed to load recent broadcasts.").waitFor();
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { formatDistance } from "date-fns";
import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { NotificationKind } from "../../src/shared/schemas/notifications";
import { browserForFile, type Tab } from "./support/browser";
import {
  type Credentials,
  createUser,
  expectToast,
  holdRequests,
  newCredentials,
  openPage,
  signIn,
  toast,
  waitForPath,
} from "./support/fixtures";
import type { SeedMember, SeedNotification } from "./support/seed-notifications";
import { REPO_ROOT, runTs, startServer, type TestServer } from "./support/server";

// Spec 000 §2.12, §4.6 and §8: the bell, its popover and the notifications page, as a member
// uses them. The members and their notifications are written before the server starts (PGlite lock).

const LONG_MESSAGE =
  "Applications for the 2027 Investment Banking Summer Analyst programme close on Friday. Make sure your CV and cover letter are uploaded before then.";
const KINDS: NotificationKind[] = ["job_alert", "closing_reminder", "broadcast", "support_reply"];

/** 25 notifications, newest first: 12 unread (the newest has a long message), then 13 read. */
function busyNotifications(): SeedNotification[] {
  return Array.from({ length: 25 }, (_, i) => ({
    kind: KINDS[i % 4] ?? "job_alert",
    title: i === 0 ? "Summer Analyst deadline" : `Update ${i + 1}`,
    message: i === 0 ? LONG_MESSAGE : `Short message ${i + 1}.`,
    read: i >= 12,
    minutesAgo: (i + 1) * 3,
  }));
}

const member = (notifications: SeedNotification[]): Credentials & { notifications: SeedNotification[] } => ({
  ...newCredentials({ firstName: "Nora", lastName: "Finch" }),
  notifications,
});

const busy = member(busyNotifications());
const clicker = member([
  {
    kind: "job_alert",
    title: "New role at Blackstone",
    message: "Private Equity Off-Cycle Intern.",
    minutesAgo: 2,
  },
  {
    kind: "support_reply",
    title: "Support replied",
    message: "We have answered your question.",
    link: "/app/profile",
    minutesAgo: 5,
  },
  { kind: "broadcast", title: "Welcome", message: "Welcome to Finance Careers.", minutesAgo: 60 },
  { kind: "broadcast", title: "Already seen", message: "Read long ago.", read: true, minutesAgo: 120 },
]);
const marker = member([
  { kind: "job_alert", title: "Alert one", message: "First alert.", minutesAgo: 1 },
  { kind: "closing_reminder", title: "Reminder two", message: "Second reminder.", minutesAgo: 2 },
  { kind: "broadcast", title: "Old news", message: "Already read.", read: true, minutesAgo: 3 },
]);
const reader = member([
  {
    kind: "closing_reminder",
    title: "Closes tomorrow",
    message: "Graduate Programme, Markets.",
    minutesAgo: 1,
  },
  { kind: "job_alert", title: "Two new roles", message: "Both in London.", minutesAgo: 2 },
  { kind: "broadcast", title: "New feature", message: "Interview practice is live.", minutesAgo: 3 },
]);
const failing = member([
  { kind: "job_alert", title: "Stays unread", message: "The server refuses to change me.", minutesAgo: 1 },
]);

let server: TestServer;
const browser = browserForFile(() => server);
/** When the seed ran: between these two instants, so a relative time shown later is one of few words. */
const seeded = { from: 0, to: 0 };
beforeAll(async () => {
  seeded.from = Date.now();
  const members: SeedMember[] = [busy, clicker, marker, reader, failing].map((m) => ({
    email: m.email,
    password: m.password,
    firstName: m.firstName,
    lastName: m.lastName,
    notifications: m.notifications,
  }));
  server = await startServer({
    setup: async (env) => {
      await runTs("tests/e2e/support/seed-notifications.ts", [], {
        ...env,
        SEED_NOTIFICATIONS: JSON.stringify(members),
      });
      seeded.to = Date.now();
    },
  });
});

/** The relative times the screen may show now for a notification seeded `minutes` before the seed ran. */
function shownAgo(minutes: number): string[] {
  const now = Date.now();
  return [seeded.from, seeded.to].map((at) =>
    formatDistance(at - minutes * 60_000, now, { addSuffix: true }),
  );
}
afterAll(async () => {
  await server?.stop();
});

async function signedIn(credentials: Credentials, path = "/app/billing") {
  const tab = await browser.newTab();
  await signIn(tab, server, credentials);
  await openPage(tab.page, path, "main");
  return tab;
}

const bell = (page: Page) => page.getByRole("button", { name: "Open notifications" });
const badge = (page: Page) => page.getByTestId("notification-badge");
const popover = (page: Page) => page.getByRole("dialog", { name: "Notifications" });
const items = (page: Page) => popover(page).getByTestId("notification-item");
const item = (page: Page, title: string) => items(page).filter({ hasText: title });

async function expectBadge(page: Page, text: string | null) {
  if (text === null) await badge(page).waitFor({ state: "detached" });
  else await expect.poll(() => badge(page).textContent()).toBe(text);
}

const readState = (locator: ReturnType<typeof item>) => () => locator.getAttribute("data-read");

const AXE_SOURCE = readFileSync(path.join(REPO_ROOT, "node_modules/axe-core/axe.min.js"), "utf8");

/** axe's label-content-name-mismatch (off by default, experimental) on the page's bell. */
async function bellNameMismatches(page: Page): Promise<unknown[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { failureSummary?: string }[] }[] };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } })
      .axe;
    const { violations } = await axe.run(
      { include: [["button[aria-label^='Open notifications']"]] },
      {
        runOnly: { type: "rule", values: ["label-content-name-mismatch"] },
        rules: { "label-content-name-mismatch": { enabled: true } },
      },
    );
    return violations.map(({ id, nodes }) => ({ id, why: nodes.map((node) => node.failureSummary) }));
  });
}

async function openPopover(tab: Tab) {
  await bell(tab.page).click();
  await popover(tab.page).waitFor();
}

describe("notification bell and popover", () => {
  test("the badge reads 9+ above 9; the list shows title, a 100-character preview and the time", async () => {
    const { page, ...tab } = await signedIn(busy);
    await expectBadge(page, "9+");
    await openPopover({ page, ...tab });
    await popover(page).getByRole("heading", { name: "Notifications" }).waitFor();
    await popover(page).getByRole("button", { name: "Mark all as read" }).waitFor();
    await items(page).nth(24).waitFor();
    expect(await items(page).count()).toBe(25);

    const first = items(page).first();
    expect(await first.getAttribute("data-read")).toBe("false");
    const text = (await first.textContent()) ?? "";
    expect(text).toContain("Summer Analyst deadline");
    expect(text).toContain(`${LONG_MESSAGE.slice(0, 100)}...`);
    expect(text).not.toContain(LONG_MESSAGE.slice(100));
    // Seeded three minutes before the seed ran; a slow start can make that four by now.
    expect(
      shownAgo(3).some((ago) => text.includes(ago)),
      `${text} shows ${shownAgo(3).join(" or ")}`,
    ).toBe(true);
    expect(text).toMatch(/\d+ minutes ago/);
    expect(await items(page).nth(13).getAttribute("data-read")).toBe("true");

    // spec 000 §2.12: the list area is at most 24rem high and scrolls.
    const area = popover(page).getByTestId("notification-list");
    const box = await area.evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      overflowY: getComputedStyle(el).overflowY,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(box).toEqual({ maxHeight: "384px", overflowY: "auto", scrolls: true });

    // Keyboard: Escape closes the dialog and gives focus back to the bell; Enter opens it again.
    await page.keyboard.press("Escape");
    await popover(page).waitFor({ state: "detached" });
    // The popover hands focus back on the task after it unmounts, so wait for it rather than read it at once.
    await bell(page).evaluate(
      (el) =>
        new Promise<void>((resolve, reject) => {
          const started = Date.now();
          const check = () => {
            if (el === document.activeElement) resolve();
            else if (Date.now() - started > 2000)
              reject(new Error(`focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`));
            else setTimeout(check, 20);
          };
          check();
        }),
    );
    await page.keyboard.press("Enter");
    await popover(page).waitFor();
  });

  test("the bell's accessible name says the number its badge shows", async () => {
    for (const [who, shown] of [
      [reader, "3"],
      [busy, "9+"],
    ] as const) {
      const { page } = await signedIn(who);
      await expectBadge(page, shown);
      expect(await bell(page).getAttribute("aria-label")).toBe(`Open notifications, ${shown} unread`);
      expect(await bellNameMismatches(page)).toEqual([]);
    }
  });

  test("loading, then the list; a failed load shows the server's message", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    await signIn(tab, server, busy);
    const held = await holdRequests(page, "/api/notifications");
    await openPage(page, "/app/billing", "main");
    await openPopover(tab);
    await popover(page).getByText("Loading notifications...").waitFor();
    held.release();
    await items(page).first().waitFor();
    expect(await popover(page).getByText("Loading notifications...").count()).toBe(0);

    const other = await browser.newTab();
    await signIn(other, server, busy);
    other.expectHttpError(403);
    await other.page.route(
      (url) => url.pathname === "/api/notifications",
      (route) =>
        route.fulfill({
          status: 403,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "forbidden", message: "Notifications are switched off." } }),
        }),
    );
    await openPage(other.page, "/app/billing", "main");
    await openPopover(other);
    await popover(other.page).getByText("Error: Notifications are switched off.").waitFor();
    expect(await badge(other.page).count()).toBe(0);
  });

  test("a new member sees no badge and 'You have no notifications.'", async () => {
    const credentials = await createUser(server);
    const tab = await signedIn(credentials);
    await openPopover(tab);
    await popover(tab.page).getByText("You have no notifications.").waitFor();
    expect(await badge(tab.page).count()).toBe(0);
    expect(await popover(tab.page).getByRole("button", { name: "Mark all as read" }).count()).toBe(0);
  });

  test("clicking an item marks it read (badge down by one, item dimmed) and follows its link", async () => {
    const tab = await signedIn(clicker);
    const { page } = tab;
    await expectBadge(page, "3");
    await openPopover(tab);
    const alert = item(page, "New role at Blackstone");
    await alert.getByRole("button").click();
    await expectBadge(page, "2");
    await expect.poll(readState(alert)).toBe("true");
    // Dimmed: the title is no longer bold and is grey.
    const weight = await alert
      .getByText("New role at Blackstone")
      .evaluate((el) => getComputedStyle(el).fontWeight);
    expect(weight).toBe("400");
    // A read item without a link has nothing left to do: still a button (focus stays), now unavailable.
    expect(await alert.getByRole("button").getAttribute("aria-disabled")).toBe("true");
    expect(await alert.getByRole("button").evaluate((el) => el === document.activeElement)).toBe(true);

    await item(page, "Support replied").getByRole("button").click();
    await waitForPath(page, "/app/profile");
    await popover(page).waitFor({ state: "detached" });
    await expectBadge(page, "1");

    // The server kept both: after a reload the count is still 1.
    await page.reload();
    await expectBadge(page, "1");
    await openPopover(tab);
    expect(await item(page, "Support replied").getAttribute("data-read")).toBe("true");
    expect(await item(page, "Welcome").getAttribute("data-read")).toBe("false");
  });

  test("'Mark all as read' marks everything, says so, and disappears", async () => {
    const tab = await signedIn(marker);
    const { page } = tab;
    await expectBadge(page, "2");
    await openPopover(tab);
    await popover(page).getByRole("button", { name: "Mark all as read" }).click();
    await expectToast(page, "All notifications marked as read.");
    await popover(page).getByRole("button", { name: "Mark all as read" }).waitFor({ state: "detached" });
    await expectBadge(page, null);
    expect(await items(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-read")))).toEqual([
      "true",
      "true",
      "true",
    ]);
  });

  test("a failed mark shows the server's message and the reload puts the item back", async () => {
    const tab = await signedIn(failing);
    const { page } = tab;
    tab.expectHttpError(409);
    const refuse = (message: string) => (route: Route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "conflict", message } }),
      });
    await page.route(
      (url) => url.pathname === "/api/notifications/mark-read",
      refuse("Try that again soon."),
    );
    await page.route(
      (url) => url.pathname === "/api/notifications/mark-all-read",
      refuse("Mark all is down."),
    );
    await expectBadge(page, "1");
    await openPopover(tab);
    const stays = item(page, "Stays unread");
    await stays.getByRole("button").click();
    await expectToast(page, "Try that again soon.");
    // The reload after the failure puts back what the server holds.
    await expect.poll(readState(stays)).toBe("false");
    await expectBadge(page, "1");

    await popover(page).getByRole("button", { name: "Mark all as read" }).click();
    await expectToast(page, "Mark all is down.");
    await expectBadge(page, "1");
    await popover(page).getByRole("button", { name: "Mark all as read" }).waitFor();
    expect(await toast(page, "All notifications marked as read.").count()).toBe(0);
  });
});

describe("notifications page", () => {
  const pageItems = (page: Page) =>
    page.getByRole("list", { name: "Notification history" }).getByTestId("notification-item");
  const filter = (page: Page, group: string, name: string) =>
    page.getByRole("group", { name: group }).getByRole("button", { name, exact: true });
  const readStates = (page: Page) =>
    pageItems(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-read")));

  test("pages with Load more and filters by unread and kind", async () => {
    const tab = await signedIn(busy, "/app/notifications");
    const { page } = tab;
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    await pageItems(page).nth(19).waitFor();
    expect(await pageItems(page).count()).toBe(20);
    // The page shows the message in full.
    await page.getByText(LONG_MESSAGE).waitFor();
    // Bringing the button into view may already load the rest (the list loads as the member nears
    // its end); pressing it does the same. Either way the last five arrive and the button goes.
    await page.getByRole("button", { name: "Load more" }).focus();
    await page.keyboard.press("Enter");
    await pageItems(page).nth(24).waitFor();
    expect(await pageItems(page).count()).toBe(25);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);

    await filter(page, "Show", "Unread").click();
    await waitForPath(page, "/app/notifications", "?unread=true");
    await expect.poll(() => pageItems(page).count()).toBe(12);
    expect(await readStates(page)).toEqual(Array(12).fill("false"));

    await filter(page, "Type", "Announcements").click();
    await waitForPath(page, "/app/notifications", "?unread=true&kind=broadcast");
    // Unread broadcasts are items 3, 7 and 11 of the seed.
    await expect.poll(() => pageItems(page).count()).toBe(3);
    expect(
      await pageItems(page)
        .getByText(/^Update \d+$/)
        .allTextContents(),
    ).toEqual(["Update 3", "Update 7", "Update 11"]);
    expect(await filter(page, "Type", "Announcements").getAttribute("aria-pressed")).toBe("true");

    await filter(page, "Show", "All").click();
    await waitForPath(page, "/app/notifications", "?kind=broadcast");
    await expect.poll(() => pageItems(page).count()).toBe(6);
    expect(await readStates(page)).toEqual(["false", "false", "false", "true", "true", "true"]);
  });

  test("an item marks read on click; 'Mark all as read' clears the rest and the bell agrees", async () => {
    const { page } = await signedIn(reader, "/app/notifications");
    await expectBadge(page, "3");
    await expect.poll(() => page.getByTestId("unread-summary").textContent()).toBe(" 3 unread.");
    const closing = pageItems(page).filter({ hasText: "Closes tomorrow" });
    await closing.getByRole("button").click();
    await expect.poll(() => closing.getAttribute("data-read")).toBe("true");
    await expectBadge(page, "2");
    await expect.poll(() => page.getByTestId("unread-summary").textContent()).toBe(" 2 unread.");

    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expectToast(page, "All notifications marked as read.");
    await page.getByRole("button", { name: "Mark all as read" }).waitFor({ state: "detached" });
    await expectBadge(page, null);
    expect(await readStates(page)).toEqual(["true", "true", "true"]);
    await page.reload();
    await pageItems(page).nth(2).waitFor();
    expect(await readStates(page)).toEqual(["true", "true", "true"]);
  });

  test("empty states say what will appear here", async () => {
    const credentials = await createUser(server);
    const { page } = await signedIn(credentials, "/app/notifications");
    await page
      .getByText(
        "You have no notifications yet. Job alerts, deadline reminders, announcements and replies from support will appear here.",
      )
      .waitFor();
    await filter(page, "Type", "Support replies").click();
    await page
      .getByText("No support replies yet. When our team answers a message you sent, it will appear here.")
      .waitFor();
    expect(await page.getByRole("button", { name: "Mark all as read" }).count()).toBe(0);
  });
});

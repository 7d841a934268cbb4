import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, openPage, signIn } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// The tracker laid out with a member's data in it: phones that never scroll sideways, a By stage card
// whose labels stay readable at every laptop width, reminders that read as sentences, focus that stays
// on a moved card, the app's skip link, and an Archived section that stays quiet until it is opened.

let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function member(): Promise<Tab> {
  const user = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  return tab;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Row = { firm_name: string; role_title: string; stage?: string; deadline?: string; location?: string };

// A board as a busy member has it: long names, deadlines, and a two-digit count in Saved.
const LONG_FIRM = "The Extraordinarily Long-Named International Investment Banking Partnership LLP";
const LONG_ROLE =
  "Summer Analyst Programme – Mergers, Acquisitions and Leveraged Finance (Technology Coverage)";
const BUSY_BOARD: Row[] = [
  { firm_name: LONG_FIRM, role_title: LONG_ROLE, deadline: inDays(3), location: "London, Canary Wharf" },
  ...Array.from({ length: 9 }, (_, i) => ({
    firm_name: `Northbank Capital ${i + 1}`,
    role_title: `Spring Insight Week ${i + 1}`,
    deadline: inDays(10 + i),
  })),
  { firm_name: "Harbour Advisers", role_title: "Off-cycle Internship", stage: "applied" },
  { firm_name: "Quanta Capital", role_title: "Quant Research Intern", stage: "online_tests" },
  { firm_name: "Meridian Partners", role_title: "Graduate Analyst", stage: "interviews" },
  { firm_name: "Atlas Asset Management", role_title: "Investment Analyst", stage: "assessment_centre" },
];

/** Adds applications through the API from the signed-in page (same origin, the member's cookie). */
async function addApplications(page: Page, rows: Row[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const ids: string[] = [];
    for (const row of list) {
      const response = await fetch("/api/tracker/applications", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(row),
      });
      if (response.status !== 201) throw new Error(`add failed: ${response.status} ${await response.text()}`);
      ids.push((await response.json()).application.id);
    }
    return ids;
  }, rows);
}

async function openBoard(page: Page, rows: Row[], query = "") {
  await openPage(page, "/app/tracker", "main");
  await page.getByRole("heading", { name: "Application Tracker", level: 1 }).waitFor();
  const ids = await addApplications(page, rows);
  await openPage(page, `/app/tracker${query}`, "main");
  await page.getByRole("region", { name: "Summary" }).waitFor();
  return ids;
}

// Polled after each resize: the chart redraws at the new width a frame after the window changes.
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const card = (page: Page, role: string) => page.getByRole("article", { name: new RegExp(`: ${role}$`) });

test("on phones from 320 to 414 px the tracker with applications never scrolls sideways", async () => {
  const { page } = await member();
  await page.setViewportSize({ width: 375, height: 800 });
  await openBoard(page, BUSY_BOARD);
  for (const width of [320, 360, 375, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await card(page, LONG_ROLE.replace(/[()]/g, ".")).waitFor();
    await expect.poll(() => sideways(page), { message: `the board at ${width} px` }).toBeLessThanOrEqual(0);
    if (width === 360) await page.screenshot({ path: ".shots/tracker-layout-phone-360.png", fullPage: true });
  }
  await page.getByRole("button", { name: "List" }).click();
  await page.getByRole("table").waitFor();
  for (const width of [320, 360, 375, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => sideways(page), { message: `the list at ${width} px` }).toBeLessThanOrEqual(0);
  }
});

/** Each row of the By stage card: its label's and count's boxes, and whether the label is cut off. */
function byStageRows(page: Page) {
  return page.evaluate(() => {
    const heading = [...document.querySelectorAll("h2")].find((h) => h.textContent === "By stage");
    const rows = [...(heading?.parentElement?.querySelectorAll("dl > div") ?? [])];
    return rows.map((row) => {
      const label = row.querySelector("dt") as HTMLElement;
      const count = row.querySelector("dd") as HTMLElement;
      const a = label.getBoundingClientRect();
      const b = count.getBoundingClientRect();
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return {
        label: label.textContent ?? "",
        overlap,
        clipped: label.scrollWidth > label.clientWidth + 1,
        labelWidth: Math.round(a.width),
      };
    });
  });
}

test("the By stage card's labels never run into their counts from 1024 to 1920 px", async () => {
  const { page } = await member();
  await openBoard(page, BUSY_BOARD);
  for (const width of [1024, 1152, 1280, 1366, 1440, 1600, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("heading", { name: "By stage" }).waitFor();
    const rows = await byStageRows(page);
    expect(rows.map((row) => row.label)).toContain("Assessment centre");
    for (const row of rows) {
      expect(row.overlap, `${row.label} overlaps its count at ${width} px`).toBe(false);
      expect(row.clipped, `${row.label} is cut off at ${width} px`).toBe(false);
    }
    if (width === 1280 || width === 1366) {
      await page.screenshot({ path: `.shots/tracker-layout-summary-${width}.png` });
    }
  }
});

test("a reminder's text reads as a line, not a column of letters, on a phone and a laptop", async () => {
  const { page } = await member();
  const [id] = await openBoard(page, BUSY_BOARD.slice(0, 1));
  const text = "Follow up with the recruiter about the assessment centre date";
  await page.evaluate(
    async ({ id, text }) => {
      const response = await fetch(`/api/tracker/applications/${id}/reminders`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ remind_at: new Date(Date.now() + 3 * 86_400_000).toISOString(), text }),
      });
      if (response.status !== 201) throw new Error(`reminder failed: ${response.status}`);
    },
    { id, text },
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, `/app/tracker/${id}`, "main");
    const reminders = page.getByRole("region", { name: "Reminders" });
    const line = reminders.getByText(text, { exact: true });
    await line.waitFor();
    const box = await line.boundingBox();
    const panel = await reminders.boundingBox();
    if (!box || !panel) throw new Error("reminders not laid out");
    expect(box.width, `reminder text at ${width} px`).toBeGreaterThan(150);
    expect(box.width / panel.width, `reminder text at ${width} px`).toBeGreaterThanOrEqual(0.6);
    await reminders.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `.shots/tracker-layout-reminders-${width}.png` });
  }
});

/** The moved card holds focus: document.activeElement is its article, inside the named column. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      card: active?.getAttribute("aria-label") ?? active?.tagName ?? null,
      column: active?.closest("section")?.getAttribute("aria-labelledby") ?? null,
    };
  });

test("after Move to or a keyboard drop the moved card keeps focus in its new column", async () => {
  const { page } = await member();
  await openBoard(page, [
    { firm_name: "Harbour Advisers", role_title: "Spring Week" },
    { firm_name: "Quanta Capital", role_title: "Quant Intern" },
  ]);

  // Move to, from the keyboard: open the menu on the card, pick Interviews.
  await card(page, "Spring Week")
    .getByRole("button", { name: /^Move to/ })
    .focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Interviews" }).waitFor();
  await page.keyboard.press("ArrowDown");
  await page.getByRole("menuitem", { name: "Interviews" }).focus();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => focusedCard(page))
    .toEqual({ card: "Harbour Advisers: Spring Week", column: "stage-interviews" });

  // A keyboard drag: Space lifts, an arrow moves it a column right, Space drops it there.
  const live = page.locator("[id^=DndLiveRegion]");
  await card(page, "Quant Intern").focus();
  await page.keyboard.press("Space");
  await expect.poll(() => live.textContent()).toMatch(/^Picked up Quanta Capital Quant Intern/);
  await expect
    .poll(async () => {
      if ((await live.textContent())?.startsWith("Picked up")) await page.keyboard.press("ArrowRight");
      return live.textContent();
    })
    .toMatch(/is over Applied/);
  await page.keyboard.press("Space");
  await expect
    .poll(() => live.textContent())
    .toMatch(/^Dropped Quanta Capital Quant Intern\. Moved to Applied/);
  await expect
    .poll(() => focusedCard(page))
    .toEqual({ card: "Quanta Capital: Quant Intern", column: "stage-applied" });
  // It stays there once the server has answered.
  await page.waitForLoadState("networkidle");
  expect(await focusedCard(page)).toEqual({ card: "Quanta Capital: Quant Intern", column: "stage-applied" });

  // On a phone the board shows one stage at a time: it follows the card to the stage it went to.
  await page.setViewportSize({ width: 375, height: 800 });
  await card(page, "Quant Intern").waitFor({ state: "detached" });
  await page.getByLabel("Stage", { exact: true }).selectOption("applied");
  await card(page, "Quant Intern")
    .getByRole("button", { name: /^Move to/ })
    .click();
  await page.getByRole("menuitem", { name: "Offer" }).click();
  await expect
    .poll(() => focusedCard(page))
    .toEqual({ card: "Quanta Capital: Quant Intern", column: "stage-offer" });
  expect(await page.getByLabel("Stage", { exact: true }).inputValue()).toBe("offer");
});

test("the first Tab on an app page reaches Skip to main content, and Enter moves focus into main", async () => {
  const { page } = await member();
  for (const path of ["/app/tracker", "/app/job-feed"]) {
    await openPage(page, path, "main");
    await page.locator("main h1").first().waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((link) => link === document.activeElement), path).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.width > 40 && box.height > 16 && box.y >= 0, `${path}: visible on focus`).toBe(true);
    if (path === "/app/tracker") await page.screenshot({ path: ".shots/tracker-layout-skip-link.png" });
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest("main")), { message: path })
      .toBe(true);
    // The next Tab goes on from there, into the page, not back to the navigation bar.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main")), path).toBe(true);
  }
});

test("the closed Archived section loads and announces nothing until it is opened", async () => {
  const { page } = await member();
  const archivedRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("archived=true")) archivedRequests.push(request.url());
  });
  const [id] = await openBoard(page, [{ firm_name: "Old Bank", role_title: "Last Year's Internship" }]);
  await page.evaluate(async (id) => {
    const response = await fetch(`/api/tracker/applications/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ archived: true }),
    });
    if (!response.ok) throw new Error(`archive failed: ${response.status}`);
  }, id);
  await page.reload();
  const section = page.locator("details", { hasText: "Archived applications" });
  await section.waitFor();
  // Hidden or not, a live region inside a closed section is still one a screen reader may read out.
  const liveInside = () =>
    section.evaluate(
      (details) => details.querySelectorAll("[role=status], [role=alert], [aria-live]").length,
    );
  expect(await liveInside()).toBe(0);
  expect(await section.evaluate((details) => details.textContent?.includes("Loading"))).toBe(false);
  expect(archivedRequests).toEqual([]);

  await section.getByText("Archived applications").click();
  await section.getByRole("link", { name: "Old Bank: Last Year's Internship" }).waitFor();
  expect(archivedRequests.length).toBe(1);
  await section.getByText("Archived applications", { exact: true }).click();
  await expect.poll(liveInside).toBe(0);
});

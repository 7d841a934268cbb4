import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import { newCredentials, openPage, signIn } from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// Interview history a page at a time in Chromium: a member with 45 interviews sees the first 20, more
// arrive as they scroll to the end, and the "Load more interviews" button works from the keyboard, until
// all 45 are listed once each.

const member = newCredentials({ firstName: "Ines", lastName: "Okafor" });
const COUNT = 45;
let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer({
    setup: async (env) => {
      await runTs("tests/e2e/support/seed-interview-history.ts", [], {
        ...env,
        SEED_INTERVIEWS: JSON.stringify({ ...member, count: COUNT }),
      });
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe("interview history pages", () => {
  test("scrolling loads the next page, the button loads the last from the keyboard", async () => {
    const tab = await browser.newTab();
    await signIn(tab, server, member);
    const { page } = tab;
    await openPage(page, "/app/interview-history", "main");
    const rows = page.locator("table tbody tr");
    // The first page: 20 rows (the next may already be on its way if the window is tall).
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(20);

    // Scrolling to the end brings the next page by itself.
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(40);

    // The button, reached and pressed from the keyboard, brings the rest; then it is gone.
    const more = page.getByRole("button", { name: "Load more interviews" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(COUNT);
    await expect.poll(() => more.count()).toBe(0);

    // Newest first, each interview once.
    const links = await page
      .locator("table tbody tr a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(new Set(links).size).toBe(COUNT);
  });
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile, type Tab } from "./support/browser";
import { type Credentials, createUser, openPage, signIn } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// Networking contacts a page at a time in Chromium: a member with 62 contacts sees the first 50, the
// rest arrive as they scroll to the end, and, where the browser cannot watch the scroll, the "Load more
// contacts" button does the same from the keyboard; a search is answered by the server across every
// contact, not only the rows already on screen.

const COUNT = 62;
let server: TestServer;
let member: Credentials;
const browser = browserForFile(() => server);

const csv = [
  "First Name,Last Name,Company,Position",
  ...Array.from({ length: COUNT }, (_, i) => {
    const n = String(i + 1).padStart(2, "0");
    return `Person,${n},${i % 2 ? "Lazard" : "Barclays"},Analyst`;
  }),
].join("\n");

async function signedIn(): Promise<Tab> {
  const tab = await browser.newTab();
  await signIn(tab, server, member);
  return tab;
}

const rowsOf = (page: Page) => page.getByRole("region", { name: "Contacts", exact: true }).locator("ul > li");
const namesOf = (page: Page) =>
  rowsOf(page)
    .locator("button")
    .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim() ?? ""));

beforeAll(async () => {
  server = await startServer();
  member = await createUser(server, { firstName: "Amara", lastName: "Nwosu" });
  const tab = await browser.newTab();
  await signIn(tab, server, member);
  const trial = await tab.context.request.post(`${server.url}/api/billing/trial`, {
    headers: { origin: server.url },
  });
  expect(trial.status()).toBe(200);
  const imported = await tab.context.request.post(`${server.url}/api/networking/import`, {
    data: { csv },
    headers: { origin: server.url },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  await tab.context.close();
});
afterAll(async () => {
  await server?.stop();
});

describe("networking contacts pages", () => {
  test("scrolling to the end loads the next page, each contact once, A to Z", async () => {
    const { page } = await signedIn();
    await openPage(page, "/app/networking", "main");
    await page.getByText(`${COUNT} contacts`, { exact: true }).waitFor();
    expect(await rowsOf(page).count()).toBe(50);

    await page.mouse.wheel(0, 30_000);
    await expect.poll(() => rowsOf(page).count(), { timeout: 15_000 }).toBe(COUNT);
    await expect.poll(() => page.getByRole("button", { name: "Load more contacts" }).count()).toBe(0);
    const names = await namesOf(page);
    expect(new Set(names).size).toBe(COUNT);
    expect(names).toEqual([...names].sort());

    // The server searches every contact, not only the rows on screen.
    await page.getByLabel("Search contacts").fill("person 61");
    await page.getByText(`1 of ${COUNT} contacts`).waitFor();
    expect(await namesOf(page)).toEqual(["Person 61"]);
  });

  test("the button loads the next page from the keyboard where the scroll is not watched", async () => {
    const { page } = await signedIn();
    // Without an IntersectionObserver nothing loads by itself: only the button can bring the page.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "IntersectionObserver");
    });
    await openPage(page, "/app/networking", "main");
    await page.getByText(`${COUNT} contacts`, { exact: true }).waitFor();
    expect(await rowsOf(page).count()).toBe(50);

    const more = page.getByRole("button", { name: "Load more contacts" });
    // Reached with Tab from the last contact on the page, then pressed with Enter.
    await rowsOf(page).nth(49).locator("button").focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => more.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => rowsOf(page).count(), { timeout: 15_000 }).toBe(COUNT);
    await expect.poll(() => more.count()).toBe(0);
    expect(new Set(await namesOf(page)).size).toBe(COUNT);
  });
});

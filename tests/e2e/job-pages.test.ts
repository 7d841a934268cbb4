import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FakeJobBoards, greenhouseJob, startFakeJobBoards } from "../support/fake-job-boards";
import { browserForFile, type Tab } from "./support/browser";
import {
  type AdminCredentials,
  adminTabs,
  createAdminBeforeStart,
  createUser,
  newCredentials,
  openPage,
  signIn,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// A role's page and card as a member reads them: the posting's own formatting (lists, numbers,
// headings, links), its pay and a rolling deadline with its date; and a saved role that closes stays in
// Saved, marked Closed, until the member removes it.

const FIRM = "Northbank Capital";
const FORMATTED = "Credit Analyst, Leveraged Finance";
const CLOSING = "Restructuring Analyst";
const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
// A deadline two months ahead, written as a UK posting would ("12 January 2027").
const deadline = new Date(Date.now() + 60 * 86_400_000);
const deadlineText = `${deadline.getUTCDate()} ${MONTHS[deadline.getUTCMonth()]} ${deadline.getUTCFullYear()}`;

const formatted = greenhouseJob({
  id: 9001,
  title: FORMATTED,
  location: { name: "London" },
  html: [
    "<p>Join our <strong>leveraged finance</strong> team. Read <a href='https://example.com/team'>about the team</a>.</p>",
    "<h3>What you will do</h3>",
    "<ul><li>Analyse credit</li><li>Build models</li></ul>",
    "<h3>How to apply</h3>",
    "<ol><li>Send your CV</li><li>Sit a numerical test</li><li>Meet the team</li></ol>",
    "<p>Salary: £50,000 - £55,000 per annum, plus bonus.</p>",
    `<p>We review applications on a rolling basis. The closing date is ${deadlineText}.</p>`,
  ].join(""),
});
const closing = greenhouseJob({ id: 9002, title: CLOSING, location: { name: "London" } });

let server: TestServer;
let boards: FakeJobBoards;
const browser = browserForFile(() => server);
const staffTab = adminTabs(browser, () => server, admin);

beforeAll(async () => {
  boards = await startFakeJobBoards();
  boards.greenhouse.set("northbank", [formatted, closing]);
  server = await startServer({
    setup: createAdminBeforeStart(admin),
    env: {
      GREENHOUSE_API_URL: boards.url,
      LEVER_API_URL: boards.url,
      JOB_SOURCES: `greenhouse:northbank=${FIRM}|investment_banking`,
    },
  });
  await readBoard();
});
afterAll(async () => {
  await server?.stop();
  await boards?.close();
});

/** An admin's "Run now" on the board: its roles are added, and those gone from it are closed. */
async function readBoard() {
  const staff = await staffTab();
  const api = `${server.url}/api/admin/site-content/job-sources`;
  const list = await staff.context.request.get(api);
  const { sources } = (await list.json()) as { sources: { id: string; token: string }[] };
  const source = sources.find((s) => s.token === "northbank");
  const run = await staff.context.request.post(`${api}/${source?.id}/run`, {
    headers: { origin: server.url },
  });
  expect(run.status(), await run.text()).toBe(200);
  await staff.context.close();
}

async function member(): Promise<Tab> {
  const tab = await browser.newTab();
  await signIn(tab, server, await createUser(server));
  return tab;
}

const style = (tab: Tab, selector: string, property: string) =>
  tab.page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe("a role's page and card", () => {
  test("the description keeps its bullets, numbers, headings and links; pay and a rolling date show", async () => {
    const tab = await member();
    const { page } = tab;
    await openPage(page, "/app/job-feed", "main");
    const card = page.getByRole("article", { name: FORMATTED });
    await card.getByText(/^Rolling · closes \d{1,2} \w{3,4} \d{4}$/).waitFor();

    await card.getByRole("link", { name: FORMATTED, exact: true }).click();
    await page.getByRole("heading", { name: FORMATTED, level: 1 }).waitFor();
    await page.getByText("£50,000–£55,000 a year plus bonus").first().waitFor();
    await page.getByText(`${deadlineText} (rolling: apply early)`).waitFor();

    const description = ".prose-job";
    expect(await style(tab, `${description} ul`, "list-style-type")).toBe("disc");
    expect(await style(tab, `${description} ol`, "list-style-type")).toBe("decimal");
    expect(await style(tab, `${description} ol > li`, "display")).toBe("list-item");
    const heading = page.locator(description).getByRole("heading", { name: "How to apply", level: 3 });
    await heading.waitFor();
    const body = Number.parseFloat(await style(tab, `${description} p`, "font-size"));
    const h3 = Number.parseFloat(await heading.evaluate((el) => getComputedStyle(el).fontSize));
    expect(h3).toBeGreaterThan(body);
    expect(await heading.evaluate((el) => getComputedStyle(el).fontWeight)).toBe("600");
    expect(await style(tab, `${description} a`, "text-decoration-line")).toBe("underline");
    // List items sit apart from the paragraph before them instead of running into it.
    expect(Number.parseFloat(await style(tab, `${description} ul`, "margin-top"))).toBeGreaterThan(0);

    // On a phone the page fits its width: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  });

  // Needs the feed to answer each role's `salary` (the card shows it when present).
  test("a card shows the role's pay", async () => {
    const tab = await member();
    await openPage(tab.page, "/app/job-feed", "main");
    const card = tab.page.getByRole("article", { name: FORMATTED });
    await card.getByText("£50,000–£55,000 a year plus bonus").waitFor();
    expect(
      await tab.page
        .getByRole("article", { name: CLOSING })
        .getByText(/a year/)
        .count(),
    ).toBe(0);
  });

  // Needs `?saved=true` to list closed saved roles with `closed: true`.
  test("a saved role that closes stays in Saved, marked Closed, counted, and can be removed", async () => {
    const tab = await member();
    const { page } = tab;
    await openPage(page, "/app/job-feed", "main");
    await page.getByRole("button", { name: `Save: ${CLOSING}` }).click();
    await page.getByRole("button", { name: `Saved: ${CLOSING}` }).waitFor();

    // The firm takes the role down; the next pass closes it.
    boards.greenhouse.set("northbank", [formatted]);
    await readBoard();

    await openPage(page, "/app/job-feed?saved=true", "main");
    const card = page.getByRole("article", { name: CLOSING });
    await card.getByText("Closed", { exact: true }).waitFor();
    expect(await card.getByRole("link", { name: /Apply/ }).count()).toBe(0);
    // The Free plan's count is the list's: the closed role still takes its place.
    await page.getByText(/^1 of 10 saved roles on the Free plan \(1 closed/).waitFor();

    await card.getByRole("link", { name: CLOSING, exact: true }).click();
    await page.getByRole("heading", { name: CLOSING, level: 1 }).waitFor();
    await page.getByText("This role has closed: the firm no longer lists it.", { exact: false }).waitFor();
    expect(await page.getByRole("link", { name: /Apply on the firm's site/ }).count()).toBe(0);
    await page.goBack();

    await page.getByRole("button", { name: `Remove from saved: ${CLOSING}` }).click();
    await expect.poll(() => page.getByRole("article", { name: CLOSING }).count()).toBe(0);
    await page.getByText("You have not saved any roles yet.").waitFor();
    await page.getByText(/^0 of 10 saved roles on the Free plan/).waitFor();
  });
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { FREE_LIMITS, limitMessage } from "../../src/shared/plans";
import { browserForFile } from "./support/browser";
import { createUser, expectToast, openPage, signIn } from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// Track from the job feed: the role lands in the tracker's Saved column with its firm, deadline and
// description; the button then reads Tracked and opens the application; the role's own page knows it is
// tracked, and tracking never makes a second application.

const ROLE = "Investment Banking Summer Analyst 2027";
let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer({
    setup: async (env) => {
      await runTs("tests/e2e/support/seed-jobs.ts", [], env);
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

test("Track on a feed card, then Tracked everywhere, one application with the role's details", async () => {
  const user = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  const { page } = tab;
  await openPage(page, "/app/job-feed", "main");
  const card = page.getByRole("article").filter({ hasText: ROLE });
  // While the request is out the button is disabled, so a double click cannot send a second one.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/tracker\/track\//, async (route) => {
    await held;
    await route.continue();
  });
  const track = card.getByRole("button", { name: `Track ${ROLE}` });
  await track.click();
  await expect.poll(() => track.isDisabled()).toBe(true);
  release();
  await expectToast(page, "Tracked in Saved");
  const tracked = card.getByRole("link", { name: /Tracked/ });
  await tracked.waitFor();

  // The role's own page shows it as tracked too, with no Track button to press twice.
  await card.getByRole("link", { name: ROLE, exact: true }).click();
  await page.getByRole("heading", { name: ROLE, level: 1 }).waitFor();
  await page.getByRole("link", { name: /Tracked/ }).waitFor();
  expect(await page.getByRole("button", { name: `Track ${ROLE}` }).count()).toBe(0);

  await page.getByRole("link", { name: /Tracked/ }).click();
  await page.getByRole("heading", { name: ROLE, level: 1 }).waitFor();
  await page.getByText("Goldman Sachs").first().waitFor();
  await page.getByText("Join our M&A team for ten weeks in London.", { exact: false }).waitFor();
  expect(await page.getByLabel("Stage", { exact: true }).inputValue()).toBe("saved");

  await openPage(page, "/app/tracker", "main");
  const saved = page.getByRole("region", { name: /^Saved \d+ applications$/ });
  await saved.getByText(ROLE).waitFor();
  expect(await saved.getByRole("article").count()).toBe(1);
  await expect.poll(() => saved.getByRole("article").textContent()).toMatch(/Closes in [45] days/);
});

test("at the Free plan's limit Track shows the upgrade prompt, and nothing is lost", async () => {
  const user = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  const limit = FREE_LIMITS.trackedApplications.value;
  for (let i = 1; i <= limit; i++) {
    const added = await tab.context.request.post(`${server.url}/api/tracker/applications`, {
      data: { firm_name: `Firm ${i}`, role_title: "Graduate Analyst" },
      headers: { origin: server.url },
    });
    expect(added.status()).toBe(201);
  }
  const { page } = tab;
  tab.expectHttpError(403);
  await openPage(page, "/app/job-feed", "main");
  const card = page.getByRole("article").filter({ hasText: ROLE });
  await card.getByRole("button", { name: `Track ${ROLE}` }).click();
  await expectToast(page, "Your tracker is full", limitMessage("trackedApplications"));
  // The role stays trackable, and the board keeps every application it had.
  expect(await card.getByRole("button", { name: `Track ${ROLE}` }).isEnabled()).toBe(true);
  expect(await card.getByRole("link", { name: /Tracked/ }).count()).toBe(0);
  const board = await tab.context.request.get(`${server.url}/api/tracker/applications`);
  const { applications } = (await board.json()) as { applications: { role_title: string }[] };
  expect(applications).toHaveLength(limit);
  expect(applications.some((a) => a.role_title === ROLE)).toBe(false);
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ANSWER_SCALE, DOMAINS, FACET_NAMES } from "../../src/shared/personality";
import { expectNoAxeViolations } from "./support/axe";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, openPage, signIn, waitForPath } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// The personality questionnaire as a member takes it: started on one device, answered three pages
// (with a failed save retried), carried on from a second device where the first left off, finished
// into results, then taken again and compared. Axe and a phone's width on every screen.

let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const INTRO = "/app/assessment-prep/personality";
const TEST = "/app/assessment-prep/personality/test";

/** The answer the member gives to statement n (1 to 120): varied, so the scores differ by domain. */
const choiceFor = (n: number) => ANSWER_SCALE[(n * 7 + Math.floor(n / 5)) % 5] ?? ANSWER_SCALE[0];

const statements = (page: Page) => page.locator("main").getByRole("group");
const radio = (page: Page, index: number, label: string) =>
  statements(page).nth(index).getByRole("radio", { name: label, exact: true });

async function answerPage(page: Page, pageNumber: number) {
  await page.getByRole("heading", { name: `Page ${pageNumber} of 12` }).waitFor();
  for (let i = 0; i < 10; i++) {
    await radio(page, i, choiceFor((pageNumber - 1) * 10 + i + 1).label).check();
  }
}

async function expectPageKept(page: Page, pageNumber: number) {
  await page.getByRole("heading", { name: `Page ${pageNumber} of 12` }).waitFor();
  for (let i = 0; i < 10; i++) {
    const label = choiceFor((pageNumber - 1) * 10 + i + 1).label;
    expect(await radio(page, i, label).isChecked(), `page ${pageNumber}, statement ${i + 1}`).toBe(true);
  }
}

/** A full-page picture from the top (a sticky bar would otherwise be drawn where the page was scrolled). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `.shots/${name}.png`, fullPage: true });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(375);
}

async function onPhone<T>(page: Page, check: () => Promise<T>) {
  await page.setViewportSize({ width: 375, height: 800 });
  const result = await check();
  await page.setViewportSize({ width: 1280, height: 800 });
  return result;
}

async function member(credentials: { email: string; password: string }): Promise<Tab> {
  const tab = await browser.newTab();
  await signIn(tab, server, credentials);
  return tab;
}

const progress = (page: Page) => page.getByRole("progressbar", { name: "Questionnaire progress" });

test("answered on one device, finished on another, then taken again and compared", async () => {
  const user = await createUser(server);

  // First device: the intro, then the first three pages.
  const laptop = await member(user);
  let page = laptop.page;
  await openPage(page, INTRO, "main");
  await page.getByRole("heading", { name: "Personality Assessment", level: 1 }).waitFor();
  await page.getByText("120 statements, about 15 minutes").waitFor();
  await page.getByText("there are no right answers").waitFor();
  await page.getByRole("button", { name: "Start the test" }).waitFor();
  await expectNoAxeViolations(page, "the intro, never taken");
  await shoot(page, "personality-intro");
  await onPhone(page, async () => {
    await expectNoSidewaysScroll(page, "the intro on a phone");
    await shoot(page, "personality-intro-375");
  });
  await page.getByRole("button", { name: "Start the test" }).click();
  await waitForPath(page, TEST);
  await page.getByRole("heading", { name: "Personality Test", level: 1 }).waitFor();
  expect(await progress(page).getAttribute("aria-valuenow")).toBe("0");
  expect(await progress(page).getAttribute("aria-valuemax")).toBe("120");
  expect(await statements(page).count()).toBe(10);
  for (const { label } of ANSWER_SCALE) await radio(page, 0, label).waitFor();

  // Moving on with statements left says which.
  await radio(page, 0, "Very accurate").check();
  await radio(page, 1, "Very inaccurate").check();
  await page.getByText("Saved", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Next page" }).click();
  await page.getByText("Statements 3, 4, 5, 6, 7, 8, 9 and 10 are not answered yet.").waitFor();
  await page.getByRole("heading", { name: "Page 1 of 12" }).waitFor();
  await expectNoAxeViolations(page, "the test with statements flagged");
  await shoot(page, "personality-test-flagged");
  await onPhone(page, async () => {
    await expectNoSidewaysScroll(page, "the test on a phone");
    await expectNoAxeViolations(page, "the test on a phone");
    await shoot(page, "personality-test-375");
  });

  // A save that fails keeps the answer on screen and says so; retrying saves it.
  laptop.expectHttpError(503);
  let failNext = true;
  await page.route("**/api/assessments/personality/*/answers", async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "The service is busy." } }),
    });
  });
  await radio(page, 2, choiceFor(3).label).check();
  const failure = page.getByRole("alert").filter({ hasText: "Not saved: The service is busy." });
  await failure.waitFor();
  expect(await radio(page, 2, choiceFor(3).label).isChecked()).toBe(true);
  await shoot(page, "personality-test-save-failed");
  await failure.getByRole("button", { name: "Retry saving" }).click();
  await page.getByText("Saved", { exact: true }).waitFor();
  await page.unroute("**/api/assessments/personality/*/answers");

  await answerPage(page, 1);
  await page.getByRole("button", { name: "Next page" }).click();
  await answerPage(page, 2);
  await page.getByRole("button", { name: "Next page" }).click();
  await answerPage(page, 3);
  await expect.poll(() => progress(page).getAttribute("aria-valuenow")).toBe("30");
  await page.getByText("30 of 120 answered").waitFor();
  await page.getByText("Saved", { exact: true }).waitFor();
  await page.close();

  // Second device: carries on at page 4 with the earlier answers kept.
  const phone = await member(user);
  page = phone.page;
  await openPage(page, INTRO, "main");
  await page.getByText("30 of 120 answered").waitFor();
  await expectNoAxeViolations(page, "the intro with a questionnaire in progress");
  await shoot(page, "personality-intro-in-progress");
  await page.getByRole("button", { name: "Continue the test" }).click();
  await waitForPath(page, TEST);
  await page.getByRole("heading", { name: "Page 4 of 12" }).waitFor();
  await page.getByText("30 of 120 answered").waitFor();
  await page.getByRole("button", { name: "Previous page" }).click();
  await expectPageKept(page, 3);
  await page.getByRole("button", { name: "Previous page" }).click();
  await page.getByRole("button", { name: "Previous page" }).click();
  await expectPageKept(page, 1);
  for (let n = 1; n <= 3; n++) await page.getByRole("button", { name: "Next page" }).click();
  for (let n = 4; n <= 12; n++) {
    await answerPage(page, n);
    if (n < 12) await page.getByRole("button", { name: "Next page" }).click();
  }
  await page.getByText("120 of 120 answered").waitFor();
  await page.getByRole("button", { name: "See my results" }).click();

  await page.waitForURL(/\/app\/assessment-prep\/personality\/results\/[0-9a-f-]{36}$/, {
    waitUntil: "commit",
  });
  const firstId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await page.getByRole("heading", { name: "Personality Results", level: 1 }).waitFor();
  for (const domain of DOMAINS) {
    await page.getByRole("heading", { name: domain.name, exact: true, level: 2 }).waitFor();
    for (const facet of FACET_NAMES[domain.id]) {
      await page.getByRole("heading", { name: facet, exact: true, level: 4 }).waitFor();
    }
  }
  await page.getByRole("heading", { name: "Anxiety", exact: true }).waitFor();
  await page.getByRole("heading", { name: "Self-discipline", exact: true }).waitFor();
  // One result: nothing to compare with yet.
  expect(await page.getByLabel("Compare with").count()).toBe(0);
  await expectNoAxeViolations(page, "the first result");
  await shoot(page, "personality-result");

  // Taken again: answered through the API to save time, finished on the test page.
  const headers = { origin: server.url };
  const started = await page.request.post("/api/assessments/personality", { headers });
  expect(started.status()).toBe(201);
  const secondId = ((await started.json()) as { id: string }).id;
  const answers: Record<string, number> = {};
  for (let n = 1; n <= 12; n++) {
    const items = await page.request.get(`/api/assessments/personality/items?page=${n}`);
    for (const item of ((await items.json()) as { items: { id: string }[] }).items) answers[item.id] = 5;
  }
  const saved = await page.request.put(`/api/assessments/personality/${secondId}/answers`, {
    headers,
    data: { answers },
  });
  expect(saved.status()).toBe(200);
  await openPage(page, TEST, "main");
  await page.getByRole("heading", { name: "Page 12 of 12" }).waitFor();
  await page.getByText("120 of 120 answered").waitFor();
  await page.getByRole("button", { name: "See my results" }).click();
  await waitForPath(page, `/app/assessment-prep/personality/results/${secondId}`);

  // The comparison: the earlier score beside each domain's and facet's, and it can be switched off.
  const compare = page.getByLabel("Compare with");
  await compare.waitFor();
  expect(await compare.inputValue()).toBe(firstId);
  const earlierLine = /· earlier \d+ \((\+\d+|−\d+|no change)\)/;
  const neuroticism = page.getByRole("region", { name: "Neuroticism" });
  await neuroticism.getByText(earlierLine).first().waitFor();
  // Five domains and thirty facets, each with its earlier score.
  expect(await page.getByText(earlierLine).count()).toBe(35);
  await expectNoAxeViolations(page, "a result compared with an earlier one");
  await shoot(page, "personality-result-compared");
  await onPhone(page, async () => {
    await expectNoSidewaysScroll(page, "the result on a phone");
    await shoot(page, "personality-result-375");
  });
  await compare.selectOption({ label: "No comparison" });
  await expect.poll(() => page.getByText(earlierLine).count()).toBe(0);
  expect(new URL(page.url()).searchParams.get("compare")).toBe("none");

  // Both results are listed on the intro, newest first, each opening its page.
  await openPage(page, INTRO, "main");
  const links = page.getByRole("link", { name: /^See the full result of / });
  await expect.poll(() => links.count()).toBe(2);
  await page.getByRole("button", { name: "Start the test" }).waitFor();
  await expectNoAxeViolations(page, "the intro with two results");
  await shoot(page, "personality-intro-results");
  await links.nth(1).click();
  await waitForPath(page, `/app/assessment-prep/personality/results/${firstId}`);
  await page.getByRole("heading", { name: "Personality Results", level: 1 }).waitFor();
  // The first result has nothing earlier to compare with.
  expect(await page.getByLabel("Compare with").count()).toBe(0);
  // Clicking 120 answers takes a while on a busy two-core machine; typically 25 to 45 s.
}, 120_000);

test("a result that does not exist says so and links back", async () => {
  const tab = await member(await createUser(server));
  const { page } = tab;
  for (const id of ["0b6f3c52-5d0e-4c1e-9a43-5f1f0f1a2b3c", "not-an-id"]) {
    await openPage(page, `/app/assessment-prep/personality/results/${id}`, "main");
    await page.getByRole("heading", { name: "Result not found", level: 1 }).waitFor();
  }
  await expectNoAxeViolations(page, "a result not found");
  await page.getByRole("link", { name: "Back to the Personality Assessment" }).click();
  await waitForPath(page, INTRO);
  await page.getByRole("heading", { name: "Personality Assessment", level: 1 }).waitFor();
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { expectNoAxeViolations } from "./support/axe";
import { browserForFile } from "./support/browser";
import { createUser, expectToast, openPage, signIn } from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// The assessment prep hub: a card per test with the member's progress, and the online tests named by
// the postings the member tracks, each linked to the practice that rehearses it.

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

test("cards for every test, then the tests a tracked firm uses with a link to practise them", async () => {
  const user = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  const { page } = tab;

  await openPage(page, "/app/assessment-prep", "main");
  await page.getByRole("heading", { name: "Assessment Prep", level: 1 }).waitFor();
  for (const name of [
    "Personality questionnaire",
    "Numerical reasoning",
    "Verbal reasoning",
    "Logical reasoning",
    "Situational judgement",
    "Critical thinking",
  ]) {
    await page.getByRole("article", { name }).waitFor();
  }
  expect(await page.getByText("Not taken yet.").count()).toBe(6);
  await page.getByText(/Track roles from the job feed/).waitFor();
  // Built screens carry no "Soon" mark in the navigation.
  const nav = page.getByRole("navigation", { name: /app/i }).first();
  await expect
    .poll(() => nav.getByRole("link", { name: /Assessment prep/ }).textContent())
    .not.toMatch(/Soon/);
  await expectNoAxeViolations(page, "the assessment prep hub, empty");

  // Tracking a role whose posting names SHL lists SHL with the firm and what to practise.
  await openPage(page, "/app/job-feed", "main");
  const card = page.getByRole("article").filter({ hasText: ROLE });
  await card.getByRole("button", { name: `Track ${ROLE}` }).click();
  await expectToast(page, "Tracked in Saved");
  await openPage(page, "/app/assessment-prep", "main");
  const shl = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "SHL", level: 3 }) });
  await shl.getByText("Named by: Goldman Sachs").waitFor();
  await shl.getByRole("link", { name: "Numerical reasoning for SHL" }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/app/assessment-prep/aptitude");
  expect(new URL(page.url()).searchParams.get("kind")).toBe("numerical");

  // On a phone nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/app/assessment-prep", "main");
  await page.getByRole("heading", { name: "SHL", level: 3 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: ".shots/assessment-prep-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, "/app/assessment-prep", "main");
  await page.getByRole("heading", { name: "SHL", level: 3 }).waitFor();
  await expectNoAxeViolations(page, "the assessment prep hub with tracked tests");
  await page.screenshot({ path: ".shots/assessment-prep.png", fullPage: true });

  // A test left half-way can be carried on from the hub.
  const started = await tab.context.request.post(`${server.url}/api/assessments/aptitude`, {
    data: { kind: "logical", mode: "Timed" },
    headers: { origin: server.url },
  });
  const attempt = (await started.json()) as { id: string };
  await openPage(page, "/app/assessment-prep", "main");
  const logical = page.getByRole("article", { name: "Logical reasoning" });
  await logical.getByText("Unfinished timed test: 0 of 10 answered.").waitFor();
  await logical.getByRole("link", { name: /Continue/ }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/app/assessment-prep/aptitude/${attempt.id}`);
  await page.getByRole("timer", { name: "Time left" }).waitFor();
});

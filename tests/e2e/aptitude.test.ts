import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoAxeViolations } from "./support/axe";
import { browserForFile } from "./support/browser";
import { createUser, openPage, signIn } from "./support/fixtures";
import type { SeedAptitudeResults } from "./support/seed-aptitude-results";
import { runTs, startServer, type TestServer } from "./support/server";

// Aptitude tests as a member takes them: a Timed numerical test against the clock with its score and
// review, Practice verbal and logical tests with the solution after each answer, a Timed test the
// clock finishes, a missing test, phones, and (on a server seeded with 30 other members' results) the
// percentile appearing.

let server: TestServer;
const browser = browserForFile(() => server);

const APTITUDE = "/app/assessment-prep/aptitude";
const ATTEMPT_PATH = /^\/app\/assessment-prep\/aptitude\/[0-9a-f-]{36}$/;
async function shot(page: Page, name: string) {
  // From the top, so the sticky header is where a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `.shots/${name}.png`, fullPage: true });
}

async function signedInPage(path = APTITUDE) {
  const tab = await browser.newTab();
  await signIn(tab, server, await createUser(server));
  await openPage(tab.page, path, "main");
  return tab;
}

async function start(page: Page, kind: string, mode: "Timed test" | "Practice") {
  await page.getByRole("article", { name: kind }).getByRole("button", { name: mode }).click();
  await page.waitForURL((url) => ATTEMPT_PATH.test(url.pathname), { waitUntil: "commit" });
}

const questionHeading = (page: Page, n: number, total: number) =>
  page.getByRole("heading", { name: `Question ${n} of ${total}`, exact: true });

async function answer(page: Page, n: number, total: number, option: number | string) {
  await questionHeading(page, n, total).waitFor();
  const radio =
    typeof option === "number"
      ? page.getByRole("radio").nth(option)
      : page.getByRole("radio", { name: option });
  await radio.check();
  await page.getByRole("button", { name: "Submit answer" }).click();
}

async function finishAndConfirm(page: Page) {
  await page.getByRole("button", { name: "Finish test" }).click();
  const dialog = page.getByRole("dialog", { name: "Finish the test now?" });
  await dialog.getByRole("button", { name: "Finish test" }).click();
  await page.getByRole("heading", { name: "Your result" }).waitFor();
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  // On failure, name the elements sticking out past the right edge that no scrolling box holds.
  const wide = await page.evaluate(() => {
    const scrolls = (el: Element) => ["auto", "scroll", "hidden"].includes(getComputedStyle(el).overflowX);
    const held = (el: Element): boolean =>
      !!el.parentElement && (scrolls(el.parentElement) || held(el.parentElement));
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !held(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what}: ${wide.join(" | ")}`).toBeLessThanOrEqual(375);
}

/** The score as shown, checked against the review: as many questions marked Correct as the score says. */
async function shownScore(page: Page, total: number): Promise<number> {
  const score = await page
    .getByText(new RegExp(`^\\d+ of ${total}$`))
    .first()
    .textContent();
  const correct = Number(score?.split(" ")[0]);
  const reviewed = page.getByRole("article", { name: new RegExp(`^Question \\d+ of ${total}$`) });
  await expect.poll(() => reviewed.count()).toBe(total);
  expect(await reviewed.filter({ has: page.getByText("Correct", { exact: true }) }).count()).toBe(correct);
  return correct;
}

/** Questions the review marks Not answered. */
const unanswered = (page: Page, total: number) =>
  page
    .getByRole("article", { name: new RegExp(`^Question \\d+ of ${total}$`) })
    .filter({ has: page.getByText("Not answered", { exact: true }) })
    .count();

describe("with fewer than 30 members", () => {
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("a Timed numerical test: countdown, ten answers, the score and a review with worked solutions", async () => {
    const { page } = await signedInPage();
    await page.getByRole("heading", { name: "Aptitude Tests", level: 1 }).waitFor();
    for (const kind of ["Numerical reasoning", "Verbal reasoning", "Logical reasoning"]) {
      const card = page.getByRole("article", { name: kind });
      await card.getByText("Not taken yet.").waitFor();
      await card.getByRole("button", { name: "Timed test" }).waitFor();
      await card.getByRole("button", { name: "Practice" }).waitFor();
    }
    await page
      .getByRole("article", { name: "Numerical reasoning" })
      .getByText("10 questions in 12 minutes")
      .waitFor();
    await page.getByText("No finished tests yet").waitFor();
    await expectNoAxeViolations(page, "the aptitude page, nothing taken");
    await shot(page, "aptitude-empty");

    await start(page, "Numerical reasoning", "Timed test");
    const timer = page.getByRole("timer", { name: "Time left" });
    await expect.poll(() => timer.textContent()).toMatch(/1[12]:\d\d/);
    await questionHeading(page, 1, 10).waitFor();
    // The exhibit is a table or a chart with the data behind it, and no solution shows before the end.
    await page.getByRole("table").first().waitFor({ state: "attached" });
    expect(await page.getByRole("radio").count()).toBe(5);
    await expectNoAxeViolations(page, "a running Timed numerical test");
    await shot(page, "aptitude-numerical-question");
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page, "a numerical question on a phone");
    await shot(page, "aptitude-numerical-question-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    for (let n = 1; n <= 10; n++) {
      await answer(page, n, 10, n % 5);
      expect(await page.getByRole("heading", { name: "Worked solution" }).count()).toBe(0);
    }
    await page.getByText("You have answered all 10 questions.").waitFor();
    await page.getByRole("button", { name: "Finish test" }).click();
    await page.getByRole("heading", { name: "Your result" }).waitFor();

    const correct = await shownScore(page, 10);
    await page.getByText(`${correct * 10}%`, { exact: true }).waitFor();
    await page
      .getByText("Your percentile appears once 30 members have taken this test (0 so far).")
      .waitFor();
    expect(await page.getByRole("heading", { name: "Worked solution" }).count()).toBe(10);
    await page.getByText("Time per question").waitFor();
    await expectNoAxeViolations(page, "a Timed test's review");
    await shot(page, "aptitude-numerical-review");

    // Every exhibit, wide tables too, stays inside the phone's width; tables scroll in their own box.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("heading", { name: "Your result" }).waitFor();
    await expectNoSidewaysScroll(page, "the review on a phone");
    await shot(page, "aptitude-numerical-review-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    // The history lists it, newest first, with a link back to this review.
    await page.getByRole("link", { name: "See all your results" }).click();
    await page.getByRole("heading", { name: "Aptitude Tests", level: 1 }).waitFor();
    const row = page.getByRole("row").filter({ hasText: "Numerical reasoning" });
    await row.getByRole("cell", { name: `${correct} of 10 (${correct * 10}%)` }).waitFor();
    await row.getByRole("cell", { name: "Timed" }).waitFor();
    await row.getByRole("cell", { name: "—" }).waitFor();
    await page
      .getByRole("article", { name: "Numerical reasoning" })
      .getByText(`Best: ${correct * 10}% · 1 test taken`)
      .waitFor();
    await page.getByText("Scores over time").waitFor();
    await expectNoAxeViolations(page, "the aptitude page with a result");
    await shot(page, "aptitude-with-history");
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, APTITUDE, "main");
    await page.getByText("Scores over time").waitFor();
    await expectNoSidewaysScroll(page, "the aptitude page with a result on a phone");
    await shot(page, "aptitude-with-history-375");
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, APTITUDE, "main");
    await row.getByRole("link", { name: /^Review/ }).click();
    await page.getByRole("heading", { name: "Your result" }).waitFor();
  });

  test("a Practice verbal test shows True, False or Cannot say with the reason after each answer", async () => {
    const { page } = await signedInPage();
    await start(page, "Verbal reasoning", "Practice");
    await questionHeading(page, 1, 12).waitFor();
    await page.getByRole("group", { name: /^Passage:/ }).waitFor();
    expect(await page.getByRole("timer").count()).toBe(0);
    for (const option of ["True", "False", "Cannot say"]) {
      await page.getByRole("radio", { name: option, exact: true }).waitFor();
    }
    // Submitting with nothing chosen says what to do.
    await page.getByRole("button", { name: "Submit answer" }).click();
    await page.getByRole("alert").filter({ hasText: "Choose one of the options" }).waitFor();

    await answer(page, 1, 12, "Cannot say");
    const verdict = page.getByRole("status").filter({ hasText: /Correct answer:/ });
    const text = (await verdict.textContent()) ?? "";
    expect(text).toMatch(/^(Correct|Incorrect)Correct answer: (True|False|Cannot say)/);
    const right = text.startsWith("Correct");
    expect(right).toBe(/Correct answer: Cannot say/.test(text));
    await page.getByRole("heading", { name: "Reason", exact: true }).waitFor();
    await page.getByText(/^(True|False|Cannot say)\. .+/).waitFor();
    await expectNoAxeViolations(page, "Practice feedback");
    await shot(page, "aptitude-verbal-feedback");
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page, "Practice feedback on a phone");
    await shot(page, "aptitude-verbal-feedback-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "Next question" }).click();
    await questionHeading(page, 2, 12).waitFor();
    // Finishing with questions open asks first; keeping going leaves the test as it was.
    await page.getByRole("button", { name: "Finish test" }).click();
    const confirm = page.getByRole("dialog", { name: "Finish the test now?" });
    await confirm.getByText("11 of 12 questions are not answered yet.", { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Keep going" }).click();
    await confirm.waitFor({ state: "hidden" });
    await questionHeading(page, 2, 12).waitFor();
    await finishAndConfirm(page);
    await page.getByText(`${right ? 1 : 0} of 12`, { exact: true }).waitFor();
    await page
      .getByText("Practice tests have no percentile: take a Timed test to see how you compare.")
      .waitFor();
    expect(await unanswered(page, 12)).toBe(11);
  });

  test("a Practice logical test draws the figures and gives the rule", async () => {
    const { page } = await signedInPage(`${APTITUDE}?kind=logical`);
    await start(page, "Logical reasoning", "Practice");
    await questionHeading(page, 1, 10).waitFor();
    const figures = page.locator('svg[role="img"][aria-label^="Figure "]');
    expect(await figures.count()).toBe(6);
    expect(await page.getByRole("img", { name: /^Figure 6: the missing figure$/ }).count()).toBe(1);
    for (const letter of ["A", "B", "C", "D", "E"]) {
      const option = page.getByRole("radio", { name: `Option ${letter}`, exact: true });
      expect(await option.getAttribute("aria-describedby")).toBeTruthy();
      await page.getByRole("img", { name: new RegExp(`^Option ${letter}: .+`) }).waitFor();
    }
    // Each drawn figure has shapes or a number in it.
    const drawn = await figures
      .first()
      .evaluate((svg) => svg.querySelectorAll("circle, rect, polygon, text").length);
    expect(drawn).toBeGreaterThan(0);
    await expectNoAxeViolations(page, "a logical question");
    await shot(page, "aptitude-logical-question");
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page, "a logical question on a phone");
    await shot(page, "aptitude-logical-question-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    await answer(page, 1, 10, 0);
    await page
      .getByRole("status")
      .filter({ hasText: /Correct answer: Option [A-E]/ })
      .waitFor();
    await page.getByRole("heading", { name: "The rule" }).waitFor();
    await page
      .getByText(/Correct answer(, your answer)?$/)
      .first()
      .waitFor();
    await shot(page, "aptitude-logical-feedback");
    await finishAndConfirm(page);
    await shownScore(page, 10);
    expect(await page.getByRole("heading", { name: "The rule" }).count()).toBe(10);
    expect(await page.getByRole("img", { name: /^Figure 1: / }).count()).toBe(10);
  });

  test("when a Timed test's clock reaches zero it is finished and scored", async () => {
    const tab = await browser.newTab();
    await signIn(tab, server, await createUser(server));
    const { page } = tab;
    await page.clock.install();
    await openPage(page, APTITUDE, "main");
    await start(page, "Logical reasoning", "Timed test");
    await answer(page, 1, 10, 2);
    await questionHeading(page, 2, 10).waitFor();
    await page.clock.runFor(10 * 60 * 1000 + 1_000);
    await page.getByRole("heading", { name: "Your result" }).waitFor();
    await page.getByText("Time ran out, so the test was finished for you.", { exact: false }).waitFor();
    expect(await unanswered(page, 10)).toBe(9);
  });

  test("a test that is not there says so; the aptitude page fits a phone", async () => {
    const tab = await browser.newTab();
    await signIn(tab, server, await createUser(server));
    const { page } = tab;
    tab.expectHttpError(404);
    await openPage(page, `${APTITUDE}/0b6f3c52-5d0e-4c1e-9a43-5f1f0f1a2b3c`, "main");
    await page.getByRole("heading", { name: "Test not found" }).waitFor();
    await shot(page, "aptitude-not-found");
    await page.getByRole("link", { name: "Back to Aptitude Tests" }).click();
    await page.getByRole("heading", { name: "Aptitude Tests", level: 1 }).waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, `${APTITUDE}?kind=verbal`, "main");
    await page.getByRole("article", { name: "Verbal reasoning" }).getByText("Not taken yet.").waitFor();
    await expectNoSidewaysScroll(page, "the aptitude page on a phone");
    await shot(page, "aptitude-375");
  });
});

describe("with 30 other members' Timed numerical results", () => {
  beforeAll(async () => {
    const seed: SeedAptitudeResults = {
      kind: "numerical",
      scores: Array.from({ length: 30 }, (_, i) => i % 11),
    };
    server = await startServer({
      setup: async (env) => {
        await runTs("tests/e2e/support/seed-aptitude-results.ts", [], {
          ...env,
          SEED_APTITUDE: JSON.stringify(seed),
        });
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("a member who finishes a Timed numerical test sees their percentile", async () => {
    const { page } = await signedInPage(`${APTITUDE}?kind=numerical`);
    await start(page, "Numerical reasoning", "Timed test");
    for (let n = 1; n <= 10; n++) await answer(page, n, 10, 0);
    await page.getByRole("button", { name: "Finish test" }).click();
    await page.getByRole("heading", { name: "Your result" }).waitFor();
    const standing = await page.getByTestId("aptitude-percentile").textContent();
    expect(standing).toMatch(/^Better than \d{1,3}% of members/);
    const percentile = Number(/Better than (\d+)%/.exec(standing ?? "")?.[1]);

    await openPage(page, APTITUDE, "main");
    const row = page.getByRole("row").filter({ hasText: "Numerical reasoning" });
    await row.getByRole("cell", { name: `Better than ${percentile}%`, exact: true }).waitFor();
  });
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { itemFromId } from "../../src/server/features/assessments/aptitude/generate-test";
import { expectNoAxeViolations } from "./support/axe";
import { browserForFile } from "./support/browser";
import { createUser, openPage, signIn } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// The harder tests as a member takes them: a Timed situational judgement test answered and reviewed
// with the key, reasoning and competency of every response; a Practice critical thinking test through
// its five sections with results by section; and an adaptive logical test whose questions get harder
// after right answers and easier after a wrong one.

let server: TestServer;
const browser = browserForFile(() => server);

const APTITUDE = "/app/assessment-prep/aptitude";
const ATTEMPT_PATH = /^\/app\/assessment-prep\/aptitude\/[0-9a-f-]{36}$/;
const SHOTS = process.env.ASSESS_SHOTS;
/** Each test takes a whole test of eight to fifteen questions. */
const LONG = 180_000;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signedInPage() {
  const tab = await browser.newTab();
  await signIn(tab, server, await createUser(server));
  await openPage(tab.page, APTITUDE, "main");
  return tab;
}

async function start(page: Page, card: string, button: string) {
  await page.getByRole("article", { name: card }).getByRole("button", { name: button }).click();
  await page.waitForURL((url) => ATTEMPT_PATH.test(url.pathname), { waitUntil: "commit" });
}

const questionHeading = (page: Page, n: number, total: number) =>
  page.getByRole("heading", { name: `Question ${n} of ${total}`, exact: true });

async function finishAndConfirm(page: Page) {
  await page.getByRole("button", { name: "Finish test" }).first().click();
  // With questions unanswered a confirmation opens first (its code loads on first use); without, the result.
  const dialog = page.getByRole("dialog", { name: "Finish the test now?" });
  const result = page.getByRole("heading", { name: "Your result" });
  await dialog.or(result).first().waitFor();
  if (await dialog.isVisible()) await dialog.getByRole("button", { name: "Finish test" }).click();
  await result.waitFor();
}

/** Answers the scenario on screen: every response rated Effective, or A most and B least effective. */
async function answerScenario(page: Page) {
  const rate = page.getByRole("radio", { name: "Effective", exact: true });
  if ((await rate.count()) > 0) {
    for (let i = 0; i < (await rate.count()); i++) await rate.nth(i).check();
  } else {
    await page.getByRole("radio", { name: "Most effective: response A" }).check();
    await page.getByRole("radio", { name: "Least effective: response B" }).check();
  }
  await page.getByRole("button", { name: "Submit answer" }).click();
}

/** The keyed option of the logical item on screen, read from the generator as the server does. */
async function keyedOption(page: Page): Promise<number> {
  const name = (await page.getByRole("radio").first().getAttribute("name")) ?? "";
  const item = itemFromId("logical_adaptive", name.replace(/^answer-/, ""));
  if (item?.kind !== "logical") throw new Error(`no logical item behind ${name}`);
  return item.answerIndex;
}

describe("situational judgement, critical thinking and adaptive logical tests", () => {
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  test(
    "a Timed situational judgement test is taken and reviewed with the key and its reasoning",
    async () => {
      const { page } = await signedInPage();
      const card = page.getByRole("article", { name: "Situational judgement" });
      await card.getByText("8 questions in 20 minutes").waitFor();
      await page.getByRole("article", { name: "Critical thinking" }).getByText("Not taken yet.").waitFor();
      await shot(page, "aptitude-hub");
      await start(page, "Situational judgement", "Timed test");
      await questionHeading(page, 1, 8).waitFor();
      await page.getByRole("group", { name: /^Scenario:/ }).waitFor();
      await page.getByRole("timer", { name: "Time left" }).waitFor();
      // Submitting with nothing chosen says what is missing and sends nothing.
      await page.getByRole("button", { name: "Submit answer" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: /Rate every response|Choose both/ })
        .waitFor();
      await expectNoAxeViolations(page, "a situational scenario");
      await shot(page, "sjt-question");
      for (let n = 1; n <= 8; n++) {
        await questionHeading(page, n, 8).waitFor();
        await answerScenario(page);
      }
      await page.getByText("You have answered all 8 questions.").waitFor();
      await finishAndConfirm(page);
      await page.getByRole("heading", { name: "By competency" }).waitFor();
      const reviewed = page.getByRole("article", { name: /^Question \d+ of 8$/ });
      await expect.poll(() => reviewed.count()).toBe(8);
      // Every response shows the key, the competency it shows and the reasoning.
      const first = reviewed.first();
      await first.getByRole("list", { name: "Responses and the key" }).waitFor();
      expect(await first.getByText(/^Key: /).count()).toBeGreaterThanOrEqual(4);
      expect(await first.getByText(/^Shows /).count()).toBeGreaterThanOrEqual(4);
      await first.getByText(/% of this scenario's marks/).waitFor();
      await expectNoAxeViolations(page, "a situational test's review");
      await shot(page, "sjt-review");

      await openPage(page, APTITUDE, "main");
      const row = page.getByRole("row").filter({ hasText: "Situational judgement" });
      await row.getByRole("cell", { name: "Timed" }).waitFor();
    },
    LONG,
  );

  test(
    "a Practice critical thinking test goes through the five sections with the reasoning after each answer",
    async () => {
      const { page } = await signedInPage();
      await start(page, "Critical thinking", "Practice");
      await questionHeading(page, 1, 15).waitFor();
      await page.getByRole("heading", { name: "Section: Inference" }).waitFor();
      for (const option of ["True", "Probably true", "Insufficient data", "Probably false", "False"]) {
        await page.getByRole("radio", { name: option, exact: true }).waitFor();
      }
      await shot(page, "ct-question");
      const seen = new Set<string>();
      for (let n = 1; n <= 15; n++) {
        await questionHeading(page, n, 15).waitFor();
        seen.add((await page.getByRole("heading", { name: /^Section: / }).textContent()) ?? "");
        await page.getByRole("radio").first().check();
        await page.getByRole("button", { name: "Submit answer" }).click();
        await page
          .getByRole("status")
          .filter({ hasText: /Correct answer:/ })
          .waitFor();
        await page.getByRole("heading", { name: "Reason", exact: true }).waitFor();
        if (n === 4) await shot(page, "ct-practice-feedback");
        if (n < 15) await page.getByRole("button", { name: "Next question" }).click();
      }
      expect([...seen]).toEqual([
        "Section: Inference",
        "Section: Recognition of assumptions",
        "Section: Deduction",
        "Section: Interpretation",
        "Section: Evaluation of arguments",
      ]);
      await finishAndConfirm(page);
      await page.getByRole("heading", { name: "By section" }).waitFor();
      for (const section of ["Inference", "Recognition of assumptions", "Evaluation of arguments"]) {
        await page
          .getByRole("listitem")
          .filter({ hasText: new RegExp(`^${section}\\d`) })
          .waitFor();
      }
      await page.getByText("Practice tests have no percentile", { exact: false }).waitFor();
      await expectNoAxeViolations(page, "a critical thinking review");
      await shot(page, "ct-review");
    },
    LONG,
  );

  test(
    "an adaptive logical test gets harder after right answers and easier after a wrong one",
    async () => {
      const { page } = await signedInPage();
      await start(page, "Logical reasoning", "Adaptive test");
      await questionHeading(page, 1, 12).waitFor();
      await page.getByText("Level 2 of 3").waitFor();
      await shot(page, "adaptive-question");
      // Answered with the keyboard: focus the first option, arrow to the keyed one, submit with Enter.
      const keyed = await keyedOption(page);
      await page.getByRole("radio").first().focus();
      await page.keyboard.press("Space");
      for (let i = 0; i < keyed; i++) await page.keyboard.press("ArrowRight");
      expect(await page.getByRole("radio").nth(keyed).isChecked()).toBe(true);
      await page.keyboard.press("Enter");
      await questionHeading(page, 2, 12).waitFor();
      await page.getByText("Level 3 of 3").waitFor();
      // Right again stays at the top level; a wrong answer steps down.
      await page
        .getByRole("radio")
        .nth(await keyedOption(page))
        .check();
      await page.getByRole("button", { name: "Submit answer" }).click();
      await questionHeading(page, 3, 12).waitFor();
      await page.getByText("Level 3 of 3").waitFor();
      await page
        .getByRole("radio")
        .nth(((await keyedOption(page)) + 1) % 5)
        .check();
      await page.getByRole("button", { name: "Submit answer" }).click();
      await questionHeading(page, 4, 12).waitFor();
      await page.getByText("Level 2 of 3").waitFor();
      await page.getByText("3 of 12 answered").waitFor();
      await finishAndConfirm(page);
      await page.getByRole("heading", { name: "By level" }).waitFor();
      const reviewed = page.getByRole("article", { name: /^Question \d+ of 12$/ });
      await expect.poll(() => reviewed.count()).toBe(12);
      await shot(page, "adaptive-review");
    },
    LONG,
  );
});

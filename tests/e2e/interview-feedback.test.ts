import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../../src/server/platform/question-bank/question-bank";
import { browserForFile } from "./support/browser";
import { newCredentials, openPage, signIn } from "./support/fixtures";
import type { SeedInterviewMember } from "./support/seed-interview";
import { runTs, startServer, type TestServer } from "./support/server";

// Feedback a student can trust, as a member sees it in Chromium: a technical answer that states a key
// point wrongly shows that point as wrong, quoting the member's sentence with the correction, and a
// follow-up's feedback is about the follow-up alone, with its own word count.

const member = newCredentials({ firstName: "Priya", lastName: "Shah" });
let server: TestServer;
let sessionId = "";
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer({
    setup: async (env) => {
      const seed: SeedInterviewMember = {
        email: member.email,
        password: member.password,
        firstName: member.firstName,
        lastName: member.lastName,
      };
      const output = await runTs("tests/e2e/support/seed-interview.ts", [], {
        ...env,
        SEED_INTERVIEW: JSON.stringify(seed),
      });
      sessionId = /SESSION ([0-9a-f-]{36})/.exec(output)?.[1] ?? "";
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

async function shoot(page: Page, name: string) {
  mkdirSync(".shots", { recursive: true });
  await page.screenshot({ path: `.shots/${name}.png`, fullPage: true });
}

const WRONG_ANSWER = "EBITDA is earnings after interest and tax. People use it to compare companies.";
const FOLLOW_UP_ANSWER =
  "It strips out depreciation and amortisation, so it is closer to operating cash profit, and analysts use EV to EBITDA multiples to compare similar companies across a sector.";
const MISCONCEIVED_ANSWER =
  "Bond prices fall when yields rise because the coupon is fixed, so the price has to drop until a new buyer earns the higher market yield. The yield is basically the same as the coupon.";
const YIELD_MISCONCEPTION = QUESTION_BANK.find((q) => q.id === "bond-prices-yields")?.misconceptions?.find(
  (m) => /coupon/.test(m.point),
) ?? { point: "missing from the bank", correction: "missing from the bank" };
const EBITDA_CORRECTION = QUESTION_BANK.find((q) => q.id === "ebitda")?.claims?.[0]?.correction ?? "";

describe("interview feedback", () => {
  test("a wrong claim is shown as wrong with the correction; a follow-up is judged alone", async () => {
    expect(sessionId).not.toBe("");
    expect(EBITDA_CORRECTION).not.toBe("");
    const tab = await browser.newTab();
    await signIn(tab, server, member);
    const { page } = tab;
    await openPage(page, `/app/interview/${sessionId}`, "main");
    await page.getByRole("heading", { name: /What is EBITDA/ }).waitFor();

    await page.getByRole("textbox", { name: "Your answer" }).fill(WRONG_ANSWER);
    await page.getByRole("button", { name: "Submit answer" }).click();
    const feedback = page.getByTestId("answer-feedback");
    await feedback.waitFor();
    // The point stated wrongly is shown as wrong, with the member's own sentence and what is right.
    const wrong = page.getByTestId("claim-verdicts").getByRole("listitem").filter({ hasText: "Wrong" });
    await wrong.first().waitFor();
    expect(await wrong.count()).toBe(1);
    await wrong
      .getByText("Earnings before interest, tax, depreciation and amortisation", { exact: true })
      .waitFor();
    await wrong.getByText(/You said: “EBITDA is earnings after interest/).waitFor();
    await wrong.getByText(`What is right: ${EBITDA_CORRECTION}`).waitFor();
    await feedback.getByText(/Wrong: you said "EBITDA is earnings after interest/).waitFor();
    await feedback.getByText(/13 words · typed/).waitFor();
    // On a phone the verdict, the quote and the correction fit the screen: nothing scrolls sideways.
    await shoot(page, "interview-feedback-wrong-1280");
    await page.setViewportSize({ width: 375, height: 740 });
    await wrong.getByText(/You said: “EBITDA is earnings after interest/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, "interview-feedback-wrong-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    // The answer was too short, so the interviewer follows up; its feedback counts its own words only.
    await page.getByRole("button", { name: "Next question" }).click();
    await page
      .getByText(/Follow-up/)
      .first()
      .waitFor();
    await page.getByRole("textbox", { name: "Your answer" }).fill(FOLLOW_UP_ANSWER);
    await page.getByRole("button", { name: "Submit answer" }).click();
    const note = page.getByTestId("follow-up-verdict");
    await note.waitFor();
    const words = FOLLOW_UP_ANSWER.split(/\s+/).length;
    await note.getByText(`This feedback is about your follow-up answer alone (${words} words).`).waitFor();
    await note.getByText("Follow-up answered").waitFor();
    await page.getByTestId("answer-feedback").getByText(`${words} words · typed`, { exact: false }).waitFor();
    expect(await page.getByTestId("answer-feedback").getByText("13 words").count()).toBe(0);

    // A misconception that contradicts no key point is still named, after the key points, with what is right.
    await page.getByRole("button", { name: "Next question" }).click();
    await page.getByRole("heading", { name: /Why do bond prices fall when yields rise/ }).waitFor();
    await page.getByRole("textbox", { name: "Your answer" }).fill(MISCONCEIVED_ANSWER);
    await page.getByRole("button", { name: "Submit answer" }).click();
    const misconception = page
      .getByTestId("claim-verdicts")
      .getByRole("listitem")
      .filter({ hasText: YIELD_MISCONCEPTION.point });
    await misconception.getByText("Wrong", { exact: true }).waitFor();
    await misconception.getByText(/You said: “The yield is basically the same as the coupon/).waitFor();
    await misconception.getByText(`What is right: ${YIELD_MISCONCEPTION.correction}`).waitFor();
    await shoot(page, "interview-feedback-misconception-1280");
    await page.setViewportSize({ width: 375, height: 740 });
    await misconception.getByText(/You said: “The yield is basically the same as the coupon/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, "interview-feedback-misconception-375");
  });
});

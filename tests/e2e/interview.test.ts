import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { limitMessage } from "../../src/shared/plans";
import { browserForFile, FAKE_MEDIA_ARGS } from "./support/browser";
import { createUser, openPage, signIn } from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// Interview practice as a member does it, with Chromium's fake microphone and camera and the page's
// clock under the test's control: a Timed interview whose countdown moves on by itself, answers typed
// and recorded, a follow-up after an answer without a result, the results with Practise again, the
// history and its chart, and the Free plan stopping a second interview.

let server: TestServer;
const browser = browserForFile(() => server, { args: FAKE_MEDIA_ARGS });

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

const STAR_ANSWER =
  "In my second year I led a team of four in a university investment competition. Our task was to pitch a UK mid-cap stock in three weeks. I split the research, built the DCF model in Excel and ran two practice pitches. As a result we finished second of 30 teams and our pick rose 12% over the term.";
const NO_RESULT_ANSWER =
  "I was in a group project at university. I organised the meetings and I talked to everyone about what they were doing and I kept the notes for the group.";

const heading = (page: Page) => page.locator("article h2").first();

async function answer(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: /Your answer|Transcript/ });
  await box.fill(text);
  const before = await heading(page).textContent();
  await page.getByRole("button", { name: "Submit answer" }).click();
  return before;
}

describe("interview practice", () => {
  test("a Timed interview moves on by itself, takes typed and recorded answers, follows up, and ends in results and history", async () => {
    const user = await createUser(server);
    const tab = await browser.newTab();
    await signIn(tab, server, user);
    const { page } = tab;
    await page.clock.install();
    await openPage(page, "/app/interview", "main");
    await page.getByRole("heading", { name: "Interview Practice", level: 1 }).waitFor();
    await page.getByLabel("Behavioural").check();
    await page.getByLabel("Tough managing director").check();
    await page.getByLabel("Firm (optional)").selectOption({ label: "Goldman Sachs" });
    await page.getByLabel("Number of questions").selectOption("3");
    await page.getByLabel("Timed").check();
    await page.getByRole("button", { name: "Start interview" }).click();

    // Preparation counts down and answering starts by itself.
    const prepare = page.getByRole("timer", { name: "Time to prepare" });
    await expect.poll(() => prepare.textContent()).toContain("0:30");
    await page.clock.runFor(5_000);
    await expect.poll(() => prepare.textContent()).toContain("0:25");
    await page.clock.runFor(26_000);
    await page.getByRole("timer", { name: "Time to answer" }).waitFor();

    // An answer with no result: the interviewer follows up.
    const first = await answer(page, NO_RESULT_ANSWER);
    await expect.poll(() => heading(page).textContent()).not.toBe(first);
    await page
      .getByText(/Follow-up/)
      .first()
      .waitFor();

    // The follow-up answered by voice: record, stop, play back, correct the transcript.
    await page.getByRole("button", { name: "Start answering now" }).click();
    await page.getByRole("button", { name: "Record answer" }).click();
    await page.getByRole("button", { name: "Stop recording" }).click();
    await page.getByLabel("Your recording").waitFor();
    await page.getByText("Recordings stay in this browser", { exact: false }).waitFor();
    await page.getByRole("link", { name: "Save the recording to this device" }).waitFor();
    await answer(page, "We delivered the project a week early and got 72%, the top mark in the year.");

    // Answer the rest; the last one is left to the clock, which sends it and moves on.
    for (let i = 0; i < 12; i++) {
      if (await page.getByRole("heading", { name: "Interview Results", level: 1 }).isVisible()) break;
      const start = page.getByRole("button", { name: "Start answering now" });
      if (!(await start.isVisible())) {
        await page.waitForTimeout(200);
        continue;
      }
      await start.click();
      await page.getByRole("textbox", { name: "Your answer" }).fill(STAR_ANSWER);
      if (i % 2 === 0) {
        await page.clock.runFor(121_000);
      } else {
        await page.getByRole("button", { name: "Submit answer" }).click();
      }
      await page.waitForTimeout(300);
    }
    await page.getByRole("heading", { name: "Interview Results", level: 1 }).waitFor();
    await page.getByTestId("session-overall").waitFor();
    await page.getByRole("cell").filter({ hasText: /of 5/ }).first().waitFor();
    await page.getByRole("heading", { name: "Outline of a strong answer" }).first().waitFor();

    // Practise a question again: feedback at once.
    await page
      .getByRole("button", { name: /^Practise again/ })
      .first()
      .click();
    await page.getByRole("textbox", { name: "Your answer" }).fill(STAR_ANSWER);
    await page.getByRole("button", { name: "Submit answer" }).click();
    await page.getByTestId("answer-feedback").first().waitFor();

    await openPage(page, "/app/interview-history", "main");
    await page.getByRole("heading", { name: "Interview History", level: 1 }).waitFor();
    await page.getByRole("cell", { name: "Tough managing director" }).waitFor();
    await page.getByText("Your scores over time (1 to 5)").waitFor();

    // The Free plan's one interview is used: the next start shows the upgrade prompt.
    tab.expectHttpError(403);
    await openPage(page, "/app/interview", "main");
    await page.getByRole("button", { name: "Start interview" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: limitMessage("interviewSessions") })
      .waitFor();
  });

  test("another member's interview says it is not found; on a phone nothing scrolls sideways", async () => {
    const tab = await browser.newTab();
    await signIn(tab, server, await createUser(server));
    const { page } = tab;
    tab.expectHttpError(404);
    await openPage(page, "/app/interview/0b6f3c52-5d0e-4c1e-9a43-5f1f0f1a2b3c", "main");
    await page.getByRole("heading", { name: "Interview not found" }).waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/app/interview", "/app/interview-history"]) {
      await openPage(page, path, "main");
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        path,
      ).toBeLessThanOrEqual(0);
    }
  });
});

import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../support/fake-openai";
import { expectNoAxeViolations } from "./support/axe";
import { browserForFile } from "./support/browser";
import { createUser, openPage, signIn } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// The career coach as a member uses it: This week's plan shows a tracked role closing in 2 days and
// the interview criterion a poor practice answer scored low on; a tick stays after a reload; the
// built-in coach answers a question and says what it is; then, on an app configured with a model
// served in the OpenAI wire format, the answer arrives as it is written. Axe, 375 px, screenshots.

let server: TestServer | undefined;
const browser = browserForFile(() => server);

const POOR_ANSWER =
  "I was in a group project at university. I organised the meetings and I talked to everyone about what they were doing and I kept the notes for the group.";

const SHOTS = ".shots";
mkdirSync(SHOTS, { recursive: true });

function ukDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(day);
}

async function post(context: BrowserContext, app: TestServer, url: string, data: object = {}) {
  const response = await context.request.post(`${app.url}${url}`, { data, headers: { origin: app.url } });
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** A short practice interview answered poorly throughout, through the API. */
async function poorInterview(context: BrowserContext, app: TestServer) {
  const session = (await post(context, app, "/api/interview/sessions", {
    questionType: "Behavioural",
    persona: "friendly-analyst",
    mode: "Practice",
    questionCount: 3,
  })) as { id: string; currentQuestionId: string | null };
  let next = session.currentQuestionId;
  while (next) {
    const answered = (await post(context, app, `/api/interview/sessions/${session.id}/answers`, {
      questionId: next,
      text: POOR_ANSWER,
      input: "typed",
    })) as { next: { id: string } | null };
    next = answered.next?.id ?? null;
  }
  await post(context, app, `/api/interview/sessions/${session.id}/complete`);
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

const answers = (page: Page) => page.getByTestId("coach-answer");

describe("career coach with the built-in coach", () => {
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
    server = undefined;
  });

  test("This week shows a deadline and a weak interview score, keeps a tick, and the built-in coach answers", async () => {
    const app = server as TestServer;
    const user = await createUser(app);
    const tab = await browser.newTab();
    await signIn(tab, app, user);
    const { page, context } = tab;
    await post(context, app, "/api/tracker/applications", {
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst",
      deadline: ukDay(2),
    });
    await poorInterview(context, app);

    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, "/app/career-coach", "main");
    await page.getByRole("heading", { name: "Career Coach", level: 1 }).waitFor();
    const week = page.getByRole("region", { name: "This week" });
    const deadline = week.getByRole("checkbox", {
      name: "Apply to Goldman Sachs Summer Analyst — closes in 2 days",
    });
    await deadline.waitFor();
    const interview = week.getByRole("checkbox", {
      name: /^Practise .+ in your interview answers — [\d.]+ of 5$/,
    });
    await interview.first().waitFor();
    await expect
      .poll(() => week.getByRole("link", { name: "Open in tracker" }).first().getAttribute("href"))
      .toMatch(/^\/app\/tracker\/[0-9a-f-]{36}$/);

    // Ticked at once, and still ticked after a reload.
    await deadline.check();
    expect(await deadline.isChecked()).toBe(true);
    await page.waitForLoadState("networkidle");
    await page.reload();
    await openPage(page, "/app/career-coach", "main");
    await expect
      .poll(() =>
        week
          .getByRole("checkbox", { name: "Apply to Goldman Sachs Summer Analyst — closes in 2 days" })
          .isChecked(),
      )
      .toBe(true);
    await expect.poll(() => interview.first().isChecked()).toBe(false);

    // Ask the built-in coach.
    const chat = page.getByRole("region", { name: "Ask the coach" });
    await chat.getByText("Answers come from the built-in coach").waitFor();
    await chat.getByLabel("Your question").fill("What is an LBO?");
    await chat.getByRole("button", { name: "Ask" }).click();
    const answer = answers(page).last();
    await expect.poll(() => answer.textContent(), { timeout: 15_000 }).toContain("Leveraged buyouts (LBOs)");
    expect(await answer.textContent()).toContain("Built-in coach");
    expect(await answer.textContent()).toContain("I answer from the app's prep guides and your own data");
    await page.getByTestId("coach-question").filter({ hasText: "What is an LBO?" }).waitFor();

    await expectNoAxeViolations(page, "career coach");
    await page.screenshot({ path: `${SHOTS}/career-coach-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(200);
    await noSidewaysScroll(page, "career coach at 375 px");
    await page.screenshot({ path: `${SHOTS}/career-coach-375.png`, fullPage: true });
    await week.screenshot({ path: `${SHOTS}/career-coach-375-plan.png` });
    await chat.screenshot({ path: `${SHOTS}/career-coach-375-chat.png` });

    // The history stays after a reload, and can be deleted after confirming.
    await page.reload();
    await openPage(page, "/app/career-coach", "main");
    await answers(page).first().waitFor();
    await chat.getByRole("button", { name: "Delete history" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your chat history?" });
    await dialog.getByRole("button", { name: "Delete history" }).click();
    await expect.poll(() => answers(page).count()).toBe(0);
    await expectNoAxeViolations(page, "career coach after deleting the history");
  });
});

describe("career coach with a model in the OpenAI wire format", () => {
  let fake: FakeOpenAi;
  const REPLY =
    "Start with the roles closing soonest, then practise two STAR stories with a number in each result. Spend twenty minutes a day on numerical tests this week, and read one deal in the FT so you can discuss it at interview.";
  beforeAll(async () => {
    fake = await startFakeOpenAi(REPLY);
    fake.streamDelayMs = 150;
    server = await startServer({ env: { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_OPENAI_KEY } });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  test("the model's answer streams into the page, labelled as the AI coach", async () => {
    const app = server as TestServer;
    const user = await createUser(app);
    const tab = await browser.newTab();
    await signIn(tab, app, user);
    const { page } = tab;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, "/app/career-coach", "main");
    const chat = page.getByRole("region", { name: "Ask the coach" });
    await chat.getByText("Answers come from an AI model (gpt-4o-mini)").waitFor();
    // A new member's starter plan, and suggested questions in an empty chat.
    await page.getByRole("region", { name: "This week" }).getByText("You are just getting started").waitFor();
    await chat.getByRole("button", { name: "What should I do next?" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/career-coach-new-member-1280.png`, fullPage: true });
    await chat.getByLabel("Your question").fill("What should I focus on this week?");
    await chat.getByRole("button", { name: "Ask" }).click();

    const answer = answers(page).last();
    // Part of the answer is on screen before the rest has been written.
    await expect
      .poll(
        async () => {
          const text = (await answer.textContent()) ?? "";
          return text.includes("Start with the roles") && !text.includes("discuss it at interview.");
        },
        { timeout: 15_000, interval: 25 },
      )
      .toBe(true);
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toContain("discuss it at interview.");
    expect(await answer.textContent()).toContain("AI coach");
    expect(await answer.textContent()).toContain("gpt-4o-mini");
    expect(fake.calls.at(-1)?.body.stream).toBe(true);

    await expectNoAxeViolations(page, "career coach with a model");
    await page.screenshot({ path: `${SHOTS}/career-coach-model-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(200);
    await noSidewaysScroll(page, "career coach with a model at 375 px");
    await page.screenshot({ path: `${SHOTS}/career-coach-model-375.png`, fullPage: true });
    await chat.screenshot({ path: `${SHOTS}/career-coach-model-375-chat.png` });
  });
});

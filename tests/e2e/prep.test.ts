import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { expectNoAxeViolations } from "./support/axe";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, dismissToasts, expectToast, field, openPage, signIn } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// The prep hub as a member uses it: open a guide, search the question bank and read a strong-answer
// outline, filter by category, tick a stage checklist, and keep STAR stories that no one else sees; by
// keyboard, with axe, and on a phone without sideways scrolling.

let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function member(): Promise<Tab> {
  const tab = await browser.newTab();
  await signIn(tab, server, await createUser(server));
  return tab;
}

async function openPrep(page: Page) {
  await openPage(page, "/app/prep", "main");
  await page.getByRole("heading", { name: "Prep", level: 1 }).waitFor();
}

const questionBank = (page: Page) => page.getByRole("region", { name: "Question bank" });
const results = (page: Page) => questionBank(page).getByRole("article");
const storyCard = (page: Page, title: string) => page.getByRole("article", { name: title });

test("guides, the question bank and the stage checklists", async () => {
  const { page } = await member();
  await openPrep(page);
  for (const name of ["Guides", "Question bank", "Stage checklists", "Story bank"]) {
    await page.getByRole("heading", { name, level: 2 }).waitFor();
  }
  // Built: the navigation carries no "Soon" mark for Prep.
  const nav = page.getByRole("navigation", { name: /app/i }).first();
  await expect.poll(() => nav.getByRole("link", { name: /Prep/ }).textContent()).not.toMatch(/Soon/);

  // A guide opens in place and shows its worked numbers.
  const lbo = page.getByRole("button", { name: /LBO: how private equity makes its returns/ });
  expect(await lbo.getAttribute("aria-expanded")).toBe("false");
  await lbo.click();
  expect(await lbo.getAttribute("aria-expanded")).toBe("true");
  await page.getByRole("heading", { name: "A simple worked LBO", exact: true }).waitFor();
  await page.getByRole("table", { name: "Entry and exit, £m" }).waitFor();
  // And by keyboard.
  await page.getByRole("button", { name: /Valuation: DCF, comparables and precedents/ }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("table", { name: "A worked bridge" }).waitFor();
  // Closing from the end of a guide takes focus back to its title.
  const valuation = page.getByRole("button", { name: /^Valuation: DCF/ });
  await page.locator("#guide-valuation").getByRole("button", { name: "Close guide" }).click();
  expect(await valuation.getAttribute("aria-expanded")).toBe("false");
  expect(await valuation.evaluate((button) => button === document.activeElement)).toBe(true);

  // Search the bank: the DCF walk-through, its outline on demand.
  const total = Number(
    (
      await questionBank(page)
        .getByText(/^\d+ questions/)
        .textContent()
    )?.match(/\d+/)?.[0],
  );
  expect(total).toBeGreaterThan(100);
  await page.getByLabel("Search questions").fill("DCF");
  const dcf = questionBank(page).getByRole("article", { name: "Walk me through a DCF." });
  await dcf.waitFor();
  await questionBank(page)
    .getByText(/^\d+ questions?$/)
    .waitFor();
  const outline = dcf.getByText("Discount both to today at the WACC.");
  expect(await outline.isVisible()).toBe(false);
  await dcf.getByRole("button", { name: "Strong answer outline" }).click();
  await outline.waitFor();
  await dcf.getByText("Calculate a terminal value (perpetuity growth or exit multiple)").waitFor();
  for (const text of await results(page).allTextContents()) expect(text.toLowerCase()).toContain("dcf");

  // A category keeps only its questions.
  await page.getByLabel("Search questions").fill("");
  await page.getByLabel("Category").selectOption({ label: "Markets" });
  // The cleared search settles after a pause, so wait for a full page of Markets questions only.
  await expect
    .poll(async () => {
      const texts = await results(page).allTextContents();
      return texts.length >= 10 && texts.every((t) => t.startsWith("Markets"));
    })
    .toBe(true);
  const markets = Number(
    (
      await questionBank(page)
        .getByText(/^\d+ questions/)
        .textContent()
    )?.match(/\d+/)?.[0],
  );
  expect(markets).toBeGreaterThan(10);
  expect(markets).toBeLessThan(total);

  // Nothing found says what to try.
  await page.getByLabel("Search questions").fill("xylophone");
  await page.getByText("No questions match “xylophone” in this category.").waitFor();
  await page.getByText(/Try fewer or shorter words, such as DCF/).waitFor();

  // A stage checklist's ticks stay after a reload.
  const item = page.getByLabel(/Find out which online test the firm uses/);
  await item.check();
  await page.getByText("1 of 6 done").waitFor();
  await openPrep(page);
  expect(await page.getByLabel(/Find out which online test the firm uses/).isChecked()).toBe(true);
  await page.getByRole("group", { name: "Interviews" }).getByText("including video interviews").waitFor();

  await expectNoAxeViolations(page, "the prep hub");
  await page.screenshot({ path: ".shots/prep-1280.png", fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await openPrep(page);
  await page.getByRole("button", { name: /LBO: how private equity makes its returns/ }).click();
  await page.getByLabel("Search questions").fill("EBITDA");
  // Page one of the whole bank has this question too, so wait until the search has replaced it.
  await expect.poll(() => results(page).first().textContent()).toMatch(/EBITDA/);
  const ebitda = questionBank(page).getByRole("article", { name: /^What is EBITDA and why/ });
  await ebitda.getByRole("button", { name: "Strong answer outline" }).click();
  await ebitda.getByRole("heading", { name: "Key points to cover" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, "the prep hub on a phone");
  await page.screenshot({ path: ".shots/prep-375.png", fullPage: true });
});

test("the story bank: add, reload, edit and delete; another member never sees it", async () => {
  const tab = await member();
  const { page } = tab;
  await openPrep(page);
  await page.getByText("No stories yet.").waitFor();

  // The title is required; the form says so and stays open.
  await page.getByRole("button", { name: "Add story" }).click();
  const dialog = page.getByRole("dialog", { name: "Add story" });
  await dialog.getByRole("button", { name: "Save story" }).click();
  await dialog.getByText("Give the story a title.").waitFor();

  await field(page, "Title").fill("Rebuilding the investment society");
  await field(page, "Situation").fill("Membership of the investment society fell by a third in a year.");
  await field(page, "Task").fill("As treasurer I had to rebuild attendance before the spring term.");
  await field(page, "Action").fill(
    "I surveyed 120 students and redesigned the programme around beginner workshops.",
  );
  await field(page, "Result").fill("Membership grew from 80 to 150 in one term.");
  await dialog.getByLabel("Leadership").check();
  await dialog.getByLabel("Commercial awareness").check();
  await field(page, "Other tags").fill("society, turnaround");
  await field(page, "Used in").fill("Northbank first round");
  await page.screenshot({ path: ".shots/prep-story-form-1280.png" });
  await dialog.getByRole("button", { name: "Save story" }).click();
  await expectToast(page, "Story saved", "Rebuilding the investment society");
  const card = storyCard(page, "Rebuilding the investment society");
  await card.getByText("Membership grew from 80 to 150 in one term.").waitFor();
  await card.getByText("Commercial awareness").waitFor();

  await openPrep(page);
  await card.waitFor();
  await card.getByText("Northbank first round").waitFor();
  await expectNoAxeViolations(page, "the prep hub with a story");
  await page.locator("#story-bank").screenshot({ path: ".shots/prep-story-bank-1280.png" });

  // Another member sees an empty story bank, and the story itself answers 404.
  const stories = (await (await tab.context.request.get(`${server.url}/api/prep/stories`)).json()) as {
    stories: { id: string }[];
  };
  const storyId = stories.stories[0]?.id;
  const other = await member();
  await openPrep(other.page);
  await other.page.getByText("No stories yet.").waitFor();
  expect(await other.page.getByText("Rebuilding the investment society").count()).toBe(0);
  const peek = await other.context.request.get(`${server.url}/api/prep/stories/${storyId}`);
  expect(peek.status()).toBe(404);

  // Edit.
  await dismissToasts(page);
  await card.getByRole("button", { name: /^Edit/ }).click();
  const edit = page.getByRole("dialog", { name: "Edit story" });
  expect(await field(page, "Title").inputValue()).toBe("Rebuilding the investment society");
  await field(page, "Title").fill("Turning round the investment society");
  await edit.getByLabel("Teamwork").check();
  await edit.getByRole("button", { name: "Save story" }).click();
  await expectToast(page, "Story saved", "Turning round the investment society");
  const edited = storyCard(page, "Turning round the investment society");
  await edited.getByText("Teamwork").waitFor();
  expect(await storyCard(page, "Rebuilding the investment society").count()).toBe(0);

  // Filter by competency.
  await page.getByLabel("Show").selectOption({ label: "Resilience" });
  await page.getByText("No story shows this competency yet.").waitFor();
  await page.getByLabel("Show").selectOption({ label: "Teamwork" });
  await edited.waitFor();

  // Delete, after confirming.
  await dismissToasts(page);
  await edited.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this story?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await edited.waitFor();
  await edited.getByRole("button", { name: /^Delete/ }).click();
  await confirm.getByRole("button", { name: "Delete story" }).click();
  await expectToast(page, "Story deleted", "Turning round the investment society");
  await page.getByText("No stories yet.").waitFor();
  await openPrep(page);
  await page.getByText("No stories yet.").waitFor();

  // On a phone the form and the list fit the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Add story" }).click();
  await field(page, "Title").fill("Hackathon under pressure");
  await page.screenshot({ path: ".shots/prep-story-form-375.png" });
  await page.getByRole("dialog", { name: "Add story" }).getByRole("button", { name: "Save story" }).click();
  await storyCard(page, "Hackathon under pressure").waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.locator("#story-bank").screenshot({ path: ".shots/prep-story-bank-375.png" });
});

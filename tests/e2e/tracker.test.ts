import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { expectNoAxeViolations } from "./support/axe";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, dismissToasts, expectToast, field, openPage, signIn, toast } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// The Application Tracker as a member uses it: add by hand, move by Move to, by keyboard and by mouse,
// switch to the list and sort and filter it, open an application and correct a stage date, and a phone
// screen that never scrolls sideways.

let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function member(): Promise<Tab> {
  const user = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  return tab;
}

const column = (page: Page, stage: string) =>
  page.getByRole("region", { name: new RegExp(`^${stage} \\d+ applications$`) });
const card = (page: Page, role: string) => page.getByRole("article", { name: new RegExp(`: ${role}$`) });

async function addByHand(page: Page, firm: string, role: string, options: { deadline?: string } = {}) {
  await page.getByRole("button", { name: "Add application" }).click();
  const dialog = page.getByRole("dialog", { name: "Add application" });
  await field(page, "Firm").fill(firm);
  await field(page, "Role title").fill(role);
  await field(page, "Programme type").selectOption("summer_internship");
  await field(page, "Location").fill("London");
  if (options.deadline) await field(page, "Deadline").fill(options.deadline);
  await dialog.getByRole("button", { name: "Add application" }).click();
  await expectToast(page, "Application added");
  await card(page, role).waitFor();
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("add by hand, then move by Move to, by keyboard and by mouse; order and counts follow", async () => {
  const { page } = await member();
  await openPage(page, "/app/tracker", "main");
  await page.getByRole("heading", { name: "Application Tracker", level: 1 }).waitFor();
  await page.getByText("No applications yet.").waitFor();

  // A field left empty is named by the field, and nothing is added.
  await page.getByRole("button", { name: "Add application" }).click();
  const dialog = page.getByRole("dialog", { name: "Add application" });
  await dialog.getByRole("button", { name: "Add application" }).click();
  await dialog.getByText("Enter the firm's name.").waitFor();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await addByHand(page, "Northbank Capital", "Summer Analyst", { deadline: inDays(5) });
  await addByHand(page, "Harbour Advisers", "Spring Week");
  await addByHand(page, "Quanta Capital", "Quant Intern");
  expect(await column(page, "Saved").count()).toBe(1);
  await expect.poll(() => card(page, "Summer Analyst").textContent()).toContain("Closes in 5 days");

  // Move to: the menu lists every stage.
  await card(page, "Summer Analyst")
    .getByRole("button", { name: /^Move to/ })
    .click();
  await page.getByRole("menuitem", { name: "Applied" }).click();
  await column(page, "Applied").getByText("Summer Analyst").waitFor();

  // Keyboard: focus the card, Space to lift, arrow right to the next stage, Space to drop.
  // Each step is announced to screen readers in the tracker's words; the test waits on those words.
  const spring = card(page, "Spring Week");
  const live = page.locator("[id^=DndLiveRegion]");
  const heard = () => live.textContent();
  await spring.focus();
  await page.keyboard.press("Space");
  await expect.poll(heard).toMatch(/^Picked up Harbour Advisers Spring Week\. In Saved, position \d of 2\.$/);
  // The drag library starts listening for arrow keys a moment after the lift (so the lifting key is not
  // read as a move); an arrow pressed before then does nothing, and a person would press it again.
  await expect
    .poll(async () => {
      if ((await heard())?.startsWith("Picked up")) await page.keyboard.press("ArrowRight");
      return heard();
    })
    .toMatch(/^Harbour Advisers Spring Week is over Applied/);
  await page.keyboard.press("Space");
  await expect
    .poll(heard)
    .toMatch(/^Dropped Harbour Advisers Spring Week\. Moved to Applied, position \d of 2\.$/);
  await column(page, "Applied").getByText("Spring Week").waitFor();

  // Mouse: drag the quant card onto the Online tests column (once the keyboard move has been saved).
  await page.waitForLoadState("networkidle");
  await card(page, "Quant Intern").hover();
  const from = await card(page, "Quant Intern").boundingBox();
  const to = await column(page, "Online tests").boundingBox();
  if (!from || !to) throw new Error("board not laid out");
  await page.mouse.move(from.x + 20, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 30, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await column(page, "Online tests").getByText("Quant Intern").waitFor();

  // The server kept all three moves.
  await page.reload();
  await column(page, "Applied").getByText("Summer Analyst").waitFor();
  await column(page, "Applied").getByText("Spring Week").waitFor();
  await column(page, "Online tests").getByText("Quant Intern").waitFor();
  expect(await column(page, "Saved").getByRole("article").count()).toBe(0);
  // The board scrolls inside itself on a laptop; the page never does.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, "the board");
  await page.screenshot({ path: ".shots/tracker-board.png", fullPage: true });
});

test("the list view lives in the URL, sorts and filters; the application page corrects a stage date", async () => {
  const { page } = await member();
  await openPage(page, "/app/tracker", "main");
  await page.getByText("No applications yet.").waitFor();
  await addByHand(page, "Zeta Bank", "Alpha Role");
  await addByHand(page, "Alpha Bank", "Zeta Role");

  await page.getByRole("button", { name: "List" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("view")).toBe("list");
  await page.getByRole("button", { name: "Firm" }).click();
  const firstRow = () => page.getByRole("row").nth(1).textContent();
  await expect.poll(firstRow).toContain("Alpha Bank");
  await page.getByRole("button", { name: "Firm" }).click();
  await expect.poll(firstRow).toContain("Zeta Bank");
  await page.getByLabel("Search firm or role").fill("zeta role");
  await page.getByText("1 of 2 applications").waitFor();
  await page.getByLabel("Search firm or role").fill("");
  const stageFilter = page.getByLabel("Stage", { exact: true });
  await stageFilter.selectOption("offer");
  await page.getByText("0 of 2 applications").waitFor();
  await stageFilter.selectOption("");
  await page
    .getByRole("status")
    .filter({ hasText: /^2 applications$/ })
    .waitFor();
  await stageFilter.selectOption("offer");
  await page.getByText("0 of 2 applications").waitFor();
  // The filter is in the address, so a reload keeps it.
  await page.reload();
  await page.getByText("0 of 2 applications").waitFor();
  await openPage(page, "/app/tracker?view=list", "main");
  await page
    .getByRole("status")
    .filter({ hasText: /^2 applications$/ })
    .waitFor();
  await expectNoAxeViolations(page, "the list");

  await page.getByRole("link", { name: "Alpha Role" }).click();
  await page.getByRole("heading", { name: "Alpha Role", level: 1 }).waitFor();
  await field(page, "Stage").selectOption("applied");
  await expectToast(page, "Moved to Applied");
  const history = page.getByRole("region", { name: "Stage history" });
  await history.getByText("Applied", { exact: true }).waitFor();
  await history.getByRole("button", { name: "Edit date of Applied" }).click();
  await field(page, "Date entered Applied").fill("2026-01-15");
  await history.getByRole("button", { name: "Save date" }).click();
  await expectToast(page, "Applied date corrected");
  await history.getByText("15 Jan 2026").waitFor();

  await page.getByRole("textbox", { name: "Notes" }).fill("Spoke to a second-year analyst at the fair.");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expectToast(page, "Notes saved");
  await page.reload();
  expect(await page.getByRole("textbox", { name: "Notes" }).inputValue()).toBe(
    "Spoke to a second-year analyst at the fair.",
  );

  // A dated event, added and then edited.
  const events = page.getByRole("region", { name: "Events" });
  await events.getByLabel("Date and time").fill("2027-03-04T10:30");
  await events.getByLabel("Format").fill("Video");
  await events.getByRole("button", { name: "Add event" }).click();
  await expectToast(page, "Interview added");
  await events.getByRole("button", { name: /^Edit Interview on / }).click();
  await events.getByLabel("Location").first().fill("Canary Wharf");
  await events.getByRole("button", { name: "Save event" }).click();
  await expectToast(page, "Interview updated");
  await events.getByText(/Video · Canary Wharf/).waitFor();

  // The stage's checklist is kept on the application.
  await dismissToasts(page);
  await page.getByRole("checkbox", { name: "Confirmation email received" }).check();
  await expectToast(page, "Ticked: Confirmation email received");
  await expectNoAxeViolations(page, "the application page");
  await page.screenshot({ path: ".shots/tracker-application.png", fullPage: true });

  // Archive hides it from the board, with Undo; Delete asks first.
  await page.getByRole("button", { name: "Archive" }).click();
  await toast(page, "Archived: hidden from the board").getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Back on the board");
  await page.getByRole("button", { name: "Archive", exact: true }).waitFor();
  await page.getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete this application?" })
    .getByRole("button", { name: "Delete application" })
    .click();
  await expectToast(page, "Application deleted");
  await page.getByRole("heading", { name: "Application Tracker", level: 1 }).waitFor();
  await card(page, "Zeta Role").waitFor();
  expect(await card(page, "Alpha Role").count()).toBe(0);

  // Someone else's application, or one that does not exist: the page says so.
  const stranger = await member();
  stranger.expectHttpError(404);
  const zeta = await card(page, "Zeta Role").getByRole("link").getAttribute("href");
  await openPage(stranger.page, zeta ?? "", "main");
  await stranger.page.getByText("This application does not exist or is not yours.").waitFor();
});

test("on a 375 px phone the board shows one stage with a picker and nothing scrolls sideways", async () => {
  const { page } = await member();
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/app/tracker", "main");
  await page.getByText("No applications yet.").waitFor();
  await addByHand(
    page,
    "A firm with a rather long name Limited",
    "An unusually long role title for a phone screen",
  );
  await page.getByLabel("Stage", { exact: true }).waitFor();
  const width = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await width()).toBeLessThanOrEqual(0);
  await page.getByLabel("Stage", { exact: true }).selectOption("offer");
  await column(page, "Offer").waitFor();
  await page.getByLabel("Stage", { exact: true }).selectOption("saved");
  await expectNoAxeViolations(page, "the board on a phone");
  await page.screenshot({ path: ".shots/tracker-phone-board.png", fullPage: true });
  await page.getByRole("button", { name: "List" }).click();
  expect(await width()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, "the list on a phone");
  await page.screenshot({ path: ".shots/tracker-phone.png", fullPage: true });
  await page.getByRole("link", { name: /An unusually long role title/ }).click();
  await page.getByRole("heading", { level: 1, name: /An unusually long role title/ }).waitFor();
  expect(await width()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, "the application page on a phone");
  await page.screenshot({ path: ".shots/tracker-application-phone.png", fullPage: true });
});

test("at the free limit the upgrade prompt shows and what was typed stays in the form", async () => {
  const tab = await member();
  const { page } = tab;
  await openPage(page, "/app/tracker", "main");
  await page.getByText("No applications yet.").waitFor();
  // Fourteen added through the API the page itself uses, the fifteenth by hand.
  const added = await page.evaluate(async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 14; i += 1) {
      const response = await fetch("/api/tracker/applications", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firm_name: `Firm ${i}`, role_title: `Role ${i}` }),
      });
      statuses.push(response.status);
    }
    return statuses;
  });
  expect(added.every((status) => status === 200 || status === 201)).toBe(true);
  await page.reload();
  await addByHand(page, "Fifteenth Bank", "Last Free Role");
  await page.getByText("15 of 15 tracked applications on the Free plan.").waitFor();

  await page.getByRole("button", { name: "Add application" }).click();
  const dialog = page.getByRole("dialog", { name: "Add application" });
  await field(page, "Firm").fill("Sixteenth Bank");
  await field(page, "Role title").fill("One Too Many");
  tab.expectHttpError(403);
  await dialog.getByRole("button", { name: "Add application" }).click();
  await dialog.getByRole("link", { name: "See Premium" }).waitFor();
  expect(await field(page, "Firm").inputValue()).toBe("Sixteenth Bank");
  expect(await field(page, "Role title").inputValue()).toBe("One Too Many");
});

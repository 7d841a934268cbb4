import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import { createUser, expectToast, field, openPage, signIn, waitForPath } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// Onboarding: the eight steps in order with Back/Next and progress, the draft kept under
// `onboardingState` (spec 000 §3, §4.5), saved to the profile at the end and resumed on another device.

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const storedDraft = (page: import("playwright-core").Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem("onboardingState");
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });

describe("onboarding", () => {
  test("a member answers every step, the draft survives a reload, and the answers follow them to another device", async () => {
    const member = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
    const tab = await browser.newTab();
    const { page } = tab;
    await signIn(tab, server, member);

    await openPage(page, "/onboard", "main");
    await waitForPath(page, "/onboard/welcome");
    await page.getByText("Step 1 of 8").waitFor();
    await page.getByRole("button", { name: "Get started" }).click();

    // Personal details: the account's names are filled in; the university is required.
    await waitForPath(page, "/onboard/personal-details");
    expect(await field(page, "First name").inputValue()).toBe("Grace");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please enter your university or school.").waitFor();
    await field(page, "University or school").pressSequentially("University of Leeds");
    expect((await storedDraft(page))?.university).toBe("University of Leeds");
    await page.getByRole("button", { name: "Next" }).click();

    // Education: a choice is required; 'Other' asks for its text.
    await waitForPath(page, "/onboard/education-background");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please choose where you are in your studies.").waitFor();
    await page.getByLabel("Undergraduate, penultimate year").check();
    await page.getByLabel("Economics").check();
    await page.getByRole("button", { name: "Next" }).click();

    // Career goals, then a reload: nothing typed is lost.
    await waitForPath(page, "/onboard/career-goals");
    await page.getByLabel("Summer internship").check();
    await page.getByLabel("Investment banking (M&A, ECM, DCM)").check();
    await page.getByLabel("Other", { exact: true }).first().check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Please choose at least one location.").waitFor();
    await page.getByText("Please say what 'Other' means for you.").waitFor();
    await field(page, "Other role types").fill("Rotational programme");
    await page.getByLabel("London").check();
    await page.reload();
    await page.getByLabel("London").waitFor();
    expect(await page.getByLabel("London").isChecked()).toBe(true);
    expect(await field(page, "Other role types").inputValue()).toBe("Rotational programme");
    await page.getByRole("button", { name: "Next" }).click();

    await waitForPath(page, "/onboard/experience-skills");
    await page.getByLabel("Finance or investment society role").check();
    await page.getByRole("button", { name: "Back" }).click();
    await waitForPath(page, "/onboard/career-goals");
    await page.getByRole("button", { name: "Next" }).click();
    await waitForPath(page, "/onboard/experience-skills");
    await page.getByRole("button", { name: "Next" }).click();

    // The default alert frequency is the daily summary (spec 000 §3).
    await waitForPath(page, "/onboard/notification-preferences");
    expect(await page.getByLabel("A daily summary").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Next" }).click();
    await waitForPath(page, "/onboard/career-vision");
    await page.getByLabel("Still exploring").check();
    await page.getByRole("button", { name: "Next" }).click();

    await waitForPath(page, "/onboard/done");
    expect((await storedDraft(page))?.job_update_frequency).toBe("daily_summary");
    await page.getByRole("button", { name: "Go to my job feed" }).click();
    await expectToast(page, "Profile saved");
    await waitForPath(page, "/app/job-feed");
    expect(await storedDraft(page), "the local copy is removed once saved").toBeNull();

    // Another device: a fresh browser context resumes from the server copy.
    const other = await browser.newTab();
    await signIn(other, server, member);
    await openPage(other.page, "/onboard/personal-details", "main");
    await other.page.getByLabel("University or school").waitFor();
    await expect
      .poll(() => field(other.page, "University or school").inputValue())
      .toBe("University of Leeds");
    await openPage(other.page, "/onboard/career-goals", "main");
    await expect.poll(() => other.page.getByLabel("London").isChecked()).toBe(true);
  });

  test("every step can be opened directly, and storage failures do not stop onboarding", async () => {
    const member = await createUser(server);
    const tab = await browser.newTab();
    await signIn(tab, server, member);
    const { page } = tab;
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new Error("QuotaExceededError");
      };
    });
    await openPage(page, "/onboard/career-vision", "main");
    await page.getByRole("heading", { name: "Where you want to be" }).waitFor();
    await page.getByText("Step 7 of 8").waitFor();
    await page.getByLabel("Still exploring").check();
    expect(await page.getByLabel("Still exploring").isChecked()).toBe(true);
    await openPage(page, "/onboard/done", "main");
    await page.getByRole("link", { name: /Finish “Personal details”/ }).waitFor();
  });
});

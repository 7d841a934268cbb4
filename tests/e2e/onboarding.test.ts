import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import {
  createUser,
  expectToast,
  field,
  newCredentials,
  openPage,
  signIn,
  waitForPath,
} from "./support/fixtures";
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

  test("/onboard picks up at the step the member left, and a confirmation link goes back there", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    const member = newCredentials();
    await openPage(page, "/signup", "form");
    await field(page, "First name").fill(member.firstName);
    await field(page, "Last name").fill(member.lastName);
    await field(page, "Email").fill(member.email);
    await field(page, "Password").fill(member.password);
    await page.getByRole("button", { name: "Create Your Account" }).click();
    await waitForPath(page, "/onboard/welcome");
    await page.getByRole("button", { name: "Get started" }).click();
    await waitForPath(page, "/onboard/personal-details");

    // Away and back: /onboard resumes where they were, not at Welcome.
    await page.goto("/");
    await openPage(page, "/onboard", "main");
    await waitForPath(page, "/onboard/personal-details");

    // The confirmation email's link confirms, says so, and returns to the same step.
    const mail = await server.waitForMail(member.email, (m) => m.subject === "Confirm your email address");
    const link = mail.links.find((l) => l.startsWith(`${server.url}/api/auth/verify-email?`));
    await page.goto(link as string);
    await waitForPath(page, "/onboard/personal-details");
    await expectToast(page, "Email confirmed", "Thank you: your email address is confirmed.");
    // The marker leaves the address by a navigation of its own, just after the notice shows.
    await waitForPath(page, "/onboard/personal-details", "");
    expect(new URL(page.url()).search).toBe("");
  });

  test("a member who has finished onboarding is taken from /onboard and from a confirmation link to the app", async () => {
    const member = await createUser(server);
    const tab = await browser.newTab();
    const { page } = tab;
    await signIn(tab, server, member);
    const saved = await tab.context.request.put(`${server.url}/api/profile/onboarding`, {
      headers: { origin: server.url },
      data: FINISHED_ANSWERS,
    });
    expect(saved.status()).toBe(200);
    await openPage(page, "/onboard?email=confirmed", "body");
    await waitForPath(page, "/app/job-feed");
    await expectToast(page, "Email confirmed");
  });
});

const FINISHED_ANSWERS = {
  firstName: "Ada",
  lastName: "Lovelace",
  university: "University of Leeds",
  education_status: "undergraduate_penultimate",
  education_status_other: "",
  course_studied: "economics",
  course_studied_other: "",
  university_name: null,
  targeted_role_types: ["summer_internship"],
  targeted_role_types_other: "",
  targeted_finance_areas: ["investment_banking"],
  targeted_finance_areas_other: "",
  open_to_remote: false,
  targeted_locations: ["london"],
  targeted_locations_other: "",
  needs_visa_sponsorship: false,
  relevant_experience: "society",
  relevant_experience_other: "",
  strongest_skills: ["excel"],
  strongest_skills_other: "",
  job_update_frequency: "daily_summary",
  helpful_content_prefs: ["application_deadlines"],
  career_vision: "buy_side",
  career_vision_other: "",
};

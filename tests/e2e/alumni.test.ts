import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectNoAxeViolations } from "./support/axe";
import { browserForFile, type Tab } from "./support/browser";
import {
  type AdminCredentials,
  adminTabs,
  type Credentials,
  createAdminBeforeStart,
  createUser,
  dismissToasts,
  expectToast,
  field,
  newCredentials,
  openPage,
  signIn,
  waitForPath,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// Alumni from your university, as three members and an admin live it: an alum lists themselves in
// profile privacy; a student of the same university (who typed it differently) finds them and asks to
// chat; the alum hears in the bell and by email, accepts, and both see each other's email; the alum
// reports the request and it reaches the admins' Support Tickets; a student of another university never
// sees the alum.

const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
let server: TestServer;
let alum: Credentials;
let student: Credentials;
let outsider: Credentials;

const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer({ setup: createAdminBeforeStart(admin) });
  alum = await createUser(server, { firstName: "Oliver", lastName: "Grant" });
  student = await createUser(server, { firstName: "Mia", lastName: "Lopez" });
  outsider = await createUser(server, { firstName: "Noah", lastName: "Reid" });
});
afterAll(async () => {
  await server?.stop();
});
const adminTab = adminTabs(browser, () => server, admin);

const PHONE = { width: 375, height: 800 };
const MESSAGE =
  "Hi Oliver, I am a second-year economist at Leeds applying for Barclays' spring week. Could we talk for 15 minutes about the assessment centre?";
const REPORT = "The request asks for help I did not offer; please check this member's messages.";

/** Signs in and finishes onboarding at `university`, as the profile and onboarding API store it. */
async function memberAt(credentials: Credentials, university: string): Promise<Tab> {
  const tab = await browser.newTab();
  await signIn(tab, server, credentials);
  const response = await tab.context.request.put(`${server.url}/api/profile/onboarding`, {
    headers: { origin: server.url },
    data: {
      firstName: credentials.firstName,
      lastName: credentials.lastName,
      university,
      education_status: "graduate",
      education_status_other: "",
      course_studied: null,
      course_studied_other: "",
      university_name: null,
      targeted_role_types: ["graduate_programme"],
      targeted_role_types_other: "",
      targeted_finance_areas: ["investment_banking"],
      targeted_finance_areas_other: "",
      open_to_remote: null,
      targeted_locations: ["london"],
      targeted_locations_other: "",
      needs_visa_sponsorship: null,
      relevant_experience: null,
      relevant_experience_other: "",
      strongest_skills: [],
      strongest_skills_other: "",
      job_update_frequency: "daily_summary",
      helpful_content_prefs: [],
      career_vision: null,
      career_vision_other: "",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return tab;
}

async function shoot(page: Page, name: string) {
  mkdirSync(".shots", { recursive: true });
  await page.screenshot({ path: `.shots/${name}.png`, fullPage: true });
}

/** At 375 px nothing scrolls sideways; the screenshot is kept, then the desktop width comes back. */
async function checkPhone(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page, `${name} at 375 px`);
  await shoot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const alumniHeading = (page: Page) =>
  page.getByRole("heading", { name: "Alumni from your university", level: 2 });
// The card in the alumni section (the toasts and the request lists are list items too).
const alumCard = (page: Page) =>
  page
    .getByRole("region", { name: "Alumni from your university" })
    .getByRole("listitem")
    .filter({ hasText: "Oliver G." });

describe("alumni from your university", () => {
  test("opt in, receive, accept and report a chat request; another university never sees the alum", async () => {
    // The alum lists themselves in profile privacy.
    const alumTab = await memberAt(alum, "University of Leeds");
    const alumPage = alumTab.page;
    await openPage(alumPage, "/app/profile", "main");
    const listSwitch = alumPage.getByRole("switch", {
      name: "List me as an alum for students of my university",
    });
    await alumPage
      .getByText("Students of University of Leeds see your first name", { exact: false })
      .waitFor();
    expect(await listSwitch.isChecked()).toBe(false);
    await listSwitch.check();
    // Nothing to show yet: the form asks for the firm and role before listing.
    await alumPage.getByText("Add the firm and role students will see, then save to be listed.").waitFor();
    await field(alumPage, "Firm").fill("Barclays");
    await field(alumPage, "Role").fill("Graduate Analyst, Investment Banking");
    await field(alumPage, "Short note").fill(
      "Happy to talk about spring weeks, the graduate scheme and Leeds societies.",
    );
    await alumPage.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(
      alumPage,
      "You are listed as an alum",
      "Students of University of Leeds can now find you and ask to chat.",
    );
    expect(await listSwitch.isChecked()).toBe(true);
    await dismissToasts(alumPage);
    await expectNoAxeViolations(alumPage, "the profile with the alumni listing");
    await alumPage.getByRole("heading", { name: "Notifications and privacy" }).scrollIntoViewIfNeeded();
    await shoot(alumPage, "alumni-profile-1280");
    await checkPhone(alumPage, "alumni-profile");

    // A student of the same university, typed another way, finds the alum and asks to chat.
    const studentTab = await memberAt(student, "The university of Leeds");
    const studentPage = studentTab.page;
    await openPage(studentPage, "/app/networking/alumni", "main");
    await studentPage.getByRole("heading", { name: "Alumni", level: 1 }).waitFor();
    await alumniHeading(studentPage).waitFor();
    const card = alumCard(studentPage);
    await card.getByText("Graduate Analyst, Investment Banking at Barclays").waitFor();
    expect(await studentPage.getByText(alum.email).count()).toBe(0);
    await card.getByRole("button", { name: "Ask to chat with Oliver G." }).click();
    await field(studentPage, "Your message to Oliver G.").fill(MESSAGE);
    await shoot(studentPage, "alumni-ask-form-1280");
    await card.getByRole("button", { name: "Send request" }).click();
    await expectToast(studentPage, "Request sent");
    await card.getByText("Request sent").waitFor();
    await studentPage.getByRole("heading", { name: "Requests you sent" }).waitFor();
    await studentPage.getByText("Waiting for an answer").waitFor();
    await dismissToasts(studentPage);
    await expectNoAxeViolations(studentPage, "the Alumni page with a request sent");
    await shoot(studentPage, "alumni-student-1280");
    await checkPhone(studentPage, "alumni-student");

    // A student of another university sees nobody.
    const outsiderTab = await memberAt(outsider, "University of York");
    await openPage(outsiderTab.page, "/app/networking/alumni", "main");
    await alumniHeading(outsiderTab.page).waitFor();
    await outsiderTab.page.getByText("No alumni from University of York are listed yet").waitFor();
    expect(await outsiderTab.page.getByText("Oliver G.").count()).toBe(0);

    // A member who has not given a university is told where to add it.
    const newcomer = await browser.newTab();
    await signIn(newcomer, server, await createUser(server));
    await openPage(newcomer.page, "/app/networking/alumni", "main");
    await newcomer.page.getByText("Add your university to see its alumni").waitFor();
    await newcomer.page.getByRole("link", { name: "Go to your profile" }).waitFor();
    await expectNoAxeViolations(newcomer.page, "the Alumni page without a university");

    // The alum hears by email and in the bell, which leads to the request.
    const mail = await server.waitForMail(alum.email, (m) => m.subject === "Mia L. would like to chat");
    expect(mail.text).toContain("> Hi Oliver, I am a second-year economist");
    expect(mail.text).not.toContain(student.email);
    await openPage(alumPage, "/app/billing", "main");
    await expect.poll(() => alumPage.getByTestId("notification-badge").textContent()).toBe("1");
    await alumPage.getByRole("button", { name: "Open notifications" }).click();
    await alumPage
      .getByTestId("notification-item")
      .filter({ hasText: "Mia L. would like to chat" })
      .getByRole("button")
      .click();
    await waitForPath(alumPage, "/app/networking/alumni");
    const incoming = alumPage.getByRole("main").getByRole("listitem").filter({ hasText: MESSAGE });
    await incoming.waitFor();
    expect(await alumPage.getByText(student.email).count()).toBe(0);
    await shoot(alumPage, "alumni-alum-pending-1280");
    await incoming.getByRole("button", { name: "Accept the request from Mia L." }).click();
    await expectToast(alumPage, "Request accepted", "You and Mia L. can now see each other's email address.");
    await incoming.getByRole("link", { name: student.email }).waitFor();

    // The student now sees the alum's email.
    await studentPage.reload();
    await studentPage.getByRole("link", { name: alum.email }).waitFor();
    await alumCard(studentPage).getByText("Accepted", { exact: true }).waitFor();

    // The alum reports the request; it lands in the admins' Support Tickets.
    await incoming.getByRole("button", { name: "Report the request with Mia L." }).click();
    const dialog = alumPage.getByRole("dialog", { name: "Report this request" });
    await dialog.waitFor();
    await field(alumPage, "What is wrong?").fill(REPORT);
    await shoot(alumPage, "alumni-report-dialog-1280");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expectToast(alumPage, "Report sent", "Our team will look at it and may reply to you in Help.");
    await incoming.getByText("Reported to our team").waitFor();
    // Listed themselves, the alum is told so rather than shown an empty list alone.
    await alumPage.getByText("No other alumni from University of Leeds are listed yet").waitFor();
    await dismissToasts(alumPage);
    await expectNoAxeViolations(alumPage, "the Alumni page with an accepted, reported request");
    await shoot(alumPage, "alumni-alum-1280");
    await checkPhone(alumPage, "alumni-alum");

    const adminPage = (await adminTab()).page;
    await adminPage.goto("/admin/support-tickets");
    const row = adminPage.locator("table tbody tr").filter({ hasText: alum.email });
    await row.waitFor();
    expect(await row.textContent()).toContain("Report of an alumni chat request");
    await row.getByRole("link", { name: "View Details" }).click();
    const log = adminPage.getByRole("log", { name: "Conversation" });
    await log.getByText(REPORT, { exact: false }).waitFor();
    await log.getByText("It came from Mia L.", { exact: false }).waitFor();

    // Opting out removes the alum from the student's list at once.
    await openPage(alumPage, "/app/profile", "main");
    await listSwitch.uncheck();
    await expectToast(alumPage, "You are no longer listed");
    await openPage(studentPage, "/app/networking/alumni", "main");
    await studentPage.getByText("No alumni from The university of Leeds are listed yet").waitFor();
    // The accepted request, and the email it shared, stay.
    await studentPage.getByRole("link", { name: alum.email }).waitFor();
  });
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { type FakeJobBoards, greenhouseJob, startFakeJobBoards } from "../support/fake-job-boards";
import { browserForFile } from "./support/browser";
import {
  type AdminCredentials,
  createAdminBeforeStart,
  createUser,
  expectToast,
  field,
  newCredentials,
  openPage,
  signIn,
  signInAdmin,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// Done when: a member "receives an alert email (SMTP in tests) for a new matching role that an
// ingestion pass found". The member asks for immediate alerts in the profile; a role appears on a
// Greenhouse board (a local server in Greenhouse's wire format); an admin runs the board now; the
// alert arrives by mail and in the app, and its link opens the role.

const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
const FIRM = "Northbank Capital";
const MATCHING = "2027 Investment Banking Summer Analyst";
const OTHER = "Compliance Operations Associate";
let server: TestServer;
let boards: FakeJobBoards;
const browser = browserForFile(() => server);

beforeAll(async () => {
  boards = await startFakeJobBoards();
  // Empty at first: the start-up pass reads it and finds nothing.
  boards.greenhouse.set("northbank", []);
  server = await startServer({
    setup: createAdminBeforeStart(admin),
    env: {
      GREENHOUSE_API_URL: boards.url,
      LEVER_API_URL: boards.url,
      JOB_SOURCES: `greenhouse:northbank=${FIRM}|investment_banking`,
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await boards?.close();
});

test("a new matching role found by an ingestion pass reaches the member by email and in the app", async () => {
  const member = await createUser(server, { firstName: "Grace" });
  const tab = await browser.newTab();
  const { page } = tab;
  await signIn(tab, server, member);
  await openPage(page, "/app/profile", "main");
  await page.getByRole("heading", { name: "Your answers" }).waitFor();
  await field(page, "University or school").fill("University of Leeds");
  await page.getByLabel("Graduate, working or looking").check();
  await page.getByLabel("Summer internship").check();
  await page.getByRole("checkbox", { name: "Investment banking (M&A, ECM, DCM)" }).check();
  await page.getByLabel("London", { exact: true }).check();
  await page.getByLabel("As soon as a matching role opens").check();
  await page.getByRole("button", { name: "Save answers" }).click();
  await expectToast(page, "Your answers are saved");

  const staff = await browser.newTab();
  await signInAdmin(staff, server, admin);
  await openPage(staff.page, "/admin/site-content", "main");
  const sources = staff.page.getByRole("region", { name: "Job Sources", exact: true });
  const row = sources.getByRole("row").filter({ hasText: FIRM });
  // The start-up pass runs on the queue; on a busy machine it can still be pending here, and a pass
  // that read the board after the roles appeared would leave Run now nothing to add.
  for (let attempt = 0; ; attempt++) {
    await row.getByRole("button", { name: `Run now for ${FIRM}` }).waitFor();
    if (await row.getByText("Read", { exact: true }).count()) break;
    if (attempt === 60) throw new Error("The start-up pass never read the board");
    await staff.page.waitForTimeout(500);
    await openPage(staff.page, "/admin/site-content", "main");
  }
  boards.greenhouse.set("northbank", [
    greenhouseJob({ title: MATCHING, location: { name: "London" } }),
    greenhouseJob({ title: OTHER, location: { name: "Edinburgh" } }),
  ]);
  await row.getByRole("button", { name: `Run now for ${FIRM}` }).click();
  await sources.getByText(`${FIRM}: Read the board: 2 added, 0 updated, 0 reopened, 0 closed.`).waitFor();

  const mail = await server.waitForMail(member.email, (m) => m.subject.startsWith("New role"), 30_000);
  expect(mail.subject).toBe(`New role for you: ${MATCHING} at ${FIRM}`);
  expect(mail.text).toContain(`${MATCHING}, ${FIRM}`);
  // Where it is and why it matches, under the role, in both parts of the email.
  const block = mail.text.slice(mail.text.indexOf(`- ${MATCHING}`));
  expect(block).toMatch(/^- .+\r?\n {2}London\b.*\r?\n {2}Why it matches: .*In London/);
  expect(mail.html).toContain("Why it matches:");
  expect(mail.text).not.toContain(OTHER);
  const roleLink = mail.links.find((link) => link.includes("/app/premier-firms/")) ?? "";
  expect(roleLink.startsWith(`${server.url}/app/premier-firms/`)).toBe(true);
  expect(mail.links.some((link) => link.includes("/unsubscribe"))).toBe(true);

  await page.goto(roleLink);
  await page.getByRole("heading", { name: MATCHING, level: 1 }).waitFor();

  // In the app: the alert names the role, and the role has its own link.
  await openPage(page, "/app/notifications", "main");
  await page.getByText("1 new role matches your goals").first().waitFor();
  await page.getByText(`${MATCHING} at ${FIRM}`).first().waitFor();
  await page
    .getByRole("list", { name: "Roles in: 1 new role matches your goals" })
    .getByRole("link", { name: MATCHING })
    .click();
  await page.getByRole("heading", { name: MATCHING, level: 1 }).waitFor();

  // The visible unsubscribe link, opened signed out: it asks first, stops alerts, and Undo restores them.
  const unsubscribeLink = mail.links.find((link) => link.startsWith(`${server.url}/unsubscribe?`)) ?? "";
  const visitor = await browser.newTab();
  await openPage(visitor.page, unsubscribeLink, "main");
  const card = visitor.page.getByTestId("unsubscribe-card");
  await card.getByRole("heading", { name: "Stop job alert emails?" }).waitFor();
  expect(await frequencyShown(tab)).toBe("As soon as a matching role opens");
  await card.getByRole("button", { name: "Unsubscribe" }).click();
  await card.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
  await card.getByText("You will no longer receive job alert emails.").waitFor();
  expect(await frequencyShown(tab)).toBe("No job alerts by email");
  await card.getByRole("button", { name: "Undo" }).click();
  await card.getByRole("heading", { name: "You're subscribed again" }).waitFor();
  await card.getByText("Job alert emails are back on.").waitFor();
  expect(await frequencyShown(tab)).toBe("As soon as a matching role opens");

  // A link that was altered changes nothing and says where the settings are.
  visitor.expectHttpError(400);
  await openPage(visitor.page, unsubscribeLink.replace(/t=[^&]+/, "t=forged-signature-0123456789"), "main");
  await card.getByRole("heading", { name: "This link does not work" }).waitFor();
  expect(await card.getByRole("link", { name: "notification settings" }).getAttribute("href")).toBe(
    "/app/profile",
  );
});

/** The alert frequency the member's profile page shows as chosen. */
async function frequencyShown(tab: { page: import("playwright-core").Page }) {
  await openPage(tab.page, "/app/profile", "main");
  await tab.page.getByRole("heading", { name: "Your answers" }).waitFor();
  const options = [
    "As soon as a matching role opens",
    "A daily summary",
    "A weekly summary",
    "No job alerts by email",
  ];
  for (const option of options) if (await tab.page.getByLabel(option).isChecked()) return option;
  return null;
}

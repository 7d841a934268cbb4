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

  boards.greenhouse.set("northbank", [
    greenhouseJob({ title: MATCHING, location: { name: "London" } }),
    greenhouseJob({ title: OTHER, location: { name: "Edinburgh" } }),
  ]);
  const staff = await browser.newTab();
  await signInAdmin(staff, server, admin);
  await openPage(staff.page, "/admin/site-content", "main");
  const row = staff.page
    .getByRole("region", { name: "Job Sources", exact: true })
    .getByRole("listitem")
    .filter({ hasText: FIRM });
  await row.getByRole("button", { name: `Run now for ${FIRM}` }).click();
  await row.getByText("Read the board: 2 added, 0 updated, 0 reopened, 0 closed.").first().waitFor();

  const mail = await server.waitForMail(member.email, (m) => m.subject.startsWith("New role"), 30_000);
  expect(mail.subject).toBe(`New role for you: ${MATCHING} at ${FIRM}`);
  expect(mail.text).toContain(`${MATCHING}, ${FIRM}`);
  expect(mail.text).not.toContain(OTHER);
  const roleLink = mail.links.find((link) => link.includes("/app/premier-firms/")) ?? "";
  expect(roleLink.startsWith(`${server.url}/app/premier-firms/`)).toBe(true);
  expect(mail.links.some((link) => link.includes("/unsubscribe"))).toBe(true);

  await page.goto(roleLink);
  await page.getByRole("heading", { name: MATCHING, level: 1 }).waitFor();

  await openPage(page, "/app/notifications", "main");
  await page.getByText("1 new role matches your goals").first().waitFor();
  await page.getByText(`${MATCHING} at ${FIRM}`).first().waitFor();
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { GUARANTEE_MIN_APPLICATIONS } from "../../src/shared/constants";
import { browserForFile } from "./support/browser";
import {
  type AdminCredentials,
  adminTabs,
  createAdminBeforeStart,
  createUser,
  expectToast,
  newCredentials,
  openPage,
  signIn,
} from "./support/fixtures";
import type { SeedGuaranteeMember } from "./support/seed-guarantee";
import { runTs, startServer, type TestServer } from "./support/server";

// The job guarantee on the tracker: a paid member whose period ended with the conditions met sees their
// progress and claims the fourth month once; the claim, with the tracker summary, reaches the admins'
// Support Tickets. A free member sees no panel.

const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
const paid = newCredentials({ firstName: "Grace", lastName: "Hopper" });
let server: TestServer;
const browser = browserForFile(() => server);
const adminTab = adminTabs(browser, () => server, admin);

beforeAll(async () => {
  server = await startServer({
    setup: async (env) => {
      await createAdminBeforeStart(admin)(env);
      const seed: SeedGuaranteeMember = {
        email: paid.email,
        password: paid.password,
        firstName: paid.firstName,
        lastName: paid.lastName,
      };
      await runTs("tests/e2e/support/seed-guarantee.ts", [], {
        ...env,
        SEED_GUARANTEE: JSON.stringify(seed),
      });
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

test("a paid member sees guarantee progress, claims the fourth month once, and admins read the evidence", async () => {
  const tab = await browser.newTab();
  await signIn(tab, server, paid);
  const { page } = tab;
  await openPage(page, "/app/tracker", "main");
  const panel = page.getByRole("region", { name: "Guarantee progress" });
  await panel.waitFor();
  await panel
    .getByText(`${GUARANTEE_MIN_APPLICATIONS} of ${GUARANTEE_MIN_APPLICATIONS} applications`)
    .waitFor();
  expect(await panel.getByRole("definition").allTextContents()).toEqual([
    "0",
    `${GUARANTEE_MIN_APPLICATIONS} of ${GUARANTEE_MIN_APPLICATIONS} applications`,
    "Yes",
  ]);

  // Cancelling files nothing; confirming files the claim and the button goes away.
  await panel.getByRole("button", { name: "Claim your fourth month" }).click();
  const dialog = page.getByRole("dialog", { name: "Claim your fourth month" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "hidden" });
  await panel.getByRole("button", { name: "Claim your fourth month" }).click();
  await dialog.getByRole("button", { name: "Yes, send my claim" }).click();
  await expectToast(
    page,
    "Your claim was sent to Support",
    "An admin will reply in your support conversation, under Help.",
  );
  await panel
    .getByRole("status")
    .filter({ hasText: "an admin will reply in your support conversation" })
    .waitFor();
  expect(await panel.getByRole("button", { name: "Claim your fourth month" }).count()).toBe(0);

  // A second claim (a stale tab, a double click) is refused by the server.
  const again = await tab.context.request.post(`${server.url}/api/tracker/guarantee/claim`, {
    headers: { origin: server.url },
  });
  expect(again.status()).toBe(409);

  const adminPage = (await adminTab()).page;
  await adminPage.goto("/admin/support-tickets");
  const row = adminPage.locator("table tbody tr").filter({ hasText: paid.email });
  await row.getByRole("link", { name: "View Details" }).click();
  const log = adminPage.getByRole("log", { name: "Conversation" });
  await log.getByText("Guarantee claim: I would like to claim my fourth month.", { exact: false }).waitFor();
  const messages = log.getByTestId("conversation-message");
  expect(await messages.count()).toBe(1);
  const evidence = (await messages.first().textContent()) ?? "";
  expect(evidence).toContain(`Applications recorded as applied in the period: ${GUARANTEE_MIN_APPLICATIONS}`);
  expect(evidence).toContain("Firm 20 – Graduate Analyst, applied");
});

test("a free member's tracker shows no guarantee panel", async () => {
  const member = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, member);
  const { page } = tab;
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/tracker/guarantee"));
  await openPage(page, "/app/tracker", "main");
  expect(await (await answered).json()).toMatchObject({ eligible: false });
  await page.getByRole("heading", { name: "Application Tracker", level: 1 }).waitFor();
  expect(await page.getByRole("region", { name: "Guarantee progress" }).count()).toBe(0);
});

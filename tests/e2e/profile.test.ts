import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import {
  createUser,
  dismissToasts,
  expectToast,
  field,
  openPage,
  sessionOf,
  signIn,
  uniqueEmail,
  waitForPath,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// /app/profile, as a member uses it.

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function signedIn() {
  const member = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
  const tab = await browser.newTab();
  await signIn(tab, server, member);
  await openPage(tab.page, "/app/profile", "main");
  await tab.page.getByRole("heading", { name: "Your answers" }).waitFor();
  // The app bar's own reads (plan, notifications) can still be arriving; a click aimed at the foot of
  // the page while they land could hit whatever moved under it.
  await tab.page.waitForLoadState("networkidle");
  return { member, tab, page: tab.page };
}

describe("profile", () => {
  test("answers and settings are saved and still there after a reload", async () => {
    const { page } = await signedIn();
    expect(await field(page, "First name").inputValue()).toBe("Grace");
    await page.getByRole("button", { name: "Save answers" }).click();
    await page
      .locator("#onboarding-university-error")
      .getByText("Please enter your university or school.")
      .waitFor();

    await field(page, "University or school").fill("University of Edinburgh");
    await page.getByLabel("Graduate, working or looking").check();
    await page.getByLabel("Graduate programme").check();
    await page.getByRole("checkbox", { name: "Hedge funds" }).check();
    await page.getByLabel("Edinburgh", { exact: true }).check();
    await page.getByLabel("A weekly summary").check();
    await page.getByRole("button", { name: "Save answers" }).click();
    await expectToast(page, "Your answers are saved");
    await dismissToasts(page);

    await page.getByRole("switch", { name: "Name me in sign-up announcements" }).check();
    await expectToast(page, "Settings saved");

    await page.reload();
    await field(page, "University or school").waitFor();
    expect(await field(page, "University or school").inputValue()).toBe("University of Edinburgh");
    expect(await page.getByLabel("A weekly summary").isChecked()).toBe(true);
    expect(await page.getByRole("switch", { name: "Name me in sign-up announcements" }).isChecked()).toBe(
      true,
    );
  });

  test("a new email address is confirmed through the link mailed to it", async () => {
    const { page, tab } = await signedIn();
    const next = uniqueEmail("moved");
    await field(page, "New email address").fill(next);
    await page.getByRole("button", { name: "Change email" }).click();
    await page.getByText(`We sent a link to ${next}. Your email changes when you open it.`).waitFor();
    const mail = await server.waitForMail(next);
    expect(mail.subject).toBe("Confirm your new email address");
    const link = mail.links[0] ?? "";
    await page.goto(link);
    await waitForPath(page, "/app/profile");
    await expectToast(page, "Email address changed");
    expect((await sessionOf(tab, server)).user?.email).toBe(next);
  });

  test("the password changes only with the current one", async () => {
    const { page, member, tab } = await signedIn();
    tab.expectHttpError(400); // the wrong current password
    await field(page, "Current password").fill("not my password");
    await field(page, "New password").fill("a much better one");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("That password is not right. Please try again.").waitFor();
    await field(page, "Current password").fill(member.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expectToast(page, "Password changed");
    const other = await browser.newTab();
    await signIn(other, server, { email: member.email, password: "a much better one" });
  });

  test("download my data saves a JSON file with the member's account", async () => {
    const { page, member } = await signedIn();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^finance-careers-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
    expect(data.account.email).toBe(member.email);
  });

  test("deleting the account asks for the password, then signs out and removes it", async () => {
    const { page, tab, member } = await signedIn();
    tab.expectHttpError(400); // the wrong password
    await page.getByRole("button", { name: "Delete account..." }).click();
    await field(page, "Enter your password to confirm").fill("wrong one");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText("That password is not right. Please try again.").waitFor();
    await field(page, "Enter your password to confirm").fill(member.password);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expectToast(page, "Your account has been deleted");
    await waitForPath(page, "/");
    expect((await sessionOf(tab, server)).user).toBeNull();
    const again = await fetch(`${server.url}/api/account/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(again.status).toBe(401);
  });
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import {
  createUser,
  expectToast,
  field,
  openPage,
  sessionOf,
  signIn,
  uniqueEmail,
  waitForPath,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// §12: the reset behind /forgot-password, finished through a real SMTP server: a
// single-use link, a new password, and every other session of that member ends.

const SENT = "If an account exists for that address, we have sent a link to reset your password.";
const RESET_SUBJECT = "Reset your password";

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

test("a member resets a forgotten password by email; other sessions end; the link works once", async () => {
  const member = await createUser(server);
  const newPassword = `${member.password}-new`;

  // Another device where the member is signed in.
  const elsewhere = await browser.newTab();
  await signIn(elsewhere, server, member);
  await elsewhere.page.goto("/app/job-feed");
  await elsewhere.page.getByTestId("account-email").waitFor();

  // From the login page, through the 'Forgot password' link.
  const tab = await browser.newTab();
  const { page } = tab;
  await openPage(page, "/login", "form");
  await page.getByRole("link", { name: "Forgot password" }).click();
  await waitForPath(page, "/forgot-password");
  // The address bar changes before the new screen is drawn, and the login form has an Email field too.
  await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
  await field(page, "Email").fill(member.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  const status = page.getByRole("status");
  await status.waitFor();
  expect(await status.textContent()).toContain(SENT);
  await page.getByRole("heading", { name: "Check your email" }).waitFor();

  const mail = await server.waitForMail(member.email, (m) => m.subject === RESET_SUBJECT);
  const link = mail.links.find((l) => l.startsWith(`${server.url}/reset-password?token=`));
  expect(link, `reset link in:\n${mail.text}`).toBeDefined();
  expect(mail.html).toContain("reset-password?token=");

  // The link, as the member's mail client would open it.
  await openPage(page, link as string, "form");
  await field(page, "New password").fill(newPassword);
  await field(page, "Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expectToast(page, "Password changed");
  await waitForPath(page, "/login");

  // The old password no longer works; the new one does.
  tab.expectHttpError(401);
  await page.locator("form").waitFor();
  await field(page, "Email").fill(member.email);
  await field(page, "Password").fill(member.password);
  await page.getByRole("button", { name: "Access Your Dashboard" }).click();
  await expectToast(page, "Login Failed", "Invalid email or password");
  expect((await sessionOf(tab, server)).user).toBeNull();

  await field(page, "Password").fill(newPassword);
  await page.getByRole("button", { name: "Access Your Dashboard" }).click();
  await expectToast(page, "Welcome back!");
  await waitForPath(page, "/app/job-feed");

  // The session that existed before the reset is over.
  expect((await sessionOf(elsewhere, server)).user).toBeNull();
  await elsewhere.page.goto("/app/job-feed");
  await waitForPath(elsewhere.page, "/login", "?redirect=%2Fapp%2Fjob-feed");

  // The link is single-use.
  const again = await browser.newTab();
  again.expectHttpError(400);
  await openPage(again.page, link as string, "form");
  await field(again.page, "New password").fill(`${newPassword}-2`);
  await field(again.page, "Confirm new password").fill(`${newPassword}-2`);
  await again.page.getByRole("button", { name: "Save New Password" }).click();
  const alert = again.page.getByRole("alert").filter({ hasText: "Request a new link" });
  await alert.waitFor();
  expect(await alert.textContent()).toContain("This reset link is invalid, already used or expired.");
  expect(new URL(again.page.url()).pathname).toBe("/reset-password");
});

test("the forgot-password page answers the same for an address without an account", async () => {
  const { page } = await browser.newTab();
  await openPage(page, "/forgot-password", "form");
  await field(page, "Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  const status = page.getByRole("status");
  await status.waitFor();
  expect(await status.textContent()).toContain(SENT);
});

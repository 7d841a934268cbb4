import { afterAll, beforeAll, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import { expectToast, field, newCredentials, openPage, sessionOf, waitForPath } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// REQUIRE_EMAIL_VERIFICATION=true: sign-up follows spec 000 §4.4 step 3 ('Confirmation
// Email Sent', then /login?message=check_email); the account works once the emailed link is opened.

const CONFIRM_SUBJECT = "Confirm your email address";
const CHECK_EMAIL = "Please check your email and click the confirmation link to activate your account";

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer({ env: { REQUIRE_EMAIL_VERIFICATION: "true" } });
});
afterAll(async () => {
  await server?.stop();
});

test("sign-up asks for confirmation; the emailed link confirms and signs the member in", async () => {
  const tab = await browser.newTab();
  const { page } = tab;
  const member = newCredentials({ firstName: "Priya", lastName: "Shah" });

  await openPage(page, "/signup", "form");
  await field(page, "First name").fill(member.firstName);
  await field(page, "Last name").fill(member.lastName);
  await field(page, "Email").fill(member.email);
  await field(page, "Password").fill(member.password);
  await page.getByRole("button", { name: "Create Your Account" }).click();

  await expectToast(
    page,
    "Confirmation Email Sent",
    "Please check your email and click the confirmation link to activate your account.",
  );
  await waitForPath(page, "/login", "?message=check_email");
  const notice = page.getByRole("status").filter({ hasText: CHECK_EMAIL });
  await notice.waitFor();
  expect((await sessionOf(tab, server)).user).toBeNull();

  const first = await server.waitForMail(member.email, (m) => m.subject === CONFIRM_SUBJECT);

  // Signing in before confirming is refused, with a way to get a new link.
  tab.expectHttpError(403);
  await field(page, "Email").fill(member.email);
  await field(page, "Password").fill(member.password);
  await page.getByRole("button", { name: "Access Your Dashboard" }).click();
  await expectToast(page, "Login Failed");
  const resend = page.getByRole("button", { name: "Send a new confirmation email" });
  await resend.waitFor();
  await resend.click();
  await expectToast(page, "Confirmation email");
  const second = await server.waitForMail(member.email, (m) => m.subject === CONFIRM_SUBJECT && m !== first);
  expect((await sessionOf(tab, server)).user).toBeNull();

  // The member opens the newest link from their mail client.
  const link = second.links.find((l) => l.startsWith(`${server.url}/api/auth/verify-email?`));
  expect(link, `confirmation link in:\n${second.text}`).toBeDefined();
  await page.goto(link as string);
  await waitForPath(page, "/onboard/welcome");
  await expectToast(page, "Email confirmed", "Thank you: your email address is confirmed.");
  await page.getByRole("link", { name: "Skip to the app" }).click();
  await waitForPath(page, "/app/job-feed");
  await page.getByTestId("account-email").waitFor();
  expect(await page.getByTestId("account-name").textContent()).toBe("Priya Shah");
  expect(await page.getByTestId("account-email").textContent()).toBe(member.email);

  // From now on the password works too.
  await page.getByRole("button", { name: "Exit App (Logout)" }).click();
  await waitForPath(page, "/");
  await openPage(page, "/login", "form");
  await field(page, "Email").fill(member.email);
  await field(page, "Password").fill(member.password);
  await page.getByRole("button", { name: "Access Your Dashboard" }).click();
  await expectToast(page, "Welcome back!");
  await waitForPath(page, "/app/job-feed");
});

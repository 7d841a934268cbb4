import { afterAll, beforeAll, expect, test } from "vitest";
import { SIGN_IN_LINK_MESSAGES } from "../../src/shared/schemas/auth";
import { browserForFile } from "./support/browser";
import { createUser, expectToast, field, openPage, sessionOf, waitForPath } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// A classmate on the same network guesses a member's password ten times; the member's right password
// is then refused from there too. The sign-in screen says so and offers a one-time link by email, which
// gets the member in, once.

const CONFIRM_SUBJECT = "Confirm your email address";
const LINK_SUBJECT = "Your sign-in link";

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

test("a member locked out by a classmate's guesses gets in with an emailed link, which works once", async () => {
  const member = await createUser(server);
  const confirmation = await server.waitForMail(member.email, (m) => m.subject === CONFIRM_SUBJECT);
  const confirm = confirmation.links.find((l) => l.startsWith(`${server.url}/api/auth/verify-email?`));
  expect((await fetch(confirm as string, { redirect: "manual" })).status).toBe(302);

  const tab = await browser.newTab();
  const { page } = tab;
  // The classmate, from the same address as the member's browser.
  for (let i = 0; i < 10; i++) {
    const guess = await fetch(`${server.url}/api/account/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": tab.ip },
      body: JSON.stringify({ email: member.email, password: `guess number ${i}` }),
    });
    expect(guess.status).toBe(401);
  }

  // The member's right password is refused from here; the screen says why and what to do.
  tab.expectHttpError(429);
  await openPage(page, "/login", "form");
  await field(page, "Email").fill(member.email);
  await field(page, "Password").fill(member.password);
  await page.getByRole("button", { name: "Access Your Dashboard" }).click();
  await expectToast(page, "Login Failed");
  const offer = page.getByRole("region", {
    name: "Password sign-in is paused for this account on your network",
  });
  await offer.waitFor();
  expect(await offer.textContent()).toContain(`Too many wrong passwords were entered for ${member.email}`);
  expect(await offer.textContent()).toMatch(/Please try again in \d+ minutes?\./);

  await offer.getByRole("button", { name: "Email me a sign-in link" }).click();
  const sent = page.getByRole("status").filter({ hasText: "Check your email" });
  await sent.waitFor();
  expect(await sent.textContent()).toContain(SIGN_IN_LINK_MESSAGES.sent);
  expect((await sessionOf(tab, server)).user).toBeNull();

  const mail = await server.waitForMail(member.email, (m) => m.subject === LINK_SUBJECT);
  const link = mail.links.find((l) => l.startsWith(`${server.url}/login?link=`));
  expect(link, `sign-in link in:\n${mail.text}`).toBeDefined();

  // The member opens it from their mail client and presses the button.
  await page.goto(link as string);
  await page.getByRole("heading", { name: "Sign in with your email link" }).waitFor();
  await page.getByRole("button", { name: "Sign In to Your Dashboard" }).click();
  await expectToast(page, "Welcome back!");
  await waitForPath(page, "/app/job-feed");
  await page.getByTestId("account-email").waitFor();
  expect(await page.getByTestId("account-email").textContent()).toBe(member.email);
  expect((await sessionOf(tab, server)).user?.email).toBe(member.email);

  // The link works once.
  const again = await browser.newTab();
  again.expectHttpError(400);
  await again.page.goto(link as string);
  await again.page.getByRole("button", { name: "Sign In to Your Dashboard" }).click();
  const alert = again.page.getByRole("alert").filter({ hasText: SIGN_IN_LINK_MESSAGES.invalid });
  await alert.waitFor();
  await again.page.getByRole("link", { name: "Back to log in" }).waitFor();
  expect((await sessionOf(again, server)).user).toBeNull();
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import {
  createUser,
  expectToast,
  field,
  holdRequests,
  newCredentials,
  openPage,
  sessionOf,
  signIn,
  toast,
  waitForPath,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// §12: sign-up, wrong password, sign-in, the guard's redirect and return, logout.
// Strings are spec 000 §2.3-2.4, §4.3-4.4 and §8, verbatim.

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("sign-up", () => {
  test("a visitor signs up through the form, lands on onboarding and sees their account in the app", async () => {
    const { page } = await browser.newTab();
    const member = newCredentials({ firstName: "Mary Ann", lastName: "Smith" });
    await openPage(page, "/signup", "form");

    // Every input has a visible label.
    for (const label of ["First name", "Last name", "Email", "Password", "Referral code"]) {
      await field(page, label).waitFor();
    }
    // Nothing swallows the space key (docs/product.md); type it as a person would.
    await field(page, "First name").pressSequentially(member.firstName);
    expect(await field(page, "First name").inputValue()).toBe("Mary Ann");
    await field(page, "Last name").fill(member.lastName);
    await field(page, "Email").fill(member.email);
    await field(page, "Password").fill(member.password);

    // Show/hide password.
    expect(await field(page, "Password").getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await field(page, "Password").getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await field(page, "Password").getAttribute("type")).toBe("password");

    // Busy text and disabled inputs while the request is in flight (§2.4).
    const held = await holdRequests(page, "/api/account/sign-up");
    await page.getByRole("button", { name: "Create Your Account" }).click();
    await page.getByRole("button", { name: "Creating Your Account..." }).waitFor();
    for (const label of ["First name", "Last name", "Email", "Password", "Referral code"]) {
      expect(await field(page, label).isDisabled(), `${label} disabled while submitting`).toBe(true);
    }
    held.release();

    await expectToast(page, "Welcome to the product!", "Check your email to confirm your account.");
    await waitForPath(page, "/onboard/welcome");

    await page.getByRole("link", { name: "Skip to the app" }).click();
    await waitForPath(page, "/app/job-feed");
    await page.getByTestId("account-name").waitFor();
    expect(await page.getByTestId("account-name").textContent()).toBe("Mary Ann Smith");
    expect(await page.getByTestId("account-email").textContent()).toBe(member.email);
    expect(await page.getByTestId("account-plan").textContent()).toBe("Free");
  });

  test("an unknown referral code still creates the account and says so", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    const member = newCredentials();
    await openPage(page, "/signup", "form");
    await field(page, "First name").fill(member.firstName);
    await field(page, "Last name").fill(member.lastName);
    await field(page, "Email").fill(member.email);
    await field(page, "Password").fill(member.password);
    await field(page, "Referral code").fill("NOSUCHCODE1");
    await page.getByRole("button", { name: "Create Your Account" }).click();

    await expectToast(
      page,
      "Invalid Referral Code",
      "The referral code was not found. Your account was created without it.",
    );
    await expectToast(page, "Welcome to the product!");
    await waitForPath(page, "/onboard/welcome");
    // spec 000 §8: the member sees it; it is the toast in front, not hidden behind the welcome.
    const referral = toast(page, "Invalid Referral Code");
    expect(await referral.getAttribute("data-visible")).toBe("true");
    expect(await referral.getAttribute("data-front")).toBe("true");
    expect((await sessionOf(tab, server)).user?.email).toBe(member.email);
  });
});

describe("sign-in", () => {
  test("a wrong password shows 'Login Failed' with the server's message and signs nobody in", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    tab.expectHttpError(401);
    const member = await createUser(server);
    await openPage(page, "/login", "form");
    await field(page, "Email").fill(member.email);
    await field(page, "Password").fill(`${member.password}-wrong`);
    await page.getByRole("button", { name: "Access Your Dashboard" }).click();

    await expectToast(page, "Login Failed", "Invalid email or password");
    expect(new URL(page.url()).pathname).toBe("/login");
    // The form is usable again.
    expect(await page.getByRole("button", { name: "Access Your Dashboard" }).isEnabled()).toBe(true);
    expect(await field(page, "Email").isEnabled()).toBe(true);
    expect((await sessionOf(tab, server)).user).toBeNull();
  });

  test("a member signs in: busy state, 'Welcome back!', then the job feed", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    const member = await createUser(server, { firstName: "Jo", lastName: "Bloggs" });
    await openPage(page, "/login", "form");
    await page.getByRole("link", { name: "Forgot password" }).waitFor();
    await field(page, "Email").fill(member.email);
    await field(page, "Password").fill(member.password);
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await field(page, "Password").getAttribute("type")).toBe("text");
    expect(await field(page, "Password").inputValue()).toBe(member.password);

    const held = await holdRequests(page, "/api/account/sign-in");
    await page.getByRole("button", { name: "Access Your Dashboard" }).click();
    await page.getByRole("button", { name: "Signing You In..." }).waitFor();
    expect(await field(page, "Email").isDisabled()).toBe(true);
    expect(await field(page, "Password").isDisabled()).toBe(true);
    held.release();

    await expectToast(page, "Welcome back!", "Redirecting to your dashboard...");
    await waitForPath(page, "/app/job-feed");
    await page.getByTestId("account-email").waitFor();
    expect(await page.getByTestId("account-name").textContent()).toBe("Jo Bloggs");
    expect(await page.getByTestId("account-email").textContent()).toBe(member.email);
    expect(await page.getByTestId("account-plan").textContent()).toBe("Free");
    expect((await sessionOf(tab, server)).user?.email).toBe(member.email);
  });

  test("an app page opened signed out goes to /login and returns there after signing in", async () => {
    const { page } = await browser.newTab();
    const member = await createUser(server);
    await page.goto("/app/tracker");
    await waitForPath(page, "/login", "?redirect=%2Fapp%2Ftracker");
    // The redirect was rendered by React, so the form is live already.
    await page.locator("form").waitFor();

    await field(page, "Email").fill(member.email);
    await field(page, "Password").fill(member.password);
    await page.getByRole("button", { name: "Access Your Dashboard" }).click();
    await expectToast(page, "Welcome back!");
    await waitForPath(page, "/app/tracker", "");
    await page.getByRole("button", { name: "Exit App (Logout)" }).waitFor();
  });

  test("a redirect to another site is ignored after signing in", async () => {
    const { page } = await browser.newTab();
    const member = await createUser(server);
    await openPage(page, "/login?redirect=%2F%2Fevil.example%2Fx", "form");
    await field(page, "Email").fill(member.email);
    await field(page, "Password").fill(member.password);
    await page.getByRole("button", { name: "Access Your Dashboard" }).click();
    await waitForPath(page, "/app/job-feed");
    expect(new URL(page.url()).origin).toBe(server.url);
  });
});

describe("logout", () => {
  test("'Exit App (Logout)' ends the session on the server and goes home", async () => {
    const tab = await browser.newTab();
    const { page, context } = tab;
    const member = await createUser(server);
    await signIn(tab, server, member);
    const cookiesBefore = await context.cookies();
    expect(cookiesBefore.length).toBeGreaterThan(0);

    await page.goto("/app/job-feed");
    await page.getByTestId("account-email").waitFor();
    await page.getByRole("button", { name: "Exit App (Logout)" }).click();
    await waitForPath(page, "/");
    // The public navigation is back to the visitor's variant.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" }).waitFor();
    expect(await page.getByRole("link", { name: "Go to App" }).count()).toBe(0);

    expect((await sessionOf(tab, server)).user).toBeNull();
    await page.goto("/app/job-feed");
    await waitForPath(page, "/login", "?redirect=%2Fapp%2Fjob-feed");

    // The old cookie is dead on the server too, not just forgotten by this browser.
    const replay = await browser.newTab();
    await replay.context.addCookies(cookiesBefore);
    expect((await sessionOf(replay, server)).user).toBeNull();
  });
});

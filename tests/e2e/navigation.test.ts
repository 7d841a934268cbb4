import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile } from "./support/browser";
import {
  type AdminCredentials,
  adminTotpCode,
  createAdminBeforeStart,
  createUser,
  field,
  holdRequests,
  newCredentials,
  openPage,
  sessionOf,
  signIn,
  waitForPath,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// The not-found page, the route aliases, the navigation bar's variants (spec 000 §2.2),
// and the admin guard and login (001 §2, §5).

const ADMIN_LOGIN_FAILED = "Invalid admin credentials. Please try again.";
const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Admin" });

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  // The admin is made the only supported way, `npm run admin:create`, before the app takes the PGlite lock.
  server = await startServer({ setup: createAdminBeforeStart(admin) });
});
afterAll(async () => {
  await server?.stop();
});

describe("not found", () => {
  test.each(["/no-such-page", "/app/no-such-screen", "/blog/a/b/c"])(
    "%s shows the not-found page with 'Return to Home'",
    async (path) => {
      const tab = await browser.newTab();
      const { page } = tab;
      // A page that does not exist answers 404; the signed-in area routes in the browser (200).
      const signedInArea = path.startsWith("/app/");
      if (!signedInArea) tab.expectHttpError(404);
      const response = await page.goto(path);
      expect(response?.status()).toBe(signedInArea ? 200 : 404);
      const home = page.getByRole("link", { name: "Return to Home" });
      await home.waitFor();
      // With the site's navigation and footer around it.
      await page.getByRole("navigation", { name: "Main" }).waitFor();
      await page.getByRole("contentinfo").waitFor();
      expect(await home.getAttribute("href")).toBe("/");
      await home.click();
      await waitForPath(page, "/");
      await page.getByRole("navigation", { name: "Main" }).waitFor();
    },
  );
});

describe("route aliases for a member", () => {
  test("/app, /app/account and /app/onboard/* lead to their screens", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    await signIn(tab, server, await createUser(server));

    await page.goto("/app");
    await waitForPath(page, "/app/job-feed");
    await page.getByRole("button", { name: "Exit App (Logout)" }).waitFor();

    await page.goto("/app/account");
    await waitForPath(page, "/app/profile");
    await page.getByRole("button", { name: "Exit App (Logout)" }).waitFor();

    await page.goto("/app/onboard/welcome");
    await waitForPath(page, "/onboard/welcome");
    await page.getByRole("link", { name: "Skip to the app" }).waitFor();
  });
});

describe("navigation bar", () => {
  test("a visitor sees 'Log In' and 'Get Early Access' on public pages", async () => {
    const { page } = await browser.newTab();
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const login = nav.getByRole("link", { name: "Log In" });
    const early = nav.getByRole("link", { name: "Get Early Access" });
    await login.waitFor();
    expect(await login.getAttribute("href")).toBe("/login");
    expect(await early.getAttribute("href")).toBe("/signup");
    for (const name of ["Home", "Our App", "Pricing", "Blog", "FAQ", "Contact"]) {
      expect(await nav.getByRole("link", { name, exact: true }).count(), name).toBe(1);
    }
    expect(await nav.getByRole("link", { name: "Pricing", exact: true }).getAttribute("href")).toBe(
      "/pricing",
    );
    // The landing page links to the plans too.
    const compare = page.getByRole("main").getByRole("link", { name: "Compare plans" });
    expect(await compare.getAttribute("href")).toBe("/pricing");
    expect(await nav.getByRole("link", { name: "Go to App" }).count()).toBe(0);

    await login.click();
    await waitForPath(page, "/login");
  });

  test("a signed-in member sees 'Go to App' on public pages, and the app bar with their account", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    const member = await createUser(server, { firstName: "Sam", lastName: "Carter" });
    await signIn(tab, server, member);

    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toApp = nav.getByRole("link", { name: "Go to App" });
    await toApp.waitFor();
    expect(await toApp.getAttribute("href")).toBe("/app/job-feed");
    expect(await nav.getByRole("link", { name: "Log In" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Get Early Access" }).count()).toBe(0);

    await toApp.click();
    await waitForPath(page, "/app/job-feed");
    await page.getByTestId("account-name").waitFor();
    expect(await page.getByTestId("account-name").textContent()).toBe("Sam Carter");
    expect(await page.getByTestId("account-email").textContent()).toBe(member.email);
    expect(await page.getByTestId("account-plan").textContent()).toBe("Free");
    // The bell's code loads with the app bar (public pages never download it), so wait for it.
    await nav.getByRole("button", { name: "Open notifications" }).waitFor();
    expect(await nav.getByRole("button", { name: "Open notifications" }).count()).toBe(1);
    // Not an admin: no way into the admin area from here.
    expect(await nav.getByRole("link", { name: "Admin Panel" }).count()).toBe(0);
  });
});

describe("admin area", () => {
  test("/admin goes to the admin login, and admin pages send visitors there remembering the page", async () => {
    const { page } = await browser.newTab();
    await page.goto("/admin");
    await waitForPath(page, "/admin/login", "");
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();

    await page.goto("/admin/dashboard");
    await waitForPath(page, "/admin/login", "?redirect=%2Fadmin%2Fdashboard");
    await page.getByRole("heading", { name: "Admin Login" }).waitFor();
  });

  test("a member who is not an admin is refused by the guard and by the admin login", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    tab.expectHttpError(401);
    const member = await createUser(server);

    await openPage(page, "/admin/login", "form");
    await field(page, "Email").fill(member.email);
    await field(page, "Password").fill(member.password);
    await page.getByRole("button", { name: "Login" }).click();
    const alert = page.getByRole("alert").filter({ hasText: ADMIN_LOGIN_FAILED });
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(ADMIN_LOGIN_FAILED);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    // The refused attempt leaves no session behind.
    expect((await sessionOf(tab, server)).user).toBeNull();

    // Signed in as a member, the admin pages still send them to the admin login.
    await signIn(tab, server, member);
    await page.goto("/admin/users");
    await waitForPath(page, "/admin/login", "?redirect=%2Fadmin%2Fusers");
  });

  test("an admin signs in at /admin/login with password and code, and moves between the app and the admin area", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    tab.expectHttpError(401);
    await openPage(page, "/admin/login?redirect=%2Fadmin%2Fusers", "form");
    await field(page, "Email").fill(admin.email);
    await field(page, "Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();

    // The code step; no session until the code is accepted.
    const code = field(page, "Authentication code");
    await code.waitFor();
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await code.getAttribute("inputmode")).toBe("numeric");
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    expect((await sessionOf(tab, server)).user).toBeNull();

    const right = await adminTotpCode(admin);
    await code.fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Login" }).click();
    const alert = page.getByRole("alert").filter({ hasText: ADMIN_LOGIN_FAILED });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");

    const held = await holdRequests(page, "/api/account/admin-verify-totp");
    await code.fill(right);
    await page.getByRole("button", { name: "Login" }).click();
    const busy = page.getByRole("button", { name: "Logging in..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    held.release();
    await waitForPath(page, "/admin/users", "");
    await page.getByRole("heading", { name: "User Management", exact: true }).first().waitFor();
    expect((await sessionOf(tab, server)).is_admin).toBe(true);

    await page.getByRole("link", { name: "Back to App" }).click();
    await waitForPath(page, "/app/job-feed");
    const adminPanel = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Admin Panel" });
    await adminPanel.waitFor();
    await adminPanel.click();
    await waitForPath(page, "/admin/dashboard");
    await page.getByRole("heading", { name: "Dashboard", exact: true }).first().waitFor();
  });
});

describe("sign-in pages for someone already signed in", () => {
  test("/login and /signup send a signed-in member on to the app", async () => {
    const tab = await browser.newTab();
    const { page } = tab;
    await signIn(tab, server, await createUser(server));
    for (const path of ["/login", "/signup"]) {
      await page.goto(path);
      await waitForPath(page, "/app/job-feed");
    }
    // A redirect the login page was given is followed.
    await page.goto("/login?redirect=%2Fapp%2Fnotifications");
    await waitForPath(page, "/app/notifications");
  });
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { APP_SCREENS, type AppScreen } from "../../src/web/lib/app-screens";
import { browserForFile, type Tab } from "./support/browser";
import {
  type AdminCredentials,
  type Credentials,
  createAdminBeforeStart,
  createUser,
  field,
  newCredentials,
  openPage,
  signIn,
  signInAdmin,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// On a 375 px phone no app or admin page is wider than the screen, and the app's sections, the account
// and Exit App are in a menu that opens from the app bar and works from the keyboard.

const PHONE = { width: 375, height: 800 };
const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
let server: TestServer;
let member: Credentials;

const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer({ setup: createAdminBeforeStart(admin) });
  member = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
});
afterAll(async () => {
  await server?.stop();
});

async function onPhone(tab: Tab): Promise<Page> {
  await tab.page.setViewportSize(PHONE);
  return tab.page;
}

/** The page's width once it has drawn: what scrolls sideways, if anything. */
async function widthOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.locator("h1").first().waitFor();
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => document.documentElement.scrollWidth);
}

const appPaths = (APP_SCREENS as readonly AppScreen[])
  .filter((screen) => !screen.path.includes(":"))
  .map((screen) => `/app/${screen.path}`);

describe("on a 375 px phone", () => {
  test("no app page is wider than the screen", async () => {
    const tab = await browser.newTab();
    await signIn(tab, server, member);
    const page = await onPhone(tab);
    const widths: Record<string, number> = {};
    for (const path of appPaths) widths[path] = await widthOf(page, path);
    expect(widths).toEqual(Object.fromEntries(appPaths.map((path) => [path, PHONE.width])));
  });

  test("no admin page is wider than the screen", async () => {
    // A conversation with a long email address and a long unbroken message, as members do write.
    const writer = await createUser(server, {
      email: `a.very.long.address.for.testing.wrapping.${Date.now()}@some-university-department.example.ac.uk`,
    });
    const writerTab = await browser.newTab();
    await signIn(writerTab, server, writer);
    const sent = await writerTab.context.request.post(`${server.url}/api/support/messages`, {
      headers: { origin: server.url },
      data: { content: `https://example.com/${"x".repeat(300)}`, is_critical: true },
    });
    expect(sent.status()).toBe(201);
    const writerId = (
      (await (await writerTab.context.request.get(`${server.url}/api/account/session`)).json()) as {
        user: { id: string };
      }
    ).user.id;
    const tab = await browser.newTab();
    await signInAdmin(tab, server, admin);
    const page = await onPhone(tab);
    const paths = [
      "/admin/dashboard",
      "/admin/users",
      "/admin/bulk-licenses",
      "/admin/broadcast",
      "/admin/support-tickets",
      "/admin/referrals",
      "/admin/site-content",
      "/admin/audit-log",
      `/admin/support-tickets/${writerId}`,
    ];
    const widths: Record<string, number> = {};
    for (const path of paths) widths[path] = await widthOf(page, path);
    expect(widths).toEqual(Object.fromEntries(paths.map((path) => [path, PHONE.width])));
  });

  test("the app menu holds every section, the account and Exit App, and works from the keyboard", async () => {
    const tab = await browser.newTab();
    await signIn(tab, server, member);
    const page = await onPhone(tab);
    await page.goto("/app/job-feed");
    const menuButton = page.getByRole("button", { name: "Open the app menu" });
    await menuButton.waitFor();
    // The bar itself fits: the brand stays on one line and nothing is cut off.
    const brand = page.getByRole("link", { name: "Finance Careers", exact: true }).first();
    expect((await brand.boundingBox())?.height).toBeLessThanOrEqual(40);

    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "App menu" });
    await menu.waitFor();
    const sections = menu.getByRole("navigation", { name: "App sections" }).getByRole("link");
    expect(await sections.count()).toBe(12);
    await menu.getByText(member.email).waitFor();
    await menu.getByRole("button", { name: "Exit App (Logout)" }).waitFor();
    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await menuButton.evaluate(
      (element) =>
        new Promise<void>((resolve, reject) => {
          const started = Date.now();
          const check = () => {
            if (element === document.activeElement) resolve();
            else if (Date.now() - started > 5_000)
              reject(new Error("focus did not return to the menu button"));
            else requestAnimationFrame(check);
          };
          check();
        }),
    );

    // A section opens from the menu, and the menu closes behind it.
    await menuButton.click();
    await menu.getByRole("link", { name: /^Notifications/ }).click();
    await page.waitForURL("**/app/notifications");
    await menu.waitFor({ state: "hidden" });

    // Exit App from the menu signs out.
    await menuButton.click();
    await menu.getByRole("button", { name: "Exit App (Logout)" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("a toast covers no part of the app bar, on a phone or a wide screen", async () => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      const tab = await browser.newTab();
      await tab.page.setViewportSize(viewport);
      const { page } = tab;
      await openPage(page, "/login", "form");
      await field(page, "Email").fill(member.email);
      await field(page, "Password").fill(member.password);
      await page.getByRole("button", { name: "Access Your Dashboard" }).click();
      // Measured the moment the toast is on screen (it leaves by itself after a few seconds).
      const handle = await page.waitForFunction(() => {
        const shown = [...document.querySelectorAll("[data-sonner-toast]")].find((el) =>
          el.textContent?.includes("Welcome back!"),
        );
        const header = document.querySelector("header");
        if (!shown || !header || shown.getAttribute("data-mounted") !== "true") return null;
        const t = shown.getBoundingClientRect();
        const h = header.getBoundingClientRect();
        return { toastTop: t.top, toastBottom: t.bottom, barTop: h.top, barBottom: h.bottom };
      });
      const rects = await handle.jsonValue();
      if (!rects) throw new Error("no toast was measured");
      const { toastTop, toastBottom, barTop, barBottom } = rects;
      const overlaps = toastTop < barBottom && toastBottom > barTop;
      expect(overlaps, `toast at y=${toastTop} on a ${viewport.width} px screen`).toBe(false);
    }
  });
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { APP_SCREENS, type AppScreen } from "../../src/web/lib/app-screens";
import { browserForFile, type Tab } from "./support/browser";
import { type BusyMemberIds, busyMemberSeed, fillBusyMember } from "./support/busy-member";
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
import { runTs, startServer, type TestServer } from "./support/server";

// On a phone (360 to 414 px) no app or admin page is wider than the screen, empty or full of a busy
// member's data, and the app's sections, the account and Exit App are in a menu that opens from the app
// bar and works from the keyboard.

const PHONE = { width: 375, height: 800 };
const PHONE_WIDTHS = [360, 375, 414];
const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
const busy: Credentials = newCredentials({ firstName: "Anastasia", lastName: "Papadopoulou-Whitfield" });
let server: TestServer;
let member: Credentials;
let busyIds: BusyMemberIds;

const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer({
    setup: async (env) => {
      await createAdminBeforeStart(admin)(env);
      await runTs("tests/e2e/support/seed-jobs.ts", [], env);
      await runTs("tests/e2e/support/seed-notifications.ts", [], {
        ...env,
        SEED_NOTIFICATIONS: JSON.stringify([busyMemberSeed(busy)]),
      });
    },
  });
  member = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
  const tab = await browser.newTab();
  await signIn(tab, server, busy);
  busyIds = await fillBusyMember(tab.context.request, server, busy);
  await tab.context.close();
}, 240_000);
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

/** Every route under /app (src/web/routes.ts: the index, account and the screens' table), ids filled in. */
function everyAppPath(ids: BusyMemberIds): string[] {
  const params: Record<string, string> = {
    jobId: ids.jobId,
    applicationId: ids.applicationId,
    attemptId: "",
    sessionId: ids.interviewId,
  };
  const screens = (APP_SCREENS as readonly AppScreen[]).map((screen) =>
    screen.path.replace(/:(\w+)/g, (_, name: string) => {
      // Two screens take an attempt: the personality result and the aptitude test.
      if (name === "attemptId")
        return screen.path.startsWith("assessment-prep/personality")
          ? ids.personalityAttemptId
          : ids.aptitudeAttemptId;
      const value = params[name];
      if (!value) throw new Error(`No id for :${name} in /app/${screen.path}: add one to the busy member`);
      return value;
    }),
  );
  return ["/app", "/app/account", ...screens.map((path) => `/app/${path}`)];
}

/**
 * What sticks out past the right edge of the screen: the outermost elements that reach past it and that
 * no scrolling or clipping box holds, as "tag.class…" with their right edge, for the failure message.
 * A positioned element escapes the boxes between it and the element it is positioned against (the
 * screen-reader text of a link in a scrolling table is the usual case).
 */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const clipped = (element: HTMLElement) => {
      const position = getComputedStyle(element).position;
      if (position === "fixed") return false;
      const anchor = position === "absolute" ? element.offsetParent : null;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (anchor && up !== anchor && !up.contains(anchor)) continue;
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const right = element.getBoundingClientRect().right;
      if (right <= limit + 0.5 || clipped(element)) continue;
      // Only the outermost: a child of a reported element adds nothing.
      if (element.parentElement?.closest("[data-overflow-seen]")) continue;
      element.setAttribute("data-overflow-seen", "");
      const classes = (element.getAttribute("class") ?? "").split(/\s+/).slice(0, 4).join(".");
      const text = (element.textContent ?? "").trim().slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""} (right ${Math.round(right)} px) "${text}"`,
      );
      if (found.length >= 5) break;
    }
    for (const element of document.querySelectorAll("[data-overflow-seen]"))
      element.removeAttribute("data-overflow-seen");
    return found;
  });
}

/** Waits until a resize has been laid out and drawn (charts measure their box on the next frame). */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

describe("on a 375 px phone", () => {
  test("no app page is wider than the screen", async () => {
    const tab = await browser.newTab();
    await signIn(tab, server, member);
    const page = await onPhone(tab);
    const widths: Record<string, number> = {};
    for (const path of appPaths) widths[path] = await widthOf(page, path);
    expect(widths).toEqual(Object.fromEntries(appPaths.map((path) => [path, PHONE.width])));
  });

  test("with a busy member's data, no app page is wider than a 360, 375 or 414 px screen", async () => {
    const tab = await browser.newTab();
    await signIn(tab, server, busy);
    const { page } = tab;
    const paths = everyAppPath(busyIds);
    const wider: Record<string, string[]> = {};
    for (const path of paths) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0] ?? 360, height: 800 });
      await widthOf(page, path);
      // Loading spinners must be gone: the data is what is being measured.
      await page.waitForFunction(() => !document.querySelector("main .animate-spin"), undefined, {
        timeout: 20_000,
      });
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settled(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) {
          wider[`${path} at ${width} px`] = [`${scrollWidth} px wide`, ...(await overflowingElements(page))];
        }
      }
    }
    expect(wider).toEqual({});
    // Some 26 pages at three widths, on a machine whose two cores the server shares.
  }, 240_000);

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

import { randomBytes } from "node:crypto";
import type { Cookie, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { freshTotpCode } from "../../support/totp";
import type { Tab } from "./browser";
import { runTs, type TestServer } from "./server";

// Plain data and small steps shared by the specs (STYLE: "tests/e2e/ fixtures (login, createUser)").

export type Credentials = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** As the app shows it: "First Last". */
  name: string;
};

let userCounter = 0;

export function uniqueEmail(prefix = "member"): string {
  userCounter += 1;
  return `${prefix}-${process.pid}-${userCounter}-${randomBytes(3).toString("hex")}@example.com`;
}

export function newCredentials(overrides: Partial<Omit<Credentials, "name">> = {}): Credentials {
  const firstName = overrides.firstName ?? "Alex";
  const lastName = overrides.lastName ?? "Morgan";
  return {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? `Pw-${randomBytes(6).toString("hex")}`,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
  };
}

let apiIpCounter = 0;
/** Calls made outside a browser claim their own address too (10.255.x.y), away from the contexts'. */
function apiIp(): string {
  apiIpCounter += 1;
  return `10.255.${(apiIpCounter >> 8) & 255}.${apiIpCounter & 255}`;
}

/** Signs a member up through the API (not the form), for tests that are about something else. */
export async function createUser(
  server: TestServer,
  overrides: Partial<Omit<Credentials, "name">> = {},
): Promise<Credentials> {
  const credentials = newCredentials(overrides);
  const response = await fetch(`${server.url}/api/account/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": apiIp() },
    body: JSON.stringify({
      first_name: credentials.firstName,
      last_name: credentials.lastName,
      email: credentials.email,
      password: credentials.password,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up of ${credentials.email} answered ${response.status}: ${await response.text()}`);
  }
  return credentials;
}

/** Signs in inside the tab's browser context (its cookie jar), skipping the login form. */
export async function signIn(
  tab: Tab,
  server: TestServer,
  credentials: Pick<Credentials, "email" | "password">,
) {
  const response = await tab.context.request.post(`${server.url}/api/account/sign-in`, {
    data: { email: credentials.email, password: credentials.password },
    headers: { origin: server.url },
  });
  if (response.status() !== 200) {
    throw new Error(
      `sign-in of ${credentials.email} answered ${response.status()}: ${await response.text()}`,
    );
  }
}

export type SessionAnswer = { user: { email: string; name: string; role: string } | null; is_admin: boolean };

/** What the server thinks of the tab's cookies right now. */
export async function sessionOf(tab: Tab, server: TestServer): Promise<SessionAnswer> {
  const response = await tab.context.request.get(`${server.url}/api/account/session`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SessionAnswer;
}

// ---------------------------------------------------------------------------------------------------
// Admins: `npm run admin:create` is the only way to make one; it needs the PGlite lock, so it
// runs before the server starts (StartOptions.setup).: it also enrols the admin's authenticator
// and prints `TOTP secret: <base32>`, which the setup keeps on the credentials for the code step.

const ADMIN_SCRIPT = "scripts/admin-create.ts";

/** An admin's credentials; `totpSecret` is filled in by createAdminBeforeStart's setup. */
export type AdminCredentials = Credentials & { totpSecret?: string };

/** The base32 secret from admin:create's output (the line `TOTP secret: <base32>`). */
export function totpSecretFrom(output: string): string {
  const secret = /^TOTP secret: ([A-Z2-7]+)$/m.exec(output)?.[1];
  if (!secret) throw new Error(`admin:create printed no TOTP secret:\n${output}`);
  return secret;
}

export function createAdminBeforeStart(credentials: AdminCredentials) {
  return async (env: NodeJS.ProcessEnv) => {
    const output = await runTs(
      ADMIN_SCRIPT,
      ["--email", credentials.email, "--password", credentials.password, "--name", credentials.name],
      env,
    );
    credentials.totpSecret = totpSecretFrom(output);
  };
}

/**
 * The code the admin's authenticator app shows now. Each code is accepted once, so a second sign-in
 * in the same 30 s gets the next step's code (and a third waits for it).
 */
export function adminTotpCode(credentials: AdminCredentials): Promise<string> {
  if (!credentials.totpSecret) throw new Error(`${credentials.email} was not made by createAdminBeforeStart`);
  return freshTotpCode(credentials.totpSecret);
}

/** Signs an admin in inside the tab's browser context (password, then code), skipping the form. */
export async function signInAdmin(tab: Tab, server: TestServer, credentials: AdminCredentials) {
  const post = async (path: string, data: unknown) => {
    const response = await tab.context.request.post(`${server.url}${path}`, {
      data,
      headers: { origin: server.url },
    });
    if (response.status() !== 200) {
      throw new Error(
        `${path} for ${credentials.email} answered ${response.status()}: ${await response.text()}`,
      );
    }
  };
  await post("/api/account/admin-sign-in", { email: credentials.email, password: credentials.password });
  await post("/api/account/admin-verify-totp", { code: await adminTotpCode(credentials) });
}

/**
 * Opens signed-in admin tabs for one test file: the first signs in, the rest reuse its cookies (each
 * TOTP code is accepted once, so signing in for every test would wait on the clock).
 */
export function adminTabs(
  browser: { newTab(): Promise<Tab> },
  server: () => TestServer,
  credentials: AdminCredentials,
) {
  let cookies: Cookie[] | undefined;
  return async (): Promise<Tab> => {
    const tab = await browser.newTab();
    if (cookies) await tab.context.addCookies(cookies);
    else {
      await signInAdmin(tab, server(), credentials);
      cookies = await tab.context.cookies();
    }
    return tab;
  };
}

// ---------------------------------------------------------------------------------------------------
// Page steps

/**
 * Opens a path and waits until React has hydrated `selector` (public pages are prerendered, so the
 * form is on screen before its handlers are attached; a click then would submit natively).
 */
export async function openPage(page: Page, pathAndQuery: string, selector = "body") {
  await page.goto(pathAndQuery);
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      return !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
    },
    selector,
    { timeout: 20_000 },
  );
}

/** Waits for a (client-side or full) navigation to `pathname`, optionally with an exact query string. */
export async function waitForPath(page: Page, pathname: string, search?: string) {
  // "commit": most of these are client-side navigations, which have no load event of their own.
  await page.waitForURL(
    (url) => url.pathname === pathname && (search === undefined || url.search === search),
    {
      waitUntil: "commit",
    },
  );
}

const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);

/** The sonner toast whose title is exactly `title`. */
export function toast(page: Page, title: string): Locator {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: exactly(title) }) })
    .first();
}

/** Waits for a toast and checks its description when one is given. */
export async function expectToast(page: Page, title: string, description?: string) {
  const item = toast(page, title);
  await item.waitFor({ state: "visible" });
  if (description !== undefined) {
    expect((await item.locator("[data-description]").textContent())?.trim()).toBe(description);
  }
}

/**
 * Closes every toast on screen, as a person does when one sits over the control they want next (toasts
 * stack in the bottom-right corner, where a control at the end of a page also ends up).
 */
export async function dismissToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  for (let i = 0; i < 5 && (await toasts.count()) > 0; i++) {
    const close = page.locator("[data-sonner-toast] [data-close-button]").first();
    if (await close.isVisible().catch(() => false)) await close.click({ force: true }).catch(() => {});
    await page.waitForTimeout(250);
  }
}

/** A form field by its visible label, exactly (so "Password" does not also match "Show password"). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Holds every request to `urlPart` until release() is called, so a test can see the busy state of a
 * form deterministically instead of racing the server.
 */
export async function holdRequests(page: Page, urlPart: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith(urlPart),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  // Once released, later requests pass straight through.
  return { release };
}

/** Chooses a CSV of roles (header first) in Site Content's upload, which previews it at once. */
export async function chooseRolesCsv(page: Page, lines: string[]) {
  await page.getByLabel("CSV file of roles").setInputFiles({
    name: "roles.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(lines.join("\n")),
  });
}

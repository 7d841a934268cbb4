import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { TestServer } from "./server";

// Debian's Chromium driven by playwright-core (the tests never download a browser). One browser per spec
// file, a fresh context per test, and any page error or console.error the test did not expect fails it.

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Web-first waits give up well before vitest's test timeout, so the failure names the locator. */
const ACTION_TIMEOUT_MS = 15_000;
const NAVIGATION_TIMEOUT_MS = 20_000;

export type Tab = {
  context: BrowserContext;
  page: Page;
  /** The client address this context claims (X-Forwarded-For), unique per context. */
  ip: string;
  /** Lets console errors matching `pattern` pass, e.g. the browser's note about an expected 401. */
  allowConsoleError(pattern: RegExp): void;
  /** Allows the browser's "Failed to load resource: … status of N" line for an expected API error. */
  expectHttpError(status: number): void;
};

type Tracked = Tab & { problems: string[]; allowed: RegExp[] };

let ipCounter = 0;
/** 10.x.y.z, distinct per worker process and per context, so per-IP rate limits never collide. */
function uniqueIp(): string {
  ipCounter += 1;
  const pid = process.pid;
  return `10.${(pid >> 8) & 255}.${pid & 255}.${(ipCounter % 254) + 1}`;
}

/** Chromium's stand-ins for a microphone and camera: a tone and a test pattern, allowed without asking. */
export const FAKE_MEDIA_ARGS = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"];

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: [...CHROMIUM_ARGS, ...extraArgs] });
}

async function openTab(browser: Browser, server: TestServer): Promise<Tracked> {
  const ip = uniqueIp();
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  const report = (line: string) => {
    if (!allowed.some((pattern) => pattern.test(line))) problems.push(line);
  };
  const watch = (p: Page) => {
    p.on("pageerror", (error) => report(`page error on ${p.url()}: ${error.stack ?? error.message}`));
    p.on("console", (message) => {
      if (message.type() !== "error") return;
      const where = message.location().url;
      report(`console.error on ${p.url()}: ${message.text()}${where ? ` (${where})` : ""}`);
    });
  };
  watch(page);
  context.on("page", watch);
  return {
    context,
    page,
    ip,
    problems,
    allowed,
    allowConsoleError: (pattern) => {
      allowed.push(pattern);
    },
    expectHttpError: (status) => {
      allowed.push(new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`));
    },
  };
}

/**
 * Registers the hooks of a spec file: a browser for the file, and after each test the contexts it
 * opened are closed and checked for unexpected errors (a screenshot is kept when the test failed).
 */
export function browserForFile(server: () => TestServer | undefined, options: { args?: string[] } = {}) {
  let launching: Promise<Browser> | undefined;
  const open: Tracked[] = [];

  // Not awaited: Chromium starts while the app does (call this before the server's beforeAll).
  // A launch failure surfaces in the first newTab().
  beforeAll(() => {
    launching = launchBrowser(options.args);
    launching.catch(() => {});
  });

  afterEach(async (context) => {
    const tabs = open.splice(0);
    const failed = (context.task.result?.errors?.length ?? 0) > 0;
    if (failed) {
      const dir = path.join(tmpdir(), "e2e-failures");
      mkdirSync(dir, { recursive: true });
      for (const [i, tab] of tabs.entries()) {
        const file = path.join(dir, `${context.task.name.replace(/\W+/g, "-")}-${i}.png`);
        await tab.page
          .screenshot({ path: file, fullPage: true })
          .then(() => console.log(`screenshot: ${file} (at ${tab.page.url()})`))
          .catch(() => {});
      }
      console.log(`app log (tail):\n${server()?.logs().slice(-4_000) ?? "(no app)"}`);
    }
    const problems = tabs.flatMap((tab) => tab.problems);
    await Promise.all(tabs.map((tab) => tab.context.close().catch(() => {})));
    if (problems.length > 0) {
      throw new Error(`The browser reported unexpected errors:\n${problems.join("\n")}`);
    }
  });

  afterAll(async () => {
    const browser = await launching?.catch(() => undefined);
    await browser?.close();
  });

  return {
    /** A fresh browser context (own cookies, own client address) with one page. */
    async newTab(): Promise<Tab> {
      if (!launching) throw new Error("The browser is not running (browserForFile's beforeAll did not run).");
      const app = server();
      if (!app) throw new Error("The app is not running (its beforeAll failed).");
      const tab = await openTab(await launching, app);
      open.push(tab);
      return tab;
    },
  };
}

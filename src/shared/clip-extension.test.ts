import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readClipFragment } from "./schemas/tracker-clip";

// The Clip to tracker extension as `npm run extension:build` makes it: a Manifest V3 manifest asking for
// no more than the clicked tab, and a background worker that, run against a stand-in for Chrome's APIs,
// reads the page with a function Chrome can send into it on its own, and opens the app's clip page with
// the posting in the fragment. A build that broke either (a helper left outside the page function, a
// wider permission, the wrong address) fails here rather than in a member's browser.

const root = path.resolve(import.meta.dirname, "../..");
const APP_URL = "https://app.example.com/";

type Listener = (tab: { id?: number; url?: string }) => Promise<void>;
type InjectedFunc = () => unknown;

const POSTING = {
  "@context": "https://schema.org",
  "@type": "JobPosting",
  title: "Graduate Analyst, Leveraged Finance",
  hiringOrganization: { "@type": "Organization", name: "Lever Bank" },
  validThrough: "2027-02-28",
  jobLocation: { "@type": "Place", address: { addressLocality: "Leeds" } },
  description: "<p>Credit work.</p>",
};

/** Loads the built worker with a fake `chrome`; `page` is what the clicked tab's document holds. */
function loadWorker(
  code: string,
  page: { scripts: string[]; url: string; title: string; selection: string } | "unreadable",
) {
  let listener: Listener | null = null;
  const opened: string[] = [];
  const chrome = {
    action: { onClicked: { addListener: (fn: Listener) => (listener = fn) } },
    scripting: {
      executeScript: async ({ func }: { target: { tabId: number }; func: InjectedFunc }) => {
        if (page === "unreadable") throw new Error("Cannot access a chrome:// URL");
        // Chrome sends the function's source into the page: run that source alone, with the page's globals.
        const result = runInNewContext(`(${func.toString()})()`, {
          document: {
            title: page.title,
            querySelectorAll: (selector: string) => {
              expect(selector).toBe('script[type="application/ld+json"]');
              return page.scripts.map((textContent) => ({ textContent }));
            },
          },
          location: { href: page.url },
          window: { getSelection: () => page.selection },
        });
        return [{ result }];
      },
    },
    tabs: { create: async ({ url }: { url: string }) => opened.push(url) },
  };
  runInNewContext(code, { chrome, URL, URLSearchParams, encodeURIComponent, JSON });
  return {
    opened,
    click: (tab: { id?: number; url?: string }) => {
      if (!listener) throw new Error("the worker added no click listener");
      return listener(tab);
    },
  };
}

describe("the Clip to tracker extension build", () => {
  let out: string;
  let worker: string;

  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), "clip-extension-"));
    await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/build-extension.ts"], {
      cwd: root,
      env: { ...process.env, APP_URL, EXTENSION_OUT_DIR: out },
    });
    worker = readFileSync(path.join(out, "background.js"), "utf8");
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  test("is Manifest V3 with a toolbar button, a service worker and only activeTab and scripting", () => {
    const manifest = JSON.parse(readFileSync(path.join(out, "manifest.json"), "utf8"));
    expect(manifest).toMatchObject({
      manifest_version: 3,
      action: { default_title: "Clip to tracker" },
      background: { service_worker: "background.js" },
    });
    expect(manifest.permissions).toEqual(["activeTab", "scripting"]);
    expect(manifest.host_permissions).toBeUndefined();
    expect(manifest.version).toMatch(/^\d+(\.\d+){0,3}$/);
  });

  test("a click on a posting with JobPosting data opens the app's clip page with it", async () => {
    const { opened, click } = loadWorker(worker, {
      scripts: ["{ broken", JSON.stringify(POSTING)],
      url: "https://jobs.lever.co/leverbank/123",
      title: "Lever Bank careers",
      selection: "",
    });
    await click({ id: 7, url: "https://jobs.lever.co/leverbank/123" });
    expect(opened).toHaveLength(1);
    const [address = ""] = opened;
    expect(address.startsWith("https://app.example.com/app/tracker/clip#clip=")).toBe(true);
    const read = readClipFragment(new URL(address).hash);
    expect(read).toMatchObject({
      payload: {
        source: "jsonld",
        firm: "Lever Bank",
        title: "Graduate Analyst, Leveraged Finance",
        deadline: "2027-02-28",
        location: "Leeds",
        url: "https://jobs.lever.co/leverbank/123",
      },
    });
  });

  test("without JobPosting data it sends the address, title and selection; an unreadable tab its address", async () => {
    const plain = loadWorker(worker, {
      scripts: [],
      url: "https://careers.example.com/graduates",
      title: "Graduate roles",
      selection: "Closes 15 March",
    });
    await plain.click({ id: 3, url: "https://careers.example.com/graduates" });
    expect(readClipFragment(new URL(plain.opened[0] ?? "").hash)).toMatchObject({
      payload: {
        source: "page",
        url: "https://careers.example.com/graduates",
        page_title: "Graduate roles",
        selection: "Closes 15 March",
      },
    });
    const blocked = loadWorker(worker, "unreadable");
    await blocked.click({ id: 4, url: "https://chromewebstore.google.com/detail/x" });
    expect(readClipFragment(new URL(blocked.opened[0] ?? "").hash)).toMatchObject({
      payload: { source: "page", url: "https://chromewebstore.google.com/detail/x", page_title: "" },
    });
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, dismissToasts, expectToast, field, openPage, signIn } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// Clip to tracker run as a member runs it: the bookmarklet from the tracker page, clicked on another
// site's job posting (a local page with JobPosting JSON-LD, and one without it), the clip page
// confirmed and saved, and clipping it again naming the tracked one; priority, tags and bulk archive on
// the tracker's list; and a contact with its own follow-up cadence. SCREENSHOT_DIR keeps screenshots.

const SHOTS = process.env.SCREENSHOT_DIR;

let server: TestServer;
let site: Server;
let siteUrl: string;
const browser = browserForFile(() => server);

const JOB_PAGE = `<!doctype html><html lang="en"><head><title>Summer Analyst | Rothwell careers</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "WebSite", name: "Rothwell careers" },
    {
      "@type": "JobPosting",
      title: "2027 Summer Analyst, Restructuring",
      hiringOrganization: { "@type": "Organization", name: "Rothwell Partners" },
      validThrough: "2027-01-31T23:59:00+00:00",
      jobLocation: { "@type": "Place", address: { addressLocality: "London", addressCountry: "GB" } },
      description: "<p>Ten weeks on live restructuring mandates.</p><ul><li>Build cash-flow models</li></ul>",
    },
  ],
})}</script></head><body><h1>Summer Analyst</h1></body></html>`;
const PLAIN_PAGE = `<!doctype html><html lang="en"><head><title>Graduate roles at Harbour Bank</title></head>
<body><p id="pick">Applications close on 15 March for the Harbour Bank graduate scheme.</p></body></html>`;

beforeAll(async () => {
  site = createServer((request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(request.url === "/jobs/summer-analyst" ? JOB_PAGE : PLAIN_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

async function member(): Promise<Tab> {
  const user = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  return tab;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The bookmarklet's code, as the member drags it from the tracker page. */
async function bookmarklet(page: Page): Promise<string> {
  await openPage(page, "/app/tracker", "main");
  const link = page.getByRole("link", { name: "Clip to tracker" });
  await expect.poll(() => link.getAttribute("href")).toMatch(/^javascript:/);
  const href = (await link.getAttribute("href")) ?? "";
  return decodeURIComponent(href.slice("javascript:".length));
}

/** Runs the bookmarklet on the tab's page; returns the page the app opened in (a new tab, or this one). */
async function runBookmarklet(tab: Tab, code: string): Promise<Page> {
  const opened = tab.context.waitForEvent("page", { timeout: 5000 }).catch(() => null);
  await tab.page.evaluate(code);
  return (await opened) ?? tab.page;
}

async function clip(tab: Tab, code: string): Promise<Page> {
  const page = await runBookmarklet(tab, code);
  await page.waitForURL(/\/app\/tracker\/clip#clip=/);
  await page.getByRole("heading", { name: "Clip to tracker", level: 1 }).waitFor();
  return page;
}

async function post(page: Page, url: string, body: unknown) {
  return page.evaluate(
    async ([to, json]) => {
      const response = await fetch(to, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(json),
      });
      if (!response.ok) throw new Error(`${to} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
    [url, body] as const,
  );
}

describe("clip to tracker", () => {
  test("on a page with JobPosting data the role is saved after confirmation, and clipping it again opens it", async () => {
    const tab = await member();
    // Saving it a second time is answered 409, which the page shows as the warning below.
    tab.expectHttpError(409);
    const code = await bookmarklet(tab.page);
    await tab.page.goto(`${siteUrl}/jobs/summer-analyst`);
    const page = await clip(tab, code);

    expect(await field(page, "Firm").inputValue()).toBe("Rothwell Partners");
    expect(await field(page, "Role").inputValue()).toBe("2027 Summer Analyst, Restructuring");
    expect(await field(page, "Closing date").inputValue()).toBe("2027-01-31");
    expect(await field(page, "Location").inputValue()).toBe("London, GB");
    expect(await field(page, "Link").inputValue()).toBe(`${siteUrl}/jobs/summer-analyst`);
    expect(await field(page, "Job description").inputValue()).toContain("• Build cash-flow models");
    // Nothing is saved before the member confirms.
    const before = await page.evaluate(() => fetch("/api/tracker/applications").then((r) => r.json()));
    expect(before.applications).toEqual([]);

    await field(page, "Role").fill("Summer Analyst, Restructuring 2027");
    await page.getByRole("button", { name: "Set 3 stars" }).click();
    await field(page, "Tags").fill("dream firm, London");
    await shot(page, "clip-page-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, "clip-page-375");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: "Save to tracker" }).click();
    await expectToast(page, "Saved to your tracker", "Rothwell Partners: Summer Analyst, Restructuring 2027");
    await page.getByRole("heading", { name: "Summer Analyst, Restructuring 2027", level: 1 }).waitFor();
    await page.getByText("Ten weeks on live restructuring mandates.").waitFor();
    const savedUrl = page.url();

    // The same posting clipped again: it says so as the page opens, before anything is confirmed,
    // with focus on the question; saving anyway is answered the same way; the link opens the tracked one.
    await dismissToasts(page);
    await tab.page.goto(`${siteUrl}/jobs/summer-analyst`);
    const again = await clip(tab, code);
    const warning = again.getByRole("alert").filter({ hasText: "Already in your tracker" });
    const tracked = "You already track Rothwell Partners: Summer Analyst, Restructuring 2027 (Saved).";
    await warning.getByText(tracked).waitFor();
    expect(await warning.evaluate((node) => node === document.activeElement)).toBe(true);
    await shot(again, "clip-already-tracked-1280");
    await again.getByRole("button", { name: "Save to tracker" }).click();
    await warning.getByText(tracked).waitFor();
    await expect.poll(() => warning.count()).toBe(1);
    await warning.getByRole("link", { name: /^Open Rothwell Partners/ }).click();
    await again.waitForURL(savedUrl);
    const after = await again.evaluate(() => fetch("/api/tracker/applications").then((r) => r.json()));
    expect(after.applications).toHaveLength(1);
    expect(after.applications[0]).toMatchObject({ priority: 3, tags: ["dream firm", "London"] });
  });

  test("on a page without it, the clip falls back to the page's title and the selected text", async () => {
    const tab = await member();
    // The app's reader refuses a local address (400), and the page falls back without it.
    tab.expectHttpError(400);
    const code = await bookmarklet(tab.page);
    await tab.page.goto(`${siteUrl}/careers`);
    await tab.page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById("pick") as HTMLElement);
      window.getSelection()?.addRange(range);
    });
    const page = await clip(tab, code);
    // The app's reader may not fetch a local address, so the form starts from the page itself.
    await page.getByText(/We could not read a job posting on that page/).waitFor();
    expect(await field(page, "Role").inputValue()).toBe("Graduate roles at Harbour Bank");
    expect(await field(page, "Notes").inputValue()).toBe(
      "Applications close on 15 March for the Harbour Bank graduate scheme.",
    );
    expect(await field(page, "Firm").inputValue()).toBe("");
    await page.getByRole("button", { name: "Save to tracker" }).click();
    await page.getByText("Enter the firm's name.").waitFor();
    await field(page, "Firm").fill("Harbour Bank");
    await field(page, "Role").fill("Graduate Scheme");
    await field(page, "Closing date").fill("2027-03-15");
    await page.getByRole("button", { name: "Save to tracker" }).click();
    await page.getByRole("heading", { name: "Graduate Scheme", level: 1 }).waitFor();
  });

  test("a fragment that was cut short or altered is refused with what to do", async () => {
    const { page } = await member();
    await openPage(page, "/app/tracker/clip#clip=%7B%22v%22%3A1%2C%22so", "main");
    await page.getByText(/The clipped page could not be read/).waitFor();
    await page.getByRole("link", { name: "Open your tracker" }).waitFor();
  });

  test("signed out, the member signs in and comes back to the clipped role", async () => {
    const user = await createUser(server);
    const signedIn = await member();
    const code = await bookmarklet(signedIn.page);
    const tab = await browser.newTab();
    await tab.page.goto(`${siteUrl}/jobs/summer-analyst`);
    const page = await runBookmarklet(tab, code);
    await page.waitForURL(/\/login\?redirect=%2Fapp%2Ftracker%2Fclip%23clip%3D/);
    await field(page, "Email").fill(user.email);
    await field(page, "Password").fill(user.password);
    await page.getByRole("button", { name: "Access Your Dashboard" }).click();
    await page.waitForURL(/\/app\/tracker\/clip#clip=/);
    expect(await field(page, "Firm").inputValue()).toBe("Rothwell Partners");
  });
});

describe("tracker list and contacts", () => {
  test("priority, tags, filters and bulk archive on the list", async () => {
    const tab = await member();
    const { page } = tab;
    await openPage(page, "/app/tracker", "main");
    const rows: [string, string, number | null, string[]][] = [
      ["Goldman Sachs", "Summer Analyst", 3, ["dream firm", "London"]],
      ["Lloyds Banking Group", "Graduate Programme", 1, ["backup"]],
      ["Schroders", "Investment Analyst", null, []],
      ["Evercore", "Spring Week", 2, ["London"]],
    ];
    for (const [firm_name, role_title, priority, tags] of rows) {
      await post(page, "/api/tracker/applications", { firm_name, role_title, priority, tags });
    }
    await openPage(page, "/app/tracker?view=list", "main");
    const table = page.getByRole("table", { name: "Your applications" });
    const body = table.locator("tbody tr");
    await expect.poll(() => body.count()).toBe(4);

    await field(page, "Tag").selectOption("London");
    await expect.poll(() => body.count()).toBe(2);
    await field(page, "Priority").selectOption({ label: "3 stars" });
    await expect.poll(() => body.count()).toBe(1);
    expect(await body.first().textContent()).toContain("Goldman Sachs");
    await field(page, "Tag").selectOption("");
    await field(page, "Priority").selectOption("");
    await page.getByRole("button", { name: "Priority" }).click();
    await expect.poll(() => body.first().textContent()).toContain("Goldman Sachs");
    expect(await body.nth(1).textContent()).toContain("Evercore");

    // Selected with the keyboard, tagged, then archived together.
    await page.getByRole("checkbox", { name: "Select Lloyds Banking Group: Graduate Programme" }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("checkbox", { name: "Select Schroders: Investment Analyst" }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByText("2 selected").waitFor();
    await bar.getByLabel("Tag", { exact: true }).fill("apply later");
    await bar.getByRole("button", { name: "Add tag" }).click();
    await expectToast(page, "Tag “apply later” added to 2 applications");
    await shot(page, "tracker-list-bulk-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "tracker-list-bulk-375");
    await page.setViewportSize({ width: 1280, height: 800 });
    await bar.getByRole("button", { name: "Archive selected" }).click();
    await expectToast(page, "2 applications archived");
    await expect.poll(() => body.count()).toBe(2);
    expect(await bar.count()).toBe(0);
    const archived = await page.evaluate(() =>
      fetch("/api/tracker/applications?archived=true").then((r) => r.json()),
    );
    expect(archived.applications.map((a: { firm_name: string }) => a.firm_name).sort()).toEqual([
      "Lloyds Banking Group",
      "Schroders",
    ]);
  });

  test("a contact with its own follow-up cadence", async () => {
    const tab = await member();
    const { page } = tab;
    const trial = await tab.context.request.post(`${server.url}/api/billing/trial`, {
      headers: { origin: server.url },
    });
    expect(trial.status()).toBe(200);
    await openPage(page, "/app/networking", "main");
    await page.getByRole("button", { name: "Add contact" }).click();
    const add = page.getByRole("dialog", { name: "Add contact" });
    await field(page, "Name").fill("Tom Reid");
    await field(page, "Firm").fill("Rothwell Partners");
    await field(page, "Follow-up cadence").selectOption({ label: "Custom number of days" });
    await field(page, "Days between follow-ups").fill("500");
    await add.getByRole("button", { name: "Add contact" }).click();
    await add.getByText("Follow up after 1 to 180 days.").waitFor();
    await field(page, "Follow-up cadence").selectOption({ label: "Every 2 weeks" });
    await add.getByRole("button", { name: "Add contact" }).click();
    await page.getByRole("button", { name: "Tom Reid" }).click();
    const contact = page.getByRole("dialog", { name: "Tom Reid" });
    await contact.getByText("Every 2 weeks").waitFor();
    await contact.getByRole("button", { name: "Log interaction" }).click();
    await contact.getByLabel("Type of interaction").selectOption({ label: "Call" });
    await contact.getByRole("button", { name: "Log interaction" }).click();
    await expectToast(page, "Interaction logged");
    await page.keyboard.press("Escape");
    const followUps = page.getByRole("region", { name: "Follow-ups" });
    const item = followUps.getByRole("listitem").filter({ hasText: "Follow up with Tom Reid" });
    await item.getByText("Every 2 weeks").waitFor();
    await dismissToasts(page);
    await shot(page, "networking-cadence-1280");
    await page.getByRole("button", { name: "Tom Reid" }).click();
    await shot(page, "contact-cadence-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, "contact-cadence-375");
  });
});

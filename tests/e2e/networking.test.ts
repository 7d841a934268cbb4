import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { limitMessage } from "../../src/shared/plans";
import { expectNoAxeViolations } from "./support/axe";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, dismissToasts, expectToast, field, openPage, signIn } from "./support/fixtures";
import { REPO_ROOT, startServer, type TestServer } from "./support/server";

// The networking CRM as a member uses it: a Premium member adds a contact, imports LinkedIn's
// Connections.csv after a preview, sets a monthly goal, logs a coffee chat and sees it counted with the
// thank-you owed, drafts and copies a thank-you, and links a contact from a tracker application; a Free
// member reaches the fifth contact and meets the upgrade prompt. Axe on each screen, and a 375 px phone
// never scrolls sideways.

const LINKEDIN_CSV = path.join(REPO_ROOT, "src/server/features/networking/fixtures/linkedin-connections.csv");
const SHOTS = path.join(REPO_ROOT, ".shots");

let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function member(): Promise<Tab> {
  const user = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  return tab;
}

async function startTrial(tab: Tab) {
  const response = await tab.context.request.post(`${server.url}/api/billing/trial`, {
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
}

/** Calls the API from the signed-in page (same origin, the member's cookie). */
function post(page: Page, url: string, body: unknown) {
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

/** A screenshot from the top of the page (a full-page shot of a scrolled page repeats the sticky bar). */
async function shot(page: Page, name: string, fullPage = true) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, what).toBeLessThanOrEqual(0);
}

describe("networking", () => {
  test("a Premium member adds, imports, sets a goal, logs a chat, copies a thank-you and links a contact", async () => {
    const tab = await member();
    const { page } = tab;
    await startTrial(tab);
    await tab.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await openPage(page, "/app/networking", "main");
    const { application } = await post(page, "/api/tracker/applications", {
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst",
    });
    await page.getByRole("heading", { name: "Networking", level: 1 }).waitFor();
    await page.getByText("No contacts yet.").waitFor();
    await expectNoAxeViolations(page, "the empty networking page");

    // Add contact: a javascript: link is refused in the form, then the real one is saved.
    await page.getByRole("button", { name: "Add contact" }).click();
    const add = page.getByRole("dialog", { name: "Add contact" });
    await field(page, "Name").fill("Priya Shah");
    await field(page, "Firm").fill("Goldman Sachs");
    await field(page, "Role").fill("Analyst");
    await field(page, "Team").fill("M&A");
    await field(page, "How we met").selectOption({ label: "Alumni" });
    await field(page, "LinkedIn URL").fill("javascript:alert(1)");
    await add.getByRole("button", { name: "Add contact" }).click();
    await add.getByText("Enter a LinkedIn profile link starting with https://www.linkedin.com/").waitFor();
    await field(page, "LinkedIn URL").fill("https://www.linkedin.com/in/priya-shah-ib");
    await add.getByRole("button", { name: "Add contact" }).click();
    await expectToast(page, "Contact added");
    await page.getByRole("button", { name: "Priya Shah" }).waitFor();

    // LinkedIn's export: the preview lists the new people and skips Priya, who is already here.
    await page.getByLabel("CSV file of contacts").setInputFiles(LINKEDIN_CSV);
    const importing = page.getByRole("dialog", { name: "Import contacts" });
    await importing.getByRole("cell", { name: "Tom O'Connor" }).waitFor();
    await importing.getByText("2 rows are skipped").click();
    await importing.getByText("Line 5 (Priya Shah): Already in your contacts.").waitFor();
    await shot(page, "networking-import-1280");
    await importing.getByRole("button", { name: "Import 4 contacts" }).click();
    await expectToast(page, "Imported 4 contacts");
    await page.getByRole("button", { name: "Hannah Lee" }).waitFor();
    await page.getByText("5 contacts", { exact: true }).waitFor();

    // The monthly goal, then a coffee chat logged with Priya.
    await page.getByLabel("Monthly chat goal").fill("4");
    await page.getByRole("button", { name: "Save goal" }).click();
    await page.getByText("0 of 4 chats this month").waitFor();
    await page.getByRole("button", { name: "Priya Shah" }).click();
    const contact = page.getByRole("dialog", { name: "Priya Shah" });
    await contact.getByRole("button", { name: "Log interaction" }).click();
    await contact.getByLabel("Type of interaction").selectOption({ label: "Coffee chat" });
    await contact
      .getByLabel("Notes", { exact: true })
      .last()
      .fill("Advice: apply early, mention the M&A society.");
    await contact.getByRole("button", { name: "Log interaction" }).click();
    await expectToast(page, "Interaction logged");
    await expect.poll(() => contact.getByLabel("Stage", { exact: true }).inputValue()).toBe("chatted");
    await contact.getByText("Advice: apply early, mention the M&A society.").waitFor();
    await shot(page, "networking-contact-logged-1280", false);

    // A thank-you drafted from the template, copied; nothing is sent.
    await contact.getByLabel("Template").selectOption({ label: "Thank-you" });
    await contact.getByRole("button", { name: "Draft message" }).click();
    const message = contact.getByLabel("Message", { exact: true });
    await expect.poll(() => message.inputValue()).toContain("Dear Priya,");
    expect(await message.inputValue()).toContain(
      "Thank you for taking the time to meet me for coffee today.",
    );
    await dismissToasts(page);
    await contact.getByRole("button", { name: "Copy" }).click();
    await expectToast(page, "Message copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Dear Priya,");
    const mailto = await contact.getByRole("link", { name: "Open in email app" }).getAttribute("href");
    expect(mailto).toMatch(/^mailto:\?subject=Thank%20you%20for%20your%20time%2C%20Priya&body=Dear%20Priya/);
    await shot(page, "networking-contact-1280");
    await expectNoAxeViolations(page, "a contact in full");
    await page.keyboard.press("Escape");

    // Counted towards the goal, and the thank-you is owed.
    await page.getByText("1 of 4 chats this month").waitFor();
    const followUps = page.getByRole("region", { name: "Follow-ups" });
    await followUps.getByText("Send a thank-you note to Priya Shah").waitFor();
    await dismissToasts(page);
    await shot(page, "networking-1280");
    await expectNoAxeViolations(page, "the networking page");

    // On a phone: nothing scrolls sideways, the page or a contact.
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page, "networking at 375 px");
    await shot(page, "networking-375");
    await page.getByRole("button", { name: "Priya Shah" }).click();
    await page
      .getByRole("dialog", { name: "Priya Shah" })
      .getByRole("button", { name: "Log interaction" })
      .waitFor();
    await noSidewaysScroll(page, "a contact at 375 px");
    await shot(page, "networking-contact-375", false);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The tracker application at Goldman Sachs shows Priya, and links Tom from elsewhere.
    await openPage(page, `/app/tracker/${application.id}`, "main");
    const contacts = page.getByRole("region", { name: "Contacts", exact: true });
    await contacts.getByText("Contacts at Goldman Sachs").waitFor();
    await contacts.getByRole("link", { name: "Priya Shah" }).waitFor();
    await contacts.getByLabel("Contact to link").selectOption({ label: "Tom O'Connor (Rothschild & Co)" });
    await contacts.getByRole("button", { name: "Link contact" }).click();
    await expectToast(page, "Contact linked");
    await contacts.getByRole("link", { name: "Tom O'Connor" }).waitFor();
    await page.getByRole("region", { name: "Documents" }).waitFor();
    await dismissToasts(page);
    await shot(page, "networking-application-1280");
    await expectNoAxeViolations(page, "an application with its contacts");
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page, "an application at 375 px");
    await shot(page, "networking-application-375");

    // The link shows on the contact too.
    await contacts.getByRole("link", { name: "Tom O'Connor" }).click();
    await page
      .getByRole("dialog", { name: "Tom O'Connor" })
      .getByRole("link", { name: "Summer Analyst at Goldman Sachs" })
      .waitFor();
  }, 120_000);

  test("a Free member keeps five contacts; the sixth meets the upgrade prompt and nothing is lost", async () => {
    const tab = await member();
    const { page } = tab;
    await openPage(page, "/app/networking", "main");
    for (let i = 1; i <= 4; i++) await post(page, "/api/networking/contacts", { name: `Contact ${i}` });
    await page.reload();
    await page.getByText("4 of 5 networking contacts on the Free plan.").waitFor();

    await page.getByRole("button", { name: "Add contact" }).click();
    const add = page.getByRole("dialog", { name: "Add contact" });
    await field(page, "Name").fill("Fifth Contact");
    await add.getByRole("button", { name: "Add contact" }).click();
    await expectToast(page, "Contact added");
    await page.getByText("5 of 5 networking contacts on the Free plan.").waitFor();
    await page.getByText(limitMessage("contacts")).first().waitFor();

    tab.expectHttpError(403);
    await page.getByRole("button", { name: "Add contact" }).click();
    await field(page, "Name").fill("Sixth Contact");
    await field(page, "Firm").fill("Lazard");
    await add.getByRole("button", { name: "Add contact" }).click();
    await add.getByText(limitMessage("contacts")).waitFor();
    await add.getByRole("link", { name: "See Premium" }).waitFor();
    // What was typed is still there.
    expect(await field(page, "Name").inputValue()).toBe("Sixth Contact");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Fifth Contact" }).waitFor();
    expect(await page.getByRole("button", { name: "Sixth Contact" }).count()).toBe(0);
    await shot(page, "networking-free-limit-1280");
    await expectNoAxeViolations(page, "networking at the Free limit");
  }, 90_000);
});

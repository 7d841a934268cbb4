import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FIRM_MESSAGES } from "../../src/shared/schemas/site-content";
import { browserForFile } from "./support/browser";
import {
  type AdminCredentials,
  adminTabs,
  createAdminBeforeStart,
  createUser,
  expectToast,
  field,
  newCredentials,
  openPage,
  signIn,
} from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// An admin marks a firm premier and gives it a logo and description on Site Content; a member then
// finds it in the premier firms directory. The seeded catalogue has Smallbank Capital, not premier.

const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
const LOGO_URL = "https://logos.example/smallbank.png";
// A 1×1 PNG, served for the logo's address so the test never leaves the machine.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const serveLogo = (route: Route) => route.fulfill({ contentType: "image/png", body: PNG });

let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer({
    setup: async (env) => {
      await createAdminBeforeStart(admin)(env);
      await runTs("tests/e2e/support/seed-jobs.ts", [], env);
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

const adminTab = adminTabs(browser, () => server, admin);
const premierSection = (page: Page) => page.getByRole("region", { name: "Premier firms", exact: true });

describe("premier firms", () => {
  test("an admin marks a firm premier and edits its card; a member then sees it in the directory", async () => {
    const { page } = await adminTab();
    // The admin's list shows the logo too.
    await page.route(LOGO_URL, serveLogo);
    await openPage(page, "/admin/site-content", "#firm-search");
    const firms = premierSection(page);
    const switchNames = async () =>
      (
        await firms.getByRole("switch").evaluateAll((all) => all.map((s) => s.getAttribute("aria-label")))
      ).sort();
    await page.getByLabel("Premier only").check();
    await expect.poll(switchNames).toEqual(["Premier: Blackstone", "Premier: Goldman Sachs"]);
    await page.getByLabel("Premier only").uncheck();
    await field(page, "Search firms").fill("smallbank");
    const premier = firms.getByRole("switch", { name: "Premier: Smallbank Capital" });
    await premier.waitFor();
    expect(await premier.getAttribute("aria-checked")).toBe("false");
    // Only the searched firm is listed.
    await expect.poll(switchNames).toEqual(["Premier: Smallbank Capital"]);
    await premier.press("Space");
    await expectToast(page, "Smallbank Capital is now a premier firm.");
    await expect.poll(() => premier.getAttribute("aria-checked")).toBe("true");

    await firms.getByRole("button", { name: "Edit Smallbank Capital" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Smallbank Capital" });
    await dialog.getByLabel("Logo URL", { exact: true }).fill("http://logos.example/smallbank.png");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText(FIRM_MESSAGES.logoUrl).waitFor();
    await dialog.getByLabel("Logo URL", { exact: true }).fill(LOGO_URL);
    await dialog.getByLabel("Sector", { exact: true }).selectOption("trading");
    await dialog.getByLabel("Website", { exact: true }).fill("https://smallbank.example");
    await dialog
      .getByLabel("Description", { exact: true })
      .fill("A markets boutique with desks in New York and London.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Smallbank Capital saved.");
    await dialog.waitFor({ state: "hidden" });

    await field(page, "Search firms").fill("");
    await page.getByLabel("Premier only").check();
    await expect
      .poll(switchNames)
      .toEqual(["Premier: Blackstone", "Premier: Goldman Sachs", "Premier: Smallbank Capital"]);

    const member = await browser.newTab();
    await signIn(member, server, await createUser(server));
    await member.page.route(LOGO_URL, serveLogo);
    await openPage(member.page, "/app/premier-firms", "main");
    const card = member.page.getByRole("listitem").filter({
      has: member.page.getByRole("heading", { name: "Smallbank Capital" }),
    });
    await card.getByText("A markets boutique with desks in New York and London.").waitFor();
    await card.getByText("Trading firm").waitFor();
    const logo = card.getByRole("img", { name: "Smallbank Capital logo" });
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  });
});

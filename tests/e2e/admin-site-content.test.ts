import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SITE_CONTENT_MESSAGES } from "../../src/shared/schemas/site-content";
import { type FakeJobBoards, greenhouseJob, startFakeJobBoards } from "../support/fake-job-boards";
import { browserForFile, type Tab } from "./support/browser";
import {
  type AdminCredentials,
  adminTabs,
  chooseRolesCsv,
  createAdminBeforeStart,
  expectToast,
  field,
  newCredentials,
  openPage,
} from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// Site Content as an admin uses it, and what the public landing page then shows:
// a campaign behind the urgency banner, a consented testimonial in the carousel, a Greenhouse board
// read on demand from a local board server, and a CSV of roles with one bad row.

const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
let server: TestServer;
let boards: FakeJobBoards;
const browser = browserForFile(() => server);

beforeAll(async () => {
  boards = await startFakeJobBoards();
  boards.greenhouse.set("northbank", [greenhouseJob({ title: "2027 Investment Banking Summer Analyst" })]);
  server = await startServer({
    setup: createAdminBeforeStart(admin),
    // The app reads Greenhouse from the local board server instead of boards-api.greenhouse.io.
    env: { GREENHOUSE_API_URL: boards.url, LEVER_API_URL: boards.url },
  });
});
afterAll(async () => {
  await server?.stop();
  await boards?.close();
});

const adminTab = adminTabs(browser, () => server, admin);
async function siteContent(): Promise<Tab> {
  const tab = await adminTab();
  await openPage(tab.page, "/admin/site-content", "#campaign-name");
  return tab;
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

describe("admin site content", () => {
  test("a campaign the admin saves shows as the landing page's banner", async () => {
    const { page } = await siteContent();
    const campaigns = section(page, "Campaigns");
    await campaigns.getByText("No campaigns yet.").waitFor();
    await field(page, "Campaign name").fill("Winter intake");
    await field(page, "Seat cap").fill("0");
    await page.getByRole("button", { name: "Save campaign" }).click();
    await campaigns.getByText("Seats must be at least 1.").waitFor();
    await field(page, "Seat cap").fill("30");
    await page.getByRole("button", { name: "Save campaign" }).click();
    await expectToast(page, 'Campaign "Winter intake" saved.');
    const item = campaigns.getByRole("listitem").filter({ hasText: "Winter intake" });
    await item.getByText("Running", { exact: true }).waitFor();
    await item.getByText("30 left").waitFor();

    const visitor = await browser.newTab();
    await openPage(visitor.page, "/");
    const banner = visitor.page.getByTestId("campaign-banner");
    await banner.waitFor();
    expect(await banner.textContent()).toContain("Winter intake");
    expect((await banner.getByTestId("seats-left").textContent())?.trim()).toBe("30 seats left");
  });

  test("a testimonial needs consent, and once published the landing page quotes it", async () => {
    const { page } = await siteContent();
    const quote = "The application tracker kept all twelve of my applications straight.";
    await field(page, "Quote").fill(quote);
    await field(page, "Name as they agreed to be shown").fill("Priya S.");
    await field(page, "School").fill("University of Leeds");
    await field(page, "Company").fill("Barclays");
    await field(page, "Role").fill("Summer Analyst");
    await page.getByRole("button", { name: "Add testimonial" }).click();
    await page.getByText(SITE_CONTENT_MESSAGES.consent).waitFor();
    await page.getByLabel(/This person agreed to be quoted/).check();
    await page.getByRole("button", { name: "Add testimonial" }).click();
    await expectToast(page, "Testimonial from Priya S. added.");

    const publish = page.getByRole("switch", { name: "Published (Priya S.)" });
    expect(await publish.getAttribute("aria-checked")).toBe("false");
    await publish.click();
    await expectToast(page, "Priya S.'s testimonial is published.");
    await section(page, "Testimonials").getByText("On the landing page").waitFor();

    const visitor = await browser.newTab();
    await openPage(visitor.page, "/");
    const carousel = visitor.page.getByTestId("testimonials");
    await carousel.getByText(quote, { exact: false }).first().waitFor();
    expect(await carousel.textContent()).toContain("Priya S.");
  });

  test("a Greenhouse board is previewed and added, run now reads it, and a CSV reports its bad row", async () => {
    const { page } = await siteContent();
    const sources = section(page, "Job Sources");
    await field(page, "Firm").fill("Northbank Capital");
    await field(page, "Provider").selectOption("greenhouse");
    await field(page, "Identifiers").fill("north bank");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await sources.getByText(SITE_CONTENT_MESSAGES.boardToken).waitFor();
    await field(page, "Identifiers").fill("northbank");
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await sources.getByRole("region", { name: "Preview" }).getByText("Greenhouse lists 1 role:").waitFor();
    await sources.getByText("2027 Investment Banking Summer Analyst").waitFor();
    await page.getByRole("button", { name: "Add source", exact: true }).click();
    await expectToast(page, "Northbank Capital's Greenhouse source added.");

    const row = sources
      .getByRole("row")
      .filter({ hasText: "Northbank Capital" })
      .filter({ hasText: "Greenhouse" });
    await row.getByText("Not yet", { exact: true }).waitFor();
    await row.getByRole("button", { name: "Run now for Northbank Capital" }).click();
    await sources
      .getByText("Northbank Capital: Read the board: 1 added, 0 updated, 0 reopened, 0 closed.")
      .waitFor();
    await row.getByText("Read", { exact: true }).waitFor();
    expect(boards.requests).toContain("/v1/boards/northbank/jobs?content=true");

    await chooseRolesCsv(page, [
      "Firm,Title,Location,Role type,Apply URL,Closes,Description",
      "Northbank Capital,2027 Spring Week,London,Spring week,https://northbank.example/spring,rolling,A week with us.",
      "Northbank Capital,Off-cycle Intern,London,,not a link,,",
      "Northbank Capital,Graduate Analyst,Leeds,,https://northbank.example/graduate,,",
    ]);
    await sources
      .getByText(/roles\.csv: 3 rows\. 2 new, 0 already imported \(will be updated\), 1 rejected\./)
      .waitFor();
    const rejected = sources.getByRole("list", { name: "Rejected rows" });
    expect((await rejected.textContent())?.trim()).toBe(
      "Row 3: Apply URL must be a full http:// or https:// address.",
    );
    await page.getByRole("button", { name: "Import 2 roles" }).click();
    await sources.getByText("Import finished: 2 added, 0 updated, 1 rejected.").waitFor();
    await expectToast(page, "Imported 2 roles from the CSV.");
    // The manual source appears beside the board, with this import's roles.
    const upload = sources.getByRole("row").filter({ hasText: "CSV upload" });
    await upload.getByText("By upload", { exact: true }).waitFor();
    expect(await upload.getByRole("cell").nth(2).textContent()).toBe("2");
  });
});

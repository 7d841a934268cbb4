import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ashbyJob, type FakeAtsBoards, startFakeAtsBoards } from "../support/fake-ats-boards";
import { browserForFile } from "./support/browser";
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

// An operator's first day with a firm the catalogue lacks: add it, upload its roles by CSV (with a second
// firm the file brings in), then preview its Ashby board, add it with a mistyped identifier, correct it,
// read the counts in the Sources table, pause the board and delete it, which closes the roles it brought in.

const FIRM = "Harbour Lane Capital";
const NEW_FIRM = "Kestrel Ridge Partners";
const BOARD = "harbourlane";
const SOURCE = `${FIRM}'s Ashby source`;
const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });

let server: TestServer;
let boards: FakeAtsBoards;
const browser = browserForFile(() => server);

beforeAll(async () => {
  boards = await startFakeAtsBoards();
  boards.ashby.set(BOARD, [
    ashbyJob("Treasury Analyst", { location: "London" }),
    ashbyJob("Credit Risk Graduate", { location: "Edinburgh" }),
  ]);
  server = await startServer({
    setup: createAdminBeforeStart(admin),
    env: { ASHBY_API_URL: boards.url },
  });
});
afterAll(async () => {
  await server?.stop();
  await boards?.close();
});

const adminTab = adminTabs(browser, () => server, admin);
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const sourceRow = (page: Page) =>
  section(page, "Job Sources").getByRole("row").filter({ hasText: FIRM }).filter({ hasText: "Ashby" });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

describe("firms and sources in the operator's console", () => {
  test("an admin adds a firm and imports its roles, with a CSV that brings in a new firm", async () => {
    const { page } = await adminTab();
    await openPage(page, "/admin/site-content", "#firm-search");
    await section(page, "Premier firms").getByRole("button", { name: "Add firm" }).click();
    const dialog = page.getByRole("dialog", { name: "Add firm" });
    await dialog.getByLabel("Name", { exact: true }).fill(FIRM);
    await dialog.getByLabel("Sector", { exact: true }).selectOption("asset_management");
    await dialog.getByLabel("Website", { exact: true }).fill("https://harbourlane.example");
    await dialog.getByRole("button", { name: "Add firm" }).click();
    await expectToast(page, `${FIRM} added.`);
    await dialog.waitFor({ state: "hidden" });
    await field(page, "Search firms").fill("harbour lane");
    await section(page, "Premier firms")
      .getByRole("switch", { name: `Premier: ${FIRM}` })
      .waitFor();

    const sources = section(page, "Job Sources");
    // The help names what each column may hold and offers the template.
    const template = sources.getByRole("link", { name: "Download the template" });
    const templateText = await page.evaluate(
      async (href) => (await fetch(href as string)).text(),
      await template.getAttribute("href"),
    );
    expect(templateText.split("\n")[0]).toContain("Firm");
    await chooseRolesCsv(page, [
      "Firm,Sector,Title,Location,Role type,Apply URL,Closes,Description",
      `${FIRM},,2027 Summer Analyst,London,Summer internship,https://harbourlane.example/summer,,Ten weeks.`,
      `${NEW_FIRM},Private equity,Off-cycle Associate,London,,https://kestrel.example/associate,,`,
    ]);
    await sources
      .getByText(/roles\.csv: 2 rows\. 2 new, 0 already imported \(will be updated\), 0 rejected\./)
      .waitFor();
    const newFirms = sources.getByRole("list", { name: "New firms" });
    expect((await newFirms.textContent())?.trim()).toBe(`${NEW_FIRM} (new firm, Private equity)`);
    await button(page, "Import 2 roles").click();
    await sources.getByText("Import finished: 2 added, 0 updated, 0 rejected.").waitFor();
    await expectToast(page, "Imported 2 roles from the CSV.");

    // The imported firm is now a firm like any other.
    await field(page, "Search firms").fill("kestrel");
    await section(page, "Premier firms")
      .getByRole("switch", { name: `Premier: ${NEW_FIRM}` })
      .waitFor();
  });

  test("an admin adds a board, corrects its identifier, pauses it and deletes it, closing its roles", async () => {
    const { page } = await adminTab();
    await openPage(page, "/admin/site-content", "#firm-search");
    const sources = section(page, "Job Sources");
    await field(page, "Firm").fill(FIRM);
    // The careers site's address, typed and sent with Enter, names the provider and the identifiers,
    // and the board previews its roles with their locations and closing dates before it is saved.
    const address = field(page, "Careers site address");
    await address.fill(`https://jobs.ashbyhq.com/${BOARD}/`);
    await address.press("Enter");
    const preview = sources.getByRole("region", { name: "Preview" });
    await preview.getByText("Ashby lists 2 roles:").waitFor();
    expect(await field(page, "Provider").inputValue()).toBe("ashby");
    expect(await field(page, "Identifiers").inputValue()).toBe(BOARD);
    const listed = await preview.getByRole("listitem").allInnerTexts();
    expect(listed.map((text) => text.replace(/\s*\n\s*/g, " / "))).toEqual([
      "Treasury Analyst / London · No closing date given",
      "Credit Risk Graduate / Edinburgh · No closing date given",
    ]);
    await field(page, "Identifiers").fill("harbourlan");
    await preview.waitFor({ state: "detached" });
    await button(page, "Preview").click();
    // A wrong identifier is told apart from a network fault.
    await sources.getByText(/The provider has no board with this identifier \(404\)/).waitFor();
    await button(page, "Add source anyway").click();
    await expectToast(page, `${FIRM}'s Ashby source added.`);

    const row = sourceRow(page);
    await row.waitFor();
    await button(page, `Run now for ${FIRM}`).click();
    await expectToast(page, `${FIRM}'s board could not be read`);
    await row.getByText("Failed", { exact: true }).waitFor();

    await button(page, `Edit ${SOURCE}`).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${SOURCE}` });
    await dialog.getByLabel("Identifiers", { exact: true }).fill(BOARD);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, `${SOURCE} saved.`);
    await dialog.waitFor({ state: "hidden" });
    await row.getByText(BOARD, { exact: true }).waitFor();
    await button(page, `Run now for ${FIRM}`).click();
    await expectToast(page, `${FIRM}: Read the board: 2 added, 0 updated, 0 reopened, 0 closed.`);
    // The Sources table: roles found, added and closed by the last run, and no error left.
    await expect
      .poll(async () => (await row.getByRole("cell").allInnerTexts()).slice(2, 6))
      .toEqual(["2", "2", "0", "None"]);
    expect(boards.requests).toContain(`GET /posting-api/job-board/${BOARD}?includeCompensation=true`);

    await button(page, `Pause ${SOURCE}`).click();
    await expectToast(page, `${SOURCE} paused.`);
    await row.getByText("Paused", { exact: true }).waitFor();
    await row.getByText("Not read while paused").waitFor();
    await button(page, `Resume ${SOURCE}`).waitFor();

    await button(page, `Delete ${SOURCE}`).click();
    const confirm = page.getByRole("dialog", { name: `Delete ${SOURCE}?` });
    await confirm.getByRole("button", { name: "Delete source" }).click();
    await expectToast(page, `${SOURCE} deleted.`, "2 open roles closed.");
    await row.waitFor({ state: "detached" });

    // Only the board is gone: the CSV upload that brought in the firm's other role is still listed.
    const list = await page.request.get(`${server.url}/api/admin/site-content/job-sources`);
    expect(list.status()).toBe(200);
    const { sources: left } = (await list.json()) as { sources: { firm: string; kind: string }[] };
    expect(left.filter((s) => s.firm === FIRM).map((s) => s.kind)).toEqual(["manual"]);
  });
});

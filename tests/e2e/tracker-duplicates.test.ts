import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, expectToast, field, openPage, signIn } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// One application per role unless the member says otherwise: the CSV preview marks rows already tracked
// (or repeated in the file) and skips them unless ticked, and adding by hand names the tracked one and
// asks before adding it again.

let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function member(): Promise<Tab> {
  const user = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  return tab;
}

/** Adds applications through the API from the signed-in page (same origin, the member's cookie). */
async function addApplications(page: Page, rows: { firm_name: string; role_title: string }[]) {
  await page.evaluate(async (list) => {
    for (const row of list) {
      const response = await fetch("/api/tracker/applications", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(row),
      });
      if (response.status !== 201) throw new Error(`add failed: ${response.status} ${await response.text()}`);
    }
  }, rows);
}

const cards = (page: Page, role: string) => page.getByRole("article", { name: new RegExp(`: ${role}$`) });

test("the import preview marks rows already tracked or repeated, and skips them unless ticked", async () => {
  const { page } = await member();
  await openPage(page, "/app/tracker", "main");
  await addApplications(page, [{ firm_name: "Quanta Capital", role_title: "Quant Intern" }]);
  await page.reload();
  await cards(page, "Quant Intern").waitFor();

  await page.getByLabel("CSV file of applications").setInputFiles({
    name: "mine.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "Firm,Role\nquanta capital,Quant intern\nHarbour Advisers,Spring Week\nHarbour Advisers,Spring Week.\n",
    ),
  });
  const dialog = page.getByRole("dialog", { name: "Import applications" });
  await dialog.getByText("2 rows are already in your tracker or repeat an earlier row").waitFor();
  const rows = dialog.getByRole("row");
  await rows
    .filter({ hasText: "Duplicate: Already tracked as Quanta Capital: Quant Intern (Saved)." })
    .waitFor();
  await rows.filter({ hasText: "Duplicate: The same application as line 3." }).waitFor();
  const importButton = dialog.getByRole("button", { name: /^Import \d+ application/ });
  expect(await importButton.textContent()).toBe("Import 1 application");

  await dialog.getByRole("checkbox", { name: "Import duplicates too" }).check();
  expect(await importButton.textContent()).toBe("Import 3 applications");
  await dialog.getByRole("checkbox", { name: "Import duplicates too" }).uncheck();
  expect(await dialog.getByRole("checkbox", { name: "Import anyway (line 2)" }).isChecked()).toBe(false);
  await importButton.click();
  await expectToast(page, "Imported 1 application", "2 duplicates were skipped.");
  await cards(page, "Spring Week").waitFor();
  expect(await cards(page, "Spring Week").count()).toBe(1);
  expect(await cards(page, "Quant Intern").count()).toBe(1);

  // The same file again: nothing new, until the member ticks a row.
  await page.getByLabel("CSV file of applications").setInputFiles({
    name: "again.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Firm,Role\nHarbour Advisers,Spring Week\n"),
  });
  const nothing = dialog.getByRole("button", { name: "Nothing new to import" });
  await nothing.waitFor();
  expect(await nothing.isDisabled()).toBe(true);
  await dialog.getByRole("checkbox", { name: "Import anyway (line 2)" }).check();
  await dialog.getByRole("button", { name: "Import 1 application" }).click();
  await expectToast(page, "Imported 1 application");
  await expect.poll(() => cards(page, "Spring Week").count()).toBe(2);
});

test("adding one already tracked names it and adds it only when confirmed", async () => {
  const tab = await member();
  const { page } = tab;
  await openPage(page, "/app/tracker", "main");
  await addApplications(page, [{ firm_name: "Northbank Capital", role_title: "Summer Analyst" }]);
  await page.reload();
  await cards(page, "Summer Analyst").waitFor();

  await page.getByRole("button", { name: "Add application" }).click();
  const dialog = page.getByRole("dialog", { name: "Add application" });
  await field(page, "Firm").fill("northbank capital");
  await field(page, "Role title").fill("Summer Analyst");
  tab.expectHttpError(409);
  await dialog.getByRole("button", { name: "Add application" }).click();
  const warning = dialog.getByRole("alert").filter({ hasText: "Already in your tracker" });
  await warning
    .getByText(
      "You already track Northbank Capital: Summer Analyst (Saved). Add it again only if this is a separate application.",
    )
    .waitFor();
  await warning.getByRole("link", { name: "Open Northbank Capital: Summer Analyst" }).waitFor();
  // Focus moves to the question, so a keyboard user meets it first.
  expect(await warning.evaluate((node) => node === document.activeElement)).toBe(true);
  // Nothing was added meanwhile (the board behind the modal is hidden from the accessibility tree).
  const tracked = () =>
    page.evaluate(async () => (await (await fetch("/api/tracker/applications")).json()).applications.length);
  expect(await tracked()).toBe(1);

  await warning.getByRole("button", { name: "Add it anyway" }).click();
  await expectToast(page, "Application added");
  await expect.poll(() => cards(page, "Summer Analyst").count()).toBe(2);
});

import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, expectToast, field, openPage, signIn } from "./support/fixtures";
import { startServer, type TestServer } from "./support/server";

// The tracker's links to the world outside the board: a reminder that reaches the bell and the inbox,
// the private calendar feed a calendar app reads, and CSV out and back in.

let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function member(): Promise<Tab & { email: string }> {
  const user = await createUser(server, { firstName: "Grace" });
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  return Object.assign(tab, { email: user.email });
}

/** Adds applications through the API from the signed-in page (same origin, the member's cookie). */
async function addApplications(
  page: Page,
  rows: { firm_name: string; role_title: string; deadline?: string }[],
) {
  return page.evaluate(async (list) => {
    const ids: string[] = [];
    for (const row of list) {
      const response = await fetch("/api/tracker/applications", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(row),
      });
      if (response.status !== 201) throw new Error(`add failed: ${response.status} ${await response.text()}`);
      ids.push((await response.json()).application.id);
    }
    return ids;
  }, rows);
}

/** The next whole minute at least 20 s away, as a datetime-local value in the browser's own zone. */
async function nextMinute(page: Page) {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 20_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
}

test("a reminder set on an application arrives in the mail and in the bell", async () => {
  const tab = await member();
  const { page } = tab;
  await openPage(page, "/app/tracker", "main");
  const [id] = await addApplications(page, [
    { firm_name: "Northbank Capital", role_title: "Summer Analyst" },
  ]);
  await openPage(page, `/app/tracker/${id}`, "main");
  await page.getByRole("heading", { name: "Summer Analyst", level: 1 }).waitFor();
  await field(page, "When").fill(await nextMinute(page));
  await field(page, "What").fill("Ask about the numerical test");
  await page.getByRole("button", { name: "Add reminder" }).click();
  await expectToast(page, "Reminder added");

  const mail = await server.waitForMail(tab.email, (m) => m.subject.startsWith("Reminder:"), 150_000);
  expect(mail.subject).toBe("Reminder: Northbank Capital Summer Analyst: Ask about the numerical test");
  expect(mail.links.some((link) => link.endsWith(`/app/tracker/${id}`))).toBe(true);
  await openPage(page, "/app/notifications", "main");
  await page.getByText("Northbank Capital Summer Analyst: Ask about the numerical test").first().waitFor();
}, 200_000);

test("the private calendar link serves a valid calendar with the deadline", async () => {
  const { page } = await member();
  await openPage(page, "/app/tracker", "main");
  await addApplications(page, [
    { firm_name: "Harbour Advisers", role_title: "Spring Week", deadline: "2030-07-15" },
  ]);
  await page.reload();
  await page.getByRole("button", { name: "Add to calendar" }).click();
  await page.getByRole("button", { name: "Create calendar link" }).click();
  const url = await page.getByLabel("Your private calendar link").inputValue();
  expect(url).toMatch(/\/api\/tracker\/calendar\/[\w-]+\.ics$/);

  // As a calendar app reads it: no cookie, CRLF lines of at most 75 octets, balanced blocks.
  const response = await fetch(url.replace(/^https?:\/\/[^/]+/, server.url));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
  const text = await response.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  expect(unfolded).toContain("VERSION:2.0");
  expect(unfolded).toMatch(/DTSTART;VALUE=DATE:20300715/);
  expect(unfolded).toMatch(/SUMMARY:.*Harbour Advisers/);
  const opens = unfolded.match(/^BEGIN:/gm)?.length ?? 0;
  expect(unfolded.match(/^END:/gm)?.length).toBe(opens);
});

test("CSV export, then import into another member's tracker after a preview", async () => {
  const first = await member();
  await openPage(first.page, "/app/tracker", "main");
  await addApplications(first.page, [
    { firm_name: "Quanta Capital", role_title: "Quant Intern", deadline: "2030-01-31" },
    { firm_name: '=HYPERLINK("x")', role_title: "Formula firm" },
  ]);
  await first.page.reload();
  const [download] = await Promise.all([
    first.page.waitForEvent("download"),
    first.page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csvPath = (await download.path()) ?? "";
  expect(readFileSync(csvPath, "utf8")).toContain("Quant Intern");

  const second = await member();
  await openPage(second.page, "/app/tracker", "main");
  await second.page.getByText("No applications yet.").waitFor();
  await second.page.getByLabel("CSV file of applications").setInputFiles(csvPath);
  const dialog = second.page.getByRole("dialog", { name: "Import applications" });
  await dialog.getByRole("cell", { name: "Quant Intern" }).waitFor();
  await dialog.getByRole("button", { name: "Import 2 applications" }).click();
  await expectToast(second.page, "Imported 2 applications");
  await second.page.getByRole("article", { name: /Quant Intern$/ }).waitFor();
  await second.page.getByRole("article", { name: /^=HYPERLINK\("x"\): Formula firm$/ }).waitFor();

  // A file with a bad row: the preview names the line and nothing can be imported.
  await second.page.getByLabel("CSV file of applications").setInputFiles({
    name: "bad.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Firm,Role,Stage\nAcme,Analyst,Applied\nBeta,,Dreaming\n"),
  });
  await dialog
    .getByText(/Line 3:/)
    .first()
    .waitFor();
  expect(await dialog.getByRole("button", { name: /^Import/ }).isDisabled()).toBe(true);
});

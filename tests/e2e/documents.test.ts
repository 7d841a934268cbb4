import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { docxOf } from "../../src/server/features/documents/documents.fixtures";
import { sampleCvDraft } from "../../src/server/features/documents/export/cv.fixtures";
import { renderCvPdf } from "../../src/server/features/documents/export/cv-pdf";
import { FREE_LIMITS, limitMessage } from "../../src/shared/plans";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, expectToast, openPage, signIn } from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// Documents as a member uses them: upload a PDF and a DOCX CV and see their text read, a new version,
// downloads, a refused file, the Free limit; the CV match panel on a role's page, whose score moves
// with a better CV; the CV builder's exports; a cover letter written, edited, saved and attached to a
// tracker application.

const ROLE = "Investment Banking Summer Analyst 2027";
let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer({
    setup: async (env) => {
      await runTs("tests/e2e/support/seed-jobs.ts", [], env);
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer, kind = "CV") {
  await page.getByLabel("Kind", { exact: true }).first().selectOption(kind);
  await page.getByLabel("Document file").setInputFiles({ name, mimeType, buffer });
}
const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function member(): Promise<Tab> {
  const user = await createUser(server);
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

describe("documents", () => {
  test("upload a PDF and a DOCX CV, see their text, add a version, download one; a bad file and the Free limit", async () => {
    const tab = await member();
    const { page } = tab;
    await openPage(page, "/app/documents", "main");
    await page.getByRole("heading", { name: "Documents", level: 1 }).waitFor();
    await page.getByText("No documents yet").waitFor();

    await upload(page, "Amira Khan CV.pdf", PDF, await renderCvPdf(sampleCvDraft()));
    await expectToast(page, "Document uploaded");
    const pdfCard = card(page, "Amira Khan CV");
    await pdfCard
      .getByText(/Version 1 · PDF/)
      .first()
      .waitFor();
    await pdfCard.getByText("Text we read").click();
    await pdfCard.getByText(/London School of Economics/).waitFor();

    await upload(
      page,
      "word-cv.docx",
      DOCX,
      await docxOf(["Jo Bloggs", "Summer Analyst at Barclays, built a DCF model for a £40m deal"]),
    );
    const wordCard = card(page, "word-cv");
    await wordCard
      .getByText(/Version 1 · DOCX/)
      .first()
      .waitFor();

    // A new version keeps the first; both download.
    await wordCard.getByLabel("New version of word-cv").setInputFiles({
      name: "word-cv-2.docx",
      mimeType: DOCX,
      buffer: await docxOf(["Jo Bloggs", "Second version, now with LBO modelling and Python"]),
    });
    await expectToast(page, "New version uploaded");
    await wordCard
      .getByText(/Version 2 · DOCX/)
      .first()
      .waitFor();
    await wordCard.getByText("All versions (2)").click();
    const download = page.waitForEvent("download");
    await wordCard.getByRole("link", { name: "Download version 1 of word-cv" }).click();
    expect((await download).suggestedFilename()).toBe("word-cv.docx");

    // A web page renamed cv.pdf is refused, with what to do, and nothing is added.
    tab.expectHttpError(415);
    await upload(page, "cv.pdf", PDF, Buffer.from("<!doctype html><title>x</title><p>not a cv</p>"));
    await page.getByRole("alert").filter({ hasText: "not a PDF or Word document" }).waitFor();
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(2);

    // The third fills the Free plan; the fourth gets the upgrade prompt and nothing is lost.
    await upload(
      page,
      "transcript.docx",
      DOCX,
      await docxOf(["Transcript", "Year 1 average 68%"]),
      "Transcript",
    );
    await card(page, "transcript").waitFor();
    tab.expectHttpError(403);
    await upload(page, "another.docx", DOCX, await docxOf(["Another CV with enough words"]));
    await page
      .getByRole("alert")
      .filter({ hasText: limitMessage("storedDocuments") })
      .waitFor();
    await page.getByRole("link", { name: "See Premium" }).waitFor();
    expect(await page.getByRole("heading", { level: 3 }).count()).toBe(FREE_LIMITS.storedDocuments.value);
  });

  test("CV match on a role's page: the score explained, and higher after a better CV version", async () => {
    const tab = await member();
    const { page } = tab;
    await openPage(page, "/app/documents", "main");
    await upload(
      page,
      "cv.docx",
      DOCX,
      await docxOf([
        "Sam Patel",
        "sam@example.com",
        "EDUCATION",
        "University of Leeds, BA History",
        "EXPERIENCE",
        "Shop assistant",
        "• Helped customers",
      ]),
    );
    await card(page, "cv").waitFor();

    await openPage(page, "/app/job-feed", "main");
    await page.getByRole("link", { name: ROLE, exact: true }).first().click();
    await page.getByRole("heading", { name: ROLE, level: 1 }).waitFor();
    const jobPage = new URL(page.url()).pathname;
    const panel = page.getByRole("region", { name: "CV match" });
    await panel.getByRole("button", { name: "Score my CV" }).click();
    const result = panel.getByTestId("cv-match-result");
    await result.waitFor();
    await result.getByRole("heading", { name: "Missing keywords" }).waitFor();
    await result.getByRole("rowheader", { name: /Hard skills/i }).waitFor();
    const first = Number(await result.locator("span.text-4xl").textContent());

    await openPage(page, "/app/documents", "main");
    await card(page, "cv")
      .getByLabel("New version of cv")
      .setInputFiles({
        name: "cv.docx",
        mimeType: DOCX,
        buffer: await docxOf([
          "Sam Patel",
          "sam@example.com | 07700 900456",
          "EDUCATION",
          "University of Leeds, BSc Economics and Finance, predicted 2:1, Sep 2023 - Jun 2026",
          "EXPERIENCE",
          "Spring Insight Programme, Investment Banking, Barclays, Apr 2024 - Apr 2024",
          "• Built a DCF model and an M&A pitch book for a £250m deal, presented to 3 directors",
          "SKILLS AND INTERESTS",
          "Excel, financial modelling, PowerPoint, teamwork",
        ]),
      });
    await expectToast(page, "New version uploaded");
    await openPage(page, jobPage, "main");
    await page.getByRole("region", { name: "CV match" }).getByRole("button", { name: /Score/ }).click();
    await expect
      .poll(async () =>
        Number(await page.getByTestId("cv-match-result").locator("span.text-4xl").textContent()),
      )
      .toBeGreaterThan(first);
    await page
      .getByRole("region", { name: "CV match" })
      .getByText(/^cv, version 2/)
      .waitFor();
  });

  test("CV builder and cover letter (Premium): export both formats, write, edit, save and attach a letter", async () => {
    const tab = await member();
    const { page } = tab;
    await startTrial(tab);
    await openPage(page, "/app/documents", "main");
    await page.getByRole("link", { name: "New CV" }).click();
    await page.getByRole("heading", { name: "CV Builder", level: 1 }).waitFor();
    await page.getByLabel("Full name", { exact: true }).fill("Amira Khan");
    await page.getByLabel("Email", { exact: true }).fill("amira@example.com");
    await page.getByLabel("University or school").first().fill("London School of Economics");
    await page.getByLabel("Qualification").first().fill("BSc Economics");
    await page.getByLabel("Role", { exact: true }).first().fill("Spring Insight Intern");
    await page.getByLabel("Firm or organisation").first().fill("Barclays");
    const bullet = page.getByRole("textbox", { name: "Bullet 1", exact: true }).first();
    await bullet.fill("Responsible for research on banks");
    await page.getByText("Start with an action verb (for example Led, Built, Analysed).").first().waitFor();
    await page.getByRole("region", { name: "CV preview" }).getByText("Amira Khan").waitFor();

    const pdf = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export PDF" }).click();
    expect((await pdf).suggestedFilename()).toBe("Amira Khan CV.pdf");
    await expectToast(page, "CV exported as PDF");
    const docx = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export DOCX" }).click();
    expect((await docx).suggestedFilename()).toBe("Amira Khan CV.docx");
    await page.getByText(/version 2 \(DOCX\)/).waitFor();

    // A cover letter for a tracked role, written from the member's data and saved to the application.
    await openPage(page, "/app/job-feed", "main");
    await page
      .getByRole("button", { name: `Track ${ROLE}` })
      .first()
      .click();
    await expectToast(page, "Tracked in Saved");
    await page
      .getByRole("link", { name: /Tracked/ })
      .first()
      .click();
    await page.getByRole("heading", { name: ROLE, level: 1 }).waitFor();
    await page.getByRole("button", { name: "Write cover letter" }).click();
    const dialog = page.getByRole("dialog", { name: "Write cover letter" });
    await dialog.getByRole("button", { name: "Write draft" }).click();
    const letter = dialog.getByLabel("Cover letter", { exact: true });
    await expect.poll(() => letter.inputValue()).toContain("Goldman Sachs");
    expect(await letter.inputValue()).toContain("Yours sincerely");
    await letter.fill(`${await letter.inputValue()}\n\nP.S. I look forward to hearing from you.`);
    await dialog.getByRole("button", { name: "Save to Documents" }).click();
    await expectToast(page, "Cover letter saved");
    await dialog.getByRole("link", { name: "Export PDF" }).waitFor();
    await page.keyboard.press("Escape");
    const documents = page.getByRole("region", { name: "Documents" });
    await documents.getByText(/Cover letter, version 1/).waitFor();

    await openPage(page, "/app/documents", "main");
    await page.getByRole("region", { name: "Cover letters" }).getByRole("heading", { level: 3 }).waitFor();
  });

  test("on a phone the documents screen and the CV builder do not scroll sideways", async () => {
    const tab = await member();
    const { page } = tab;
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/app/documents", "/app/documents/new-cv"]) {
      await openPage(page, path, "main");
      await page.getByRole("heading", { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

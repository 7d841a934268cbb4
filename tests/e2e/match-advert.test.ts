import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { docxOf } from "../../src/server/features/documents/documents.fixtures";
import { browserForFile, type Tab } from "./support/browser";
import { createUser, expectToast, openPage, signIn } from "./support/fixtures";
import { runTs, startServer, type TestServer } from "./support/server";

// Match an advert as a member uses it: paste an advert on /app/documents, score a CV against it without
// tracking it, save it to the tracker from there, and write a letter whose why-this-firm paragraph names
// the firm's own facts (its profile in the premier directory), not the advert's first sentence.

const ADVERT = `Investment Banking Summer Analyst 2027

Tidewater Partners is an independent advisory firm working on mid-market mergers and acquisitions.

What you will do
• Build valuation models, including DCF and comparable company analyses
• Prepare pitch books and information memoranda for live mandates

What we are looking for
• Penultimate-year students graduating in 2028
• Strong analytical and numerical skills and close attention to detail
• Clear written communication and the ability to work in a small team`;

const CV = [
  "Aisha Rahman",
  "aisha.rahman@example.com | 07700 900412",
  "EDUCATION",
  "London School of Economics and Political Science, BSc Economics, Sep 2025 - Jun 2028, predicted First",
  "EXPERIENCE",
  "Harcourt Street Advisory, M&A Summer Intern, London, Jun 2026 - Aug 2026",
  "• Built a DCF and trading comparables analysis for the £120m sale of a UK software business",
  "• Prepared 3 pitch books for mid-market clients, researching 40 potential buyers",
  "LEADERSHIP",
  "LSE Investment Society, Treasurer, Sep 2026 - Present",
  "• Managed a £9,000 budget and cut event costs by 15% by negotiating group rates",
  "SKILLS",
  "Excel, PowerPoint, Python",
];

const SHOTS = process.env.SCREENSHOT_DIR;
let server: TestServer;
const browser = browserForFile(() => server);

beforeAll(async () => {
  server = await startServer({
    setup: async (env) => {
      await runTs("tests/e2e/support/seed-firm-profile.ts", [], env);
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

async function memberWithCv(): Promise<Tab> {
  const user = await createUser(server);
  const tab = await browser.newTab();
  await signIn(tab, server, user);
  // A Premium trial: cover letters are a Premium tool; Match an advert itself is on every plan.
  const trial = await tab.context.request.post(`${server.url}/api/billing/trial`, {
    headers: { origin: server.url },
  });
  expect(trial.status()).toBe(200);
  const { page } = tab;
  await openPage(page, "/app/documents", "main");
  await page.getByLabel("Kind", { exact: true }).first().selectOption("CV");
  await page.getByLabel("Document file").setInputFiles({
    name: "Aisha Rahman CV.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await docxOf(CV),
  });
  await expectToast(page, "Document uploaded");
  return tab;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe("Match an advert", () => {
  test("paste an advert, score a CV, save it to the tracker and write a letter from the firm's own facts", async () => {
    const { page } = await memberWithCv();
    await page.getByRole("button", { name: "Match an advert" }).click();
    const panel = page.getByRole("region", { name: "Match an advert" });
    await panel.getByRole("button", { name: "Score my CV" }).click();
    await panel.getByText("Paste the advert's text, or a link to it, to score your CV against it.").waitFor();

    await panel.getByLabel("Advert text").fill(ADVERT);
    await panel.getByRole("button", { name: "Score my CV" }).click();
    await panel.getByRole("table", { name: "How the score is made up" }).waitFor();
    await panel.getByText(/Aisha Rahman CV, version 1/).waitFor();
    const next = panel.getByRole("region", { name: "Next steps for this advert" });
    expect(await next.getByLabel("Firm", { exact: true }).inputValue()).toBe("Tidewater Partners");
    expect(await next.getByLabel("Role title", { exact: true }).inputValue()).toBe(
      "Investment Banking Summer Analyst 2027",
    );
    await shoot(page, `match-advert-${page.viewportSize()?.width ?? 0}`);

    await next.getByRole("button", { name: "Save to tracker" }).click();
    await expectToast(page, "Saved to your tracker");
    await next.getByRole("link", { name: "Open the application" }).waitFor();

    await next.getByRole("button", { name: "Write cover letter" }).click();
    const dialog = page.getByRole("dialog", { name: "Write cover letter" });
    await dialog.getByRole("button", { name: "Write draft" }).click();
    const letter = dialog.getByLabel("Cover letter", { exact: true });
    await expect.poll(() => letter.inputValue(), { timeout: 30_000 }).toContain("Yours sincerely");
    const text = await letter.inputValue();
    const paragraphs = text.split("\n\n");
    const why = paragraphs[paragraphs.findIndex((p) => p.startsWith("Dear ")) + 2] ?? "";
    // The firm's own facts, from its profile: its practices, its award, or its markets.
    expect(why).toMatch(/Technology, Healthcare and Consumer|Adviser of the Year|Nordics/);
    expect(why).not.toContain("Tidewater Partners is an independent advisory firm working on");
    await shoot(page, `match-advert-letter-${page.viewportSize()?.width ?? 0}`);
    await dialog.getByRole("button", { name: "Save to Documents" }).click();
    await expectToast(page, "Cover letter saved");

    // Tracked from the advert, with its text kept for later.
    await openPage(page, "/app/tracker", "main");
    await page.getByText("Investment Banking Summer Analyst 2027").first().waitFor();
  });

  test("on a phone the panel and its score fit the screen", async () => {
    const tab = await memberWithCv();
    const { page } = tab;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: "Match an advert" }).click();
    const panel = page.getByRole("region", { name: "Match an advert" });
    await panel.getByLabel("Advert text").fill(ADVERT);
    await panel.getByRole("button", { name: "Score my CV" }).click();
    await panel.getByRole("table", { name: "How the score is made up" }).waitFor();
    await shoot(page, "match-advert-375");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

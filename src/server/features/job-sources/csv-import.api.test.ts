import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/support/test-db";
import { firms, jobSources, jobs } from "../../db/schema";
import { CsvImportError, importJobsCsv } from "./csv-import.service";

// The manual source: a CSV of roles, good rows imported together, bad rows
// reported by line, a second import of the same rows updating them.

const NOW = new Date("2026-11-20T10:00:00Z");
const HEADER = "Firm,Title,Location,Role type,Apply URL,Closes,Description";

describe("CSV import", () => {
  let database: TestDatabase;
  const manualJobs = () => database.db.select().from(jobs).where(eq(jobs.source, "manual"));

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(firms).values([
      { slug: "goldman-sachs", name: "Goldman Sachs", sector: "investment_banking", premier: true },
      { slug: "blackstone", name: "Blackstone", sector: "private_equity", premier: true },
    ]);
  });
  afterAll(() => database.dispose());

  test("imports the good rows and reports each bad one with its line and reason", async () => {
    const csv = [
      HEADER,
      'Goldman Sachs,2027 Spring Programme,"London, UK",Spring week,https://www.goldmansachs.com/careers/spring,15/01/2027,"A week with our divisions.\n\nSubmit your CV and sit an SHL test."',
      "blackstone,Private Equity Analyst,New York,,https://www.blackstone.com/careers/1,rolling,<p>Join our buyout team.</p><script>x()</script>",
      "Acme Bank,Analyst,London,,https://acme.example/jobs,,",
      "Goldman Sachs,Bad link,London,,javascript:alert(1),,",
      "Goldman Sachs,Bad date,London,,https://www.goldmansachs.com/x,next week,",
      "Goldman Sachs,Bad type,London,Apprenticeship,https://www.goldmansachs.com/y,,",
      'Goldman Sachs,2027 Spring Programme,"London, UK",Spring week,https://www.goldmansachs.com/careers/spring,,',
      ",No firm,London,,https://www.goldmansachs.com/z,,",
    ].join("\n");
    const result = await importJobsCsv(database.db, csv, NOW);
    // Acme Bank is not known yet: it is created with its role, in the default sector.
    expect(result.added).toBe(3);
    expect(result.updated).toBe(0);
    expect(result.newFirms).toEqual([{ name: "Acme Bank", sector: "investment_banking" }]);
    expect(result.errors).toEqual([
      { line: 7, message: "Apply URL must be a full http:// or https:// address." },
      { line: 8, message: expect.stringMatching(/^Closes "next week" is not a date/) },
      { line: 9, message: expect.stringMatching(/^Role type "Apprenticeship" is not one of: Insight day/) },
      { line: 10, message: "Same firm, title and apply URL as line 2." },
      { line: 11, message: "Firm is empty." },
    ]);

    const rows = await manualJobs();
    const spring = rows.find((row) => row.firmName === "Goldman Sachs");
    expect(spring).toMatchObject({
      title: "2027 Spring Programme",
      roleType: "spring_week",
      locations: ["london"],
      rolling: false,
      isSample: false,
      descriptionHtml: "<p>A week with our divisions.</p><p>Submit your CV and sit an SHL test.</p>",
      requirements: { cv: true, online_tests: [{ kind: "Aptitude tests", provider: "SHL" }] },
    });
    expect(spring?.closesAt?.toISOString()).toBe("2027-01-15T23:59:59.000Z");
    const pe = rows.find((row) => row.firmName === "Blackstone");
    expect(pe).toMatchObject({
      roleType: "full_time",
      financeAreas: ["private_equity"],
      rolling: true,
      closesAt: null,
      descriptionHtml: "<p>Join our buyout team.</p>",
    });
    const sources = await database.db.select().from(jobSources).where(eq(jobSources.kind, "manual"));
    expect(sources.map((s) => [s.token, s.lastJobCount]).sort()).toEqual([
      ["acme-bank", 1],
      ["blackstone", 1],
      ["goldman-sachs", 1],
    ]);
  });

  test("the same rows again update the roles instead of adding copies", async () => {
    const csv = `${HEADER}\nGoldman Sachs,2027 Spring Programme,London,Spring week,https://www.goldmansachs.com/careers/spring,20 January 2027,Updated text.`;
    const result = await importJobsCsv(database.db, csv, NOW);
    expect(result).toEqual({ rows: 1, added: 0, updated: 1, errors: [], newFirms: [] });
    const rows = await manualJobs();
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.firmName === "Goldman Sachs")?.closesAt?.toISOString()).toBe(
      "2027-01-20T23:59:59.000Z",
    );
  });

  test("a file without the needed columns, or that is not CSV, is refused whole", async () => {
    await expect(importJobsCsv(database.db, "Company,Role\nGoldman Sachs,Analyst", NOW)).rejects.toThrow(
      new CsvImportError(
        "The header row lacks apply url. Expected columns: firm, sector, title, location, role type, apply url, closes, description, salary.",
      ),
    );
    await expect(importJobsCsv(database.db, `${HEADER}\n"unclosed`, NOW)).rejects.toThrow(/not valid CSV/);
    await expect(importJobsCsv(database.db, "", NOW)).rejects.toThrow("The file is empty.");
    expect(await manualJobs()).toHaveLength(3);
  });

  test("a new firm is only named in a preview, and created once with the sector the file gives", async () => {
    const csv = [
      "Firm,Sector,Title,Apply URL",
      "Harbourline Capital,Hedge fund,Quant Researcher,https://harbourline.example/jobs/1",
      "harbourline  capital,,Quant Intern,https://harbourline.example/jobs/2",
      "Greyfield Partners,Crypto,Analyst,https://greyfield.example/jobs/1",
      "Tallow & Reed,,Analyst,not a link",
    ].join("\n");
    const harbourline = () => database.db.select().from(firms).where(eq(firms.slug, "harbourline-capital"));
    const preview = await importJobsCsv(database.db, csv, NOW, { dryRun: true });
    expect(preview).toMatchObject({ added: 2, updated: 0 });
    // A row that cannot be imported brings in no firm; a misspelt sector is named with the choices.
    expect(preview.newFirms).toEqual([{ name: "Harbourline Capital", sector: "hedge_fund" }]);
    expect(preview.errors).toEqual([
      { line: 4, message: expect.stringMatching(/^Sector "Crypto" is not one of: Investment banking; /) },
      { line: 5, message: "Apply URL must be a full http:// or https:// address." },
    ]);
    expect(await harbourline()).toEqual([]);

    const imported = await importJobsCsv(database.db, csv, NOW);
    expect(imported).toMatchObject({ added: 2, newFirms: [{ name: "Harbourline Capital" }] });
    const [firm] = await harbourline();
    expect(firm).toMatchObject({ name: "Harbourline Capital", sector: "hedge_fund", premier: false });
    const roles = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.firmId, firm?.id ?? ""));
    expect(roles.map((role) => [role.title, role.firmName]).sort()).toEqual([
      ["Quant Intern", "Harbourline Capital"],
      ["Quant Researcher", "Harbourline Capital"],
    ]);
    // The same file again: the firm is known now, so nothing new is created and the roles update.
    const again = await importJobsCsv(database.db, csv, NOW);
    expect(again).toMatchObject({ added: 0, updated: 2, newFirms: [] });
    await database.db.delete(jobs).where(eq(jobs.firmId, firm?.id ?? ""));
  });

  test("a salary column, or else a salary in the description, is kept as the role's pay (run last)", async () => {
    const csv = [
      "Firm,Title,Apply URL,Salary,Description",
      "Goldman Sachs,Credit Analyst,https://www.goldmansachs.com/careers/credit,£45k - £50k,A credit role.",
      'Blackstone,Fund Accountant,https://www.blackstone.com/careers/2,Competitive,"Salary: £38,000 per annum."',
      "Blackstone,Operations Analyst,https://www.blackstone.com/careers/3,,A competitive salary.",
    ].join("\n");
    const result = await importJobsCsv(database.db, csv, NOW);
    expect(result.errors).toEqual([]);
    const pay = Object.fromEntries((await manualJobs()).map((row) => [row.title, row.salary]));
    expect(pay["Credit Analyst"]).toBe("£45,000–£50,000");
    expect(pay["Fund Accountant"]).toBe("£38,000 a year");
    expect(pay["Operations Analyst"]).toBeNull();
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { firms, jobs } from "../../db/schema";
import { searchTermsFor } from "../../platform/search-vocabulary";
import { importJobsCsv } from "./csv-import.service";
import { fillSearchTerms } from "./search-terms.service";

// Start-up brings every role's search terms up to date: empty ones, and ones an older vocabulary wrote
// (including ones written before the firm's other spellings, "termsbank", were part of them).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.dispose());

test("empty and outdated search terms are rewritten; current ones are left alone", async () => {
  const [firm] = await t.db
    .insert(firms)
    .values({ slug: "terms-bank", name: "Terms Bank", sector: "investment_banking" })
    .returning();
  const base = { firmId: firm?.id ?? "", firmName: "Terms Bank", source: "test", applyUrl: "https://e.com" };
  const summer = {
    roleType: "summer_internship",
    financeAreas: ["investment_banking"],
    locations: ["london"],
  };
  const current = searchTermsFor({ ...summer, firmName: "Terms Bank" });
  const rows = await t.db
    .insert(jobs)
    .values([
      { ...base, ...summer, externalId: "empty", title: "Summer Analyst", searchTerms: "" },
      { ...base, ...summer, externalId: "old", title: "Summer Analyst 2", searchTerms: "summer internship" },
      { ...base, ...summer, externalId: "current", title: "Summer Analyst 3", searchTerms: current },
      {
        ...base,
        roleType: "spring_week",
        financeAreas: ["sales_trading", 'odd "area", quoted'],
        locations: [],
        externalId: "odd",
        title: "Spring Week",
        searchTerms: "",
      },
    ])
    .returning({ id: jobs.id, externalId: jobs.externalId });

  expect(await fillSearchTerms(t.db)).toBe(3);
  for (const row of rows) {
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, row.id));
    expect(job?.searchTerms).toBe(
      searchTermsFor({
        roleType: job?.roleType ?? null,
        financeAreas: job?.financeAreas ?? [],
        locations: job?.locations ?? [],
        firmName: "Terms Bank",
      }),
    );
  }
  expect(await fillSearchTerms(t.db)).toBe(0);
});

test("roles written by an import already carry their firm's spellings, as start-up would write them", async () => {
  await t.db.insert(firms).values({ slug: "m-and-g", name: "M&G", sector: "asset_management" });
  const csv = [
    "Firm,Title,Location,Role type,Apply URL,Closes,Description",
    "M&G,Graduate Analyst,London,Graduate programme,https://example.com/mandg,,Fixed income.",
  ].join("\n");
  expect((await importJobsCsv(t.db, csv)).added).toBe(1);
  const [job] = await t.db.select().from(jobs).where(eq(jobs.firmName, "M&G"));
  expect(job?.searchTerms.split(" ")).toContain("mandg");
  expect(await fillSearchTerms(t.db)).toBe(0);
});

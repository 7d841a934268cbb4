import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { firms, jobs } from "../../db/schema";
import { searchTermsFor } from "../../platform/search-vocabulary";

// Firm names written with dots, ampersands and spaces are found however a student types them:
// "J.P. Morgan" as "JP Morgan" or "jpmorgan", "M&G" as "M & G" or "MandG", "Legal & General" as "L&G".
// Firms with a word in common ("Morgan Stanley") are not found by another firm's spelling.

const FIRMS = {
  jpm: { name: "J.P. Morgan", slug: "jp-morgan", title: "Markets Summer Analyst" },
  mandg: { name: "M&G", slug: "m-and-g", title: "Fixed Income Graduate Programme" },
  lgim: { name: "Legal & General", slug: "legal-and-general", title: "Actuarial Placement Year" },
  houlihan: { name: "Houlihan Lokey", slug: "houlihan-lokey", title: "Restructuring Analyst" },
  stanley: { name: "Morgan Stanley", slug: "morgan-stanley", title: "Research Spring Week" },
  goldman: { name: "Goldman Sachs", slug: "goldman-sachs", title: "Global Banking Graduate Analyst" },
} as const;

describe("job search by firm name", () => {
  let t: TestApp;
  let member: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [key, firm] of Object.entries(FIRMS)) {
      const [row] = await t.db
        .insert(firms)
        .values({ slug: firm.slug, name: firm.name, sector: "investment_banking" })
        .returning();
      const classification = { roleType: "graduate_programme", financeAreas: [], locations: ["london"] };
      await t.db.insert(jobs).values({
        ...classification,
        firmId: row?.id ?? "",
        firmName: firm.name,
        source: "test",
        externalId: key,
        title: firm.title,
        applyUrl: "https://example.com/apply",
        descriptionText: "Join a team that works with clients across Europe.",
        // As every writer of roles stores them (job-sources' upsert, imports, start-up's refresh).
        searchTerms: searchTermsFor({ ...classification, firmName: firm.name }),
      });
    }
    member = await t.signUp();
  });
  afterAll(() => t?.dispose());

  async function found(query: string): Promise<string[]> {
    const response = await t.request(`/api/jobs?q=${encodeURIComponent(query)}`, { cookie: member.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as { jobs: { firm: { name: string } }[] };
    return body.jobs.map((job) => job.firm.name).sort();
  }

  test.each([
    ["J.P. Morgan", FIRMS.jpm.name],
    ["JP Morgan", FIRMS.jpm.name],
    ["jp morgan", FIRMS.jpm.name],
    ["j.p. morgan", FIRMS.jpm.name],
    ["J. P. Morgan", FIRMS.jpm.name],
    ["JPMorgan", FIRMS.jpm.name],
    ["jpmorgan", FIRMS.jpm.name],
    ["M&G", FIRMS.mandg.name],
    ["M & G", FIRMS.mandg.name],
    ["MandG", FIRMS.mandg.name],
    ["m and g", FIRMS.mandg.name],
    ["L&G", FIRMS.lgim.name],
    ["l & g", FIRMS.lgim.name],
    ["Legal & General", FIRMS.lgim.name],
    ["legal and general", FIRMS.lgim.name],
    ["LegalandGeneral", FIRMS.lgim.name],
    ["Houlihan Lokey", FIRMS.houlihan.name],
    ["houlihan", FIRMS.houlihan.name],
    ["HoulihanLokey", FIRMS.houlihan.name],
    ["Morgan Stanley", FIRMS.stanley.name],
  ])("%s finds %s's role and no other firm's", async (query, firm) => {
    expect(await found(query)).toEqual([firm]);
  });

  test("a spelling joins the rest of the query", async () => {
    expect(await found("jp morgan summer analyst")).toEqual([FIRMS.jpm.name]);
    expect(await found("M&G graduate")).toEqual([FIRMS.mandg.name]);
    expect(await found("M&G restructuring")).toEqual([]);
  });
});

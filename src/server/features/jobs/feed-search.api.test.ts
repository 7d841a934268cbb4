import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { firms, jobs, profiles, savedJobs } from "../../db/schema";
import { searchTermsFor } from "../../platform/search-vocabulary";

// The feed's search in the field's own words: role type, area, firm and location take part; the
// field's abbreviations and spellings; accents; prefixes; a misspelt query corrected with "Did you
// mean"; Newest by the posting's own date; saved roles that close.

const DAY = 86_400_000;
const now = Date.now();

type Seed = Partial<typeof jobs.$inferInsert> & { title: string; firm: "socgen" | "quantfirm" | "advisers" };

describe("job feed search", () => {
  let t: TestApp;
  let member: SignedIn;
  const firmIds: Record<string, string> = {};
  const firmNames = { socgen: "Société Générale", quantfirm: "Quanta Capital", advisers: "Harbour Advisers" };
  const ids: Record<string, string> = {};

  async function add(key: string, { firm, ...job }: Seed) {
    const roleType = job.roleType ?? "full_time";
    const financeAreas = job.financeAreas ?? [];
    const locations = job.locations ?? ["london"];
    const [row] = await t.db
      .insert(jobs)
      .values({
        firmId: firmIds[firm] ?? "",
        firmName: firmNames[firm],
        source: "test",
        externalId: key,
        applyUrl: "https://example.com/apply",
        roleType,
        financeAreas,
        locations,
        searchTerms: searchTermsFor({ roleType, financeAreas, locations }),
        ...job,
      })
      .returning();
    ids[key] = row?.id ?? "";
  }

  async function titles(query: string) {
    const response = await t.request(`/api/jobs?${query}`, { cookie: member.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    return { titles: body.jobs.map((j: { title: string }) => j.title).sort(), body };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.db
      .insert(firms)
      .values([
        { slug: "societe-generale", name: firmNames.socgen, sector: "investment_banking" },
        { slug: "quanta-capital", name: firmNames.quantfirm, sector: "hedge_fund" },
        { slug: "harbour-advisers", name: firmNames.advisers, sector: "investment_banking" },
      ])
      .returning();
    firmIds.socgen = rows[0]?.id ?? "";
    firmIds.quantfirm = rows[1]?.id ?? "";
    firmIds.advisers = rows[2]?.id ?? "";

    await add("ibd-summer", {
      firm: "socgen",
      title: "2027 Summer Analyst – IBD",
      roleType: "summer_internship",
      financeAreas: ["investment_banking"],
      descriptionText: "Ten weeks in our coverage and execution teams.",
      postedAt: new Date(now - 30 * DAY),
    });
    await add("markets-summer", {
      firm: "socgen",
      title: "Global Markets Summer Analyst",
      roleType: "summer_internship",
      financeAreas: ["sales_trading"],
      descriptionText: "Rotate across our trading desks.",
      postedAt: new Date(now - 2 * DAY),
    });
    await add("quant-intern", {
      firm: "quantfirm",
      title: "Quantitative Researcher Intern",
      roleType: "summer_internship",
      financeAreas: ["quant", "hedge_funds"],
      descriptionText: "Statistics and Python for systematic strategies.",
      postedAt: new Date(now - 10 * DAY),
    });
    await add("spring", {
      firm: "socgen",
      title: "Spring Insight Programme",
      roleType: "spring_week",
      financeAreas: ["investment_banking", "sales_trading"],
      descriptionText: "A week for first-year students.",
    });
    await add("advisory", {
      firm: "advisers",
      title: "Financial Advisory Analyst",
      roleType: "graduate_programme",
      financeAreas: ["investment_banking"],
      descriptionText:
        "Advise clients on mergers, disposals and financing. Our international team works from London.",
      salary: "£55,000–£60,000 a year",
      // Older than the quant internship: only fit, not freshness, can put it first for a banker.
      postedAt: new Date(now - 60 * DAY),
    });
    await add("assistant", {
      firm: "advisers",
      title: "Executive Assistant",
      financeAreas: [],
      descriptionText: "Support our international advisory partners.",
    });
    member = await t.signUp();
  });
  afterAll(() => t?.dispose());

  test.each([
    [
      "summer internship",
      ["2027 Summer Analyst – IBD", "Global Markets Summer Analyst", "Quantitative Researcher Intern"],
    ],
    [
      "internship",
      [
        "2027 Summer Analyst – IBD",
        "Global Markets Summer Analyst",
        "Quantitative Researcher Intern",
        "Spring Insight Programme",
      ],
    ],
    ["quant", ["Quantitative Researcher Intern"]],
    [
      "investment banking",
      ["2027 Summer Analyst – IBD", "Financial Advisory Analyst", "Spring Insight Programme"],
    ],
    ["IBD", ["2027 Summer Analyst – IBD", "Financial Advisory Analyst", "Spring Insight Programme"]],
    ["S&T", ["Global Markets Summer Analyst", "Spring Insight Programme"]],
    ["spring week", ["Spring Insight Programme"]],
    ["Societe Generale summer", ["2027 Summer Analyst – IBD", "Global Markets Summer Analyst"]],
    ["hedge fund", ["Quantitative Researcher Intern"]],
    ["graduate scheme", ["Financial Advisory Analyst"]],
  ])("%s", async (q, expected) => {
    const { titles: found, body } = await titles(`q=${encodeURIComponent(q)}`);
    expect(found).toEqual([...expected].sort());
    expect(body.did_you_mean).toBeNull();
  });

  test("a misspelt search finds the roles and offers the correction", async () => {
    const { titles: found, body } = await titles("q=sumer%20internship");
    expect(body.did_you_mean).toBe("summer internship");
    expect(found).toContain("2027 Summer Analyst – IBD");
    const { body: banking } = await titles("q=investmnt%20banking");
    expect(banking.did_you_mean).toBe("investment banking");
    expect(banking.jobs.length).toBeGreaterThan(0);
  });

  test("nothing to correct: no results and no suggestion", async () => {
    const { titles: found, body } = await titles("q=zzzyqx");
    expect(found).toEqual([]);
    expect(body.did_you_mean).toBeNull();
  });

  test("Newest orders by the posting's own date, and the card shows it", async () => {
    const { body } = await titles("q=summer%20analyst&sort=newest");
    expect(body.jobs.map((j: { title: string }) => j.title)).toEqual([
      "Global Markets Summer Analyst",
      "2027 Summer Analyst – IBD",
    ]);
    expect(Date.parse(body.jobs[0].posted_at)).toBeLessThan(now - DAY);
  });

  test("Best match puts a banking student's banking roles above another field's internships", async () => {
    const student = await t.signUp();
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, member.user.id));
    await t.db
      .update(profiles)
      .set({
        onboarding: {
          ...(row?.onboarding ?? {}),
          targeted_role_types: ["summer_internship"],
          targeted_finance_areas: ["investment_banking"],
          targeted_locations: ["london"],
          open_to_remote: false,
          job_update_frequency: "daily_summary",
        } as NonNullable<typeof row>["onboarding"],
      })
      .where(eq(profiles.id, student.user.id));
    const response = await t.request("/api/jobs", { cookie: student.cookie });
    const order = (await response.json()).jobs.map((j: { title: string }) => j.title);
    expect(order[0]).toBe("2027 Summer Analyst – IBD");
    expect(order.indexOf("Financial Advisory Analyst")).toBeLessThan(
      order.indexOf("Quantitative Researcher Intern"),
    );
    expect(order.at(-1)).toBe("Executive Assistant");
  });

  test("salary travels with the role", async () => {
    const { body } = await titles("q=financial%20advisory");
    expect(body.jobs[0].salary).toBe("£55,000–£60,000 a year");
  });

  test("a saved role that closes stays in Saved, marked closed, and leaves the feed", async () => {
    await t.db.insert(savedJobs).values({ userId: member.user.id, jobId: ids.spring ?? "" });
    await t.db
      .update(jobs)
      .set({ closedAt: new Date() })
      .where(eq(jobs.id, ids.spring ?? ""));
    const { body } = await titles("saved=true");
    expect(body.jobs).toHaveLength(1);
    expect(body.jobs[0]).toMatchObject({ title: "Spring Insight Programme", closed: true, saved: true });
    const { titles: open } = await titles("q=spring%20week");
    expect(open).toEqual([]);
  });
});

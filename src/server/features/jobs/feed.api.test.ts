import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { FREE_LIMITS } from "../../../shared/plans";
import { firms, jobs, profiles } from "../../db/schema";

// The feed's search, filters, orders, keyset pagination, personal ranking with reasons, the
// free view, saving, one role in full and the premier firms directory.

const DAY = 86_400_000;
const now = Date.now();

type JobSeed = Partial<typeof jobs.$inferInsert> & { title: string };

describe("job feed", () => {
  let t: TestApp;
  let premium: SignedIn;
  let free: SignedIn;
  const firmIds: Record<string, string> = {};

  async function addJob(firm: string, job: JobSeed) {
    const [row] = await t.db
      .insert(jobs)
      .values({
        firmId: firmIds[firm] ?? "",
        firmName: firm === "goldman" ? "Goldman Sachs" : firm === "blackstone" ? "Blackstone" : "Smallbank",
        source: "test",
        externalId: crypto.randomUUID(),
        applyUrl: "https://example.com/apply",
        ...job,
      })
      .returning();
    return row?.id ?? "";
  }

  async function feed(member: SignedIn, query = "") {
    const response = await t.request(`/api/jobs${query}`, { cookie: member.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    const inserted = await t.db
      .insert(firms)
      .values([
        { slug: "goldman-sachs", name: "Goldman Sachs", sector: "investment_banking", premier: true },
        { slug: "blackstone", name: "Blackstone", sector: "private_equity", premier: true },
        { slug: "smallbank", name: "Smallbank", sector: "investment_banking", premier: false },
      ])
      .returning();
    firmIds.goldman = inserted[0]?.id ?? "";
    firmIds.blackstone = inserted[1]?.id ?? "";
    firmIds.smallbank = inserted[2]?.id ?? "";

    await addJob("goldman", {
      title: "Investment Banking Summer Analyst 2027",
      roleType: "summer_internship",
      financeAreas: ["investment_banking"],
      locations: ["london"],
      descriptionText: "Join our M&A team for ten weeks.",
      closesAt: new Date(now + 5 * DAY),
      firstSeenAt: new Date(now - 3 * DAY),
    });
    await addJob("blackstone", {
      title: "Private Equity Off-Cycle Intern",
      roleType: "off_cycle_internship",
      financeAreas: ["private_equity"],
      locations: ["london"],
      workplace: "hybrid",
      descriptionText: "Work on buyouts and portfolio companies. Strong modelling required.",
      closesAt: new Date(now + 20 * DAY),
      firstSeenAt: new Date(now - 1 * DAY),
    });
    await addJob("smallbank", {
      title: "Graduate Programme, Markets",
      roleType: "graduate_programme",
      financeAreas: ["sales_trading"],
      locations: ["new_york"],
      descriptionText: "A rotational programme across our trading desks. Private equity exposure included.",
      rolling: true,
      firstSeenAt: new Date(now - 10 * DAY),
    });
    await addJob("smallbank", {
      title: "Closed role",
      closedAt: new Date(now - DAY),
      roleType: "spring_week",
    });

    premium = await t.signUp();
    free = await t.signUp();
    await t.db
      .update(profiles)
      .set({
        trialEndsAt: new Date(now + 5 * DAY),
        trialStartedAt: new Date(),
        onboarding: {
          firstName: "Ada",
          lastName: "King",
          university: "LSE",
          education_status: "graduate",
          education_status_other: "",
          course_studied: null,
          course_studied_other: "",
          university_name: "LSE",
          targeted_role_types: ["off_cycle_internship"],
          targeted_role_types_other: "",
          targeted_finance_areas: ["private_equity"],
          targeted_finance_areas_other: "",
          open_to_remote: true,
          targeted_locations: ["london"],
          targeted_locations_other: "",
          needs_visa_sponsorship: false,
          relevant_experience: null,
          relevant_experience_other: "",
          strongest_skills: [],
          strongest_skills_other: "",
          job_update_frequency: "daily_summary",
          helpful_content_prefs: [],
          career_vision: null,
          career_vision_other: "",
        },
      })
      .where(eq(profiles.id, premium.user.id));
  });
  afterAll(() => t?.dispose());

  test("the default order follows the member's answers and says why", async () => {
    const body = await feed(premium);
    expect(body.jobs.map((j: { title: string }) => j.title)).toEqual([
      "Private Equity Off-Cycle Intern",
      "Investment Banking Summer Analyst 2027",
      "Graduate Programme, Markets",
    ]);
    expect(body.jobs[0].reasons).toEqual([
      "Off-cycle internship, as you asked",
      "Matches your interest in Private equity",
      "In London",
      "Hybrid, and you are open to it",
    ]);
    expect(body.personalised).toBe(true);
    expect(body.jobs[0].firm).toEqual({ name: "Blackstone", slug: "blackstone", premier: true });
  });

  test("search weights the title above the description, and closed roles never show", async () => {
    const body = await feed(premium, "?q=private%20equity&sort=relevance");
    expect(body.jobs.map((j: { title: string }) => j.title)).toEqual([
      "Private Equity Off-Cycle Intern",
      "Graduate Programme, Markets",
    ]);
    const closed = await feed(premium, "?q=closed");
    expect(closed.jobs).toEqual([]);
  });

  test.each([
    ["?type=graduate_programme", ["Graduate Programme, Markets"]],
    [
      "?area=investment_banking,private_equity&sort=newest",
      ["Private Equity Off-Cycle Intern", "Investment Banking Summer Analyst 2027"],
    ],
    ["?location=new_york", ["Graduate Programme, Markets"]],
    ["?workplace=hybrid", ["Private Equity Off-Cycle Intern"]],
    ["?firm=goldman-sachs", ["Investment Banking Summer Analyst 2027"]],
    [
      "?premier=true&sort=newest",
      ["Private Equity Off-Cycle Intern", "Investment Banking Summer Analyst 2027"],
    ],
    ["?closing=7", ["Investment Banking Summer Analyst 2027"]],
    [
      "?sort=closing",
      [
        "Investment Banking Summer Analyst 2027",
        "Private Equity Off-Cycle Intern",
        "Graduate Programme, Markets",
      ],
    ],
  ])("filter %s", async (query, titles) => {
    const body = await feed(premium, query);
    expect(body.jobs.map((j: { title: string }) => j.title)).toEqual(titles);
  });

  test.each([
    ["?type=astronaut"],
    ["?sort=random"],
    ["?closing=3"],
    ["?firm=Not%20A%20Slug"],
    ["?cursor=garbage"],
  ])("bad input %s answers 400", async (query) => {
    const response = await t.request(`/api/jobs${query}`, { cookie: premium.cookie });
    expect(response.status).toBe(400);
  });

  test("keyset pages cover every open role exactly once, in every order", async () => {
    for (let i = 0; i < 45; i++) {
      await addJob("smallbank", {
        title: `Bulk role ${i}`,
        roleType: "full_time",
        firstSeenAt: new Date(now - (i % 7) * DAY), // many equal timestamps: the id must break ties
        closesAt: i % 3 === 0 ? null : new Date(now + (i % 5) * DAY + DAY),
      });
    }
    for (const sort of ["relevance", "newest", "closing"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const body = await feed(premium, `?sort=${sort}${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...body.jobs.map((j: { id: string }) => j.id));
        cursor = body.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(new Set(seen).size, sort).toBe(seen.length);
      expect(seen.length, sort).toBe(48);
    }
  });

  test("free members see one page per search, with the limit named, and cannot page on", async () => {
    const body = await feed(free);
    expect(body.jobs).toHaveLength(FREE_LIMITS.feedResultsPerSearch.value);
    expect(body.next_cursor).toBeNull();
    expect(body.limited.message).toContain(
      `${FREE_LIMITS.feedResultsPerSearch.value} roles per job feed search`,
    );
    const forged = Buffer.from(
      JSON.stringify({ s: "relevance", k: "1", id: crypto.randomUUID(), a: Date.now() }),
    ).toString("base64url");
    const response = await t.request(`/api/jobs?cursor=${forged}`, { cookie: free.cookie });
    expect(response.status).toBe(403);
  });

  test("saving: own saved tab, free limit, and nobody else's saves", async () => {
    const { jobs: list } = await feed(premium, "?sort=newest");
    const target = list[0].id;
    expect(
      (await t.request(`/api/jobs/${target}/save`, { method: "PUT", cookie: premium.cookie })).status,
    ).toBe(200);
    const saved = await feed(premium, "?saved=true");
    expect(saved.jobs.map((j: { id: string }) => j.id)).toEqual([target]);
    expect(saved.jobs[0].saved).toBe(true);
    expect((await feed(free, "?saved=true")).jobs).toEqual([]);

    const freeList = (await feed(free, "?sort=newest")).jobs;
    for (const job of freeList.slice(0, FREE_LIMITS.savedJobs.value)) {
      expect(
        (await t.request(`/api/jobs/${job.id}/save`, { method: "PUT", cookie: free.cookie })).status,
      ).toBe(200);
    }
    const over = await t.request(`/api/jobs/${freeList[FREE_LIMITS.savedJobs.value].id}/save`, {
      method: "PUT",
      cookie: free.cookie,
    });
    expect(over.status).toBe(403);
    expect((await over.json()).error.message).toContain(`${FREE_LIMITS.savedJobs.value} saved jobs`);

    await t.request(`/api/jobs/${target}/save`, { method: "DELETE", cookie: premium.cookie });
    expect((await feed(premium, "?saved=true")).jobs).toEqual([]);
  });

  test("one role in full; an unknown or another member's imported role is 404", async () => {
    const { jobs: list } = await feed(premium, "?firm=goldman-sachs");
    const detail = await (await t.request(`/api/jobs/${list[0].id}`, { cookie: premium.cookie })).json();
    expect(detail).toMatchObject({
      title: "Investment Banking Summer Analyst 2027",
      firm: { name: "Goldman Sachs", premier: true, sector: "investment_banking" },
      closed: false,
    });
    const imported = await addJob("smallbank", { title: "Imported by someone", importedBy: free.user.id });
    expect((await t.request(`/api/jobs/${imported}`, { cookie: premium.cookie })).status).toBe(404);
    expect((await t.request(`/api/jobs/${imported}`, { cookie: free.cookie })).status).toBe(200);
    expect((await t.request(`/api/jobs/${crypto.randomUUID()}`, { cookie: premium.cookie })).status).toBe(
      404,
    );
    expect((await t.request("/api/jobs/not-a-uuid", { cookie: premium.cookie })).status).toBe(400);
  });

  test("the premier firms directory lists open roles and the next deadline", async () => {
    const body = await (await t.request("/api/jobs/premier-firms", { cookie: free.cookie })).json();
    expect(body.firms.map((f: { slug: string }) => f.slug)).toEqual(["blackstone", "goldman-sachs"]);
    const goldman = body.firms.find((f: { slug: string }) => f.slug === "goldman-sachs");
    expect(goldman.open_roles).toBe(1);
    expect(Date.parse(goldman.next_deadline)).toBeGreaterThan(now);
  });
});

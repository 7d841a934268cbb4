import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { escapeOnce } from "../../../../tests/support/fake-job-boards";
import { type FakeJobSites, startFakeJobSites } from "../../../../tests/support/fake-job-sites";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { IMPORT_JOB_MESSAGES } from "../../../shared/schemas/job-tools";
import { firms, jobSources, jobs, profiles, savedJobs } from "../../db/schema";
import type { Deps } from "../../http/context";

// POST /api/job-tools/import (Premium). Greenhouse and Lever links through local servers in
// their APIs' wire formats, careers pages with schema.org JobPosting, duplicates, and every refusal.

const GREENHOUSE_LINK = "https://boards.greenhouse.io/northbridge/jobs/4012345";
const LEVER_ID = "0b7a9c1e-3f5d-4e2a-9c8b-1d2e3f4a5b6c";

/** A Greenhouse Job Board API job: `content` is the posting's HTML escaped as entities. */
const greenhouseJob = (companyName?: string) => ({
  id: 4012345,
  internal_job_id: 3012345,
  title: "Investment Banking Summer Analyst 2026 - London",
  updated_at: "2025-09-03T10:15:00-04:00",
  requisition_id: "IB-SA-26",
  location: { name: "London, United Kingdom" },
  absolute_url: GREENHOUSE_LINK,
  language: "en",
  metadata: null,
  content: escapeOnce(
    `<p>Our ten-week Summer Analyst Programme places you on live M&amp;A deals.</p><h3>What you'll do</h3><ul><li>Build financial models</li><li>Prepare pitch books</li></ul><h3>What we're looking for</h3><ul><li>Penultimate-year students on track for a 2:1</li></ul><p>Applications close on 15 November 2025. You will sit an SHL numerical reasoning test.</p><script>alert("x")</script>`,
  ),
  departments: [{ id: 13583, name: "Investment Banking", parent_id: null, child_ids: [] }],
  offices: [{ id: 8304, name: "London", location: "London, United Kingdom", parent_id: null, child_ids: [] }],
  first_published: "2025-09-01T09:00:00-04:00",
  ...(companyName ? { company_name: companyName } : {}),
});

/** A Lever Postings API posting. */
const leverPosting = {
  id: LEVER_ID,
  text: "Off-cycle Private Equity Intern",
  categories: {
    commitment: "Internship",
    department: "Investments",
    location: "London",
    team: "Deal Team",
    allLocations: ["London", "Edinburgh"],
  },
  country: "GB",
  opening: "<div>Harbour Lane Capital is a mid-market private equity firm.</div>",
  openingPlain: "Harbour Lane Capital is a mid-market private equity firm.",
  description: "<div>Harbour Lane Capital is a mid-market private equity firm.</div>",
  descriptionPlain: "Harbour Lane Capital is a mid-market private equity firm.",
  lists: [
    {
      text: "What you will do",
      content: "<li>Screen new investment opportunities</li><li>Write investment memos</li>",
    },
    { text: "Requirements", content: "<li>An undergraduate degree</li>" },
  ],
  additional: "<div>We review applications as they arrive.</div>",
  additionalPlain: "We review applications as they arrive.",
  hostedUrl: `https://jobs.lever.co/harbourlane/${LEVER_ID}`,
  applyUrl: `https://jobs.lever.co/harbourlane/${LEVER_ID}/apply`,
  createdAt: 1757000000000,
  workplaceType: "hybrid",
};

const jsonLdPage = (posting: object) =>
  `<!doctype html><html><head><meta property="og:site_name" content="Firth Careers"><script type="application/ld+json">${JSON.stringify(posting)}</script></head><body><h1>Graduate Investment Programme</h1></body></html>`;

describe("import a job by URL", () => {
  let t: TestApp;
  let sites: FakeJobSites;
  let member: SignedIn;
  let deps: Deps;

  const importUrl = (who: SignedIn, url: string) =>
    t.request("/api/job-tools/import", { json: { url }, cookie: who.cookie });

  async function premiumMember() {
    const signed = await t.signUp();
    await t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, signed.user.id));
    return signed;
  }

  async function expectRefusal(url: string, status: number, code: string, message: string | RegExp) {
    const response = await importUrl(member, url);
    const { error } = await response.json();
    expect({ status: response.status, code: error.code }).toEqual({ status, code });
    expect(error.message).toMatch(message);
  }

  beforeAll(async () => {
    t = await createTestApp();
    sites = await startFakeJobSites();
    // Test-only: the import may reach the local fake sites (and nothing else). The app holds this very
    // object, so setting the field here is seen by its routes.
    deps = t.deps;
    deps.fetchPolicy = sites.policy;
    sites.greenhouseBoards.set("northbridge", {
      name: "Northbridge Partners",
      jobs: new Map([["4012345", greenhouseJob("Northbridge Partners")]]),
    });
    sites.greenhouseBoards.set("kestrel", {
      name: "Kestrel Securities",
      jobs: new Map([["777", { ...greenhouseJob(), title: "Sales & Trading Analyst" }]]),
    });
    sites.leverPostings.set(`harbourlane/${LEVER_ID}`, leverPosting);
    sites.pages.set(
      "/pages/firth-graduate",
      jsonLdPage({
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: "Graduate Investment Programme 2026",
        hiringOrganization: { "@type": "Organization", name: "Firth Asset Management" },
        jobLocation: { "@type": "Place", address: { addressLocality: "Edinburgh", addressCountry: "GB" } },
        validThrough: "2025-12-03T23:59:00Z",
        datePosted: "2025-10-01",
        description: "<p>A two-year rotational scheme across our investment desks.</p>",
        url: "https://careers.firth.example/graduate",
      }),
    );
    sites.pages.set(
      "/pages/no-posting",
      "<html><body><h1>Careers at Firth</h1><p>Join us.</p></body></html>",
    );
  });
  afterAll(async () => {
    await t?.dispose();
    await sites?.close();
  });
  beforeEach(async () => {
    member = await premiumMember();
  });

  test("free members are told it is a Premium feature, and nothing is fetched", async () => {
    const free = await t.signUp();
    const before = sites.requests.length;
    const response = await importUrl(free, GREENHOUSE_LINK);
    expect(response.status).toBe(403);
    expect((await response.json()).error).toEqual({
      code: "premium_required",
      message:
        "Importing jobs by URL is a Premium feature. Start your free 7-day trial or upgrade to Premium on the Billing page.",
    });
    expect(sites.requests.length).toBe(before);
  });

  test("a Greenhouse link: read through the Job Board API, saved for the member, visible only to them", async () => {
    const response = await importUrl(member, GREENHOUSE_LINK);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      created: true,
      job: {
        title: "Investment Banking Summer Analyst 2026 - London",
        firm: { name: "Northbridge Partners", slug: "northbridge-partners" },
        locations: ["london"],
        apply_url: GREENHOUSE_LINK,
      },
    });
    expect(sites.requests).toContain("/greenhouse/v1/boards/northbridge/jobs/4012345");

    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, body.job.id));
    expect(row).toMatchObject({
      source: "import",
      externalId: `${member.user.id} ${GREENHOUSE_LINK}`,
      importedBy: member.user.id,
      postedAt: new Date("2025-09-01T13:00:00Z"),
    });
    // Rebuilt from text: the script is gone, the lists are lists.
    expect(row?.descriptionHtml).toBe(
      "<p>Our ten-week Summer Analyst Programme places you on live M&amp;A deals.</p><h3>What you&#39;ll do</h3><ul><li>Build financial models</li><li>Prepare pitch books</li></ul><h3>What we&#39;re looking for</h3><ul><li>Penultimate-year students on track for a 2:1</li></ul><p>Applications close on 15 November 2025. You will sit an SHL numerical reasoning test.</p>",
    );
    expect(row?.descriptionText).toContain("• Build financial models");
    const saved = await t.db
      .select()
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, member.user.id), eq(savedJobs.jobId, body.job.id)));
    expect(saved).toHaveLength(1);

    // Its AI summary works from the imported text; for another member the role does not exist.
    const summary = await t.request(`/api/job-tools/${body.job.id}/summary`, { cookie: member.cookie });
    expect((await summary.json()).summary).toMatchObject({
      responsibilities: ["Build financial models", "Prepare pitch books"],
      deadline: "15 November 2025",
      tests: ["SHL", "Numerical reasoning"],
    });
    const stranger = await premiumMember();
    expect(
      (await t.request(`/api/job-tools/${body.job.id}/summary`, { cookie: stranger.cookie })).status,
    ).toBe(404);
  });

  test("the same posting twice (by any of its links) returns the existing role without fetching again", async () => {
    const first = await (await importUrl(member, GREENHOUSE_LINK)).json();
    const before = sites.requests.length;
    const again = await importUrl(
      member,
      "job-boards.greenhouse.io/northbridge/jobs/4012345?gh_src=linkedin",
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...first, created: false });
    expect(sites.requests.length).toBe(before);
    // Another member importing it gets a role of their own.
    const other = await premiumMember();
    const theirs = await (await importUrl(other, GREENHOUSE_LINK)).json();
    expect(theirs.created).toBe(true);
    expect(theirs.job.id).not.toBe(first.job.id);
    expect(theirs.job.firm).toEqual(first.job.firm);
  });

  test("a Greenhouse job without a company name takes the board's name", async () => {
    const body = await (await importUrl(member, "https://boards.greenhouse.io/kestrel/jobs/777")).json();
    expect(body.job).toMatchObject({
      title: "Sales & Trading Analyst",
      firm: { name: "Kestrel Securities" },
    });
    expect(sites.requests).toContain("/greenhouse/v1/boards/kestrel");
  });

  test("a Lever link: read through the Postings API, lists kept, the monitored firm reused", async () => {
    const [firm] = await t.db
      .insert(firms)
      .values({
        slug: "harbour-lane-capital",
        name: "Harbour Lane Capital",
        sector: "private_equity",
        premier: true,
      })
      .returning();
    await t.db.insert(jobSources).values({ firmId: firm?.id ?? "", kind: "lever", token: "harbourlane" });
    const response = await importUrl(member, `https://jobs.lever.co/harbourlane/${LEVER_ID}/apply`);
    expect(response.status).toBe(201);
    const { job } = await response.json();
    expect(job).toMatchObject({
      title: "Off-cycle Private Equity Intern",
      firm: { name: "Harbour Lane Capital", slug: "harbour-lane-capital" },
      locations: ["london", "edinburgh"],
      workplace: "hybrid",
      apply_url: `https://jobs.lever.co/harbourlane/${LEVER_ID}`,
    });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.descriptionText).toBe(
      "Harbour Lane Capital is a mid-market private equity firm.\nWhat you will do\n• Screen new investment opportunities\n• Write investment memos\nRequirements\n• An undergraduate degree\nWe review applications as they arrive.",
    );
  });

  test("a careers page with schema.org JobPosting: a new firm, its places and closing date", async () => {
    const response = await importUrl(member, `${sites.url}/pages/firth-graduate?utm_source=newsletter`);
    expect(response.status).toBe(201);
    const { job } = await response.json();
    expect(job).toMatchObject({
      title: "Graduate Investment Programme 2026",
      firm: { name: "Firth Asset Management", slug: "firth-asset-management" },
      locations: ["edinburgh"],
      closes_at: "2025-12-03T23:59:00.000Z",
      apply_url: "https://careers.firth.example/graduate",
    });
    const [firm] = await t.db.select().from(firms).where(eq(firms.slug, "firth-asset-management"));
    expect(firm).toMatchObject({ sector: "asset_management", premier: false });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.externalId).toBe(`${member.user.id} ${sites.url}/pages/firth-graduate`);
  });

  test("each bad link gets its own clear message", async () => {
    await expectRefusal("not a url", 400, "validation_failed", IMPORT_JOB_MESSAGES.invalid);
    await expectRefusal("", 400, "validation_failed", IMPORT_JOB_MESSAGES.required);
    await expectRefusal(
      "ftp://files.example.com/job.pdf",
      400,
      "validation_failed",
      IMPORT_JOB_MESSAGES.invalid,
    );
    await expectRefusal(`${sites.url}/pages/no-posting`, 422, "no_posting", /could not find a job posting/);
    await expectRefusal("http://10.1.2.3/careers/job", 400, "private_address", /private or local network/);
    await expectRefusal("http://[fd00::1]/careers/job", 400, "private_address", /private or local network/);
    await expectRefusal(
      `${sites.url}/pages/huge`,
      422,
      "too_large",
      "That page is too large to import (the limit is 2 MB).",
    );
    await expectRefusal(`${sites.url}/pages/hang`, 422, "timeout", /took too long to answer/);
    await expectRefusal(`${sites.url}/pages/hop/5`, 422, "too_many_redirects", /redirects too many times/);
    await expectRefusal(
      "https://boards.greenhouse.io/northbridge/jobs/999",
      422,
      "not_found",
      /was not found/,
    );
    await expectRefusal(`${sites.url}/pages/gone`, 422, "not_found", /was not found/);
    expect(await t.db.select().from(jobs).where(eq(jobs.importedBy, member.user.id))).toEqual([]);
  });

  test("without the test policy, loopback addresses and other ports are refused", async () => {
    deps.fetchPolicy = undefined;
    try {
      await expectRefusal("https://127.0.0.1/jobs/1", 400, "private_address", /private or local network/);
      await expectRefusal(`${sites.url}/pages/firth-graduate`, 400, "unsupported_url", /standard port/);
    } finally {
      deps.fetchPolicy = sites.policy;
    }
  });
});

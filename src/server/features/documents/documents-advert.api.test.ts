import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FakeJobSites, startFakeJobSites } from "../../../../tests/support/fake-job-sites";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import { ADVERT_MESSAGES } from "../../../shared/schemas/documents";
import { applications, cvMatchRuns, documents, firms, jobs, profiles } from "../../db/schema";
import type { Deps } from "../../http/context";
import { docxOf, uploadForm } from "./documents.fixtures";

// Match an advert: a CV scored against a pasted advert, or one read from a link through job import's
// SSRF-safe reader, without tracking it; the free plan's monthly scores; clear refusals; and a cover
// letter written for the advert whose reasons come from the firm's own profile.

const CV = [
  "Aisha Rahman",
  "aisha.rahman@example.com | 07700 900412",
  "EDUCATION",
  "London School of Economics and Political Science, BSc Economics, Sep 2024 - Jun 2027, predicted First",
  "EXPERIENCE",
  "Harcourt Street Advisory, M&A Summer Intern, London, Jun 2025 - Aug 2025",
  "• Built a DCF and trading comparables analysis for the £120m sale of a UK software business",
  "• Prepared 3 pitch books for mid-market clients, researching 40 potential buyers",
  "LEADERSHIP",
  "LSE Investment Society, Treasurer, Sep 2025 - Jun 2026",
  "• Managed a £9,000 budget and cut event costs by 15% by negotiating group rates",
  "SKILLS",
  "Excel, PowerPoint, Python",
];

const ADVERT = `Investment Banking Summer Analyst 2027

Tidewater Partners is an independent advisory firm working on mid-market mergers and acquisitions.

What you will do
• Build valuation models, including DCF and comparable company analyses
• Prepare pitch books and information memoranda for live mandates

What we are looking for
• Penultimate-year students graduating in 2028
• Strong analytical and numerical skills and close attention to detail
• Clear written communication and the ability to work in a small team`;

const PROFILE =
  "Tidewater Partners advises founders and private equity funds on mid-market M&A in the UK and the Nordics. It has three practices: Technology, Healthcare and Consumer. The firm was named Adviser of the Year in 2024 by Mergermarket.";

describe("Match an advert", () => {
  let t: TestApp;
  let sites: FakeJobSites;

  beforeAll(async () => {
    t = await createTestApp();
    sites = await startFakeJobSites();
    // Test-only: the link reader may reach the local fake sites (and nothing else).
    const deps: Deps = t.deps;
    deps.fetchPolicy = sites.policy;
    sites.pages.set(
      "/pages/kestrel-analyst",
      `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: "Private Equity Analyst 2027",
        hiringOrganization: { "@type": "Organization", name: "Kestrel Credit" },
        jobLocation: { "@type": "Place", address: { addressLocality: "London", addressCountry: "GB" } },
        description:
          "<p>Kestrel Credit lends to private-equity-backed businesses across Europe.</p><h3>You will</h3><ul><li>Build LBO and DCF models for new investments</li><li>Write investment memos for the investment committee</li></ul><h3>About you</h3><ul><li>Strong financial modelling skills</li></ul>",
      })}</script></head><body></body></html>`,
    );
    sites.pages.set("/pages/careers", "<html><body><h1>Careers</h1><p>Join us.</p></body></html>");
  });
  afterAll(async () => {
    await t?.dispose();
    await sites?.close();
  });

  async function ok(response: Response, status = 200) {
    expect(response.status, await response.clone().text()).toBe(status);
    return response.json();
  }
  const match = (who: SignedIn, json: unknown) =>
    t.request("/api/documents/match/advert", { cookie: who.cookie, json });
  async function memberWithCv() {
    const who = await t.signUp();
    const body = uploadForm(await docxOf(CV), "cv.docx", { kind: "CV" });
    const uploaded = await ok(
      await t.request("/api/documents", { method: "POST", cookie: who.cookie, body }),
      201,
    );
    return { who, documentId: uploaded.document.id as string };
  }
  async function refusal(response: Response) {
    const { error } = await response.json();
    return { status: response.status, code: error.code, message: error.message };
  }

  test("a pasted advert is scored like a listed role, its title and firm read from it, and nothing is tracked", async () => {
    const { who, documentId } = await memberWithCv();
    const answer = await ok(await match(who, { documentId, text: ADVERT }));
    expect(answer.match.score).toBeGreaterThan(0);
    expect(answer.match.parts.map((p: { id: string }) => p.id).sort()).toEqual(
      ["education", "evidence", "hard-skills", "role", "soft-skills"].sort(),
    );
    expect(answer.advert).toMatchObject({
      title: "Investment Banking Summer Analyst 2027",
      firm: "Tidewater Partners",
      url: null,
    });
    expect(answer.usage.matchesThisMonth).toBe(1);
    const runs = await t.db.select().from(cvMatchRuns).where(eq(cvMatchRuns.userId, who.user.id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ jobId: null, applicationId: null, score: answer.match.score });
    expect(await t.db.select().from(applications).where(eq(applications.userId, who.user.id))).toEqual([]);
    expect(await t.db.select().from(jobs).where(eq(jobs.importedBy, who.user.id))).toEqual([]);
  });

  test("the member's own title and firm win over what the text suggests", async () => {
    const { who, documentId } = await memberWithCv();
    const answer = await ok(
      await match(who, { documentId, text: ADVERT, title: "M&A Summer Analyst", firm: "Tidewater & Co" }),
    );
    expect(answer.advert).toMatchObject({ title: "M&A Summer Analyst", firm: "Tidewater & Co" });
  });

  test(`Free members get ${FREE_LIMITS.cvMatchesPerMonth.value} scores a month across roles and adverts`, async () => {
    const { who, documentId } = await memberWithCv();
    for (let i = 0; i < FREE_LIMITS.cvMatchesPerMonth.value; i++)
      await ok(await match(who, { documentId, text: ADVERT }));
    const over = await match(who, { documentId, text: ADVERT });
    expect(await refusal(over)).toEqual({
      status: 403,
      code: "free_limit_reached",
      message: limitMessage("cvMatchesPerMonth"),
    });
    const runs = await t.db.select().from(cvMatchRuns).where(eq(cvMatchRuns.userId, who.user.id));
    expect(runs).toHaveLength(FREE_LIMITS.cvMatchesPerMonth.value);
    await t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, who.user.id));
    await ok(await match(who, { documentId, text: ADVERT }));
  });

  test("an empty, short, doubled or oversized advert is refused with what to do", async () => {
    const { who, documentId } = await memberWithCv();
    expect(await refusal(await match(who, { documentId, text: "   " }))).toMatchObject({
      status: 400,
      message: ADVERT_MESSAGES.empty,
    });
    expect(await refusal(await match(who, { documentId, text: "Analyst role, apply now." }))).toMatchObject({
      status: 400,
      message: ADVERT_MESSAGES.tooShort,
    });
    expect(
      await refusal(
        await match(who, { documentId, text: ADVERT, url: `${sites.url}/pages/kestrel-analyst` }),
      ),
    ).toMatchObject({ status: 400, message: ADVERT_MESSAGES.both });
    expect(await refusal(await match(who, { documentId, url: "not a link" }))).toMatchObject({
      status: 400,
      message: ADVERT_MESSAGES.link,
    });
    expect(await refusal(await match(who, { documentId, text: "x".repeat(31_000) }))).toMatchObject({
      status: 400,
      message: ADVERT_MESSAGES.tooLong,
    });
    const huge = await match(who, { documentId, text: "word ".repeat(60_000) });
    expect(await refusal(huge)).toMatchObject({ status: 413, code: "advert_too_large" });
    const runs = await t.db.select().from(cvMatchRuns).where(eq(cvMatchRuns.userId, who.user.id));
    expect(runs).toEqual([]);
  });

  test("another member's CV is a CV that does not exist", async () => {
    const { documentId } = await memberWithCv();
    const stranger = await t.signUp();
    expect((await match(stranger, { documentId, text: ADVERT })).status).toBe(404);
  });

  test("a link is read through job import's safe reader, and nothing is stored but the score", async () => {
    const { who, documentId } = await memberWithCv();
    const answer = await ok(
      await match(who, { documentId, url: `${sites.url}/pages/kestrel-analyst?utm_source=x` }),
    );
    expect(answer.advert).toMatchObject({
      title: "Private Equity Analyst 2027",
      firm: "Kestrel Credit",
      location: "London, GB",
      url: `${sites.url}/pages/kestrel-analyst`,
    });
    expect(answer.advert.text).toContain("Build LBO and DCF models for new investments");
    expect(await t.db.select().from(jobs).where(eq(jobs.importedBy, who.user.id))).toEqual([]);
  });

  test("a link that cannot be read says why, and scores nothing", async () => {
    const { who, documentId } = await memberWithCv();
    expect(await refusal(await match(who, { documentId, url: "http://10.1.2.3/careers/job" }))).toMatchObject(
      {
        status: 400,
        code: "private_address",
        message: expect.stringMatching(/private or local network/),
      },
    );
    expect(await refusal(await match(who, { documentId, url: `${sites.url}/pages/careers` }))).toMatchObject({
      status: 422,
      code: "no_posting",
      message: expect.stringMatching(/could not find a job posting/),
    });
    expect(await refusal(await match(who, { documentId, url: `${sites.url}/pages/gone` }))).toMatchObject({
      status: 422,
      code: "not_found",
    });
    const runs = await t.db.select().from(cvMatchRuns).where(eq(cvMatchRuns.userId, who.user.id));
    expect(runs).toEqual([]);
  });

  test("a letter for the advert gives its reasons from the firm's own profile, and saves without an application", async () => {
    const { who, documentId } = await memberWithCv();
    await t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, who.user.id));
    await t.db.insert(firms).values({
      slug: `tidewater-${crypto.randomUUID()}`,
      name: "Tidewater Partners",
      sector: "investment_banking",
      premier: true,
      description: PROFILE,
    });
    const advert = {
      title: "Investment Banking Summer Analyst 2027",
      firm: "Tidewater Partners",
      text: ADVERT,
    };
    const draft = await ok(
      await t.request("/api/documents/cover-letters/draft", {
        cookie: who.cookie,
        json: { advert, cvDocumentId: documentId },
      }),
    );
    expect(draft.flagged).toEqual([]);
    expect(draft.wordCount).toBeGreaterThanOrEqual(250);
    expect(draft.wordCount).toBeLessThanOrEqual(400);
    const paragraphs: string[] = draft.text.split("\n\n");
    const why = paragraphs[paragraphs.findIndex((p) => p.startsWith("Dear ")) + 2] ?? "";
    // Facts only the profile holds: its practices, its award, its markets.
    expect(why).toMatch(/Technology, Healthcare and Consumer|Adviser of the Year|Nordics/);
    expect(why).not.toContain("Tidewater Partners is an independent advisory firm working on mid-market");

    const saved = await ok(
      await t.request("/api/documents/cover-letters", {
        cookie: who.cookie,
        json: { advert, text: draft.text, cvDocumentId: documentId },
      }),
      201,
    );
    expect(saved.flagged).toEqual([]);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, saved.document.id));
    expect(row).toMatchObject({
      kind: "Cover letter",
      name: "Cover letter - Tidewater Partners - Investment Banking Summer Analyst 2027",
    });
  });

  test("a letter request names exactly one of a role, an application or an advert", async () => {
    const { who } = await memberWithCv();
    await t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, who.user.id));
    const response = await t.request("/api/documents/cover-letters/draft", {
      cookie: who.cookie,
      json: {
        advert: { title: "Analyst", firm: "Tidewater Partners", text: ADVERT },
        jobId: crypto.randomUUID(),
      },
    });
    expect(response.status).toBe(400);
  });
});

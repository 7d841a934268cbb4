import { Document, Packer, Paragraph } from "docx";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { type ZodType, z } from "zod";
import { type FakeJobSites, startFakeJobSites } from "../../tests/support/fake-job-sites";
import { createTestApp, type SignedIn, type TestApp } from "../../tests/support/test-app";
import { applications, cvMatchRuns, documents, profiles, savedJobs } from "./db/schema";
import type { Deps } from "./http/context";

// A role a member imported by URL is theirs alone: to anyone else its id is a role that does not exist.
// Every route that takes a job id (in its path or its input) is listed below and tried as another
// member, who must get the same 404 as for an id that was never used, while the importer gets the
// route's usual answer. The list is checked against the app's own route table, so a new route that
// takes a job id fails here until it is listed (and so tried).

/** The schema each validator checks, so the route table can say which routes take a job id as input. */
const validatedSchemas = vi.hoisted(() => new WeakMap<object, ZodType>());
vi.mock("./http/validate", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./http/validate")>();
  const validate: typeof actual.validate = (target, schema) => {
    const middleware = actual.validate(target, schema);
    validatedSchemas.set(middleware, schema);
    return middleware;
  };
  return { ...actual, validate };
});

type Member = SignedIn & { cvId: string };
type Probe = {
  path: (jobId: string) => string;
  json?: (jobId: string, who: Member) => unknown;
  /** What the importer gets. */
  ownerStatus: number;
};

const LETTER = `Dear Hiring Team,

I am writing to apply for the Markets Analyst Programme at Ridgeway Capital. I study Economics at the
University of Leeds and built financial models as President of the Leeds Investment Society.

Yours sincerely,
Sam Patel`;

const ROUTES: Record<string, Probe> = {
  "GET /api/jobs/:jobId": { path: (id) => `/api/jobs/${id}`, ownerStatus: 200 },
  "PUT /api/jobs/:jobId/save": { path: (id) => `/api/jobs/${id}/save`, ownerStatus: 200 },
  "DELETE /api/jobs/:jobId/save": { path: (id) => `/api/jobs/${id}/save`, ownerStatus: 200 },
  "GET /api/job-tools/:jobId/summary": { path: (id) => `/api/job-tools/${id}/summary`, ownerStatus: 200 },
  "POST /api/tracker/track/:jobId": { path: (id) => `/api/tracker/track/${id}`, ownerStatus: 201 },
  "POST /api/documents/match": {
    path: () => "/api/documents/match",
    json: (jobId, who) => ({ documentId: who.cvId, jobId }),
    ownerStatus: 200,
  },
  "POST /api/documents/cover-letters/draft": {
    path: () => "/api/documents/cover-letters/draft",
    json: (jobId, who) => ({ cvDocumentId: who.cvId, jobId }),
    ownerStatus: 200,
  },
  "POST /api/documents/cover-letters": {
    path: () => "/api/documents/cover-letters",
    json: (jobId, who) => ({ cvDocumentId: who.cvId, jobId, text: LETTER }),
    ownerStatus: 201,
  },
};

const JOB_ID = /^job_?id$/i;

/** Whether a JSON Schema (or any part of it) has a property named like a job id. */
function namesJobId(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(namesJobId);
  if (!node || typeof node !== "object") return false;
  const properties = (node as { properties?: Record<string, unknown> }).properties;
  if (properties && Object.keys(properties).some((key) => JOB_ID.test(key))) return true;
  return Object.values(node).some(namesJobId);
}

/** Every /api route whose path has a job id parameter or whose validated input has a job id field. */
function routesTakingJobId(t: TestApp): string[] {
  const found = new Set<string>();
  for (const route of t.app.routes) {
    if (!route.path.startsWith("/api/")) continue;
    // A sub-app with its own error handler wraps each handler; hono keeps the original beside it.
    const handler = (route.handler as { __COMPOSED_HANDLER?: object }).__COMPOSED_HANDLER ?? route.handler;
    const schema = validatedSchemas.get(handler);
    const inPath = [...route.path.matchAll(/:(\w+)/g)].some(([, name]) => JOB_ID.test(name ?? ""));
    const inInput =
      schema !== undefined && namesJobId(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
    if (inPath || inInput) found.add(`${route.method} ${route.path}`);
  }
  return [...found].sort();
}

async function docxOf(lines: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: lines.map((line) => new Paragraph(line)) }] });
  return Buffer.from(await Packer.toBuffer(doc));
}

const CV_LINES = [
  "Sam Patel",
  "sam.patel@example.com | 07700 900456 | London",
  "EDUCATION",
  "University of Leeds, BSc Economics, Sep 2023 - Jun 2026, predicted 2:1",
  "LEADERSHIP AND ACTIVITIES",
  "President, Leeds Investment Society, Sep 2024 - Jun 2025",
  "• Built financial models and led a team of 6 analysts",
  "SKILLS AND INTERESTS",
  "Excel, PowerPoint, Python",
];

const POSTING_PAGE = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "JobPosting",
  title: "Markets Analyst Programme 2026",
  hiringOrganization: { "@type": "Organization", name: "Ridgeway Capital" },
  jobLocation: { "@type": "Place", address: { addressLocality: "London", addressCountry: "GB" } },
  datePosted: "2025-10-01",
  description:
    "<p>A two-year programme on our trading floor.</p><h3>What you will do</h3><ul><li>Build financial models</li><li>Price bonds</li></ul><p>Applications close on 30 November 2025.</p>",
})}</script></head><body><h1>Markets Analyst Programme</h1></body></html>`;

describe("another member's imported role, on every route that takes a job id", () => {
  let t: TestApp;
  let sites: FakeJobSites;
  let owner: Member;
  let stranger: Member;
  let jobId: string;

  /** A Premium member with a CV, so neither the plan nor a missing CV answers before the role is read. */
  async function premiumMemberWithCv(): Promise<Member> {
    const member = await t.signUp();
    await t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, member.user.id));
    const form = new FormData();
    form.append("file", new File([new Uint8Array(await docxOf(CV_LINES))], "cv.docx"));
    form.append("kind", "CV");
    const upload = await t.request("/api/documents", { method: "POST", cookie: member.cookie, body: form });
    expect(upload.status, await upload.clone().text()).toBe(201);
    return { ...member, cvId: (await upload.json()).document.id };
  }

  const call = (key: string, probe: Probe, who: Member, id: string) =>
    t.request(probe.path(id), {
      method: key.split(" ")[0],
      cookie: who.cookie,
      json: probe.json?.(id, who),
    });

  beforeAll(async () => {
    t = await createTestApp();
    sites = await startFakeJobSites();
    // Test-only: the import may reach the local fake site (and nothing else). The app holds this very
    // object, so setting the field here is seen by its routes.
    const deps: Deps = t.deps;
    deps.fetchPolicy = sites.policy;
    sites.pages.set("/pages/ridgeway-markets", POSTING_PAGE);
    owner = await premiumMemberWithCv();
    stranger = await premiumMemberWithCv();
    const imported = await t.request("/api/job-tools/import", {
      json: { url: `${sites.url}/pages/ridgeway-markets` },
      cookie: owner.cookie,
    });
    expect(imported.status, await imported.clone().text()).toBe(201);
    jobId = (await imported.json()).job.id;
  });
  afterAll(async () => {
    await t?.dispose();
    await sites?.close();
  });

  test("every route that takes a job id, read from the app's route table, is in the list", () => {
    expect(routesTakingJobId(t)).toEqual(Object.keys(ROUTES).sort());
  });

  describe.each(Object.entries(ROUTES))("%s", (key, probe) => {
    test("as another member: the same 404 as a role that does not exist", async () => {
      const imported = await call(key, probe, stranger, jobId);
      const unknown = await call(key, probe, stranger, crypto.randomUUID());
      const body = await imported.text();
      expect({ status: imported.status, body }).toEqual({
        status: unknown.status,
        body: await unknown.text(),
      });
      expect(imported.status, body).toBe(404);
      expect(JSON.parse(body).error).toEqual({
        code: "job_not_found",
        message: "This role does not exist or is no longer listed.",
      });
      // The firm and title never reach another member.
      expect(body).not.toMatch(/Ridgeway|Markets Analyst/);
    });

    test("as the member who imported it: the route's usual answer", async () => {
      const response = await call(key, probe, owner, jobId);
      expect(response.status, await response.clone().text()).toBe(probe.ownerStatus);
    });
  });

  test("another member's attempts left nothing behind: no application, saved role, score or letter", async () => {
    const id = stranger.user.id;
    expect(await t.db.select().from(applications).where(eq(applications.userId, id))).toEqual([]);
    expect(await t.db.select().from(savedJobs).where(eq(savedJobs.userId, id))).toEqual([]);
    expect(await t.db.select().from(cvMatchRuns).where(eq(cvMatchRuns.userId, id))).toEqual([]);
    const kept = await t.db.select({ kind: documents.kind }).from(documents).where(eq(documents.userId, id));
    expect(kept).toEqual([{ kind: "CV" }]);
  });
});

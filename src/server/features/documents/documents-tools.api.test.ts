import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import { cvMatchRuns, profiles } from "../../db/schema";
import { addJob, docxOf, uploadForm } from "./documents.fixtures";
import { sampleCvDraft } from "./export/cv.fixtures";

// The tools on top of documents: the CV match score (explained, better for a better CV, three a month
// on Free), the CV builder's exports saved as versioned CVs, cover letters saved and linked to an
// application, and attaching documents to tracker applications.

const WEAK_CV = [
  "Sam Patel",
  "sam.patel@example.com | 07700 900456 | London",
  "EDUCATION",
  "University of Leeds, BA History, Sep 2023 - Jun 2026",
  "EXPERIENCE",
  "Sales Assistant, Corner Shop, Leeds, Jun 2024 - Aug 2024",
  "• Responsible for helping customers",
  "SKILLS AND INTERESTS",
  "Microsoft Word, football",
];
const STRONG_CV = [
  "Sam Patel",
  "sam.patel@example.com | 07700 900456 | London",
  "EDUCATION",
  "University of Leeds, BSc Economics and Finance, Sep 2023 - Jun 2026, predicted 2:1",
  "EXPERIENCE",
  "Spring Insight Programme, Investment Banking, Barclays, London, Apr 2024 - Apr 2024",
  "• Built a DCF and an LBO model for a £250m UK retailer and presented it to 3 managing directors",
  "• Prepared a 12-page pitch book on M&A in UK consumer goods with a team of 4",
  "LEADERSHIP AND ACTIVITIES",
  "President, Leeds Investment Society, Sep 2024 - Jun 2025",
  "• Led a team of 6 analysts and grew membership by 40%",
  "SKILLS AND INTERESTS",
  "Excel, PowerPoint, VBA, Python, financial modelling; teamwork and communication",
];

describe("CV match, CV builder, cover letters and attachments", () => {
  let t: TestApp;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp();
    jobId = await addJob(t);
  });
  afterAll(() => t?.dispose());

  async function ok(response: Response, status = 200) {
    expect(response.status, await response.clone().text()).toBe(status);
    return response.json();
  }
  const post = (who: SignedIn, path: string, json: unknown) =>
    t.request(`/api/documents${path}`, { cookie: who.cookie, json });
  async function uploadCv(who: SignedIn, lines: string[], documentId?: string) {
    const path = documentId ? `/api/documents/${documentId}/versions` : "/api/documents";
    const body = uploadForm(await docxOf(lines), "cv.docx", { kind: "CV" });
    return ok(await t.request(path, { method: "POST", cookie: who.cookie, body }), 201);
  }
  const premium = (who: SignedIn) =>
    t.db.update(profiles).set({ appTier: "pro" }).where(eq(profiles.id, who.user.id));

  test("the score explains itself, and a better CV version scores higher with fewer missing keywords", async () => {
    const who = await t.signUp();
    const weak = await uploadCv(who, WEAK_CV);
    const first = await ok(await post(who, "/match", { documentId: weak.document.id, jobId }));
    expect(first.match.parts.map((p: { id: string }) => p.id).sort()).toEqual(
      ["education", "evidence", "hard-skills", "role", "soft-skills"].sort(),
    );
    const weights = first.match.parts.reduce((sum: number, p: { weight: number }) => sum + p.weight, 0);
    expect(weights).toBe(100);
    expect(first.match.score).toBe(
      first.match.parts.reduce((sum: number, p: { points: number }) => sum + p.points, 0),
    );
    const missing = first.match.missingKeywords.map((k: { keyword: string }) => k.keyword.toLowerCase());
    expect(missing.some((k: string) => k.includes("dcf") || k.includes("discounted"))).toBe(true);
    expect(first.match.weakBullets.length).toBeGreaterThan(0);

    await uploadCv(who, STRONG_CV, weak.document.id);
    const second = await ok(await post(who, "/match", { documentId: weak.document.id, jobId }));
    expect(second.document.version).toBe(2);
    expect(second.match.score).toBeGreaterThan(first.match.score + 20);
    expect(second.match.missingKeywords.length).toBeLessThan(first.match.missingKeywords.length);
  });

  test(`Free gets ${FREE_LIMITS.cvMatchesPerMonth.value} scores a month, then the upgrade prompt; Premium has no limit`, async () => {
    const who = await t.signUp();
    const cv = await uploadCv(who, STRONG_CV);
    for (let i = 0; i < FREE_LIMITS.cvMatchesPerMonth.value; i++) {
      await ok(await post(who, "/match", { documentId: cv.document.id, jobId }));
    }
    const over = await post(who, "/match", { documentId: cv.document.id, jobId });
    expect(over.status).toBe(403);
    expect((await over.json()).error).toMatchObject({
      code: "free_limit_reached",
      message: limitMessage("cvMatchesPerMonth"),
    });
    await premium(who);
    const answer = await ok(await post(who, "/match", { documentId: cv.document.id, jobId }));
    expect(answer.usage.maxMatches).toBeNull();
  });

  test("two scores sent at once for a Free member's last match of the month: one is kept, one refused", async () => {
    const who = await t.signUp();
    const cv = await uploadCv(who, STRONG_CV);
    for (let i = 0; i < FREE_LIMITS.cvMatchesPerMonth.value - 1; i++) {
      await ok(await post(who, "/match", { documentId: cv.document.id, jobId }));
    }
    const both = await Promise.all([
      post(who, "/match", { documentId: cv.document.id, jobId }),
      post(who, "/match", { documentId: cv.document.id, jobId }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 403]);
    const [runs] = await t.db
      .select({ n: count() })
      .from(cvMatchRuns)
      .where(eq(cvMatchRuns.userId, who.user.id));
    expect(runs?.n).toBe(FREE_LIMITS.cvMatchesPerMonth.value);
  });

  test("scoring another member's CV, or against another member's application, answers 404", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const cv = await uploadCv(owner, STRONG_CV);
    expect((await post(stranger, "/match", { documentId: cv.document.id, jobId })).status).toBe(404);
    const app = await ok(
      await t.request("/api/tracker/applications", {
        cookie: owner.cookie,
        json: { firm_name: "Acme", role_title: "Analyst" },
      }),
      201,
    );
    const mine = await uploadCv(stranger, STRONG_CV);
    const response = await post(stranger, "/match", {
      documentId: mine.document.id,
      applicationId: app.application.id,
    });
    expect(response.status).toBe(404);
    expect((await post(stranger, "/match", { documentId: mine.document.id })).status).toBe(400);
  });

  test("the CV builder is Premium; an export is a versioned CV with its draft, scored at once", async () => {
    const who = await t.signUp();
    const draft = sampleCvDraft();
    const refused = await post(who, "/cv-builder/export", { draft, format: "pdf" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("premium_required");

    await premium(who);
    const pdf = await ok(await post(who, "/cv-builder/export", { draft, format: "pdf" }), 201);
    expect(pdf.document.kind).toBe("CV");
    const docx = await ok(
      await post(who, "/cv-builder/export", { draft, format: "docx", documentId: pdf.document.id }),
      201,
    );
    expect(docx.version).toMatchObject({ version: 2, format: "docx" });
    const file = await t.request(`/api/documents/${pdf.document.id}/versions/${pdf.version.id}/download`, {
      cookie: who.cookie,
    });
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const source = await ok(
      await t.request(`/api/documents/${pdf.document.id}/versions/${docx.version.id}/source`, {
        cookie: who.cookie,
      }),
    );
    expect(source.draft.contact.fullName).toBe(draft.contact.fullName);
    const match = await ok(await post(who, "/match", { documentId: pdf.document.id, jobId }));
    expect(match.match.score).toBeGreaterThan(0);
  });

  test("cover letters: Premium; drafted from the member's data, saved, linked to the application, exported; invented facts flagged", async () => {
    const who = await t.signUp();
    await uploadCv(who, STRONG_CV);
    const tracked = await ok(
      await t.request(`/api/tracker/track/${jobId}`, { method: "POST", cookie: who.cookie, json: {} }),
      201,
    ).catch(async () =>
      ok(await t.request(`/api/tracker/track/${jobId}`, { method: "POST", cookie: who.cookie, json: {} })),
    );
    const applicationId = tracked.application.id;
    expect((await post(who, "/cover-letters/draft", { applicationId })).status).toBe(403);

    await premium(who);
    const draft = await ok(await post(who, "/cover-letters/draft", { applicationId }));
    expect(draft.text).toContain("Northbridge Partners");
    expect(draft.text).toMatch(/Yours sincerely/);
    expect(draft.flagged).toEqual([]);

    const edited = `${draft.text}\n\nP.S. I also closed a £90m deal at Goldman Sachs.`;
    const saved = await ok(await post(who, "/cover-letters", { applicationId, text: edited }), 201);
    expect(saved.document.kind).toBe("Cover letter");
    expect(saved.flagged.length).toBe(1);
    expect(saved.flagged[0].sentence).toContain("£90m");

    const attached = await ok(
      await t.request(`/api/documents/applications/${applicationId}`, { cookie: who.cookie }),
    );
    expect(attached.documents).toEqual([
      expect.objectContaining({ documentId: saved.document.id, kind: "Cover letter", version: 1 }),
    ]);
    const pdf = await t.request(
      `/api/documents/${saved.document.id}/versions/${saved.version.id}/letter?format=pdf`,
      { cookie: who.cookie },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  test("a letter drafted from an older CV is checked against that CV when saved, not the newest one", async () => {
    const who = await t.signUp();
    await premium(who);
    const chosen = await uploadCv(who, STRONG_CV);
    await uploadCv(who, WEAK_CV); // now the newest CV, and it holds none of the chosen CV's facts
    const draft = await ok(
      await post(who, "/cover-letters/draft", { jobId, cvDocumentId: chosen.document.id }),
    );
    expect(draft.cvDocumentId).toBe(chosen.document.id);
    expect(draft.text).toMatch(/Barclays|Leeds Investment Society|DCF/);
    expect(draft.flagged).toEqual([]);

    const saved = await ok(
      await post(who, "/cover-letters", { jobId, text: draft.text, cvDocumentId: chosen.document.id }),
      201,
    );
    expect(saved.flagged).toEqual([]);
    // The check still has teeth against the chosen CV.
    const invented = `${draft.text}\n\nP.S. I also closed a £90m deal at Goldman Sachs.`;
    const again = await ok(
      await post(who, "/cover-letters", {
        jobId,
        text: invented,
        cvDocumentId: chosen.document.id,
        documentId: saved.document.id,
      }),
      201,
    );
    expect(again.flagged.map((f: { sentence: string }) => f.sentence)).toEqual([
      expect.stringContaining("£90m"),
    ]);
  });

  test("attaching remembers the version sent, even after a new version; another member's application is 404", async () => {
    const who = await t.signUp();
    const stranger = await t.signUp();
    const cv = await uploadCv(who, WEAK_CV);
    const app = await ok(
      await t.request("/api/tracker/applications", {
        cookie: who.cookie,
        json: { firm_name: "Acme", role_title: "Analyst" },
      }),
      201,
    );
    const applicationId = app.application.id;
    await ok(await post(who, `/applications/${applicationId}`, { documentId: cv.document.id }));
    await uploadCv(who, STRONG_CV, cv.document.id);
    const listed = await ok(
      await t.request(`/api/documents/applications/${applicationId}`, { cookie: who.cookie }),
    );
    expect(listed.documents).toEqual([expect.objectContaining({ documentId: cv.document.id, version: 1 })]);

    expect(
      (await post(stranger, `/applications/${applicationId}`, { documentId: cv.document.id })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/documents/applications/${applicationId}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    const detach = await t.request(`/api/documents/applications/${applicationId}/${cv.document.id}`, {
      method: "DELETE",
      cookie: who.cookie,
    });
    expect((await ok(detach)).documents).toEqual([]);
  });
});

import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import { documents, documentVersions, storedBlobs } from "../../db/schema";
import { cvDocx, cvPdf, docxOf, uploadForm } from "./documents.fixtures";

// Uploads (type from the bytes, text read at once), versions, download headers, rename, delete with the
// bytes, the Free limits, and another member's documents answering 404.

describe("documents", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const upload = (
    who: SignedIn,
    bytes: Buffer,
    name: string,
    fields: Record<string, string> = {},
    path = "",
  ) =>
    t.request(`/api/documents${path}`, {
      method: "POST",
      cookie: who.cookie,
      body: uploadForm(bytes, name, fields),
    });

  async function ok(response: Response, status = 200) {
    expect(response.status, await response.clone().text()).toBe(status);
    return response.json();
  }
  const list = async (who: SignedIn) => ok(await t.request("/api/documents", { cookie: who.cookie }));
  const blobCount = async () => (await t.db.select({ n: count() }).from(storedBlobs))[0]?.n ?? 0;

  test("a PDF and a DOCX CV: recognised by their bytes, their text read, listed with their details", async () => {
    const who = await t.signUp();
    const pdf = await ok(await upload(who, await cvPdf(), "Amira CV.pdf"), 201);
    expect(pdf.document).toMatchObject({ name: "Amira CV", kind: "CV" });
    expect(pdf.version).toMatchObject({ version: 1, format: "pdf", fileName: "Amira CV.pdf" });
    // The browser's name says .pdf; the bytes are a Word document, and the bytes decide.
    const docx = await ok(
      await upload(who, await cvDocx(), "misnamed.pdf", { kind: "CV", name: "Word CV" }),
      201,
    );
    expect(docx.version).toMatchObject({ format: "docx", fileName: "misnamed.docx" });

    const body = await list(who);
    expect(body.documents.map((d: { name: string }) => d.name).sort()).toEqual(["Amira CV", "Word CV"]);
    for (const doc of body.documents) {
      expect(doc.versions[0].excerpt).toContain("Amira Khan");
      expect(doc.versions[0].wordCount).toBeGreaterThan(100);
    }
    expect(body.usage).toMatchObject({ documents: 2, maxDocuments: FREE_LIMITS.storedDocuments.value });
  });

  test("a new version keeps the earlier ones; any version downloads as an attachment, never inline", async () => {
    const who = await t.signUp();
    const first = await ok(
      await upload(who, await docxOf(["First CV version with enough words to read"]), "cv.docx"),
      201,
    );
    const second = await ok(
      await upload(
        who,
        await docxOf(["Second CV version, now with DCF modelling"]),
        "cv2.docx",
        {},
        `/${first.document.id}/versions`,
      ),
      201,
    );
    expect(second.version.version).toBe(2);
    const [doc] = (await list(who)).documents;
    expect(doc.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const download = await t.request(
      `/api/documents/${first.document.id}/versions/${first.version.id}/download`,
      {
        cookie: who.cookie,
      },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="cv\.docx"/);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
  });

  test("rename and delete; deleting removes every version's bytes", async () => {
    const who = await t.signUp();
    const made = await ok(await upload(who, await cvPdf(), "cv.pdf"), 201);
    await ok(await upload(who, await cvPdf(), "cv.pdf", {}, `/${made.document.id}/versions`), 201);
    const renamed = await ok(
      await t.request(`/api/documents/${made.document.id}`, {
        method: "PATCH",
        cookie: who.cookie,
        json: { name: "Banking CV", kind: "Other" },
      }),
    );
    expect(renamed).toMatchObject({ name: "Banking CV", kind: "Other" });
    const blank = await t.request(`/api/documents/${made.document.id}`, {
      method: "PATCH",
      cookie: who.cookie,
      json: { name: " " },
    });
    expect(blank.status).toBe(400);

    const before = await blobCount();
    await ok(await t.request(`/api/documents/${made.document.id}`, { method: "DELETE", cookie: who.cookie }));
    expect(await blobCount()).toBe(before - 2);
    expect((await list(who)).documents).toEqual([]);
  });

  test("bad files get a clear 4xx and nothing is stored", async () => {
    const who = await t.signUp();
    const before = await blobCount();
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(2000, 1)]);
    const cases: [Buffer, string, number, RegExp][] = [
      [exe, "cv.pdf", 415, /not a PDF or Word/],
      [
        Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
        "cv.pdf",
        415,
        /not a PDF or Word/,
      ],
      [Buffer.alloc(6 * 1024 * 1024, 7), "big.pdf", 413, /5 MB/],
      [await docxOf([""]), "empty.docx", 422, /text/],
    ];
    for (const [bytes, name, status, message] of cases) {
      const response = await upload(who, bytes, name);
      expect(response.status, name).toBe(status);
      expect((await response.json()).error.message).toMatch(message);
    }
    const noFile = await t.request("/api/documents", {
      method: "POST",
      cookie: who.cookie,
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    const badKind = await upload(who, await cvPdf(), "cv.pdf", { kind: "Selfie" });
    expect(badKind.status).toBe(400);
    expect(await blobCount()).toBe(before);
    expect((await list(who)).documents).toEqual([]);
  });

  test("another member's document answers 404 to every route and stays untouched", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const made = await ok(await upload(owner, await cvPdf(), "cv.pdf"), 201);
    const doc = made.document.id;
    const version = made.version.id;
    const tries: [string, string, unknown?][] = [
      ["GET", `/api/documents/${doc}/versions/${version}/download`],
      ["GET", `/api/documents/${doc}/versions/${version}/source`],
      ["GET", `/api/documents/${doc}/versions/${version}/letter?format=pdf`],
      ["PATCH", `/api/documents/${doc}`, { name: "Mine now" }],
      ["DELETE", `/api/documents/${doc}`],
    ];
    for (const [method, path, json] of tries) {
      const response = await t.request(path, { method, cookie: stranger.cookie, json });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const version2 = await upload(stranger, await cvPdf(), "cv.pdf", {}, `/${doc}/versions`);
    expect(version2.status).toBe(404);
    const rows = await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, doc));
    expect(rows).toHaveLength(1);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc));
    expect(row?.name).toBe("cv");
  });

  test(`Free stores ${FREE_LIMITS.storedDocuments.value} documents; the next upload gets the upgrade prompt and stores nothing`, async () => {
    const who = await t.signUp();
    for (let i = 0; i < FREE_LIMITS.storedDocuments.value; i++) {
      await ok(
        await upload(who, await docxOf([`Document number ${i} with some words in it`]), `doc${i}.docx`),
        201,
      );
    }
    const before = await blobCount();
    const over = await upload(who, await cvPdf(), "one-more.pdf");
    expect(over.status).toBe(403);
    expect((await over.json()).error).toMatchObject({
      code: "free_limit_reached",
      message: limitMessage("storedDocuments"),
    });
    expect(await blobCount()).toBe(before);
    expect((await list(who)).documents).toHaveLength(FREE_LIMITS.storedDocuments.value);
  });
});

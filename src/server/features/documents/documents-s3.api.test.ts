import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type LocalS3, startLocalS3 } from "../../../../tests/support/local-s3";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { storedBlobs } from "../../db/schema";
import { cvPdf, uploadForm } from "./documents.fixtures";

// With S3_* set, documents keep their bytes in the bucket (a local s3rver here), not in the database;
// download reads them back and deleting a document removes them from the bucket.

describe("documents in an S3 bucket", () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.dispose();
    await s3?.close();
  });

  test("upload, version, download and delete go to the bucket", async () => {
    const who = await t.signUp();
    const bytes = await cvPdf();
    const made = await t.request("/api/documents", {
      method: "POST",
      cookie: who.cookie,
      body: uploadForm(bytes, "cv.pdf"),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { document, version } = await made.json();
    const again = await t.request(`/api/documents/${document.id}/versions`, {
      method: "POST",
      cookie: who.cookie,
      body: uploadForm(bytes, "cv.pdf"),
    });
    expect(again.status).toBe(201);
    expect(await s3.keys()).toHaveLength(2);
    expect((await t.db.select({ n: count() }).from(storedBlobs))[0]?.n).toBe(0);

    const download = await t.request(`/api/documents/${document.id}/versions/${version.id}/download`, {
      cookie: who.cookie,
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const deleted = await t.request(`/api/documents/${document.id}`, {
      method: "DELETE",
      cookie: who.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });

  test("deleting the account removes its documents' bytes from the bucket", async () => {
    const who = await t.signUp();
    await t.request("/api/documents", {
      method: "POST",
      cookie: who.cookie,
      body: uploadForm(await cvPdf(), "cv.pdf"),
    });
    expect((await s3.keys()).length).toBeGreaterThan(0);
    const gone = await t.request("/api/profile/delete", {
      cookie: who.cookie,
      json: { password: who.password },
    });
    expect(gone.status, await gone.clone().text()).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });
});

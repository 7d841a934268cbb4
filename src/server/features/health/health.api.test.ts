import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  test("answers 200 while the database is reachable", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  test("answers 503 once the database is gone", async () => {
    await t.database.close();
    const response = await t.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "down" });
  });
});

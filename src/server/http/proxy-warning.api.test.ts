import { afterEach, describe, expect, test, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

// Behind a proxy with TRUST_PROXY off, every visitor shares one address and the per-address limits
// apply to the whole site: production says so once.

describe("the proxy warning", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.dispose());

  async function warningsFor(env: Record<string, string>, forwardedFor: string | undefined) {
    t = await createTestApp({ env });
    const warn = vi.spyOn(t.deps.logger, "warn");
    const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
    for (let i = 0; i < 3; i++) await t.request("/api/landing", { headers });
    return warn.mock.calls.filter((call) => String(call.at(-1)).includes("TRUST_PROXY"));
  }

  test("production, X-Forwarded-For and TRUST_PROXY off: one warning naming TRUST_PROXY", async () => {
    expect(await warningsFor({ NODE_ENV: "production" }, "203.0.113.7")).toHaveLength(1);
  });

  test("no warning with TRUST_PROXY on, without the header, or outside production", async () => {
    expect(await warningsFor({ NODE_ENV: "production", TRUST_PROXY: "true" }, "203.0.113.7")).toHaveLength(0);
    await t?.dispose();
    expect(await warningsFor({ NODE_ENV: "production" }, undefined)).toHaveLength(0);
    await t?.dispose();
    expect(await warningsFor({}, "203.0.113.7")).toHaveLength(0);
  });
});

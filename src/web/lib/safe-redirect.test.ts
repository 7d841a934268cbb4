import { describe, expect, test } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  test.each([
    "/app/job-feed",
    "/app/premier-firms/abc?tab=1#top",
    "/admin/users",
    "/app/job-feed?q=summer internship",
  ])("follows %s", (path) => expect(safeRedirect(path, "/fallback")).toBe(path));

  test.each([
    null,
    "",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/app\r\n/job-feed",
    "/app/job-feed\u0000",
    "javascript:alert(1)",
  ])("does not follow %j", (value) => expect(safeRedirect(value, "/fallback")).toBe("/fallback"));
});

import { describe, expect, test } from "vitest";
import { formatBytes } from "./format-bytes";

describe("formatBytes", () => {
  test("nothing stored is 0 KB, not a rounded-up 1 KB", () => {
    expect(formatBytes(0)).toBe("0 KB");
  });

  test.each([
    [1, "1 byte"],
    [600, "600 bytes"],
    [1024, "1 KB"],
    [48_000, "47 KB"],
    [1024 * 1024 - 1, "1 MB"],
    [1.5 * 1024 * 1024, "1.5 MB"],
    [5 * 1024 * 1024, "5 MB"],
    [500 * 1024 * 1024, "500 MB"],
  ])("%i bytes read %s", (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

// UK time, seeded random numbers and HTML escaping each have one module
// (docs/decisions/0056-uk-time-seeded-random-and-escaping-in-one-module-each.md). Copies had crept back
// in one feature at a time, each slightly different, so these tests look for the marks a new copy
// leaves in the source: a formatter given the UK's zone, the generator's constant, an escaping table.
// Tests are left out: they may work out what they expect on their own.

const ROOT = path.resolve(import.meta.dirname, "..");

const SOURCES = ["src", "scripts", "bench"].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/"))),
);

/** The source files outside `home` whose text matches `mark`. */
const filesWith = (mark: RegExp, home: string) =>
  SOURCES.filter((file) => file !== home && mark.test(readFileSync(path.join(ROOT, file), "utf8")));

describe("one home each", () => {
  test("finds the source files", () => {
    expect(SOURCES).toContain("src/shared/uk-time.ts");
    expect(SOURCES.length).toBeGreaterThan(500);
  });

  test("only src/shared/uk-time.ts formats dates in the UK's zone", () => {
    expect(filesWith(/timeZone:\s*("Europe\/London"|UK_TIME_ZONE)/, "src/shared/uk-time.ts")).toEqual([]);
  });

  test("only src/server/platform/seeded-random.ts holds the seeded generator", () => {
    expect(filesWith(/0x6d2b79f5/i, "src/server/platform/seeded-random.ts")).toEqual([]);
  });

  test("only src/shared/escape-html.ts escapes HTML", () => {
    expect(
      filesWith(/["'`]&lt;["'`]/, "src/shared/escape-html.ts").filter(
        (f) => f !== "src/server/platform/html.ts",
      ),
    ).toEqual([]);
    // platform/html.ts decodes entities ("&lt;" to "<"); it must not grow an escaper of its own.
    expect(readFileSync(path.join(ROOT, "src/server/platform/html.ts"), "utf8")).not.toMatch(
      /["']<["']:\s*["']&lt;/,
    );
  });
});

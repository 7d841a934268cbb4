import { describe, expect, test } from "vitest";
import { applicationKeys, linkKey, nameKey } from "./duplicates";

// What makes two applications the same one: names that differ only in case, accents, spaces or
// punctuation, and links that differ only in scheme, "www.", fragment, tracking parameters or a slash.

describe("application duplicates", () => {
  test("firm and role names compare without case, accents, spaces or punctuation", () => {
    const same = [
      ["J.P. Morgan", "JP Morgan", "jpmorgan"],
      ["Société Générale", "Societe Generale", "SOCIETE-GENERALE"],
      ["Rothschild & Co", "Rothschild and Co", "rothschild  and co."],
      ["Summer Analyst (2027)", "summer analyst 2027", "Summer-Analyst, 2027"],
    ];
    for (const names of same) expect(new Set(names.map(nameKey)).size, names.join(" / ")).toBe(1);
    expect(nameKey("Summer Analyst 2026")).not.toBe(nameKey("Summer Analyst 2027"));
    expect(nameKey("Goldman Sachs")).not.toBe(nameKey("Goldman Sachs Asset Management"));
  });

  test("links compare without scheme, www, fragment, tracking parameters or trailing slash", () => {
    const key = linkKey("https://careers.example.com/jobs/123");
    for (const url of [
      "http://careers.example.com/jobs/123/",
      "https://CAREERS.example.com/Jobs/123#apply",
      "https://www.careers.example.com/jobs/123?utm_source=linkedin&utm_medium=social",
      "  https://careers.example.com/jobs/123?ref=feed ",
    ]) {
      expect(linkKey(url), url).toBe(key);
    }
    // Parameters that name the posting are kept.
    expect(linkKey("https://example.com/job?id=1")).not.toBe(linkKey("https://example.com/job?id=2"));
    expect(linkKey("not a link")).toBeNull();
  });

  test("an application is known by its link and by its firm and role", () => {
    expect(applicationKeys({ firm: "Barclays", role: "Analyst", url: "https://example.com/a" })).toEqual([
      "link:example.com/a",
      "role:barclays|analyst",
    ]);
    expect(applicationKeys({ firm: "Barclays", role: "Analyst", url: null })).toEqual([
      "role:barclays|analyst",
    ]);
  });
});

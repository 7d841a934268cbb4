import { describe, expect, test } from "vitest";
import { slugify } from "../../platform/html";
import { locationValues, nameFromToken, sectorOf } from "./imported-firm";
import { canonicalUrl, recognise } from "./job-sites";

const canonical = (link: string) => {
  const url = new URL(link);
  return canonicalUrl(url, recognise(url));
};

describe("which site a pasted link belongs to", () => {
  test.each([
    [
      "https://boards.greenhouse.io/northbridge/jobs/4012345",
      { kind: "greenhouse", token: "northbridge", id: "4012345" },
    ],
    [
      "https://job-boards.greenhouse.io/Northbridge/jobs/4012345/",
      { kind: "greenhouse", token: "northbridge", id: "4012345" },
    ],
    [
      "https://boards.greenhouse.io/embed/job_app?for=northbridge&token=4012345",
      { kind: "greenhouse", token: "northbridge", id: "4012345" },
    ],
    [
      "https://jobs.lever.co/harbourlane/0b7a9c1e-3f5d-4e2a-9c8b-1d2e3f4a5b6c",
      { kind: "lever", site: "harbourlane", id: "0b7a9c1e-3f5d-4e2a-9c8b-1d2e3f4a5b6c", eu: false },
    ],
    [
      "https://jobs.eu.lever.co/harbourlane/0B7A9C1E-3F5D-4E2A-9C8B-1D2E3F4A5B6C/apply",
      { kind: "lever", site: "harbourlane", id: "0b7a9c1e-3f5d-4e2a-9c8b-1d2e3f4a5b6c", eu: true },
    ],
    ["https://boards.greenhouse.io/northbridge", { kind: "page" }],
    ["https://jobs.lever.co/harbourlane", { kind: "page" }],
    ["https://careers.example.com/jobs/123", { kind: "page" }],
  ])("%s", (link, expected) => {
    expect(recognise(new URL(link))).toEqual(expected);
  });

  test("one canonical address per posting, without tracking parameters", () => {
    expect(canonical("https://job-boards.greenhouse.io/northbridge/jobs/4012345?gh_src=abc")).toBe(
      "https://boards.greenhouse.io/northbridge/jobs/4012345",
    );
    expect(
      canonical(
        "https://jobs.lever.co/harbourlane/0b7a9c1e-3f5d-4e2a-9c8b-1d2e3f4a5b6c/apply?lever-source=x",
      ),
    ).toBe("https://jobs.lever.co/harbourlane/0b7a9c1e-3f5d-4e2a-9c8b-1d2e3f4a5b6c");
    expect(canonical("https://Careers.Example.com/jobs/123?utm_source=li&utm_medium=social&id=7#apply")).toBe(
      "https://careers.example.com/jobs/123?id=7",
    );
  });
});

describe("the firm and places of an imported posting", () => {
  test("slugs, names from board tokens, sectors", () => {
    expect(slugify("J.P. Morgan & Co.")).toBe("j-p-morgan-and-co");
    expect(slugify("Société Générale")).toBe("societe-generale");
    expect(slugify("???")).toBe("firm");
    expect(nameFromToken("northbridge-partners")).toBe("Northbridge Partners");
    expect(sectorOf("Harbour Lane Capital, a private equity firm with 20 portfolio companies")).toBe(
      "private_equity",
    );
    expect(sectorOf("Firth Asset Management: investment management for pensions")).toBe("asset_management");
    expect(sectorOf("Acme Ltd")).toBe("investment_banking");
  });

  test("places become the feed's location values", () => {
    expect(locationValues(["London, England, GB", "New York, NY, United States"])).toEqual([
      "london",
      "new_york",
    ]);
    expect(locationValues(["Cardiff, Wales"])).toEqual(["uk_other"]);
    expect(locationValues(["Toronto, Canada"])).toEqual(["other"]);
    expect(locationValues([])).toEqual([]);
  });
});

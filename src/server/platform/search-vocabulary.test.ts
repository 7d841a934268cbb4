import { describe, expect, test } from "vitest";
import {
  firmSpellings,
  foldAccents,
  parseQuery,
  queryWords,
  searchTermsFor,
  toTsQuery,
} from "./search-vocabulary";

const tsquery = (query: string) => toTsQuery(parseQuery(query));

describe("search vocabulary", () => {
  test("folds accents as unaccent does", () => {
    expect(foldAccents("Société Générale")).toBe("societe generale");
    expect(foldAccents("Ørsted Straße")).toBe("orsted strasse");
  });

  test("keeps S&T and M&A whole and splits words joined by &", () => {
    expect(queryWords("S&T desk")).toEqual(["s&t", "desk"]);
    expect(queryWords("m & a")).toEqual(["m&a"]);
    expect(queryWords("sales&trading")).toEqual(["sales", "trading"]);
  });

  test("a firm's name is also written the ways students type it", () => {
    expect(firmSpellings("J.P. Morgan")).toEqual(["jp", "jpmorgan"]);
    expect(firmSpellings("M&G")).toEqual(["mandg"]);
    expect(firmSpellings("Legal & General")).toEqual(["legalandgeneral", "landg"]);
    expect(firmSpellings("Houlihan Lokey")).toEqual(["houlihanlokey"]);
    expect(firmSpellings("Société Générale")).toEqual(["societegenerale"]);
    expect(firmSpellings("Barclays")).toEqual([]);
    expect(searchTermsFor({ roleType: null, financeAreas: [], locations: [], firmName: "M&G" })).toBe(
      "mandg",
    );
  });

  test("initials and firms' ampersands in a query take the same forms", () => {
    expect(queryWords("J.P. Morgan")).toEqual(["jp", "morgan"]);
    expect(queryWords("j p morgan")).toEqual(["jp", "morgan"]);
    expect(queryWords("m and g")).toEqual(["m&g"]);
    expect(queryWords("s and t")).toEqual(["s&t"]);
    expect(tsquery("M & G")).toBe("((mandg:*))");
    expect(tsquery("L&G graduate")).toBe("((landg:*)) & ((graduate:*))");
    // Digits joined by "&" are no firm: dropped, as before.
    expect(tsquery("2&3 analyst")).toBe("((analyst:*))");
  });

  test("abbreviations become the words postings use", () => {
    expect(tsquery("IBD")).toBe("((investment:* & banking:*) | (ibd:*))");
    expect(tsquery("PE")).toBe("((private:* & equity:*))");
    expect(tsquery("S&T")).toBe("((sales:* & trading:*))");
    expect(tsquery("AM")).toBe("((asset:* & management:*) | (investment:* & management:*))");
  });

  test("the longest known phrase wins, and unknown words are prefixes", () => {
    expect(tsquery("summer internship london")).toBe(
      "((summer:*)) & ((internship:AB) | (intern:AB)) & ((london:*))",
    );
    expect(tsquery("off-cycle")).toBe("((off:* & cycle:*) | (offcycle:*))");
    expect(tsquery("analyst program")).toBe("((analyst:*)) & ((program:*))");
  });

  test("stop words and punctuation only: no query", () => {
    expect(tsquery("the and !!")).toBeNull();
    expect(tsquery("")).toBeNull();
  });

  test("a role's terms name its classification in words", () => {
    const terms = searchTermsFor({
      roleType: "summer_internship",
      financeAreas: ["investment_banking"],
      locations: ["london", "other"],
    });
    expect(terms).toContain("summer internship");
    expect(terms).toContain("ibd");
    expect(terms).toContain("London");
  });
});

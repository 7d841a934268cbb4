import { describe, expect, test } from "vitest";
import { compileVocabulary, findIn, keyOf, tokenLine } from "./text";
import { skillVocabulary } from "./vocabularies";

const skillsIn = (text: string) => findIn(skillVocabulary(), tokenLine(text));

describe("finance skills in text", () => {
  test.each([
    ["Built a financial model for a £90m sale", "financial-modelling"],
    ["Strong financial modeling skills", "financial-modelling"],
    ["Wall Street Prep Financial Modelling course", "financial-modelling"],
    ["Experience of modelling or valuation is an advantage", "financial-modelling"],
    ["Built a discounted cash flow valuation", "dcf"],
    ["Built a DCF", "dcf"],
    ["Studied leveraged buyouts", "lbo"],
    ["Ran LBO sensitivity tables", "lbo"],
    ["Advanced MS Excel", "excel"],
    ["Microsoft Office (Excel, Word, PowerPoint)", "excel"],
    ["CFA Level I candidate", "cfa"],
    ["Passed CFA Level 1 in 2024", "cfa"],
    ["Prepared 3 pitch books", "pitch-books"],
    ["Python, C++, R, SQL", "cpp"],
    ["Knowledge of Python or R is desirable", "r"],
    ["Wrote SQL queries for the monthly report", "sql"],
  ])("%s → %s", (text, id) => {
    expect(skillsIn(text)).toContain(id);
  });

  test("does not find SQL inside another word, or R in a name", () => {
    expect(skillsIn("Worked with NoSQL and MySQL databases")).not.toContain("sql");
    expect(skillsIn("Raj R. Rahman, Reading")).not.toContain("r");
    expect(skillsIn("r and d")).not.toContain("r");
  });

  test("does not read the verb 'excel' as Excel", () => {
    expect(skillsIn("Students who excel in mathematics")).not.toContain("excel");
    expect(skillsIn("You will excel at teamwork")).not.toContain("excel");
    expect(skillsIn("Strong Excel skills")).toContain("excel");
  });

  test("does not take statistical modelling for financial modelling", () => {
    expect(skillsIn("Statistical modelling of tick data")).not.toContain("financial-modelling");
  });
});

describe("keys and phrases", () => {
  test("fold case, accents, British spelling and a plural s", () => {
    expect(keyOf("Models")).toBe("model");
    expect(tokenLine("Financial Modelling").keys).toEqual(tokenLine("financial modeling").keys);
    expect(keyOf("Société")).toBe("societe");
    expect(keyOf("business")).toBe("business");
  });

  test("match whole phrases only, word by word", () => {
    const vocabulary = compileVocabulary([{ id: "ma", terms: ["mergers and acquisitions", "M&A"] }]);
    expect(findIn(vocabulary, tokenLine("Interest in Mergers and Acquisitions"))).toEqual(new Set(["ma"]));
    expect(findIn(vocabulary, tokenLine("M&A summer intern"))).toEqual(new Set(["ma"]));
    expect(findIn(vocabulary, tokenLine("mergers, then acquisitions"))).toEqual(new Set());
  });
});

import { describe, expect, test } from "vitest";
import { clauseOf } from "./clauses";
import { readCv } from "./cv-facts";
import { article, britishSpelling, gerund, list, pastTense, theName, unshouted } from "./english";

describe("the letter's grammar", () => {
  test("a or an by how the word is said", () => {
    expect(
      ["MSc", "MEng", "M&A role", "LLB", "FCA", "8-week course", "18-month", "hour", "Excel"].map(article),
    ).toEqual(Array(9).fill("an"));
    expect(["BSc", "UK bank", "university", "one-year", "2:1", "First", "CFA"].map(article)).toEqual(
      Array(7).fill("a"),
    );
  });

  test("lists, institutions and verbs", () => {
    expect(list(["Excel", "Python", "SQL"])).toBe("Excel, Python and SQL");
    expect(list(["healthcare", "software and business services"])).toBe(
      "healthcare, and software and business services",
    );
    expect(theName("University of Bristol")).toBe("the University of Bristol");
    expect(theName("University College London")).toBe("University College London");
    expect(theName("Durham University")).toBe("Durham University");
    expect(theName("British Army")).toBe("the British Army");
    expect(["organise", "lead", "plan", "model", "flag", "study", "build"].map(pastTense)).toEqual([
      "organised",
      "led",
      "planned",
      "modelled",
      "flagged",
      "studied",
      "built",
    ]);
    expect(["build", "analyse", "run", "flag", "model", "see"].map(gerund)).toEqual([
      "building",
      "analysing",
      "running",
      "flagging",
      "modelling",
      "seeing",
    ]);
  });

  test("American spellings become British; words spelt -ize everywhere stay", () => {
    expect(britishSpelling("Analyzed the organization's modeling; prioritized the center")).toBe(
      "Analysed the organisation's modelling; prioritised the centre",
    );
    expect(britishSpelling("won a prize of the right size")).toBe("won a prize of the right size");
    // A place's name keeps its spelling; the sentence's first word is still respelt.
    expect(britishSpelling("Organized a six-week exercise in Belize")).toBe(
      "Organised a six-week exercise in Belize",
    );
  });

  test("a bullet becomes what follows 'I', in the right tense, or nothing", () => {
    const past = { current: false };
    const ongoing = { current: true };
    expect(clauseOf("Built a DCF for a £40m sale", past)).toBe("built a DCF for a £40m sale");
    expect(clauseOf("Organise 5 careers events a term", ongoing)).toBe("organise 5 careers events a term");
    expect(clauseOf("Organise 5 careers events a term", past)).toBe("organised 5 careers events a term");
    expect(clauseOf("Responsible for helping with the model", past)).toBe(
      "was responsible for helping with the model",
    );
    // "Acting" before a post says it was held for a time: "I was acting in-charge", never "I acted in-charge".
    expect(clauseOf("Acting in-charge on two audits, supervising three associates", past)).toBe(
      "was acting in-charge on two audits, supervising three associates",
    );
    expect(clauseOf("Processing 40 files a week and checking KYC documents", past)).toBe(
      "processed 40 files a week and checked KYC documents",
    );
    expect(clauseOf("Led a team of 9; grew sales to £1,800", past)).toBe(
      "led a team of 9, and grew sales to £1,800",
    );
    expect(clauseOf("Pitched a long idea; rated top pitch of 30", past)).toBe(
      "pitched a long idea, and was rated top pitch of 30",
    );
    expect(clauseOf("Served food on busy shifts; trusted with the £800 float after four weeks", past)).toBe(
      "served food on busy shifts, and was trusted with the £800 float after four weeks",
    );
    expect(clauseOf("Member of the Finance Society", past)).toBeNull();
  });
});

describe("names and posts set in capitals", () => {
  test("are written as titles, keeping acronyms and a company's suffix", () => {
    expect(unshouted("JUNIOR DATA ANALYST")).toBe("Junior Data Analyst");
    expect(unshouted("GRÜNWALD MOBILITY GMBH")).toBe("Grünwald Mobility GmbH");
    expect(unshouted("HSBC UK")).toBe("HSBC UK");
    expect(unshouted("Summer Analyst")).toBe("Summer Analyst");
  });

  test('a Europass post in capitals is read as a title, so a letter writes "a Student Caller"', () => {
    const facts = readCv(
      [
        "WORK EXPERIENCE",
        "01/10/2022 – 31/05/2024 London, United Kingdom",
        "STUDENT CALLER KING'S COLLEGE LONDON FUNDRAISING OFFICE",
        "◦ Raised £14,200 in pledges over four calling campaigns",
      ].join("\n"),
    );
    expect(facts.entries.map((e) => e.role)).toContain("Student Caller");
  });
});

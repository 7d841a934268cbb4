import { describe, expect, test } from "vitest";
import { checkFacts, gradesIn, joinSpacedCapitals, splitSentences } from "./fact-check";

const CV = `Priya Sharma
priya.sharma@example.com | 07700 900123
University of Bristol — BSc Economics (predicted 2:1)
A-levels: A* A* A (Mathematics, Economics, History)
Finance Intern | Smith & Co Accountants Ltd | London   Jul 2025 – Aug 2025
• Built an Excel model for a £5 million refinancing
• Cut month-end close time by 15 per cent
J.P. Morgan Spring Week, April 2024`;

const POSTING = `Northbridge Partners is a global investment bank. Our ten-week Summer Analyst Programme sits in the
Investment Banking Division in London. We look for candidates on track for an upper second.`;

const SOURCES = [CV, POSTING, "2026-11-27"];

const flagsOf = (letter: string) => checkFacts(letter, SOURCES);

describe("the cover letter fact checker", () => {
  test("accepts facts the sources hold, however the letter words them", () => {
    const letter = [
      "Priya Sharma",
      "priya.sharma@example.com | 07700 900123",
      "27 November 2026",
      "Dear Hiring Manager,",
      "I am writing to apply for the 10-week Summer Analyst Programme at Northbridge Partners in London.",
      "I am a BSc Economics student at Bristol University, on track for a 2:1, with A*A*A at A-level.",
      "As a Finance Intern at Smith & Co Accountants Ltd, I built an Excel model for a £5m refinancing.",
      "I cut month-end close time by 15%.",
      "During my J.P. Morgan Spring Week in April 2024, I met the Investment Banking Division.",
      "Northbridge Partners’ Investment Banking Division is where I would like to start.",
      "Throughout my degree, I have enjoyed working in teams.",
      "Yours sincerely,",
      "Priya Sharma",
    ].join("\n");
    expect(flagsOf(letter)).toEqual([]);
  });

  test("a name the CV sets in spaced capitals, as a letterhead style exports it, is the name", () => {
    const spaced =
      "V E R D A N T  C A P I T A L\nSummer Analyst, Jun 2024 – Aug 2024\n• Built a returns model";
    expect(checkFacts("At Verdant Capital, I built a returns model.", [spaced])).toEqual([]);
    expect(checkFacts("At Verdant Partners, I built a returns model.", [spaced])[0]?.unsupported).toEqual([
      "Verdant Partners",
    ]);
    expect(joinSpacedCapitals("O R M E R O D  &  L A N E, a B C")).toBe("ORMEROD  &  LANE, a B C");
  });

  test("flags an employer the member never worked for, wherever it sits in the sentence", () => {
    expect(flagsOf("I spent last summer at Goldman Sachs as an intern.")).toEqual([
      { sentence: "I spent last summer at Goldman Sachs as an intern.", unsupported: ["Goldman Sachs"] },
    ]);
    expect(flagsOf("Barclays offered me a place on its insight week.")[0]?.unsupported).toEqual(["Barclays"]);
    // Both words occur in the sources, but not as one firm's name.
    expect(flagsOf("I worked with Northbridge Capital on a refinancing.")[0]?.unsupported).toEqual([
      "Northbridge Capital",
    ]);
  });

  test("a postscript's marker is not a name; what the postscript claims is still checked", () => {
    expect(flagsOf("P.S. I built an Excel model for a £5m refinancing.")).toEqual([]);
    expect(flagsOf("P.S. I also closed a £90m deal at Goldman Sachs.")).toEqual([
      {
        sentence: "P.S. I also closed a £90m deal at Goldman Sachs.",
        unsupported: ["£90m", "Goldman Sachs"],
      },
    ]);
  });

  test("flags a number the sources do not hold", () => {
    expect(flagsOf("I built an Excel model for a £50m deal.")).toEqual([
      { sentence: "I built an Excel model for a £50m deal.", unsupported: ["£50m"] },
    ]);
    expect(flagsOf("I cut month-end close time by 25%.")[0]?.unsupported).toEqual(["25%"]);
    expect(flagsOf("I led a team of 12 on the project.")[0]?.unsupported).toEqual(["12"]);
    expect(flagsOf("I led a team of twelve on the project.")[0]?.unsupported).toEqual(["twelve"]);
    expect(flagsOf("I trained twenty-one new starters.")[0]?.unsupported).toEqual(["twenty-one"]);
    expect(flagsOf("I was ranked 1st in my cohort.")[0]?.unsupported).toEqual(["1st"]);
  });

  test("flags a grade better (or other) than the CV's", () => {
    expect(flagsOf("I am on track for a First in Economics.")).toEqual([
      { sentence: "I am on track for a First in Economics.", unsupported: ["First"] },
    ]);
    expect(flagsOf("I achieved first-class marks in every module.")[0]?.unsupported).toEqual(["first-class"]);
    expect(flagsOf("I achieved A*A*A* at A-level.")[0]?.unsupported).toEqual(["A*A*A*"]);
    // "first" as an ordinary word is no grade.
    expect(flagsOf("My first internship taught me to check every number.")).toEqual([]);
  });

  test("flags only the sentences with unsupported facts, keeping each one as the letter wrote it", () => {
    const letter =
      "I am applying to Northbridge Partners. At Acme Capital, I closed a £50m deal. I cut close time by 15%.";
    expect(flagsOf(letter)).toEqual([
      { sentence: "At Acme Capital, I closed a £50m deal.", unsupported: ["£50m", "Acme Capital"] },
    ]);
  });

  test("the salutation, sign-off, months, days and the member's own name are not claims", () => {
    const letter =
      "Dear Sir or Madam,\nOn Monday 27 November I wrote to you.\nYours faithfully,\nPriya Sharma";
    expect(flagsOf(letter)).toEqual([]);
    expect(flagsOf("Dear Mr Grant,")[0]?.unsupported).toEqual(["Grant"]);
  });

  test("an email address or phone number must be the member's", () => {
    expect(flagsOf("priya@elsewhere.com | 07700 900999")[0]?.unsupported).toEqual([
      "priya@elsewhere.com",
      "900999",
    ]);
  });

  test("splits sentences at full stops, not at abbreviations or initials", () => {
    expect(
      splitSentences(
        "I met J. Smith at Acme Ltd. in 2024, e.g. at events. Then I applied.\nYours sincerely,",
      ),
    ).toEqual([
      "I met J. Smith at Acme Ltd. in 2024, e.g. at events.",
      "Then I applied.",
      "Yours sincerely,",
    ]);
    expect(splitSentences("I know Python or R. As an intern I used both.")).toHaveLength(2);
  });

  test("reads grades however a CV writes them", () => {
    expect(gradesIn("Predicted: First Class Honours")).toEqual(["first"]);
    expect(gradesIn("BSc Economics, upper second")).toEqual(["2:1"]);
    expect(gradesIn("A-levels: A* A A")).toEqual(["A*AA"]);
    expect(gradesIn("First Year Representative")).toEqual([]);
    // A grade that ends its line, with more of the CV below it.
    expect(gradesIn("BSc Economics, Sep 2024 - Jun 2027, predicted First\nEXPERIENCE")).toEqual(["first"]);
    expect(gradesIn("Predicted First\nfirst year modules: Statistics")).toEqual(["first"]);
  });
});

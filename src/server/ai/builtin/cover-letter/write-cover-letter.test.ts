import { describe, expect, test } from "vitest";
import { countWords } from "../../../../shared/cover-letter";
import { checkFacts, letterSources } from "../../fact-check";
import { IB_SUMMER_ANALYST } from "../postings.fixtures";
import { readCv } from "./cv-facts";
import { CASES, MESSY_CV, PRIYA, THIN, TIDY_CV } from "./letters.fixtures";
import { writeCoverLetter } from "./write-cover-letter";

const [FULL] = CASES;
if (!FULL) throw new Error("the fixtures lost their cases");

/** The letter's prose paragraphs: everything between the salutation and the sign-off. */
const bodyOf = (text: string) => text.slice(text.indexOf(",\n\n") + 3, text.indexOf("Yours sincerely"));

describe("built-in cover letter", () => {
  test("a full profile gives a UK business letter of 250-400 words naming the role and firm", () => {
    const draft = writeCoverLetter(FULL.input);
    const parts = draft.text.split("\n\n");
    expect(parts[0]).toBe("Priya Sharma\npriya.sharma@example.com | 07700 900123");
    expect(parts[1]).toBe("3 November 2025");
    expect(parts[2]).toBe("Northbridge Partners\nLondon");
    expect(parts[3]).toBe("Dear Hiring Manager,");
    expect(parts[4]).toMatch(
      /^I am writing to apply for the Summer Analyst Programme 2026 at Northbridge Partners\./,
    );
    expect(draft.text.endsWith("Yours sincerely,\n\nPriya Sharma")).toBe(true);
    expect(draft.wordCount).toBe(countWords(draft.text));
    expect(draft.wordCount).toBeGreaterThanOrEqual(250);
    expect(draft.wordCount).toBeLessThanOrEqual(400);
    expect(draft.flagged).toEqual([]);
  });

  test("the same input always gives the same letter", () => {
    expect(writeCoverLetter(FULL.input)).toEqual(writeCoverLetter(structuredClone(FULL.input)));
  });

  test("its evidence is the CV's own achievements, tied to what the posting asks for", () => {
    const { text } = writeCoverLetter(FULL.input);
    const strong = readCv(TIDY_CV).achievements.filter((a) => a.strong);
    const quoted = strong.filter((a) => text.includes(a.text.charAt(0).toLowerCase() + a.text.slice(1)));
    expect(quoted.length).toBeGreaterThanOrEqual(2);
    expect(quoted.length).toBeLessThanOrEqual(3);
    expect(text).toContain("Your posting asks for");
    // Why this firm, in the posting's own words.
    expect(text).toContain(
      "because it is a global investment bank advising corporates, governments and financial sponsors on mergers, acquisitions and capital raising",
    );
    expect(text).toContain("your ten-week Summer Analyst Programme gives penultimate-year students");
    expect(text).toContain("I am on track for a 2:1, and I achieved A*AA at A-level.");
  });

  test.each(CASES)("no fact the sources lack: $name", ({ input }) => {
    const draft = writeCoverLetter(input);
    expect(draft.flagged).toEqual([]);
    // The same check the save route runs, from the outside.
    expect(checkFacts(draft.text, letterSources(input))).toEqual([]);
    expect(draft.text).toContain(`Dear `);
    expect(draft.text).toContain(input.posting.firm);
    expect(draft.wordCount).toBeLessThanOrEqual(400);
  });

  test("a posting that names its contact is addressed to them", () => {
    const draft = writeCoverLetter(CASES[3]?.input ?? FULL.input);
    expect(draft.text).toContain("\n\nMs Fiona MacLeod\nGlenmore Bank\nEdinburgh\n\nDear Ms MacLeod,\n\n");
  });

  test("a messy CV pasted from a PDF still yields its employers and achievements", () => {
    const cv = readCv(MESSY_CV);
    expect(cv.entries.map((e) => [e.role, e.organisation])).toEqual([
      ["Audit Intern", "Deloitte LLP"],
      ["Sales Assistant", "Next plc"],
      ["Vice-President", "Manchester Finance Society"],
    ]);
    expect(cv.achievements.map((a) => a.text)).toContain(
      "Tested 45 revenue transactions for a FTSE 250 retailer and documented 3 control weaknesses for the audit senior",
    );
    expect(cv.achievements.map((a) => a.text)).toContain(
      "Organised 5 employer events with 300 total attendees, raising £2,500 in sponsorship",
    );
    expect(cv.degreeGrade).toEqual({ key: "first", predicted: true });
    expect(cv.institution).toBe("The University of Manchester");
  });

  test("thin data gives a short letter, not a padded one", () => {
    const input = { ...FULL.input, member: THIN, cvText: null };
    const draft = writeCoverLetter(input);
    expect(draft.flagged).toEqual([]);
    expect(draft.wordCount).toBeLessThan(200);
    expect(draft.text).not.toContain("Your posting asks for");
    expect(draft.text).not.toContain("CV");
    expect(draft.text.startsWith("Sam Lee\n\n3 November 2025")).toBe(true);
    expect(draft.text.endsWith("Yours sincerely,\n\nSam Lee")).toBe(true);
  });

  test("different members and postings give different letters, each from its own facts", () => {
    const letters = CASES.map(({ input }) => bodyOf(writeCoverLetter(input).text));
    expect(new Set(letters).size).toBe(CASES.length);
    const amelia = writeCoverLetter(CASES[2]?.input ?? FULL.input).text;
    expect(amelia).toContain("I graduated from the London School of Economics and Political Science in 2025");
    expect(amelia).not.toContain("Bristol");
    const otherPosting = {
      ...FULL.input,
      posting: { ...FULL.input.posting, text: IB_SUMMER_ANALYST.slice(0, 200) },
    };
    expect(writeCoverLetter(otherPosting).text).not.toContain("ten-week");
    expect(writeCoverLetter({ ...FULL.input, member: { ...PRIYA, strengths: [] } }).text).not.toContain(
      "strongest",
    );
  });

  test("a long CV still gives at most 400 words and only its own facts", () => {
    const bullet = (n: number) =>
      `• Modelled and presented a three-statement operating model with ${n} scenarios for a £40 million acquisition by a listed client, working with 2 senior analysts and the finance team on diligence`;
    const entries = [
      "Analyst Intern | Acme Advisory LLP",
      "Summer Intern | Beta Bank plc",
      "Treasurer | Bristol Investment Society",
    ];
    const cvText = `${TIDY_CV.slice(0, TIDY_CV.indexOf("EXPERIENCE"))}EXPERIENCE\n${entries
      .map((entry, i) => `${entry} | London   2025\n${bullet(i + 3)}\n${bullet(i + 13)}`)
      .join("\n")}`;
    const draft = writeCoverLetter({ ...FULL.input, cvText });
    expect(draft.wordCount).toBeLessThanOrEqual(400);
    expect(draft.wordCount).toBeGreaterThanOrEqual(250);
    expect(draft.flagged).toEqual([]);
    expect(draft.text).toContain("I modelled and presented a three-statement operating model");
  });
});

import { describe, expect, test } from "vitest";
import type { CoverLetterInput } from "../../../../shared/cover-letter";
import { readCv } from "./cv-facts";
import type { LetterParts } from "./letter-parts";
import { dutyPhrase } from "./posting-facts";
import { toolsSentence } from "./skills-sentence";
import { writeCoverLetter } from "./write-cover-letter";

// What a recruiter reading many of these letters would take for machine writing: a skills sentence
// that lists a driving licence as a tool, leftover CV lines read out one by one, duties clipped from
// the posting mid-phrase, and the same long name of a post repeated from the opening to the close.
// The member, the firms and the numbers are invented.

const CV = `Hannah Moss
hannah.moss@example.com | 07700 900123

EDUCATION
University of Exeter, BA Politics    Sep 2023 – Jun 2026
Predicted 2:1

EXPERIENCE
Audit Associate, Kingsley Marsh LLP, Exeter    Jun 2025 – Sep 2025
• Tested 45 revenue and payroll samples for a £30m manufacturing client and raised 3 control findings
• Reconciled bank confirmations for 6 subsidiaries, clearing every difference before review

Volunteer Adviser, Citizens Advice Exeter    Oct 2023 – Present
• Advise around 8 clients a week on debt and benefits, writing up each case for the supervisor

Kitchen Porter, The Castle Inn    Jun 2022 – Aug 2023
• Kept the kitchen stocked and clean through 120-cover evening services

ACTIVITIES
Member, Exeter Debating Society    2023 – 2026
• Attended weekly debates

SKILLS
Skills: Microsoft Office, Excel, Full UK driving license, First Aid certificate, French – intermediate
Interests: Equity Research, hiking`;

const POSTING = {
  title: "Audit & Assurance Graduate Programme 2026",
  firm: "Penhallow Reed LLP",
  location: "Exeter",
  roleType: "graduate_programme",
  text: [
    "Join our Audit team in Exeter.",
    "",
    "What you will do:",
    "- Plan and perform audit testing across revenue, payroll and cash",
    "- Use our data analytics platform to identify unusual transactions",
    "- Document and evaluate clients' internal controls",
    "- Build relationships with client staff and communicate findings to your managers",
    "- Receive technical training towards the ACA qualification",
    "",
    "What we are looking for:",
    "- Close attention to detail",
    "- Clear written and spoken communication",
    "- Coding skills are an advantage for our analytics work",
  ].join("\n"),
};

const input: CoverLetterInput = {
  member: { firstName: "Hannah", lastName: "Moss", email: "hannah.moss@example.com", phone: null },
  cvText: CV,
  posting: POSTING,
  firm: null,
  today: "2026-11-29",
};

const letter = (firm: CoverLetterInput["firm"] = null) => writeCoverLetter({ ...input, firm }).text;
const PROFILE = {
  name: "Penhallow Reed LLP",
  sector: "accounting",
  description:
    "Penhallow Reed LLP is an accountancy firm in the South West. It audits family businesses, charities and manufacturers from offices in Exeter, Plymouth and Truro.",
};

describe("a letter a recruiter would not take for a mail merge", () => {
  test("the tools sentence names software only, in the letter's own spelling, and a language in words", () => {
    const cv = readCv(CV);
    const sentence = toolsSentence({ cv } as LetterParts) ?? "";
    expect(sentence).toMatch(/Microsoft Office/);
    expect(sentence).toMatch(/Excel/);
    expect(sentence).not.toMatch(/driving|licen[cs]e|First Aid|certificate|Equity Research|hiking/i);
    expect(sentence).not.toMatch(/French –|work confidently with[^,.]*French/);
    expect(sentence).toMatch(/speak French to an intermediate level/);
    for (const text of [letter(), letter(PROFILE)]) expect(text).not.toMatch(/\blicense\b/);
  });

  test("a languages line that lists programming languages gives no 'I speak Java'", () => {
    const cv = readCv(
      `${CV.replace(/Skills: .*/, "Skills: Excel, PowerPoint")}\nLanguages: Java, Kotlin, Welsh (fluent)`,
    );
    const sentence = toolsSentence({ cv } as LetterParts) ?? "";
    expect(sentence).not.toMatch(/speak[^.]*(Java|Kotlin)/);
    expect(sentence).toMatch(/speak fluent Welsh/);
  });

  test("posts the letter has nothing to say about are not read out as a list of leftovers", () => {
    for (const text of [letter(), letter(PROFILE)]) {
      expect(text).not.toMatch(/My CV also covers/);
      expect(text).not.toMatch(/It also covers/);
    }
  });

  test("a duty cut from the posting mid-phrase is completed from its own words or left out", () => {
    // Cut before "to identify…": completed, with the posting's "our" made neutral.
    expect(dutyPhrase("Use our data analytics platform to identify unusual transactions")).toBe(
      "using the data analytics platform to identify unusual transactions",
    );
    // Cut before the possessive's noun: no whole phrase short enough, so no duty.
    expect(dutyPhrase("Document and evaluate clients' internal controls")).toBeNull();
    // Too long to complete within the copying limit.
    expect(
      dutyPhrase("Build relationships with client staff and communicate findings to your managers"),
    ).toBeNull();
    // Something done for the trainee, or asked of the applicant, is no duty.
    expect(dutyPhrase("Receive technical training towards the ACA qualification")).toBeNull();
    expect(dutyPhrase("Coding skills are an advantage for our analytics work")).toBeNull();
    expect(dutyPhrase("Evidence of leadership, teamwork and taking initiative")).toBeNull();
    // "the risk and performance of …": the "of" belongs to both nouns, so the first alone is no duty.
    expect(
      dutyPhrase("Monitor the risk and performance of model portfolios and explain attribution"),
    ).not.toBe("monitoring the risk");
    // A place the work is done given as a list is left off rather than cut after its first item.
    expect(dutyPhrase("Plan and perform audit testing across revenue, payroll and cash")).toBe(
      "planning and performing audit testing",
    );
    // "your own stock pitch" becomes the writer's own, or is left out; never "the own".
    expect(dutyPhrase("Write and present your own stock pitch") ?? "").not.toMatch(/\bthe own\b/);
    for (const text of [letter(), letter(PROFILE)]) {
      // "building relationships" only with whom, as the posting says.
      expect(text).not.toMatch(
        /\b(evaluating clients|building relationships(?! with)|receiving technical)\b/,
      );
      expect(text).not.toMatch(/audit testing across revenue\b(?!,)/);
      expect(text).not.toMatch(/using the data analytics platform\./);
    }
  });

  test("the post is named in full at most twice, and the close refers back to it in a few words", () => {
    for (const text of [letter(), letter(PROFILE)]) {
      expect(text.split("Audit Associate at Kingsley Marsh LLP").length - 1).toBeLessThanOrEqual(2);
      const close = text.split("\n\n").at(-3) ?? "";
      expect(close).not.toMatch(/my time as|Citizens Advice|University of Exeter/);
      expect(close).toMatch(/Kingsley Marsh LLP/);
    }
  });
});

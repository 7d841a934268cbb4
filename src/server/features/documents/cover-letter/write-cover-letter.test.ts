import { describe, expect, test } from "vitest";
import { type CoverLetterInput, countWords } from "../../../../shared/cover-letter";
import { checkFacts, letterSources } from "../../../ai/fact-check";
import { IB_SUMMER_ANALYST, PRIVATE_EQUITY_OFF_CYCLE } from "../../../ai/text/postings.fixtures";
import { indexSource, longestCopiedRun } from "./copy-guard";
import { readCv } from "./cv-facts";
import { AMELIA_CV, CASES, MESSY_CV, PRIYA, THIN, TIDY_CV } from "./letters.fixtures";
import { syntheticCvs } from "./synthetic-cvs.fixtures";
import { writeCoverLetter } from "./write-cover-letter";

const [FULL] = CASES;
if (!FULL) throw new Error("the fixtures lost their cases");

const NORTHBRIDGE = {
  name: "Northbridge Partners",
  sector: "investment_banking",
  description:
    "Northbridge Partners is a global investment bank founded in 1987. Its businesses include Investment Banking, Global Markets and Research. It has offices in London, Frankfurt and Hong Kong. The firm is known for its partnership culture and long client relationships.",
};

/** The letter's prose paragraphs: everything between the salutation and the sign-off. */
const bodyOf = (text: string) => {
  const parts = text.split("\n\n");
  const start = parts.findIndex((p) => p.startsWith("Dear "));
  return parts.slice(
    start + 1,
    parts.findIndex((p) => p.startsWith("Yours sincerely")),
  );
};
const bodyWords = (text: string) => countWords(bodyOf(text).join(" "));
const sentencesOf = (text: string) => bodyOf(text).flatMap((p) => p.split(/(?<=\.)\s+(?=[A-Z])/));

const memberFrom = (cvText: string): CoverLetterInput["member"] => {
  const [firstName = "", lastName = ""] = cvText.split("\n")[0]?.split(" ") ?? [];
  return { firstName, lastName };
};

describe("built-in cover letter", () => {
  test("a full profile gives a UK business letter of 250-400 words naming the role and firm", () => {
    const draft = writeCoverLetter(FULL.input);
    const parts = draft.text.split("\n\n");
    expect(parts[0]).toBe("Priya Sharma\npriya.sharma@example.com | 07700 900123");
    expect(parts[1]).toBe("3 November 2025");
    expect(parts[2]).toBe("Northbridge Partners\nLondon");
    expect(parts[3]).toBe("Dear Hiring Manager,");
    expect(parts[4]).toMatch(/\bthe Summer Analyst Programme 2026 at Northbridge Partners\./);
    expect(draft.text.endsWith("Yours sincerely,\n\nPriya Sharma")).toBe(true);
    expect(draft.wordCount).toBe(countWords(draft.text));
    expect(draft.wordCount).toBeLessThanOrEqual(400);
    expect(bodyWords(draft.text)).toBeGreaterThanOrEqual(250);
    expect(draft.flagged).toEqual([]);
  });

  test("the same input always gives the same letter", () => {
    expect(writeCoverLetter(FULL.input)).toEqual(writeCoverLetter(structuredClone(FULL.input)));
  });

  test("why this firm comes from the firm's own profile, in the writer's voice, not the posting pasted back", () => {
    const draft = writeCoverLetter({ ...FULL.input, firm: NORTHBRIDGE });
    const why = bodyOf(draft.text)[1] ?? "";
    expect(why).toMatch(
      /Investment Banking, Global Markets and Research|partnership culture|London, Frankfurt and Hong Kong/,
    );
    expect(why).toMatch(/\b(I|me|my)\b/);
    expect(why).not.toContain("Northbridge Partners is a global investment bank advising");
    expect(draft.flagged).toEqual([]);
    // Without the profile the reasons still come from facts, the posting's own.
    const plain = bodyOf(writeCoverLetter(FULL.input).text)[1] ?? "";
    expect(plain).toMatch(/global investment bank|mergers, acquisitions and capital raising/);
  });

  test("at most two requirements are answered, each with a CV bullet that shows it", () => {
    const draft = writeCoverLetter(FULL.input);
    const asks = sentencesOf(draft.text).filter((s) =>
      /^(You are looking for|The role calls for|Your advert asks for|You also ask for|The role also needs|You are also looking for) /.test(
        s,
      ),
    );
    expect(asks.length).toBeGreaterThanOrEqual(1);
    expect(asks.length).toBeLessThanOrEqual(2);
    const bullets = readCv(TIDY_CV).achievements.map((a) => a.text.replace(/^\w+/, "").slice(0, 40));
    expect(bullets.some((b) => draft.text.includes(b))).toBe(true);
  });

  test("till work is never offered as commercial judgement to a private equity firm", () => {
    const cvText = [
      "Jordan Hale",
      "EDUCATION",
      "University of Exeter, BSc Business Economics, Sep 2024 – Jun 2027",
      "EXPERIENCE",
      "Sales Assistant | Tesco | Exeter | Jun 2023 – Aug 2024",
      "• Served 120 customers a shift on the tills and cashed up £4,000 of takings without error",
      "Analyst Intern | Redcliffe Capital | London | Jun 2025 – Aug 2025",
      "• Screened 40 investment opportunities and wrote 2 investment memos for the committee",
    ].join("\n");
    const posting = `${PRIVATE_EQUITY_OFF_CYCLE}\n\nWhat we look for\n• Sound commercial judgement and a real interest in investing`;
    const draft = writeCoverLetter({
      ...FULL.input,
      member: memberFrom(cvText),
      cvText,
      posting: { ...FULL.input.posting, firm: "Harbour Lane Capital", text: posting },
    });
    const judgement = sentencesOf(draft.text).findIndex((s) => /commercial and investment judgement/.test(s));
    expect(judgement).toBeGreaterThanOrEqual(0);
    expect(sentencesOf(draft.text)[judgement + 1]).toMatch(/screened 40 investment opportunities/);
    expect(draft.text).not.toMatch(/judgement[^.]*\.\s[^.]*tills/);
  });

  test("correct English: a or an, bullets as the writer's own sentences, the CV's typos put right", () => {
    const cvText = [
      "Ravi Mehta",
      "EDUCATION",
      "Imperial College London, MSc Finance, Sep 2026 – Sep 2027",
      "University of Warwick, BSc Economics, Sep 2023 – Jun 2026, First Class Honours",
      "EXPERIENCE",
      "Operations Analyst | Quayside Bank | London | Jul 2025 – Sep 2025",
      "• Analyzed 300 failed trades a week and recieved an award for the team's managment report",
      "• Responsible for the daily reconcilliation of 12 cash accounts",
      "• Processing 40 client onboarding files a week and checking KYC documents",
    ].join("\n");
    const draft = writeCoverLetter({
      ...FULL.input,
      member: memberFrom(cvText),
      cvText,
      today: "2026-11-29",
    });
    // Either wording the seed picks; what is checked is the article before "MSc".
    expect(draft.text).toMatch(/\ban MSc in Finance\b|\ban MSc Finance student\b/);
    expect(draft.text).toMatch(
      /analysed 300 failed trades a week and received an award for the team's management report/,
    );
    expect(draft.text).not.toMatch(/Analyzed|analyzed|recieved|managment/);
    expect(draft.text).not.toMatch(/\bI responsible\b|\bI processing\b/);
  });

  test("no run of more than twelve words from the posting, whatever the CV", () => {
    const posting = indexSource(FULL.input.posting.text);
    // A CV that pasted the posting's words into a bullet.
    const copied = `${TIDY_CV}\n• Built and maintained financial models, including DCF valuations, comparable company analyses and merger models for live deals`;
    for (const cvText of [TIDY_CV, MESSY_CV, AMELIA_CV, copied, ...syntheticCvs(6)]) {
      const { text } = writeCoverLetter({ ...FULL.input, cvText, firm: NORTHBRIDGE });
      expect(longestCopiedRun(text, posting)).toBeLessThanOrEqual(12);
    }
  });

  test("two members' letters to the same firm share no paragraph word for word", () => {
    const cvs = [TIDY_CV, MESSY_CV, AMELIA_CV, ...syntheticCvs(9)];
    for (const firm of [NORTHBRIDGE, null]) {
      const seen = new Map<string, number>();
      cvs.forEach((cvText, i) => {
        const { text } = writeCoverLetter({ ...FULL.input, member: memberFrom(cvText), cvText, firm });
        for (const paragraph of bodyOf(text)) {
          expect(
            seen.get(paragraph),
            `letters ${seen.get(paragraph)} and ${i} share "${paragraph}"`,
          ).toBeUndefined();
          seen.set(paragraph, i);
        }
      });
    }
  });

  test("every letter keeps to 250-400 words and states nothing its sources lack", () => {
    for (const cvText of [TIDY_CV, MESSY_CV, AMELIA_CV, ...syntheticCvs(9, "lengths")]) {
      for (const posting of [
        FULL.input.posting,
        { ...FULL.input.posting, firm: "Harbour Lane Capital", text: PRIVATE_EQUITY_OFF_CYCLE },
      ]) {
        const input = {
          ...FULL.input,
          member: memberFrom(cvText),
          cvText,
          posting,
          firm: posting.firm === NORTHBRIDGE.name ? NORTHBRIDGE : null,
        };
        const draft = writeCoverLetter(input);
        expect(draft.wordCount, draft.text).toBeLessThanOrEqual(400);
        expect(bodyWords(draft.text), draft.text).toBeGreaterThanOrEqual(250);
        expect(draft.flagged, draft.text).toEqual([]);
        expect(checkFacts(draft.text, letterSources(input))).toEqual([]);
      }
    }
  });

  test("a grade stays with its own degree and in its own tense", () => {
    const cvText = [
      "Kavya Iyer",
      "EDUCATION",
      "Imperial College Business School – MSc Finance    Sep 2024 – Sep 2025",
      "• Distinction (overall 76%)",
      "University College London – BSc Economics    Sep 2020 – Jun 2023",
      "• First Class Honours (73%)",
    ].join("\n");
    const text = writeCoverLetter({
      ...FULL.input,
      member: memberFrom(cvText),
      cvText,
      today: "2026-01-10",
    }).text;
    expect(text).toContain(
      "I graduated from Imperial College Business School in 2025 with an MSc in Finance, achieving a Distinction.",
    );
    expect(text).toContain(
      "Before that, I studied for a BSc in Economics at University College London, where I achieved a First.",
    );
    expect(text).not.toMatch(/on track|predicted/);

    // Predicted, and still studying: "on track" or "predicted"; the same grade after graduating is not claimed.
    const studying = writeCoverLetter({ ...FULL.input, today: "2026-03-01" }).text;
    expect(studying).toMatch(/(on track for|predicted) a 2:1/);
    const graduated = writeCoverLetter({ ...FULL.input, today: "2027-09-01" }).text;
    expect(graduated).toContain(
      "I graduated from the University of Bristol in 2027 with a BSc in Economics.",
    );
    expect(graduated).not.toMatch(/2:1/);

    // A degree in progress with an unmarked grade: no claim either way.
    const unmarked = TIDY_CV.replace("Predicted 2:1; modules", "2:1; modules");
    expect(writeCoverLetter({ ...FULL.input, cvText: unmarked }).text).not.toMatch(/2:1/);
  });

  test("a posting that names its contact is addressed to them", () => {
    const draft = writeCoverLetter(CASES[3]?.input ?? FULL.input);
    expect(draft.text).toContain("\n\nMs Fiona MacLeod\nGlenmore Bank\nEdinburgh\n\nDear Ms MacLeod,\n\n");
  });

  test("a messy CV pasted from a PDF still yields its employers, achievements and grade", () => {
    const cv = readCv(MESSY_CV);
    expect(cv.entries.filter((e) => e.section !== "education").map((e) => [e.role, e.organisation])).toEqual([
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
    expect(cv.education[0]).toMatchObject({
      institution: "The University of Manchester",
      qualification: "BSc Accounting and Finance",
      grade: { label: "First", predicted: true },
    });
  });

  test("thin data: no invented facts, and the letter still says enough about the firm and role", () => {
    const draft = writeCoverLetter({ ...FULL.input, member: THIN, cvText: null, firm: NORTHBRIDGE });
    expect(draft.flagged).toEqual([]);
    expect(draft.text).not.toContain("CV");
    expect(draft.text.startsWith("Sam Lee\n\n3 November 2025")).toBe(true);
    expect(draft.text.endsWith("Yours sincerely,\n\nSam Lee")).toBe(true);
    expect(draft.wordCount).toBeLessThanOrEqual(400);
  });

  test("different members and postings give different letters, each from its own facts", () => {
    const letters = CASES.map(({ input }) => bodyOf(writeCoverLetter(input).text).join("\n"));
    expect(new Set(letters).size).toBe(CASES.length);
    const amelia = writeCoverLetter(CASES[2]?.input ?? FULL.input).text;
    expect(amelia).toContain("I graduated from the London School of Economics and Political Science in 2025");
    expect(amelia).not.toContain("Bristol");
    const otherPosting = {
      ...FULL.input,
      posting: { ...FULL.input.posting, text: IB_SUMMER_ANALYST.slice(0, 200) },
    };
    expect(writeCoverLetter(otherPosting).text).not.toContain("ten-week");
    expect(writeCoverLetter({ ...FULL.input, member: { ...PRIYA, strengths: [] } }).text).not.toMatch(
      /strengths in/,
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
    expect(bodyWords(draft.text)).toBeGreaterThanOrEqual(250);
    expect(draft.flagged).toEqual([]);
    expect(draft.text).toMatch(/modelled and presented a three-statement operating model/);
  });
});

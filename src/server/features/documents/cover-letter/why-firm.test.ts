import { describe, expect, test } from "vitest";
import { writeCoverLetter } from "./write-cover-letter";

// Why this firm, for a firm the product holds no profile of (a pasted advert): the reason comes from what
// the posting says the role is, in the member's own words, and is tied to something on their CV.
// People, firms and numbers are invented.

const POSTING = {
  title: "Treasury Operations Graduate Programme 2027",
  firm: "Hallam Yard Bank",
  roleType: "graduate_programme",
  text: [
    "Hallam Yard Bank is a regional lender to farms and family businesses across the north of England.",
    "",
    "Join our Treasury Operations team in Sheffield for a two-year programme.",
    "",
    "What you will do",
    "• Reconcile the bank's cash positions every morning",
    "• Prepare liquidity reports for the treasurer",
    "• Investigate failed payments with our correspondent banks",
    "",
    "What we look for",
    "• Attention to detail",
    "• Clear written communication",
  ].join("\n"),
};

const cvOf = (name: string, university: string, degree: string, exceptions = 300) =>
  [
    name,
    "EDUCATION",
    `${university}, ${degree}, Sep 2023 – Jun 2026, 2:1`,
    "EXPERIENCE",
    "Payments Intern, Wharncliffe Building Society, Sheffield    Jun 2025 – Aug 2025",
    `• Matched ${exceptions} payment exceptions a week against the ledger`,
    "• Wrote a checklist for month-end that cut review time by 2 days",
    "Sales Assistant, Crucible Books, Sheffield    Sep 2023 – May 2025",
    "• Ran the till and cashed up £2,000 of takings on Saturdays",
  ].join("\n");

function write(cvText: string, posting = POSTING) {
  return writeCoverLetter({
    member: { firstName: "Test", lastName: "Person", email: null, phone: null },
    cvText,
    posting,
    firm: null,
    today: "2026-11-29",
  }).text;
}

const why = (text: string) => text.split("\n\n")[5] ?? "";

describe("why this firm without a firm profile", () => {
  test("gives the posting's own reasons, in the member's words, tied to their work", () => {
    const paragraph = why(write(cvOf("Amy Lowe", "University of Sheffield", "BSc Economics")));
    // What the role does and the team it sits in, as the posting says.
    expect(paragraph).toMatch(/reconciling the bank's cash positions|preparing liquidity reports/);
    expect(paragraph).toMatch(/Treasury Operations team/);
    // Tied to the member's own work, as a wish rather than a claim about that work.
    expect(paragraph).toMatch(/Payments Intern at Wharncliffe Building Society/);
    expect(paragraph).toMatch(/\b(I|me|my)\b/);
    // Never the posting's first sentence pasted back, nor a line that would fit any firm.
    expect(paragraph).not.toContain("is a regional lender to farms and family businesses across the north");
    expect(paragraph).not.toMatch(/is where I want to start my career/);
  });

  test("two members who held the same post write different paragraphs to the same firm", () => {
    const a = write(cvOf("Amy Lowe", "University of Sheffield", "BSc Economics"));
    // The same post and employer; their own results and degrees.
    const b = write(cvOf("Ben Hirst", "Sheffield Hallam University", "BSc Accounting and Finance", 180));
    const body = (text: string) => text.split("\n\n").slice(4, -2);
    expect(body(a).filter((p) => body(b).includes(p))).toEqual([]);
    expect(why(a)).not.toEqual(why(b));
  });

  test("two members with the same post and the same degree from different universities close differently", () => {
    const a = write(cvOf("Amy Lowe", "University of Sheffield", "BSc Economics"));
    const b = write(cvOf("Ben Hirst", "University of Leeds", "BSc Economics"));
    const paragraphs = (text: string) => text.split("\n\n");
    expect(paragraphs(a).filter((p) => paragraphs(b).includes(p) && /BSc/.test(p))).toEqual([]);
    // The close names the place of study in a word, not the university in full a third time.
    expect(a).toMatch(/my BSc Economics at Sheffield\b/);
    expect(b).toMatch(/my BSc Economics at Leeds\b/);
  });

  test("a posting that lists no duties still gives a reason of its own: its team, or the role by name", () => {
    const teamOnly = {
      ...POSTING,
      text: "Join our Treasury Operations team in Sheffield.\n\nWe welcome applicants from any degree.",
    };
    expect(why(write(cvOf("Amy Lowe", "University of Sheffield", "BSc Economics"), teamOnly))).toMatch(
      /Treasury Operations team/,
    );
    const bare = { ...POSTING, text: "We welcome applicants from any degree. Apply by 1 March." };
    const paragraph = why(write(cvOf("Amy Lowe", "University of Sheffield", "BSc Economics"), bare));
    expect(paragraph).toMatch(/Treasury Operations Graduate Programme/);
    expect(paragraph).not.toMatch(/is where I want to start my career/);
  });

  test("the duties are read whether the posting writes them as orders or in the -ing form", () => {
    const gerunds = {
      ...POSTING,
      text: POSTING.text
        .replace("Reconcile the bank's cash positions every morning", "Reconciling the bank's cash positions")
        .replace(
          "Prepare liquidity reports for the treasurer",
          "Preparing liquidity reports for the treasurer",
        ),
    };
    expect(why(write(cvOf("Amy Lowe", "University of Sheffield", "BSc Economics"), gerunds))).toMatch(
      /reconciling the bank's cash positions/,
    );
  });
});

import { describe, expect, test } from "vitest";
import type { JobSummary } from "../../../shared/jobs";
import { ASSET_MANAGEMENT_GRADUATE, IB_SUMMER_ANALYST, PRIVATE_EQUITY_OFF_CYCLE } from "./postings.fixtures";
import { summariseJob } from "./summarise-job";
import { parseBlocks } from "./text-blocks";

const squash = (text: string) => text.replace(/\s+/g, " ");

/** Every sentence and item of a summary is text of the posting (the engine extracts, never writes). */
function expectExtracted(summary: JobSummary, posting: string) {
  const source = squash(posting);
  for (const line of [...summary.responsibilities, ...summary.requirements]) {
    expect(source, line).toContain(line.replace(/…$/, ""));
  }
  if (summary.overview) {
    for (const sentence of summary.overview.split(/(?<=[.!?])\s+(?=[A-Z])/))
      expect(source).toContain(sentence);
  }
}

describe("built-in job summary", () => {
  test("a posting with headings and lists: its duties, requirements, deadline and tests", () => {
    const summary = summariseJob({
      title: "Summer Analyst 2026 – Investment Banking",
      firm: "Northbridge Partners",
      text: IB_SUMMER_ANALYST,
    });
    expect(summary.responsibilities).toEqual([
      "Build and maintain financial models, including DCF, LBO and merger models",
      "Prepare pitch books and client presentations for senior bankers",
      "Conduct industry and company research to support live M&A mandates",
      "Work alongside analysts and associates on due diligence",
      "Present a group case study to Managing Directors at the end of the programme",
    ]);
    expect(summary.requirements).toEqual([
      "Penultimate-year undergraduates on track for a 2:1 degree or above, in any discipline",
      "Strong analytical and numerical skills and attention to detail",
      "Excellent written and verbal communication",
      "A genuine interest in financial markets and corporate finance",
      "Proficiency in Excel and PowerPoint is an advantage",
    ]);
    expect(summary.deadline).toBe("15 November 2025 at 23:59 GMT");
    expect(summary.tests).toEqual(["SHL", "Numerical reasoning", "HireVue", "Video interview"]);
    expect(summary.overview).toContain("Northbridge Partners is a global investment bank");
    // The title line is not a sentence, and the equal-opportunities notice is not about the role.
    expect(summary.overview).not.toContain("Summer Analyst Programme 2026 –");
    expect(JSON.stringify(summary)).not.toMatch(/equal opportunities|reasonable adjustments/);
    expectExtracted(summary, IB_SUMMER_ANALYST);
  });

  test("prose sections and an inline heading: sentences sorted by what they say", () => {
    const summary = summariseJob({
      title: "Graduate Investment Programme",
      firm: "Firth Asset Management",
      text: ASSET_MANAGEMENT_GRADUATE,
    });
    expect(summary.overview).toBe(
      "Our Graduate Investment Programme is a two-year rotational scheme across equities, fixed income and multi-asset teams in Edinburgh.",
    );
    expect(summary.responsibilities).toEqual([
      "You will rotate through three investment desks, supporting portfolio managers with research, performance analysis and client reporting.",
      "In your second year you will specialise in the team that best fits your strengths.",
    ]);
    expect(summary.requirements).toEqual([
      "A minimum 2:1 degree (or equivalent) by summer 2026.",
      "You should have a strong interest in markets and the ability to explain complex ideas simply.",
      "Knowledge of Python or R is desirable but not essential.",
    ]);
    expect(summary.deadline).toBe("3 December 2025");
    expect(summary.tests).toEqual(["Cappfinity", "Watson Glaser"]);
    // "What we offer" is neither a duty nor a requirement.
    expect(JSON.stringify(summary)).not.toContain("pension");
    expectExtracted(summary, ASSET_MANAGEMENT_GRADUATE);
  });

  test("one paragraph, no headings and no deadline: cue words decide, and no date is invented", () => {
    const input = {
      title: "Off-cycle Private Equity Intern",
      firm: "Harbour Lane Capital",
      text: PRIVATE_EQUITY_OFF_CYCLE,
    };
    const summary = summariseJob(input);
    expect(summary.overview).toBe(
      "Harbour Lane Capital is a mid-market private equity firm investing in UK healthcare and business services. We are looking for an off-cycle intern to join our deal team for six months from March 2026.",
    );
    expect(summary.responsibilities).toEqual([
      "The intern will screen new investment opportunities, write investment memos and help monitor portfolio company performance.",
    ]);
    expect(summary.requirements).toEqual([
      "Candidates must have completed an undergraduate degree with a strong academic record and prior internship experience in investment banking, private equity or transaction services.",
    ]);
    expect(summary.deadline).toBeNull();
    expect(summary.tests).toEqual(["Excel or modelling test"]);
    // The job board's closing date is used when the text names none.
    expect(summariseJob({ ...input, closesAt: new Date("2026-02-28T23:59:00Z") }).deadline).toBe(
      "28 February 2026",
    );
  });

  test("the same text always gives the same summary", () => {
    const input = { title: "Summer Analyst", firm: "Northbridge Partners", text: IB_SUMMER_ANALYST };
    const first = summariseJob(input);
    for (let i = 0; i < 3; i++)
      expect(summariseJob({ ...input, text: `${IB_SUMMER_ANALYST}` })).toEqual(first);
  });

  test("nothing to summarise gives empty parts, not filler", () => {
    expect(summariseJob({ title: "Analyst", firm: "Acme", text: "" })).toEqual({
      overview: "",
      responsibilities: [],
      requirements: [],
      deadline: null,
      tests: [],
    });
    const summary = summariseJob({
      title: "Analyst",
      firm: "Acme",
      text: "Benefits\n• Gym membership\n• Pension",
    });
    expect(summary.responsibilities).toEqual([]);
    expect(summary.requirements).toEqual([]);
  });

  test("a description flattened onto one line still yields its duties and requirements", () => {
    const flat = squash(PRIVATE_EQUITY_OFF_CYCLE.replace(/\n/g, " "));
    const summary = summariseJob({ title: "Intern", firm: "Harbour Lane", text: flat });
    expect(summary.responsibilities[0]).toMatch(/^The intern will screen/);
    expect(summary.requirements[0]).toMatch(/^Candidates must have completed/);
  });

  test("deadlines need a deadline word and a real date", () => {
    const deadline = (text: string) => summariseJob({ title: "Analyst", firm: "Acme", text }).deadline;
    expect(deadline("Apply by 30/11/2025 to be considered.")).toBe("30/11/2025");
    expect(deadline("Our programme starts on 7 July 2026 in London.")).toBeNull();
    expect(deadline("Applications close in the Summer, so apply on Friday.")).toBeNull();
    expect(deadline("The closing date for applications is Dec. 1, 2025.")).toBe("Dec. 1, 2025");
  });
});

describe("text blocks", () => {
  test("list items, headings and abbreviations", () => {
    const blocks = parseBlocks(
      "Key Responsibilities:\n- Build models\n2) Draft memos\ne.g. Excel is a plus\nABOUT YOU\n• A 2:1 degree",
    );
    expect(blocks).toEqual([
      { kind: "heading", text: "Key Responsibilities", section: "responsibilities" },
      { kind: "bullet", text: "Build models", section: "responsibilities" },
      { kind: "bullet", text: "Draft memos", section: "responsibilities" },
      { kind: "prose", text: "e.g. Excel is a plus", section: "responsibilities" },
      { kind: "heading", text: "ABOUT YOU", section: "requirements" },
      { kind: "bullet", text: "A 2:1 degree", section: "requirements" },
    ]);
  });
});

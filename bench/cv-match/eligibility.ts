import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { monthsSince } from "../../src/server/features/documents/cv-match/candidate-facts";
import { type Graduation, screen, stageAsk } from "../../src/server/features/documents/cv-match/stage";
import { DATA_DIR } from "./data";

// Who a posting is open to, read from its own words: eligibility passages as UK firms write them, each
// with candidates just inside and just outside what the passage allows, labelled by a recruiter who
// never read the engine (eligibility/README.md). The CV match's screen is run on each candidate as the
// CV reader would hand it over. Reported, not judged: cases at even places (e000, e002, …) may be read
// case by case while rules are written; the others are a check, printed as totals only.

const candidateSchema = z.object({
  who: z.string(),
  graduation: z.object({
    year: z.number().int(),
    month: z.number().int().min(1).max(12).nullable().optional(),
    postgraduate: z.boolean().optional(),
    doctorate: z.boolean().optional(),
    firstDegreeYear: z.number().int().nullable().optional(),
  }),
  needsSponsorship: z.boolean().optional(),
  schoolOnly: z.boolean().optional(),
  workMonthsSinceDegree: z.number().int().optional(),
  expected: z.enum(["fits", "outside"]),
});
const caseSchema = z.object({
  id: z.string(),
  title: z.string(),
  roleType: z.string(),
  text: z.string(),
  candidates: z.array(candidateSchema).min(1),
});

export const ELIGIBILITY_FILE = path.join(DATA_DIR, "eligibility", "cases.json");
const TODAY = new Date("2026-11-30T12:00:00Z");

export type EligibilityReport = {
  half: "tuned" | "check";
  candidates: number;
  agreed: number;
  /** A candidate the recruiter screened in or out that the engine leaves "unknown". */
  unknown: number;
  misses: string[];
};

export function eligibilityCases(file = ELIGIBILITY_FILE): EligibilityReport[] {
  const cases = z.array(caseSchema).parse(JSON.parse(readFileSync(file, "utf8")));
  const reports: EligibilityReport[] = (["tuned", "check"] as const).map((half) => ({
    half,
    candidates: 0,
    agreed: 0,
    unknown: 0,
    misses: [],
  }));
  for (const item of cases) {
    const number = Number(item.id.replace(/\D/g, ""));
    const report = reports[number % 2 === 0 ? 0 : 1] as EligibilityReport;
    const ask = stageAsk(item.title, item.text, item.roleType, TODAY);
    for (const candidate of item.candidates) {
      const { year, month, postgraduate, doctorate, firstDegreeYear } = candidate.graduation;
      // A school leaver's CV gives no graduation: the reader hands over none.
      const graduation: Graduation | undefined = candidate.schoolOnly
        ? undefined
        : {
            year,
            month: month ?? undefined,
            postgraduate: postgraduate ?? false,
            doctorate: doctorate ?? false,
            first: firstDegreeYear ? { year: firstDegreeYear } : undefined,
          };
      const ended = firstDegreeYear ? { year: firstDegreeYear } : { year, month: month ?? undefined };
      const monthsSinceDegree = candidate.schoolOnly ? undefined : monthsSince(ended, TODAY);
      const verdict = screen(ask, graduation, {
        schoolOnly: candidate.schoolOnly ?? false,
        needsSponsorship: candidate.needsSponsorship ?? false,
        workMonths: candidate.workMonthsSinceDegree ?? 0,
        monthsSinceDegree,
      });
      report.candidates++;
      if (verdict.status === candidate.expected) report.agreed++;
      else {
        if (verdict.status === "unknown") report.unknown++;
        report.misses.push(
          `${item.id} ${item.roleType}: ${candidate.who}: expected ${candidate.expected}, read ${verdict.status} (${verdict.detail})`,
        );
      }
    }
  }
  return reports;
}

export function printEligibility(reports: EligibilityReport[], totalsOnly = false) {
  console.log("\n  eligibility wording (eligibility/cases.json): candidates screened as the recruiter did");
  for (const report of reports) {
    if (report.half === "tuned" && !totalsOnly) for (const miss of report.misses) console.log(`    ${miss}`);
    console.log(
      `  ${report.half === "tuned" ? "even cases" : "odd cases (check)"}: ${report.agreed}/${report.candidates} agreed, ${report.unknown} left unknown`,
    );
  }
}

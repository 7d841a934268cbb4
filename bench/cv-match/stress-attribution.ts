import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { readCv } from "../../src/server/features/documents/cover-letter/cv-facts";
import { DATA_DIR } from "./data";

// Which employer the letter engine's CV reader puts each fact under, for the CVs in stress/cvs/ written
// by people who never read the engine (stress/s2-attribution.json and s3-attribution.json: facts of
// each CV and the employer each belongs to). A fact under no employer is left out of a letter's "at
// <firm>" sentences; one under another employer is the way a letter comes to misattribute it. Reported,
// not judged. A new set's first figures are taken with its faults unprinted (CV_MATCH_TOTALS_ONLY=1),
// before anyone reads which facts the reader misplaces.

type Truth = Record<string, { fact: string; belongs_to: string }[]>;
export type AttributionReport = { right: number; none: number; wrong: string[]; unread: string[] };

/** The label files, oldest first; each names CVs in stress/cvs/. */
export const ATTRIBUTION_SETS = [
  "s2-attribution.json",
  "s3-attribution.json",
  "s4-attribution.json",
  "s5-attribution.json",
  "s6-attribution.json",
] as const;
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9£%.]+/g, " ")
    .trim();

export function stressAttribution(labels: string = ATTRIBUTION_SETS[0]): AttributionReport | null {
  const file = path.join(DATA_DIR, "stress", labels);
  if (!existsSync(file)) return null;
  const truth = JSON.parse(readFileSync(file, "utf8")) as Truth;
  const report: AttributionReport = { right: 0, none: 0, wrong: [], unread: [] };
  for (const [file, facts] of Object.entries(truth)) {
    const cv = readCv(readFileSync(path.join(DATA_DIR, "stress", "cvs", file), "utf8"));
    for (const { fact, belongs_to } of facts) {
      // "I wrote initiation notes …": the reader leaves off the "I" of a line in the first person, as a
      // letter puts the fact after "At Schroders, I …".
      const said = plain(fact).replace(/^i /, "");
      const holder = cv.entries.find((e) => e.bullets.some((b) => plain(b).includes(said)));
      if (!holder) {
        report.unread.push(`${file}: "${fact}" is in no entry's bullets`);
        continue;
      }
      const read = plain(holder.organisation ?? "");
      const want = plain(belongs_to);
      if (!read) report.none++;
      else if (want.includes(read) || read.includes(want)) report.right++;
      else
        report.wrong.push(`${file}: "${fact}" read under ${holder.organisation}, belongs to ${belongs_to}`);
    }
  }
  return report;
}

export function printStressAttribution(report: AttributionReport, labels: string, totalsOnly = false) {
  const total = report.right + report.none + report.wrong.length + report.unread.length;
  console.log(`\n  stress CVs (stress/${labels}): which employer each fact is read under`);
  if (!totalsOnly) for (const line of [...report.wrong, ...report.unread]) console.log(`    ${line}`);
  console.log(
    `  ${total} facts: ${report.right} under their own employer, ${report.none} under none, ${report.wrong.length} under another, ${report.unread.length} not read as a bullet`,
  );
}

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
  "s7-attribution.json",
  "s8-attribution.json",
  "s9-attribution.json",
  "s10-attribution.json",
  "s11-attribution.json",
] as const;
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9£%.]+/g, " ")
    .trim();

const unspaced = (text: string) => text.replace(/\s+/g, "");

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
      // "V E R D A N T  C A P I T A L", a name set in spaced letters, is read as "VERDANT CAPITAL".
      else if (want.includes(read) || read.includes(want) || unspaced(want).includes(unspaced(read)))
        report.right++;
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

// Which degree the letter engine's CV reader puts each institution and grade with, for the stress CVs
// whose degrees are labelled (sN-degrees.json: each degree as the CV names it, its institution and its
// grade as written, or null). A letter says "my BSc at X, where I am on track for a First": a grade or a
// place read with the wrong degree becomes a misattributed fact.
type DegreeTruth = Record<string, { degree: string; institution: string; grade: string | null }[]>;
export type DegreeReport = {
  degrees: number;
  unread: string[];
  institution: { right: number; none: number; wrong: string[] };
  grade: { right: number; none: number; wrong: string[] };
};

export const DEGREE_SETS = [
  "s7-degrees.json",
  "s8-degrees.json",
  "s9-degrees.json",
  "s10-degrees.json",
] as const;

/** Whether the grade as the CV writes it ("Predicted 2:1 (68%)", "First Class Honours") is `label`. */
function sameGrade(written: string, label: string): boolean {
  const text = written.toLowerCase().replace(/\s+/g, " ");
  const want = label.toLowerCase();
  // "Class I" is a First as Cambridge writes it; "II.i" a 2:1.
  if (/\bclass i\b(?![.:]?i)/.test(text)) return want === "first";
  if (want === "first") return /\bfirst\b|\b1st\b/.test(text) && !/\bfirst[- ]year\b/.test(text);
  if (want === "2:1") return /\b2\s?[:.]\s?1\b|upper second|\bii[.:]i\b|upper 2nd/.test(text);
  if (want === "2:2") return /\b2\s?[:.]\s?2\b|lower second|\bii[.:]ii\b|lower 2nd/.test(text);
  return text.includes(want);
}

export function stressDegrees(labels: string = DEGREE_SETS[0]): DegreeReport | null {
  const file = path.join(DATA_DIR, "stress", labels);
  if (!existsSync(file)) return null;
  const truth = JSON.parse(readFileSync(file, "utf8")) as DegreeTruth;
  const report: DegreeReport = {
    degrees: 0,
    unread: [],
    institution: { right: 0, none: 0, wrong: [] },
    grade: { right: 0, none: 0, wrong: [] },
  };
  // Degrees only: school results and exchange terms have no qualification of their own in the reader.
  const DEGREE =
    /\b(?:B\.?A|B\.?Sc|B\.?Com|B\.?Eng|M\.?A|M\.?Sc|M\.?Eng|M\.?Sci|MPhil|MBA|LLB|PhD|Bachelor|Master)\b/;
  const bare = (text: string) =>
    plain(text.replace(/\(?\bHons\b\)?|\bHonours\b/gi, " ")).replace(/\s+/g, " ");
  for (const [file, degrees] of Object.entries(truth)) {
    const cv = readCv(readFileSync(path.join(DATA_DIR, "stress", "cvs", file), "utf8"));
    for (const { degree, institution, grade } of degrees) {
      if (!DEGREE.test(degree)) continue;
      report.degrees++;
      const said = bare(degree);
      const entry = cv.education.find((e) => {
        const read = bare(e.qualification ?? "");
        return read && (said.includes(read) || read.includes(said));
      });
      if (!entry) {
        report.unread.push(`${file}: "${degree}" is read as no degree`);
        continue;
      }
      const place = plain(entry.institution ?? "");
      const want = plain(institution);
      if (!place) report.institution.none++;
      else if (want.includes(place) || place.includes(want)) report.institution.right++;
      else
        report.institution.wrong.push(
          `${file}: "${degree}" read at ${entry.institution}, is at ${institution}`,
        );
      if (!entry.grade) report.grade.none++;
      else if (grade && sameGrade(grade, entry.grade.label)) report.grade.right++;
      else
        report.grade.wrong.push(
          `${file}: "${degree}" read with ${entry.grade.label}, has ${grade ?? "no grade"}`,
        );
    }
  }
  return report;
}

export function printStressDegrees(report: DegreeReport, labels: string, totalsOnly = false) {
  console.log(`\n  stress CVs (stress/${labels}): which institution and grade each degree is read with`);
  if (!totalsOnly)
    for (const line of [...report.unread, ...report.institution.wrong, ...report.grade.wrong])
      console.log(`    ${line}`);
  const { institution, grade } = report;
  console.log(
    `  ${report.degrees} degrees, ${report.unread.length} not read; institution: ${institution.right} right, ${institution.none} none, ${institution.wrong.length} another; grade: ${grade.right} right, ${grade.none} none, ${grade.wrong.length} another`,
  );
}

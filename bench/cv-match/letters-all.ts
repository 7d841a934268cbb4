import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DATA_DIR, DEV_DIR, type Posting, parsePostingFile } from "./data";
import { checkLetters, type LetterCase, type LettersReport, loadLetterCases } from "./letters";

// A wider search for the ways letters fail (CV_MATCH_LETTERS_ALL=1): a letter for every CV of the tuning
// and development sets, and for the stress CVs (stress/cvs: layouts the two sets use little), against
// every posting of both sets, not only the rated pairs. Each pair is written twice where letters.json
// gives the posting's firm a profile, once with it and once without (as for a pasted advert), and once
// otherwise. The held-out set is never read here.

export const STRESS_DIR = path.join(DATA_DIR, "stress");

type Named<T> = { name: string; value: T };

function readFolder(dir: string): Named<string>[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .map((file) => ({ name: file.replace(/\.txt$/, ""), value: readFileSync(path.join(dir, file), "utf8") }));
}

export type SweepCase = LetterCase & { label: string; profiled: boolean };

export function sweepCases(): SweepCase[] {
  const cvs = [DATA_DIR, DEV_DIR, STRESS_DIR].flatMap((dir) =>
    readFolder(path.join(dir, "cvs")).map((cv) => ({
      ...cv,
      name: `${path.relative(DATA_DIR, dir) || "."}/${cv.name}`,
    })),
  );
  const postings: Named<Posting>[] = [DATA_DIR, DEV_DIR].flatMap((dir) =>
    readFolder(path.join(dir, "postings")).map((p) => ({ name: p.name, value: parsePostingFile(p.value) })),
  );
  const profiles = new Map((loadLetterCases(DATA_DIR) ?? []).map((item) => [item.firm.name, item.firm]));
  const cases: SweepCase[] = [];
  for (const posting of postings) {
    const profile = profiles.get(posting.value.firm);
    for (const cv of cvs) {
      const base = { cvText: cv.value, posting: posting.value };
      cases.push({
        ...base,
        firm: { name: posting.value.firm, sector: "", description: "" },
        label: `${cv.name} × ${posting.name}, no profile`,
        profiled: false,
      });
      if (profile)
        cases.push({
          ...base,
          firm: profile,
          label: `${cv.name} × ${posting.name}, profile`,
          profiled: true,
        });
    }
  }
  return cases;
}

export type SweepResult = {
  profiled: LettersReport;
  unprofiled: LettersReport;
  labels: [string[], string[]];
};

/** Writes and checks every sweep letter; letters with and without a profile are checked for shared paragraphs apart. */
export function runSweep(cases = sweepCases()): SweepResult {
  const withProfile = cases.filter((c) => c.profiled);
  const without = cases.filter((c) => !c.profiled);
  return {
    profiled: checkLetters(withProfile),
    unprofiled: checkLetters(without),
    labels: [withProfile.map((c) => c.label), without.map((c) => c.label)],
  };
}

export function printSweep(result: SweepResult) {
  const line = (what: string, r: LettersReport) =>
    `  ${what}: ${r.letters} written; invented facts ${r.invented}, misattributed ${r.misattributed}, outside 250-400 words ${r.outsideLength}, copying > 12 words ${r.copied}, shared paragraphs ${r.sharedParagraphs}`;
  console.log("\n  every CV × every posting (CV_MATCH_LETTERS_ALL=1)");
  const reports: [string, LettersReport, string[]][] = [
    ["with the firm's profile", result.profiled, result.labels[0]],
    ["without a profile", result.unprofiled, result.labels[1]],
  ];
  for (const [, report, labels] of reports)
    for (const letter of report.details)
      for (const issue of letter.issues)
        console.log(`  ${labels[letter.index]}: ${issue.kind}: ${issue.detail}`);
  for (const [what, report] of reports) console.log(line(what, report));
}

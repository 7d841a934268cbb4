import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { INTERVIEW_ENGINE_VERSION } from "../../src/server/features/interview/scoring/score-answer";
import type { AnswerFeedback } from "../../src/shared/interview";
import type { TimingResult } from "../cv-match/timing";
import { replaceSection } from "../support/doc-sections";
import type { Label, LabelledAnswer, SetSpec } from "./data";
import { type ClaimCheck, misorderedPairs, type PairOrdering } from "./metrics";

// The "Interview answer feedback" section of docs/performance.md and the console output of
// `npm run bench:interview`. Only the tuning and development sets' answers are ever printed one by one;
// the held-out sets appear as totals.

export const SECTION = "interview-feedback";
export const TARGETS = {
  pairShare: 0.95,
  wrongNamed: 0.9,
  wrongCovered: 0,
  paraphraseCredited: 0.85,
  p95Ms: 50,
};

export type AnswerResult = LabelledAnswer & { feedback: AnswerFeedback };
export type SetRun = {
  spec: SetSpec;
  name: string;
  file: string;
  answers: number;
  questions: number;
  ordering: PairOrdering;
  claims: ClaimCheck & { misses: { quote: string; kind: string }[] };
  /** Behavioural answers labelled with whether they state a result, and how many the engine agreed on. */
  resultsFound: { labelled: number; agreed: number };
  /** Strong technical answers with no labelled wrong claim, and how many were told a point was wrong. */
  falseAlarms: { answers: number; flagged: number };
  byLabel: { label: Label; answers: number; mean: number; min: number; max: number }[];
};
export type Timings = { runs: (TimingResult & { kind: string; words: number })[]; modelMs: number };

const ms = (value: number) => value.toFixed(2);
const pct = (share: number) => (Number.isFinite(share) ? `${(share * 100).toFixed(1)}%` : "n/a");
const ratio = (part: number, whole: number) => (whole ? part / whole : Number.NaN);
const scores = (feedback: AnswerFeedback) => feedback.criteria.map((c) => String(c.score ?? "-")).join(" ");

/** Each measure of one set against its target. */
function measures(run: SetRun) {
  const { ordering, claims } = run;
  const named = ratio(claims.named, claims.wrongClaims);
  const credited = ratio(claims.credited, claims.paraphrases);
  return [
    {
      label: "pairs ordered correctly",
      target: `≥ ${pct(TARGETS.pairShare)}`,
      value: `${ordering.correct}/${ordering.pairs} = ${pct(ordering.share)}`,
      met: ordering.share >= TARGETS.pairShare,
    },
    {
      label: "wrong claims named as wrong",
      target: `≥ ${pct(TARGETS.wrongNamed)}`,
      value: `${claims.named}/${claims.wrongClaims} = ${pct(named)}`,
      met: claims.wrongClaims > 0 && named >= TARGETS.wrongNamed,
    },
    {
      label: "wrong claims listed as covered",
      target: "0",
      value: String(claims.listedCovered),
      met: claims.listedCovered <= TARGETS.wrongCovered,
    },
    {
      label: "correct paraphrases credited",
      target: `≥ ${pct(TARGETS.paraphraseCredited)}`,
      value: `${claims.credited}/${claims.paraphrases} = ${pct(credited)}`,
      met: claims.paraphrases > 0 && credited >= TARGETS.paraphraseCredited,
    },
  ];
}

export function meetsTargets(run: SetRun, timings: Timings): boolean {
  return measures(run).every((m) => m.met) && timings.runs.every((t) => t.engine.p95 < TARGETS.p95Ms);
}

/** A set the engine's author may read, answer by answer, with every pair and claim the engine gets wrong. */
export function printAnswers(run: SetRun & { results: AnswerResult[] }) {
  const { results } = run;
  const width = Math.max(...results.map((r) => r.id.length));
  console.log(`\n  ${run.name} set (${run.file}), answer by answer:`);
  console.log(`  ${"answer".padEnd(width)}  label    overall  S Sp R T C D  gaps`);
  for (const r of results) {
    const line = `${r.id.padEnd(width)}  ${r.label.padEnd(7)}  ${r.feedback.overall.toFixed(1).padStart(7)}`;
    console.log(`  ${line}  ${scores(r.feedback)}  ${r.feedback.gaps.join(",")}`);
  }
  const wrong = misorderedPairs(
    results.map((r) => ({ id: r.id, question: r.questionId, label: r.label, score: r.feedback.overall })),
  );
  if (wrong.length) console.log("\n  pairs ordered wrongly or tied (better label first):");
  for (const [better, worse] of wrong)
    console.log(`    ${better.id} (${better.score}) vs ${worse.id} (${worse.score})`);
  if (run.claims.misses.length) console.log("\n  claims the verdicts get wrong:");
  for (const miss of run.claims.misses) console.log(`    ${miss.kind}: "${miss.quote}"`);
}

/** One set's totals: all that is ever printed of the held-out set. */
export function printSummary(run: SetRun) {
  console.log(`\n  ${run.name} set (${run.file}): ${run.answers} answers to ${run.questions} questions`);
  for (const row of run.byLabel) {
    console.log(
      `    ${row.label.padEnd(7)} ${String(row.answers).padStart(3)} answers, mean ${row.mean.toFixed(2)}, range ${row.min}–${row.max}`,
    );
  }
  for (const m of measures(run)) {
    console.log(`    ${m.label}: ${m.value} (target ${m.target}: ${m.met ? "met" : "MISSED"})`);
  }
  const { answers, flagged } = run.falseAlarms;
  if (answers) console.log(`    correct answers told a point is wrong: ${flagged}/${answers}`);
  const { labelled, agreed } = run.resultsFound;
  if (labelled)
    console.log(
      `    behavioural results found as labelled: ${agreed}/${labelled} = ${pct(ratio(agreed, labelled))}`,
    );
}

function printTimings(timings: Timings) {
  for (const run of timings.runs) {
    const { engine, baseline } = run;
    console.log(`\n  scoring a ${run.words}-word ${run.kind} answer, ${engine.runs} runs:`);
    console.log(
      `    engine     p50 ${ms(engine.p50)} ms  p95 ${ms(engine.p95)} ms  max ${ms(engine.max)} ms`,
    );
    console.log(
      `    tokenising p50 ${ms(baseline.p50)} ms  p95 ${ms(baseline.p95)} ms  max ${ms(baseline.max)} ms`,
    );
    console.log(
      `    p95 ratio ${(engine.p95 / baseline.p95).toFixed(1)}× (target p95 < ${TARGETS.p95Ms} ms: ${engine.p95 < TARGETS.p95Ms ? "met" : "MISSED"})`,
    );
  }
}

export function writeSection(
  file: string,
  run: { sets: SetRun[]; missing: SetSpec[]; timings: Timings; seconds: number },
) {
  printTimings(run.timings);
  const { sets, missing, timings } = run;
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const verdict = (met: boolean) => (met ? "met" : "**missed**");
  const found = (set: SetRun) =>
    set.resultsFound.labelled ? `${set.resultsFound.agreed}/${set.resultsFound.labelled}` : "—";
  const alarms = (set: SetRun) =>
    set.falseAlarms.answers ? `${set.falseAlarms.flagged}/${set.falseAlarms.answers}` : "—";
  const targets = measures(sets[0] as SetRun).map((m) => m.target);
  const setRows = sets.flatMap((set) => {
    const now = measures(set).map((m) => `${m.value} (${verdict(m.met)})`);
    const row = `| ${set.name}, now | ${now.join(" | ")} | ${found(set)} | ${alarms(set)} |`;
    const first = set.spec.first;
    if (!first) return [row];
    return [
      `| ${set.name}, first measured (${first.engine}) | ${first.pairs} | ${first.named} | ${first.covered} | ${first.paraphrases} | ${first.results ?? "—"} | — |`,
      row,
    ];
  });
  const spread = (set: SetRun) =>
    set.byLabel
      .map((r) =>
        r.answers ? `${r.answers}, ${r.mean.toFixed(2)} (${r.min.toFixed(1)}–${r.max.toFixed(1)})` : "—",
      )
      .join(" | ");
  const timingRows = timings.runs.map(
    ({ kind, words, engine, baseline }) =>
      `| scoreAnswer, ${words}-word ${kind} answer | ${ms(engine.p50)} | ${ms(engine.p95)} | ${ms(engine.max)} | ${(engine.p95 / baseline.p95).toFixed(1)} | ${verdict(engine.p95 < TARGETS.p95Ms)} |\n| baseline: tokenise it | ${ms(baseline.p50)} | ${ms(baseline.p95)} | ${ms(baseline.max)} | 1.0 | |`,
  );
  const title = (name: string) => `**${name[0]?.toUpperCase()}${name.slice(1)} set**`;
  const about = [
    ...sets.map(
      (set) =>
        `- ${title(set.name)}, ${set.file}: ${set.answers} answers to ${set.questions} questions, ${set.spec.about}.`,
    ),
    ...missing.map(
      (spec) =>
        `- ${title(spec.name)}, ${path.relative(process.cwd(), spec.file)}: **not there, so not measured**.`,
    ),
  ];
  const labels = (sets[0] as SetRun).byLabel.map((r) => r.label);
  const body = `## Interview answer feedback (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`npm run bench:interview\` (bench/interview.ts) measures the built-in interview feedback (engine
\`${INTERVIEW_ENGINE_VERSION}\`, src/server/features/interview/scoring) on ${sets.length} labelled sets, reported apart:

${about.join("\n")}

Development sets are read and tuned on once their first figures are taken, so they are reported, not
gated. bench/interview/README.md describes the sets and how they were labelled.

**Quality.** A pair is two answers to the same question with different labels; it is ordered correctly
when the better-labelled answer has the strictly higher overall score (a tie counts as wrong). A
labelled wrong claim is *named* when a key point's verdict is \`wrong\` and rests on the quoted words (its
quoted sentence lies in the sentence of the quote and touches it, or shares at least 60% of its words),
and *listed as covered* when a \`covered\` verdict rests on it. A labelled correct paraphrase is
*credited* when a \`covered\` verdict rests on it. A set's "first measured" row is the engine named
there, on the set before anything in it was read or tuned on. Targets: pairs ${targets[0]}, wrong claims
named ${targets[1]}, listed as covered ${targets[2]}, paraphrases ${targets[3]}. The last column counts
strong technical and brainteaser answers with no labelled wrong claim that the feedback still tells a
point is wrong: a false alarm a student would not forgive; it has no target of its own.

| Set | pairs ordered correctly | wrong claims named as wrong | wrong claims listed as covered | correct paraphrases credited | behavioural results found as labelled | correct answers told a point is wrong |
|---|---|---|---|---|---|---|
${setRows.join("\n")}

| Set | ${labels.map((label) => `${label}: answers, mean overall (range)`).join(" | ")} |
|---|${labels.map(() => "---|").join("")}
${sets.map((set) => `| ${set.name} | ${spread(set)} |`).join("\n")}

**Speed.** A 300-word behavioural answer and a 300-word technical one (about two minutes spoken each;
the technical one is read claim by claim), ${timings.runs[0]?.engine.runs ?? 0} runs each after a warm-up, each timed alone.
Baseline: tokenising the same answer with wink-nlp, interleaved with the engine's runs so that other
work on the machine slows both alike. Loading the wink-nlp model once took ${Math.round(timings.modelMs)} ms and is not counted.

| Measured | p50 ms | p95 ms | max ms | p95 ratio | target p95 < ${TARGETS.p95Ms} ms |
|---|---:|---:|---:|---:|---|
${timingRows.join("\n")}

Run on ${cpu} (${os.cpus().length} cores), Node ${process.version}; load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(", ")} when the section was written.

Reproduce with \`npm run bench:interview\` (about ${Math.max(1, Math.round(run.seconds))} s, offline; \`INTERVIEW_TOTALS_ONLY=1\` prints
totals only, as for a new set's first measurement). The console lists the tuning
and development sets' answers one by one with each misordered pair and each claim the verdicts get
wrong; for the held-out sets it prints only the totals above. The bench exits 1 when the tuning set or
either held-out set misses a target or a held-out set is missing; the development sets do not decide it.
`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  writeFileSync(file, replaceSection(before, SECTION, body));
}

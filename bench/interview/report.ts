import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { INTERVIEW_ENGINE_VERSION } from "../../src/server/features/interview/scoring/score-answer";
import type { AnswerFeedback } from "../../src/shared/interview";
import type { TimingResult } from "../cv-match/timing";
import { replaceSection } from "../support/doc-sections";
import type { Label, LabelledAnswer } from "./data";
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

/**
 * The held-out figures of the first claims engine (builtin-interview-1), before the engine learnt to
 * match by concept, to read contradictions in words and to credit paraphrases by their likeness to the
 * key point: kept so that the section shows what changed on answers nobody tuned on.
 */
const HELD_OUT_BEFORE = ["69/75 = 92.0%", "15/29 = 51.7%", "4", "8/30 = 26.7%", "15/21"] as const;

/**
 * The second development set's figures as first measured, before any change was tuned on it (engine
 * as it stood when the set arrived): kept so that the section shows what the engine did on it unseen.
 */
const DEV2_FIRST = ["137/150 = 91.3%", "26/99 = 26.3%", "47", "129/167 = 77.2%"] as const;
const DEV2_FIRST_RESULTS = "26/36";
/** The third development set's first figures, taken the same way (engine builtin-interview-4). */
const DEV3_FIRST = ["285/321 = 88.8%", "114/309 = 36.9%", "98", "216/280 = 77.1%"] as const;
/** The fourth development set's first figures, taken the same way (engine builtin-interview-5). */
const DEV4_FIRST = ["107/120 = 89.2%", "33/95 = 34.7%", "33", "57/74 = 77.0%"] as const;
const DEV4_FIRST_RESULTS = "23/30";

/**
 * The second held-out set's figures as first measured, totals only, on the engine as it stood when the
 * set arrived (builtin-interview-3), before any change made after it arrived.
 */
const HELD_OUT2_FIRST = ["52/60 = 86.7%", "13/37 = 35.1%", "14", "32/40 = 80.0%"] as const;
const HELD_OUT2_FIRST_RESULTS = "10/12";

export type AnswerResult = LabelledAnswer & { feedback: AnswerFeedback };
export type SetRun = {
  name: string;
  file: string;
  answers: number;
  questions: number;
  ordering: PairOrdering;
  claims: ClaimCheck & { misses: { quote: string; kind: string }[] };
  /** Behavioural answers labelled with whether they state a result, and how many the engine agreed on. */
  resultsFound: { labelled: number; agreed: number };
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
  run: {
    tuning: SetRun;
    dev: SetRun | null;
    dev2: SetRun | null;
    dev3: SetRun | null;
    dev4: SetRun | null;
    heldOut: SetRun | null;
    heldOut2: SetRun | null;
    timings: Timings;
    seconds: number;
  },
) {
  printTimings(run.timings);
  const { tuning, dev, dev2, dev3, dev4, heldOut, heldOut2, timings } = run;
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const tuningRows = measures(tuning);
  const devRows = dev ? measures(dev) : null;
  const dev2Rows = dev2 ? measures(dev2) : null;
  const dev3Rows = dev3 ? measures(dev3) : null;
  const dev4Rows = dev4 ? measures(dev4) : null;
  const heldRows = heldOut ? measures(heldOut) : null;
  const held2Rows = heldOut2 ? measures(heldOut2) : null;
  const verdict = (met: boolean) => (met ? "met" : "**missed**");
  const cell = (row: { value: string; met: boolean } | undefined) =>
    row ? `${row.value} (${verdict(row.met)})` : "not measured";
  const rows = tuningRows.map(
    (m, i) =>
      `| ${m.label} | ${m.target} | ${cell(m)} | ${cell(devRows?.[i])} | ${DEV2_FIRST[i]} | ${cell(dev2Rows?.[i])} | ${DEV3_FIRST[i]} | ${cell(dev3Rows?.[i])} | ${DEV4_FIRST[i]} | ${cell(dev4Rows?.[i])} | ${HELD_OUT_BEFORE[i]} | ${cell(heldRows?.[i])} | ${HELD_OUT2_FIRST[i]} | ${cell(held2Rows?.[i])} |`,
  );
  const found = (set: SetRun | null) =>
    set?.resultsFound.labelled ? `${set.resultsFound.agreed}/${set.resultsFound.labelled}` : "—";
  const timingRows = timings.runs.map(
    ({ kind, words, engine, baseline }) =>
      `| scoreAnswer, ${words}-word ${kind} answer | ${ms(engine.p50)} | ${ms(engine.p95)} | ${ms(engine.max)} | ${(engine.p95 / baseline.p95).toFixed(1)} | ${verdict(engine.p95 < TARGETS.p95Ms)} |\n| baseline: tokenise it | ${ms(baseline.p50)} | ${ms(baseline.p95)} | ${ms(baseline.max)} | 1.0 | |`,
  );
  const body = `## Interview answer feedback (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`npm run bench:interview\` (bench/interview.ts) measures the built-in interview feedback (engine
\`${INTERVIEW_ENGINE_VERSION}\`, src/server/features/interview/scoring) on seven labelled sets, reported apart:

- **Tuning set**, ${tuning.file}: ${tuning.answers} answers to ${tuning.questions} questions, written and labelled by the
  engine's author, who reads it while working on the engine.
- **Development set**, ${dev ? `${dev.file}: ${dev.answers} answers to ${dev.questions} questions` : "bench/interview/dev/answers.json: **not there, so not measured**"}, written and
  labelled by someone other than the engine's author; the author reads it and tunes on it, so it shows
  how far the engine carries to another writer's words, but it is no longer an unseen test. It is
  reported, not gated.
- **Second development set**, ${dev2 ? `${dev2.file}: ${dev2.answers} answers to ${dev2.questions} questions` : "bench/interview/dev2/answers.json: **not there, so not measured**"}, written
  and labelled by another interviewer, on questions no earlier set used, without reading the engine. It is
  reported, not gated, like the first. Its "first measurement" column is the engine as it stood when the
  set arrived, measured (totals only) before any of its answers was read or any change was tuned on it.
- **Third development set**, ${dev3 ? `${dev3.file}: ${dev3.answers} answers to ${dev3.questions} questions` : "bench/interview/dev3/answers.json: **not there, so not measured**"}, written
  and labelled by four more interviewers, a strong, an average and a weak answer to every technical
  question of the bank, without reading the engine; reported, not gated, with its first measurement
  beside it as for the second.
- **Fourth development set**, ${dev4 ? `${dev4.file}: ${dev4.answers} answers to ${dev4.questions} questions` : "bench/interview/dev4/answers.json: **not there, so not measured**"},
  written and labelled by another interviewer without reading the engine, with wrong claims and right
  points said in everyday words rather than the textbook's; reported, not gated, with its first
  measurement beside it.
- **Held-out set**, ${heldOut ? `${heldOut.file}: ${heldOut.answers} answers to ${heldOut.questions} questions` : "bench/interview/held-out/answers.json: **not there yet, so not measured**"}, written and
  labelled by an interviewer who never read the engine; the engine's author never reads it and the
  bench prints only these totals for it.
- **Second held-out set**, ${heldOut2 ? `${heldOut2.file}: ${heldOut2.answers} answers to ${heldOut2.questions} questions` : "bench/interview/held-out-2/answers.json: **not there yet, so not measured**"},
  written and labelled in the same way by another interviewer, on questions of every kind, after the first
  held-out set's totals had been seen many times. Its "first measurement" column is the engine as it stood
  when the set arrived.

bench/interview/README.md describes the sets and how they were labelled.

**Quality.** A pair is two answers to the same question with different labels; it is ordered correctly
when the better-labelled answer has the strictly higher overall score (a tie counts as wrong). A
labelled wrong claim is *named* when a key point's verdict is \`wrong\` and rests on the quoted words (its
quoted sentence lies in the sentence of the quote and touches it, or shares at least 60% of its words),
and *listed as covered* when a \`covered\` verdict rests on it. A labelled correct paraphrase is
*credited* when a \`covered\` verdict rests on it.

The "held-out, before" column is the first claims engine (\`builtin-interview-1\`) on the same held-out
set, before it matched by concept, read contradictions in words and credited paraphrases by their
likeness to the key point.

| Measure | Target | Tuning set | Development set | Second development, first measurement | Second development set | Third development, first measurement | Third development set | Fourth development, first measurement | Fourth development set | Held-out, before | Held-out set | Second held-out, first measurement | Second held-out set |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}
| behavioural answers whose result (or lack of one) is found as labelled | — | ${found(tuning)} | ${found(dev)} | ${DEV2_FIRST_RESULTS} | ${found(dev2)} | — | ${found(dev3)} | ${DEV4_FIRST_RESULTS} | ${found(dev4)} | ${HELD_OUT_BEFORE[4]} | ${found(heldOut)} | ${HELD_OUT2_FIRST_RESULTS} | ${found(heldOut2)} |

| Label | Tuning: answers, mean overall | Development | Second development | Third development | Fourth development | Held-out | Second held-out |
|---|---|---|---|---|---|---|---|
${tuning.byLabel
  .map((row, i) => {
    const spread = (set: SetRun | null) => {
      const r = set?.byLabel[i];
      return r?.answers
        ? `${r.answers}, ${r.mean.toFixed(2)} (${r.min.toFixed(1)}–${r.max.toFixed(1)})`
        : "—";
    };
    return `| ${row.label} | ${spread(tuning)} | ${spread(dev)} | ${spread(dev2)} | ${spread(dev3)} | ${spread(dev4)} | ${spread(heldOut)} | ${spread(heldOut2)} |`;
  })
  .join("\n")}

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
and both development sets' answers one by one with each misordered pair and each claim the verdicts get
wrong; for the held-out sets it prints only the totals above. The bench exits 1 when the tuning set or
either held-out set misses a target or a held-out set is missing; the development sets do not decide it.
`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  writeFileSync(file, replaceSection(before, SECTION, body));
}

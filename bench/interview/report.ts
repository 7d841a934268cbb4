import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { INTERVIEW_ENGINE_VERSION } from "../../src/server/ai/builtin/interview/score-answer";
import type { AnswerFeedback } from "../../src/shared/interview";
import type { TimingResult } from "../cv-match/timing";
import { replaceSection } from "../support/doc-sections";
import type { Label, LabelledAnswer } from "./data";
import { misorderedPairs, type PairOrdering } from "./metrics";

// The "Interview answer feedback" section of docs/performance.md and the console output of
// `npm run bench:interview`.

export const SECTION = "interview-feedback";
export const TARGETS = { pairShare: 0.85, p95Ms: 50 };

export type AnswerResult = LabelledAnswer & { feedback: AnswerFeedback };
export type RunInfo = {
  ordering: PairOrdering;
  byLabel: { label: Label; answers: number; mean: number; min: number; max: number }[];
  timing: TimingResult;
  timedWords: number;
  modelMs: number;
  firstScoreMs: number;
  questions: number;
  categories: string[];
  seconds: number;
};

const ms = (value: number) => value.toFixed(2);
const verdict = (met: boolean) => (met ? "met" : "**missed**");
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const scores = (feedback: AnswerFeedback) => feedback.criteria.map((c) => String(c.score ?? "-")).join(" ");

export function printResults(results: AnswerResult[], run: RunInfo) {
  const width = Math.max(...results.map((r) => r.id.length));
  console.log(`\n  ${"answer".padEnd(width)}  label    overall  S Sp R T C D  gaps`);
  for (const r of results) {
    const line = `${r.id.padEnd(width)}  ${r.label.padEnd(7)}  ${r.feedback.overall.toFixed(1).padStart(7)}`;
    console.log(`  ${line}  ${scores(r.feedback)}  ${r.feedback.gaps.join(",")}`);
  }
  const scored = results.map((r) => ({
    id: r.id,
    question: r.questionId,
    label: r.label,
    score: r.feedback.overall,
  }));
  const wrong = misorderedPairs(scored);
  if (wrong.length) console.log("\n  pairs ordered wrongly or tied (better label first):");
  for (const [better, worse] of wrong) {
    console.log(`    ${better.id} (${better.score}) vs ${worse.id} (${worse.score})`);
  }
  console.log("\n  label    answers  mean  range");
  for (const row of run.byLabel) {
    console.log(
      `  ${row.label.padEnd(7)}  ${String(row.answers).padStart(7)}  ${row.mean.toFixed(2)}  ${row.min}–${row.max}`,
    );
  }
  const { ordering } = run;
  const met = ordering.share >= TARGETS.pairShare;
  console.log(
    `\n  pairs ordered correctly: ${ordering.correct}/${ordering.pairs} = ${pct(ordering.share)} (${ordering.ties} ties; target ≥ ${pct(TARGETS.pairShare)}: ${met ? "met" : "MISSED"})`,
  );
  const { engine, baseline } = run.timing;
  console.log(`  scoring a ${run.timedWords}-word answer, ${engine.runs} runs:`);
  console.log(`    engine     p50 ${ms(engine.p50)} ms  p95 ${ms(engine.p95)} ms  max ${ms(engine.max)} ms`);
  console.log(
    `    tokenising p50 ${ms(baseline.p50)} ms  p95 ${ms(baseline.p95)} ms  max ${ms(baseline.max)} ms`,
  );
  console.log(
    `    p95 ratio ${(engine.p95 / baseline.p95).toFixed(1)}× (target p95 < ${TARGETS.p95Ms} ms: ${engine.p95 < TARGETS.p95Ms ? "met" : "MISSED"})`,
  );
}

export function writeSection(file: string, run: RunInfo) {
  const { engine, baseline } = run.timing;
  const { ordering } = run;
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const total = run.byLabel.reduce((sum, row) => sum + row.answers, 0);
  const body = `## Interview answer feedback (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`npm run bench:interview\` (bench/interview.ts) measures the built-in interview feedback (engine
\`${INTERVIEW_ENGINE_VERSION}\`, src/server/ai/builtin/interview): whether its overall score ranks answers
to the same question as an interviewer would, and how long scoring takes.

**Evaluation set.** bench/interview/answers.json holds ${total} answers to ${run.questions} questions of the bank
(${run.categories.join(", ")}), written as candidates really answer: run-on transcripts with "um" and
"like", half-right technical walkthroughs, generic "why us" answers, one-line non-answers. Each was
labelled strong, average or weak by hand, with the reason, before the engine was written; no label has
changed since. bench/interview/README.md records the first run and what was fixed after it.

**Quality.** Every pair of answers to the same question with different labels (${ordering.pairs} pairs) counts as
correct when the better-labelled answer has the strictly higher overall score; a tie counts as wrong.
**${ordering.correct} of ${ordering.pairs} pairs = ${pct(ordering.share)}** ordered correctly (${ordering.ties} ties; target ≥ ${pct(TARGETS.pairShare)}: ${verdict(ordering.share >= TARGETS.pairShare)}).

| Label | Answers | Mean overall (1-5) | Range |
|---|---:|---:|---|
${run.byLabel.map((row) => `| ${row.label} | ${row.answers} | ${row.mean.toFixed(2)} | ${row.min.toFixed(1)}–${row.max.toFixed(1)} |`).join("\n")}

**Speed.** A ${run.timedWords}-word behavioural answer (about two minutes spoken), ${engine.runs} runs after a warm-up,
each timed alone. Baseline: tokenising the same answer with wink-nlp (\`readDoc\`, every token's normal
form), interleaved with the engine's runs so that other work on the machine slows both alike. Once per
process, loading the wink-nlp model took ${Math.round(run.modelMs)} ms and the first score, which also compiles the
question's keywords, took ${Math.round(run.firstScoreMs)} ms; neither is counted below.

| Measured | p50 ms | p95 ms | max ms | p95 ratio |
|---|---:|---:|---:|---:|
| scoreAnswer | ${ms(engine.p50)} | ${ms(engine.p95)} | ${ms(engine.max)} | ${(engine.p95 / baseline.p95).toFixed(1)} |
| baseline: tokenise the answer | ${ms(baseline.p50)} | ${ms(baseline.p95)} | ${ms(baseline.max)} | 1.0 |

Target p95 < ${TARGETS.p95Ms} ms: ${verdict(engine.p95 < TARGETS.p95Ms)}. Run on ${cpu} (${os.cpus().length} cores), Node ${process.version}; load average
${os
  .loadavg()
  .map((load) => load.toFixed(1))
  .join(", ")} when the section was written.

Reproduce with \`npm run bench:interview\` (about ${Math.max(1, Math.round(run.seconds))} s, offline). The console lists every answer's
overall and criterion scores, its gaps, and each pair the score orders wrongly. The bench exits 1 when
the share of correctly ordered pairs falls below the target.
`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  writeFileSync(file, replaceSection(before, SECTION, body));
}

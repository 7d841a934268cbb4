import path from "node:path";
import { scoreAnswer } from "../src/server/ai/builtin/interview/score-answer";
import { nlp } from "../src/server/ai/builtin/nlp";
import { mean } from "./cv-match/metrics";
import { timeAgainstBaseline } from "./cv-match/timing";
import { LABELS, loadAnswers } from "./interview/data";
import { pairOrdering } from "./interview/metrics";
import { type AnswerResult, printResults, TARGETS, writeSection } from "./interview/report";

// `npm run bench:interview`: how well the built-in interview feedback's overall score orders answers
// labelled strong, average and weak by hand (bench/interview/answers.json), and how long it takes to
// score a 300-word answer next to just tokenising it with wink-nlp. Results go to the "Interview answer
// feedback" section of docs/performance.md. Exits 1 when the share of correctly ordered pairs falls
// below the target.

const REPORT = path.resolve("docs/performance.md");
const TIMING_RUNS = 300;
const TIMED_WORDS = 300;

const started = performance.now();
const modelStarted = performance.now();
nlp().readDoc("Warm up the model.");
const modelMs = performance.now() - modelStarted;

const answers = loadAnswers();
let firstScoreMs = 0;
const results: AnswerResult[] = answers.map((entry, index) => {
  const scoreStarted = performance.now();
  const feedback = scoreAnswer({
    question: entry.question,
    answer: entry.answer,
    durationSeconds: entry.durationSeconds,
    answerSeconds: entry.answerSeconds,
    firmName: entry.firm?.name,
  });
  if (index === 0) firstScoreMs = performance.now() - scoreStarted;
  return { ...entry, feedback };
});

const ordering = pairOrdering(
  results.map((r) => ({ question: r.questionId, label: r.label, score: r.feedback.overall })),
);
const byLabel = [...LABELS].reverse().map((label) => {
  const overall = results.filter((r) => r.label === label).map((r) => r.feedback.overall);
  return {
    label,
    answers: overall.length,
    mean: mean(overall),
    min: Math.min(...overall),
    max: Math.max(...overall),
  };
});

// A two-minute answer: the strong behavioural answers run together and cut at 300 words, scored
// against the first behavioural question of the set.
const behavioural = results.filter((r) => r.question.category === "behavioural");
const timedQuestion = behavioural[0]?.question;
if (!timedQuestion) throw new Error("answers.json has no behavioural answer to time");
const timedAnswer = behavioural
  .filter((r) => r.label === "strong")
  .map((r) => r.answer)
  .join(" ")
  .split(/\s+/)
  .slice(0, TIMED_WORDS)
  .join(" ");
const { its } = nlp();
const timing = timeAgainstBaseline(
  () =>
    scoreAnswer({ question: timedQuestion, answer: timedAnswer, durationSeconds: 120, answerSeconds: 120 }),
  () => nlp().readDoc(timedAnswer).tokens().out(its.normal).length,
  TIMING_RUNS,
);

const run = {
  ordering,
  byLabel,
  timing,
  timedWords: timedAnswer.split(/\s+/).length,
  modelMs,
  firstScoreMs,
  questions: new Set(answers.map((a) => a.questionId)).size,
  categories: [...new Set(answers.map((a) => a.question.category))],
  seconds: (performance.now() - started) / 1000,
};
printResults(results, run);
writeSection(REPORT, run);
console.log(`\n  wrote the "Interview answer feedback" section of ${path.relative(process.cwd(), REPORT)}`);
if (!(ordering.share >= TARGETS.pairShare)) process.exitCode = 1;

import path from "node:path";
import { scoreCvMatch } from "../src/server/ai/builtin/cv-match/cv-match";
import { cvMatchResultSchema } from "../src/shared/cv-match";
import { loadPairs } from "./cv-match/data";
import { mean, spearman } from "./cv-match/metrics";
import { type PairResult, printResults, TARGETS, writeSection } from "./cv-match/report";
import { timeAgainstBaseline, tokeniseOnly } from "./cv-match/timing";

// `npm run bench:cv-match`: how well the built-in CV match score ranks hand-rated CV/posting pairs
// (bench/cv-match: cvs/, postings/, pairs.json), and how long it takes on the longest CV against the longest posting, next to
// the time of just tokenising the two with wink-nlp. Results go to the "CV match score" section of
// docs/performance.md. Exits 1 when Spearman's rho falls below the target.

const REPORT = path.resolve("docs/performance.md");
const TIMING_RUNS = 300;

const started = performance.now();
const modelStarted = performance.now();
tokeniseOnly("Warm up the model.", "");
const modelMs = performance.now() - modelStarted;

const pairs = loadPairs();
// The first score in a process also compiles the skill and area lists into token phrases.
let firstScoreMs = 0;
const results: PairResult[] = pairs.map((pair, index) => {
  const scoreStarted = performance.now();
  const result = cvMatchResultSchema.parse(scoreCvMatch({ cvText: pair.cv, posting: pair.posting }));
  if (index === 0) firstScoreMs = performance.now() - scoreStarted;
  return { id: pair.id, rating: pair.rating, rationale: pair.rationale, result };
});
const rho = spearman(
  results.map((r) => r.rating),
  results.map((r) => r.result.score),
);
const byRating = [1, 2, 3, 4, 5].map((rating) => {
  const scores = results.filter((r) => r.rating === rating).map((r) => r.result.score);
  return {
    rating,
    pairs: scores.length,
    mean: mean(scores),
    min: Math.min(...scores),
    max: Math.max(...scores),
  };
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const longestCv = pairs.reduce((a, b) => (words(b.cv) > words(a.cv) ? b : a));
const longestPosting = pairs.reduce((a, b) => (words(b.posting.text) > words(a.posting.text) ? b : a));
const timing = timeAgainstBaseline(
  () => scoreCvMatch({ cvText: longestCv.cv, posting: longestPosting.posting }),
  () => tokeniseOnly(longestCv.cv, longestPosting.posting.text),
  TIMING_RUNS,
);

const run = {
  rho,
  byRating,
  timing,
  modelMs,
  firstScoreMs,
  timedCv: { name: longestCv.cvName, words: words(longestCv.cv) },
  timedPosting: { name: longestPosting.postingName, words: words(longestPosting.posting.text) },
  cvs: new Set(pairs.map((p) => p.cvName)).size,
  postings: new Set(pairs.map((p) => p.postingName)).size,
  seconds: (performance.now() - started) / 1000,
};
printResults(results, run);
writeSection(REPORT, run);
console.log(`\n  wrote the "CV match score" section of ${path.relative(process.cwd(), REPORT)}`);
if (!(rho >= TARGETS.rho)) process.exitCode = 1;

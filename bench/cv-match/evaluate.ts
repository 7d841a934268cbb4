import { scoreCvMatch } from "../../src/server/features/documents/cv-match/cv-match";
import { type CvMatchResult, cvMatchResultSchema } from "../../src/shared/cv-match";
import { FULL_SET_FILES, loadLayouts, loadPairs, missingFiles } from "./data";
import { checkLetters, type LettersReport, loadLetterCases, pairLetterCases } from "./letters";
import { mean, spearman } from "./metrics";

// One evaluation set scored end to end: the rank correlation of score with the recruiter's rating, the
// spread of one CV's score over its four layouts, and the cover-letter checks. The result carries
// per-pair rows only when asked for: the held-out set's are never kept, so nothing can print them.

export const TARGETS = { rho: 0.8, layoutSpread: 5, p95Ms: 200 };

export type PairResult = { id: string; rating: number; result: CvMatchResult };
export type RatingRow = { rating: number; pairs: number; mean: number; min: number; max: number };
export type LayoutRow = { cv: string; scores: number[]; spread: number };

export type SetResult = {
  name: string;
  cvs: number;
  postings: number;
  pairs: number;
  rho: number;
  byRating: RatingRow[];
  layouts: { cvs: number; maxSpread: number; over: number; meanSpread: number };
  letters: Omit<LettersReport, "details">;
  /** A letter for every rated pair, checked the same way: for the sets whose letters may be read. */
  pairLetters?: Omit<LettersReport, "details">;
  /** Per-pair and per-layout rows: kept for the tuning and development sets only. */
  detail?: {
    pairs: PairResult[];
    layouts: LayoutRow[];
    letters: LettersReport["details"];
    pairLetters: LettersReport["details"];
  };
};

export type SetOutcome = { missing: string[] } | { result: SetResult };

export function evaluateSet(
  name: string,
  dir: string,
  options: {
    today: Date;
    keepDetail: boolean;
    lettersToday: string;
    /** The files the set must hold; a set of pairs alone has no layout cases or letter triples. */
    needs?: readonly string[];
  },
): SetOutcome {
  const missing = missingFiles(dir, options.needs ?? FULL_SET_FILES);
  if (missing.length) return { missing };
  const score = (cvText: string, posting: Parameters<typeof scoreCvMatch>[0]["posting"]) =>
    cvMatchResultSchema.parse(scoreCvMatch({ cvText, posting, today: options.today }));

  const pairs = loadPairs(dir).map((pair) => ({
    id: pair.id,
    rating: pair.rating,
    cvName: pair.cvName,
    postingName: pair.postingName,
    result: score(pair.cv, pair.posting),
  }));
  const rho = spearman(
    pairs.map((pair) => pair.rating),
    pairs.map((pair) => pair.result.score),
  );
  const byRating = [1, 2, 3, 4, 5].map((rating) => {
    const scores = pairs.filter((pair) => pair.rating === rating).map((pair) => pair.result.score);
    return {
      rating,
      pairs: scores.length,
      mean: mean(scores),
      min: scores.length ? Math.min(...scores) : Number.NaN,
      max: scores.length ? Math.max(...scores) : Number.NaN,
    };
  });

  const layoutRows: LayoutRow[] = loadLayouts(dir).map((item) => {
    const scores = item.layouts.map((text) => score(text, item.posting).score);
    return { cv: item.cvName, scores, spread: Math.max(...scores) - Math.min(...scores) };
  });
  const spreads = layoutRows.map((row) => row.spread);

  const letterCases = loadLetterCases(dir) ?? [];
  const letters = checkLetters(letterCases, { today: options.lettersToday });
  const { details: letterDetails, ...letterTotals } = letters;
  // Only a set whose letters may be read gets a letter for every pair: its failures are printed.
  const pairLetters = options.keepDetail
    ? checkLetters(pairLetterCases(dir), { today: options.lettersToday })
    : undefined;

  const result: SetResult = {
    name,
    cvs: new Set(pairs.map((pair) => pair.cvName)).size,
    postings: new Set(pairs.map((pair) => pair.postingName)).size,
    pairs: pairs.length,
    rho,
    byRating,
    layouts: {
      cvs: layoutRows.length,
      maxSpread: spreads.length ? Math.max(...spreads) : 0,
      over: spreads.filter((spread) => spread > TARGETS.layoutSpread).length,
      meanSpread: mean(spreads),
    },
    letters: letterTotals,
  };
  if (pairLetters) {
    const { details, ...totals } = pairLetters;
    result.pairLetters = totals;
    result.detail = {
      pairs: pairs.map(({ id, rating, result: scored }) => ({ id, rating, result: scored })),
      layouts: layoutRows,
      letters: letterDetails,
      pairLetters: details.map((detail) => ({
        ...detail,
        firm: `${pairs[detail.index]?.id}: ${detail.firm}`,
      })),
    };
  }
  return { result };
}

/** Which targets a set misses, in words; empty when it meets them all. */
export function missedTargets(set: SetResult): string[] {
  const missed: string[] = [];
  if (!(set.rho >= TARGETS.rho)) missed.push(`rho ${set.rho.toFixed(3)} < ${TARGETS.rho}`);
  if (set.layouts.cvs === 0) missed.push("no layout cases");
  if (set.layouts.maxSpread > TARGETS.layoutSpread)
    missed.push(`layout spread ${set.layouts.maxSpread} > ${TARGETS.layoutSpread}`);
  const { letters } = set;
  if (letters.letters === 0) missed.push("no letters checked");
  if (letters.invented + letters.misattributed > 0)
    missed.push(`${letters.invented + letters.misattributed} invented or misattributed facts in letters`);
  const letterCount = (count: number) => `${count} letter${count === 1 ? "" : "s"}`;
  if (letters.outsideLength > 0) missed.push(`${letterCount(letters.outsideLength)} outside 250-400 words`);
  if (letters.copied > 0)
    missed.push(`${letterCount(letters.copied)} copying more than 12 words of the posting`);
  return missed;
}

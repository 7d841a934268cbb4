// Ranking metrics for the search-quality bench (bench/search.ts). A judgement gives each relevant role a
// grade: 2 = exactly what the searcher wants, 1 = acceptable. Roles without a grade count as irrelevant.

export type Judgements = ReadonlyMap<string, number>;

/** The first `k` distinct ids of a ranking: a role listed twice is only found once. */
function topDistinct(ranked: readonly string[], k: number): string[] {
  return [...new Set(ranked)].slice(0, k);
}

/**
 * Share of the relevant roles (any grade) found in the top `k`, out of as many as could fit there:
 * found / min(k, relevant). With nothing relevant there is nothing to miss, so 1.
 */
export function recallAt(ranked: readonly string[], judgements: Judgements, k = 10): number {
  const relevant = [...judgements.values()].filter((grade) => grade > 0).length;
  if (relevant === 0) return 1;
  const found = topDistinct(ranked, k).filter((id) => (judgements.get(id) ?? 0) > 0).length;
  return found / Math.min(k, relevant);
}

/** Discounted cumulative gain: each grade divided by log2(position + 1), positions counted from 1. */
function dcg(grades: readonly number[]): number {
  return grades.reduce((sum, grade, index) => sum + grade / Math.log2(index + 2), 0);
}

/**
 * Normalised DCG of the top `k`: the ranking's DCG over the DCG of the best possible ranking of the
 * judged roles (highest grades first). Gains are the grades themselves (2 and 1). With nothing
 * relevant, 1.
 */
export function ndcgAt(ranked: readonly string[], judgements: Judgements, k = 10): number {
  const ideal = dcg(
    [...judgements.values()]
      .filter((grade) => grade > 0)
      .sort((a, b) => b - a)
      .slice(0, k),
  );
  if (ideal === 0) return 1;
  return dcg(topDistinct(ranked, k).map((id) => Math.max(0, judgements.get(id) ?? 0))) / ideal;
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN;
}

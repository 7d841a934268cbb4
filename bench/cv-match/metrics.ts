// Statistics for the CV match bench (bench/cv-match.ts): how well the engine's scores rank the
// hand-rated pairs, and how long scoring takes.

/** Ranks from 1, ties sharing the average of the ranks they span ([10, 20, 20] → [1, 2.5, 2.5]). */
export function averageRanks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length).fill(0);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++;
    // Positions start..end (0-based) hold ranks start+1..end+1; each gets their mean.
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) ranks[order[i]?.index ?? 0] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson correlation; NaN when either side has no spread. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new Error("pearson: the two lists differ in length");
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const dx = x - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  });
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rank correlation: Pearson on average ranks, which is exact when there are ties. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  return pearson(averageRanks(xs), averageRanks(ys));
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : Number.NaN;
}

/** The nearest-rank percentile of unsorted values: the smallest value at or above p% of them. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

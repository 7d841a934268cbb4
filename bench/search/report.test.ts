import { describe, expect, test } from "vitest";
import { MEAN_NDCG_TARGET, MEAN_RECALL_TARGET, missedTargets } from "./report";

// `npm run bench:search` exits 1 exactly when missedTargets names something, so these cases are its
// exit code: a check that runs the bench fails on a worse search instead of passing whatever it finds.
describe("missedTargets", () => {
  test("a run that reaches both targets, or sits exactly on them, misses nothing", () => {
    expect(missedTargets({ recall: 1, ndcg: 1 })).toEqual([]);
    expect(missedTargets({ recall: MEAN_RECALL_TARGET, ndcg: MEAN_NDCG_TARGET })).toEqual([]);
  });

  test("a mean just below its target is a miss, named with three decimals", () => {
    expect(missedTargets({ recall: MEAN_RECALL_TARGET - 0.001, ndcg: 1 })).toEqual([
      `mean recall@10 ${(MEAN_RECALL_TARGET - 0.001).toFixed(3)} is below its target of ${MEAN_RECALL_TARGET}`,
    ]);
    expect(missedTargets({ recall: 1, ndcg: MEAN_NDCG_TARGET - 0.001 })).toEqual([
      `mean nDCG@10 ${(MEAN_NDCG_TARGET - 0.001).toFixed(3)} is below its target of ${MEAN_NDCG_TARGET}`,
    ]);
  });

  test("both means below: both are named", () => {
    expect(missedTargets({ recall: 0.5, ndcg: 0.5 })).toHaveLength(2);
  });

  test("a run with no queries (means NaN) fails rather than passes", () => {
    expect(missedTargets({ recall: Number.NaN, ndcg: Number.NaN })).toHaveLength(2);
  });
});

import { describe, expect, it } from "vitest";
import type { AptitudeItem, SituationalItem } from "../../../../shared/assessments";
import { CT_BANK } from "./critical-thinking-bank";
import { creditOf, generateTest, scoreTest } from "./generate-test";
import { generateLeveled } from "./logical-levels";

// Marks for the new kinds: a rated scenario's partial credit by distance from the key, most-least's
// half marks, critical thinking's one mark a statement with results per section, and the adaptive test's
// weighting by level.

const scenario = (format: SituationalItem["format"], key: number[]): SituationalItem => ({
  kind: "situational",
  id: `situational:test-${format}`,
  seed: "test",
  title: "A deadline clash",
  competency: "teamwork",
  scenario: "Two managers each need your analysis by five o'clock.",
  format,
  options: key.map((_, i) => `Response ${i + 1}`),
  key: key.map((effectiveness) => ({ effectiveness, competency: "teamwork", reasoning: "Because." })),
});

describe("situational judgement marks", () => {
  const rated = scenario("rate", [4, 1, 3, 2]);

  it("gives full marks for the key and a third less per step away, per response", () => {
    expect(creditOf(rated, { ratings: [4, 1, 3, 2], seconds: 1 })).toBe(1);
    // One response one step out: 11 of 12 thirds.
    expect(creditOf(rated, { ratings: [3, 1, 3, 2], seconds: 1 })).toBeCloseTo(11 / 12);
    // Every response as far out as it can be: 4↔1 earns nothing, 3→1 and 2→4 a third each.
    expect(creditOf(rated, { ratings: [1, 4, 1, 4], seconds: 1 })).toBeCloseTo(2 / 12);
  });

  it("gives nothing for ratings of the wrong length or no answer", () => {
    expect(creditOf(rated, { ratings: [4, 1, 3], seconds: 1 })).toBe(0);
    expect(creditOf(rated, null)).toBe(0);
  });

  it("gives half a mark each for the most and the least effective response", () => {
    const ranked = scenario("most-least", [2, 4, 1, 3]);
    expect(creditOf(ranked, { most: 1, least: 2, seconds: 1 })).toBe(1);
    expect(creditOf(ranked, { most: 1, least: 0, seconds: 1 })).toBe(0.5);
    expect(creditOf(ranked, { most: 3, least: 2, seconds: 1 })).toBe(0.5);
    expect(creditOf(ranked, { most: 2, least: 1, seconds: 1 })).toBe(0);
  });

  it("scores a test in questions' worth with marks per competency", () => {
    const items = [rated, scenario("most-least", [2, 4, 1, 3])];
    const score = scoreTest("situational", items, [
      { ratings: [3, 1, 3, 2], seconds: 1 },
      { most: 1, least: 0, seconds: 1 },
    ]);
    expect(score).toEqual({ correct: 1.42, total: 2, sections: { teamwork: { score: 1.42, total: 2 } } });
  });
});

describe("critical thinking marks", () => {
  it("gives one mark a statement and the results per section", () => {
    const items = generateTest("critical_thinking", "ct-score", 15);
    expect(items).toHaveLength(15);
    const answers = items.map((item, i) =>
      item.kind === "critical_thinking" ? { choice: i % 3 === 0 ? item.answerIndex : -1, seconds: 5 } : null,
    );
    const score = scoreTest("critical_thinking", items, answers);
    expect(score.correct).toBe(5);
    expect(Object.keys(score.sections ?? {})).toEqual([
      "inference",
      "assumptions",
      "deduction",
      "interpretation",
      "evaluation",
    ]);
    for (const section of Object.values(score.sections ?? {})) expect(section.total).toBe(3);
    // Sections come in the standard order, each statement from the bank.
    expect(items.every((item) => item.kind === "critical_thinking" && CT_BANK.generate(item.seed))).toBe(
      true,
    );
  });
});

describe("adaptive marks", () => {
  it("weighs each right answer by its level", () => {
    const items: AptitudeItem[] = [generateLeveled("level1:a"), generateLeveled("level3:b")];
    const right = items.map((item) =>
      item.kind === "logical" ? { choice: item.answerIndex, seconds: 9 } : null,
    );
    expect(scoreTest("logical_adaptive", items, right).correct).toBe(1.33);
    expect(scoreTest("logical_adaptive", items, [right[0] ?? null, null]).correct).toBe(0.33);
  });
});

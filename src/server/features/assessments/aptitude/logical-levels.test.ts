import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Figure } from "../../../../shared/assessments";
import { adaptiveTest, creditOf, generateTest } from "./generate-test";
import { ADAPTIVE_START_LEVEL, buildLeveled, fixedLevels, nextLevel } from "./logical-levels";

// A solver that reads only the drawn figures: it finds what changes between each pair of figures
// (number of shapes, turn, corner, shading), checks the change is the same every time, predicts the
// sixth figure, and requires exactly one option to be that figure, the keyed one.

const CORNERS = ["22,22", "78,22", "78,78", "22,78"];

type Reading = { count: number; rotation: number; corner: number | null; fill: string; kinds: string };

function read(figure: Figure): Reading {
  const shapes = "shapes" in figure ? figure.shapes.filter((shape) => shape.size > 6) : [];
  const first = shapes[0];
  if (!first) throw new Error("a figure without shapes");
  const fills = new Set(shapes.map((shape) => shape.fill));
  if (fills.size !== 1) throw new Error("shapes in one figure shaded differently");
  const corner = shapes.length === 1 ? CORNERS.indexOf(`${first.x},${first.y}`) : -1;
  return {
    count: shapes.length,
    rotation: first.rotation,
    corner: corner >= 0 ? corner : null,
    fill: first.fill,
    kinds: [...new Set(shapes.map((shape) => shape.shape))].sort().join(","),
  };
}

/** The same step between every pair, or null when there is none. */
function constantStep(values: number[], modulo: number | null): number | null {
  const steps = values.slice(1).map((value, i) => {
    const step = value - (values[i] ?? 0);
    return modulo ? ((step % modulo) + modulo) % modulo : step;
  });
  return steps.every((step) => step === steps[0]) ? (steps[0] ?? null) : null;
}

function solve(sequence: Figure[]): { next: Reading; changing: number } {
  const readings = sequence.map(read);
  const last = readings.at(-1) as Reading;
  const countStep = constantStep(
    readings.map((r) => r.count),
    null,
  );
  const turn = constantStep(
    readings.map((r) => r.rotation),
    360,
  );
  const corners = readings.map((r) => r.corner);
  const cornerStep = corners.every((c) => c !== null) ? constantStep(corners as number[], 4) : 0;
  const shading = new Map<string, string>();
  readings.slice(1).forEach((reading, i) => {
    const before = readings[i]?.fill ?? "";
    const known = shading.get(before);
    if (known !== undefined && known !== reading.fill) throw new Error("shading follows no cycle");
    shading.set(before, reading.fill);
  });
  if (countStep === null || turn === null || cornerStep === null) throw new Error("no constant rule");
  if (new Set(readings.map((r) => r.kinds)).size !== 1) throw new Error("the shapes themselves change");
  const fill = shading.get(last.fill);
  if (fill === undefined) throw new Error("the shading's next step is not shown");
  const next = {
    count: last.count + countStep,
    rotation: (last.rotation + turn) % 360,
    corner: last.corner === null ? null : (last.corner + cornerStep) % 4,
    fill,
    kinds: last.kinds,
  };
  const changing = [countStep !== 0, turn !== 0, cornerStep !== 0, fill !== last.fill].filter(Boolean).length;
  return { next, changing };
}

describe("harder logical items", () => {
  it("have exactly one option that satisfies every rule, at every level", () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3), fc.string({ maxLength: 12 }), (level, suffix) => {
        const { item, rules } = buildLeveled(`level${level}:${suffix}`);
        expect(item.level).toBe(level);
        expect(rules).toHaveLength(level === 1 ? 2 : 3);
        const { next, changing } = solve(item.sequence);
        expect(changing).toBe(rules.length);
        const matching = item.options.flatMap((option, i) =>
          JSON.stringify(read(option)) === JSON.stringify(next) ? [i] : [],
        );
        expect(matching).toEqual([item.answerIndex]);
        expect(new Set(item.options.map((option) => JSON.stringify(option))).size).toBe(5);
      }),
      { numRuns: 600 },
    );
  });

  it("builds wrong options from the likely mistakes and names each in the solution", () => {
    let leftOut = 0;
    let wrongWay = 0;
    let tooFar = 0;
    for (let i = 0; i < 300; i++) {
      const { item } = buildLeveled(`level${1 + (i % 3)}:mistakes-${i}`);
      const named = item.solution.filter((step) => /^Option [A-E] /.test(step));
      expect(named).toHaveLength(4);
      leftOut += named.filter((step) => /leaves out|applies only/.test(step)).length;
      wrongWay += named.filter((step) => /wrong way/.test(step)).length;
      tooFar += named.filter((step) => /too many|twice as far/.test(step)).length;
    }
    // Every kind of mistake appears, and leaving a rule out (the commonest) most of all.
    expect(leftOut).toBeGreaterThan(wrongWay);
    expect(wrongWay).toBeGreaterThan(100);
    expect(tooFar).toBeGreaterThan(100);
  });

  it("rebuilds the same item from the same seed", () => {
    expect(buildLeveled("level3:same").item).toEqual(buildLeveled("level3:same").item);
  });

  it("climbs through the levels in a fixed test", () => {
    expect(fixedLevels(10)).toEqual([1, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
    const levels = generateTest("logical", "member", 10, 0, 2).map(
      (item) => item.kind === "logical" && item.level,
    );
    expect(levels).toEqual(fixedLevels(10));
  });
});

describe("adaptive logical test", () => {
  const answerFor = (right: boolean) => (item: ReturnType<typeof adaptiveTest>[number]) => {
    if (item.kind !== "logical") throw new Error("not a logical item");
    return { choice: right ? item.answerIndex : (item.answerIndex + 1) % 5, seconds: 20 };
  };

  it("moves up a level after a right answer and down after a wrong one, within 1 to 3", () => {
    expect(nextLevel(1, true)).toBe(2);
    expect(nextLevel(3, true)).toBe(3);
    expect(nextLevel(2, false)).toBe(1);
    expect(nextLevel(1, false)).toBe(1);
  });

  it("shows the next item at a level set by the answers so far", () => {
    const pattern = [true, true, false, false, false, true];
    const answers: Record<string, { choice: number; seconds: number }> = {};
    for (const [i, right] of pattern.entries()) {
      const items = adaptiveTest("adaptive-seed", 12, 0, answers, false);
      // While the test runs, it shows the items answered and the one to answer next.
      expect(items).toHaveLength(i + 1);
      const current = items[i];
      if (!current) throw new Error("no current item");
      answers[current.id] = answerFor(right)(current);
      expect(creditOf(current, answers[current.id] ?? null)).toBe(right ? 1 : 0);
    }
    const levels = adaptiveTest("adaptive-seed", 12, 0, answers, false).map(
      (item) => item.kind === "logical" && item.level,
    );
    expect(levels).toEqual([ADAPTIVE_START_LEVEL, 3, 3, 2, 1, 1, 2]);
    // Finished, it has all twelve, the unanswered counted as wrong.
    expect(adaptiveTest("adaptive-seed", 12, 0, answers, true)).toHaveLength(12);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Figure, FigureShape } from "../../../../shared/assessments";
import { buildLogical, generateLogical } from "./logical";
import { LOGICAL_FAMILIES, type ShapeRule } from "./logical-rules";

// Checks each answer against its rule using only the figures: what changed between the last figure shown
// and the answer must be exactly what the rule says.

const shapesOf = (figure: Figure): FigureShape[] => ("shapes" in figure ? figure.shapes : []);
const numbersOf = (figure: Figure): number[] => ("numbers" in figure ? figure.numbers : []);
const main = (figure: Figure) => shapesOf(figure).filter((s) => s.size > 6);
const marker = (figure: Figure) => shapesOf(figure).find((s) => s.size === 6);
const CORNERS = ["22,22", "78,22", "78,78", "22,78"];

function checkShapeRule(last: Figure, answer: Figure, rule: ShapeRule): void {
  const [before, after] = [main(last), main(answer)];
  switch (rule.family) {
    case "rotation": {
      for (const [i, shape] of after.entries()) {
        expect(shape.rotation).toBe(((((before[i]?.rotation ?? 0) + rule.angle) % 360) + 360) % 360);
      }
      // The marker dot turns about the shape's centre by the same angle.
      const [m0, m1, centre] = [marker(last), marker(answer), after[0]];
      if (!m0 || !m1 || !centre) throw new Error("rotation figures carry a marker");
      const t = (rule.angle * Math.PI) / 180;
      const [dx, dy] = [m0.x - (before[0]?.x ?? 0), m0.y - (before[0]?.y ?? 0)];
      expect(m1.x - centre.x).toBeCloseTo(dx * Math.cos(t) - dy * Math.sin(t), 0);
      expect(m1.y - centre.y).toBeCloseTo(dx * Math.sin(t) + dy * Math.cos(t), 0);
      return;
    }
    case "count":
      expect(after.length).toBe(before.length + rule.step);
      expect(new Set(after.map((s) => s.shape))).toEqual(new Set(before.map((s) => s.shape)));
      return;
    case "fill":
      for (const [i, shape] of after.entries()) {
        const fill = before[i % before.length]?.fill ?? "black";
        expect(shape.fill).toBe(rule.cycle[(rule.cycle.indexOf(fill) + 1) % rule.cycle.length]);
      }
      return;
    case "corner": {
      const from = CORNERS.indexOf(`${before[0]?.x},${before[0]?.y}`);
      expect(from).toBeGreaterThanOrEqual(0);
      expect(`${after[0]?.x},${after[0]?.y}`).toBe(CORNERS[(from + rule.direction + 4) % 4]);
    }
  }
}

function expectedNumber(
  terms: number[],
  rule: Extract<ReturnType<typeof buildLogical>["rule"], { family: "number" }>,
): number {
  const [a, b] = [terms.at(-2) ?? 0, terms.at(-1) ?? 0];
  if (rule.pattern === "add") return b + rule.step;
  if (rule.pattern === "multiply") return b * rule.factor;
  if (rule.pattern === "fibonacci") return a + b;
  // Alternating steps: the next step is the one not used last time.
  return b + (b - a === rule.steps[0] ? rule.steps[1] : rule.steps[0]);
}

describe("logical items", () => {
  it("answer applies the rule to the last figure; distractors differ", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOGICAL_FAMILIES), fc.string({ maxLength: 12 }), (family, suffix) => {
        const { item, rule } = buildLogical(`${family}:${suffix}`);
        expect(item.sequence).toHaveLength(5);
        expect(item.options).toHaveLength(5);
        expect(new Set(item.options.map((o) => JSON.stringify(o))).size).toBe(5);
        const answer = item.options[item.answerIndex];
        const last = item.sequence[4];
        if (!answer || !last) throw new Error("missing figures");
        if (rule.family === "number") {
          const terms = item.sequence.flatMap(numbersOf);
          expect(numbersOf(answer)).toEqual([expectedNumber(terms, rule)]);
          return;
        }
        for (const part of rule.family === "combined" ? rule.parts : [rule])
          checkShapeRule(last, answer, part);
      }),
      { numRuns: 3000 },
    );
  });

  it("rebuilds the same item from the same seed and shows the rule", () => {
    for (const family of LOGICAL_FAMILIES) {
      const item = generateLogical(`${family}:same`);
      expect(generateLogical(`${family}:same`)).toEqual(item);
      expect(item.rule.length).toBeGreaterThan(10);
    }
  });

  it("has at least six rule families", () => {
    expect(LOGICAL_FAMILIES.length).toBeGreaterThanOrEqual(6);
  });
});

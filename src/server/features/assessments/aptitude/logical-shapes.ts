import { type Figure, SHAPE_KINDS, type ShapeFill } from "../../../../shared/assessments";
import type { Random } from "../../../platform/seeded-random";
import { renderShapes } from "./logical-render";
import { applyShapeRule, type ShapeRule, type ShapeState } from "./logical-rules";

// Shape sequences: a start state, the rule applied five times, and wrong answers that each break the
// rule in one way (no change, a step too far, the wrong direction, or something else changed as well).

const FILLS: ShapeFill[] = ["black", "white", "grey"];

export function randomShapeRule(rand: Random, family: ShapeRule["family"]): ShapeRule {
  switch (family) {
    case "rotation":
      return { family, angle: rand.pick([45, 60, 90]) };
    case "count":
      return { family, step: rand.int(1, 2) };
    case "fill":
      return { family, cycle: rand.next() < 0.5 ? rand.shuffle(FILLS) : rand.shuffle(FILLS).slice(0, 2) };
    case "corner":
      return { family, direction: rand.next() < 0.5 ? 1 : -1 };
  }
}

export function startState(rand: Random, rules: ShapeRule[]): ShapeState {
  const families = rules.map((rule) => rule.family);
  const fillRule = rules.find((rule) => rule.family === "fill");
  const cycle = fillRule?.family === "fill" ? fillRule.cycle : FILLS;
  const alone = families.length === 1 && families[0] === "fill";
  // A fill rule on its own runs across three different shapes, so there is more to read than one colour.
  const kinds = alone ? rand.shuffle(SHAPE_KINDS).slice(0, 3) : [rand.pick(SHAPE_KINDS)];
  return {
    kinds,
    fills: kinds.map(() => rand.pick(cycle)),
    count: families.includes("count") ? rand.int(1, 2) : kinds.length,
    rotation: families.includes("rotation") ? rand.pick([0, 30, 45, 90, 180]) : 0,
    corner: families.includes("corner") ? rand.int(0, 3) : null,
    marker: families.includes("rotation"),
  };
}

export function applyRules(state: ShapeState, rules: ShapeRule[]): ShapeState {
  return rules.reduce(applyShapeRule, state);
}

/** One wrong way to apply a single rule. */
function brokenRules(rule: ShapeRule): ShapeRule[] {
  switch (rule.family) {
    case "rotation":
      return [
        { ...rule, angle: 2 * rule.angle },
        { ...rule, angle: -rule.angle },
        { ...rule, angle: 0 },
      ];
    case "count":
      return [
        { ...rule, step: 2 * rule.step },
        { ...rule, step: -rule.step },
        { ...rule, step: 0 },
      ];
    case "fill":
      return [
        { ...rule, cycle: [...rule.cycle].reverse() },
        { ...rule, cycle: [] },
      ];
    case "corner":
      return [{ ...rule, direction: rule.direction === 1 ? -1 : 1 }];
  }
}

/** Candidate wrong answers, most telling first; the caller keeps the first four that differ. */
export function shapeDistractors(last: ShapeState, rules: ShapeRule[]): Figure[] {
  const answer = applyRules(last, rules);
  const wrong: ShapeState[] = [];
  rules.forEach((rule, i) => {
    for (const broken of brokenRules(rule)) {
      wrong.push(
        applyRules(
          last,
          rules.map((other, j) => (j === i ? broken : other)),
        ),
      );
    }
    if (rules.length > 1) wrong.push(applyShapeRule(last, rule));
  });
  wrong.push(last);
  // The rule applied correctly, but a feature the rule leaves alone changes too.
  const otherKind = SHAPE_KINDS.find((kind) => !answer.kinds.includes(kind)) ?? "circle";
  wrong.push({ ...answer, kinds: [otherKind, ...answer.kinds.slice(1)] });
  const otherFill = FILLS.find((fill) => !answer.fills.includes(fill)) ?? "grey";
  wrong.push({ ...answer, fills: answer.fills.map((fill, i) => (i === 0 ? otherFill : fill)) });
  wrong.push({ ...answer, kinds: [...answer.kinds].reverse() });
  wrong.push({ ...last, fills: answer.fills.map((fill, i) => (i === 0 ? fill : (last.fills[i] ?? fill))) });
  for (const kind of SHAPE_KINDS) wrong.push({ ...answer, kinds: answer.kinds.map(() => kind) });
  return wrong.filter((state) => state.count >= 1).map(renderShapes);
}

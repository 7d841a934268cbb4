import type { ShapeFill, ShapeKind } from "../../../../shared/assessments";

// The rules behind logical reasoning items, kept as data so a test can check the answer figure against
// the rule, and the member is shown the rule in words after answering.

export type ShapeRule =
  | { family: "rotation"; angle: number }
  | { family: "count"; step: number }
  | { family: "fill"; cycle: ShapeFill[] }
  | { family: "corner"; direction: 1 | -1 };

export type NumberRule =
  | { family: "number"; pattern: "add"; step: number }
  | { family: "number"; pattern: "multiply"; factor: number }
  | { family: "number"; pattern: "alternate"; steps: [number, number] }
  | { family: "number"; pattern: "fibonacci" };

export type LogicalRule = ShapeRule | NumberRule | { family: "combined"; parts: [ShapeRule, ShapeRule] };

export const LOGICAL_FAMILIES = ["rotation", "count", "fill", "corner", "number", "combined"] as const;
export type LogicalFamily = (typeof LOGICAL_FAMILIES)[number];

/** Everything a shape figure is drawn from; the rules move this state on one step at a time. */
export type ShapeState = {
  kinds: ShapeKind[];
  fills: ShapeFill[];
  count: number;
  rotation: number;
  /** 0 top left, 1 top right, 2 bottom right, 3 bottom left; null draws the shapes centred. */
  corner: number | null;
  /** A dot that shows which way the figure faces, so a rotation is visible on any shape. */
  marker: boolean;
};

export function applyShapeRule(state: ShapeState, rule: ShapeRule): ShapeState {
  switch (rule.family) {
    case "rotation":
      return { ...state, rotation: (((state.rotation + rule.angle) % 360) + 360) % 360 };
    case "count":
      return { ...state, count: state.count + rule.step };
    case "fill":
      return { ...state, fills: state.fills.map((fill) => nextFill(rule.cycle, fill)) };
    case "corner":
      return { ...state, corner: ((((state.corner ?? 0) + rule.direction) % 4) + 4) % 4 };
  }
}

export function nextFill(cycle: ShapeFill[], fill: ShapeFill): ShapeFill {
  const next = cycle[(cycle.indexOf(fill) + 1) % cycle.length];
  return next ?? fill;
}

export function describeShapeRule(rule: ShapeRule): string {
  switch (rule.family) {
    case "rotation":
      return `the figure turns ${rule.angle}° clockwise`;
    case "count":
      return `${rule.step === 1 ? "one more shape is" : `${rule.step} more shapes are`} added`;
    case "fill":
      return `each fill moves on one place in the cycle ${rule.cycle.join(" → ")} → ${rule.cycle[0]}`;
    case "corner":
      return `the shape moves one corner ${rule.direction === 1 ? "clockwise" : "anticlockwise"}`;
  }
}

export function describeNumberRule(rule: NumberRule): string {
  switch (rule.pattern) {
    case "add":
      return rule.step > 0 ? `Add ${rule.step} each time.` : `Subtract ${-rule.step} each time.`;
    case "multiply":
      return `Multiply by ${rule.factor} each time.`;
    case "alternate":
      return `Alternately add ${rule.steps[0]} and subtract ${-rule.steps[1]}.`;
    case "fibonacci":
      return "Each number is the sum of the two before it.";
  }
}

export function describeRule(rule: LogicalRule): string {
  if (rule.family === "number") return describeNumberRule(rule);
  const parts = rule.family === "combined" ? rule.parts : [rule];
  const text = parts.map(describeShapeRule).join(", and ");
  return `At each step ${text}.`;
}

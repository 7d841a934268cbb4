import type { Figure, LogicalItem, LogicalLevel } from "../../../../shared/assessments";
import { type Random, seededRandom } from "../../../platform/seeded-random";
import { renderShapes } from "./logical-render";
import { applyShapeRule, type ShapeRule, type ShapeState } from "./logical-rules";
import { applyRules, startState } from "./logical-shapes";

// The harder logical items, as SHL and Kenexa inductive tests set them: two or three rules at once
// (position, rotation, count, shading), at three levels. Level 1 combines two rules with plain steps,
// level 2 three, level 3 three with less obvious steps (45° or 135° turns, anticlockwise turns, two
// shapes added or one taken away). The wrong options are the mistakes people make: applying only some
// of the rules, taking a step too many, or going the wrong way. The seed names the level
// ("level2:1a2b3c4d"), so an item can be rebuilt from its id alone.

const SHOWN = 5;
const OPTION_COUNT = 5;

type Family = ShapeRule["family"];

/** A corner move shows one shape, so it cannot be combined with a changing count. */
const COMBINATIONS: Record<LogicalLevel, Family[][]> = {
  1: [
    ["corner", "rotation"],
    ["corner", "fill"],
    ["count", "fill"],
    ["count", "rotation"],
    ["rotation", "fill"],
  ],
  2: [
    ["corner", "rotation", "fill"],
    ["count", "rotation", "fill"],
  ],
  3: [
    ["corner", "rotation", "fill"],
    ["count", "rotation", "fill"],
  ],
};

const FILLS = ["black", "white", "grey"] as const;

function ruleAt(rand: Random, family: Family, level: LogicalLevel): ShapeRule {
  const hard = level === 3;
  switch (family) {
    case "rotation":
      return { family, angle: hard ? rand.pick([45, 135, 270]) : rand.pick([90, 270]) };
    case "count":
      return { family, step: hard ? rand.pick([2, -1]) : 1 };
    case "fill":
      return { family, cycle: hard ? rand.shuffle(FILLS) : rand.shuffle(FILLS).slice(0, rand.int(2, 3)) };
    case "corner":
      return { family, direction: rand.next() < 0.5 ? 1 : -1 };
  }
}

export function describeLeveledRule(rule: ShapeRule): string {
  switch (rule.family) {
    case "rotation":
      return rule.angle > 180
        ? `the figure turns ${360 - rule.angle}° anticlockwise`
        : `the figure turns ${rule.angle}° clockwise`;
    case "count":
      if (rule.step < 0)
        return rule.step === -1 ? "one shape is taken away" : `${-rule.step} shapes are taken away`;
      return rule.step === 1 ? "one more shape is added" : `${rule.step} more shapes are added`;
    case "fill":
      return `the shading moves on one place in the cycle ${rule.cycle.join(" → ")} → ${rule.cycle[0]}`;
    case "corner":
      return `the shape moves one corner ${rule.direction === 1 ? "clockwise" : "anticlockwise"}`;
  }
}

/** The likely mistakes with one rule: a step too many, and the wrong direction. */
function mistakes(rule: ShapeRule): { rule: ShapeRule; mistake: string }[] {
  switch (rule.family) {
    case "rotation":
      return [
        { rule: { ...rule, angle: (2 * rule.angle) % 360 }, mistake: "turns the figure twice as far" },
        { rule: { ...rule, angle: 360 - rule.angle }, mistake: "turns the figure the wrong way" },
      ];
    case "count":
      return [
        {
          rule: { ...rule, step: 2 * rule.step },
          mistake: "changes the number of shapes by one step too many",
        },
        { rule: { ...rule, step: -rule.step }, mistake: "changes the number of shapes the wrong way" },
      ];
    case "fill":
      return [
        {
          rule: { ...rule, cycle: [...rule.cycle].reverse() },
          mistake: "moves the shading the wrong way round",
        },
      ];
    case "corner":
      return [
        {
          rule: { ...rule, direction: rule.direction === 1 ? -1 : 1 },
          mistake: "moves the shape the wrong way",
        },
      ];
  }
}

type Candidate = { state: ShapeState; mistake: string };

/**
 * Wrong answers grouped by the kind of mistake: some rules left out, one rule overdone, one rule the
 * wrong way. Each kind is represented before any kind is used twice.
 */
function distractors(rand: Random, last: ShapeState, rules: ShapeRule[]): Candidate[] {
  const partial: Candidate[] = rules.map((rule, i) => ({
    state: applyRules(
      last,
      rules.filter((_, j) => j !== i),
    ),
    mistake: `leaves out the rule that ${describeLeveledRule(rule)}`,
  }));
  if (rules.length > 2) {
    for (const rule of rules) {
      partial.push({
        state: applyShapeRule(last, rule),
        mistake: `applies only the rule that ${describeLeveledRule(rule)}`,
      });
    }
  }
  const overdone: Candidate[] = [];
  const reversed: Candidate[] = [];
  rules.forEach((rule, i) => {
    mistakes(rule).forEach((wrong, k) => {
      const state = applyRules(
        last,
        rules.map((other, j) => (j === i ? wrong.rule : other)),
      );
      (k === 0 && rule.family !== "fill" && rule.family !== "corner" ? overdone : reversed).push({
        state,
        mistake: wrong.mistake,
      });
    });
  });
  // A corner moved two places is the off-by-one step for position.
  const corner = rules.find((rule) => rule.family === "corner");
  if (corner) {
    overdone.push({
      state: applyRules(applyShapeRule(last, corner), rules),
      mistake: "moves the shape one corner too many",
    });
  }
  const groups = [rand.shuffle(partial), rand.shuffle(overdone), rand.shuffle(reversed)];
  const ordered: Candidate[] = [];
  while (groups.some((group) => group.length)) {
    for (const group of groups) {
      const next = group.shift();
      if (next) ordered.push(next);
    }
  }
  return ordered.filter((candidate) => candidate.state.count >= 1);
}

const LETTERS = ["A", "B", "C", "D", "E"];

export function buildLeveled(seed: string): { item: LogicalItem; rules: ShapeRule[] } {
  const level = Number(seed.match(/^level([123]):/)?.[1] ?? 1) as LogicalLevel;
  const rand = seededRandom(`logical-level|${seed}`);
  const families = rand.pick(COMBINATIONS[level]);
  const rules = families.map((family) => ruleAt(rand, family, level));
  let state = startState(rand, rules);
  const countRule = rules.find((rule) => rule.family === "count");
  // Shapes taken away need enough to start with that the sixth figure still has one.
  if (countRule?.family === "count" && countRule.step < 0)
    state = { ...state, count: 1 - SHOWN * countRule.step };
  const states: ShapeState[] = [state];
  while (states.length <= SHOWN) states.push(applyRules(states.at(-1) as ShapeState, rules));
  const last = states[SHOWN - 1] as ShapeState;
  const answer = renderShapes(states[SHOWN] as ShapeState);

  const seen = new Set([JSON.stringify(answer)]);
  const options: { figure: Figure; mistake: string | null }[] = [{ figure: answer, mistake: null }];
  for (const candidate of distractors(rand, last, rules)) {
    const figure = renderShapes(candidate.state);
    const key = JSON.stringify(figure);
    if (options.length < OPTION_COUNT && !seen.has(key)) {
      seen.add(key);
      options.push({ figure, mistake: candidate.mistake });
    }
  }
  // Too few telling mistakes (a two-colour shading cycle reads the same both ways): another shape.
  for (const kind of ["circle", "square", "triangle", "star", "diamond"] as const) {
    const figure = renderShapes({ ...(states[SHOWN] as ShapeState), kinds: [kind] });
    const key = JSON.stringify(figure);
    if (options.length < OPTION_COUNT && !seen.has(key)) {
      seen.add(key);
      options.push({ figure, mistake: "changes the shape itself, which no rule does" });
    }
  }
  const shuffled = rand.shuffle(options);
  const answerIndex = shuffled.findIndex((option) => option.mistake === null);
  const ruleText = `At each step ${rules.map(describeLeveledRule).join(", ")}.`.replace(
    /, ([^,]*)\.$/,
    ", and $1.",
  );
  const item: LogicalItem = {
    kind: "logical",
    id: `logical:${seed}`,
    seed,
    sequence: states.slice(0, SHOWN).map(renderShapes),
    options: shuffled.map((option) => option.figure),
    answerIndex,
    rule: ruleText,
    solution: [
      `${rules.length} things change at every step; check each of them between each pair of figures.`,
      "Apply every change once more to figure 5.",
      ...shuffled.flatMap((option, i) => (option.mistake ? [`Option ${LETTERS[i]} ${option.mistake}.`] : [])),
      ruleText,
    ],
    level,
  };
  return { item, rules };
}

export const generateLeveled = (seed: string): LogicalItem => buildLeveled(seed).item;

/** The level of the next adaptive item: one harder after a correct answer, one easier after a wrong one. */
export function nextLevel(level: LogicalLevel, correct: boolean): LogicalLevel {
  return (correct ? Math.min(3, level + 1) : Math.max(1, level - 1)) as LogicalLevel;
}

/** An adaptive test starts in the middle, so it can move either way from the first answer. */
export const ADAPTIVE_START_LEVEL: LogicalLevel = 2;

/** A fixed logical test of `count` items climbs through the levels: a third at each. */
export function fixedLevels(count: number): LogicalLevel[] {
  return Array.from({ length: count }, (_, i) => (1 + Math.floor((3 * i) / count)) as LogicalLevel);
}

import type { Figure, LogicalItem } from "../../../../shared/assessments";
import { type Random, seededRandom } from "../../../platform/seeded-random";
import { nextNumber, numberDistractors, numberTerms, randomNumberRule } from "./logical-numbers";
import { renderShapes } from "./logical-render";
import {
  describeRule,
  LOGICAL_FAMILIES,
  type LogicalFamily,
  type LogicalRule,
  type ShapeRule,
  type ShapeState,
} from "./logical-rules";
import { applyRules, randomShapeRule, shapeDistractors, startState } from "./logical-shapes";

// Logical reasoning items: five figures made by a rule, five candidates for the sixth. The seed names
// the rule family ("corner:1a2b3c4d") so a test can spread its questions across families.

const SHOWN = 5;
const OPTION_COUNT = 5;

/** Pairs that read clearly together; count with a corner move would not fit in one corner. */
const COMBINATIONS: [ShapeRule["family"], ShapeRule["family"]][] = [
  ["corner", "fill"],
  ["corner", "rotation"],
  ["count", "fill"],
  ["rotation", "fill"],
];

type Built = { sequence: Figure[]; answer: Figure; distractors: Figure[]; steps: string[] };

function buildShapes(rand: Random, rules: ShapeRule[]): Built {
  const states: ShapeState[] = [startState(rand, rules)];
  while (states.length <= SHOWN) states.push(applyRules(states.at(-1) as ShapeState, rules));
  const last = states[SHOWN - 1] as ShapeState;
  return {
    sequence: states.slice(0, SHOWN).map(renderShapes),
    answer: renderShapes(states[SHOWN] as ShapeState),
    distractors: shapeDistractors(last, rules),
    steps: [
      "Compare each figure with the one before it: the same change happens every time.",
      "Apply that change once more to figure 5.",
    ],
  };
}

function buildNumbers(rand: Random, rule: Extract<LogicalRule, { family: "number" }>): Built {
  const terms = numberTerms(rand, rule, SHOWN);
  const answer = nextNumber(rule, terms);
  const differences = terms.slice(1).map((term, i) => term - (terms[i] ?? 0));
  return {
    sequence: terms.map((term) => ({ numbers: [term] })),
    answer: { numbers: [answer] },
    distractors: numberDistractors(rule, terms).map((term) => ({ numbers: [term] })),
    steps: [
      `The sequence is ${terms.join(", ")}; the differences are ${differences.map((d) => (d < 0 ? d : `+${d}`)).join(", ")}.`,
      `The next number is ${answer}.`,
    ],
  };
}

export function buildLogical(seed: string): { item: LogicalItem; rule: LogicalRule } {
  const rand = seededRandom(`logical|${seed}`);
  const named = LOGICAL_FAMILIES.find((family) => family === seed.split(":")[0]);
  const family: LogicalFamily = named ?? rand.pick(LOGICAL_FAMILIES);
  let rule: LogicalRule;
  let built: Built;
  if (family === "number") {
    const numberRule = randomNumberRule(rand);
    rule = numberRule;
    built = buildNumbers(rand, numberRule);
  } else {
    const families = family === "combined" ? rand.pick(COMBINATIONS) : [family];
    const parts = families.map((part) => randomShapeRule(rand, part));
    rule =
      family === "combined"
        ? { family, parts: [parts[0], parts[1]] as [ShapeRule, ShapeRule] }
        : (parts[0] as ShapeRule);
    built = buildShapes(rand, parts);
  }
  const seen = new Set([JSON.stringify(built.answer)]);
  const options = [built.answer];
  for (const figure of built.distractors) {
    const key = JSON.stringify(figure);
    if (options.length < OPTION_COUNT && !seen.has(key)) {
      seen.add(key);
      options.push(figure);
    }
  }
  if (options.length < OPTION_COUNT) throw new Error(`logical item ${seed}: too few distinct options`);
  const shuffled = rand.shuffle(options);
  const item: LogicalItem = {
    kind: "logical",
    id: `logical:${seed}`,
    seed,
    sequence: built.sequence,
    options: shuffled,
    answerIndex: shuffled.indexOf(built.answer),
    rule: describeRule(rule),
    solution: [...built.steps, describeRule(rule)],
  };
  return { item, rule };
}

export function generateLogical(seed: string): LogicalItem {
  return buildLogical(seed).item;
}

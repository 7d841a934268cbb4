import type { Random } from "../../../platform/seeded-random";
import type { NumberRule } from "./logical-rules";

// Number sequences: +n, ×n, two alternating steps, and each term the sum of the two before it.

export function randomNumberRule(rand: Random): NumberRule {
  const pattern = rand.pick(["add", "multiply", "alternate", "fibonacci"] as const);
  switch (pattern) {
    case "add":
      return { family: "number", pattern, step: rand.pick([-1, 1, 1]) * rand.int(2, 13) };
    case "multiply":
      return { family: "number", pattern, factor: rand.int(2, 3) };
    case "alternate":
      return { family: "number", pattern, steps: [rand.int(4, 12), -rand.int(1, 3)] };
    case "fibonacci":
      return { family: "number", pattern };
  }
}

export function nextNumber(rule: NumberRule, terms: number[]): number {
  const last = terms.at(-1) ?? 0;
  switch (rule.pattern) {
    case "add":
      return last + rule.step;
    case "multiply":
      return last * rule.factor;
    case "alternate":
      // Steps alternate from the first term, so the next step depends on how many steps came before.
      return last + (rule.steps[(terms.length - 1) % 2] ?? 0);
    case "fibonacci":
      return last + (terms.at(-2) ?? 0);
  }
}

export function numberTerms(rand: Random, rule: NumberRule, count: number): number[] {
  const first =
    rule.pattern === "multiply"
      ? rand.int(1, 5)
      : rule.pattern === "add" && rule.step < 0
        ? rand.int(80, 120)
        : rand.int(1, 30);
  const terms = rule.pattern === "fibonacci" ? [rand.int(1, 6), rand.int(2, 9)] : [first];
  while (terms.length < count) terms.push(nextNumber(rule, terms));
  return terms;
}

/** Wrong next terms: the step misread, applied twice, or the pattern taken for a simpler one. */
export function numberDistractors(rule: NumberRule, terms: number[]): number[] {
  const last = terms.at(-1) ?? 0;
  const previous = terms.at(-2) ?? 0;
  const answer = nextNumber(rule, terms);
  const lastDifference = last - previous;
  const common = [last + lastDifference, answer + 1, answer - 1, answer + (answer - last)];
  switch (rule.pattern) {
    case "add":
      return [last, last - rule.step, ...common];
    case "multiply":
      return [last * (rule.factor + 1), last + rule.factor, ...common];
    case "alternate":
      return [last + (rule.steps[terms.length % 2] ?? 0), last + rule.steps[0] + rule.steps[1], ...common];
    case "fibonacci":
      return [last * 2, last + (terms.at(-3) ?? 0), ...common];
  }
}

import type { AptitudeItem, AptitudeKind } from "../../../../shared/assessments";
import { hexSeed, seededRandom } from "../../../platform/seeded-random";
import { generateLogical } from "./logical";
import { LOGICAL_FAMILIES } from "./logical-rules";
import { generateNumerical, NUMERICAL_TEMPLATE_KEYS } from "./numerical";
import { generateVerbal, passageIndex, VERBAL_STATEMENT_KEYS } from "./verbal";

// Builds a timed test from a seed. The same (kind, seed, count, attempt) always gives the same items, so
// a stored test is kept as those four values and regenerated for review.

/**
 * Generated kinds spread the questions across templates or rule families, cycling through them in an
 * order shuffled by the seed, and give each question its own child seed.
 */
function generatedSeeds(keys: readonly string[], seed: string, count: number, attempt: number): string[] {
  const order = seededRandom(`order|${seed}|${attempt}`).shuffle(keys);
  return Array.from(
    { length: count },
    (_, i) => `${order[i % order.length]}:${hexSeed(`${seed}|${attempt}|${i}`)}`,
  );
}

/**
 * Verbal statements are a fixed bank, so a member's seed fixes one shuffled order of the whole bank and
 * attempt n takes the next `count` statements. Twenty attempts therefore never repeat a statement while
 * the bank holds at least 20 × count of them. Questions on the same passage are kept together.
 */
function verbalKeys(seed: string, count: number, attempt: number): string[] {
  const order = seededRandom(`verbal|${seed}`).shuffle(VERBAL_STATEMENT_KEYS);
  const start = attempt * count;
  const keys = Array.from(
    { length: Math.min(count, order.length) },
    (_, i) => order[(start + i) % order.length] ?? "",
  );
  return keys.sort((a, b) => passageIndex(a) - passageIndex(b));
}

export function generateTest(kind: AptitudeKind, seed: string, count: number, attempt = 0): AptitudeItem[] {
  switch (kind) {
    case "numerical":
      return generatedSeeds(NUMERICAL_TEMPLATE_KEYS, seed, count, attempt).map(generateNumerical);
    case "logical":
      return generatedSeeds(LOGICAL_FAMILIES, seed, count, attempt).map(generateLogical);
    case "verbal":
      return verbalKeys(seed, count, attempt).flatMap((key) => generateVerbal(key) ?? []);
  }
}

/** Rebuilds one item from its id ("numerical:growth:1a2b3c4d"); null when the id is not one of ours. */
export function itemFromId(kind: AptitudeKind, id: string): AptitudeItem | null {
  const prefix = `${kind}:`;
  if (!id.startsWith(prefix)) return null;
  const seed = id.slice(prefix.length);
  if (kind === "verbal") return generateVerbal(seed);
  const family = seed.split(":")[0] ?? "";
  const known: readonly string[] = kind === "numerical" ? NUMERICAL_TEMPLATE_KEYS : LOGICAL_FAMILIES;
  if (!known.includes(family)) return null;
  return kind === "numerical" ? generateNumerical(seed) : generateLogical(seed);
}

export type GradedAnswer = { correct: boolean; answerIndex: number; chosenIndex: number | null };

/** An unanswered question (null, or out of range) counts as wrong, as it does on SHL-style tests. */
export function gradeAnswer(item: AptitudeItem, chosenIndex: number | null): GradedAnswer {
  const valid =
    chosenIndex !== null &&
    Number.isInteger(chosenIndex) &&
    chosenIndex >= 0 &&
    chosenIndex < item.options.length;
  return {
    correct: valid && chosenIndex === item.answerIndex,
    answerIndex: item.answerIndex,
    chosenIndex: valid ? chosenIndex : null,
  };
}

export function scoreTest(
  items: AptitudeItem[],
  answers: (number | null)[],
): { correct: number; total: number } {
  const correct = items.filter((item, i) => gradeAnswer(item, answers[i] ?? null).correct).length;
  return { correct, total: items.length };
}

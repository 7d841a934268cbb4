import {
  type AptitudeAnswerRecord,
  type AptitudeItem,
  type AptitudeKind,
  CT_SECTIONS,
  type LogicalLevel,
  type SectionScores,
} from "../../../../shared/assessments";
import { hexSeed, seededRandom } from "../../../platform/seeded-random";
import { CT_BANK } from "./critical-thinking-bank";
import { generateLogical } from "./logical";
import { ADAPTIVE_START_LEVEL, fixedLevels, generateLeveled, nextLevel } from "./logical-levels";
import { LOGICAL_FAMILIES } from "./logical-rules";
import { generateNumerical, NUMERICAL_TEMPLATE_KEYS } from "./numerical";
import { generateSituational, mostLeastKey, SJT_KEYS } from "./situational";
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
function bankSlice(keys: readonly string[], shuffleSeed: string, count: number, attempt: number): string[] {
  const order = seededRandom(shuffleSeed).shuffle(keys);
  const start = attempt * count;
  return Array.from(
    { length: Math.min(count, order.length) },
    (_, i) => order[(start + i) % order.length] ?? "",
  );
}

function verbalKeys(seed: string, count: number, attempt: number): string[] {
  return bankSlice(VERBAL_STATEMENT_KEYS, `verbal|${seed}`, count, attempt).sort(
    (a, b) => passageIndex(a) - passageIndex(b),
  );
}

/**
 * A critical thinking test takes the same number of statements from each of the five sections, in the
 * sections' standard order, each section's statements moving on through the bank from attempt to
 * attempt; statements on one passage stay together.
 */
function criticalThinkingKeys(seed: string, count: number, attempt: number): string[] {
  const share = Math.max(1, Math.floor(count / CT_SECTIONS.length));
  return CT_SECTIONS.flatMap((section) => {
    const keys = CT_BANK.keysBySection[section];
    const picked = bankSlice(keys, `critical_thinking|${seed}|${section}`, share, attempt);
    return picked.sort((a, b) => keys.indexOf(a) - keys.indexOf(b));
  });
}

const leveledSeed = (level: LogicalLevel, seed: string, attempt: number, i: number) =>
  `level${level}:${hexSeed(`${seed}|${attempt}|${i}`)}`;

/**
 * `generator` 1 is the logical test as first built (one rule or a simple pair per item); 2 climbs
 * through the three levels of harder items. Old attempts keep the generator they were made with.
 */
export function generateTest(
  kind: AptitudeKind,
  seed: string,
  count: number,
  attempt = 0,
  generator = 1,
): AptitudeItem[] {
  switch (kind) {
    case "numerical":
      return generatedSeeds(NUMERICAL_TEMPLATE_KEYS, seed, count, attempt).map(generateNumerical);
    case "logical":
      if (generator >= 2) {
        return fixedLevels(count).map((level, i) => generateLeveled(leveledSeed(level, seed, attempt, i)));
      }
      return generatedSeeds(LOGICAL_FAMILIES, seed, count, attempt).map(generateLogical);
    case "verbal":
      return verbalKeys(seed, count, attempt).flatMap((key) => generateVerbal(key) ?? []);
    case "situational":
      return bankSlice(SJT_KEYS, `situational|${seed}`, count, attempt).flatMap(
        (key) => generateSituational(key) ?? [],
      );
    case "critical_thinking":
      return criticalThinkingKeys(seed, count, attempt).flatMap((key) => CT_BANK.generate(key) ?? []);
    case "logical_adaptive":
      return adaptiveTest(seed, count, attempt, {}, true);
  }
}

/**
 * An adaptive test's items as far as the answers reach: each item's level follows from the answers
 * before it. While the test runs that is the items answered and the one to answer next; once it is
 * finished, the rest of the `count` too, the unanswered counting as wrong.
 */
export function adaptiveTest(
  seed: string,
  count: number,
  attempt: number,
  answers: Record<string, AptitudeAnswerRecord>,
  finished: boolean,
): AptitudeItem[] {
  const items: AptitudeItem[] = [];
  let level = ADAPTIVE_START_LEVEL;
  for (let i = 0; i < count; i++) {
    const item = generateLeveled(leveledSeed(level, seed, attempt, i));
    items.push(item);
    const answer = answers[item.id];
    if (!answer && !finished) break;
    level = nextLevel(level, creditOf(item, answer ?? null) === 1);
  }
  return items;
}

/** Rebuilds one item from its id ("numerical:growth:1a2b3c4d"); null when the id is not one of ours. */
export function itemFromId(kind: AptitudeKind, id: string): AptitudeItem | null {
  const itemKind = kind === "logical_adaptive" ? "logical" : kind;
  const prefix = `${itemKind}:`;
  if (!id.startsWith(prefix)) return null;
  const seed = id.slice(prefix.length);
  switch (itemKind) {
    case "verbal":
      return generateVerbal(seed);
    case "situational":
      return generateSituational(seed);
    case "critical_thinking":
      return CT_BANK.generate(seed);
    case "numerical":
      return NUMERICAL_TEMPLATE_KEYS.includes(seed.split(":")[0] ?? "") ? generateNumerical(seed) : null;
    case "logical": {
      if (/^level[123]:/.test(seed)) return generateLeveled(seed);
      const family = seed.split(":")[0] ?? "";
      return (LOGICAL_FAMILIES as readonly string[]).includes(family) ? generateLogical(seed) : null;
    }
  }
}

export type GradedAnswer = { correct: boolean; answerIndex: number; chosenIndex: number | null };

type SingleChoiceItem = Exclude<AptitudeItem, { kind: "situational" }>;

/** An unanswered question (null, or out of range) counts as wrong, as it does on SHL-style tests. */
export function gradeAnswer(item: SingleChoiceItem, chosenIndex: number | null): GradedAnswer {
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

/**
 * The share of one question's marks an answer earns, 0 to 1. A rated scenario earns, for each response,
 * a third less for each step the rating is from the key (so 4 against a key of 3 earns two thirds); a
 * most-least scenario earns half for the most effective response and half for the least.
 */
export function creditOf(item: AptitudeItem, answer: AptitudeAnswerRecord | null): number {
  if (!answer) return 0;
  if (item.kind !== "situational") return gradeAnswer(item, answer.choice ?? null).correct ? 1 : 0;
  if (item.format === "rate") {
    const ratings = answer.ratings;
    if (!ratings || ratings.length !== item.key.length) return 0;
    const each = item.key.map(
      (keyed, i) => Math.max(0, 3 - Math.abs((ratings[i] ?? 0) - keyed.effectiveness)) / 3,
    );
    return each.reduce((a, b) => a + b, 0) / each.length;
  }
  const key = mostLeastKey(item.key);
  if (!key) return 0;
  return (answer.most === key.most ? 0.5 : 0) + (answer.least === key.least ? 0.5 : 0);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a question's marks are broken down by: its section, competency or level. */
function sectionOf(item: AptitudeItem): string | null {
  if (item.kind === "critical_thinking") return item.section;
  if (item.kind === "situational") return item.competency;
  if (item.kind === "logical" && item.level) return `level${item.level}`;
  return null;
}

/**
 * The score in questions' worth, and by section. An adaptive test weighs each item by its level (a level
 * 3 item a whole mark, level 1 a third), so reaching the hard items counts, as it does on adaptive tests.
 */
export function scoreTest(
  kind: AptitudeKind,
  items: readonly AptitudeItem[],
  answers: (AptitudeAnswerRecord | null)[],
): { correct: number; total: number; sections: SectionScores | null } {
  const sections: SectionScores = {};
  let correct = 0;
  items.forEach((item, i) => {
    const credit = creditOf(item, answers[i] ?? null);
    const weight = kind === "logical_adaptive" && item.kind === "logical" ? (item.level ?? 3) / 3 : 1;
    correct += credit * weight;
    const section = sectionOf(item);
    if (section) {
      const marks = sections[section] ?? { score: 0, total: 0 };
      sections[section] = { score: round2(marks.score + credit), total: marks.total + 1 };
    }
  });
  return {
    correct: round2(correct),
    total: items.length,
    sections: Object.keys(sections).length ? sections : null,
  };
}

import calculateScore from "@bigfive-org/score";
import {
  ANSWER_VALUES,
  type AnswerValue,
  DOMAINS,
  FACET_IDS,
  facetName,
  type PersonalityResult,
  type TraitLevel,
} from "../../../../shared/personality";
import { HttpError } from "../../../http/errors";
import { itemScore, PERSONALITY_ITEMS, type PersonalityItem } from "./items";

// Scoring follows @bigfive-org/score (MIT), the published scoring for this inventory: sum the item
// scores per domain and facet, and call a mean answer above 3 high and below 3 low.

/** A result from part of the questionnaire would not be comparable with later ones, so it is refused. */
export class PersonalityAnswersError extends HttpError {
  constructor(
    message: string,
    readonly missing: readonly string[],
    readonly invalid: readonly string[],
  ) {
    super(400, missing.length > 0 ? "incomplete_answers" : "invalid_answers", message);
  }
}

const isAnswerValue = (value: unknown): value is AnswerValue =>
  (ANSWER_VALUES as readonly unknown[]).includes(value);
const isLevel = (value: string): value is TraitLevel =>
  value === "low" || value === "neutral" || value === "high";

/** The answers in item order, or a refusal naming the unanswered and unreadable items. */
function answersInItemOrder(
  answers: Readonly<Record<string, unknown>>,
): { item: PersonalityItem; answer: AnswerValue }[] {
  const known = new Set(PERSONALITY_ITEMS.map((item) => item.id));
  const missing = PERSONALITY_ITEMS.filter((item) => answers[item.id] === undefined).map((item) => item.id);
  const invalid = Object.entries(answers)
    .filter(([id, value]) => !known.has(id) || !isAnswerValue(value))
    .map(([id]) => id);
  if (missing.length > 0) {
    throw new PersonalityAnswersError(
      `Please answer every statement: ${missing.length} of ${PERSONALITY_ITEMS.length} are unanswered.`,
      missing,
      invalid,
    );
  }
  if (invalid.length > 0) {
    throw new PersonalityAnswersError("Some answers could not be read. Please try again.", missing, invalid);
  }
  return PERSONALITY_ITEMS.flatMap((item) => {
    const answer = answers[item.id];
    return isAnswerValue(answer) ? [{ item, answer }] : [];
  });
}

/** 0 at the lowest possible sum (every item scoring 1), 100 at the highest (every item scoring 5). */
function percentOfRange(score: number, count: number): number {
  return Math.round(((score - count) / (4 * count)) * 100);
}

function level(result: string | undefined): TraitLevel {
  if (result === undefined || !isLevel(result)) throw new Error(`Unexpected trait level ${result}`);
  return result;
}

/**
 * Takes answers keyed by item id (PersonalityAnswers); the parameter is wider because stored or posted
 * answers are checked here again before they can become a result.
 */
export function scorePersonality(answers: Readonly<Record<string, unknown>>): PersonalityResult {
  const scored = calculateScore({
    answers: answersInItemOrder(answers).map(({ item, answer }) => ({
      domain: item.domain,
      facet: String(item.facet),
      score: itemScore(item.id, answer),
    })),
  });

  return {
    domains: DOMAINS.map(({ id, name }) => {
      const domain = scored[id];
      if (!domain) throw new Error(`No score for domain ${id}`);
      return {
        id,
        name,
        score: domain.score,
        max: 5 * domain.count,
        percent: percentOfRange(domain.score, domain.count),
        level: level(domain.result),
        facets: FACET_IDS.map((facetId) => {
          const facet = domain.facet[String(facetId)];
          if (!facet) throw new Error(`No score for facet ${id}${facetId}`);
          return {
            id: facetId,
            name: facetName(id, facetId),
            score: facet.score,
            max: 5 * facet.count,
            percent: percentOfRange(facet.score, facet.count),
            level: level(facet.result),
          };
        }),
      };
    }),
  };
}

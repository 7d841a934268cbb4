import { getItems, type Question } from "@bigfive-org/questions";
import {
  ANSWER_SCALE,
  type AnswerValue,
  DOMAIN_IDS,
  type DomainId,
  FACET_IDS,
  type FacetId,
  ITEMS_PER_PAGE,
  PERSONALITY_ITEM_COUNT,
} from "../../../../shared/personality";

// The 120 English statements of Johnson's IPIP-NEO from @bigfive-org/questions (MIT), in the package's
// own order, which interleaves the five domains so that no page dwells on one trait.

export type Keyed = "plus" | "minus";

export type PersonalityItem = {
  id: string;
  text: string;
  domain: DomainId;
  facet: FacetId;
  /** "minus" items describe the opposite of the trait, so their scores run 5 to 1. */
  keyed: Keyed;
};

const isDomain = (value: string): value is DomainId => (DOMAIN_IDS as readonly string[]).includes(value);
const isFacet = (value: number): value is FacetId => (FACET_IDS as readonly number[]).includes(value);
const isKeyed = (value: string): value is Keyed => value === "plus" || value === "minus";

/**
 * A package upgrade that changed the inventory would silently change every member's result, so the
 * data is checked once when the module loads rather than trusted.
 */
function toItem(question: Question): PersonalityItem {
  const { id, text, domain, facet, keyed } = question;
  if (!isDomain(domain) || !isFacet(facet) || !isKeyed(keyed)) {
    throw new Error(`Unexpected personality item ${id}: ${domain}${facet} ${keyed}`);
  }
  return { id, text, domain, facet, keyed };
}

/** The score each answer value earns, read from the package's own choices for the item's keying. */
function choiceScores(question: Question): readonly number[] {
  return ANSWER_SCALE.map(({ value, label }) => {
    const choice = question.choices[value - 1];
    // Our labels are the package's in sentence case; a reordered scale must not go unnoticed.
    if (!choice || choice.text.toLowerCase() !== label.toLowerCase()) {
      throw new Error(`Personality item ${question.id} has an unexpected answer scale`);
    }
    return choice.score;
  });
}

const questions = getItems("en");
if (questions.length !== PERSONALITY_ITEM_COUNT) {
  throw new Error(`Expected ${PERSONALITY_ITEM_COUNT} personality items, found ${questions.length}`);
}

export const PERSONALITY_ITEMS: readonly PersonalityItem[] = questions.map(toItem);

const SCORES_BY_ITEM: ReadonlyMap<string, readonly number[]> = new Map(
  questions.map((question) => [question.id, choiceScores(question)]),
);

/** The item's score for an answer: the answer itself for plus-keyed items, reversed for minus-keyed. */
export function itemScore(itemId: string, answer: AnswerValue): number {
  const score = SCORES_BY_ITEM.get(itemId)?.[answer - 1];
  if (score === undefined) throw new Error(`Unknown personality item ${itemId}`);
  return score;
}

/** Pages are numbered from 1; a page past the end is empty so the caller decides what that means. */
export function itemPage(page: number): PersonalityItem[] {
  if (!Number.isInteger(page) || page < 1) return [];
  const start = (page - 1) * ITEMS_PER_PAGE;
  return PERSONALITY_ITEMS.slice(start, start + ITEMS_PER_PAGE);
}

// The personality questionnaire: Johnson's 120-item IPIP-NEO as published in @bigfive-org/questions,
// shared by the server's scoring and the screens that ask the questions and show the result.

export const PERSONALITY_ITEM_COUNT = 120;
export const ITEMS_PER_PAGE = 10;
export const PERSONALITY_PAGE_COUNT = Math.ceil(PERSONALITY_ITEM_COUNT / ITEMS_PER_PAGE);

/**
 * What the member picks for each statement, always in this order. The value is the position on the
 * scale, not the score: a minus-keyed statement is reversed when it is scored, never on screen.
 */
export const ANSWER_SCALE = [
  { value: 1, label: "Very inaccurate" },
  { value: 2, label: "Moderately inaccurate" },
  { value: 3, label: "Neither accurate nor inaccurate" },
  { value: 4, label: "Moderately accurate" },
  { value: 5, label: "Very accurate" },
] as const;
export type AnswerValue = (typeof ANSWER_SCALE)[number]["value"];
export const ANSWER_VALUES: readonly AnswerValue[] = ANSWER_SCALE.map((choice) => choice.value);

/** Answers keyed by item id. */
export type PersonalityAnswers = Record<string, AnswerValue>;

export const DOMAINS = [
  { id: "N", name: "Neuroticism" },
  { id: "E", name: "Extraversion" },
  { id: "O", name: "Openness" },
  { id: "A", name: "Agreeableness" },
  { id: "C", name: "Conscientiousness" },
] as const;
export type DomainId = (typeof DOMAINS)[number]["id"];
export const DOMAIN_IDS: readonly DomainId[] = DOMAINS.map((domain) => domain.id);

export const FACETS_PER_DOMAIN = 6;
export type FacetId = 1 | 2 | 3 | 4 | 5 | 6;
export const FACET_IDS: readonly FacetId[] = [1, 2, 3, 4, 5, 6];

/**
 * Johnson's IPIP-NEO facet labels, in the order of the questions package's facet numbers 1 to 6 (the
 * package carries only the numbers; these are the inventory's published labels).
 */
export const FACET_NAMES: Record<DomainId, readonly [string, string, string, string, string, string]> = {
  N: ["Anxiety", "Anger", "Depression", "Self-consciousness", "Immoderation", "Vulnerability"],
  E: [
    "Friendliness",
    "Gregariousness",
    "Assertiveness",
    "Activity level",
    "Excitement-seeking",
    "Cheerfulness",
  ],
  O: ["Imagination", "Artistic interests", "Emotionality", "Adventurousness", "Intellect", "Liberalism"],
  A: ["Trust", "Morality", "Altruism", "Cooperation", "Modesty", "Sympathy"],
  C: [
    "Self-efficacy",
    "Orderliness",
    "Dutifulness",
    "Achievement-striving",
    "Self-discipline",
    "Cautiousness",
  ],
};

export function facetName(domain: DomainId, facet: FacetId): string {
  return FACET_NAMES[domain][facet - 1] ?? `Facet ${facet}`;
}

/** Each domain has 24 statements and each facet 4, scored 1 to 5. */
export const ITEMS_PER_DOMAIN = PERSONALITY_ITEM_COUNT / DOMAINS.length;
export const ITEMS_PER_FACET = ITEMS_PER_DOMAIN / FACETS_PER_DOMAIN;

/** Mean answer below 3 is low, above 3 high, exactly 3 neutral (the scoring package's rule). */
export type TraitLevel = "low" | "neutral" | "high";

export type FacetResult = {
  id: FacetId;
  name: string;
  /** Raw sum of the facet's four item scores (4 to 20). */
  score: number;
  max: number;
  /** Where the score sits between the lowest and highest possible sums, 0 to 100. */
  percent: number;
  level: TraitLevel;
};

export type DomainResult = {
  id: DomainId;
  name: string;
  /** Raw sum of the domain's 24 item scores (24 to 120). */
  score: number;
  max: number;
  percent: number;
  level: TraitLevel;
  facets: FacetResult[];
};

export type PersonalityResult = { domains: DomainResult[] };

export function domainName(id: DomainId): string {
  return DOMAINS.find((domain) => domain.id === id)?.name ?? id;
}

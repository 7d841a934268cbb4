import type { PersonaId, QuestionCategory, QuestionType } from "../../../shared/interview";
import type { Random } from "../seeded-random";

// How each interview type and persona spreads its questions over the bank's categories. A graduate
// recruiter's video screen is mostly competency and motivation; the private equity associate leans on
// valuation and LBOs; the tough MD likes markets and brainteasers.

type Weights = Partial<Record<QuestionCategory, number>>;

const TECHNICAL: Record<PersonaId, Weights> = {
  "graduate-recruiter": { accounting: 2, valuation: 1, markets: 2, brainteaser: 1 },
  "friendly-analyst": { accounting: 2, valuation: 2, markets: 1, brainteaser: 1 },
  "tough-managing-director": { accounting: 1, valuation: 2, markets: 2, brainteaser: 1 },
  "private-equity-associate": { accounting: 2, valuation: 4, markets: 0.5, brainteaser: 0.5 },
};

const MIXED: Record<PersonaId, Weights> = {
  "graduate-recruiter": { behavioural: 3, motivational: 2, accounting: 0.5, markets: 0.5, brainteaser: 0.25 },
  "friendly-analyst": {
    behavioural: 2,
    motivational: 2,
    accounting: 0.75,
    valuation: 0.75,
    markets: 0.5,
    brainteaser: 0.5,
  },
  "tough-managing-director": {
    behavioural: 2,
    motivational: 2,
    accounting: 0.5,
    valuation: 0.75,
    markets: 0.75,
    brainteaser: 0.5,
  },
  "private-equity-associate": {
    behavioural: 1,
    motivational: 1,
    accounting: 1,
    valuation: 2.5,
    markets: 0.25,
    brainteaser: 0.25,
  },
};

const only = (category: QuestionCategory): Record<PersonaId, Weights> => ({
  "graduate-recruiter": { [category]: 1 },
  "friendly-analyst": { [category]: 1 },
  "tough-managing-director": { [category]: 1 },
  "private-equity-associate": { [category]: 1 },
});

export const TYPE_WEIGHTS: Record<QuestionType, Record<PersonaId, Weights>> = {
  Behavioural: only("behavioural"),
  Motivational: only("motivational"),
  Technical: TECHNICAL,
  Mixed: MIXED,
};

/** An interview's order: why you, then your stories, then the technical questions. */
export const CATEGORY_ORDER: readonly QuestionCategory[] = [
  "motivational",
  "behavioural",
  "accounting",
  "valuation",
  "markets",
  "brainteaser",
];

/** Places per category by largest remainder, ties broken by the seed, so `count` is always met. */
export function categoryQuotas(
  weights: Weights,
  count: number,
  random: Random,
): [QuestionCategory, number][] {
  const entries = random.shuffle(
    Object.entries(weights).filter((entry): entry is [QuestionCategory, number] => (entry[1] ?? 0) > 0),
  );
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  if (!total || count <= 0) return [];
  const exact = entries.map(([category, weight]) => ({ category, share: (count * weight) / total }));
  const quotas = exact.map((entry) => ({ ...entry, quota: Math.floor(entry.share) }));
  let left = count - quotas.reduce((sum, entry) => sum + entry.quota, 0);
  for (const entry of [...quotas].sort((a, b) => b.share - b.quota - (a.share - a.quota))) {
    if (left <= 0) break;
    entry.quota += 1;
    left -= 1;
  }
  return quotas.filter((entry) => entry.quota > 0).map((entry) => [entry.category, entry.quota]);
}

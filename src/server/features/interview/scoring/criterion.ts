import { type CriterionScore, RUBRIC_CRITERIA, type RubricCriterion } from "../../../../shared/interview";

// Each criterion is first judged on a continuous 1-5 scale (so the overall score can tell two "3"
// answers apart), then shown to the member as a whole number with its reason.

export type Judgement = { raw: number; why: string };

export function clampScore(raw: number): number {
  return Math.min(5, Math.max(1, Number.isFinite(raw) ? raw : 1));
}

export function toCriterion(id: RubricCriterion, judgement: Judgement | null): CriterionScore {
  const label = RUBRIC_CRITERIA.find((criterion) => criterion.id === id)?.label ?? id;
  if (!judgement) return { id, label, score: null, why: "Not scored for this kind of question." };
  return { id, label, score: Math.round(clampScore(judgement.raw)), why: judgement.why };
}

/** "a, b and c" for the reasons the feedback gives. */
export function listOf(items: readonly string[], max = 4): string {
  const shown = items.slice(0, max).map((item) => item.replace(/\.$/, ""));
  if (shown.length <= 1) return shown[0] ?? "";
  return `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

/** "1 figure", "3 figures". */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}

/** Key points as a readable list: they often contain commas themselves, so semicolons separate them. */
export function pointList(points: readonly string[], max = 3): string {
  // "Income statement: …" reads as "income statement: …" mid-sentence, but "EBITDA" keeps its capitals.
  const lower = (point: string) =>
    /^\p{Lu}(\p{Ll}| \p{Ll})/u.test(point) ? point.charAt(0).toLowerCase() + point.slice(1) : point;
  return points
    .slice(0, max)
    .map((point) => lower(point.replace(/\.$/, "")))
    .join("; ");
}

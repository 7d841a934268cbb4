import type { KeywordSignal } from "../../../../shared/interview";
import { type AnswerText, readTokens } from "./answer-text";
import { counted, type Judgement, pointList } from "./criterion";
import { findPhrase } from "./phrases";

// Which of the question's key points the answer covers. A key point with keywords is covered when the
// answer uses any of them (or shows the signal a group names, such as "@result"); one without keywords
// is covered when the answer uses at least half of its content words. Relevance blends that coverage
// with how many of the question's own words come back in the answer, so an answer to a different
// question is caught even when the key points are broad.

export type Signals = Record<KeywordSignal, boolean>;
export type CoverageQuestion = { text: string; keyPoints: string[]; keywords?: string[][] };

export type Coverage = {
  covered: boolean[];
  /** Where each covered point is first met, 0 (start) to 1 (end); null when missing or met by a signal. */
  firstAt: (number | null)[];
  fraction: number;
  /** Distinct keywords (not signals) the answer used. */
  termsUsed: number;
  /** Share of the question's content words found in the answer. */
  questionOverlap: number;
};

// Words of a question that say how to answer, not what about.
const QUESTION_FRAME = new Set(
  "tell time describe give example would happen explain walk through think know talk someone something thing way".split(
    " ",
  ),
);

function contentWords(text: string): string[] {
  const words = readTokens(text)
    .filter((token) => token.type === "word" && !token.stop && token.normal.length > 2)
    .map((token) => token.lemma)
    .filter((lemma) => !QUESTION_FRAME.has(lemma));
  return [...new Set(words)];
}

export function coverKeyPoints(question: CoverageQuestion, answer: AnswerText, signals: Signals): Coverage {
  const length = Math.max(1, answer.tokens.length);
  const terms = new Set<string>();
  const firstAt: (number | null)[] = [];
  const covered = question.keyPoints.map((keyPoint, index) => {
    const group = question.keywords?.[index];
    if (!group) {
      const words = contentWords(keyPoint);
      const found = words.map((word) => findPhrase(answer, word)).filter((at) => at >= 0);
      firstAt.push(found.length ? Math.min(...found) / length : null);
      return words.length > 0 && found.length >= Math.min(3, Math.ceil(words.length / 2));
    }
    let first: number | null = null;
    let hit = false;
    for (const keyword of group) {
      if (keyword.startsWith("@")) {
        hit ||= signals[keyword as KeywordSignal] ?? false;
        continue;
      }
      const at = findPhrase(answer, keyword);
      if (at < 0) continue;
      hit = true;
      terms.add(keyword);
      first = first === null ? at : Math.min(first, at);
    }
    firstAt.push(first === null ? null : first / length);
    return hit;
  });
  const words = contentWords(question.text);
  const overlap = words.length
    ? words.filter((word) => findPhrase(answer, word) >= 0).length / words.length
    : 0;
  const fraction = covered.length ? covered.filter(Boolean).length / covered.length : 0;
  return { covered, firstAt, fraction, termsUsed: terms.size, questionOverlap: overlap };
}

/**
 * Relevance; for a technical question the accuracy criterion lists the points, so this one does not.
 * `listed` says which points the feedback shows as covered when its verdicts differ from the coverage
 * the score reads: the reason names the same points the list does.
 */
export function judgeRelevance(
  coverage: Coverage,
  keyPoints: string[],
  technical: boolean,
  listed: readonly boolean[] = coverage.covered,
): Judgement {
  const overlap = Math.min(1, coverage.questionOverlap * 1.5);
  const raw = 1 + 4 * (0.8 * coverage.fraction + 0.2 * overlap);
  const missing = keyPoints.filter((_, i) => !listed[i]);
  const head = `Covers ${keyPoints.length - missing.length} of ${counted(keyPoints.length, "key point")}.`;
  const onQuestion =
    overlap >= 0.5 || coverage.fraction >= 0.5
      ? ""
      : " Use the question's own terms so the interviewer hears you answering it.";
  if (!missing.length) return { raw, why: `${head} Everything a strong answer needs is there.${onQuestion}` };
  if (technical) return { raw, why: `${head}${onQuestion || " Stays on the question."}` };
  return { raw, why: `${head} To make it stronger, add: ${pointList(missing)}.${onQuestion}` };
}

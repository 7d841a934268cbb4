import { describe, expect, test } from "vitest";
import type { AnswerValue, DomainId, PersonalityResult } from "../../../../shared/personality";
import { PERSONALITY_ITEMS, type PersonalityItem } from "./items";
import { PersonalityAnswersError, scorePersonality } from "./score";

// Expected sums are counted by hand from the item list: per domain, N has 17 plus-keyed items of 24,
// E 18, O 12, A 7, C 11; a plus item scores its answer and a minus item scores 6 minus its answer.

function answerAll(pick: (item: PersonalityItem) => AnswerValue): Record<string, AnswerValue> {
  return Object.fromEntries(PERSONALITY_ITEMS.map((item) => [item.id, pick(item)]));
}

function domain(result: PersonalityResult, id: DomainId) {
  const found = result.domains.find((d) => d.id === id);
  if (!found) throw new Error(`no domain ${id}`);
  return found;
}

const sums = (result: PersonalityResult) => Object.fromEntries(result.domains.map((d) => [d.id, d.score]));
const levels = (result: PersonalityResult) => Object.fromEntries(result.domains.map((d) => [d.id, d.level]));

describe("scorePersonality", () => {
  test("agreeing fully with every trait-describing statement gives every domain and facet its maximum", () => {
    const result = scorePersonality(answerAll((item) => (item.keyed === "plus" ? 5 : 1)));
    expect(result.domains.map((d) => d.id)).toEqual(["N", "E", "O", "A", "C"]);
    for (const d of result.domains) {
      expect(d).toMatchObject({ score: 120, max: 120, percent: 100, level: "high" });
      expect(d.facets).toHaveLength(6);
      for (const f of d.facets) expect(f).toMatchObject({ score: 20, max: 20, percent: 100, level: "high" });
    }
  });

  test("the opposite pattern gives every domain its minimum of 24", () => {
    const result = scorePersonality(answerAll((item) => (item.keyed === "plus" ? 1 : 5)));
    for (const d of result.domains) expect(d).toMatchObject({ score: 24, percent: 0, level: "low" });
  });

  test("all neutral answers give 72 per domain, 12 per facet and a neutral level", () => {
    const result = scorePersonality(answerAll(() => 3));
    for (const d of result.domains) {
      expect(d).toMatchObject({ score: 72, max: 120, percent: 50, level: "neutral" });
      for (const f of d.facets) expect(f).toMatchObject({ score: 12, percent: 50, level: "neutral" });
    }
  });

  test("answering Very accurate to everything: N 17×5+7 = 92, E 96, O 72, A 52, C 68", () => {
    const result = scorePersonality(answerAll(() => 5));
    expect(sums(result)).toEqual({ N: 92, E: 96, O: 72, A: 52, C: 68 });
    expect(levels(result)).toEqual({ N: "high", E: "high", O: "neutral", A: "low", C: "low" });
    expect(domain(result, "N").percent).toBe(71); // (92 - 24) / 96
    // Immoderation has one plus and three minus items; Morality and Cautiousness are all minus.
    expect(domain(result, "N").facets[4]).toMatchObject({ name: "Immoderation", score: 8, level: "low" });
    expect(domain(result, "A").facets[1]).toMatchObject({ name: "Morality", score: 4, percent: 0 });
    expect(domain(result, "C").facets[0]).toMatchObject({ name: "Self-efficacy", score: 20 });
    expect(domain(result, "C").facets[5]).toMatchObject({ name: "Cautiousness", score: 4 });
  });

  test("answering Moderately accurate to everything: N 17×4+7×2 = 82, E 84, O 72, A 62, C 70", () => {
    expect(sums(scorePersonality(answerAll(() => 4)))).toEqual({ N: 82, E: 84, O: 72, A: 62, C: 70 });
  });

  test("a different answer per domain: N and E at the top, A at the bottom, O and C neutral", () => {
    const towardsTrait = (item: PersonalityItem): AnswerValue => (item.keyed === "plus" ? 5 : 1);
    const awayFromTrait = (item: PersonalityItem): AnswerValue => (item.keyed === "plus" ? 1 : 5);
    const result = scorePersonality(
      answerAll((item) =>
        item.domain === "N" || item.domain === "E"
          ? towardsTrait(item)
          : item.domain === "A"
            ? awayFromTrait(item)
            : 3,
      ),
    );
    expect(sums(result)).toEqual({ N: 120, E: 120, O: 72, A: 24, C: 72 });
    expect(result.domains.map((d) => d.percent)).toEqual([100, 100, 50, 0, 50]);
    expect(levels(result)).toEqual({ N: "high", E: "high", O: "neutral", A: "low", C: "neutral" });
  });

  test("refuses an unfinished questionnaire and names what is missing", () => {
    const answers: Record<string, AnswerValue> = answerAll(() => 3);
    const skipped = PERSONALITY_ITEMS[57]?.id ?? "";
    delete answers[skipped];
    const error = (() => {
      try {
        scorePersonality(answers);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(PersonalityAnswersError);
    expect(error).toMatchObject({ status: 400, code: "incomplete_answers", missing: [skipped] });
    expect(() => scorePersonality({})).toThrow(PersonalityAnswersError);
  });

  test("refuses answers outside the scale and ids that are not items", () => {
    const first = PERSONALITY_ITEMS[0]?.id ?? "";
    expect(() => scorePersonality({ ...answerAll(() => 3), [first]: 6 })).toThrow(
      expect.objectContaining({ code: "invalid_answers", invalid: [first] }),
    );
    expect(() => scorePersonality({ ...answerAll(() => 3), [first]: "3" })).toThrow(PersonalityAnswersError);
    expect(() => scorePersonality({ ...answerAll(() => 3), extra: 3 })).toThrow(
      expect.objectContaining({ code: "invalid_answers", invalid: ["extra"] }),
    );
  });
});

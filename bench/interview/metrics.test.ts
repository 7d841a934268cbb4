import { describe, expect, test } from "vitest";
import { claimCheck, misorderedPairs, overlaps, pairOrdering, type Scored, tokenOverlap } from "./metrics";

const item = (
  question: string,
  label: Scored["label"],
  score: number,
  id = `${question}-${label}-${score}`,
) => ({
  id,
  question,
  label,
  score,
});

describe("pairOrdering", () => {
  test("counts only pairs on the same question with different labels", () => {
    const result = pairOrdering([
      item("q1", "strong", 4.5),
      item("q1", "strong", 4.0),
      item("q1", "weak", 2.0),
      item("q2", "weak", 4.9),
    ]);
    // q1: strong-weak twice; strong-strong does not count; nothing pairs across questions.
    expect(result).toEqual({ pairs: 2, correct: 2, ties: 0, wrong: 0, share: 1 });
  });

  test("a tie or a reversal is not correct", () => {
    const result = pairOrdering([item("q", "strong", 3), item("q", "average", 3), item("q", "weak", 3.5)]);
    // strong-average tie, strong-weak wrong, average-weak wrong.
    expect(result).toEqual({ pairs: 3, correct: 0, ties: 1, wrong: 2, share: 0 });
  });

  test("orders labels weak < average < strong whichever comes first in the list", () => {
    const result = pairOrdering([item("q", "weak", 1), item("q", "average", 2), item("q", "strong", 3)]);
    expect(result.share).toBe(1);
    const reversed = pairOrdering([item("q", "weak", 3), item("q", "average", 2), item("q", "strong", 1)]);
    expect(reversed.share).toBe(0);
    expect(pairOrdering([]).share).toBeNaN();
  });
});

describe("misorderedPairs", () => {
  test("lists each wrong or tied pair with the better-labelled answer first", () => {
    const pairs = misorderedPairs([
      item("q", "weak", 3, "w"),
      item("q", "strong", 3, "s"),
      item("q", "average", 4, "a"),
    ]);
    expect(pairs.map(([better, worse]) => `${better.id}>${worse.id}`)).toEqual(["s>w", "s>a"]);
  });
});

describe("overlaps", () => {
  const answer = "Net income falls by 10. Cash goes down by ten because it's an expense, and PP&E falls.";
  test("evidence in the quote's sentence that touches it overlaps; another sentence does not", () => {
    expect(overlaps(answer, "Cash goes down by ten", "Cash goes down by ten because it's an expense")).toBe(
      true,
    );
    expect(overlaps(answer, "PP&E falls", "Cash goes down by ten because it's an expense")).toBe(false);
    expect(overlaps(answer, "Net income falls by 10", "Cash goes down by ten")).toBe(false);
  });

  test("or shares at least 60% of the words of the longer of the two", () => {
    expect(tokenOverlap("cash goes down by ten", "cash goes down by ten pounds")).toBeCloseTo(5 / 6);
    expect(overlaps("x", "cash goes down by ten", "cash goes down by ten pounds")).toBe(true);
    expect(overlaps(answer, answer, "Net income falls by 10")).toBe(false);
  });

  test("a decimal point or a sum in pounds does not end the quote's sentence", () => {
    const priced = "The fee drops to £4.25 per trade, so volume rises by 2.5 times.";
    expect(overlaps(priced, "The fee drops to £4.25 per trade, so volume rises", "rises by 2.5 times")).toBe(
      true,
    );
    const angle = "The hands sit 52.5 degrees apart at that time. Later they overlap.";
    expect(overlaps(angle, "The hands sit 52.5 degrees apart", "apart at that time")).toBe(true);
    expect(overlaps(angle, "Later they overlap", "apart at that time")).toBe(false);
  });

  test("a bare figure as evidence does not rest on a longer quote that merely contains it", () => {
    const cars = "Roughly 40 taxis work the night shift in the town centre.";
    expect(overlaps(cars, "40", "Roughly 40 taxis work the night shift")).toBe(false);
    expect(overlaps(cars, "40 taxis", "Roughly 40 taxis work the night shift")).toBe(false);
    expect(overlaps(cars, "40", "40 taxis")).toBe(true);
    expect(overlaps(cars, "Roughly 40 taxis work", "Roughly 40 taxis work the night shift")).toBe(true);
  });
});

describe("claimCheck", () => {
  test("names a wrong claim only from a wrong verdict resting on it, and credits paraphrases from covered ones", () => {
    const answer = "EBITDA is earnings after interest. It lets you compare firms however they are funded.";
    const check = claimCheck([
      {
        answer,
        wrongClaims: [{ quote: "EBITDA is earnings after interest" }],
        paraphrases: [
          { quote: "compare firms however they are funded" },
          { quote: "EBITDA is earnings after interest" },
        ],
        claims: [
          { point: "a", status: "wrong", evidence: "EBITDA is earnings after interest", correction: "c" },
          {
            point: "b",
            status: "covered",
            evidence: "It lets you compare firms however they are funded",
            correction: null,
          },
        ],
      },
    ]);
    expect(check).toMatchObject({ wrongClaims: 1, named: 1, listedCovered: 0, paraphrases: 2, credited: 1 });
  });

  test("names every wrong sentence a wrong verdict quotes, not only its evidence", () => {
    const answer = "EBITDA is earnings after interest. It ignores capex. Basically it comes after tax too.";
    const wrong = {
      point: "a",
      status: "wrong" as const,
      evidence: "EBITDA is earnings after interest",
      correction: "c",
    };
    const labelled = {
      answer,
      wrongClaims: [{ quote: "EBITDA is earnings after interest" }, { quote: "it comes after tax too" }],
    };
    expect(claimCheck([{ ...labelled, claims: [wrong] }])).toMatchObject({ wrongClaims: 2, named: 1 });
    const both = claimCheck([{ ...labelled, claims: [{ ...wrong, alsoWrong: ["it comes after tax too"] }] }]);
    expect(both).toMatchObject({ wrongClaims: 2, named: 2, listedCovered: 0 });
    expect(both.misses).toEqual([]);
  });

  test("credits a paraphrase kept in a covered verdict's alsoSaid, never one kept beside a wrong verdict", () => {
    const answer = "It lets you compare firms. Basically it ignores how the business is funded.";
    const paraphrases = [{ quote: "it ignores how the business is funded" }];
    const covered = {
      point: "b",
      status: "covered" as const,
      evidence: "It lets you compare firms",
      correction: null,
    };
    expect(claimCheck([{ answer, paraphrases, claims: [covered] }]).credited).toBe(0);
    const kept = { ...covered, alsoSaid: ["Basically it ignores how the business is funded"] };
    expect(claimCheck([{ answer, paraphrases, claims: [kept] }]).credited).toBe(1);
    const wrongPoint = { ...kept, status: "wrong" as const, correction: "c" };
    expect(claimCheck([{ answer, paraphrases, claims: [wrongPoint] }]).credited).toBe(0);
  });

  test("a wrong claim kept in a covered verdict's alsoSaid is listed as covered", () => {
    const answer = "EBITDA is before interest. EBITDA is after tax.";
    const check = claimCheck([
      {
        answer,
        wrongClaims: [{ quote: "EBITDA is after tax" }],
        claims: [
          {
            point: "a",
            status: "covered",
            evidence: "EBITDA is before interest",
            correction: null,
            alsoSaid: ["EBITDA is after tax"],
          },
        ],
      },
    ]);
    expect(check).toMatchObject({ wrongClaims: 1, named: 0, listedCovered: 1 });
  });
});

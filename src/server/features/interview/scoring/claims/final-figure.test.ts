import { describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { bankStatuses } from "./bank-claims.fixtures";
import { answerPoint } from "./final-figure";

// A puzzle's final count said as another count, a figure given per one of a thing the point fixes per
// one, and parity said the other way round: each is wrong however it is phrased, and the right figure
// (or the converse of the rule) is still credited.

const pointOf = (id: string) => {
  const question = QUESTION_BANK.find((q) => q.id === id);
  if (!question?.claims) throw new Error(`no claims for ${id}`);
  return answerPoint(question.keyPoints, question.claims)?.index ?? null;
};

describe("the point a puzzle's final count belongs to", () => {
  test("is the point that says it is the answer, else the last point with a figure", () => {
    expect(pointOf("sum-one-to-hundred")).toBe(2);
    expect(pointOf("right-angles-clock")).toBe(3);
    expect(pointOf("hundred-lockers")).toBe(3);
  });

  test("is none when the answer is a price or a fraction, not a count", () => {
    expect(pointOf("bat-and-ball")).toBeNull();
    expect(pointOf("clock-angle-315")).toBeNull();
    expect(pointOf("three-coin-flips")).toBeNull();
  });
});

describe("a final count other than the answer", () => {
  test("is wrong in words or digits after 'so', 'it'd be', 'I'd say' or alone", () => {
    expect(bankStatuses("sum-one-to-hundred", "You pair them up. So I'd say five thousand.")[2]).toBe(
      "wrong",
    );
    expect(bankStatuses("right-angles-clock", "Twice an hour, less a few. So it'd be forty-six.")[3]).toBe(
      "wrong",
    );
    expect(bankStatuses("hundred-lockers", "Everyone toggles a lot. So forty.")[3]).toBe("wrong");
    expect(bankStatuses("twenty-five-horses", "Race them in heats. I'd say eight races.")[3]).toBe("wrong");
  });

  test("is no wrong answer beside the right one, as a step of a sum, or with another unit", () => {
    expect(bankStatuses("right-angles-clock", "Naively it's forty-eight, but it's forty-four.")[3]).toBe(
      "covered",
    );
    expect(bankStatuses("sum-one-to-hundred", "So it's fifty times a hundred and one, so 5,050.")[2]).toBe(
      "covered",
    );
    expect(bankStatuses("clock-overlaps", "There are 24 hours in a day, so it's 22 times.")[2]).toBe(
      "covered",
    );
    expect(bankStatuses("sum-one-to-hundred", "Pair them up, it's not 5,000.")[2]).not.toBe("wrong");
  });
});

describe("a figure per one of the point's thing", () => {
  test("other than the point's is wrong, before or after 'each'", () => {
    expect(bankStatuses("sum-one-to-hundred", "You get fifty pairs that each add to a hundred.")[0]).toBe(
      "wrong",
    );
    expect(bankStatuses("sum-one-to-hundred", "Every pair is worth a hundred.")[0]).toBe("wrong");
  });

  test("the point's own figure is credited", () => {
    expect(bankStatuses("sum-one-to-hundred", "Every pair is worth a hundred and one.")[0]).toBe("covered");
  });
});

describe("parity said the other way round", () => {
  test("an even number of factors for squares is wrong", () => {
    expect(
      bankStatuses(
        "hundred-lockers",
        "Perfect squares are the only numbers with an even number of factors.",
      )[2],
    ).toBe("wrong");
  });

  test("its converse, even and shut, is not", () => {
    const said = bankStatuses(
      "hundred-lockers",
      "Most lockers are toggled an even number of times and end up shut; perfect squares have an odd number of factors and stay open.",
    );
    expect(said[1]).not.toBe("wrong");
    expect(said[2]).toBe("covered");
  });
});

import { describe, expect, test } from "vitest";
import type { KeyPointClaim } from "../../../../../shared/interview";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims } from "./judge-claims";

// Statements whose every term is the point's own and still say it wrongly: a thing named only as what
// the speaker sets aside, the two sides of a formula swapped, and a slot filled with a rival thing.

const statusOf = (id: string, answer: string, point: number) => {
  const q = QUESTION_BANK.find((found) => found.id === id);
  if (!q?.claims) throw new Error(`the bank has no technical question ${id}`);
  return judgeClaims(answer, q.keyPoints, q.claims, q.text, q.outline).verdicts[point]?.status;
};

describe("what the speaker sets aside is not claimed", () => {
  test("a terminal value named after 'instead of' or 'without' earns nothing", () => {
    expect(
      statusOf("walk-through-dcf", "We stop at year five instead of working out a terminal value.", 1),
    ).not.toBe("covered");
    expect(statusOf("walk-through-dcf", "Sum the five years without any terminal value at all.", 1)).not.toBe(
      "covered",
    );
    expect(
      statusOf("walk-through-dcf", "After year five we work out a terminal value with a growth rate.", 1),
    ).toBe("covered");
  });
});

describe("the sides of a minus or a division", () => {
  test("growth minus the cost of equity is the Gordon formula stated wrongly", () => {
    const point = 1;
    expect(
      statusOf(
        "dividend-discount-model",
        "Price is next year's dividend over the growth rate minus the cost of equity.",
        point,
      ),
    ).toBe("wrong");
    expect(
      statusOf(
        "dividend-discount-model",
        "Price is next year's dividend over the cost of equity minus the growth rate.",
        point,
      ),
    ).toBe("covered");
  });
});

describe("a slot filled with a rival thing", () => {
  test("discounting at the cost of debt does not state discounting at the WACC", () => {
    expect(
      statusOf("walk-through-dcf", "Each year's cash flow we discount using the cost of debt.", 2),
    ).not.toBe("covered");
    expect(statusOf("walk-through-dcf", "Each year's cash flow we discount using the WACC.", 2)).toBe(
      "covered",
    );
  });
});

describe("a slot filled with a thing no point names", () => {
  test("discounting at the risk-free rate states the discounting point wrongly", () => {
    const point = 2;
    const answer = "You forecast the cash flows and then discount them using the risk-free rate.";
    expect(statusOf("walk-through-dcf", answer, point)).toBe("wrong");
  });

  test("a rival that another point of the question names is left to that point", () => {
    const POINTS = [
      "Unlevered cash flow is discounted at the WACC",
      "Levered cash flow at the cost of equity",
    ];
    const CLAIMS: KeyPointClaim[] = [
      { says: [{ any: ["#wacc"] }], correction: "Unlevered cash flow is discounted at the WACC." },
      { says: [{ any: ["#cost-of-equity"] }], correction: "Levered cash flow at the cost of equity." },
    ];
    const [unlevered] = judgeClaims(
      "For levered flows you discount at the cost of equity.",
      POINTS,
      CLAIMS,
    ).verdicts;
    expect(unlevered?.status).toBe("missing");
  });
});

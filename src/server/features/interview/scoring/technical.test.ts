import { describe, expect, test } from "vitest";
import type { ClaimVerdict } from "../../../../shared/interview";
import { plainLower } from "./answer-text";
import { findWrongClaims, judgeClaimAccuracy } from "./technical";

const CLAIMS = [
  {
    pattern: "depreciation (\\w+ ){0,3}(increases|increase) (\\w+ ){0,2}cash",
    correction: "Depreciation is non-cash.",
  },
  { pattern: "\\b10 ?p\\b", correction: "The ball costs 5p." },
  { pattern: "50 ?/ ?50|doesn't matter", correction: "Switching wins two times in three." },
];
const found = (text: string) => findWrongClaims(plainLower(text), CLAIMS).map((claim) => claim.quote);

describe("findWrongClaims", () => {
  test("finds a stated wrong claim and quotes it", () => {
    expect(found("Then depreciation increases cash because you add it back.")).toEqual([
      "depreciation increases cash",
    ]);
    expect(found("The ball is 10p.")).toEqual(["10p"]);
  });

  test("ignores a claim the answer denies, supposes or calls wrong", () => {
    expect(found("Depreciation does not increase cash; only the tax saving does.")).toEqual([]);
    expect(found("If the ball cost 10p, the bat would cost £1.10.")).toEqual([]);
    expect(found("The intuitive answer of 10p is wrong.")).toEqual([]);
    expect(found("It's not 50/50, so switch.")).toEqual([]);
  });

  test("a claim that is itself negative is still found", () => {
    expect(found("I'd stay, it doesn't matter which door you pick.")).toEqual(["doesn't matter"]);
  });
});

describe("judgeClaimAccuracy", () => {
  const wrong: ClaimVerdict = {
    point: "Net income falls by £7.50",
    status: "wrong",
    evidence: "net income goes down by ten",
    correction: "Net income falls by £7.50.",
  };
  const covered: ClaimVerdict = {
    point: "Cash rises by £2.50",
    status: "covered",
    evidence: "cash goes up by 2.50",
    correction: null,
  };
  const missing: ClaimVerdict = {
    point: "PP&E falls by £10",
    status: "missing",
    evidence: null,
    correction: null,
  };

  test("quotes the wrong sentence, then the correction as a sentence of its own", () => {
    expect(judgeClaimAccuracy([wrong, covered, missing]).why).toMatch(
      /^Wrong: you said "net income goes down by ten"\. Net income falls by £7\.50\. Correctly covered: /,
    );
    const unstopped = { ...wrong, correction: "The coupon is fixed" };
    expect(judgeClaimAccuracy([unstopped]).why).toContain('ten". The coupon is fixed. ');
  });

  test("two wrong statements never score above one, whether of one point or of two", () => {
    const once = judgeClaimAccuracy([wrong, covered, missing]);
    const twice = judgeClaimAccuracy([
      { ...wrong, alsoWrong: ["so net income drops by 10"] },
      covered,
      missing,
    ]);
    const twoPoints = judgeClaimAccuracy([
      wrong,
      { ...covered, status: "wrong", evidence: "cash falls", correction: "Cash rises by £2.50." },
      missing,
    ]);
    expect(twice.raw).toBeLessThanOrEqual(once.raw);
    expect(twoPoints.raw).toBeLessThanOrEqual(once.raw);
    // Keeping the right sentences beside a wrong point changes nothing: wrong outweighs covered.
    expect(
      judgeClaimAccuracy([{ ...wrong, alsoSaid: ["net income falls by 7.50"] }, covered, missing]).raw,
    ).toBe(once.raw);
  });

  test("the verdict's text quotes a point's further wrong sentence, and each sentence once", () => {
    const { why } = judgeClaimAccuracy([
      { ...wrong, alsoWrong: ["so net income drops by 10", "net income goes down by ten"] },
      covered,
    ]);
    expect(why).toContain('you said "net income goes down by ten"');
    expect(why).toContain('you said "so net income drops by 10"');
    expect(why.match(/net income goes down by ten/g)).toHaveLength(1);
  });
});

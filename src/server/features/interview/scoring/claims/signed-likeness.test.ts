import { describe, expect, test } from "vitest";
import type { KeyPointClaim } from "../../../../../shared/interview";
import { CREDIT_SHARE, judgeClaims, SIGNED_CREDIT_SHARE } from "./judge-claims";

// A sentence credited by meaning alone (no phrase of the claim's lists) that also moves or compares
// something, denies something, gives a figure or gives a reason the point does not account for must be
// more like the point than a plain sentence: it may use the point's words to claim something else.
// "Passive funds copy an index" is two thirds like each point below (the question's "fund" aside), enough
// for a plain sentence and too little for one with such a sign.

const QUESTION = "What is a tracker fund?";
const status = (point: string, answer: string) => {
  const claims: KeyPointClaim[] = [{ says: [], correction: point }];
  return judgeClaims(answer, [point], claims, QUESTION, []).verdicts[0]?.status;
};

test("a sentence with a sign needs more likeness than a plain one", () => {
  expect(SIGNED_CREDIT_SHARE).toBeGreaterThan(CREDIT_SHARE);
});

describe("a point with no direction, denial, figure or reason of its own", () => {
  const point = "Passive funds copy an index for a set fee";
  test("a plain sentence two thirds like it covers it", () => {
    expect(status(point, "Passive funds copy an index.")).toBe("covered");
  });
  test("the same words with a direction, a denial, a figure or an unrelated reason do not", () => {
    expect(status(point, "Passive funds copy an index, so returns are higher.")).toBe("missing");
    expect(status(point, "Passive funds copy an index, they don't pick stocks.")).toBe("missing");
    expect(status(point, "Passive funds copy an index of 100 companies.")).toBe("missing");
    expect(status(point, "Passive funds copy an index because it's simple.")).toBe("missing");
  });
  test("a reason that names the point's own things is accounted for", () => {
    expect(status(point, "Passive funds copy an index because the index is broad.")).toBe("covered");
  });
  test("a sentence fully like the point is credited whatever else it says", () => {
    expect(status(point, "Passive funds copy an index for a set fee, they don't pick stocks.")).toBe(
      "covered",
    );
  });
});

describe("signs the point itself accounts for", () => {
  test("a direction word, when the point gives a direction", () => {
    const point = "Passive funds copy an index at low cost";
    expect(status(point, "Passive funds copy an index, so returns are higher.")).toBe("covered");
  });
  test("a figure, when the point gives that figure", () => {
    const point = "Passive funds copy an index for a set fee of 0.1%";
    expect(status(point, "Passive funds copy an index, at 0.1%.")).toBe("covered");
    expect(status(point, "Passive funds copy an index of 100 companies.")).toBe("missing");
  });
});

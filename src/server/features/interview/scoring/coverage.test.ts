import { describe, expect, test } from "vitest";
import { readAnswer } from "./answer-text";
import { coverKeyPoints, type Signals } from "./coverage";

const NO_SIGNALS: Signals = {
  "@situation": false,
  "@task": false,
  "@action": false,
  "@result": false,
  "@learning": false,
  "@number": false,
  "@firm": false,
};

const QUESTION = {
  text: "Why do bond prices fall when yields rise?",
  keyPoints: ["Coupons are fixed", "New bonds pay more", "Gives a figure"],
  keywords: [["fixed", "coupon*"], ["new bonds", "newly issued"], ["@number"]],
};

describe("coverKeyPoints", () => {
  test("a key point is covered by any of its keywords, or by the signal its group names", () => {
    const answer = readAnswer(
      "Because the coupons are fixed, a newly issued bond paying more makes old ones cheaper.",
    );
    const coverage = coverKeyPoints(QUESTION, answer, NO_SIGNALS);
    expect(coverage.covered).toEqual([true, true, false]);
    expect(coverKeyPoints(QUESTION, answer, { ...NO_SIGNALS, "@number": true }).covered[2]).toBe(true);
    expect(coverage.termsUsed).toBe(3);
    expect(coverage.firstAt[0]).toBeLessThan(0.3);
  });

  test("without keywords, a key point needs half of its content words", () => {
    const question = {
      text: "Walk me through a DCF.",
      keyPoints: ["Discount the free cash flows at the WACC", "Terminal value"],
    };
    const answer = readAnswer("You discount the cash flows using the WACC.");
    expect(coverKeyPoints(question, answer, NO_SIGNALS).covered).toEqual([true, false]);
  });

  test("measures how much of the question comes back in the answer", () => {
    const onTopic = coverKeyPoints(QUESTION, readAnswer("When yields rise, bond prices fall."), NO_SIGNALS);
    const offTopic = coverKeyPoints(
      QUESTION,
      readAnswer("I enjoy football and travelling with friends."),
      NO_SIGNALS,
    );
    expect(onTopic.questionOverlap).toBeGreaterThan(0.7);
    expect(offTopic.questionOverlap).toBe(0);
    expect(offTopic.fraction).toBe(0);
  });
});

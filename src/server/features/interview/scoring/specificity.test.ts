import { describe, expect, test } from "vitest";
import { readAnswer } from "./answer-text";
import { findSpecifics, judgeSpecificity } from "./specificity";

describe("findSpecifics", () => {
  test("finds figures with their units and number words, but not a bare year", () => {
    const { figures } = findSpecifics(
      readAnswer("In 2023 we raised £3,000, up 40%, from three sponsors; the deal was 10x EBITDA."),
    );
    expect(figures).toEqual(expect.arrayContaining(["£3,000", "40%", "10x", "three"]));
    expect(figures).not.toContain("2023");
  });

  test("finds names inside sentences and acronyms, not the capital at a sentence's start", () => {
    const { names } = findSpecifics(
      readAnswer("Then I joined Barclays. Debt is cheap. We built a DCF for Auto Trader."),
    );
    expect(names).toEqual(expect.arrayContaining(["Barclays", "DCF", "Auto", "Trader"]));
    expect(names).not.toContain("Then");
    expect(names).not.toContain("Debt");
  });

  test("days and months are not names", () => {
    const { names } = findSpecifics(
      readAnswer("Our Tuesday stand-ups with Priya ran from September to March at Lloyds."),
    );
    expect(names).toEqual(expect.arrayContaining(["Priya", "Lloyds"]));
    expect(names).not.toContain("Tuesday");
    expect(names).not.toContain("September");
    expect(names).not.toContain("March");
  });

  test("a quantified story scores higher than a vague one", () => {
    const judge = (text: string) => {
      const answer = readAnswer(text);
      return judgeSpecificity({
        category: "behavioural",
        specifics: findSpecifics(answer),
        termsUsed: 0,
        hasResult: true,
        ownActions: 2,
        namesFirm: false,
      });
    };
    const specific = judge("At Tesco I cut queue times by 30% and sales rose £2,000 a week.");
    const vague = judge("I did lots of things and various stuff and it went really well.");
    expect(specific.raw).toBeGreaterThan(vague.raw + 1.5);
    expect(vague.why).toContain('"things"');
  });
});

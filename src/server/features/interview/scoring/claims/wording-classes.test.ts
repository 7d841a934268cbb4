import { describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims, readForClaims } from "./judge-claims";
import { phraseOccurrences } from "./mentions";
import { relationsBroken } from "./relations";
import { foldWord, tokenize } from "./tokens";

// Classes of wording that other writers use and the engine misjudged: a point's subject named with
// nothing said of it, a term its own clause denies, a rule whose condition has no comma, a rule given
// with its condition after it, a speaker taking back a sentence, numbers in words, and textbook signs
// said in everyday words.

const question = (id: string) => {
  const found = QUESTION_BANK.find((q) => q.id === id);
  if (!found?.claims) throw new Error(`the bank has no technical question ${id}`);
  return { ...found, claims: found.claims };
};
const judge = (id: string, answer: string) => {
  const q = question(id);
  return judgeClaims(answer, q.keyPoints, q.claims, q.text, q.outline).verdicts;
};
const broken = (text: string) => {
  const reading = readForClaims(text, question("walk-through-dcf").claims);
  return relationsBroken(reading, 0, reading.tokens.length - 1).map((r) => `${r.cause}>${r.effect}`);
};

describe("naming a point's subject is not stating the point", () => {
  test("a sentence that only names the balance sheet leaves its point missing", () => {
    const verdicts = judge("three-statements", "We also have the balance sheet to think about.");
    expect(verdicts[1]?.status).toBe("missing");
  });
});

describe("a term its own clause denies earns no credit", () => {
  test("pension schemes said to have played no part do not cover the point about them", () => {
    const verdicts = judge("ldi-crisis", "Pension schemes weren't part of the story at all.");
    expect(verdicts[2]?.status).not.toBe("covered");
  });
});

describe("an 'if' with no comma claims its consequent", () => {
  test("the valuation said to rise with the discount rate breaks the sign", () => {
    expect(broken("If the discount rate goes up the valuation increases.")).toContain("wacc>dcf");
  });

  test("the pattern of a wrong rule counts when its consequent follows without a comma", () => {
    const verdicts = judge(
      "accretion-dilution",
      "For an all-share offer, if the bidder has a lower P/E than the target it's accretive for the bidder.",
    );
    expect(verdicts[1]?.status).toBe("wrong");
  });

  test("a wrong rule with its condition after it is claimed too", () => {
    const verdicts = judge(
      "accretion-dilution",
      "A deal is accretive when the acquirer's share price jumps.",
    );
    expect(verdicts[0]?.status).toBe("wrong");
  });

  test("a supposition that stays a supposition is still not marked wrong", () => {
    expect(broken("If the discount rate went up and the valuation rose, you would check the model.")).toEqual(
      [],
    );
  });
});

describe("a speaker who takes a sentence back", () => {
  test("the first answer, withdrawn with 'oh no, wait', is not held against them", () => {
    const verdicts = judge("bat-and-ball", "The ball is ten pence. Oh no, wait, it comes to five pence.");
    expect(verdicts[2]?.status).toBe("covered");
  });

  test("without the retraction the trap answer is still wrong", () => {
    const verdicts = judge("bat-and-ball", "The ball is ten pence.");
    expect(verdicts[2]?.status).toBe("wrong");
  });
});

describe("small numbers in words meet the bank's digits", () => {
  test("'by eight' is 'by 8'", () => {
    expect(foldWord("eight")).toBe(foldWord("8"));
    expect(phraseOccurrences(tokenize("then split it by eight"), "by 8")).toHaveLength(1);
  });
});

describe("textbook signs in everyday words", () => {
  test("faster growth forever means a larger terminal value", () => {
    expect(broken("The higher the growth rate, the smaller the terminal value.")).toContain(
      "growth-rate>terminal-value",
    );
    expect(broken("The higher the growth rate, the bigger the terminal value.")).toEqual([]);
  });

  test("more debt leaves less for shareholders", () => {
    expect(broken("More debt makes the equity worth more.")).toContain("debt>equity-value");
  });

  test("a currency's own inflation weakens it", () => {
    expect(broken("Higher inflation strengthens the pound.")).toContain("inflation>sterling");
  });

  test("the fear gauge rises when shares fall", () => {
    expect(broken("When the VIX jumps, the stock market is doing well.")).toContain("vix>equities");
  });

  test("'good for' moves the thing it is good for", () => {
    expect(broken("If receivables rise, that is good for cash flow.")).toContain("receivables>cash-flow");
  });
});

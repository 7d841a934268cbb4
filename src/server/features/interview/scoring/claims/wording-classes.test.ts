import { describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims, readForClaims } from "./judge-claims";
import { phraseOccurrences } from "./mentions";
import { relationsBroken } from "./relations";
import { chunksOf, foldWord, tokenize } from "./tokens";

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

describe("a direction word stays in its own clause", () => {
  test("two moves set side by side with 'but' are not read as one moving the other", () => {
    expect(
      broken("Taking on leverage pulls WACC down to begin with, but the cost of equity climbs."),
    ).toEqual([]);
  });

  test("the same pair said in one clause against its sign is still wrong", () => {
    expect(broken("A rising cost of equity pulls WACC down.")).toContain("cost-of-equity>wacc");
  });

  test("a verb after 'so' does not reach back to the thing the first clause moved", () => {
    const reading = readForClaims(
      "Energy inflation pushes up costs, so operating margins get squeezed.",
      question("inflation-equities").claims,
    );
    const costs = reading.dirs.filter((d) => reading.mentions[d.mention]?.ids.has("#expenses"));
    expect(costs.map((d) => d.dir)).toEqual(["up"]);
  });
});

describe("an 'if' with no comma and a pronoun consequent", () => {
  const asserted = (text: string, word: string) => {
    const reading = readForClaims(text, question("same-ebitda-different-multiple").claims);
    const at = reading.tokens.findIndex((t) => t.low === word);
    return reading.asserted[at] === 1;
  };

  test("the consequent after a subject pronoun is claimed, the condition is not", () => {
    const text = "If two rivals report equal EBITDA they ought to trade on equal multiples.";
    expect(asserted(text, "ought")).toBe(true);
    expect(asserted(text, "report")).toBe(false);
  });

  test("a possessive pronoun starts the consequent too", () => {
    const text = "If a retailer carries zero borrowings its multiple matches its peers.";
    expect(asserted(text, "matches")).toBe(true);
    expect(asserted(text, "carries")).toBe(false);
  });
});

describe("a negation stays with the word it stands before", () => {
  test("'no cost until the stock is sold' credits the timing of the expense", () => {
    const verdicts = judge(
      "inventory-purchase",
      "Buying stock gives no cost until the stock is sold to a customer.",
    );
    expect(verdicts[0]?.status).toBe("covered");
  });

  test("a phrase denied straight before it still earns nothing", () => {
    const verdicts = judge(
      "inventory-purchase",
      "Stock is expensed not when the stock is sold but on the day it is bought.",
    );
    expect(verdicts[0]?.status).not.toBe("covered");
  });
});

describe("a pronoun with no earlier move stands for the thing named last", () => {
  const moves = (text: string) => {
    const reading = readForClaims(text, question("accounts-receivable").claims);
    return reading.dirs.map((d) => `${[...(reading.mentions[d.mention]?.ids ?? [])].join("|")}:${d.dir}`);
  };

  test("'it' in the next sentence moves the receivables named before", () => {
    expect(
      moves("Receivables are bills your clients still owe. When it climbs that ties up cash."),
    ).toContain("#receivables:up");
  });

  test("a thing two sentences back is too far to stand for", () => {
    expect(
      moves(
        "Receivables are bills your clients still owe. Nobody likes that at all. When it climbs we worry.",
      ),
    ).toEqual([]);
  });
});

describe("'before' and 'after' belong to their own clause's subject", () => {
  test("a second clause with its own subject does not pin its 'after' on the first", () => {
    const verdicts = judge(
      "ebitda",
      "EBITDA sits higher up, before depreciation and amortisation, whereas EBIT comes after depreciation and amortisation.",
    );
    expect(verdicts[0]?.status).toBe("covered");
  });

  test("the thing a sentence starts from is not what it defines", () => {
    const verdicts = judge(
      "ebit-vs-net-income",
      "Next, from EBIT you subtract the interest, which leaves pre-tax profit.",
    );
    expect(verdicts[1]?.status).not.toBe("wrong");
  });

  test("a subject defined in terms of another keeps the pole", () => {
    expect(judge("ebitda", "EBITDA is just EBIT before D&A.")[0]?.status).toBe("covered");
  });
});

describe("a sibling term states its own point, not the other one wrongly", () => {
  test("the unlevered rule said rightly is not the levered rule said wrongly", () => {
    const verdicts = judge(
      "levered-vs-unlevered-fcf",
      "Unlevered free cash flow gets discounted using WACC, which lands you on enterprise value.",
    );
    expect(verdicts[3]?.status).not.toBe("wrong");
    expect(verdicts[2]?.status).toBe("covered");
  });

  test("the levered flow discounted at WACC is still wrong", () => {
    const verdicts = judge(
      "levered-vs-unlevered-fcf",
      "Levered free cash flow gets discounted using WACC, which lands you on enterprise value.",
    );
    expect(verdicts[3]?.status).toBe("wrong");
  });
});

describe("a time of day is one thing", () => {
  test("the quoted clause keeps the whole time, not the minutes after its colon", () => {
    const verdicts = judge(
      "clock-angle-315",
      "By 3:15 the hour hand has crept a quarter of the way towards the 4.",
    );
    const quoted = verdicts.map((v) => v.evidence ?? "").filter(Boolean);
    expect(quoted.length).toBeGreaterThan(0);
    for (const evidence of quoted) expect(evidence).not.toMatch(/^15\b/);
  });
});

describe("a rule said the other way round", () => {
  test("'dilutive when the target's P/E is higher' is the accretion rule's converse, not its error", () => {
    const verdicts = judge(
      "accretion-dilution",
      "In a share-for-share deal, it turns dilutive when the target P/E is higher than the bidder P/E.",
    );
    expect(verdicts[1]?.status).not.toBe("wrong");
  });

  test("flipping only the outcome is still wrong", () => {
    const verdicts = judge(
      "accretion-dilution",
      "In a share-for-share deal, it turns accretive when the target P/E is higher than the bidder P/E.",
    );
    expect(verdicts[1]?.status).toBe("wrong");
  });
});

describe("a full stop after a closing bracket ends the sentence", () => {
  const sentences = (text: string) => chunksOf(text, tokenize(text)).map((c) => c.text);

  test("a formula ending in '(r - g).' is its own sentence", () => {
    expect(sentences("Divide the next cash flow by (r - g). Then check it against a multiple.")).toHaveLength(
      2,
    );
  });

  test("an abbreviation's own full stop still does not", () => {
    expect(sentences("Use a market multiple, e.g. EV/EBITDA, as a check.")).toHaveLength(1);
  });
});

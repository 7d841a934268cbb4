import { describe, expect, test } from "vitest";
import type { KeyPointClaim } from "../../../../../shared/interview";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims, readForClaims } from "./judge-claims";
import { bagOf, contradicts, likeness, mayState, polarOf, stem } from "./likeness";
import { relationsBroken } from "./relations";

// The mechanisms that let the engine judge wordings nobody listed: irregular forms, denials that touch
// only what they deny, amounts, finance's signed relations, and directions read against a point's text.

const question = (id: string) => {
  const found = QUESTION_BANK.find((q) => q.id === id);
  if (!found?.claims) throw new Error(`the bank has no technical question ${id}`);
  return { ...found, claims: found.claims };
};
const read = (text: string, id = "bond-prices-yields") => {
  const reading = readForClaims(text, question(id).claims);
  const last = reading.tokens.length - 1;
  return { reading, bag: bagOf(reading, 0, last), polar: polarOf(reading, 0, last) };
};
const broken = (text: string) => {
  const { reading } = read(text);
  return relationsBroken(reading, 0, reading.tokens.length - 1).map((r) => `${r.cause}>${r.effect}`);
};

describe("irregular forms", () => {
  test("paid, pays and paying share a stem, as do fell and falls, sold and sells", () => {
    expect(stem("paid")).toBe(stem("pays"));
    expect(stem("paying")).toBe(stem("paid"));
    expect(stem("fell")).toBe(stem("falls"));
    expect(stem("sold")).toBe(stem("sells"));
    expect(stem("lent")).toBe(stem("lending"));
  });
  test("lose, loses, losing and lost share a stem with loss and losses", () => {
    for (const form of ["lose", "loses", "losing", "lost", "losses"]) expect(stem(form)).toBe(stem("loss"));
  });
  test("so a denial of losing money touches a point about losses", () => {
    const short = question("short-selling");
    const statuses = judgeClaims(
      "The risk is that the shares go up after you have sold and you miss out, but you can't actually lose money.",
      short.keyPoints,
      short.claims,
      short.text,
      short.outline,
    ).verdicts.map((v) => v.status);
    expect(statuses[2]).not.toBe("covered");
  });
});

describe("a concept meets the everyday words of its own", () => {
  test("a sentence saying money meets a point that says cash", () => {
    const target = read("Cash received before the service is delivered.", "deferred-revenue").bag;
    const sentence = read("Money received before the service is delivered.", "deferred-revenue").bag;
    expect(likeness(sentence, target).share).toBe(1);
  });
});

describe("a denial counts only against what it denies", () => {
  const point = read("Cash is received before the service is delivered.", "deferred-revenue").polar;
  test("denying something the point does not say leaves the sentence free to state it", () => {
    const sentence = read(
      "Cash is received before the service is delivered, though not all of it is spent.",
      "deferred-revenue",
    ).polar;
    expect(mayState(sentence, point)).toBe(true);
  });
  test("denying the point's own words does not state it", () => {
    const sentence = read("Cash is not received before the service is delivered.", "deferred-revenue").polar;
    expect(mayState(sentence, point)).toBe(false);
  });
});

describe("amounts", () => {
  test("a thing moved by another amount than the point gives it contradicts the point", () => {
    const point = read("Cash rises by £115.").polar;
    expect(contradicts(read("Cash goes up by 90.").polar, point)).toBe(true);
    expect(contradicts(read("Cash goes up by £115.").polar, point)).toBe(false);
  });
});

describe("finance's signed relations", () => {
  test("two things moved against their relation are broken, in any wording", () => {
    expect(broken("A higher WACC raises enterprise value.")).toEqual(["wacc>enterprise-value"]);
    expect(broken("When yields rise, bond prices rise.")).toContain("yield>bond-price");
    // The cause may be supposed; the effect is what the speaker asserts.
    expect(broken("If receivables go up, cash flow goes up.")).toEqual(["receivables>cash-flow"]);
  });
  test("the relation stated rightly, or one thing alone, breaks nothing", () => {
    expect(broken("A higher WACC lowers enterprise value.")).toEqual([]);
    expect(broken("If receivables go up, cash flow goes down.")).toEqual([]);
    expect(broken("Enterprise value goes up.")).toEqual([]);
  });
  test("a point named only by its terms is wrong, not covered, when its sentence breaks a relation", () => {
    const q = question("walk-through-dcf");
    const judge = (answer: string) => judgeClaims(answer, q.keyPoints, q.claims, q.text, q.outline).verdicts;
    const right = judge("You forecast free cash flows for five years. You discount them at the WACC.");
    const wrong = judge(
      "You forecast free cash flows for five years. A higher WACC raises enterprise value.",
    );
    expect(right[2]?.status).toBe("covered");
    expect(wrong[2]?.status).toBe("wrong");
    expect(wrong[2]?.evidence).toBe("A higher WACC raises enterprise value");
  });
});

describe("directions read against a point's own text", () => {
  // A made-up point whose claim lists no wrong form and whose things no relation links: only its
  // key point, outline line and correction say which way they move.
  const claims: KeyPointClaim[] = [
    {
      says: [{ any: ["never said by anyone"] }],
      correction: "When the dollar strengthens, oil prices fall.",
    },
  ];
  const keyPoints = ["Oil prices fall when the dollar strengthens"];
  const outline = ["A stronger dollar means lower oil prices."];
  const verdict = (answer: string) =>
    judgeClaims(answer, keyPoints, claims, "Tell me what drives this market.", outline).verdicts[0];
  test("a sentence like the point that moves its things the other way is wrong", () => {
    expect(verdict("When the dollar strengthens, oil prices rise.")?.status).toBe("wrong");
  });
  test("the same sentence moving them the point's way is not", () => {
    expect(verdict("When the dollar strengthens, oil prices fall.")?.status).not.toBe("wrong");
  });
});

describe("what a speaker sets aside ends where the speaker's own reason begins", () => {
  const asserted = (text: string, word: string) => {
    const reading = readForClaims(text, question("lbo-return-drivers").claims);
    const at = reading.tokens.findIndex((t) => t.low === word);
    return reading.asserted[at] === 1;
  };
  const text = "They borrow more rather than pay it down, because paying off debt cuts the IRR.";
  test("the words after 'rather than' are not claimed", () => {
    expect(asserted(text, "down")).toBe(false);
  });
  test("the reason after them is claimed, so a wrong reason there is named", () => {
    expect(asserted(text, "cuts")).toBe(true);
    const { keyPoints, claims, text: asked } = question("lbo-return-drivers");
    expect(judgeClaims(text, keyPoints, claims, asked).verdicts[1]?.status).toBe("wrong");
  });
});

describe("a point said a second way later in the sentence", () => {
  test("a control premium in plain words is quoted for precedent transactions", () => {
    const { keyPoints, claims, text: asked } = question("valuation-methods");
    const answer =
      "Precedents look at past takeovers, which come out higher, so it's what a buyer pays extra to take over.";
    const precedents = judgeClaims(answer, keyPoints, claims, asked).verdicts[1];
    expect(precedents?.status).toBe("covered");
    const quoted = [precedents?.evidence, ...(precedents?.alsoSaid ?? [])].join(" | ");
    expect(quoted).toContain("pays extra");
  });
});

describe("a point's phrase said again later in the sentence", () => {
  const { keyPoints, claims, text: asked } = question("valuation-methods");
  test("the quote runs to the later phrase, so the plain-words gloss is credited", () => {
    const said = judgeClaims("Precedents, which are basically past deals.", keyPoints, claims, asked)
      .verdicts[1];
    expect(said?.status).toBe("covered");
    expect(said?.evidence).toBe("Precedents, which are basically past deals");
  });
});

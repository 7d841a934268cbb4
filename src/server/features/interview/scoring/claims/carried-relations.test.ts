import { describe, expect, test } from "vitest";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims, readForClaims } from "./judge-claims";
import { bridgeBroken, riskBroken, sectionsBroken } from "./relations";

// Finance read the same in every question's answer, whatever its claims list: what debt and a credit
// spread say about risk, the signs of the bridge from equity to enterprise value, and the section of the
// cash flow statement each item belongs to.

const claimsOf = (id: string) => {
  const found = QUESTION_BANK.find((q) => q.id === id);
  if (!found?.claims) throw new Error(`the bank has no technical question ${id}`);
  return found.claims;
};
const read = (text: string) => readForClaims(text, claimsOf("bond-prices-yields"));
const risk = (text: string) => {
  const reading = read(text);
  return riskBroken(reading, 0, reading.tokens.length - 1).map((r) => r.cause);
};
const bridge = (text: string) => {
  const reading = read(text);
  return bridgeBroken(reading, 0, reading.tokens.length - 1).map((r) => r.effect);
};

describe("what debt and a credit spread say about risk", () => {
  test("more debt or a wider spread said to make something safer is broken", () => {
    expect(risk("The more debt you use, the less risky the deal is for the sponsor.")).toEqual(["leverage"]);
    expect(risk("Debt makes a company less risky for shareholders.")).toEqual(["leverage"]);
    expect(risk("A wider spread means the bond is less risky than before.")).toEqual(["credit-spread"]);
    expect(risk("Less debt makes the shares riskier.")).toEqual(["leverage"]);
  });
  test("said the right way, compared, or denied, it is not", () => {
    expect(risk("Higher leverage makes the equity riskier.")).toEqual([]);
    expect(risk("A wider spread means the bond is riskier than before.")).toEqual([]);
    expect(risk("Debt is less risky than equity for the lender.")).toEqual([]);
    expect(risk("More debt doesn't make the deal less risky.")).toEqual([]);
    expect(risk("Lenders take less risk, so debt is cheaper.")).toEqual([]);
  });
  test("in an answer, it is wrong for the point that speaks of risk, and its reason earns nothing", () => {
    const id = "why-leverage-returns";
    const question = QUESTION_BANK.find((q) => q.id === id);
    const statuses = judgeClaims(
      "The more debt you use, the less risky the deal is for the sponsor, because the banks share the losses.",
      question?.keyPoints ?? [],
      claimsOf(id),
    ).verdicts.map((v) => v.status);
    expect(statuses[3]).toBe("wrong");
    expect(statuses).not.toContain("covered");
  });
});

describe("the bridge between equity and enterprise value", () => {
  test("debt taken off or cash added on the way to enterprise value is broken", () => {
    expect(bridge("Enterprise value is market cap minus debt plus cash.")).toEqual(["debt"]);
    expect(bridge("Equity value is enterprise value plus debt minus cash.")).toEqual(["debt"]);
    expect(
      bridge("To get from enterprise value to equity value you add the debt and take off the cash."),
    ).toEqual(["debt"]);
    expect(bridge("Enterprise value is equity value plus debt plus cash.")).toEqual(["cash"]);
  });
  test("the right signs either way, or a sum with no bridge, are not", () => {
    expect(bridge("Enterprise value is equity value plus debt minus cash.")).toEqual([]);
    expect(
      bridge("To get from enterprise value to equity value you take away the debt and add back the cash."),
    ).toEqual([]);
    expect(bridge("Equity value is enterprise value minus net debt.")).toEqual([]);
    expect(bridge("Net debt is debt minus cash.")).toEqual([]);
  });
  test("the figures worked out after a wrong bridge are named with it and credit nothing", () => {
    const id = "ev-from-share-price";
    const question = QUESTION_BANK.find((q) => q.id === id);
    const verdicts = judgeClaims(
      "Enterprise value is market cap minus debt plus cash, because debt is owed and cash is money it has, so £500m − £200m + £50m = £350m.",
      question?.keyPoints ?? [],
      claimsOf(id),
    ).verdicts;
    const wrong = verdicts.flatMap((v) => (v.status === "wrong" ? [v.evidence, ...(v.alsoWrong ?? [])] : []));
    expect(wrong.some((quote) => quote?.includes("£350m"))).toBe(true);
    expect(verdicts.filter((v) => v.status === "covered")).toEqual([]);
  });
});

describe("the section of the cash flow statement each item belongs to", () => {
  const sections = (text: string) => {
    const reading = read(text);
    return sectionsBroken(reading, 0, reading.tokens.length - 1).map((r) => `${r.cause}>${r.effect}`);
  };
  test("an item put in another section is broken, a pronoun standing for the sentence's first item", () => {
    expect(sections("Capex shows up in the operating section.")).toEqual(["capex>operating-activities"]);
    expect(sections("Dividends go through operating cash flow.")).toEqual(["dividends>operating-activities"]);
    expect(
      sections("Working capital lets it spend more on capex, and it appears in the investing section."),
    ).toEqual(["working-capital>investing-activities"]);
  });
  test("the right section, a denial, or investing as a verb, is not", () => {
    expect(sections("Changes in working capital appear in operating cash flow.")).toEqual([]);
    expect(sections("Capex is in investing, and depreciation is added back in operating cash flow.")).toEqual(
      [],
    );
    expect(sections("Depreciation isn't in the investing section.")).toEqual([]);
    expect(sections("The money from the dividend goes into investing in new machines.")).toEqual([]);
  });
});

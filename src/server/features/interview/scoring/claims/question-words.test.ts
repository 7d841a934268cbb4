import { describe, expect, test } from "vitest";
import { bankVerdicts } from "./bank-claims.fixtures";

// A phrase of a point's list that only repeats what the question asks about names the subject, not
// anything said of it: "you'd use sum-of-the-parts when …" answers "When would you use a sum-of-the-parts
// valuation?" with the question's own words.

const covered = (id: string, text: string) =>
  bankVerdicts(id, text)
    .filter((v) => v.status === "covered")
    .map((v) => v.point);

describe("a phrase made only of the question's words", () => {
  test("covers no point", () => {
    expect(
      covered("sum-of-the-parts", "You'd use sum-of-the-parts when a company only has one business line."),
    ).toEqual([]);
    expect(
      covered("dcf-pros-cons", "Multiples are the weaker method because they're just subjective opinions."),
    ).not.toContain("Multiples are quick and market-based but depend on choosing good peers");
  });
  test("a phrase of the point's own beside it still does", () => {
    expect(
      covered("sum-of-the-parts", "You value each division and add them up, then take off net debt."),
    ).toContain("Add them up and subtract net debt and central costs");
    expect(covered("dcf-pros-cons", "Multiples are quick and show what buyers are paying today.")).toContain(
      "Multiples are quick and market-based but depend on choosing good peers",
    );
  });
  test("a yes-or-no question is answered in its own words", () => {
    expect(covered("monty-hall", "You should switch.")).toContain("Yes, switch");
  });
});

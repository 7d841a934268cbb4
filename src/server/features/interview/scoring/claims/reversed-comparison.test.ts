import { describe, expect, test } from "vitest";
import { bankVerdicts } from "./bank-claims.fixtures";

// A point's quality said as a comparison the other way round ("a DCF is quicker to build than multiples"
// for "multiples are quick") gives that quality to another point's subject: the point is stated wrongly,
// not covered. The same comparison the right way round, and a point that itself compares, are credited.

const status = (id: string, text: string, point: string) =>
  bankVerdicts(id, text).find((v) => v.point === point)?.status;
const quick = "Multiples are quick and market-based but depend on choosing good peers";

describe("a comparison the other way round", () => {
  test("states the point wrongly", () => {
    expect(status("dcf-pros-cons", "A DCF is also quicker to build than a set of multiples.", quick)).toBe(
      "wrong",
    );
  });
  test("the right way round is credited", () => {
    expect(status("dcf-pros-cons", "Multiples are much quicker to build than a DCF.", quick)).toBe("covered");
  });
  test("a point that itself compares is left to its other readings", () => {
    expect(
      status(
        "convertible-bond",
        "Convertibles pay a lower coupon than normal bonds because of the option.",
        "Pays a lower coupon than a straight bond because of the embedded option",
      ),
    ).toBe("covered");
  });
});

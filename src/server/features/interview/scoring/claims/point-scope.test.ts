import { describe, expect, test } from "vitest";
import type { KeyPointClaim } from "../../../../../shared/interview";
import { bankVerdicts } from "./bank-claims.fixtures";
import { judgeClaims } from "./judge-claims";

// A sentence may cover a key point only when it gives no other figure, in the point's unit, for what
// the point fixes, and when it is not about the subject another point is headed by.

describe("a different figure in the point's unit", () => {
  const POINTS = ["A ticket costs £12", "About a third of seats go unsold"];
  const CLAIMS: KeyPointClaim[] = [
    { says: [{ value: [12] }], correction: "A ticket costs £12." },
    { says: [{ any: ["third", "unsold"] }], correction: "About a third of seats go unsold." },
  ];
  const verdicts = (text: string) => judgeClaims(text, POINTS, CLAIMS).verdicts;

  test("a sentence giving another sum of money does not cover the point, even with its bare number in it", () => {
    const [ticket] = verdicts("With 12 rows a ticket comes to about £15 each.");
    expect(ticket?.status).not.toBe("covered");
  });

  test("the point's own figure in its unit still covers it, beside other sums", () => {
    expect(verdicts("A ticket is £12, and with the booking fee £14.")[0]?.status).toBe("covered");
    expect(verdicts("Each ticket costs 12 pounds.")[0]?.status).toBe("covered");
  });
});

describe("a sentence about another point's subject", () => {
  const POINTS = [
    "Airlines: EV/EBITDAR, because leases are a big cost",
    "Insurers: price to book value",
    "Retailers: sales per square foot",
  ];
  const CLAIMS: KeyPointClaim[] = [
    { says: [{ any: ["ebitdar", "leases"] }], correction: "Airlines: EV/EBITDAR." },
    { says: [{ any: ["price to book", "book value"] }], correction: "Insurers: price to book." },
    { says: [{ any: ["square foot", "per store"] }], correction: "Retailers: sales per square foot." },
  ];
  const QUESTION = "Which multiples would you use for an airline, an insurer and a retailer?";
  const verdicts = (text: string) => judgeClaims(text, POINTS, CLAIMS, QUESTION).verdicts;

  test("naming only another point's subject does not cover this point", () => {
    const [, insurers] = verdicts("For a retailer I would use price to book value.");
    expect(insurers?.status).not.toBe("covered");
  });

  test("naming this point's subject, or no subject at all, still covers it", () => {
    expect(verdicts("For an insurer I would use price to book value.")[1]?.status).toBe("covered");
    expect(verdicts("I would use price to book value.")[1]?.status).toBe("covered");
  });
});

describe("a figure of the member's own for what a point fixes", () => {
  const POINTS = ["A coffee costs £3", "A tenth of customers leave a tip"];
  const CLAIMS: KeyPointClaim[] = [
    { says: [{ value: [3] }], correction: "A coffee costs £3." },
    { says: [{ any: ["tenth", "tip"] }], correction: "A tenth of customers leave a tip." },
  ];
  const verdicts = (text: string) =>
    judgeClaims(text, POINTS, CLAIMS, "How should a café set its menu?").verdicts;

  test("another sum said of the point's subject names the point as wrong, quoting the sentence", () => {
    const [coffee] = verdicts("Milk and beans add up, so each coffee comes to roughly £4.");
    expect(coffee?.status).toBe("wrong");
    expect(coffee?.evidence).toContain("£4");
    expect(coffee?.correction).toBe("A coffee costs £3.");
  });

  test("the same wrong sum said twice in a sentence is quoted as one statement", () => {
    const [coffee] = verdicts("Beans and milk come to four pounds, so the coffee costs £4.");
    expect(coffee?.status).toBe("wrong");
    expect(coffee?.evidence).toContain("four pounds");
  });

  test("a sum of something else, or beside the point's own figure, is no wrong figure", () => {
    expect(verdicts("The coffee costs £3, and £5 with a cake.")[0]?.status).toBe("covered");
    expect(verdicts("The shop's rent is £900 a month.")[0]?.status).toBe("missing");
  });
});

describe("a sentence that defines another point's subject", () => {
  const status = (id: string, text: string, point: string) =>
    bankVerdicts(id, text).find((v) => v.point === point)?.status;
  const equity = "Equity value is the value of the shares (market capitalisation)";

  test("does not state this point's definition, whatever words they share", () => {
    expect(
      status(
        "ev-vs-equity-value",
        "Enterprise value is the value of the company's shares on the stock market.",
        equity,
      ),
    ).toBe("missing");
    expect(
      status("ev-vs-equity-value", "Equity value is the value of the shares, the market cap.", equity),
    ).toBe("covered");
  });

  test("a clause that defines the point's own subject still states it", () => {
    const text =
      "EBITDA is before depreciation and amortisation, EBIT is after them, and net income is after tax.";
    expect(status("ebit-vs-net-income", text, "EBIT is after D&A: operating profit")).toBe("covered");
  });

  test("a subject another point names only in part is no other subject ('an impairment' and 'goodwill impairments')", () => {
    const text =
      "An impairment is when an asset turns out to be worth less than its carrying value, so you write it down.";
    expect(
      status(
        "impairment",
        text,
        "An asset is written down when its carrying amount exceeds its recoverable amount",
      ),
    ).toBe("covered");
  });
});

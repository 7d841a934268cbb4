import { describe, expect, test } from "vitest";
import { bankStatuses } from "./bank-claims.fixtures";

// How far a direction word's amount and size reach: "up a hundred and thirty-five" is an amount, the first
// figure of a sum is not, and "the bigger the price move" measures the move, not the price.

const statuses = bankStatuses;

describe("an amount that starts with a", () => {
  test("cash up a hundred and thirty-five is checked like cash up 135, and the right figure credited", () => {
    const balanceSheet = 3;
    expect(
      statuses(
        "asset-sale-gain",
        "On the balance sheet cash is up a hundred and thirty-five and retained earnings go up fifteen.",
      )[balanceSheet],
    ).toBe("wrong");
    expect(
      statuses(
        "asset-sale-gain",
        "On the balance sheet cash is up a hundred and fifteen and retained earnings go up fifteen.",
      )[balanceSheet],
    ).toBe("covered");
  });

  test("the first figure of a sum worked out aloud is not the amount", () => {
    const said = statuses(
      "debt-raise-interest",
      "So cash is up a hundred minus seven fifty, which is ninety-two fifty.",
    );
    expect(said).not.toContain("wrong");
  });
});

describe("a size word before a thing and a word of movement", () => {
  test("the bigger the price move is how far prices move, not a higher price", () => {
    const said = statuses("bond-prices-yields", "The longer the bond, the bigger the price move.");
    expect(said).not.toContain("wrong");
    expect(said[3]).toBe("covered");
  });

  test("a bigger price itself is still read as a price that went up", () => {
    expect(statuses("bond-prices-yields", "When yields rise, the price is bigger.")[1]).toBe("wrong");
  });
});

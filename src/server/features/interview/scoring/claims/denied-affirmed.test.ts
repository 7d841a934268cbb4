import { describe, expect, test } from "vitest";
import { bankVerdicts } from "./bank-claims.fixtures";

// A point that denies something outright ("the right, not the obligation"; "bargaining power, not
// distress") is stated wrongly by a sentence that says that thing is what the subject is; the point said
// with its own denial is still credited.

const status = (id: string, text: string, point: string) =>
  bankVerdicts(id, text).find((v) => v.point === point)?.status;
const call = "A call is the right, not the obligation, to buy at the strike price";
const power = "Usually a sign of bargaining power, not distress, as long as sales are stable";

describe("what a point denies, said as what the thing is", () => {
  test("states the point wrongly", () => {
    expect(status("option-basics", "A call is the obligation to buy at the strike price.", call)).toBe(
      "wrong",
    );
    expect(
      status(
        "negative-working-capital",
        "Negative working capital always means a company is in financial distress.",
        power,
      ),
    ).toBe("wrong");
  });
  test("said with the point's own denial, it is credited", () => {
    expect(
      status("option-basics", "A call is the right, not the obligation, to buy at the strike price.", call),
    ).toBe("covered");
    expect(
      status(
        "negative-working-capital",
        "Negative working capital is usually a sign of bargaining power, not distress.",
        power,
      ),
    ).toBe("covered");
  });
  test("a denial or a contrast before the words is not the claim", () => {
    expect(status("option-basics", "A call is not an obligation to buy at the strike price.", call)).not.toBe(
      "wrong",
    );
    expect(
      status(
        "negative-working-capital",
        "It is a sign of strength rather than distress for a supermarket with negative working capital.",
        power,
      ),
    ).not.toBe("wrong");
  });
});

import { describe, expect, test } from "vitest";
import type { KeyPointClaim } from "../../../../../shared/interview";
import { judgeClaims } from "./judge-claims";

// The claim reader's rules on small claims written here: direction, sides of a line, values, what is
// asserted and what only supposed, reported or refuted, and which sentence each verdict quotes.

const POINTS = [
  "Net income falls by £7.50",
  "Cash rises by £2.50",
  "EBITDA is before interest",
  "The ball costs 5p",
];
const CLAIMS: KeyPointClaim[] = [
  {
    says: [{ about: ["#net-income"], dir: "down", by: [7.5], exact: true }],
    correction: "Net income falls by £7.50.",
  },
  { says: [{ about: ["#cash"], dir: "up", by: [2.5], exact: true }], correction: "Cash rises by £2.50." },
  {
    says: [{ about: ["#ebitda"], pole: "before", of: ["#interest"] }],
    correction: "EBITDA is before interest.",
  },
  {
    says: [{ value: [0.05] }, { about: ["ball"], value: [0.05], exact: true }],
    correction: "The ball costs 5p.",
  },
];
const verdicts = (text: string) => judgeClaims(text, POINTS, CLAIMS).verdicts;
const statuses = (text: string) => verdicts(text).map((v) => v.status);

describe("judgeClaims", () => {
  test("a direction and amount said rightly is covered, the other way or another amount wrong", () => {
    expect(statuses("Net income falls by £7.50 and cash goes up by two fifty.")).toEqual([
      "covered",
      "covered",
      "missing",
      "missing",
    ]);
    expect(statuses("Net income drops by ten pounds.")[0]).toBe("wrong");
    expect(statuses("Cash goes down by 10.")[1]).toBe("wrong");
    expect(statuses("Cash: +2.50.")[1]).toBe("covered");
  });

  test("a side of a line: before is right, after is wrong, however it is put", () => {
    expect(statuses("EBITDA is profit before interest, tax and depreciation.")[2]).toBe("covered");
    expect(statuses("EBITDA adds back the interest.")[2]).toBe("covered");
    expect(statuses("EBITDA is what's left after interest and tax.")[2]).toBe("wrong");
    expect(statuses("EBITDA doesn't include interest.")[2]).toBe("covered");
  });

  test("a value attached to its thing is checked; a working figure next to the right one is not wrong", () => {
    expect(statuses("The ball costs 10p.")[3]).toBe("wrong");
    expect(statuses("So the ball costs five pence.")[3]).toBe("covered");
  });

  test("only what is asserted can be wrong: not, if, reported beliefs, refutations and questions", () => {
    expect(statuses("Cash does not go down by 10.")[1]).toBe("missing");
    expect(statuses("If cash fell by 10 it would not balance.")[1]).toBe("missing");
    expect(statuses("People think cash falls by 10, but it rises by 2.50.")[1]).toBe("covered");
    expect(statuses("Cash falls by 10, which is wrong.")[1]).toBe("missing");
    expect(statuses("Does cash fall by 10?")[1]).toBe("missing");
  });

  test("a wrong statement outweighs a right one, and its sentence earns no credit elsewhere", () => {
    const [income, cash] = verdicts(
      "Net income falls by 7.50. Net income falls by 10 and cash rises by 2.50.",
    );
    expect(income?.status).toBe("wrong");
    // The second sentence states net income wrongly, so its right statement about cash is not credited.
    expect(cash?.status).toBe("missing");
  });

  test("each verdict quotes the member's own words exactly, and a wrong one says what is right", () => {
    const answer = "um so net income goes down by ten pounds, and then cash goes up by 2.50";
    const [income, cash] = verdicts(answer);
    expect(income).toMatchObject({ status: "wrong", correction: "Net income falls by £7.50." });
    expect(answer).toContain(income?.evidence ?? "?");
    expect(income?.evidence).toMatch(/^net income goes down by ten pounds$/);
    expect(cash).toMatchObject({ status: "covered", evidence: "cash goes up by 2.50", correction: null });
  });
});

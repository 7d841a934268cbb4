import { describe, expect, test } from "vitest";
import type { KeyPointClaim } from "../../../../../shared/interview";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { judgeClaims, readForClaims } from "./judge-claims";

// Verbs that move what follows them when they have an object ("higher rates shrink the present value",
// "a recession widens spreads") and else their subject ("the present value shrinks").

const read = (text: string) => {
  const found = QUESTION_BANK.find((q) => q.id === "credit-spread");
  return readForClaims(text, found?.claims ?? []);
};
/** The directions given to a credit spread. */
const spread = (text: string) => {
  const reading = read(text);
  return reading.dirs.filter((d) => reading.mentions[d.mention]?.ids.has("#credit-spread")).map((d) => d.dir);
};

describe("verbs that move their object", () => {
  const keyPoints = ["A higher discount rate lowers the present value"];
  const claims: KeyPointClaim[] = [
    {
      says: [{ about: ["#dcf"], dir: "down", when: { about: ["#interest-rate"], dir: "up" } }],
      correction: "A higher discount rate lowers the present value.",
    },
  ];
  const status = (text: string) => judgeClaims(text, keyPoints, claims).verdicts[0]?.status;
  test("'shrinks', 'widens' and 'narrows' move what follows them, or else their subject", () => {
    expect(status("Higher rates shrink the present value.")).toBe("covered");
    expect(status("When rates go up, the present value shrinks.")).toBe("covered");
    expect(spread("A recession widens spreads.")).toEqual(["up"]);
    expect(spread("Good news narrows credit spreads.")).toEqual(["down"]);
    expect(spread("In a recession spreads widen.")).toEqual(["up"]);
  });
});

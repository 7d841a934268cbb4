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

  test("every sentence that states a point wrongly is named, the strongest first", () => {
    const answer =
      "Net income goes down by ten pounds. Then cash goes up by 2.50. So net income drops by 10.";
    const [income, cash] = verdicts(answer);
    expect(income).toMatchObject({
      status: "wrong",
      evidence: "Net income goes down by ten pounds",
      alsoWrong: ["net income drops by 10"],
      correction: "Net income falls by £7.50.",
    });
    for (const said of [income?.evidence, ...(income?.alsoWrong ?? [])]) expect(answer).toContain(said);
    expect(cash).toMatchObject({ status: "covered", evidence: "cash goes up by 2.50" });
    expect(cash?.alsoWrong).toBeUndefined();
  });

  test("two different wrong statements of one point are both named", () => {
    const [income] = verdicts("Net income rises by 7.50. Later on, net income falls by 12.");
    expect(income?.status).toBe("wrong");
    expect([income?.evidence, ...(income?.alsoWrong ?? [])].sort()).toEqual([
      "Net income rises by 7.50",
      "net income falls by 12",
    ]);
  });

  test("every sentence that states a point rightly is kept, the fullest first and the rest in order", () => {
    const answer = "Cash rises by 2.50. I think cash goes up. Overall cash goes up by 2.50 in total.";
    const [, cash] = verdicts(answer);
    expect(cash?.status).toBe("covered");
    expect(cash?.evidence).toBe("Cash rises by 2.50");
    expect(cash?.alsoSaid).toEqual(["I think cash goes up", "Overall cash goes up by 2.50 in total"]);
    // A point said once keeps no list at all, so feedback stays as small as before.
    expect(verdicts("Cash rises by 2.50.")[1]).not.toHaveProperty("alsoSaid");
  });

  test("a further sentence that also states something wrongly is not kept as support", () => {
    const [income, cash] = verdicts("Cash rises by 2.50. Cash goes up by 2.50, but net income falls by 10.");
    expect(income?.status).toBe("wrong");
    expect(cash).toMatchObject({ status: "covered", evidence: "Cash rises by 2.50" });
    expect(cash).not.toHaveProperty("alsoSaid");
  });

  test("a wrong point keeps its right sentences too, but stays wrong", () => {
    const [income] = verdicts("Net income falls by 7.50. Net income goes up by 7.50.");
    expect(income).toMatchObject({
      status: "wrong",
      evidence: "Net income goes up by 7.50",
      alsoSaid: ["Net income falls by 7.50"],
    });
  });
});

describe("a right conclusion given a false reason", () => {
  const POINTS = ["A bond's coupons are fixed", "Prices fall to match the new yield"];
  const CLAIMS: KeyPointClaim[] = [
    { says: [{ any: ["fixed", "#coupon"] }], correction: "A bond's coupons are fixed when it is issued." },
    { says: [{ any: ["match", "compete"] }], correction: "Prices fall to match the new yield." },
  ];
  const coupons = (text: string) => judgeClaims(text, POINTS, CLAIMS).verdicts[0];

  test("a reason that moves the thing a point holds fixed is wrong for that point", () => {
    // The sentence is more like the other point, so only the reason ties it to this one.
    const verdict = coupons(
      "Prices fall to match the new yield, because the coupon payments on the bond fall too.",
    );
    expect(verdict?.status).toBe("wrong");
    expect(verdict?.evidence).toContain("coupon payments on the bond fall");
    expect(verdict?.correction).toBe("A bond's coupons are fixed when it is issued.");
  });

  test("the thing a phrase of place hangs from is what moves, and 'are fixed' is that it does not", () => {
    expect(coupons("The coupons on a bond are fixed, so only its price can move.")?.status).toBe("covered");
    expect(coupons("The coupon on the bond never changes.")?.status).toBe("covered");
    // A comparison between bonds moves nothing: "lower coupons" is no fall in a bond's coupons.
    const compared =
      "When rates climb, older bonds with lower coupons become less attractive, so their price has to fall.";
    expect(coupons(compared)?.status).not.toBe("wrong");
  });
});

describe("a phrase of a point's list read with the rest of its statement", () => {
  test("the other of a pair of opposite words keeps the phrase from covering the point", () => {
    const points = ["Most stock pickers underperform the index after costs"];
    const claims: KeyPointClaim[] = [
      {
        says: [{ any: ["after costs", "index"] }],
        correction: "Most stock pickers underperform the index after costs.",
      },
    ];
    const status = (text: string) => judgeClaims(text, points, claims).verdicts[0]?.status;
    expect(status("Most stock pickers outperform the index after costs.")).not.toBe("covered");
    expect(status("Most stock pickers underperform the index after costs.")).toBe("covered");
    expect(status("Most of them trail the index after costs.")).toBe("covered");
  });

  test("a thing the question names, moved against the point, keeps the phrase from covering it", () => {
    const points = ["Tax paid falls now and rises later"];
    const claims: KeyPointClaim[] = [
      { says: [{ any: ["timing difference"] }], correction: "Less tax is paid now and more later." },
    ];
    const status = (text: string) =>
      judgeClaims(text, points, claims, "What does a timing difference do to tax?").verdicts[0]?.status;
    expect(status("A timing difference means more tax is paid now.")).not.toBe("covered");
    expect(status("A timing difference means less tax is paid now.")).toBe("covered");
  });

  test("two ways of saying the point moved against are enough, though a third agrees", () => {
    const points = ["Tax paid falls now"];
    const claims: KeyPointClaim[] = [
      { says: [{ any: ["timing difference"] }], correction: "Tax paid is lower now." },
    ];
    const status = (text: string) =>
      judgeClaims(text, points, claims, "What does deferred tax do to tax?", ["Tax rises later."]).verdicts[0]
        ?.status;
    expect(status("A timing difference means a bigger tax bill this year.")).not.toBe("covered");
    expect(status("A timing difference means a smaller tax bill this year.")).toBe("covered");
  });

  test("a phrase's 'not' is met by a verb's 'n't'", () => {
    const points = ["Retained earnings are not cash"];
    const claims: KeyPointClaim[] = [
      { says: [{ any: ["not a pile of cash"] }], correction: "Retained earnings are not cash." },
    ];
    const status = (text: string) => judgeClaims(text, points, claims).verdicts[0]?.status;
    expect(status("It isn't a pile of cash at all.")).toBe("covered");
    expect(status("It is a pile of cash.")).toBe("missing");
  });

  test("a relation broken where no point names its things is wrong for the point whose phrase it says", () => {
    const points = ["Operating: start from net income and adjust for working capital"];
    const claims: KeyPointClaim[] = [
      {
        says: [{ any: ["operating"] }],
        correction: "Operating starts from net income and adjusts for working capital.",
      },
    ];
    const status = (text: string) => judgeClaims(text, points, claims).verdicts[0]?.status;
    expect(status("A rise in stock is added to operating cash flow.")).toBe("wrong");
    expect(status("A rise in stock reduces operating cash flow.")).toBe("covered");
  });

  test("what would otherwise happen is not asserted", () => {
    expect(statuses("The loan matters, since cash would otherwise fall by 10.")[1]).toBe("missing");
  });
});

describe("the quote of a short wrong clause", () => {
  test("a wrong clause of a word or two is quoted with what it is said of", () => {
    const points = ["EBITDA rises under the new rules"];
    const claims: KeyPointClaim[] = [
      { says: [{ about: ["#ebitda"], dir: "up" }], correction: "EBITDA rises." },
    ];
    const verdict = judgeClaims("Rent is now booked in operating costs, which lowers EBITDA.", points, claims)
      .verdicts[0];
    expect(verdict?.status).toBe("wrong");
    expect(verdict?.evidence).toBe("Rent is now booked in operating costs, which lowers EBITDA");
  });
});

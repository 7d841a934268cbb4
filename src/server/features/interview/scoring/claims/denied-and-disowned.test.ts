import { describe, expect, test } from "vitest";
import { bankVerdicts } from "./bank-claims.fixtures";

// A sentence that carries a point's words is no coverage when the speaker denies them of the point's own
// subject, reports them as others' belief, or calls them wrong; a right sentence in the same words is
// still credited.

const covered = (id: string, text: string) => {
  return bankVerdicts(id, text)
    .filter((v) => v.status === "covered")
    .map((v) => v.point);
};

describe("a denial of the point's own subject before its words", () => {
  const point = "Enterprise value is the value of the operating business to all capital providers";
  test("is no statement of the point", () => {
    const said = "Enterprise value is not what the whole business is worth to everyone who funded it.";
    expect(covered("ev-vs-equity-value", said)).not.toContain(point);
  });
  test("the same sentence without the denial still states it", () => {
    const said = "Enterprise value is what the whole business is worth to everyone who funded it.";
    expect(covered("ev-vs-equity-value", said)).toContain(point);
  });
});

describe("a belief the speaker disowns", () => {
  const point = "Created in an acquisition when the price exceeds the fair value of net identifiable assets";
  test("reported as others' is no statement of the point", () => {
    const said =
      "People think goodwill is created when you buy a company for more than its net assets are worth.";
    expect(covered("goodwill", said)).not.toContain(point);
  });
  test("called untrue before it is said is no statement of the point", () => {
    const said =
      "It's a myth that goodwill is created when you pay more than the fair value of the net assets.";
    expect(covered("goodwill", said)).not.toContain(point);
  });
  test("said as the speaker's own is credited", () => {
    const said = "Goodwill is created when you pay more than the fair value of the net assets.";
    expect(covered("goodwill", said)).toContain(point);
  });
  test("the speaker's own reason after a trap is still credited", () => {
    const said = "The trap is to say goodwill is amortised, because it is tested for impairment instead.";
    expect(covered("goodwill", said)).toContain(
      "Under IFRS it is not amortised but tested for impairment at least annually",
    );
  });
});

describe("a wrong form's words said with 'cannot' or 'fail to' before or inside them", () => {
  const wrongPoints = (id: string, text: string) =>
    bankVerdicts(id, text)
      .filter((v) => v.status === "wrong")
      .map((v) => v.point);
  test("deny the wrong form, so no point is named as wrong", () => {
    expect(wrongPoints("value-a-bank", "You cannot really use EV/EBITDA for a bank.")).toEqual([]);
    expect(
      wrongPoints(
        "active-vs-passive",
        "Most active managers fail to beat their benchmark once fees are taken off.",
      ),
    ).toEqual([]);
  });
  test("the same words asserted are still named", () => {
    expect(wrongPoints("value-a-bank", "You can really use EV/EBITDA for a bank.")).toEqual([
      "Use equity value, not enterprise value",
    ]);
    expect(
      wrongPoints("active-vs-passive", "Most active managers beat their benchmark once fees are taken off."),
    ).toEqual(["Most active funds underperform their benchmark after fees over the long run"]);
  });
});

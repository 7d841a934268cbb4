import { describe, expect, test } from "vitest";
import { actionVerbOf } from "./action-verbs";
import { replaceOpening, weakOpening } from "./bullet-openings";
import { checkBullet, startsWithActionVerb } from "./cv-writing";

describe("action verbs", () => {
  test.each([
    "Handled",
    "Served",
    "Reconciled",
    "Settled",
    "Performed",
    "Selected",
    "Reorganised",
    "Reorganized",
    "Investigated",
    "Modelled",
    "Modeled",
    "Analysed",
    "Analyzed",
    "Oversaw",
    "Lead",
    "Leading",
    "Manage",
    "Organising",
    "Co-founded",
    "Catalogued",
    "Enrolled",
  ])("%s opens a strong bullet", (verb) => {
    expect(startsWithActionVerb(`${verb} 40 client accounts each month`)).toBe(true);
  });

  test("an adverb may come first; duties and help are not action verbs", () => {
    expect(startsWithActionVerb("Successfully negotiated a 10% discount")).toBe(true);
    expect(startsWithActionVerb("Helped the team with 3 audits")).toBe(false);
    expect(startsWithActionVerb("Responsible for 3 audits")).toBe(false);
    expect(startsWithActionVerb("The society's budget of £2,000")).toBe(false);
  });

  test("knows each verb's forms", () => {
    expect(actionVerbOf("running")?.past).toBe("ran");
    expect(actionVerbOf("planning")?.past).toBe("planned");
    expect(actionVerbOf("summarizing")?.lemma).toBe("summarise");
  });

  test("knows the plain verbs of checking and record-keeping jobs", () => {
    expect(startsWithActionVerb("Cleaned and checked 40,000 policy records; flagged 312 errors")).toBe(true);
    expect(startsWithActionVerb("Kept weekly sales and expenses records for a shop")).toBe(true);
    expect(actionVerbOf("flagging")?.past).toBe("flagged");
    expect(actionVerbOf("met")?.lemma).toBe("meet");
  });
});

describe("stronger openings that keep the bullet's meaning", () => {
  test.each([
    ["Responsible for helping with the model", ["Contributed to the model", "Supported the model"]],
    ["Responsible for managing the £2,000 budget", ["Managed the £2,000 budget"]],
    [
      "Was responsible for the society budget",
      ["Managed the society budget", "Oversaw the society budget", "Ran the society budget"],
    ],
    [
      "Helped organise the careers fair for 300 students",
      ["Contributed to organising the careers fair for 300 students"],
    ],
    [
      "Helped with the audit of 3 clients",
      ["Contributed to the audit of 3 clients", "Supported the audit of 3 clients"],
    ],
    ["Assisted in preparing the year-end accounts", ["Contributed to preparing the year-end accounts"]],
    ["My role was to reconcile 40 accounts", ["Reconciled 40 accounts"]],
    ["Worked on a DCF model", ["Built a DCF model", "Developed a DCF model", "Delivered a DCF model"]],
  ])("%s", (bullet, rewrites) => {
    const { suggestions } = checkBullet(bullet);
    expect(suggestions.map((opening) => replaceOpening(bullet, opening))).toEqual(rewrites);
    for (const rewrite of rewrites) expect(startsWithActionVerb(rewrite)).toBe(true);
  });

  test("never stacks a verb on the helping words", () => {
    for (const suggestion of checkBullet("Responsible for helping with the model").suggestions) {
      expect(replaceOpening("Responsible for helping with the model", suggestion)).not.toMatch(/helping/);
    }
    expect(weakOpening("Reconciled 40 accounts")).toBeUndefined();
  });
});

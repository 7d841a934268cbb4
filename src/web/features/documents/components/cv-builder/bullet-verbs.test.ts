import { describe, expect, it } from "vitest";
import { checkBullet } from "../../../../../shared/cv-writing";
import { applyVerb } from "./bullet-verbs";

describe("applyVerb", () => {
  it.each([
    ["Responsible for the society budget of £2,000", "Managed", "Managed the society budget of £2,000"],
    ["• Worked on a DCF model for 3 targets", "Built", "Built a DCF model for 3 targets"],
    ["Made a pitch deck for 2 clients", "Built", "Built a pitch deck for 2 clients"],
    ["Supported the desk with 5 trade reports", "Led", "Led the desk with 5 trade reports"],
    [
      "The society's first trading competition, 60 teams",
      "Led",
      "Led the society's first trading competition, 60 teams",
    ],
    ["Barclays spring week: 3 case studies", "Completed", "Completed Barclays spring week: 3 case studies"],
    ["Responsible for helping with the model", "Contributed to", "Contributed to the model"],
    [
      "Helped organise the careers fair",
      "Contributed to organising",
      "Contributed to organising the careers fair",
    ],
  ])("%s + %s", (bullet, verb, expected) => {
    expect(applyVerb(bullet, verb)).toBe(expected);
  });

  it("turns a bullet the helper flags into one that opens with an action verb", () => {
    const bullet = "Responsible for running 3 investment workshops";
    const [verb] = checkBullet(bullet).suggestions;
    expect(verb).toBeDefined();
    expect(checkBullet(applyVerb(bullet, verb ?? "")).issues).not.toContain("no-action-verb");
  });
});

import { describe, expect, test } from "vitest";
import { readAnswer } from "./answer-text";
import { STAR_ACTION, STAR_ANSWER, STAR_RESULT, STAR_WITHOUT_RESULT } from "./interview.fixtures";
import { findStar } from "./star";

describe("findStar", () => {
  test("finds all four STAR parts and a reflection in a complete story", () => {
    const star = findStar(readAnswer(STAR_ANSWER));
    expect(star).toMatchObject({ situation: true, task: true, action: true, result: true, learning: true });
    expect(star.ownActions).toBe(2);
  });

  test("misses the result when the story stops before it", () => {
    expect(findStar(readAnswer(STAR_WITHOUT_RESULT)).result).toBe(false);
    expect(findStar(readAnswer(STAR_RESULT)).result).toBe(true);
  });

  test("counts what I did, not what I would do, think or what we did", () => {
    // "I took over…, rebuilt… and set up…" is one clause with "I"; "I also organised" is another.
    expect(findStar(readAnswer(STAR_ACTION)).ownActions).toBe(2);
    const hypothetical = findStar(
      readAnswer("If I made a mistake I would tell my manager and I'd fix it. I think honesty matters."),
    );
    expect(hypothetical.ownActions).toBe(0);
    expect(hypothetical.action).toBe(false);
    const team = findStar(readAnswer("We organised a quiz and we raised money. We also built a website."));
    expect(team.ownActions).toBe(0);
    expect(team.teamActions).toBe(3);
  });

  test("reads a lower-case transcript without punctuation", () => {
    const transcript =
      "so last summer i was working at a cafe and the manager was off sick so i reorganised the rota and i trained two new staff and in the end we served 40 more customers a day";
    expect(findStar(readAnswer(transcript))).toMatchObject({ situation: true, action: true, result: true });
  });
});

describe("results said in words", () => {
  test.each([
    "I had four essays due in one week, so I planned each evening and I got them all in.",
    "The caller was furious at first, but after I rebooked her train she calmed down.",
    "After the event the organiser left us a glowing review.",
    "My tutor said my spreadsheets were messy; my modelling has improved a lot since.",
    "I rewrote the guide for the volunteers, and the board adopted it the following term.",
    "Retaking the module and getting a distinction is what I am proudest of.",
  ])("%s", (text) => {
    expect(findStar(readAnswer(text)).result).toBe(true);
  });

  test("a story that stops at the action still has no result", () => {
    expect(
      findStar(readAnswer("I made a plan for the week and stayed late twice to work on it.")).result,
    ).toBe(false);
  });
});

import { describe, expect, test } from "vitest";
import { scoreFollowUp } from "./follow-up";
import { TEAM_QUESTION } from "./interview.fixtures";

// A follow-up's answer on its own, against the gap the interviewer asked about.

const followUp = (gap: Parameters<typeof scoreFollowUp>[0]["gap"], answer: string) =>
  scoreFollowUp({ question: TEAM_QUESTION, gap, answer, inputKind: "typed" });

describe("scoreFollowUp", () => {
  test("a result asked for and given, in words, is addressed and quoted", () => {
    const feedback = followUp("no-result", "In the end fifty-seven of the sixty trades settled that day.");
    expect(feedback.followUp).toMatchObject({ gap: "no-result", addressed: true });
    expect(feedback.followUp?.why).toContain('"In the end fifty-seven of the sixty trades settled that day"');
    const vague = followUp("no-result", "It went fine, I think.");
    expect(vague.followUp?.addressed).toBe(false);
    expect(feedback.overall).toBeGreaterThan(vague.overall);
  });

  test("counts only its own words and figures, and never asks a follow-up of its own", () => {
    const feedback = followUp("no-number", "About 40% faster.");
    expect(feedback.wordCount).toBe(3);
    expect(feedback.followUp).toMatchObject({ gap: "no-number", addressed: true });
    expect(feedback.followUp?.why).toContain("1 figure (40%)");
    expect(feedback.gaps).toEqual([]);
    expect(followUp("no-number", "It was a lot quicker.").followUp?.addressed).toBe(false);
  });

  test("an action asked for needs the member's own deed", () => {
    expect(
      followUp("no-action", "I rebuilt the model and I ran the practice sessions.").followUp?.addressed,
    ).toBe(true);
    expect(followUp("no-action", "We all worked on it together as a team.").followUp?.addressed).toBe(false);
  });

  test("a typed follow-up has no speaking pace; a spoken one does", () => {
    const answer = "We finished a week early and the client renewed the contract.";
    expect(
      scoreFollowUp({
        question: TEAM_QUESTION,
        gap: "no-result",
        answer,
        durationSeconds: 5,
        inputKind: "typed",
      }).wordsPerMinute,
    ).toBeNull();
    expect(
      scoreFollowUp({
        question: TEAM_QUESTION,
        gap: "no-result",
        answer,
        durationSeconds: 6,
        inputKind: "spoken",
      }).wordsPerMinute,
    ).toBe(110);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AnswerFeedback } from "../../../../shared/interview";
import { FeedbackView } from "./feedback-view";

// The key points' counts must agree with the technical accuracy row, for a follow-up as for a main answer.

afterEach(cleanup);

const followUp: AnswerFeedback = {
  engine: "builtin",
  overall: 4.2,
  criteria: [
    {
      id: "technical",
      label: "Technical accuracy",
      score: 4,
      why: "Correctly covered: earnings before interest and tax. Missing: can be flattered by adjustments.",
    },
  ],
  keyPointsCovered: ["Earnings before interest, tax, depreciation and amortisation"],
  keyPointsMissing: ["Can be flattered by adjustments"],
  claims: [
    {
      point: "Earnings before interest, tax, depreciation and amortisation",
      status: "covered",
      evidence: "It's before interest and tax",
      correction: null,
    },
    { point: "Can be flattered by adjustments", status: "missing", evidence: null, correction: null },
  ],
  fillerWords: [],
  wordCount: 28,
  wordsPerMinute: null,
  gaps: [],
  outline: [],
  input: "typed",
  followUp: { gap: "too-short", addressed: true, why: "This answer adds 28 words on the question." },
};

describe("FeedbackView", () => {
  it("lists a follow-up's missing key points, so the counts match the Missing line", () => {
    render(<FeedbackView feedback={followUp} />);
    expect(screen.getByText(/1 covered, 0 wrong, 1 missing/)).toBeTruthy();
    expect(screen.getAllByText("Can be flattered by adjustments").length).toBeGreaterThan(0);
    expect(screen.getByText(/28 words · typed/)).toBeTruthy();
    expect(screen.queryByText(/words a minute/)).toBeNull();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SessionData, SessionQuestion } from "../api";
import { QuestionRunner } from "./question-runner";

afterEach(cleanup);

const question = (id: string, number: number, followUpOf: string | null = null): SessionQuestion => ({
  id,
  number,
  category: "behavioural",
  text: `Question text ${id}`,
  followUpOf,
  answer: null,
  attempts: [],
});

// A three-question interview in which the second answer earned a follow-up: four questions on the
// server, still three questions to the member.
const questions = [question("q1", 1), question("q2", 2), question("f2", 2, "q2"), question("q3", 3)];
const session = {
  id: "s1",
  questionType: "Behavioural",
  persona: { id: "friendly-analyst", name: "Friendly analyst" },
  mode: "Practice",
  firm: null,
  questionCount: 3,
  status: "in_progress",
  overall: null,
  criteria: null,
  createdAt: new Date().toISOString(),
  completedAt: null,
  timing: null,
  canRetry: true,
  currentQuestionId: "f2",
  questions,
} as SessionData;

function renderRunner(current: SessionQuestion) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuestionRunner
        session={session}
        question={current}
        serverTranscription={false}
        onAnswered={() => {}}
      />
    </QueryClientProvider>,
  );
  return screen.getByText(/^Question \d+ of \d+/).textContent;
}

describe("the question counter", () => {
  it("counts a follow-up as part of its question, not as one more", () => {
    expect(renderRunner(questions[2] as SessionQuestion)).toBe(
      "Question 2 of 3 · Follow-up · Friendly analyst",
    );
  });

  it("the question after a follow-up is still out of the interview's number of questions", () => {
    expect(renderRunner(questions[3] as SessionQuestion)).toBe("Question 3 of 3 · Friendly analyst");
  });
});

import { describe, expect, test } from "vitest";
import { type AnswerFeedback, RUBRIC_CRITERIA } from "../../../../shared/interview";
import { QUESTION_BANK } from "../../../platform/question-bank/question-bank";
import {
  DEPRECIATION_QUESTION,
  STAR_ANSWER,
  STAR_WITHOUT_RESULT,
  TEAM_QUESTION,
  WHY_FIRM_QUESTION,
  wordsOfProse,
} from "./interview.fixtures";
import { INTERVIEW_ENGINE_VERSION, scoreAnswer } from "./score-answer";

const score = (feedback: AnswerFeedback, id: string) => feedback.criteria.find((c) => c.id === id)?.score;
const why = (feedback: AnswerFeedback, id: string) => feedback.criteria.find((c) => c.id === id)?.why ?? "";

describe("scoreAnswer on a behavioural answer", () => {
  test("a STAR answer with a result scores structure ≥ 4 and raises no result gap", () => {
    const feedback = scoreAnswer({ question: TEAM_QUESTION, answer: STAR_ANSWER });
    expect(feedback.engine).toBe(INTERVIEW_ENGINE_VERSION);
    expect(score(feedback, "structure")).toBeGreaterThanOrEqual(4);
    expect(feedback.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(feedback.gaps).not.toContain("no-result");
    expect(feedback.gaps).not.toContain("no-number");
    expect(feedback.overall).toBeGreaterThanOrEqual(4);
  });

  test("removing the result sentence adds the no-result gap and lowers structure", () => {
    const full = scoreAnswer({ question: TEAM_QUESTION, answer: STAR_ANSWER });
    const cut = scoreAnswer({ question: TEAM_QUESTION, answer: STAR_WITHOUT_RESULT });
    expect(cut.gaps).toContain("no-result");
    expect(cut.star?.result).toBe(false);
    expect(score(cut, "structure")).toBeLessThan(score(full, "structure") ?? 0);
    expect(cut.overall).toBeLessThan(full.overall);
    expect(cut.keyPointsMissing).toContain("A result, ideally with a number");
  });

  test("lists criteria in rubric order, with no technical score for a behavioural question", () => {
    const feedback = scoreAnswer({ question: TEAM_QUESTION, answer: STAR_ANSWER });
    expect(feedback.criteria.map((c) => c.id)).toEqual(RUBRIC_CRITERIA.map((c) => c.id));
    expect(score(feedback, "technical")).toBeNull();
    expect(feedback.outline).toEqual(TEAM_QUESTION.outline);
  });

  test("a hypothetical answer gets no-action and cannot score well on relevance", () => {
    const feedback = scoreAnswer({
      question: TEAM_QUESTION,
      answer:
        "I'm a strong team player. If our team faced a difficult deadline I would make a plan, split the work and make sure everyone was heard, because teamwork is really important in banking and I always enjoy it.",
    });
    expect(feedback.gaps).toEqual(expect.arrayContaining(["no-action", "no-result", "no-number"]));
    expect(score(feedback, "relevance")).toBeLessThanOrEqual(3);
    expect(feedback.overall).toBeLessThan(3);
  });

  test("is deterministic", () => {
    const input = { question: TEAM_QUESTION, answer: STAR_ANSWER, durationSeconds: 90 };
    expect(scoreAnswer(input)).toEqual(scoreAnswer(input));
  });
});

describe("scoreAnswer on short, empty and off-topic answers", () => {
  test("an empty or one-word answer scores 1 everywhere", () => {
    for (const answer of ["", "   ", "Teamwork."]) {
      const feedback = scoreAnswer({ question: TEAM_QUESTION, answer });
      expect(feedback.overall).toBe(1);
      expect(feedback.criteria.filter((c) => c.score !== null).every((c) => c.score === 1)).toBe(true);
      expect(feedback.gaps).toContain("too-short");
    }
    const technical = scoreAnswer({ question: DEPRECIATION_QUESTION, answer: "Cash" });
    expect(technical.criteria.every((c) => c.score === 1)).toBe(true);
  });

  test("an answer about something else is off-topic", () => {
    const feedback = scoreAnswer({
      question: DEPRECIATION_QUESTION,
      answer:
        "I have always loved football and I play every weekend for my local club in Leeds, where I have been captain for three seasons and we train on Tuesdays and Thursdays.",
    });
    expect(feedback.gaps).toContain("off-topic");
    expect(feedback.overall).toBeLessThanOrEqual(2);
  });
});

describe("scoreAnswer on a technical answer", () => {
  const correct =
    "Operating profit falls by £10, so at 25% tax net income is down £7.50. On the cash flow statement you add back the £10 because depreciation is non-cash, so cash is up £2.50. On the balance sheet PP&E is down £10, cash up £2.50 and retained earnings down £7.50, so it balances. The extra cash is the tax saving.";

  test("a correct answer covers the key points and scores technical accuracy 5", () => {
    const feedback = scoreAnswer({ question: DEPRECIATION_QUESTION, answer: correct });
    expect(score(feedback, "technical")).toBe(5);
    expect(feedback.keyPointsMissing).toEqual([]);
    expect(feedback.star).toBeUndefined();
  });

  test("claiming a listed wrong claim lowers technical accuracy and names the correction", () => {
    const wrong = correct.replace("The extra cash is the tax saving.", "So depreciation increases cash.");
    const feedback = scoreAnswer({ question: DEPRECIATION_QUESTION, answer: wrong });
    expect(score(feedback, "technical")).toBeLessThanOrEqual(3);
    expect(why(feedback, "technical")).toContain(
      "Depreciation is non-cash; cash rises only by the tax saving.",
    );
    expect(why(feedback, "technical")).toContain('"depreciation increases cash"');
    expect(feedback.overall).toBeLessThan(
      scoreAnswer({ question: DEPRECIATION_QUESTION, answer: correct }).overall,
    );
  });
});

describe("scoreAnswer on pace and length", () => {
  test("a 300-word answer spoken in 60 seconds gets a too-fast note", () => {
    const feedback = scoreAnswer({ question: TEAM_QUESTION, answer: wordsOfProse(300), durationSeconds: 60 });
    expect(feedback.wordCount).toBe(300);
    expect(feedback.wordsPerMinute).toBe(300);
    expect(why(feedback, "conciseness")).toMatch(/300 words per minute, which is too fast/);
    const calm = scoreAnswer({ question: TEAM_QUESTION, answer: wordsOfProse(300), durationSeconds: 120 });
    expect(calm.wordsPerMinute).toBe(150);
    expect(score(calm, "conciseness")).toBeGreaterThan(score(feedback, "conciseness") ?? 5);
  });

  test("an unspoken answer has no words per minute", () => {
    expect(scoreAnswer({ question: TEAM_QUESTION, answer: STAR_ANSWER }).wordsPerMinute).toBeNull();
  });
});

describe("scoreAnswer on a motivational answer", () => {
  test("an answer that never names the firm gets no-firm-reason; a specific one does not", () => {
    const generic = scoreAnswer({
      question: WHY_FIRM_QUESTION,
      firmName: "Northbank Capital",
      answer:
        "I have always wanted to work at a top bank because I want to work on big deals and learn as much as possible. I am hard-working and I think I would fit in well with the team and the culture.",
    });
    expect(generic.gaps).toContain("no-firm-reason");
    const specific = scoreAnswer({
      question: WHY_FIRM_QUESTION,
      firmName: "Northbank Capital",
      answer:
        "Three reasons. First, Northbank focuses on mid-market healthcare deals, which is the sector I researched for my dissertation. Second, unlike the bulge brackets, analysts there work on small teams and see the whole deal. Third, I met two of your analysts at the Leeds careers event in October and they described how much responsibility juniors get. That is why Northbank is my first choice.",
    });
    expect(specific.gaps).not.toContain("no-firm-reason");
    expect(specific.overall).toBeGreaterThan(generic.overall + 1);
    expect(score(specific, "technical")).toBeNull();
  });
});

describe("scoreAnswer with the bank's claims", () => {
  const depreciation = QUESTION_BANK.find((q) => q.id === "depreciation-walkthrough");
  if (!depreciation) throw new Error("the bank has no depreciation walkthrough");
  const technical = (answer: string) => scoreAnswer({ question: depreciation, answer });
  const accuracy = (feedback: AnswerFeedback) =>
    feedback.criteria.find((c) => c.id === "technical")?.score ?? 0;
  const right =
    "Operating profit falls by £10 and net income by £7.50. You add back the £10 of non-cash depreciation, so cash is up £2.50. PP&E is down £10 and retained earnings down £7.50, so it balances, and the extra cash is the tax saving.";
  const oneWrong = right.replace("net income by £7.50", "net income by £10");

  test("a wrong claim puts technical accuracy below any answer without one", () => {
    const withWrong = technical(oneWrong);
    expect(withWrong.claims?.[0]).toMatchObject({
      status: "wrong",
      evidence: expect.stringContaining("£10"),
    });
    for (const answer of [
      right,
      "Depreciation affects the three statements in different ways, and the tax matters.",
    ]) {
      expect(accuracy(withWrong)).toBeLessThan(accuracy(technical(answer)));
    }
    expect(withWrong.overall).toBeLessThan(technical(right).overall);
  });

  test("a point stated wrongly is never listed as covered or as simply missing", () => {
    const feedback = technical(oneWrong);
    const point = depreciation.keyPoints[0] as string;
    expect(feedback.keyPointsCovered).not.toContain(point);
    expect(feedback.keyPointsMissing).not.toContain(point);
    expect(why(feedback, "technical")).toContain("Wrong: you said");
    expect(technical(right).claims?.every((claim) => claim.status === "covered")).toBe(true);
  });

  test("a typed answer gets no speaking pace; a spoken one does", () => {
    const typed = scoreAnswer({
      question: TEAM_QUESTION,
      answer: STAR_ANSWER,
      durationSeconds: 30,
      inputKind: "typed",
    });
    expect(typed.wordsPerMinute).toBeNull();
    expect(typed.input).toBe("typed");
    expect(why(typed, "conciseness")).not.toMatch(/words per minute/);
    const spoken = scoreAnswer({
      question: TEAM_QUESTION,
      answer: STAR_ANSWER,
      durationSeconds: 30,
      inputKind: "spoken",
    });
    expect(spoken.wordsPerMinute).toBeGreaterThan(180);
    expect(why(spoken, "conciseness")).toMatch(/words per minute, which is too fast/);
  });
});

describe("scoreAnswer on stories told in words", () => {
  test("a result said in words counts as a result", () => {
    const story =
      "On my operations internship an outage left sixty trades unmatched before the cut-off. I split the list by time zone and rang the Asian desks first. By four o'clock fifty-seven of the sixty trades settled.";
    expect(scoreAnswer({ question: TEAM_QUESTION, answer: story }).star?.result).toBe(true);
  });

  test("a rambling answer with neither an action nor a result scores clearly below a complete story", () => {
    const rambling =
      "I think teamwork is really important, you know, and basically I'm a team player. Like, when a team has a difficult goal I would make sure everyone is heard and I would, um, split the work, because communication really matters. Difficult goals are a challenge but teams can achieve anything with the right attitude, and I always bring a positive attitude to every team I'm in.";
    const feedback = scoreAnswer({ question: TEAM_QUESTION, answer: rambling });
    expect(feedback.star).toMatchObject({ action: false, result: false });
    expect(feedback.overall).toBeLessThanOrEqual(
      scoreAnswer({ question: TEAM_QUESTION, answer: STAR_ANSWER }).overall - 1.5,
    );
  });
});

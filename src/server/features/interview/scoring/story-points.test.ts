import { describe, expect, test } from "vitest";
import { rightSentences } from "../../../../shared/interview";
import { scoreAnswer } from "./score-answer";
import { judgeStoryPoints, type StoryQuestion } from "./story-points";

// A story's key points, each covered (quoting the sentence it rests on) or missing, never wrong. The
// question and answers here are written for these tests.

const CLASH_QUESTION = {
  text: "Describe a time two of your commitments clashed.",
  category: "behavioural" as const,
  keyPoints: [
    "The commitments that clashed",
    "How you decided what came first",
    "What you personally did, not just the team",
    "The outcome, ideally with a figure",
    "What you learned",
  ],
  keywords: [
    ["exam*", "shift*", "job", "society", "deadline*"],
    ["priorit*", "urgent", "schedule", "plan"],
    ["@action"],
    ["@result"],
    ["@learning"],
  ],
  outline: [
    "Name the two commitments and when they clashed.",
    "Say how you ranked them.",
    "Say what you did yourself.",
    "Give the outcome with a figure.",
    "Say what you would repeat.",
  ],
} satisfies StoryQuestion;

const status = (answer: string) =>
  Object.fromEntries(judgeStoryPoints(answer, CLASH_QUESTION).map((v) => [v.point, v.status]));
const verdictFor = (answer: string, point: number) =>
  judgeStoryPoints(answer, CLASH_QUESTION)[point] as ReturnType<typeof judgeStoryPoints>[number];

const STORY = [
  "In my final year the rowing club regatta fell on the same weekend as a shift at the cinema.",
  "I put the regatta first in my plan because it could not move.",
  "I swapped the shift with a colleague and cleared the Friday night to pack the trailer.",
  "Our crew finished third of fourteen boats, and the cinema manager kept me on the rota.",
  "I learned to check the club calendar before accepting shifts.",
].join(" ");

describe("judgeStoryPoints", () => {
  test("quotes the sentence each covered point rests on, exactly as written", () => {
    const verdicts = judgeStoryPoints(STORY, CLASH_QUESTION);
    expect(verdicts.map((v) => v.status)).toEqual(["covered", "covered", "covered", "covered", "covered"]);
    for (const verdict of verdicts) {
      expect(STORY).toContain(verdict.evidence as string);
      for (const said of verdict.alsoSaid ?? []) expect(STORY).toContain(said);
      expect(verdict.correction).toBeNull();
    }
    expect(verdictFor(STORY, 1).evidence).toBe(
      "I put the regatta first in my plan because it could not move",
    );
    expect(rightSentences(verdictFor(STORY, 2))).toContain(
      "I swapped the shift with a colleague and cleared the Friday night to pack the trailer",
    );
    expect(verdictFor(STORY, 3).evidence).toBe(
      "Our crew finished third of fourteen boats, and the cinema manager kept me on the rota",
    );
    expect(verdictFor(STORY, 4).evidence).toBe(
      "I learned to check the club calendar before accepting shifts",
    );
  });

  test("never calls a point wrong: a point the story does not reach is missing", () => {
    const verdicts = judgeStoryPoints("I like rowing and films.", CLASH_QUESTION);
    expect(verdicts.every((v) => v.status === "missing" && v.evidence === null)).toBe(true);
  });

  test("what someone else or only the team did is not what the member personally did", () => {
    const others = [
      "In my second year my exams clashed with the society's ball.",
      "My flatmate swapped the tickets and the committee moved the ball to May.",
      "We finished the decorations together.",
    ].join(" ");
    expect(status(others)["What you personally did, not just the team"]).toBe("missing");
    const own = `${others} I called the venue and booked a later slot.`;
    expect(verdictFor(own, 2)).toMatchObject({
      status: "covered",
      evidence: "I called the venue and booked a later slot",
    });
  });

  test("an answer saying what the member would do covers nothing it only supposes", () => {
    const supposed = [
      "If my exams clashed with a job I would plan my week and put the urgent work first.",
      "I would tell my manager early and make sure I understood the schedule.",
    ].join(" ");
    expect(Object.values(status(supposed))).toEqual(["missing", "missing", "missing", "missing", "missing"]);
  });

  test("a habit across many times is no one time: it covers nothing", () => {
    const habit =
      "I've juggled lots of exams and shifts over the years and I've always planned my week around the urgent ones.";
    expect(Object.values(status(habit))).toEqual(["missing", "missing", "missing", "missing", "missing"]);
  });

  test("a result has to say what came of it, not only that it went well", () => {
    const vague =
      "My shift and my exam clashed, so I swapped the shift with a friend. It went well in the end.";
    expect(status(vague)["The outcome, ideally with a figure"]).toBe("missing");
    const real =
      "My shift and my exam clashed, so I swapped the shift with a friend. In the end I got a first in the exam.";
    expect(verdictFor(real, 3)).toMatchObject({
      status: "covered",
      evidence: "In the end I got a first in the exam",
    });
  });

  test("a result told before anything the member did is the scene, not the outcome", () => {
    const early = [
      "Last spring attendance at my society had dropped to half just as my exams started.",
      "I moved our meetings to lunchtimes.",
    ].join(" ");
    expect(status(early)["The outcome, ideally with a figure"]).toBe("missing");
  });

  test("a keyword the member denies is not said", () => {
    const denied = "I haven't really had a clash with my job, I planned my week ahead and it was fine.";
    expect(status(denied)["The commitments that clashed"]).toBe("missing");
  });

  test('reads "I\'d" before a past participle as what the member had done, not what they would do', () => {
    const scene = "My exam week clashed with a deadline at my placement, so I swapped two shifts.";
    const had = `${scene} By the Friday I'd finished the report two days early.`;
    expect(verdictFor(had, 3)).toMatchObject({
      status: "covered",
      evidence: "By the Friday I'd finished the report two days early",
    });
    const would = `${scene} Next time I'd finish the report two days early.`;
    expect(verdictFor(would, 3).status).toBe("missing");
  });
});

describe("scoreAnswer on a story", () => {
  test("returns the story's verdicts as claims, and lists the same points as covered and missing", () => {
    const feedback = scoreAnswer({ question: CLASH_QUESTION, answer: STORY });
    expect(feedback.claims?.map((c) => c.status)).toEqual([
      "covered",
      "covered",
      "covered",
      "covered",
      "covered",
    ]);
    const thin = scoreAnswer({
      question: CLASH_QUESTION,
      answer: "My exams clashed with my bar job. I would plan better next time, I think planning is key.",
    });
    const claims = thin.claims ?? [];
    expect(claims.some((c) => c.status === "wrong")).toBe(false);
    expect(thin.keyPointsCovered).toEqual(claims.filter((c) => c.status === "covered").map((c) => c.point));
    expect(thin.keyPointsMissing).toEqual(claims.filter((c) => c.status === "missing").map((c) => c.point));
    expect(claims.find((c) => c.point === "What you personally did, not just the team")?.status).toBe(
      "missing",
    );
  });

  test("a motivational answer gets no verdicts: its facts could be wrong and nothing here could tell", () => {
    const feedback = scoreAnswer({
      question: { ...CLASH_QUESTION, category: "motivational" as const },
      answer: STORY,
    });
    expect(feedback.claims).toBeUndefined();
  });
});

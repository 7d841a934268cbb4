import {
  type AnswerFeedback,
  type ClaimVerdict,
  type KeyPointClaim,
  type Misconception,
  type QuestionCategory,
  RUBRIC_CRITERIA,
  type RubricCriterion,
} from "../../../../shared/interview";
import { readAnswer } from "./answer-text";
import { judgeClaims } from "./claims/judge-claims";
import { judgeConciseness, wordsPerMinute } from "./conciseness";
import { coverKeyPoints, judgeRelevance, type Signals } from "./coverage";
import { clampScore, type Judgement, toCriterion } from "./criterion";
import { findFillers, findHedges, judgeDelivery } from "./delivery";
import { findGaps, namesFirm } from "./gaps";
import { findSpecifics, judgeSpecificity } from "./specificity";
import { findStar } from "./star";
import { judgeStoryPoints } from "./story-points";
import { judgeStructure } from "./structure";
import { findWrongClaims, judgeClaimAccuracy, judgeTechnical, type WrongClaim } from "./technical";

// The built-in engine's feedback on one interview answer, computed offline from the text with wink-nlp:
// six criteria scored 1-5 with a reason each, an overall score, the key points covered and missed, the
// filler words, and the gaps a follow-up question should probe. The same input always gives the same
// feedback.

export const INTERVIEW_ENGINE_VERSION = "builtin-interview-26";

export type ScoreAnswerInput = {
  question: {
    text: string;
    category: QuestionCategory;
    keyPoints: string[];
    keywords?: string[][];
    outline: string[];
    /** One per key point: what the engine checks each sentence against (technical questions). */
    claims?: KeyPointClaim[];
    /** Wrong beliefs about the subject that state no key point the other way (technical questions). */
    misconceptions?: Misconception[];
    /** Regular expressions of wrong claims, kept for questions copied before claims existed. */
    wrongClaims?: WrongClaim[];
  };
  answer: string;
  /** How long the member took; for a spoken answer, the recording's length. */
  durationSeconds?: number | null;
  /** Typed answers get no speaking-pace verdict; an answer of unknown kind is read as spoken. */
  inputKind?: "typed" | "spoken";
  /** The time allowed, e.g. 120 in Timed mode. */
  answerSeconds?: number | null;
  firmName?: string | null;
};

type Weights = Partial<Record<RubricCriterion, number>>;
// Content outweighs form: a fluent answer that misses the point should not beat a halting correct one.
const WEIGHTS: Record<"behavioural" | "motivational" | "technical" | "brainteaser", Weights> = {
  behavioural: { structure: 0.25, specificity: 0.25, relevance: 0.2, conciseness: 0.1, delivery: 0.2 },
  motivational: { structure: 0.15, specificity: 0.3, relevance: 0.3, conciseness: 0.1, delivery: 0.15 },
  technical: {
    structure: 0.1,
    specificity: 0.1,
    relevance: 0.15,
    technical: 0.45,
    conciseness: 0.1,
    delivery: 0.1,
  },
  brainteaser: {
    structure: 0.2,
    specificity: 0.05,
    relevance: 0.1,
    technical: 0.45,
    conciseness: 0.1,
    delivery: 0.1,
  },
};
/** Fewer words than this cannot be judged at all: every criterion scores 1. */
const MIN_JUDGEABLE_WORDS = 3;
const TOO_SHORT_CAP = 2.5;
const HYPOTHETICAL_CAP = 2.5;
const OFF_TOPIC_CAP = 2;
const STORYLESS_CAP = 2.2;
const HALF_STORY_CAP = 3.6;

const weightsFor = (category: QuestionCategory) =>
  category === "behavioural" || category === "motivational" || category === "brainteaser"
    ? WEIGHTS[category]
    : WEIGHTS.technical;

export function scoreAnswer(input: ScoreAnswerInput): AnswerFeedback {
  const { question } = input;
  const category = question.category;
  const answer = readAnswer(input.answer);
  const spoken = input.inputKind !== "typed";
  // Typing speed says nothing about speaking: a typed answer's time counts only against the clock.
  const spokenSeconds = spoken ? input.durationSeconds : null;
  const star = findStar(answer);
  const story =
    category === "behavioural" ? judgeStoryPoints(answer, { ...question, category }, input.firmName) : null;
  const specifics = findSpecifics(answer);
  const firmNamed = namesFirm(answer, input.firmName);
  const signals: Signals = {
    "@situation": star.situation,
    "@task": star.task,
    "@action": star.action,
    "@result": star.result,
    "@learning": star.learning,
    "@number": specifics.figures.length > 0,
    "@firm": firmNamed,
  };
  const technical = category !== "behavioural" && category !== "motivational";
  const coverage = coverKeyPoints(question, answer, signals);
  // A technical question with claims is judged sentence by sentence; its keywords are not needed.
  let verdicts: ClaimVerdict[] | null = null;
  let mistaken: ClaimVerdict[] = [];
  if (technical && question.claims && question.claims.length === question.keyPoints.length) {
    const judged = judgeClaims(
      answer.raw,
      question.keyPoints,
      question.claims,
      question.text,
      question.outline,
      question.misconceptions,
    );
    verdicts = judged.verdicts;
    mistaken = judged.mistaken;
    coverage.covered = verdicts.map((v) => v.status === "covered");
    coverage.firstAt = judged.firstAt;
    coverage.fraction = verdicts.length ? coverage.covered.filter(Boolean).length / verdicts.length : 0;
    coverage.termsUsed = judged.termsUsed;
  }
  // A story is judged point by point too, each covered point with the sentence it rests on. The verdicts
  // are what the feedback lists; the score still reads the keyword coverage, which orders strong, average
  // and weak stories as well on every labelled set, so adding the verdicts moved no score. Motivational
  // answers get none: their points are facts about a job or a firm that may be stated wrongly, and with
  // no way to tell, a quote listed as covered could praise a wrong statement.
  const fillers = findFillers(answer);
  const hedges = findHedges(answer);
  const wrong = technical && !verdicts ? findWrongClaims(answer.lower, question.wrongClaims ?? []) : [];
  const gaps = findGaps({
    category,
    questionText: question.text,
    answer,
    coverage,
    star,
    figures: specifics.figures.length,
    firmName: input.firmName,
    namesFirm: firmNamed,
  });

  // The points the feedback names as covered: the verdicts' where there are any, so no line contradicts them.
  const listed = story ? story.map((v) => v.status === "covered") : coverage.covered;
  const delivery = judgeDelivery(answer, fillers, hedges);
  // Too few words to hear any fillers is not good delivery.
  delivery.raw = Math.min(delivery.raw, 1 + answer.words / 5);
  const judged: Record<RubricCriterion, Judgement | null> = {
    structure: judgeStructure(category, answer, star, coverage, specifics.figures.length),
    specificity: judgeSpecificity({
      category,
      specifics,
      termsUsed: coverage.termsUsed,
      hasResult: star.result,
      ownActions: star.ownActions,
      namesFirm: firmNamed,
    }),
    relevance: judgeRelevance(coverage, question.keyPoints, technical, listed),
    technical: verdicts
      ? judgeClaimAccuracy(verdicts, mistaken)
      : technical
        ? judgeTechnical(coverage, question.keyPoints, wrong)
        : null,
    conciseness: judgeConciseness({
      category,
      words: answer.words,
      durationSeconds: spokenSeconds,
      tookSeconds: spoken ? null : input.durationSeconds,
      answerSeconds: input.answerSeconds,
    }),
    delivery,
  };
  // "I would tell my manager" names the right steps but describes no real time: that is not an answer
  // to "tell me about a time", however many key points it touches.
  const relevance = judged.relevance;
  if (category === "behavioural" && star.ownActions === 0 && relevance && relevance.raw > HYPOTHETICAL_CAP) {
    relevance.raw = HYPOTHETICAL_CAP;
    relevance.why += " It describes what you would do, not a time you did it: give a real example.";
  }
  // "Day 47" answers a brainteaser: a very short answer that gets a point right is judged, within the cap.
  const shortButRight =
    verdicts?.some((v) => v.status === "covered") &&
    !verdicts.some((v) => v.status === "wrong") &&
    !mistaken.length;
  const unjudgeable = answer.words < MIN_JUDGEABLE_WORDS && !shortButRight;
  if (unjudgeable) {
    for (const judgement of Object.values(judged)) {
      if (judgement)
        Object.assign(judgement, {
          raw: 1,
          why: "Too short to judge: answer the question in full sentences.",
        });
    }
  }

  const weights = weightsFor(category);
  let total = 0;
  let weightSum = 0;
  for (const [id, weight] of Object.entries(weights) as [RubricCriterion, number][]) {
    const judgement = judged[id];
    if (!judgement) continue;
    total += clampScore(judgement.raw) * weight;
    weightSum += weight;
  }
  let overall = weightSum ? total / weightSum : 1;
  // A "tell me about a time" answer with neither an action of the member's own nor a result is not a
  // story, however many of the question's words it uses: it stays clearly below a complete one.
  if (category === "behavioural" && !star.action && !star.result) overall = Math.min(overall, STORYLESS_CAP);
  else if (category === "behavioural" && !(star.action && star.result))
    overall = Math.min(overall, HALF_STORY_CAP);
  if (gaps.includes("too-short")) overall = Math.min(overall, TOO_SHORT_CAP);
  if (gaps.includes("off-topic")) overall = Math.min(overall, OFF_TOPIC_CAP);
  if (unjudgeable) overall = 1;

  return {
    engine: INTERVIEW_ENGINE_VERSION,
    overall: Math.round(clampScore(overall) * 10) / 10,
    criteria: RUBRIC_CRITERIA.map((criterion) => toCriterion(criterion.id, judged[criterion.id])),
    ...(category === "behavioural"
      ? { star: { situation: star.situation, task: star.task, action: star.action, result: star.result } }
      : {}),
    keyPointsCovered: question.keyPoints.filter((_, i) => listed[i]),
    // A point stated wrongly is neither covered nor simply missing: the claims list shows it as wrong.
    keyPointsMissing: question.keyPoints.filter((_, i) => !listed[i] && verdicts?.[i]?.status !== "wrong"),
    // A misconception the answer states is listed after the key points, as wrong.
    ...(verdicts ? { claims: [...verdicts, ...mistaken] } : story ? { claims: story } : {}),
    fillerWords: fillers,
    wordCount: answer.words,
    wordsPerMinute: wordsPerMinute(answer.words, spokenSeconds),
    ...(input.inputKind ? { input: input.inputKind } : {}),
    gaps,
    outline: [...question.outline],
  };
}

import {
  type AnswerFeedback,
  type AnswerGap,
  type FollowUpVerdict,
  GAP_ASKS,
  RUBRIC_CRITERIA,
  type RubricCriterion,
} from "../../../../shared/interview";
import { readAnswer } from "./answer-text";
import { type ClaimJudgement, judgeClaims } from "./claims/judge-claims";
import { chunksOf, tokenize } from "./claims/tokens";
import { judgeConciseness, wordsPerMinute } from "./conciseness";
import { coverKeyPoints, type Signals } from "./coverage";
import { clampScore, counted, type Judgement, listOf, toCriterion } from "./criterion";
import { findFillers, findHedges, judgeDelivery } from "./delivery";
import { namesFirm } from "./gaps";
import { INTERVIEW_ENGINE_VERSION, type ScoreAnswerInput } from "./score-answer";
import { findSpecifics } from "./specificity";
import { findStar, statesResult } from "./star";
import { judgeClaimAccuracy } from "./technical";

// A follow-up's answer judged on its own, against the gap the interviewer asked about: "how did it turn
// out?" wants a result, "roughly how big?" a figure, "what was your part?" the member's own actions. Its
// word count, figures and fillers are its own; the earlier answer is neither quoted nor counted. On a
// technical question the follow-up's sentences are also checked against the question's claims, so a
// wrong statement made in a follow-up is named like any other.

export type FollowUpInput = Omit<ScoreAnswerInput, "answerSeconds"> & { gap: AnswerGap };

// Addressing the gap is what a follow-up is for; the rest is how well it was said.
const WEIGHTS: Partial<Record<RubricCriterion, number>> = {
  relevance: 0.5,
  specificity: 0.2,
  technical: 0.3,
  conciseness: 0.1,
  delivery: 0.15,
};
/** A follow-up's answer is short by nature: a sentence or three. */
const FOLLOW_UP_RANGE = { min: 15, max: 150 };
const ON_TOPIC_OVERLAP = 0.2;
const MORE_DETAIL_WORDS = 25;

/** The first sentence of the answer that passes `test`, exactly as the member wrote it. */
function sentenceWhere(raw: string, test: (lower: string) => boolean): string | null {
  const chunk = chunksOf(raw, tokenize(raw)).find((c) => test(c.text.toLowerCase()));
  return chunk?.text ?? null;
}

const quote = (sentence: string | null) => (sentence ? ` "${sentence}"` : "");

function judgeGap(input: FollowUpInput, answer: ReturnType<typeof readAnswer>): FollowUpVerdict {
  const { gap } = input;
  const asked = `The interviewer asked for ${GAP_ASKS[gap]}.`;
  const star = findStar(answer);
  const specifics = findSpecifics(answer);
  switch (gap) {
    case "no-result": {
      const sentence = statesResult(answer.lower) ? sentenceWhere(answer.raw, statesResult) : null;
      return sentence
        ? { gap, addressed: true, why: `${asked} You gave it:${quote(sentence)}` }
        : {
            gap,
            addressed: false,
            why: `${asked} This answer still does not say how it turned out: say what changed, with a number if you can.`,
          };
    }
    case "no-number":
      return specifics.figures.length
        ? {
            gap,
            addressed: true,
            why: `${asked} You gave ${counted(specifics.figures.length, "figure")} (${listOf(specifics.figures.slice(0, 3), 3)}).`,
          }
        : {
            gap,
            addressed: false,
            why: `${asked} This answer gives no figure: even a rough one ("about 20%", "three days sooner") helps.`,
          };
    case "no-action":
      return star.ownActions > 0
        ? {
            gap,
            addressed: true,
            why: `${asked} You described ${counted(star.ownActions, "action")} of your own.`,
          }
        : {
            gap,
            addressed: false,
            why: `${asked} This answer still does not say what you did: use "I" and a verb ("I rebuilt the model").`,
          };
    case "no-firm-reason": {
      const named = namesFirm(answer, input.firmName);
      const specific = specifics.names.length > 0 || named;
      return specific
        ? {
            gap,
            addressed: true,
            why: `${asked} You named ${named ? "the firm" : listOf(specifics.names.slice(0, 3), 3)}.`,
          }
        : {
            gap,
            addressed: false,
            why: `${asked} This answer could be about any firm: name a deal, a team or a person you met.`,
          };
    }
    case "too-short":
    case "off-topic": {
      const coverage = coverKeyPoints(input.question, answer, NO_SIGNALS);
      const onTopic = coverage.fraction > 0 || coverage.questionOverlap >= ON_TOPIC_OVERLAP;
      const enough = gap === "off-topic" || answer.words >= MORE_DETAIL_WORDS;
      return onTopic && enough
        ? {
            gap,
            addressed: true,
            why: `${asked} This answer adds ${counted(answer.words, "word")} on the question.`,
          }
        : {
            gap,
            addressed: false,
            why: `${asked} ${onTopic ? `At ${counted(answer.words, "word")} it is still short: add an example or a step.` : "This answer is still not about the question."}`,
          };
    }
  }
}

const NO_SIGNALS: Signals = {
  "@situation": false,
  "@task": false,
  "@action": false,
  "@result": false,
  "@learning": false,
  "@number": false,
  "@firm": false,
};

export function scoreFollowUp(input: FollowUpInput): AnswerFeedback {
  const { question } = input;
  const answer = readAnswer(input.answer);
  const spoken = input.inputKind !== "typed";
  const verdict = judgeGap(input, answer);
  const fillers = findFillers(answer);
  const specifics = findSpecifics(answer);
  const technical = question.category !== "behavioural" && question.category !== "motivational";
  let claimJudgement: ClaimJudgement | undefined;
  if (technical && question.claims?.length === question.keyPoints.length) {
    claimJudgement = judgeClaims(
      answer.raw,
      question.keyPoints,
      question.claims,
      question.text,
      question.outline,
      question.misconceptions,
    );
  }
  const claims = claimJudgement && [...claimJudgement.verdicts, ...claimJudgement.mistaken];
  const claimsSaid = claims?.some((c) => c.status !== "missing") ?? false;

  const figures = specifics.figures.length;
  const judged: Record<RubricCriterion, Judgement | null> = {
    structure: null,
    specificity: {
      raw: 1 + Math.min(figures, 2) * 1.2 + Math.min(specifics.names.length, 2) * 0.5,
      why: figures ? `You gave ${counted(figures, "figure")}.` : "No figures in this answer.",
    },
    relevance: { raw: verdict.addressed ? 5 : 1.5, why: verdict.why },
    technical:
      claimJudgement && claimsSaid
        ? judgeClaimAccuracy(claimJudgement.verdicts, claimJudgement.mistaken)
        : null,
    conciseness: judgeConciseness({
      category: question.category,
      words: answer.words,
      durationSeconds: spoken ? input.durationSeconds : null,
      range: FOLLOW_UP_RANGE,
    }),
    delivery: judgeDelivery(answer, fillers, findHedges(answer)),
  };
  if (answer.words < 3) {
    for (const judgement of Object.values(judged)) {
      if (judgement)
        Object.assign(judgement, { raw: 1, why: "Too short to judge: answer in a full sentence." });
    }
  }
  let total = 0;
  let weightSum = 0;
  for (const [id, weight] of Object.entries(WEIGHTS) as [RubricCriterion, number][]) {
    const judgement = judged[id];
    if (!judgement) continue;
    total += clampScore(judgement.raw) * weight;
    weightSum += weight;
  }
  const overall = answer.words < 3 ? 1 : weightSum ? total / weightSum : 1;
  return {
    engine: INTERVIEW_ENGINE_VERSION,
    overall: Math.round(clampScore(overall) * 10) / 10,
    criteria: RUBRIC_CRITERIA.map((criterion) => toCriterion(criterion.id, judged[criterion.id])),
    keyPointsCovered: claims ? question.keyPoints.filter((_, i) => claims?.[i]?.status === "covered") : [],
    keyPointsMissing: [],
    ...(claims && claimsSaid ? { claims } : {}),
    fillerWords: fillers,
    wordCount: answer.words,
    wordsPerMinute: spoken ? wordsPerMinute(answer.words, input.durationSeconds) : null,
    gaps: [],
    outline: [...question.outline],
    input: spoken ? "spoken" : "typed",
    followUp: verdict,
  };
}

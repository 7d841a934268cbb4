import { z } from "zod";
import { APTITUDE_KINDS } from "../assessments";
import { INTERVIEW_MODES } from "../interview";
import { ANSWER_VALUES, PERSONALITY_ITEM_COUNT, PERSONALITY_PAGE_COUNT } from "../personality";

// Assessment prep: personality answers, starting and answering an aptitude test, and the ids in the
// paths, shared by the server's validation and the screens.

/** Timed and Practice, as in interview practice. */
export const APTITUDE_MODES = INTERVIEW_MODES;
export type AptitudeMode = (typeof APTITUDE_MODES)[number];

/** Answers a screen's pages can hold: the ids are checked against the inventory on the server. */
export const MAX_ANSWERS_PER_BATCH = PERSONALITY_ITEM_COUNT;

export const ASSESSMENT_MESSAGES = {
  answerValue: "Each answer must be a whole number from 1 to 5.",
  tooManyAnswers: `Send at most ${MAX_ANSWERS_PER_BATCH} answers at a time.`,
  noAnswers: "Send at least one answer.",
  page: `Choose a page from 1 to ${PERSONALITY_PAGE_COUNT}.`,
  kind: "Choose numerical, verbal, logical, situational judgement, critical thinking or adaptive logical.",
  mode: "Choose Timed or Practice.",
  itemId: "Say which question this answer is for.",
  choice: "Choose one of the options.",
  ratings: "Rate every response from 1 (very ineffective) to 4 (very effective).",
  mostLeast: "Choose the most effective and the least effective response: two different ones.",
  oneForm: "Send one answer: an option, ratings of every response, or the most and least effective.",
  seconds: "The time spent must be a whole number of seconds.",
  noAttempt: "There is no such attempt.",
} as const;

export const personalityAnswersSchema = z.object({
  answers: z
    .record(
      z.string().min(1).max(100),
      z
        .number(ASSESSMENT_MESSAGES.answerValue)
        .int(ASSESSMENT_MESSAGES.answerValue)
        .min(Math.min(...ANSWER_VALUES), ASSESSMENT_MESSAGES.answerValue)
        .max(Math.max(...ANSWER_VALUES), ASSESSMENT_MESSAGES.answerValue),
    )
    .refine((answers) => Object.keys(answers).length > 0, ASSESSMENT_MESSAGES.noAnswers)
    .refine(
      (answers) => Object.keys(answers).length <= MAX_ANSWERS_PER_BATCH,
      ASSESSMENT_MESSAGES.tooManyAnswers,
    ),
});
export type PersonalityAnswersInput = z.infer<typeof personalityAnswersSchema>;

export const personalityPageSchema = z.object({
  page: z.coerce
    .number(ASSESSMENT_MESSAGES.page)
    .int(ASSESSMENT_MESSAGES.page)
    .min(1, ASSESSMENT_MESSAGES.page)
    .max(PERSONALITY_PAGE_COUNT, ASSESSMENT_MESSAGES.page),
});

export const aptitudeStartSchema = z.object({
  kind: z.enum(APTITUDE_KINDS, ASSESSMENT_MESSAGES.kind),
  mode: z.enum(APTITUDE_MODES, ASSESSMENT_MESSAGES.mode),
});
export type AptitudeStartInput = z.infer<typeof aptitudeStartSchema>;

const optionIndex = (message: string) => z.number(message).int(message).min(0, message).max(4, message);

/**
 * An answer is an option (choice), or for a situational scenario a rating of each response in order
 * (ratings) or the most and least effective responses (most and least); the server checks the form
 * against the question.
 */
export const aptitudeAnswerSchema = z
  .object({
    itemId: z.string(ASSESSMENT_MESSAGES.itemId).min(1, ASSESSMENT_MESSAGES.itemId).max(200),
    choice: optionIndex(ASSESSMENT_MESSAGES.choice).optional(),
    ratings: z
      .array(
        z
          .number(ASSESSMENT_MESSAGES.ratings)
          .int(ASSESSMENT_MESSAGES.ratings)
          .min(1, ASSESSMENT_MESSAGES.ratings)
          .max(4, ASSESSMENT_MESSAGES.ratings),
        ASSESSMENT_MESSAGES.ratings,
      )
      .min(4, ASSESSMENT_MESSAGES.ratings)
      .max(5, ASSESSMENT_MESSAGES.ratings)
      .optional(),
    most: optionIndex(ASSESSMENT_MESSAGES.mostLeast).optional(),
    least: optionIndex(ASSESSMENT_MESSAGES.mostLeast).optional(),
    seconds: z
      .number(ASSESSMENT_MESSAGES.seconds)
      .int(ASSESSMENT_MESSAGES.seconds)
      .min(0, ASSESSMENT_MESSAGES.seconds)
      .max(24 * 3600, ASSESSMENT_MESSAGES.seconds),
  })
  .superRefine((answer, ctx) => {
    const forms = [
      answer.choice !== undefined,
      answer.ratings !== undefined,
      answer.most !== undefined || answer.least !== undefined,
    ].filter(Boolean).length;
    if (forms === 0) ctx.addIssue({ code: "custom", path: ["choice"], message: ASSESSMENT_MESSAGES.choice });
    else if (forms > 1)
      ctx.addIssue({ code: "custom", path: ["choice"], message: ASSESSMENT_MESSAGES.oneForm });
    const pair = answer.most !== undefined || answer.least !== undefined;
    if (pair && (answer.most === undefined || answer.least === undefined || answer.most === answer.least)) {
      ctx.addIssue({ code: "custom", path: ["most"], message: ASSESSMENT_MESSAGES.mostLeast });
    }
  });
export type AptitudeAnswerInput = z.infer<typeof aptitudeAnswerSchema>;

export const aptitudeHistorySchema = z.object({
  kind: z.enum(APTITUDE_KINDS, ASSESSMENT_MESSAGES.kind).optional(),
});

export const attemptParamSchema = z.object({ attemptId: z.uuid(ASSESSMENT_MESSAGES.noAttempt) });

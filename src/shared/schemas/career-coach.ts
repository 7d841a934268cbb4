import { z } from "zod";

// The career coach's inputs, shared by the server's validation and the page's forms: ticking a plan
// item off (or back on), and a question for the coach.

export const COACH_QUESTION_MAX_CHARS = 2_000;
/** Questions a member may ask the coach in a day: enough for real use, a ceiling on a model's bill. */
export const COACH_QUESTIONS_PER_DAY = 50;

export const COACH_MESSAGES = {
  emptyQuestion: "Type a question for the coach first.",
  questionTooLong: `A question can be at most ${COACH_QUESTION_MAX_CHARS.toLocaleString("en-GB")} characters. Shorten it and ask again.`,
  itemKey: "Choose an item of this week's plan.",
  done: "Say whether the item is done.",
} as const;

/** Tick a plan item off this week, or untick it. The key names the item ("deadline:<applicationId>"). */
export const planTickSchema = z.strictObject({
  key: z
    .string({ error: COACH_MESSAGES.itemKey })
    .trim()
    .min(1, COACH_MESSAGES.itemKey)
    .max(200, COACH_MESSAGES.itemKey),
  done: z.boolean({ error: COACH_MESSAGES.done }),
});
export type PlanTickInput = z.input<typeof planTickSchema>;

/** A question for the coach: the text as typed, with runs of blank lines and edge spaces removed. */
export const coachQuestionSchema = z.strictObject({
  question: z
    .string({ error: COACH_MESSAGES.emptyQuestion })
    .transform((text) =>
      text
        .replace(/\r\n?/g, "\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(1, COACH_MESSAGES.emptyQuestion)
        .max(COACH_QUESTION_MAX_CHARS, COACH_MESSAGES.questionTooLong),
    ),
});
export type CoachQuestionInput = z.input<typeof coachQuestionSchema>;

/**
 * What a streamed answer sends, one server-sent event each: `start` names who answers, `delta` adds
 * text, `restart` drops the text so far (the model failed mid-answer; the built-in coach answers
 * instead), `done` carries the stored question and answer, `error` ends an answer that failed.
 */
export const COACH_STREAM_EVENTS = ["start", "delta", "restart", "done", "error"] as const;
export type CoachStreamEvent = (typeof COACH_STREAM_EVENTS)[number];

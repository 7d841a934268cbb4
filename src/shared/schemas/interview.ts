import { z } from "zod";
import {
  INTERVIEW_MODES,
  MAX_ANSWER_CHARS,
  MAX_ANSWER_WORDS,
  PERSONAS,
  type PersonaId,
  QUESTION_COUNT,
  QUESTION_TYPES,
} from "../interview";

// Interview practice: setting up a mock interview, sending an answer, and the ids in the paths, shared by
// the server's validation and the screens' forms.

/** OpenAI's transcription endpoint takes files up to 25 MB; a two-minute answer is far smaller. */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

export const ANSWER_INPUTS = ["typed", "spoken"] as const;
export type AnswerInput = (typeof ANSWER_INPUTS)[number];

export const INTERVIEW_MESSAGES = {
  questionType: "Choose Behavioural, Motivational, Technical or Mixed.",
  persona: "Choose who interviews you.",
  mode: "Choose Timed or Practice.",
  questionCount: `Choose between ${QUESTION_COUNT.min} and ${QUESTION_COUNT.max} questions.`,
  firm: "Choose one of the firms in the list, or none.",
  noSession: "There is no such mock interview.",
  noQuestion: "There is no such question in this mock interview.",
  input: "Say whether the answer was typed or spoken.",
  duration: "The answer's duration must be a whole number of seconds, at most an hour.",
  emptyAnswer: "Type or record an answer first.",
  noAudio: "Choose a recording to transcribe.",
} as const;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Says how long the answer is, so the member knows how much to cut. */
export function answerTooLongMessage(words: number): string {
  return `An answer can be at most ${MAX_ANSWER_WORDS.toLocaleString("en-GB")} words (${MAX_ANSWER_CHARS.toLocaleString("en-GB")} characters); this one has ${words.toLocaleString("en-GB")} words. Shorten it and send it again; your earlier answers are kept.`;
}

const PERSONA_IDS = PERSONAS.map((p) => p.id) as [PersonaId, ...PersonaId[]];

export const interviewCreateSchema = z.object({
  questionType: z.enum(QUESTION_TYPES, INTERVIEW_MESSAGES.questionType),
  persona: z.enum(PERSONA_IDS, INTERVIEW_MESSAGES.persona),
  mode: z.enum(INTERVIEW_MODES, INTERVIEW_MESSAGES.mode),
  questionCount: z
    .number(INTERVIEW_MESSAGES.questionCount)
    .int(INTERVIEW_MESSAGES.questionCount)
    .min(QUESTION_COUNT.min, INTERVIEW_MESSAGES.questionCount)
    .max(QUESTION_COUNT.max, INTERVIEW_MESSAGES.questionCount),
  /** A premier firm to interview for; none for a general interview. */
  firmId: z.uuid(INTERVIEW_MESSAGES.firm).nullish(),
});
export type InterviewCreateInput = z.infer<typeof interviewCreateSchema>;

export const answerSubmitSchema = z.object({
  questionId: z.uuid(INTERVIEW_MESSAGES.noQuestion),
  /**
   * The typed answer or the spoken answer's transcript. Empty is allowed: in Timed mode the time can run
   * out before anything is said, and the interview moves on with that question unanswered.
   */
  text: z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const words = countWords(text);
      if (words > MAX_ANSWER_WORDS || text.length > MAX_ANSWER_CHARS) {
        ctx.addIssue({ code: "custom", message: answerTooLongMessage(words) });
      }
    }),
  input: z.enum(ANSWER_INPUTS, INTERVIEW_MESSAGES.input),
  /** How long the member took to answer (spoken answers: the recording's length). */
  durationSeconds: z
    .number(INTERVIEW_MESSAGES.duration)
    .int(INTERVIEW_MESSAGES.duration)
    .min(0, INTERVIEW_MESSAGES.duration)
    .max(3600, INTERVIEW_MESSAGES.duration)
    .nullish(),
});
export type AnswerSubmitInput = z.infer<typeof answerSubmitSchema>;

export const sessionParamSchema = z.object({ sessionId: z.uuid(INTERVIEW_MESSAGES.noSession) });

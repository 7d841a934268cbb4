import { z } from "zod";
import type { CoverLetterDraft, CoverLetterInput } from "../../shared/cover-letter";
import type { JobSummary } from "../../shared/jobs";
import type { InteractionKind, MetVia, TemplateKind } from "../../shared/schemas/networking";

// Every AI feature of the product runs on this interface. Two implementations: the built-in
// engine (offline, deterministic, wink-nlp; src/server/ai/builtin/) and an OpenAI-compatible one
// (openai-provider.ts) used when AI_BASE_URL and AI_API_KEY are set, which falls back to the built-in
// engine when it fails (with-fallback.ts). A later feature (CV match, cover letters, interview
// feedback) adds one method here, implements it in both providers and adds one line to withFallback;
// the compiler points at each place.

export type JobSummaryInput = {
  title: string;
  firm: string;
  /** The description as plain text; list items on their own lines ("• …"), headings on theirs. */
  text: string;
  /** The closing date the job board gave, used when the text names none. */
  closesAt?: Date | null;
};

export type { CoverLetterInput };

/** A CV scored against a posting (by the built-in engine), for a model to add suggestions to. */
export type CvSuggestionsInput = {
  cvText: string;
  posting: { title: string; firm: string; text: string };
  /** What the built-in score found missing; the model may explain how to add it honestly. */
  score: { missing: string[] };
};

/** An answer the built-in engine has scored, for a model to comment on in the interviewer's voice. */
export type InterviewCoachingInput = {
  question: string;
  answer: string;
  /** The interviewer's name and manner (src/shared/interview.ts PERSONAS). */
  persona: { name: string; description: string };
  /** What the built-in engine found missing: the follow-up, when there is one, asks about the first. */
  gaps: string[];
  keyPointsMissing: string[];
};
export type InterviewCoaching = { comment: string; followUp: string | null };

/**
 * A networking message to draft for the member (never sent by us): one of four templates, about one
 * contact, from the member's own profile. Labels, not codes, for the member's studies and goals.
 */
export type NetworkingMessageInput = {
  kind: TemplateKind;
  contact: {
    name: string;
    firm: string;
    role: string;
    team: string;
    metVia: MetVia | null;
    university: string;
  };
  /** The latest interaction of any kind, and the latest chat or call with its notes. */
  lastInteraction: { kind: InteractionKind; occurredOn: string } | null;
  lastChat: { kind: InteractionKind; occurredOn: string; notes: string } | null;
  member: {
    firstName: string;
    lastName: string;
    university: string | null;
    /** The course studied, e.g. "Economics". */
    degree: string | null;
    /** An EDUCATION_STATUSES value (src/shared/onboarding.ts). */
    educationStatus: string | null;
    targetRoles: string[];
    interests: string[];
  };
  /** A tracker application at the contact's firm (a linked one first): the referral ask names it. */
  application: { roleTitle: string; firm: string; applied: boolean } | null;
  /** The UK day, YYYY-MM-DD. */
  today: string;
};
export type NetworkingMessage = { subject: string; body: string };

/** What a provider made, and which provider made it (a fallback answers with its own id). */
export type Generated<T> = { result: T; provider: string };

export interface AiProvider {
  /** Stable id stored beside cached results, e.g. "builtin:1" or "openai:gpt-4o-mini". */
  readonly id: string;
  summariseJob(input: JobSummaryInput): Promise<Generated<JobSummary>>;
  /** A UK cover letter from the member's data and the posting; sentences with unsupported facts are flagged. */
  writeCoverLetter(input: CoverLetterInput): Promise<Generated<CoverLetterDraft>>;
  /** Up to five short suggestions beside a CV match; the built-in engine has none to add. */
  suggestCvChanges(input: CvSuggestionsInput): Promise<Generated<string[]>>;
  /**
   * A model's written note on an interview answer and, when the answer has gaps, a follow-up in the
   * persona's voice. The rubric scores stay the built-in engine's; the built-in engine adds no note and
   * asks its follow-ups from the bank, so it answers with neither.
   */
  coachInterviewAnswer(input: InterviewCoachingInput): Promise<Generated<InterviewCoaching>>;
  /** A networking email from a template, filled from the contact and the member's profile. */
  draftNetworkingMessage(input: NetworkingMessageInput): Promise<Generated<NetworkingMessage>>;
}

const line = z.string().trim().min(1).max(600);

/** A summary as any provider must return it; an external model's JSON is checked against this. */
export const jobSummarySchema = z.object({
  overview: z.string().trim().max(1200),
  responsibilities: z.array(line).max(12),
  requirements: z.array(line).max(12),
  deadline: z.string().trim().min(1).max(120).nullable(),
  tests: z.array(z.string().trim().min(1).max(80)).max(12),
}) satisfies z.ZodType<JobSummary>;

export const MAX_COACHING_CHARS = 600;
/** A model's note and follow-up: trimmed, and an over-long or empty follow-up dropped. */
export const interviewCoachingSchema = z.object({
  comment: z
    .string()
    .trim()
    .max(MAX_COACHING_CHARS * 2)
    .transform((c) => c.slice(0, MAX_COACHING_CHARS)),
  followUp: z
    .string()
    .trim()
    .nullable()
    .transform((f) => (f && f.length <= 300 ? f : null)),
}) satisfies z.ZodType<InterviewCoaching>;

/** A drafted networking message as any provider must return it; a model's JSON is checked against this. */
export const networkingMessageSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(5000),
}) satisfies z.ZodType<NetworkingMessage>;

export const MAX_CV_SUGGESTIONS = 5;
export const MAX_CV_SUGGESTION_CHARS = 300;

/**
 * A model's suggestions: trimmed, empty or over-long ones dropped, at most five. Anything that is not
 * a list of strings fails, and the member gets the built-in match alone.
 */
export const cvSuggestionsSchema = z.array(z.string()).transform((list) =>
  list
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= MAX_CV_SUGGESTION_CHARS)
    .slice(0, MAX_CV_SUGGESTIONS),
);

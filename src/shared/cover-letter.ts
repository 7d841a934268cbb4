import { z } from "zod";

// A cover letter draft, shared by the server (which writes and checks it) and the web (which shows it
// for editing). The letter may only state what the member's own data or the posting says; any sentence
// the fact checker cannot trace to one of them comes back in `flagged` for the member to check.

export type CoverLetterInput = {
  member: {
    firstName: string;
    lastName: string;
    email?: string | null;
    phone?: string | null;
    university?: string | null;
    /** e.g. "BSc Economics" */
    degree?: string | null;
    graduationYear?: number | null;
    targetRoles?: string[];
    /** Finance areas from onboarding. */
    interests?: string[];
    /** Skills from onboarding. */
    strengths?: string[];
    careerVision?: string | null;
  };
  /** Plain text of the chosen CV. */
  cvText?: string | null;
  posting: {
    title: string;
    firm: string;
    location?: string | null;
    text: string;
    roleType?: string | null;
    division?: string | null;
  };
  /**
   * The firm's own profile (the premier firms directory: its sector and description), when the
   * product holds one: the letter's reasons for choosing the firm come from it.
   */
  firm?: { name: string; sector?: string | null; description?: string | null } | null;
  /** ISO date (YYYY-MM-DD); the letter shows it the UK way, e.g. 27 November 2026. */
  today: string;
};

export type FlaggedSentence = {
  sentence: string;
  /** The facts in the sentence that neither the member's data nor the posting contains. */
  unsupported: string[];
};

export type CoverLetterDraft = { text: string; wordCount: number; flagged: FlaggedSentence[] };

/** A letter longer than this is not a cover letter; the save route allows the same. */
export const COVER_LETTER_MAX_CHARS = 20_000;

export const flaggedSentenceSchema = z.object({
  sentence: z.string().min(1).max(COVER_LETTER_MAX_CHARS),
  unsupported: z.array(z.string().min(1).max(300)).min(1),
}) satisfies z.ZodType<FlaggedSentence>;

export const coverLetterDraftSchema = z.object({
  text: z.string().trim().min(1).max(COVER_LETTER_MAX_CHARS),
  wordCount: z.number().int().min(0),
  flagged: z.array(flaggedSentenceSchema),
}) satisfies z.ZodType<CoverLetterDraft>;

/** Words as a reader counts them: anything between spaces. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

// Interview practice: question types, personas, modes and the feedback rubric, shared by the server's
// engine and routes and by the screens.

export const QUESTION_TYPES = ["Behavioural", "Motivational", "Technical", "Mixed"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A question's own category in the bank; Technical covers the last four. */
export const QUESTION_CATEGORIES = [
  "behavioural",
  "motivational",
  "accounting",
  "valuation",
  "markets",
  "brainteaser",
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const PERSONAS = [
  {
    id: "graduate-recruiter",
    name: "Graduate recruiter",
    description:
      "A one-way video screen as the big banks run it: short, structured competency and motivation questions, no reactions.",
  },
  {
    id: "friendly-analyst",
    name: "Friendly analyst",
    description:
      "A first-year analyst who wants you to do well: conversational, curious about your story, gentle follow-ups.",
  },
  {
    id: "tough-managing-director",
    name: "Tough managing director",
    description:
      "Short on time and sceptical: pushes for numbers, results and why you, and follows up on anything vague.",
  },
  {
    id: "private-equity-associate",
    name: "Private equity associate",
    description:
      "Technical and deal-focused: accounting, valuation and LBO questions, then what you would invest in and why.",
  },
] as const;
export type PersonaId = (typeof PERSONAS)[number]["id"];

export const INTERVIEW_MODES = ["Timed", "Practice"] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

/** Timed mode, as one-way video platforms run it. */
export const TIMED = { prepareSeconds: 30, answerSeconds: 120 } as const;
export const QUESTION_COUNT = { min: 3, max: 10 } as const;
/** An answer longer than this is not an interview answer (a 2-minute answer is about 300 words). */
export const MAX_ANSWER_WORDS = 2_000;
export const MAX_ANSWER_CHARS = 20_000;

/** What a strong answer covers; the follow-up bank is keyed by what is missing. */
export type AnswerGap =
  | "no-result"
  | "no-number"
  | "no-firm-reason"
  | "no-action"
  | "too-short"
  | "off-topic";

export const RUBRIC_CRITERIA = [
  { id: "structure", label: "Structure" },
  { id: "specificity", label: "Specificity" },
  { id: "relevance", label: "Relevance" },
  { id: "technical", label: "Technical accuracy" },
  { id: "conciseness", label: "Conciseness" },
  { id: "delivery", label: "Delivery" },
] as const;
export type RubricCriterion = (typeof RUBRIC_CRITERIA)[number]["id"];

export type CriterionScore = {
  id: RubricCriterion;
  label: string;
  /** 1 to 5; null when the criterion does not apply (technical accuracy on a behavioural question). */
  score: number | null;
  /** Why this score, and what would make it stronger, in one or two sentences. */
  why: string;
};

/**
 * A key point of a technical question as a claim the engine checks sentence by sentence (the question
 * bank's `claims`, one per key point). Terms name what a sentence is about: "#net-income" is a concept of
 * the finance vocabulary (src/server/platform/question-bank/finance-terms.json), anything else a phrase.
 * `says` lists ways of stating the point rightly; a sentence that states one of them the other way (down
 * for up, after for before, minus for plus, another amount or value where `exact`) states it wrongly, as
 * does a match of any of the common wrong forms in `wrong`.
 */
export type ClaimTerms = string[];
export type ClaimFact =
  | { any: ClaimTerms }
  | { all: ClaimTerms[] }
  | { about: ClaimTerms; is: ClaimTerms }
  | {
      about: ClaimTerms;
      dir: "up" | "down" | "none";
      by?: number[];
      /** Another amount in the right direction is wrong too. */
      exact?: boolean;
      /** Only statements giving one of the `by` amounts count (the thing moves more than once). */
      amountOnly?: boolean;
      /** The direction when the `when` thing moves this way (the other way, the opposite). */
      when?: { about: ClaimTerms; dir: "up" | "down" };
      /** Only sentences that say which way the `when` thing moves count. */
      whenOnly?: boolean;
      cause?: ClaimTerms;
    }
  | { about: ClaimTerms; pole: "before" | "after" | "plus" | "minus"; of: ClaimTerms }
  | { about?: ClaimTerms; value: number[]; exact?: boolean }
  | { pattern: string };
export type KeyPointClaim = { says: ClaimFact[]; wrong?: ClaimFact[]; correction: string };
/**
 * A common wrong belief about a question's subject that states none of its key points the other way
 * ("hedge funds are sold mostly to retail savers" to "name some hedge fund strategies"): named as wrong
 * when said, with `point` (what is right, in a few words) and `correction`, and never listed otherwise.
 */
export type Misconception = { point: string; wrong: { pattern: string }[]; correction: string };

export const CLAIM_STATUSES = ["covered", "wrong", "missing"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** The engine's verdict on one key point, with the member's sentence it rests on. */
export type ClaimVerdict = {
  point: string;
  status: ClaimStatus;
  /** The member's own sentence (exactly as written) that covers or contradicts the point. */
  evidence: string | null;
  /** What is right, for a point stated wrongly. */
  correction: string | null;
  /**
   * For a wrong point: every other sentence that states it wrongly, in the answer's order, so each one
   * is named (`evidence` is the strongest). Absent from feedback stored before it was kept: read as none.
   */
  alsoWrong?: string[];
  /**
   * Every other sentence that states the point rightly, in the answer's order (`evidence` is the fullest
   * one for a covered point). Absent from feedback stored before it was kept: read as none.
   */
  alsoSaid?: string[];
};

/** Every sentence that states a point wrongly, the strongest first; none for a point not stated wrongly. */
export function wrongSentences(verdict: ClaimVerdict): string[] {
  if (verdict.status !== "wrong") return [];
  return [...(verdict.evidence === null ? [] : [verdict.evidence]), ...(verdict.alsoWrong ?? [])];
}

/** Every sentence that states a point rightly, the fullest first (for a covered point, its evidence). */
export function rightSentences(verdict: ClaimVerdict): string[] {
  const first = verdict.status === "covered" && verdict.evidence !== null ? [verdict.evidence] : [];
  return [...first, ...(verdict.alsoSaid ?? [])];
}

export type AnswerFeedback = {
  engine: string;
  /** 1 to 5, one decimal. */
  overall: number;
  criteria: CriterionScore[];
  /** For behavioural questions: which STAR parts were found. */
  star?: { situation: boolean; task: boolean; action: boolean; result: boolean };
  keyPointsCovered: string[];
  /** Points the answer leaves out (a point stated wrongly is in `claims` as wrong, not here). */
  keyPointsMissing: string[];
  /** For technical questions: each key point covered, wrong (with the member's sentence) or missing. */
  claims?: ClaimVerdict[];
  fillerWords: { word: string; count: number }[];
  wordCount: number;
  /** When the answer was spoken and its duration is known. */
  wordsPerMinute: number | null;
  gaps: AnswerGap[];
  /** An outline of a strong answer to this question. */
  outline: string[];
  /** A configured model's note in the interviewer's voice, beside the built-in scores (never changing them). */
  coach?: { comment: string; by: string };
  /** How the answer was given: a typed answer gets no speaking-pace verdict. */
  input?: "typed" | "spoken";
  /** For a follow-up's answer: the gap the interviewer asked about and whether this answer fills it. */
  followUp?: FollowUpVerdict;
  /**
   * A configured model's reading of a technical answer, key point by key point, shown beside the
   * built-in verdicts; the scores are always the built-in engine's.
   */
  secondReader?: SecondReading;
};

export type SecondReading = {
  /** The model, e.g. "openai:gpt-4o-mini". */
  by: string;
  claims: { point: string; status: ClaimStatus; evidence: string | null; note: string | null }[];
};

/** What each gap asks the follow-up's answer for, in the feedback's words. */
export const GAP_ASKS: Record<AnswerGap, string> = {
  "no-result": "the result",
  "no-number": "a figure for the impact",
  "no-firm-reason": "a reason specific to this firm",
  "no-action": "what you did yourself",
  "too-short": "more detail",
  "off-topic": "an answer to the question itself",
};

export type FollowUpVerdict = {
  gap: AnswerGap;
  addressed: boolean;
  /** Why, quoting the member's own sentence where there is one. */
  why: string;
};

/**
 * A key point's keyword group in the question bank may name one of these signals instead of words:
 * the engine detects them itself ("@result": the answer states an outcome; "@number": it gives a figure;
 * "@firm": it names the firm the member is interviewing with).
 */
export const KEYWORD_SIGNALS = [
  "@situation",
  "@task",
  "@action",
  "@result",
  "@learning",
  "@number",
  "@firm",
] as const;
export type KeywordSignal = (typeof KEYWORD_SIGNALS)[number];

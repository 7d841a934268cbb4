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

export type AnswerFeedback = {
  engine: string;
  /** 1 to 5, one decimal. */
  overall: number;
  criteria: CriterionScore[];
  /** For behavioural questions: which STAR parts were found. */
  star?: { situation: boolean; task: boolean; action: boolean; result: boolean };
  keyPointsCovered: string[];
  keyPointsMissing: string[];
  fillerWords: { word: string; count: number }[];
  wordCount: number;
  /** When the answer was spoken and its duration is known. */
  wordsPerMinute: number | null;
  gaps: AnswerGap[];
  /** An outline of a strong answer to this question. */
  outline: string[];
  /** A configured model's note in the interviewer's voice, beside the built-in scores (never changing them). */
  coach?: { comment: string; by: string };
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

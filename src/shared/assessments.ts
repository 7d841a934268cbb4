// Aptitude tests: the item shapes the server generates and the screens draw. Every item carries the seed
// it was generated from, so a review can regenerate exactly what the member saw.

export const APTITUDE_KINDS = [
  "numerical",
  "verbal",
  "logical",
  "situational",
  "critical_thinking",
  "logical_adaptive",
] as const;
export type AptitudeKind = (typeof APTITUDE_KINDS)[number];

export const APTITUDE_KIND_LABELS: Record<AptitudeKind, string> = {
  numerical: "Numerical reasoning",
  verbal: "Verbal reasoning",
  logical: "Logical reasoning",
  situational: "Situational judgement",
  critical_thinking: "Critical thinking",
  logical_adaptive: "Adaptive logical reasoning",
};

/**
 * The kinds with a card of their own. The adaptive logical test is started from the logical card, as
 * another way to sit that test, but keeps its own history and percentile since its scores differ.
 */
export const APTITUDE_CARD_KINDS = [
  "numerical",
  "verbal",
  "logical",
  "situational",
  "critical_thinking",
] as const satisfies readonly AptitudeKind[];

/** Timed test sizes, close to what SHL, Cappfinity and Pearson (Watson Glaser) give graduate applicants. */
export const APTITUDE_TESTS: Record<AptitudeKind, { questions: number; minutes: number }> = {
  numerical: { questions: 10, minutes: 12 },
  verbal: { questions: 12, minutes: 10 },
  logical: { questions: 10, minutes: 10 },
  situational: { questions: 8, minutes: 20 },
  critical_thinking: { questions: 15, minutes: 15 },
  logical_adaptive: { questions: 12, minutes: 15 },
};

/**
 * One answer as stored: the option chosen (choice), or for a situational scenario either a rating of
 * every response (ratings, 1 to 4 in the responses' order) or the most and least effective responses.
 */
export type AptitudeAnswerRecord = {
  choice?: number;
  ratings?: number[];
  most?: number;
  least?: number;
  seconds: number;
};

/** Marks by section, competency or level: what a review and the history break the score into. */
export type SectionScores = Record<string, { score: number; total: number }>;

export const LOGICAL_LEVELS = [1, 2, 3] as const;
export type LogicalLevel = (typeof LOGICAL_LEVELS)[number];

export type Exhibit = {
  title: string;
  type: "table" | "bar";
  columns: string[];
  rows: { label: string; values: number[] }[];
  /** Unit of every value in the rows, e.g. "£m" or "%". */
  unit: string;
  note?: string;
};

export type NumericalItem = {
  kind: "numerical";
  id: string;
  seed: string;
  exhibit: Exhibit;
  question: string;
  /** Five formatted options. */
  options: string[];
  answerIndex: number;
  /** Worked steps with the actual numbers from the exhibit. */
  solution: string[];
};

export const VERBAL_OPTIONS = ["True", "False", "Cannot say"] as const;
export type VerbalAnswer = (typeof VERBAL_OPTIONS)[number];

export type VerbalItem = {
  kind: "verbal";
  id: string;
  seed: string;
  passage: { id: string; title: string; text: string };
  statement: string;
  options: ["True", "False", "Cannot say"];
  answerIndex: 0 | 1 | 2;
  /** The reason, quoting the passage. */
  solution: string[];
};

export const SHAPE_KINDS = ["circle", "square", "triangle", "star", "diamond"] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];
export type ShapeFill = "black" | "white" | "grey";

/** One shape on a 100x100 grid; x and y are its centre, rotation is in degrees clockwise. */
export type FigureShape = {
  shape: ShapeKind;
  x: number;
  y: number;
  size: number;
  fill: ShapeFill;
  rotation: number;
};

/** A plain JSON picture the web draws as SVG: either shapes on the grid or a number tile. */
export type Figure = { shapes: FigureShape[] } | { numbers: number[] };

export type LogicalItem = {
  kind: "logical";
  id: string;
  seed: string;
  /** The five figures shown, in order. */
  sequence: Figure[];
  /** Five candidates for the next figure. */
  options: Figure[];
  answerIndex: number;
  /** The rule, shown after the member answers. */
  rule: string;
  solution: string[];
  /** How hard the item is, on the harder items that combine rules (absent on the first generator's). */
  level?: LogicalLevel;
};

export const SJT_COMPETENCIES = [
  "integrity",
  "client_focus",
  "teamwork",
  "resilience",
  "commercial_judgement",
] as const;
export type SjtCompetency = (typeof SJT_COMPETENCIES)[number];
export const SJT_COMPETENCY_LABELS: Record<SjtCompetency, string> = {
  integrity: "Integrity",
  client_focus: "Client focus",
  teamwork: "Teamwork",
  resilience: "Resilience",
  commercial_judgement: "Commercial judgement",
};

export const SJT_FORMATS = ["rate", "most-least"] as const;
export type SjtFormat = (typeof SJT_FORMATS)[number];

/** The rating scale, 1 to 4, as the member sees it. */
export const EFFECTIVENESS_LABELS = [
  "Very ineffective",
  "Ineffective",
  "Effective",
  "Very effective",
] as const;

/** How one response is keyed, shown in the review. */
export type SjtKeyedResponse = {
  effectiveness: number;
  competency: SjtCompetency;
  reasoning: string;
};

export type SituationalItem = {
  kind: "situational";
  id: string;
  seed: string;
  title: string;
  competency: SjtCompetency;
  scenario: string;
  format: SjtFormat;
  /** The responses' texts, in the order they are rated or chosen from. */
  options: string[];
  /** The key, in the options' order: never sent before the scenario is answered. */
  key: SjtKeyedResponse[];
};

export const CT_SECTIONS = ["inference", "assumptions", "deduction", "interpretation", "evaluation"] as const;
export type CtSection = (typeof CT_SECTIONS)[number];

/** Each section's answers as the bank writes them, with the words the member chooses between. */
export const CT_SECTION_OPTIONS = {
  inference: [
    { value: "true", label: "True" },
    { value: "probably_true", label: "Probably true" },
    { value: "insufficient_data", label: "Insufficient data" },
    { value: "probably_false", label: "Probably false" },
    { value: "false", label: "False" },
  ],
  assumptions: [
    { value: "made", label: "Assumption made" },
    { value: "not_made", label: "Assumption not made" },
  ],
  deduction: [
    { value: "follows", label: "Conclusion follows" },
    { value: "does_not_follow", label: "Conclusion does not follow" },
  ],
  interpretation: [
    { value: "follows", label: "Conclusion follows" },
    { value: "does_not_follow", label: "Conclusion does not follow" },
  ],
  evaluation: [
    { value: "strong", label: "Strong argument" },
    { value: "weak", label: "Weak argument" },
  ],
} as const satisfies Record<CtSection, readonly { value: string; label: string }[]>;

/** The five sections' names and the standard instructions given before each. */
export const CT_SECTION_INFO: Record<CtSection, { label: string; instructions: string }> = {
  inference: {
    label: "Inference",
    instructions:
      "An inference is a conclusion drawn from facts. Take the passage as true and judge each inference: True, Probably true, Insufficient data, Probably false or False. Use common knowledge, but nothing beyond the passage that decides the answer.",
  },
  assumptions: {
    label: "Recognition of assumptions",
    instructions:
      "An assumption is something taken for granted. Decide whether the person making the statement has taken the proposed assumption for granted: Assumption made or Assumption not made.",
  },
  deduction: {
    label: "Deduction",
    instructions:
      "Take the statements as true, even if you disagree with them. Decide whether each conclusion necessarily follows from them: Conclusion follows or Conclusion does not follow.",
  },
  interpretation: {
    label: "Interpretation",
    instructions:
      "Take the passage as true. Decide whether each conclusion follows beyond reasonable doubt from the information given: Conclusion follows or Conclusion does not follow.",
  },
  evaluation: {
    label: "Evaluation of arguments",
    instructions:
      "Take the arguments' claims as true. Decide whether each argument is strong (important and directly related to the question) or weak (not directly related, or about something trivial): Strong argument or Weak argument.",
  },
};

export type CriticalThinkingItem = {
  kind: "critical_thinking";
  id: string;
  seed: string;
  section: CtSection;
  passage: { id: string; text: string };
  statement: string;
  /** The section's answers, as labels. */
  options: string[];
  answerIndex: number;
  /** The worked reasoning. */
  solution: string[];
};

export type AptitudeItem = NumericalItem | VerbalItem | LogicalItem | SituationalItem | CriticalThinkingItem;

// Aptitude tests: the item shapes the server generates and the screens draw. Every item carries the seed
// it was generated from, so a review can regenerate exactly what the member saw.

export const APTITUDE_KINDS = ["numerical", "verbal", "logical"] as const;
export type AptitudeKind = (typeof APTITUDE_KINDS)[number];

export const APTITUDE_KIND_LABELS: Record<AptitudeKind, string> = {
  numerical: "Numerical reasoning",
  verbal: "Verbal reasoning",
  logical: "Logical reasoning",
};

/** Timed test sizes, close to what SHL and Cappfinity give graduate applicants. */
export const APTITUDE_TESTS: Record<AptitudeKind, { questions: number; minutes: number }> = {
  numerical: { questions: 10, minutes: 12 },
  verbal: { questions: 12, minutes: 10 },
  logical: { questions: 10, minutes: 10 },
};

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
};

export type AptitudeItem = NumericalItem | VerbalItem | LogicalItem;

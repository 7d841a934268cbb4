import type { AptitudeKind } from "./assessments";

// The online tests graduate finance employers name in their postings, and what in the product
// rehearses each. The names are the providers' own; what each provider's tests ask comes from their
// published descriptions for graduate applicants.

export type PractiseTarget = AptitudeKind | "personality" | "video-interview";

export type OnlineTest = {
  /** The name as members see it in postings. */
  name: string;
  /** What it asks, in a few words. */
  summary: string;
  practise: readonly PractiseTarget[];
  /** Whole-word patterns that name it in a posting. */
  patterns: readonly RegExp[];
  /** A kind of test rather than a provider: left out when a named provider already covers it. */
  generic?: true;
};

export const ONLINE_TESTS: readonly OnlineTest[] = [
  {
    name: "SHL",
    summary: "Numerical, verbal and inductive reasoning, often with the OPQ personality questionnaire.",
    practise: ["numerical", "verbal", "logical", "situational", "personality"],
    patterns: [/\bSHL\b/, /\bOPQ(?:32)?\b/, /\bVerify\s+(?:numerical|verbal|inductive)\b/i],
  },
  {
    name: "Cappfinity",
    summary: "Strengths-based situational questions with numerical and verbal items, scored on speed too.",
    practise: ["situational", "numerical", "verbal", "personality"],
    patterns: [/\bCappfinity\b/i, /\bCapp\s+(?:assessments?|tests?)\b/i],
  },
  {
    name: "Watson Glaser",
    summary: "Critical thinking: assumptions, inferences, deductions and arguments from short passages.",
    practise: ["critical_thinking", "verbal"],
    patterns: [/\bWatson[\s-]+Glaser\b/i],
  },
  {
    name: "HireVue",
    summary: "A one-way video interview: short preparation time, a timed answer and no retakes.",
    practise: ["video-interview"],
    patterns: [/\bHire\s?Vue\b/i],
  },
  {
    name: "Sova",
    summary: "Numerical, verbal and logical reasoning with a work-style questionnaire in one sitting.",
    practise: ["numerical", "verbal", "logical", "personality"],
    patterns: [/\bSova\b/],
  },
  {
    name: "Aon (cut-e)",
    summary: "Short, fast numerical and logical tests (scales) and a personality questionnaire.",
    practise: ["numerical", "logical", "personality"],
    patterns: [/\bcut-e\b/i, /\bAon\s+(?:assessments?|tests?)\b/i],
  },
  {
    name: "Kenexa",
    summary: "Numerical and verbal reasoning with logical sequences, used by several banks.",
    practise: ["numerical", "verbal", "logical"],
    patterns: [/\bKenexa\b/i],
  },
  {
    name: "Talent Q",
    summary: "Adaptive numerical, verbal and logical tests from Korn Ferry.",
    practise: ["numerical", "verbal", "logical_adaptive"],
    patterns: [/\bTalent\s?Q\b/i, /\bKorn\s+Ferry\s+assessments?\b/i],
  },
  {
    name: "Saville",
    summary: "Swift numerical, verbal and diagrammatic reasoning.",
    practise: ["numerical", "verbal", "logical"],
    patterns: [/\bSaville\b/i],
  },
  {
    name: "Pymetrics",
    summary: "Short games measuring attention, risk and memory, read as behavioural traits.",
    practise: ["logical", "personality"],
    patterns: [/\bpymetrics\b/i],
  },
  {
    name: "Arctic Shores",
    summary: "Game-based tasks that infer behavioural traits rather than right answers.",
    practise: ["personality"],
    patterns: [/\bArctic\s+Shores\b/i],
  },
  {
    name: "Numerical reasoning test",
    generic: true,
    summary:
      "Charts and tables of business data: percentages, ratios and currency conversion against a clock.",
    practise: ["numerical"],
    patterns: [/\bnumerical\s+(?:reasoning|tests?|assessments?)\b/i],
  },
  {
    name: "Verbal reasoning test",
    generic: true,
    summary: "Passages and statements answered True, False or Cannot say.",
    practise: ["verbal"],
    patterns: [/\bverbal\s+(?:reasoning|tests?|assessments?)\b/i],
  },
  {
    name: "Critical thinking test",
    generic: true,
    summary: "Watson Glaser-style sections: inference, assumptions, deduction, interpretation and arguments.",
    practise: ["critical_thinking"],
    patterns: [/\bcritical\s+thinking\b/i],
  },
  {
    name: "Situational judgement test",
    generic: true,
    summary: "Workplace scenarios: rate or rank possible responses by how effective they would be.",
    practise: ["situational"],
    patterns: [/\bSJTs?\b/, /\bsituational\s+judge?ments?\b/i],
  },
  {
    name: "Logical reasoning test",
    generic: true,
    summary: "Sequences of shapes or numbers: find the rule and the next figure.",
    practise: ["logical", "logical_adaptive"],
    patterns: [/\b(?:logical|inductive|abstract|diagrammatic)\s+(?:reasoning|tests?|assessments?)\b/i],
  },
  {
    name: "Personality questionnaire",
    generic: true,
    summary: "Statements about how you work, compared with what the role needs.",
    practise: ["personality"],
    patterns: [/\bpersonality\s+(?:questionnaire|tests?|assessments?|profile)\b/i],
  },
  {
    name: "Video interview",
    generic: true,
    summary: "Recorded answers to set questions, watched by the firm later.",
    practise: ["video-interview"],
    patterns: [
      /\b(?:one-way|pre-recorded|recorded|digital|online)\s+video\s+interviews?\b/i,
      /\bvideo\s+interviews?\b/i,
    ],
  },
];

/** The tests a piece of posting text names, in the table's order, each once. */
export function onlineTestsIn(text: string): OnlineTest[] {
  const named = ONLINE_TESTS.filter((test) => test.patterns.some((pattern) => pattern.test(text)));
  const covered = new Set(named.filter((test) => !test.generic).flatMap((test) => test.practise));
  return named.filter((test) => !test.generic || test.practise.some((target) => !covered.has(target)));
}

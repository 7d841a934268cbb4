import type { JobRequirements } from "../../../../shared/jobs";

// What an application asks for, as postings say it: documents, written questions, online tests (with
// the provider when named: candidates prepare differently for SHL than for a Pymetrics game) and the
// interview stages, in the order a process runs.

const PROVIDERS: { pattern: RegExp; provider: string; kind: string }[] = [
  { pattern: /\bshl\b/i, provider: "SHL", kind: "Aptitude tests" },
  { pattern: /\bhire\s?vue\b/i, provider: "HireVue", kind: "Video interview" },
  { pattern: /\bpymetrics\b/i, provider: "Pymetrics", kind: "Game-based assessment" },
  {
    pattern: /\bcappfinity\b|\bcapp\s+(?:koru|assessment)/i,
    provider: "Cappfinity",
    kind: "Strengths assessment",
  },
  { pattern: /\barctic\s+shores\b/i, provider: "Arctic Shores", kind: "Game-based assessment" },
  { pattern: /\bwatson[\s-]glaser\b/i, provider: "Watson Glaser", kind: "Critical thinking test" },
  { pattern: /\bsova\b/i, provider: "Sova", kind: "Aptitude tests" },
  { pattern: /\b(?:ibm\s+)?kenexa\b/i, provider: "Kenexa", kind: "Aptitude tests" },
  { pattern: /\bsaville\b/i, provider: "Saville", kind: "Aptitude tests" },
  { pattern: /\btalent\s?q\b/i, provider: "Talent Q", kind: "Aptitude tests" },
  {
    pattern: /\bcriteria\s+(?:corp|cognitive)|\bccat\b/i,
    provider: "Criteria",
    kind: "Cognitive aptitude test",
  },
  { pattern: /\bhackerrank\b/i, provider: "HackerRank", kind: "Coding test" },
  { pattern: /\bcodility\b/i, provider: "Codility", kind: "Coding test" },
];

const TEST_KINDS: { pattern: RegExp; kind: string }[] = [
  { pattern: /\bnumerical\s+(?:reasoning|test|assessment)/i, kind: "Numerical reasoning" },
  { pattern: /\bverbal\s+(?:reasoning|test|assessment)/i, kind: "Verbal reasoning" },
  { pattern: /\b(?:logical|inductive|abstract|diagrammatic)\s+reasoning/i, kind: "Logical reasoning" },
  { pattern: /\bsituational\s+judge?ment/i, kind: "Situational judgement test" },
  { pattern: /\bgame[\s-]based\s+assessment/i, kind: "Game-based assessment" },
  { pattern: /\bcoding\s+(?:test|challenge|assessment)/i, kind: "Coding test" },
  { pattern: /\b(?:online|aptitude|psychometric)\s+(?:tests?|assessments?)\b/i, kind: "Online assessment" },
];

const STAGES: { pattern: RegExp; stage: string }[] = [
  {
    pattern: /\b(?:video|digital|recorded|on-?demand)\s+interview|\bhire\s?vue\b/i,
    stage: "Video interview",
  },
  { pattern: /\b(?:telephone|phone)\s+(?:interview|screen)/i, stage: "Telephone interview" },
  { pattern: /\bfirst[\s-]round\s+interview/i, stage: "First-round interview" },
  { pattern: /\bcase\s+stud(?:y|ies)\b/i, stage: "Case study" },
  { pattern: /\bgroup\s+(?:exercise|task|discussion)/i, stage: "Group exercise" },
  { pattern: /\bassessment\s+(?:centre|center|day)\b/i, stage: "Assessment centre" },
  { pattern: /\bsuper\s?day\b/i, stage: "Superday" },
  { pattern: /\bfinal[\s-]round\s+interview|\bfinal\s+interview/i, stage: "Final interview" },
];

const CV = /\b(?:cvs?|curriculum vitae)\b|\bc\.v\.|\br[ée]sum[ée]s?(?![a-z])/i;
const COVER_LETTER =
  /\bcover(?:ing)?\s+letters?|\bmotivation(?:al)?\s+letters?|\bletters?\s+of\s+motivation/i;
const WRITTEN_ANSWERS =
  /\b(?:written|application|motivational|competency|short[\s-]answer|essay|supporting)\s+(?:questions?|answers?|responses?|statements?)|\bwritten\s+(?:application|submission)|\b(?:answer|respond\s+to|complete)\s+(?:(?:a|two|three|four|\d)\s+)?(?:short\s+)?(?:questions|essay)|\bpersonal\s+statement|\b(?:up\s+to\s+)?\d{2,4}\s+words\b/i;

// Said not to be wanted: a negation in the few words before the mention ("We don't ask for a cover
// letter", "no cover letter", "without a CV") or a verdict just after it ("cover letters are optional",
// "a CV is not required"). "Applications without a cover letter will not be considered" still asks.
const NEGATED_BEFORE =
  /\b(?:no|not|don['’]?t|doesn['’]?t|won['’]?t|never|without|neither|nor|needn['’]?t)\b(?:\W+\w+){0,5}\W*$/i;
const NEGATED_AFTER =
  /^\W*(?:\w+\W+){0,4}?(?:(?:is|are)\s+)?(?:optional|not\s+(?:required|needed|necessary|essential)|isn['’]?t\s+(?:required|needed|necessary)|aren['’]?t\s+(?:required|needed|necessary))\b/i;
const STILL_REQUIRED =
  /\b(?:will\s+not|won['’]?t|cannot|can['’]?t)\s+be\s+(?:considered|accepted|reviewed|processed)\b/i;

/** Whether the text asks for something: a mention that is not negated in its own sentence. */
function asksFor(text: string, pattern: RegExp): boolean {
  const global = new RegExp(pattern.source, "gi");
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n+|•/)) {
    for (const match of sentence.matchAll(global)) {
      const before = sentence.slice(0, match.index);
      const after = sentence.slice(match.index + match[0].length);
      const negated = NEGATED_BEFORE.test(before) || NEGATED_AFTER.test(after);
      if (!negated || STILL_REQUIRED.test(sentence)) return true;
    }
  }
  return false;
}

export function findRequirements(text: string): JobRequirements {
  const requirements: JobRequirements = {};
  if (asksFor(text, CV)) requirements.cv = true;
  if (asksFor(text, COVER_LETTER)) requirements.cover_letter = true;
  if (asksFor(text, WRITTEN_ANSWERS)) requirements.written_answers = true;

  const tests: { kind: string; provider?: string }[] = [];
  for (const { pattern, provider, kind } of PROVIDERS) {
    if (pattern.test(text)) tests.push({ kind, provider });
  }
  for (const { pattern, kind } of TEST_KINDS) {
    const covered =
      tests.some((test) => test.kind === kind) || (kind === "Online assessment" && tests.length > 0);
    if (!covered && pattern.test(text)) tests.push({ kind });
  }
  if (tests.length) requirements.online_tests = tests;

  const stages = STAGES.filter(({ pattern }) => pattern.test(text)).map(({ stage }) => stage);
  if (stages.length) requirements.interview_stages = stages;
  return requirements;
}

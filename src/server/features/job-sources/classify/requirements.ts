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

export function findRequirements(text: string): JobRequirements {
  const requirements: JobRequirements = {};
  if (/\b(?:cvs?|curriculum vitae)\b|\bc\.v\.|\br[ée]sum[ée]s?(?![a-z])/i.test(text)) requirements.cv = true;
  if (/\bcover(?:ing)?\s+letter|\bmotivation(?:al)?\s+letter|\bletter\s+of\s+motivation/i.test(text)) {
    requirements.cover_letter = true;
  }
  if (
    /\b(?:written|application|motivational|competency|short[\s-]answer|essay)\s+(?:questions|answers|responses)|\bwritten\s+(?:application|submission)/i.test(
      text,
    )
  ) {
    requirements.written_answers = true;
  }

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

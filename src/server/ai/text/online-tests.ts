// The online assessments a posting mentions: the providers finance employers use and the kinds of test
// they set ("online tests and their provider"). Each name is reported only when the text
// mentions it, in the order the text first does.

const ONLINE_TESTS: [label: string, pattern: RegExp][] = [
  ["SHL", /\bSHL\b/],
  ["HireVue", /\bhire ?vue\b/i],
  ["Pymetrics", /\bpymetrics\b/i],
  ["Cappfinity", /\bcappfinity\b/i],
  ["Arctic Shores", /\barctic shores\b/i],
  ["Watson Glaser", /\bwatson[- ]glaser\b/i],
  ["Sova", /\bSova\b/],
  ["Saville", /\bsaville\b/i],
  ["Talogy", /\btalogy\b/i],
  ["Criteria (CCAT)", /\bCCAT\b/],
  ["Numerical reasoning", /\bnumerical (reasoning|tests?|assessments?)\b/i],
  ["Verbal reasoning", /\bverbal (reasoning|tests?|assessments?)\b/i],
  ["Logical reasoning", /\b(logical|inductive|deductive|diagrammatic|abstract) reasoning\b/i],
  ["Situational judgement test", /\bsituational judge?ment\b|\bSJTs?\b/i],
  ["Game-based assessment", /\bgame[- ]based (assessments?|tests?)\b|\bgamified assessments?\b/i],
  ["Video interview", /\b(video|recorded|one[- ]way|digital) interviews?\b/i],
  ["Personality questionnaire", /\bpersonality (questionnaires?|tests?|assessments?)\b/i],
  ["Coding test", /\b(coding|programming) (tests?|challenges?|assessments?)\b|\bHackerRank\b|\bCodility\b/i],
  [
    "Excel or modelling test",
    /\b(excel|financial modell?ing|modell?ing) (tests?|case study|assessments?)\b/i,
  ],
];

export function findOnlineTests(text: string): string[] {
  const found: [number, string][] = [];
  for (const [label, pattern] of ONLINE_TESTS) {
    const match = pattern.exec(text);
    if (match) found.push([match.index, label]);
  }
  return found.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])).map(([, label]) => label);
}

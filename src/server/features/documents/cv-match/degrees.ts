// The degrees UK CVs name, and what each says about the student's year: a Bachelor's (three years, four
// with a placement or in Scotland), an integrated Master's (MEng, MSci, MMath, MPhys, MChem: four
// undergraduate years, so its students are undergraduates in their final years), a taught Master's (one
// year, postgraduate) and a doctorate. Dotted forms ("B.Sc.", "M.Sc") are read as the plain ones.

export type DegreeLevel = "bachelor" | "integrated-masters" | "masters" | "doctorate";

export type Degree = { level: DegreeLevel; years: number };

// biome-ignore format: one level a line
const LEVELS: [DegreeLevel, RegExp, number][] = [
  ["doctorate", /\b(PhD|DPhil|EngD|Doctorate|Doctor of Philosophy)\b/, 4],
  ["integrated-masters", /\b(MEng|MSci|MMath|MPhys|MChem|MMORSE|MBiol|MNatSc|MEcon|Integrated Master['’]?s)\b/, 4],
  ["masters", /\b(MSc|MRes|MPhil|MFin|MBA|LLM|MAcc|MMgt|MiM|MASt|Master['’]?s|Master of|Postgraduate Diploma|PGDip)\b/, 1],
  ["bachelor", /\b(BSc|BA|BEng|LLB|BCom|BBA|BFin|BAcc|BEcon|BMus|Bachelor['’]?s?|Bachelor of|Undergraduate degree|Foundation degree)\b/, 3],
];
// An MA is a taught Master's in England, but the first degree at Scotland's ancient universities, where
// it is written "MA (Hons)"; and Oxford and Cambridge turn a BA into an MA without further study.
const MA = /\bMA\b/;
const SCOTTISH_MA = /\bMA\s*\(Hons?\)|\b(St Andrews|Edinburgh|Glasgow|Aberdeen|Dundee)\b/i;

/** "B.Sc. (Hons)" → "BSc (Hons)". */
export function undot(text: string): string {
  return text.replace(/\b([BM])\.\s?([A-Za-z]{1,3})\.?(?=[\s,(|–—-]|$)/g, (_, first: string, rest: string) =>
    /^(sc|a|eng|com|phil|res|fin|ba)$/i.test(rest) ? `${first}${rest}` : `${first}.${rest}`,
  );
}

/** The degree a line names, if any; A-levels and GCSEs are school, not a degree. */
export function degreeIn(text: string): Degree | undefined {
  const plain = undot(text);
  if (/\b(A[- ]?levels?|GCSEs?|IGCSEs?|International Baccalaureate|IB Diploma|Highers)\b/i.test(plain))
    return undefined;
  // "No university degree", "I did not go to university": a line saying there is none.
  if (
    /\bno (?:university |undergraduate )?degree\b|\b(?:without|not) (?:a |any )?(?:university )?degree\b/i.test(
      plain,
    )
  )
    return undefined;
  for (const [level, pattern, years] of LEVELS) if (pattern.test(plain)) return { level, years };
  if (MA.test(plain))
    return SCOTTISH_MA.test(plain) ? { level: "bachelor", years: 4 } : { level: "masters", years: 1 };
  if (/\b(degree|with a year in industry|sandwich year|placement year)\b/i.test(plain))
    return { level: "bachelor", years: 3 };
  return undefined;
}

/** Four years instead of three: a placement year, a year abroad, or a Scottish degree. */
export function extraYear(text: string): boolean {
  return /\b(year in industry|placement year|sandwich|year abroad|industrial placement|with placement|year in (Europe|business|finance))\b/i.test(
    text,
  );
}

export const SUBJECT_AFTER_DEGREE =
  /\b(?:BSc|BA|MSc|MSci|MEng|BEng|MPhys|MMath|MChem|LLB|LLM|MA|MBA|MFin|MRes|MPhil|PhD|DPhil|BCom|BBA|Bachelor of \w+|Master of \w+)\b(?:\s*\(Hons?\))?\s*(?:in\s+|of\s+)?([^|–—\d]+)/;

// biome-ignore format: one list
const DEGREE_TOKENS = ["BSc", "BA", "BEng", "MEng", "MSc", "MSci", "MMath", "MPhys", "MChem", "LLB", "LLM", "MA", "MBA", "MFin", "MRes", "MPhil", "PhD", "DPhil", "BCom", "BBA", "BFin", "BAcc", "BEcon", "MAcc", "Hons"];
const CANONICAL = new Map(DEGREE_TOKENS.map((token) => [token.toUpperCase(), token]));

/**
 * A line written in capitals ("LONDON SCHOOL OF ECONOMICS – BSC ECONOMICS") in the case the lists
 * expect: names in title case, degree abbreviations as usually written, short acronyms (LSE, UCL) kept.
 */
export function normaliseCaps(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, "");
  if (letters.length < 6 || letters !== letters.toUpperCase()) return text;
  return text.replace(/[A-Z][A-Z'’]*/g, (word) => {
    const canonical = CANONICAL.get(word);
    if (canonical) return canonical;
    if (word.length <= 4 && !/^(OF|AND|THE|FOR|IN|AT|WITH|FIRST|CLASS|YEAR|LAW|ARTS)$/.test(word))
      return word;
    return word.charAt(0) + word.slice(1).toLowerCase();
  });
}

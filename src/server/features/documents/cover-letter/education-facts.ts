import { gradesIn } from "../../../ai/fact-check";
import { article, list } from "./english";

// A CV's education, one entry per institution: where, which qualification, when, and the grade that
// belongs to that qualification. CVs lay this out every way there is (the dates on the line above the
// degree, below it, on the same line or in a column of their own; the grade on its own line; the
// institution with or without "University"), so lines are grouped into entries by what they hold rather
// than by where they sit, and a grade is only ever attached to the entry it was written in.

export type Grade = {
  /** "First", "2:1", "2:2", "Third", "Distinction", "Merit" or "Pass", as a letter writes it. */
  label: string;
  /** Written as a prediction ("Predicted 2:1", "on track for a First", "expected"). */
  predicted: boolean;
};

export type EducationEntry = {
  institution: string | null;
  /** "BSc Economics", "MEng Mechanical Engineering"; null for a school. */
  qualification: string | null;
  startYear: number | null;
  endYear: number | null;
  /** The end year is written out in full ("2026", not only "2023 – 26"), so a letter may quote it. */
  endYearStated: boolean;
  /** 1-12 when the end date names its month. */
  endMonth: number | null;
  /** The end says "present" or "expected", or the dates have not ended yet (decided by the reader). */
  openEnded: boolean;
  grade: Grade | null;
  /** The A-levels as a letter may write them: "A*AA at A-level" or "A-levels in Mathematics (A*) and …". */
  aLevels: string | null;
  modules: string[];
  /** "Dissertation: …" or "Thesis: …", as written. */
  dissertation: string | null;
};

// "Universität Mannheim", "Università Bocconi", "Universidad de Navarra": a university named in its own
// language. A letter with a non-English letter at the end of the word has no word boundary after it.
const INSTITUTION =
  /\b(University|Universit[éy]|College|School|Institute|Academy|Polytechnic|Conservatoire|LSE|UCL|KCL|SOAS|INSEAD|Imperial|Bayes|Sixth Form|Universität|Universitat|Universiteit|Universidad|Universidade|Hochschule)\b|\bUniversit(?:à|é)(?![\p{L}])/u;
const DEGREE =
  /\b(BSc|BA|BEng|MEng|MSc|MSci|MA|MMath|MPhys|MChem|MPhil|MFin|MBA|MRes|LLB|LLM|BBA|BCom|B\.Com|M\.Com|B\.Sc|M\.Sc|PhD|DPhil|PGDip|PGCE|FdA|FdSc|FdEng|Bachelor(?:'s)? (?:of|in) [A-Z][a-z]+|Master(?:'s|s)? (?:of|in) [A-Z][a-z]+|Foundation Year|International Baccalaureate|IB Diploma)\b(?:\s*\((?:Hons|Honours)\))?/;
const POSTGRADUATE = /^(MSc|MA|MPhil|MFin|MBA|MRes|LLM|PhD|DPhil|PGDip|PGCE|Master)/;
const SEPARATOR = /\s{2,}|\t|\s*::\s*|\s*[|•·]\s*|\s[–—-]\s|,\s+|\s*[()]\s*/;
const MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split(" ");
// "09/2021 – 06/2025" too, as Europass writes dates.
const DATE_ONLY =
  /^[\s(]*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|(?:\d{1,2}\/){1,2})?(?:19|20)\d{2}(?:\s*[–—\-/to]+\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|(?:\d{1,2}\/){1,2})?(?:(?:19|20)?\d{2})|present|now|current|ongoing|expected(?:\s+(?:19|20)\d{2})?))?[\s)]*$/i;
// "09/2021 – 06/2025 – Bath, United Kingdom": a Europass line of dates and the place of study is still
// a line of dates, for the entry below it.
const PLACE_AFTER_DATES =
  /\s+[–—-]\s+\p{Lu}[\p{L} '’.-]*,\s*(?:united kingdom|uk|england|scotland|wales|northern ireland|ireland)$/iu;
const PREDICTED = /predict|expect|on track|projected|anticipat|forecast|working towards|targeting|on course/i;

const emptyEntry = (): EducationEntry => ({
  institution: null,
  qualification: null,
  startYear: null,
  endYear: null,
  endYearStated: false,
  endMonth: null,
  openEnded: false,
  grade: null,
  aLevels: null,
  modules: [],
  dissertation: null,
});

function segmentsOf(line: string): string[] {
  return line
    .replace(/\s*\((?:hons|honours)\)/gi, "")
    .split(SEPARATOR)
    .map((s) => s.trim().replace(/[.,;:]+$/, ""))
    .filter(Boolean);
}

// "Exchange semester: University of Amsterdam": the label says what kind of study it was; "Institution:"
// is a form's field label.
const STUDY_ABROAD_LABEL =
  /^(?:exchange(?: semester| year)?|study abroad|year abroad|semester abroad|institution|university|school|college|establishment)\s*:\s*/i;

function institutionIn(raw: string): string | null {
  const line = raw.replace(STUDY_ABROAD_LABEL, "");
  if (/^(modules?|dissertation|thesis|relevant|grade|predicted|awarded|a[- ]?levels?)\b/i.test(line))
    return null;
  const found = segmentsOf(line).find(
    (s) => INSTITUTION.test(s) && s.split(/\s+/).length <= 9 && !DEGREE.test(s) && /^\p{Lu}/u.test(s),
  );
  return found?.replace(/^[•\-*–]\s*/, "").replace(STUDY_ABROAD_LABEL, "") ?? null;
}

function qualificationIn(line: string): string | null {
  if (/^(modules?|dissertation|thesis)\b/i.test(line)) return null;
  const match = DEGREE.exec(line);
  if (!match) return null;
  // "BSc Economics", "BA Philosophy, Politics and Economics": the degree and its subject, up to the
  // next column, date or grade.
  const from = line
    .slice(match.index)
    .replace(/\s*\((?:Hons|Honours)\)/, "")
    .split(
      /\s{2,}|\t|\s[|•·]\s|\s[–—]\s|\s-\s|\s*\(|,\s*(?=[^,]*\b(?:University|Universit[àéä]t?|Universitat|Universiteit|Universidade?|Hochschule|College|School|Institute|Academy)(?![a-z]))|\s*,?\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}|,\s*(?:predicted|expected|first|2:1|2:2|upper|lower|grade|class|distinction|merit)/i,
    )[0];
  const words = (from ?? "").trim().split(/\s+/).slice(0, 9);
  // A degree given in brackets after its name in another language ("Licenciatura em Economia (BSc
  // Economics)") keeps its subject, not the bracket that closes it.
  const text = words.join(" ").replace(/[.,;:]+$/, "");
  return (text.includes("(") ? text : text.replace(/\)+$/, "")) || null;
}

/** "a BSc in Economics" for "BSc Economics"; "an MSc in Finance"; a degree named in words stays. */
export function degreeIn(qualification: string): string {
  const match =
    /^(BSc|BA|BEng|MEng|MSc|MSci|MA|MMath|MPhys|MChem|MPhil|MFin|MRes|LLB|LLM|BBA|BCom|PhD|DPhil)\s+(?:in\s+)?(.+)$/.exec(
      qualification,
    );
  if (!match?.[1] || !match[2]) return `${article(qualification)} ${qualification}`;
  return `${article(match[1])} ${match[1]} in ${match[2]}`;
}

function yearsIn(line: string): { years: number[]; endMonth: number | null; open: boolean } {
  const years = (line.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
  // "2023 – 26" ends in 2026.
  const short = /\b((?:19|20)\d{2})\s*[–—-]\s*(\d{2})\b(?![\d:/])/.exec(line);
  if (short?.[1] && short[2]) years.push(Number(`${short[1].slice(0, 2)}${short[2]}`));
  const months = [
    ...line
      .toLowerCase()
      .matchAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2}/g),
  ];
  const last = months[months.length - 1]?.[1];
  return {
    years,
    endMonth: last ? MONTHS.indexOf(last) + 1 : null,
    open: /\b(present|now|current|ongoing|expected|exp\.)\b/i.test(line),
  };
}

function gradeIn(written: string): Grade | null {
  // "Predicted 2:1 after first year; now on track for a First": the grade as it stands now.
  const line =
    written
      .split(/;\s*/)
      .slice(1)
      .reverse()
      .find((part) => /\b(?:now|currently)\b/i.test(part) && gradesIn(part).length) ?? written;
  const keyed = gradesIn(line).find((key) => /^(first|2:1|2:2|third)$/.test(key));
  const words = /\b(distinction|merit)\b/i.exec(line)?.[1];
  const label = keyed
    ? keyed === "first"
      ? "First"
      : keyed === "third"
        ? "Third"
        : keyed
    : words
      ? `${words.charAt(0).toUpperCase()}${words.slice(1).toLowerCase()}`
      : null;
  if (!label) return null;
  // "First-year average 74%" or "first year modules" name a year of study, not a degree class.
  if (label === "First" && !keyed) return null;
  return { label, predicted: PREDICTED.test(line) };
}

/** "A*AA at A-level" as the CV writes it, or "A-levels in Mathematics (A*) and Economics (A)". */
function aLevelsIn(line: string): string | null {
  if (!/\bA[- ]?levels?\b|\bA2\b/i.test(line)) return null;
  // "CCEA A Levels: A*AA": Northern Ireland's exam board is written in the letters grades use, so the
  // grades are looked for after "A Levels" first, and the board's name is never taken for them.
  const GRADES = /(?<![\w*])((?:A\*|[A-E]){3,})(?![\w*])/g;
  const after = line.replace(/^.*?\bA[- ]?levels?\b/i, "");
  const compact = [...after.matchAll(GRADES), ...line.matchAll(GRADES)]
    .map((m) => m[1] ?? "")
    .find((grades) => grades && grades !== "CCEA");
  if (compact) return `${compact} at A-level`;
  const listed = line.replace(/^.*?\bA[- ]?levels?\b\s*:?\s*/i, "").split(/;|\s[–—-]\s/)[0] ?? "";
  const pairs = [
    ...listed.matchAll(
      /(\p{Lu}[\p{L}&' ]*?)\s*(?:\(\s*(A\*|[A-E])\s*\)|:\s*(A\*|[A-E])\b|\s(A\*|[A-E])(?=\s*(?:,|and\b|\(|$)))/gu,
    ),
  ]
    .map((m) => ({ subject: (m[1] ?? "").trim(), grade: m[2] ?? m[3] ?? m[4] ?? "" }))
    .filter((p) => p.subject && p.grade && !/^(EPQ|Extended Project|GCSEs?|AS)\b/i.test(p.subject));
  if (pairs.length < 2) return null;
  return `A-levels in ${list(pairs.map((p) => `${p.subject} (${p.grade})`))}`;
}

function modulesIn(line: string): string[] {
  const listed = /\bmodules?(?: include| studied| taken)?\s*:\s*(.+)$/i.exec(line)?.[1];
  if (!listed) return [];
  // Commas divide the list; "and" joins only when no comma does ("Econometrics and Statistics" is two
  // modules, but in "Money and Banking, Corporate Finance" it is part of one module's name).
  return (
    listed
      .split(/[,;]/.test(listed) ? /\s*[,;]\s*(?:and\s+)?/ : /\s+and\s+/)
      .map((m) =>
        m
          .trim()
          .replace(/[.]+$/, "")
          .replace(/\s*\([^)]*\)$/, ""),
      )
      // "Private Equity and" at a line's end: a name the line broke off, which the letter must not finish.
      .filter(
        (m) =>
          /^\p{Lu}/u.test(m) && m.split(/\s+/).length <= 5 && !/\s(?:and|&|of|in|for|the|with)$/i.test(m),
      )
  );
}

const STILL_STUDYING = /\b(?:to date|so far|in progress|ongoing|currently studying|current student)\b/i;

/** Education entries in the order the CV lists them. */
export function readEducation(lines: readonly string[]): EducationEntry[] {
  const entries: EducationEntry[] = [];
  let current: EducationEntry | null = null;
  let pendingDates: string | null = null;
  const applyDates = (entry: EducationEntry, line: string) => {
    const { years, endMonth, open } = yearsIn(line);
    if (!years.length) return;
    entry.startYear = Math.min(...years);
    entry.endYear = Math.max(...years);
    entry.endYearStated = (line.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number).includes(entry.endYear);
    entry.endMonth = years.length > 1 || !open ? endMonth : null;
    entry.openEnded = open;
    if (open && years.length === 1 && !/expected/i.test(line)) entry.endYear = null;
  };
  const start = () => {
    current = emptyEntry();
    entries.push(current);
    if (pendingDates) applyDates(current, pendingDates);
    pendingDates = null;
    return current;
  };
  for (const raw of lines) {
    const line = raw.replace(/^[•·▪◦●\-*–]\s*/, "").trim();
    // A bullet ends any dates waiting for the entry below; one under a job is not education at all.
    if (raw !== line) pendingDates = null;
    if (
      raw !== line &&
      !/\b(modules?|grade|predicted|expected|first|2:1|2:2|distinction|merit|a[- ]levels?|dissertation|thesis|average|honours|gcses?)\b/i.test(
        line,
      )
    )
      continue;
    if (!line) continue;
    const institution = institutionIn(line);
    const qualification = qualificationIn(line);
    const aLevels = aLevelsIn(line);
    const dateOnly = DATE_ONLY.test(line.replace(PLACE_AFTER_DATES, ""));
    let entry = current as EducationEntry | null;
    if (dateOnly) {
      // A line of dates alone belongs to the entry above when that entry has none yet (dates below),
      // otherwise to the next one (dates above).
      if (entry && entry.startYear === null && (entry.institution || entry.qualification))
        applyDates(entry, line);
      else pendingDates = line;
      continue;
    }
    // Dates waiting for the entry below are only its dates if that entry comes next.
    if (!institution && !qualification && !aLevels) pendingDates = null;
    const startsNew = (e: EducationEntry | null) =>
      !e ||
      (institution !== null && e.institution !== null && institution !== e.institution) ||
      // "University of Bristol" above "MSc Finance", then again above "BSc Economics": a second degree at
      // the same place is an entry of its own, read with the place named above it.
      (institution !== null &&
        institution === e.institution &&
        e.qualification !== null &&
        qualification === null &&
        !aLevels) ||
      (qualification !== null && e.qualification !== null && !institution) ||
      // "FdA Accounting and Finance, Nottingham Trent University", then "BA (Hons) Accounting and Finance
      // (top-up year), Nottingham Trent University": a second degree at the same place, on its own line.
      (qualification !== null && e.qualification !== null && qualification !== e.qualification) ||
      (aLevels !== null && e.qualification !== null);
    if (institution || qualification || aLevels) {
      if (startsNew(entry)) entry = start();
      const target = entry as EducationEntry;
      if (institution && !target.institution) target.institution = institution;
      if (qualification && !target.qualification) target.qualification = qualification;
      if (aLevels) target.aLevels ??= aLevels;
    }
    if (!entry) continue;
    if (
      entry.startYear === null &&
      /\b(?:19|20)\d{2}\b/.test(line) &&
      !/\(\s*(?:19|20)\d{2}\s*\)/.test(line)
    ) {
      if (!/modules?|dissertation|thesis|award|prize|scholarship/i.test(line)) applyDates(entry, line);
    }
    // "71% average to date", "(in progress)": a degree still being studied, whether or not it is dated.
    if (entry.endYear === null && STILL_STUDYING.test(line)) entry.openEnded = true;
    entry.grade ??= gradeIn(line);
    if (!entry.modules.length) entry.modules = modulesIn(line);
    const dissertation = /^(?:dissertation|thesis|final[- ]year project)\s*:\s*(.+)$/i.exec(line)?.[1];
    if (dissertation) entry.dissertation ??= dissertation.replace(/\s*\([^)]*\)\s*$/, "").trim();
  }
  return entries.filter((e) => e.institution || e.qualification || e.aLevels);
}

/** Whether a degree is still being studied on `today` (YYYY-MM-DD); UK degrees end by July. */
export function inProgress(entry: EducationEntry, today: string): boolean {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  if (entry.endYear === null) return entry.openEnded || entry.startYear !== null;
  if (entry.endYear > year) return true;
  if (entry.endYear < year) return false;
  return month < (entry.endMonth ? entry.endMonth + 1 : 8);
}

export const isPostgraduate = (entry: EducationEntry) => POSTGRADUATE.test(entry.qualification ?? "");
export const isDegree = (entry: EducationEntry) => entry.qualification !== null;

// How postings say who may apply, in everyday words: "graduating in 2027", "graduating in 2027 or
// earlier", "expected to graduate between December 2027 and August 2028", "2027 graduates", "recent
// graduates (within two years)", "already graduated". Each becomes a window of graduation months.

import { countOf } from "./count-words";
import { FULL_MONTHS } from "./dates";

/** A span of graduation months, as months since year 0 (January 2027 is 2027 × 12); ends included. */
export type Window = { from?: number; to?: number };

const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?";
const YEAR = "(?:19|20)\\d\\d";
// "1 March 2027": a day before the month is read past.
const WHEN = `(?:(?:summer|spring|autumn|winter)\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?(?:(${MONTH})\\s+)?(${YEAR})`;
const GRADUATE =
  "(?:graduat(?:ing|e|es|ion)|expected to graduate|due to graduate|(?:finish|finishing|finished|complete|completing|completed|leave|leaving) (?:your |their |an? )?(?:undergraduate |bachelor['’]?s |master['’]?s |first |quantitative |numerate |relevant )?(?:degree|studies|course|university|uni)(?:\\s*\\([^()]{1,40}\\)|,[^,.;]{1,30},)?|(?:complet|finish)(?:e|es|ing|ed) an? (?:bachelor['’]?s|master['’]?s|phd|doctorate)(?:(?:,\\s*|\\s+or\\s+|\\s+and\\s+)(?:an? )?(?:bachelor['’]?s|master['’]?s|phd|doctorate))*|return(?:ing)? to (?:university|uni|your studies|study) for (?:a|your|their) final year|return(?:ing)? to (?:complete|finish|do|start) (?:a|your|their|the) final year)";

export const monthOf = (month: string | undefined) =>
  month ? FULL_MONTHS.findIndex((name) => name.startsWith(month.toLowerCase().slice(0, 3))) : -1;
const at = (year: string | undefined, month: string | undefined, fallback: number) =>
  Number(year) * 12 + (monthOf(month) >= 0 ? monthOf(month) : fallback);
const yearWindow = (year: number): Window => ({ from: year * 12, to: year * 12 + 11 });

const BETWEEN = new RegExp(
  `\\b${GRADUATE}\\s+(?:date\\s+)?(?:between|from)\\s+${WHEN}\\s+(?:and|to|-|–)\\s+${WHEN}`,
  "gi",
);
// "An undergraduate degree (2:1 or above) or a Master's, completed by September 2027".
const COMPLETED_BY = new RegExp(
  `\\b(?:degree|master['’]?s|studies|course)\\b[^.;\\n]{0,40}?,?\\s+(?:completed|finished|awarded) (?:by|before) ${WHEN}`,
  "gi",
);
// "Graduated in 2026 or earlier" says the same as "graduating in 2026 or earlier".
const OR_EARLIER = new RegExp(
  `\\b(?:${GRADUATE}|graduated)\\s+(?:date\\s+)?(?:in|by|before|no later than|in or before)\\s+${WHEN}(\\s+or\\s+(?:earlier|before))?`,
  "gi",
);
// "Graduated 2025 or later" as well as "graduating in 2027 or later".
const OR_LATER = new RegExp(
  `\\b(?:${GRADUATE}|graduated)\\s+(?:(?:(?:in|from)\\s+)?${WHEN}\\s+(?:or\\s+(?:later|after)|onwards)|(?:no earlier than|not before|after)\\s+${WHEN})`,
  "gi",
);
// "Be due to graduate, in 2026 or 2027"; "graduating in 2029 (or 2030 on a five-year course)".
const YEARS = new RegExp(
  `\\b${GRADUATE}(?:\\s+date)?\\s*,?\\s*(?:in|of|:)?\\s*(?:the\\s+)?(?:(?:summer|spring|autumn|winter)\\s+)?(?:${MONTH}\\s+)?(${YEAR})((?:\\s*\\(?\\s*(?:,|or|and|-|–|to)\\s*${YEAR})*)`,
  "gi",
);
const YEAR_GRADUATES = new RegExp(
  `\\b(${YEAR})((?:\\s*(?:,|or|and|/)\\s*${YEAR})*)\\s+(?:graduates|grads|graduation|graduating class|university leavers)\\b`,
  "gi",
);
// "A placement year in 2027–28" (read as 2028 once academic years are turned into the year they end):
// the student returns for a final year and graduates the summer after the placement ends.
const PLACEMENT_IN = new RegExp(`\\bplacement year (?:in|during|for|of) (${YEAR})\\b`, "gi");
// "Return to university to complete your final year in September 2028": a final year that starts in
// the autumn ends, with the degree, the summer after.
const RETURN_FINAL = new RegExp(
  `\\breturn(?:ing)? to (?:university|uni|your studies|study|complete|finish)[^.;]{0,40}?\\bfinal year\\s+(?:in|from|starting(?:\\s+in)?)\\s+${WHEN}`,
  "gi",
);
// "Class of 2027", "graduates from the classes of 2025 and 2026".
// "Any undergraduate who'll be returning to university in autumn 2027": still studying after that summer.
const RETURNING_IN = new RegExp(
  `\\breturn(?:ing)? to (?:university|uni|(?:your |their )?studies|study) in (?:the )?(?:autumn|september|sept|october) (?:of )?(${YEAR})\\b`,
  "gi",
);
const CLASS_OF = new RegExp(`\\bclass(?:es)? of (${YEAR})((?:\\s*(?:,|or|and|/)\\s*${YEAR})*)`, "gi");
const GRADUATED_IN = new RegExp(
  `\\bgraduated\\s+(?:in|between)\\s+(${YEAR})((?:\\s*(?:,|or|and|-|–|to)\\s*${YEAR})*)`,
  "gi",
);
const RECENT =
  /\b(?:recent(?:ly)? graduat\w*|graduates (?:of|from) the (?:last|past) (?:one|two|three|four|five|\d{1,2}) years?|graduated (?:with)?in the (?:last|past)|graduated within|graduated (?:no more than|less than|up to)|within (?:one|two|three|four|five|\d{1,2}) (?:years?|months?) of graduat\w*|up to (?:one|two|three|four|five|\d{1,2}) years?(?: since| after| post)[- ]graduat\w*)([^.;]{0,60})/i;
const WITHIN =
  /\b(?:within|last|past|up to|no more than)\s+(?:the\s+)?(?:last\s+|past\s+)?(one|two|three|four|five|\d{1,2})\s+(years?|months?)/i;
const ALREADY =
  /\b(already graduated|have graduated|has graduated|completed (?:your |an |a )?(?:undergraduate )?degree|graduates? with up to)\b/i;
// "Final-year students graduating in 2027 and graduates": graduates of any year as well as the years named.
const GRADUATES_TOO =
  /\b(?:students|finalists|\d{4}) and graduates\b(?! of)|\bno limit on (?:how long ago|when) you graduated\b/i;
const DEFAULT_RECENT_YEARS = 3;
// "Open to recent graduates and career changers with any amount of experience": graduates of any year.
const CAREER_CHANGERS =
  /\bcareer[- ]changers?\b|\bchanging careers?\b|\bany amount of (?:previous |prior )?(?:work )?experience\b/i;
const NOT_FOR_CAREER_CHANGERS =
  /\b(?:not|isn['’]t|aren['’]t|cannot|can['’]t)\b[^.;]{0,30}\bcareer[- ]changers?\b|\bcareer[- ]changers?\b[^.;]{0,30}\b(?:should apply|instead|not eligible)\b/i;

function yearsOf(first: string | undefined, rest: string | undefined): number[] {
  const years = [first, ...((rest ?? "").match(/(?:19|20)\d\d/g) ?? [])].filter(Boolean).map(Number);
  // "2025 – 2027" is every year in between.
  if (/^\s*(?:-|–|to)\s*/.test(rest ?? "") && years.length === 2) {
    const [from = 0, to = 0] = years;
    return Array.from({ length: Math.max(0, to - from) + 1 }, (_, index) => from + index);
  }
  return years;
}

export type GraduationWording = { windows: Window[]; labels: string[] };

/** The graduation months a posting names, and how to say them back. */
/** "2026/27" (an academic year) is the year it ends in. */
const academicYears = (text: string) =>
  text.replace(/\b20(\d\d)\s*[/–-]\s*(\d\d)\b/g, (whole, first: string, second: string) =>
    Number(second) === Number(first) + 1 ? `20${second}` : whole,
  );

export function graduationWindows(posting: string): GraduationWording {
  const windows: Window[] = [];
  const labels: string[] = [];
  const text = academicYears(posting);
  let rest = text;
  for (const match of text.matchAll(BETWEEN)) {
    windows.push({ from: at(match[2], match[1], 0), to: at(match[4], match[3], 11) });
    labels.push(
      `students graduating between ${match[1] ? `${match[1]} ` : ""}${match[2]} and ${match[3] ? `${match[3]} ` : ""}${match[4]}`,
    );
    rest = rest.replace(match[0], " ");
  }
  for (const match of rest.matchAll(OR_LATER)) {
    const [month, year] = match[2] ? [match[1], match[2]] : [match[3], match[4]];
    windows.push({ from: at(year, month, 0) });
    labels.push(`students graduating in ${month ? `${month} ` : ""}${year} or later`);
    rest = rest.replace(match[0], " ");
  }
  for (const match of rest.matchAll(COMPLETED_BY)) {
    windows.push({ to: at(match[2], match[1], 11) });
    labels.push(`those who complete their degree by ${match[1] ? `${match[1]} ` : ""}${match[2]}`);
    rest = rest.replace(match[0], " ");
  }
  for (const match of rest.matchAll(OR_EARLIER)) {
    const by = /\b(by|before|no later than|in or before)\b/i.test(match[0]) || match[3];
    if (!by) continue;
    // "Before 2027" ends in 2026; "before 1 March 2027" ends in February.
    const before = /\bbefore\b/i.test(match[0]) && !/in or before/i.test(match[0]);
    windows.push({ to: at(match[2], match[1], 11) - (before ? (match[1] ? 1 : 12) : 0) });
    labels.push(`students graduating in ${match[2]} or earlier`);
    rest = rest.replace(match[0], " ");
  }
  const years = new Set<number>();
  for (const match of rest.matchAll(RETURNING_IN)) {
    windows.push({ from: (Number(match[1]) + 1) * 12 });
    labels.push(`students returning to university in autumn ${match[1]}`);
    rest = rest.replace(match[0], " ");
  }
  for (const match of rest.matchAll(RETURN_FINAL)) {
    const autumn = monthOf(match[1]) >= 7 || /\bautumn\b/i.test(match[0]);
    years.add(Number(match[2]) + (autumn ? 1 : 0));
    rest = rest.replace(match[0], " ");
  }
  for (const match of [
    ...rest.matchAll(YEARS),
    ...rest.matchAll(YEAR_GRADUATES),
    ...rest.matchAll(GRADUATED_IN),
    ...rest.matchAll(CLASS_OF),
  ]) {
    for (const year of yearsOf(match[1], match[2])) years.add(year);
  }
  for (const match of rest.matchAll(PLACEMENT_IN)) years.add(Number(match[1]) + 1);
  const sorted = [...years].sort();
  for (const year of sorted) windows.push(yearWindow(year));
  if (sorted.length) {
    const listed =
      sorted.length > 1 ? `${sorted.slice(0, -1).join(", ")} or ${sorted.at(-1)}` : `${sorted[0]}`;
    labels.push(`students graduating in ${listed}`);
  }
  return { windows, labels };
}

export type GraduatesWording = {
  window: Window;
  label: string;
  /** Said how recently ("within two years"), rather than only that graduates may apply. */
  bounded: boolean;
  /** Graduates as well as the years the posting names ("students graduating in 2027 and graduates"). */
  added?: boolean;
  /** "Recent graduates" with no span said: the span is the usual one, not the posting's. */
  guessed?: boolean;
};

/** "Recent graduates (within two years)": graduates of the last few years before the programme. */
export function graduatesWindow(text: string, programmeYear: number): GraduatesWording | undefined {
  if (CAREER_CHANGERS.test(text) && !NOT_FOR_CAREER_CHANGERS.test(text))
    return {
      window: { to: programmeYear * 12 - 1 },
      label: "graduates of any year, career changers included",
      bounded: false,
      added: true,
    };
  const recent = RECENT.exec(text);
  if (recent) {
    const within = WITHIN.exec(recent[0]);
    const count = within?.[1]?.toLowerCase();
    const number = count ? countOf(count) : undefined;
    // "within the last 12 months" is a year; months round up to whole years.
    const span = number
      ? /^month/i.test(within?.[2] ?? "")
        ? Math.max(1, Math.ceil(number / 12))
        : number
      : DEFAULT_RECENT_YEARS;
    return {
      window: { from: (programmeYear - span) * 12, to: programmeYear * 12 + 11 },
      label: `graduates of the last ${span === 1 ? "year" : `${span} years`}`,
      bounded: true,
      guessed: !number,
    };
  }
  if (GRADUATES_TOO.test(text))
    return { window: { to: programmeYear * 12 + 11 }, label: "graduates", bounded: false, added: true };
  const already = ALREADY.exec(text);
  if (already) {
    // "Graduating in 2026 or already graduated" adds graduates; "you must have completed your degree
    // (graduated in 2026 or earlier)" is a rule the years then say.
    const added = /\b(or|and)\s+(\w+\s+)?$/i.test(text.slice(0, already.index));
    return { window: { to: programmeYear * 12 + 11 }, label: "graduates", bounded: false, added };
  }
  return undefined;
}

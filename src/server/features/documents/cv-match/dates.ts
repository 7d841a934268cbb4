// Dates as CVs write them beside each entry: "Sep 2024 – Jun 2027", "June 2024 – August 2024",
// "09/2023 - present", "Summer 2024", "2021 – 2023", and the hasty "Sep 24". A recruiter reads one style
// as care and a mix as haste, so the style of each date is kept, as well as its year and month.

export type DateStyle = "short-month" | "full-month" | "numeric" | "season" | "year" | "two-digit-year";
export type CvDate = { year: number; month?: number; style: DateStyle; text: string };
export type DateRange = {
  start: CvDate;
  end: CvDate | "present";
  /** How an ongoing range says so: "present", "now", "current". */
  ongoingWord?: string;
};

/** The months in order, in lower case, as CVs and postings spell them out. */
export const FULL_MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const SHORT_MONTH = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec";
const FULL_MONTH = FULL_MONTHS.join("|");
const SEASON = "Spring|Summer|Autumn|Winter|Fall";
const YEAR = "(?:19|20)\\d\\d";
const TWO_DIGIT = `(?:${FULL_MONTH}|${SHORT_MONTH})\\.?\\s+['’]?\\d\\d(?!\\d)`;
// "01/07/2024" (a Europass day, month and year) and "06/24" (a month and a two-digit year).
const DAY_MONTH_YEAR = `\\b(?:0?[1-9]|[12]\\d|3[01])\\/(?:0?[1-9]|1[0-2])\\/${YEAR}`;
const MONTH_SHORT_YEAR = `\\b(?:0?[1-9]|1[0-2])\\/\\d\\d(?![\\d/])`;
// "2025.10 – 2026.09": the year first, then the month, as Chinese and some European CVs write it.
const YEAR_DOT_MONTH = `\\b${YEAR}\\.(?:0[1-9]|1[0-2])(?![\\d.])`;
const DATE = `${DAY_MONTH_YEAR}|${YEAR_DOT_MONTH}|(?:(?:${FULL_MONTH}|${SHORT_MONTH})\\.?|${SEASON})\\s+${YEAR}|\\d{1,2}\\/${YEAR}|${YEAR}|${TWO_DIGIT}|${MONTH_SHORT_YEAR}`;
const SAME_YEAR_RANGE = new RegExp(
  `\\b(${FULL_MONTH}|${SHORT_MONTH})\\.?\\s*(?:–|—|-|to)\\s*(${FULL_MONTH}|${SHORT_MONTH})\\.?\\s+(${YEAR})\\b`,
  "gi",
);
export const ONGOING = /^(present|current|now|ongoing|date|today)$/i;
const RANGE = new RegExp(
  `(${DATE})\\s*(?:–|—|-|to)\\s*(${DATE}|present|current|now|ongoing|date|today)(?![\\w/])`,
  "gi",
);
const LINE_END_DATE = new RegExp(`(?:^|[\\s|,(–—-])(${DATE})\\)?\\s*$`, "i");

/** One date; "May" is both a short and a full month name, so it says nothing about style. */
export function parseDate(text: string): CvDate | null {
  const trimmed = text.trim().replace(/\.(?=\s)/, "");
  const numeric = /^(?:\d{1,2}\/)?(\d{1,2})\/(\d{4}|\d\d)$/.exec(trimmed);
  if (numeric?.[2]) {
    const year = numeric[2].length === 2 ? 2000 + Number(numeric[2]) : Number(numeric[2]);
    return { year, month: Number(numeric[1]), style: "numeric", text };
  }
  const yearFirst = /^(\d{4})\.(\d{2})$/.exec(trimmed);
  if (yearFirst?.[1] && yearFirst[2])
    return { year: Number(yearFirst[1]), month: Number(yearFirst[2]), style: "numeric", text };
  const short = /^([A-Za-z]+)\.?\s+['’]?(\d\d)$/.exec(trimmed);
  if (short?.[1] && short[2]) {
    const month = FULL_MONTHS.findIndex((name) =>
      name.startsWith(short[1]?.toLowerCase().slice(0, 3) ?? "-"),
    );
    if (month !== -1)
      return { year: 2000 + Number(short[2]), month: month + 1, style: "two-digit-year", text };
  }
  const named = /^([A-Za-z]+)\s+(\d{4})$/.exec(trimmed);
  if (named?.[1] && named[2]) {
    const word = named[1].toLowerCase();
    const year = Number(named[2]);
    const full = FULL_MONTHS.indexOf(word);
    if (full !== -1)
      return { year, month: full + 1, style: word === "may" ? "short-month" : "full-month", text };
    const short = FULL_MONTHS.findIndex((month) => month.startsWith(word.slice(0, 3)));
    if (new RegExp(`^(${SEASON})$`, "i").test(word)) return { year, style: "season", text };
    if (short !== -1) return { year, month: short + 1, style: "short-month", text };
    return null;
  }
  if (/^\d{4}$/.test(trimmed)) return { year: Number(trimmed), style: "year", text };
  return null;
}

/** The date ranges written on one line. */
export function dateRanges(line: string): DateRange[] {
  const ranges: DateRange[] = [];
  for (const match of line.matchAll(RANGE)) {
    const start = parseDate(match[1] ?? "");
    const endText = match[2] ?? "";
    const end = ONGOING.test(endText) ? "present" : parseDate(endText);
    if (start && end)
      ranges.push({ start, end, ongoingWord: end === "present" ? endText.toLowerCase() : undefined });
  }
  // "Jun – Aug 2025": both months in the year written once.
  if (!ranges.length) {
    for (const match of line.matchAll(SAME_YEAR_RANGE)) {
      const end = parseDate(`${match[2]} ${match[3]}`);
      const month = parseDate(`${match[1]} ${match[3]}`);
      if (end && month) ranges.push({ start: { ...month, text: `${match[1]}` }, end });
    }
  }
  return ranges;
}

/** Every date in the CV's date column: the ranges, and a lone date that ends a line ("Mar 2025"). */
export function entryDates(line: string): CvDate[] {
  const ranges = dateRanges(line);
  if (ranges.length)
    return ranges.flatMap((range) => (range.end === "present" ? [range.start] : [range.start, range.end]));
  const lone = LINE_END_DATE.exec(line)?.[1];
  const date = lone ? parseDate(lone) : null;
  return date ? [date] : [];
}

/** Months since year 0, for ordering; a date without a month sorts as its January. */
export function monthIndex(date: CvDate): number {
  return date.year * 12 + (date.month ?? 1) - 1;
}

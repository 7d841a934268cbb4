import { ukWallClock } from "../../../../shared/uk-time";

// Programme deadlines as postings state them in prose: "Applications close on 15 March 2027", "Closing
// date: 15/03/2027", "Deadline: March 15th", "We recruit on a rolling basis". A date is the end of that
// day in UK time; a date without a year is its next occurrence.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DAY = "(\\d{1,2})(?:st|nd|rd|th)?";
const YEAR = "(\\d{4})";
const WEEKDAY = "(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?,?\\s+)?";

const DATE_FORMS: { pattern: RegExp; read: (m: RegExpExecArray) => [number | null, number, number] }[] = [
  {
    // 15 March 2027, Friday 15th March, 15 Mar. 2027
    pattern: new RegExp(`^${WEEKDAY}(?:the\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH}\\.?,?(?:\\s+${YEAR})?`, "i"),
    read: (m) => [m[3] ? Number(m[3]) : null, monthIndex(m[2]), Number(m[1])],
  },
  {
    // March 15, 2027 / March 15th
    pattern: new RegExp(`^${WEEKDAY}${MONTH}\\.?\\s+${DAY},?(?:\\s+${YEAR})?`, "i"),
    read: (m) => [m[3] ? Number(m[3]) : null, monthIndex(m[1]), Number(m[2])],
  },
  {
    // 2027-03-15
    pattern: /^(\d{4})-(\d{2})-(\d{2})\b/,
    read: (m) => [Number(m[1]), Number(m[2]) - 1, Number(m[3])],
  },
  {
    // 15/03/2027, 15.03.27 (UK order: day first)
    pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/,
    read: (m) => [yearOf(m[3]), Number(m[2]) - 1, Number(m[1])],
  },
];

const CLOSING_CUES =
  /\b(?:applications?\s+(?:window\s+)?(?:will\s+)?(?:closing|closes|close)\b|closing\s+date(?:\s+for\s+applications)?|(?:application\s+)?deadline(?:\s+for\s+applications)?|apply\s+(?:no\s+later\s+than|by|before)|(?:must|should)\s+be\s+(?:submitted|received)\s+(?:by|before)|(?:this\s+(?:role|vacancy|posting|programme)\s+)?closes)(?:\s+(?:is|on|at|by))?\s*[:\-–]?\s*/gi;
const OPENING_CUES =
  /\b(?:applications?\s+(?:window\s+)?(?:will\s+)?(?:opening|opened|opens|open)\b|opening\s+date)(?:\s+(?:is|on|from))?\s*[:\-–]?\s*/gi;
const ROLLING =
  /\b(?:rolling\s+(?:basis|recruitment|process|applications?|deadline|admissions?)|on\s+a\s+rolling|as\s+(?:they\s+are|applications\s+are)\s+received|(?:may|might|could|will)\s+close\s+(?:early|before)|close\s+early|filled\s+early)\b/i;

export type Deadlines = { closesAt: Date | null; opensAt: Date | null; rolling: boolean };

export function findDeadlines(text: string, now: Date = new Date()): Deadlines {
  return {
    closesAt: dateAfterCue(text, CLOSING_CUES, now),
    opensAt: dateAfterCue(text, OPENING_CUES, now, { past: true }),
    rolling: ROLLING.test(text),
  };
}

/** A date written in a CSV cell or form: the forms above, day first. */
export function parseDate(value: string, now: Date = new Date()): Date | null {
  return readDate(value.trim(), now, { past: false });
}

function dateAfterCue(text: string, cues: RegExp, now: Date, options = { past: false }): Date | null {
  cues.lastIndex = 0;
  for (let match = cues.exec(text); match; match = cues.exec(text)) {
    const date = readDate(text.slice(cues.lastIndex, cues.lastIndex + 60), now, options);
    if (date) return date;
  }
  return null;
}

function readDate(fragment: string, now: Date, { past }: { past: boolean }): Date | null {
  for (const form of DATE_FORMS) {
    const match = form.pattern.exec(fragment);
    if (!match) continue;
    const [year, month, day] = form.read(match);
    if (month < 0 || !validDay(year ?? now.getUTCFullYear(), month, day)) continue;
    if (year !== null) return endOfUkDay(year, month, day);
    // No year: the next such day; an opening date may instead be one in the last six months.
    const y = now.getUTCFullYear();
    const thisYear = endOfUkDay(y, month, day);
    const next = thisYear >= now ? thisYear : endOfUkDay(y + 1, month, day);
    if (!past) return next;
    const previous = thisYear <= now ? thisYear : endOfUkDay(y - 1, month, day);
    return now.getTime() - previous.getTime() <= 183 * 86_400_000 ? previous : next;
  }
  return null;
}

function monthIndex(name: string | undefined): number {
  return MONTHS.indexOf((name ?? "").slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
}

function yearOf(value: string | undefined): number {
  const n = Number(value);
  return n < 100 ? 2000 + n : n;
}

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day && year >= 2000 && year < 2100;
}

/** 23:59:59 on that day in London (GMT or BST), as an instant. */
export function endOfUkDay(year: number, month: number, day: number): Date {
  const isoDay = `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return ukWallClock(isoDay, 23, 59, 59);
}

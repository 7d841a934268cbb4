import { UK_TIME_ZONE, ukWallClockAt } from "../../../shared/uk-time";

// A small iCalendar (RFC 5545) writer for the tracker's feed and one-off downloads. Timed events are
// written in UK local time with TZID=Europe/London and the zone's VTIMEZONE, so calendar apps show
// 14:00 for a 14:00 interview in summer (BST, UTC+1) as in winter (GMT); deadlines are all-day events.

const CRLF = "\r\n";
const MAX_OCTETS = 75;

export type IcsEvent = {
  uid: string;
  summary: string;
  description?: string;
  location?: string | null;
  url?: string | null;
  /** An all-day event on this UK date (YYYY-MM-DD), or a timed one from `start` for `minutes`. */
  when: { day: string } | { start: Date; minutes: number };
};

// Europe/London since 1996: BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
// Sunday of October (local 01:00 GMT and 02:00 BST).
const LONDON_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${UK_TIME_ZONE}`,
  `X-LIC-LOCATION:${UK_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19810329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19961027T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets continue on lines starting with a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** 20260715T130000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The UK wall-clock time of an instant, as a local DATE-TIME (20260715T140000 for 13:00 UTC in July). */
export function londonLocal(date: Date): string {
  const wall = ukWallClockAt(date);
  return `${wall.year}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

const dateValue = (day: string) => day.replace(/-/g, "");
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${stamp}`];
  if ("day" in event.when) {
    lines.push(
      `DTSTART;VALUE=DATE:${dateValue(event.when.day)}`,
      `DTEND;VALUE=DATE:${nextDay(event.when.day)}`,
    );
    // An all-day deadline should not block the member's day in free/busy views.
    lines.push("TRANSP:TRANSPARENT");
  } else {
    const end = new Date(event.when.start.getTime() + event.when.minutes * 60_000);
    lines.push(
      `DTSTART;TZID=${UK_TIME_ZONE}:${londonLocal(event.when.start)}`,
      `DTEND;TZID=${UK_TIME_ZONE}:${londonLocal(end)}`,
    );
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // URI values are not TEXT: they are written as they are, and only links without line breaks are kept.
  if (event.url && /^https?:\/\/\S+$/.test(event.url)) lines.push(`URL:${event.url}`);
  lines.push("END:VEVENT");
  return lines;
}

/** A whole VCALENDAR, CRLF-terminated and folded, ready to serve as text/calendar. */
export function buildCalendar(input: { name: string; events: IcsEvent[]; now: Date }): string {
  const stamp = utcStamp(input.now);
  const timed = input.events.some((event) => !("day" in event.when));
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Finance Careers//Application tracker//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `X-WR-TIMEZONE:${UK_TIME_ZONE}`,
    ...(timed ? LONDON_VTIMEZONE : []),
    ...input.events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

// Dates typed on the command line are UK wall-clock times (the business runs on London time), whatever
// the machine's time zone. "YYYY-MM-DD" alone means the start or the end of that day.

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;
const ZONE = "Europe/London";

/** Milliseconds London is ahead of UTC at the instant `utcMs` (0 in winter, 1 h in summer). */
function londonOffset(utcMs: number): number {
  const at = new Date(utcMs);
  const wall = new Date(at.toLocaleString("en-US", { timeZone: ZONE }));
  const utc = new Date(at.toLocaleString("en-US", { timeZone: "UTC" }));
  return wall.getTime() - utc.getTime();
}

/**
 * Parses "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM" as London time; `dayEdge` says which end of the day a
 * date alone means. Returns null for text that is not a real date and time.
 */
export function parseUkTime(text: string, dayEdge: "start" | "end"): Date | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => (part ? Number(part) : undefined));
  if (year === undefined || month === undefined || day === undefined) return null;
  const hasTime = hour !== undefined && minute !== undefined;
  if (hasTime && (hour > 23 || minute > 59)) return null;
  const wall = hasTime
    ? Date.UTC(year, month - 1, day, hour, minute)
    : dayEdge === "start"
      ? Date.UTC(year, month - 1, day)
      : Date.UTC(year, month - 1, day, 23, 59, 59, 999);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  // Twice: the offset at the guessed instant can differ from the offset at the answer near a clock change.
  const guess = wall - londonOffset(wall);
  return new Date(wall - londonOffset(guess));
}

/** "1 Dec 2026, 18:00" in London time, for the scripts' confirmations. */
export function formatUkTime(date: Date): string {
  return date.toLocaleString("en-GB", { timeZone: ZONE, dateStyle: "medium", timeStyle: "short" });
}

/** "14 Mar 2026" in London time. */
export function formatUkDate(date: Date): string {
  return date.toLocaleDateString("en-GB", { timeZone: ZONE, dateStyle: "medium" });
}

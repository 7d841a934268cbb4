import { splitCamelCase } from "../../shared/camel-case";
import { TICKET_SNIPPET_CHARS } from "../../shared/constants";

// 001 §2 display rules for the Details dialog: missing values show N/A, dates show in the local
// format, booleans as Yes/No, arrays joined by commas, objects as formatted text.

export const NOT_AVAILABLE = "N/A";

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** A date and time in the admin's own locale and time zone. */
export const localDateTime = (value: string | Date) => dateTime.format(asDate(value));
/** A day in the admin's own locale and time zone. */
export const localDate = (value: string | Date) => dateOnly.format(asDate(value));

function isDateString(value: string) {
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

export type Display = { kind: "text" | "block"; text: string };

/** How one value of an admin user record reads on screen. */
export function displayValue(value: unknown): Display {
  const text = (t: string): Display => ({ kind: "text", text: t });
  if (value === null || value === undefined) return text(NOT_AVAILABLE);
  if (typeof value === "string") {
    if (value.trim() === "") return text(NOT_AVAILABLE);
    return text(isDateString(value) ? localDateTime(value) : value);
  }
  if (typeof value === "boolean") return text(value ? "Yes" : "No");
  if (typeof value === "number" || typeof value === "bigint") return text(String(value));
  if (value instanceof Date) return text(localDateTime(value));
  if (Array.isArray(value)) {
    const items = value
      .filter((item) => item !== null && item !== undefined && item !== "")
      .map((item) => (typeof item === "object" ? JSON.stringify(item) : displayValue(item).text));
    return text(items.length ? items.join(", ") : NOT_AVAILABLE);
  }
  if (typeof value === "object") {
    if (Object.keys(value).length === 0) return text(NOT_AVAILABLE);
    return { kind: "block", text: JSON.stringify(value, null, 2) };
  }
  return text(String(value));
}

const ACRONYMS = new Set(["id", "url", "ip"]);

/** "signupDate" → "Signup Date", "trial_ends_at" → "Trial Ends At", "id" → "ID". */
export function fieldLabel(key: string): string {
  return splitCamelCase(key)
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) =>
      ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word[0]?.toUpperCase() + word.slice(1),
    )
    .join(" ");
}

/** 001 §9: a ticket's message cut at 100 characters, followed by an ellipsis when anything was cut. */
export function ticketSnippet(content: string): string {
  // Array.from counts characters, not UTF-16 halves, so an emoji is never split in two.
  const chars = Array.from(content);
  return chars.length > TICKET_SNIPPET_CHARS ? `${chars.slice(0, TICKET_SNIPPET_CHARS).join("")}…` : content;
}

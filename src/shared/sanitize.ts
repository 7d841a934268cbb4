// spec 000 §5.1: sanitisers applied to every input before validation, on the client and the server.

const ANGLE_BRACKETS = /[<>]/g;
// Control characters other than tab and line breaks: PostgreSQL refuses NUL in text, and none of them
// belong in anything a person types.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** One line of text: whitespace collapsed after the removals, so a removal cannot leave two spaces. */
function sanitizeLine(value: string, max: number): string {
  // Trim again after the cut, so a space at the limit does not survive (and a second pass changes nothing).
  return value
    .replace(ANGLE_BRACKETS, "")
    .replace(CONTROL_CHARS, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trimEnd();
}

export function sanitizeName(value: string): string {
  return sanitizeLine(value, 100);
}

export function sanitizeEmail(value: string): string {
  // Brackets go first, so " <a@b.co> " ends up trimmed too.
  return value.replace(ANGLE_BRACKETS, "").trim().toLowerCase().slice(0, 254).trimEnd();
}

/** Passwords keep their spaces: only angle brackets go, and the length is capped. */
export function sanitizePassword(value: string): string {
  return value.replace(ANGLE_BRACKETS, "").slice(0, 128);
}

export function sanitizeReferralCode(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 20);
}

function sanitizeText(value: string, max: number): string {
  return value.replace(ANGLE_BRACKETS, "").replace(CONTROL_CHARS, "").trim().slice(0, max).trimEnd();
}

export const sanitizeShortText = (value: string) => sanitizeText(value, 200);
export const sanitizeMediumText = (value: string) => sanitizeText(value, 500);
export const sanitizeFreeText = (value: string) => sanitizeText(value, 1000);

/** The 200-character text for one-line inputs (a subject): line breaks and runs of spaces become one space. */
export const sanitizeShortLine = (value: string) => sanitizeLine(value, 200);

export function sanitizePhone(value: string): string {
  return value.replace(/[^\d\s\-()]/g, "").slice(0, 20);
}

export function sanitizeDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, 10);
}

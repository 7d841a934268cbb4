// spec 000 §5.1: sanitisers applied to every input before validation, on the client and the server.

const ANGLE_BRACKETS = /[<>]/g;
// Control characters other than tab and line breaks: PostgreSQL refuses NUL in text, and none of them
// belong in anything a person types.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

// Invisible characters that change how text reads without showing themselves: bidirectional
// overrides and isolates (U+202E turns "\u202Egnp.exe Capital" into "latipaC exe.png" on screen),
// zero-width spaces and marks, the byte-order mark, soft hyphens and the rest of Unicode's format
// characters (category Cf), and the C1 control characters no keyboard types. Three kinds of format
// character carry meaning and are kept where they do: a zero-width joiner between emoji (the family
// and profession emoji are such sequences), a joiner or non-joiner between letters of a script that
// joins or forms conjuncts (Persian, Arabic, the Indic scripts), and the tag characters of a
// subdivision flag (England, Scotland, Wales). Elsewhere they only hide a difference, so they go.
// docs/decisions/0037-invisible-characters.md says why.
// Removed wherever they are; the joiners and tag characters are left for the second, contextual pass.
const ALWAYS_INVISIBLE = /(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cf}\u0080-\u009F]/gu;
const ANY_INVISIBLE = /[\p{Cf}\u0080-\u009F]/u;
const ANY_JOINER_OR_TAG = /\u200C|\u200D|[\u{E0020}-\u{E007F}]/u;

// A letter or mark of a script in which a joiner changes what is drawn: not Latin, Greek or Cyrillic,
// and not a mark that belongs to no script in particular.
const JOINING_LETTER =
  "(?:(?![\\p{scx=Latin}\\p{scx=Greek}\\p{scx=Cyrillic}\\p{scx=Common}\\p{scx=Inherited}])[\\p{L}\\p{M}])";
const EMOJI_BEFORE_JOINER = "(?:\\p{Extended_Pictographic}|\\p{Emoji_Modifier}|\\uFE0F)";
const FLAG = "\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}";
// Each alternative starts with the joiner itself and looks back past it, so the search only stops at joiners.
const KEPT_JOINER = [
  `(?:\\u200C|\\u200D)(?<=${JOINING_LETTER}.)(?=${JOINING_LETTER})`,
  `\\u200D(?<=${EMOJI_BEFORE_JOINER}.)(?=\\p{Extended_Pictographic})`,
].join("|");
// What is kept is captured and put back; any other joiner or tag character matches uncaptured and goes.
const JOINERS_AND_TAGS = new RegExp(`(${FLAG}|${KEPT_JOINER})|\\u200C|\\u200D|[\\u{E0020}-\\u{E007F}]`, "gu");

/**
 * The text without invisible formatting characters (bidirectional controls, zero-width marks and the
 * like), keeping only the joiners and tags that emoji and joining scripts need.
 */
export function withoutInvisibleCharacters(value: string): string {
  if (!ANY_INVISIBLE.test(value)) return value;
  const visible = value.replace(ALWAYS_INVISIBLE, "");
  return ANY_JOINER_OR_TAG.test(visible) ? visible.replace(JOINERS_AND_TAGS, "$1") : visible;
}

/**
 * The first `max` UTF-16 units, never half an emoji: a cut through a surrogate pair would leave a
 * character that is not text (PostgreSQL cannot store it as UTF-8).
 */
function cut(value: string, max: number): string {
  const head = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/** One line of text: whitespace collapsed after the removals, so a removal cannot leave two spaces. */
function sanitizeLine(value: string, max: number): string {
  // Trim again after the cut, so a space at the limit does not survive (and a second pass changes nothing);
  // the cut can also leave a joiner or a flag's tags without what they joined, which then go too.
  const line = withoutInvisibleCharacters(value)
    .replace(ANGLE_BRACKETS, "")
    .replace(CONTROL_CHARS, "")
    .replace(/\s+/g, " ")
    .trim();
  return withoutInvisibleCharacters(cut(line, max)).trimEnd();
}

export function sanitizeName(value: string): string {
  return sanitizeLine(value, 100);
}

export function sanitizeEmail(value: string): string {
  // Brackets go first, so " <a@b.co> " ends up trimmed too.
  const email = withoutInvisibleCharacters(value).replace(ANGLE_BRACKETS, "").trim().toLowerCase();
  return withoutInvisibleCharacters(cut(email, 254)).trimEnd();
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
  const text = withoutInvisibleCharacters(value)
    .replace(ANGLE_BRACKETS, "")
    .replace(CONTROL_CHARS, "")
    .trim();
  return withoutInvisibleCharacters(cut(text, max)).trimEnd();
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

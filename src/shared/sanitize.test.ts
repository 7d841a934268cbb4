import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  sanitizeDigits,
  sanitizeEmail,
  sanitizeFreeText,
  sanitizeMediumText,
  sanitizeName,
  sanitizePassword,
  sanitizePhone,
  sanitizeReferralCode,
  sanitizeShortLine,
  sanitizeShortText,
  withoutInvisibleCharacters,
} from "./sanitize";

// spec 000 §5.1, as properties over arbitrary input (including angle brackets, whitespace and
// astral characters) rather than a handful of examples.

// NUL and other control characters too: PostgreSQL refuses NUL in text.
const relevant = fc.constantFrom(...`<> \t\n\u0000\u001faZ9@.-'`);
const CAPS = [10, 20, 100, 128, 200, 254, 500, 1000];
// Short strings of anything; and long ones that end around a cap, where cutting meets trimming.
const messy = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: relevant, maxLength: 40 }),
  fc
    .tuple(
      fc.constantFrom("a", "9"),
      fc.constantFrom(...CAPS),
      fc.integer({ min: -8, max: 2 }),
      fc.string({ unit: relevant, maxLength: 12 }),
    )
    .map(([pad, cap, offset, tail]) => pad.repeat(Math.max(0, cap + offset)) + tail),
);

const SANITISERS: [string, (value: string) => string, number][] = [
  ["sanitizeName", sanitizeName, 100],
  ["sanitizeEmail", sanitizeEmail, 254],
  ["sanitizePassword", sanitizePassword, 128],
  ["sanitizeReferralCode", sanitizeReferralCode, 20],
  ["sanitizeShortText", sanitizeShortText, 200],
  ["sanitizeShortLine", sanitizeShortLine, 200],
  ["sanitizeMediumText", sanitizeMediumText, 500],
  ["sanitizeFreeText", sanitizeFreeText, 1000],
  ["sanitizePhone", sanitizePhone, 20],
  ["sanitizeDigits", sanitizeDigits, 10],
];

describe.each(SANITISERS)("%s", (_name, sanitize, max) => {
  test("is idempotent", () => {
    fc.assert(fc.property(messy, (value) => sanitize(sanitize(value)) === sanitize(value)));
  });

  test(`never returns more than ${max} characters`, () => {
    fc.assert(fc.property(fc.string({ maxLength: max * 3 }), (value) => sanitize(value).length <= max));
  });

  test("never returns < or >", () => {
    fc.assert(fc.property(messy, (value) => !/[<>]/.test(sanitize(value))));
  });
});

describe("field rules", () => {
  test("names are trimmed with their inner whitespace collapsed to single spaces", () => {
    fc.assert(
      fc.property(messy, (value) => {
        const name = sanitizeName(value);
        return name === name.trim() && !/\s{2,}|[\t\n]/.test(name);
      }),
    );
    expect(sanitizeName("  Mary \t Ann <b>O'Neil</b>  ")).toBe("Mary Ann bO'Neil/b");
  });

  test("emails are trimmed and lowercased", () => {
    fc.assert(
      fc.property(messy, (value) => {
        const email = sanitizeEmail(value);
        return email === email.trim() && email === email.toLowerCase();
      }),
    );
    expect(sanitizeEmail("  Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
    expect(sanitizeEmail(" <ada@example.com> ")).toBe("ada@example.com");
  });

  test("referral codes contain only A-Z and 0-9", () => {
    fc.assert(fc.property(messy, (value) => /^[A-Z0-9]*$/.test(sanitizeReferralCode(value))));
    expect(sanitizeReferralCode(" friend-10! ")).toBe("FRIEND10");
  });

  test("passwords keep every character except < and >, spaces included", () => {
    const safe = fc.string({ unit: "grapheme", maxLength: 60 }).filter((s) => !/[<>]/.test(s));
    fc.assert(fc.property(safe, (value) => sanitizePassword(value) === value));
    expect(sanitizePassword("  two  spaces  ")).toBe("  two  spaces  ");
  });

  test("text helpers strip brackets and trim but keep the words", () => {
    expect(sanitizeShortText("  <i>hello</i> world  ")).toBe("ihello/i world");
  });

  test("no sanitiser of typed text returns a control character (PostgreSQL refuses NUL); free text keeps its lines", () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them is the point
    const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
    const typed = [sanitizeName, sanitizeShortLine, sanitizeShortText, sanitizeMediumText, sanitizeFreeText];
    fc.assert(fc.property(messy, (value) => typed.every((sanitize) => !control.test(sanitize(value)))));
    expect(sanitizeFreeText("Hi\u0000 there,\n\nThanks.\u007f")).toBe("Hi there,\n\nThanks.");
  });

  test("one-line text is trimmed with every run of whitespace, line breaks included, made one space", () => {
    fc.assert(
      fc.property(messy, (value) => {
        const line = sanitizeShortLine(value);
        return line === line.trim() && !/\s{2,}|[\t\n\r]/.test(line);
      }),
    );
    expect(sanitizeShortLine(" Billing\r\nquestion <b>\t now ")).toBe("Billing question b now");
  });

  test("phone numbers keep digits, spaces, hyphens and parentheses", () => {
    fc.assert(fc.property(messy, (value) => /^[\d\s\-()]*$/.test(sanitizePhone(value))));
    expect(sanitizePhone("+44 (0)20-7946 0958 ext.")).toBe("44 (0)20-7946 0958 ");
  });

  test("digit fields keep at most ten digits", () => {
    fc.assert(fc.property(messy, (value) => /^\d{0,10}$/.test(sanitizeDigits(value))));
    expect(sanitizeDigits("12a34b567890123")).toBe("1234567890");
  });
});

// Bidirectional controls and zero-width characters change how text reads without showing themselves:
// "\u202Egnp.exe Capital" shows as "latipaC exe.png". The sanitisers of typed text remove them, but
// keep the joiners that emoji and joining scripts need and the tags of a subdivision flag.
describe("invisible characters", () => {
  const RLO = "\u202E";
  const ZWJ = "\u200D";
  const ZWNJ = "\u200C";
  const FAMILY = `👨${ZWJ}👩${ZWJ}👧`;
  const ENGLAND = "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";
  const INVISIBLE_CHARS = [
    ...["\u202A", "\u202B", "\u202C", "\u202D", RLO, "\u2066", "\u2067", "\u2068", "\u2069"],
    ...["\u200B", ZWNJ, ZWJ, "\u200E", "\u200F", "\u2060", "\uFEFF", "\u00AD", "\u061C", "\u0085"],
  ];
  // Typed text with the invisible characters mixed into Latin, Persian and Devanagari letters, emoji,
  // flags' tags, spaces and brackets, around the caps where cutting meets the removals.
  const piece = fc.constantFrom(
    ...INVISIBLE_CHARS,
    ..."ab <>\n\t",
    "ب",
    "خ",
    "क",
    "\u094D",
    "👩",
    "🏽",
    "\uFE0F",
    ENGLAND,
    "\u{E0067}",
    "\u{E007F}",
  );
  const text = fc.oneof(
    fc.array(piece, { maxLength: 30 }).map((parts) => parts.join("")),
    fc
      .tuple(fc.constantFrom(...CAPS), fc.integer({ min: -6, max: 2 }), fc.array(piece, { maxLength: 8 }))
      .map(([cap, offset, parts]) => "a".repeat(Math.max(0, cap + offset)) + parts.join("")),
  );
  // What may remain: a joiner between emoji or between letters of a joining script, a flag's tags.
  // A joiner before the black flag that starts a subdivision flag joins two emoji too, so joiners are
  // judged before the flags are taken out.
  const stray = (value: string) =>
    value
      .replace(/(?<=👩|🏽|\uFE0F)\u200D(?=👩|🏴)|(?<=ب|خ|क|\u094D)(?:\u200C|\u200D)(?=ب|خ|क|\u094D)/gu, "")
      .replace(/\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu, "");
  const TYPED: [string, (value: string) => string][] = [
    ["sanitizeName", sanitizeName],
    ["sanitizeEmail", sanitizeEmail],
    ["sanitizeShortLine", sanitizeShortLine],
    ["sanitizeShortText", sanitizeShortText],
    ["sanitizeMediumText", sanitizeMediumText],
    ["sanitizeFreeText", sanitizeFreeText],
  ];

  test.each(TYPED)("%s removes them, is idempotent and never cuts an emoji in half", (_name, sanitize) => {
    fc.assert(
      fc.property(text, (value) => {
        const clean = sanitize(value);
        expect(stray(clean)).not.toMatch(/[\p{Cf}\u0080-\u009F]/u);
        expect(clean).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
        expect(sanitize(clean)).toBe(clean);
      }),
    );
  });

  test("a reversed firm name reads as typed; hidden marks and byte-order marks go", () => {
    expect(sanitizeShortText(`${RLO}gnp.exe Capital`)).toBe("gnp.exe Capital");
    expect(sanitizeName("\uFEFFAda\u200B Love\u2066lace\u2069")).toBe("Ada Lovelace");
    expect(sanitizeShortLine("Pay\u200CPal\u200D \u00ADInc")).toBe("PayPal Inc");
    expect(sanitizeEmail("ada\u200B@example.com\u202C")).toBe("ada@example.com");
    expect(sanitizeFreeText(`Line one\u200F\n${RLO}Line two`)).toBe("Line one\nLine two");
    expect(withoutInvisibleCharacters(`${RLO}abc\u0085\u202C`)).toBe("abc");
  });

  test("emoji sequences, joining scripts and subdivision flags stay whole", () => {
    expect(sanitizeShortText(`Family day ${FAMILY} and 👩🏽${ZWJ}💻`)).toBe(
      `Family day ${FAMILY} and 👩🏽${ZWJ}💻`,
    );
    expect(sanitizeName("🏳️\u200D🌈 ❤️\u200D🔥")).toBe("🏳️\u200D🌈 ❤️\u200D🔥");
    // Persian "I want" writes a non-joiner inside the word; Devanagari and Sinhala conjuncts use a joiner.
    expect(sanitizeFreeText(`می${ZWNJ}خواهم`)).toBe(`می${ZWNJ}خواهم`);
    expect(sanitizeName(`क्${ZWJ}ष ශ්${ZWJ}රී`)).toBe(`क्${ZWJ}ष ශ්${ZWJ}රී`);
    expect(sanitizeShortText(`${ENGLAND} England`)).toBe(`${ENGLAND} England`);
    // Tags outside a flag are hidden text, and a joiner cut off from what it joined goes.
    expect(sanitizeShortText("a\u{E0067}\u{E0062}b")).toBe("ab");
    expect(sanitizeName(`${"a".repeat(97)}👩${ZWJ}👧`)).toBe(`${"a".repeat(97)}👩`);
  });

  test("passwords keep them: a password is never shown, and changing it would lock its owner out", () => {
    expect(sanitizePassword(`pass${RLO}word\u200B`)).toBe(`pass${RLO}word\u200B`);
  });
});

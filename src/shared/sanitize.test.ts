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

// The facts in a text that are not names: contact details, amounts, percentages, degree classes and
// A-level grades, counts and years (in figures or words). Each becomes a key that two wordings of the
// same fact share ("£5m" and "£5,000,000", "15%" and "15 per cent", "2:1" and "upper second", "ten"
// and "10"), so the fact checker can look a letter's facts up in the member's data and the posting.

import { numberFromWords, TENS_WORDS, UNIT_WORDS } from "../../shared/number-words";

export type Fact = { kind: "contact" | "money" | "percent" | "grade" | "number"; key: string; shown: string };

// "one" is left out of the spelled numbers a letter states: "one of the analysts" is no count to check.
const SPELLED: Record<string, number> = Object.fromEntries(
  Object.entries(UNIT_WORDS).filter(([, n]) => n >= 2),
);
const SCALE: Record<string, number> = Object.fromEntries(
  "k:1e3 thousand:1e3 m:1e6 mn:1e6 million:1e6 b:1e9 bn:1e9 billion:1e9".split(" ").map((p) => {
    const [unit = "", size = "1"] = p.split(":");
    return [unit, Number(size)];
  }),
);
const CURRENCY: Record<string, string> = {
  "£": "£",
  $: "$",
  "€": "€",
  us$: "$",
  gbp: "£",
  usd: "$",
  eur: "€",
};

const value = (digits: string, unit?: string) =>
  String(
    Number((Number(digits.replace(/,/g, "")) * (SCALE[unit?.toLowerCase() ?? ""] ?? 1)).toPrecision(12)),
  );

const NUM = String.raw`(\d+(?:,\d{3})+|\d+(?:\.\d+)?)`;
const UNIT = String.raw`(?:\s?(k|m|mn|bn|b|thousand|million|billion)\b)?`;
const MONEY = new RegExp(String.raw`(?:(£|\$|€|US\$)|\b(GBP|USD|EUR)\s?)${NUM}${UNIT}`, "gi");
const PERCENT = new RegExp(String.raw`${NUM}\s?(?:%|per\s?cent\b|percent(?:age points?)?\b)`, "gi");
const NUMBER = new RegExp(String.raw`(?<![\p{L}\d.,])${NUM}(?:st|nd|rd|th)?${UNIT}`, "giu");
const YEAR_RANGE = /\b((?:19|20)\d{2})\s?[–-]\s?(\d{2})\b(?!\d)/g;
const WORD_NUMBER = new RegExp(
  String.raw`\b(?:(${Object.keys(TENS_WORDS).join("|")})(?:[- ](one|${Object.keys(SPELLED).slice(0, 8).join("|")}))?|(${Object.keys(SPELLED).join("|")}))\b`,
  "gi",
);
const CONTACT =
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)[^\s,;]+|\b[\w-]+\.(?:com|co\.uk|org|io|net)\/[^\s,;]*/gi;
// Degree classes, as written in figures, words or Roman numerals ("II.i"). A letter's "first" is a grade only where the words say so ("a First", "first-class");
// a source may state it more loosely ("Grade: First", "First (predicted)").
const GRADE_WORDS: [RegExp, string][] = [
  [
    /\b2\s?:\s?1\b|\b2\.1\b(?=\s*(?:\(|degree|honours|hons|or above|$))|\bupper[- ]second(?:[- ]class)?\b|\bII[.:]i\b|\bupper[- ]2nd\b/gi,
    "2:1",
  ],
  [
    /\b2\s?:\s?2\b|\b2\.2\b(?=\s*(?:\(|degree|honours|hons|or above|$))|\blower[- ]second(?:[- ]class)?\b|\bII[.:]ii\b|\blower[- ]2nd\b/gi,
    "2:2",
  ],
  [/\bthird[- ]class\b/gi, "third"],
];
// The end of a line ends a grade too: a CV writes "predicted First" with nothing after it.
const FIRST_AFTER = String.raw`(?=[ \t]*(?:[,.;)]|$|\r?\n|\s(?:in|degree|class|honours|from|at)\b))`;
const LETTER_FIRST = new RegExp(
  String.raw`\b(?:1st|first)[- ]class(?:\s+(?:honours|hons|degree))?\b|\b(?:a|predicted|achieved|achieving|awarded|expected|for)\s+(?:a\s+)?first\b${FIRST_AFTER}`,
  "gi",
);
// Capitalised "First" mid-sentence before "in", "degree" or "honours" is a grade too ("a First in Economics").
const CAPITAL_FIRST = /(?<=\p{Ll}[,;]?\s)First\b(?=\s+(?:in|degree|honours)\b)/gu;
// "Class I" is a First as Cambridge's Tripos writes it ("Part IIA: Class II.i" is a 2:1).
const SOURCE_FIRST = new RegExp(
  `${LETTER_FIRST.source}|(?:[:(–—-]|grade)\\s*first\\b(?!\\s+year)|\\bfirst\\b(?=\\s*\\()|\\bclass\\s+I\\b(?![.:]?i)`,
  "gi",
);
const A_LEVELS = /(?<![\w*])(?:A\*|[A-E])+(?![\w*])/g;
const SPACED_A_LEVELS = /(?<![\w*])(?:A\*|[A-E])(?:[ ,/]+(?:A\*|[A-E]))+(?![\w*])/g;

/** Finds the facts in `text` and blanks them out, so what is left holds only names. */
export function takeFacts(text: string, side: "letter" | "source"): { facts: Fact[]; rest: string } {
  const facts: Fact[] = [];
  let rest = text.normalize("NFKC");
  const take = (pattern: RegExp, make: (m: RegExpExecArray) => Fact | Fact[] | null) => {
    rest = rest.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const made = make(match);
      if (!made) return match[0];
      facts.push(...(Array.isArray(made) ? made : [made]));
      return " | ";
    });
  };
  take(CONTACT, (m) => ({
    kind: "contact",
    key: m[0].toLowerCase().replace(/^(https?:\/\/)?(www\.)?|[./]+$/g, ""),
    shown: m[0],
  }));
  take(MONEY, (m) => {
    const currency = CURRENCY[(m[1] ?? m[2] ?? "").toLowerCase()] ?? "£";
    return { kind: "money", key: `${currency}${value(m[3] ?? "0", m[4])}`, shown: m[0] };
  });
  take(PERCENT, (m) => ({ kind: "percent", key: value(m[1] ?? "0"), shown: m[0] }));
  for (const [pattern, key] of GRADE_WORDS) take(pattern, (m) => ({ kind: "grade", key, shown: m[0] }));
  const first = (m: RegExpExecArray): Fact => ({
    kind: "grade",
    key: "first",
    shown: /(?:1st|first)\b.*/i.exec(m[0])?.[0] ?? m[0],
  });
  take(side === "letter" ? LETTER_FIRST : SOURCE_FIRST, first);
  take(CAPITAL_FIRST, first);
  const aLevel = (m: RegExpExecArray): Fact | null => {
    const key = m[0].replace(/[^A-E*]/g, "");
    return key.includes("*") || key.length >= 3 ? { kind: "grade", key, shown: m[0] } : null;
  };
  if (side === "source") take(SPACED_A_LEVELS, aLevel);
  take(A_LEVELS, aLevel);
  take(YEAR_RANGE, (m) => {
    const [, from = "", to = ""] = m;
    const expanded = `${from.slice(0, 2)}${to}`;
    const keys = side === "source" ? [from, expanded, to] : [from, expanded];
    return keys.map((key) => ({ kind: "number", key: value(key), shown: m[0] }));
  });
  take(NUMBER, (m) => {
    const keys = [value(m[1] ?? "0", m[2])];
    if (side === "source" && m[2]) keys.push(value(m[1] ?? "0"));
    return keys.map((key) => ({ kind: "number", key, shown: m[0] }));
  });
  take(WORD_NUMBER, (m) => {
    const n = m[3]
      ? (SPELLED[m[3].toLowerCase()] ?? 0)
      : (numberFromWords(`${m[1]} ${m[2] ?? ""}`.trim()) ?? 0);
    return { kind: "number", key: String(n), shown: m[0] };
  });
  return { facts, rest };
}

/** The grades a text states, keyed as the checker keys them: "2:1", "first", "A*AA", … */
export function gradesIn(text: string): string[] {
  return takeFacts(text, "source")
    .facts.filter((fact) => fact.kind === "grade")
    .map((fact) => fact.key);
}

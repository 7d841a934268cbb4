import { TENS_WORDS, UNIT_WORDS } from "../../../../../shared/number-words";
import type { Tok } from "./tokens";

// Numbers as candidates say them: digits ("£7.50", "5p", "25%", "1/6", "2x"), words ("fifty-seven",
// "three hundred", "seven and a half", "four point eight", "one in six", "a third") and money read out
// ("seven fifty", "two pounds fifty", "five pence"). A phrase that can mean two things keeps both
// readings ("two fifty" is £2.50 or 250; "5p" is 5 pence or £0.05), and a claim accepts either.

export type NumSpan = {
  from: number;
  to: number;
  values: number[];
  /** Said with "about", "roughly", "around", "~" or as a percentage: compared to the nearest half unit. */
  approx: boolean;
};

const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1e6, billion: 1e9 };
const FRACTION_WORDS: Record<string, number> = {
  half: 2,
  halve: 2,
  third: 3,
  quarter: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};
const APPROX = new Set([
  "about",
  "around",
  "roughly",
  "approximately",
  "approx",
  "circa",
  "~",
  "nearly",
  "almost",
]);
const MONEY_WORDS = new Set(["pound", "pounds", "quid", "£"]);
const PENCE_WORDS = new Set(["p", "pence", "penny", "pennies"]);
const PERCENT_WORDS = new Set(["percent", "%"]);

const wordValue = (low: string) => UNIT_WORDS[low] ?? TENS_WORDS[low];
const isNumberWord = (low: string) => wordValue(low) !== undefined || low in SCALES;

function parseDigits(low: string): { values: number[]; percent: boolean } {
  const match = /^([£$€]?)([\d,]+(?:\.\d+)?)(%|p|k|m|bn|x)?$/.exec(low);
  if (!match) return { values: [], percent: false };
  const n = Number((match[2] ?? "").replace(/,/g, ""));
  const suffix = match[3];
  if (suffix === "%") return { values: [n, n / 100], percent: true };
  if (suffix === "p") return { values: [n, n / 100], percent: false };
  if (suffix === "k") return { values: [n, n * 1_000], percent: false };
  if (suffix === "m") return { values: [n, n * 1e6], percent: false };
  if (suffix === "bn") return { values: [n, n * 1e9], percent: false };
  return { values: [n], percent: false };
}

/** Reads a run of number words from `i`: "a hundred and twenty", "fifty seven", "five thousand and fifty". */
function readWords(tokens: readonly Tok[], i: number): { value: number; next: number } | null {
  let total = 0;
  let current = 0;
  let seen = false;
  let j = i;
  if (tokens[j]?.low === "a" && (tokens[j + 1]?.low ?? "") in SCALES) {
    current = 1;
    seen = true;
    j++;
  }
  for (; j < tokens.length; j++) {
    const low = (tokens[j] as Tok).low;
    const unit = wordValue(low);
    if (unit !== undefined) {
      // "fifty seven" and "three hundred and twenty" are one number; "seven fifty" is two (read as money below).
      const fresh = current === 0 || current % 100 === 0;
      const tensThenUnit = current % 10 === 0 && current % 100 !== 0 && unit < 10;
      if (seen && !fresh && !tensThenUnit) break;
      if (seen && current === 0 && total === 0) break;
      current += unit;
      seen = true;
      continue;
    }
    if (low in SCALES && seen) {
      const scale = SCALES[low] as number;
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
      continue;
    }
    // "a hundred and twenty": "and" joins only when a number word follows.
    if (low === "and" && seen && isNumberWord(tokens[j + 1]?.low ?? "") && tokens[j + 1]?.low !== "a")
      continue;
    break;
  }
  if (!seen) return null;
  return { value: total + current, next: j };
}

/** Every number in the answer, with the tokens it spans. */
export function findNumbers(tokens: readonly Tok[]): NumSpan[] {
  const spans: NumSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Tok;
    const approx = APPROX.has(tokens[i - 1]?.low ?? "");
    let values: number[] = [];
    let next = i + 1;
    let percent = false;
    if (token.kind === "number") {
      const parsed = parseDigits(token.low);
      values = parsed.values;
      percent = parsed.percent;
      const [first] = values;
      // "1/6", "1 in 6", "1 out of 6"
      const over = tokens[i + 1]?.low;
      const denominator = tokens[i + 2]?.kind === "number" ? Number(tokens[i + 2]?.low) : Number.NaN;
      if (first !== undefined && over === "/" && denominator) {
        values = [first / denominator];
        next = i + 3;
      } else if (first !== undefined && over === "in" && denominator && tokens[i + 2]?.kind === "number") {
        values = [first, first / denominator];
        next = i + 3;
      }
    } else if (token.kind === "word") {
      const fraction = /^(an?|one)$/.test(token.low) ? FRACTION_WORDS[tokens[i + 1]?.key ?? ""] : undefined;
      const read = fraction ? null : readWords(tokens, i);
      if (fraction) {
        values = [1 / fraction];
        next = i + 2;
      } else if (read) {
        values = [read.value];
        next = read.next;
        const after = tokens[next];
        const denominatorWord = FRACTION_WORDS[after?.key ?? ""];
        const second = readWords(tokens, next);
        if (denominatorWord && read.value < 20) {
          // "two thirds", "seven eighths"
          values = [read.value / denominatorWord];
          next += 1;
        } else if (after?.low === "in" || (after?.low === "out" && tokens[next + 1]?.low === "of")) {
          // "one in six", "fifty-seven out of sixty"
          const at = after.low === "in" ? next + 1 : next + 2;
          const of = readWords(tokens, at);
          if (of?.value) {
            values = [read.value, read.value / of.value];
            next = of.next;
          }
        } else if (after?.low === "point") {
          // "four point eight", "seven point five"
          const decimals: string[] = [];
          let k = next + 1;
          while (
            UNIT_WORDS[tokens[k]?.low ?? ""] !== undefined &&
            (UNIT_WORDS[tokens[k]?.low ?? ""] as number) < 10
          ) {
            decimals.push(String(UNIT_WORDS[(tokens[k] as Tok).low]));
            k++;
          }
          if (decimals.length) {
            values = [Number(`${read.value}.${decimals.join("")}`)];
            next = k;
          }
        } else if (
          after?.low === "and" &&
          tokens[next + 1]?.low === "a" &&
          FRACTION_WORDS[tokens[next + 2]?.key ?? ""]
        ) {
          // "seven and a half"
          values = [read.value + 1 / (FRACTION_WORDS[(tokens[next + 2] as Tok).key] as number)];
          next += 3;
        } else if (MONEY_WORDS.has(after?.low ?? "") && readWords(tokens, next + 1)) {
          // "seven pounds fifty"
          const pence = readWords(tokens, next + 1);
          if (pence && pence.value < 100) {
            values = [read.value + pence.value / 100];
            next = pence.next;
          }
        } else if (
          second &&
          read.value < 100 &&
          second.value < 100 &&
          second.value >= 10 &&
          read.value < 10
        ) {
          // "seven fifty", "two fifty": money read out, or a plain number
          values = [read.value + second.value / 100, read.value * 100 + second.value];
          next = second.next;
        } else if (token.low === "fifty" && tokens[i + 1]?.low === "fifty") {
          values = [0.5, 50];
          next = i + 2;
        }
      }
    }
    if (!values.length) {
      i++;
      continue;
    }
    const unit = tokens[next]?.low ?? "";
    if (PENCE_WORDS.has(unit)) {
      values = [...values, ...values.map((v) => v / 100)];
      next++;
    } else if (MONEY_WORDS.has(unit) && tokens[next]?.low !== "£") {
      next++;
    } else if (PERCENT_WORDS.has(unit)) {
      values = [...values, ...values.map((v) => v / 100)];
      percent = true;
      next++;
    } else if (unit === "per" && tokens[next + 1]?.low === "cent") {
      values = [...values, ...values.map((v) => v / 100)];
      percent = true;
      next += 2;
    }
    spans.push({ from: i, to: next - 1, values: [...new Set(values)], approx: approx || percent });
    i = next;
  }
  return spans;
}

/** Whether a stated number is one of the right values (to the precision it was stated in). */
export function sameNumber(span: NumSpan, wanted: readonly number[]): boolean {
  return span.values.some((value) =>
    wanted.some((want) => {
      if (Math.abs(value - want) <= 1e-9 + Math.abs(want) * 1e-6) return true;
      if (!span.approx) return false;
      // "17%" for 16.67%, "about 15%" for 14.9%: within half of the last digit stated, or 3%.
      return Math.abs(value - want) <= Math.max(Math.abs(want) * 0.03, precisionOf(value) / 2 + 1e-9);
    }),
  );
}

function precisionOf(value: number): number {
  const decimals = String(value).split(".")[1]?.length ?? 0;
  return 10 ** -decimals;
}

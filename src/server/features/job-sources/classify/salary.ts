// A role's pay, written one way whichever source states it: "£50,000–£55,000 a year". Lever and
// Greenhouse may give it as fields; otherwise only an explicit figure in the description counts, and only
// where the words around it say it is pay ("salary", "per annum", …): a fund's "£2bn", "$500m AUM" or a
// year never become a salary, and "competitive salary" stores nothing.

export type PayInterval = "year" | "month" | "week" | "day" | "hour";

const INTERVAL_WORDS: Record<PayInterval, string> = {
  year: "a year",
  month: "a month",
  week: "a week",
  day: "a day",
  hour: "an hour",
};

const SYMBOLS: Record<string, string> = { GBP: "£", EUR: "€", USD: "$" };
const MAX_CHARS = 100;

const numberFormat = (fraction: boolean) =>
  new Intl.NumberFormat("en-GB", {
    minimumFractionDigits: fraction ? 2 : 0,
    maximumFractionDigits: fraction ? 2 : 0,
  });

function money(amount: number, currency: string): string {
  const fraction = !Number.isInteger(amount) && amount < 1000;
  const figure = numberFormat(fraction).format(amount);
  const symbol = SYMBOLS[currency];
  return symbol ? `${symbol}${figure}` : `${currency} ${figure}`;
}

export type PayRange = {
  min: number | null;
  max: number | null;
  /** ISO 4217 code, upper case. */
  currency: string;
  interval: PayInterval | null;
  /** "plus bonus", when the posting says so. */
  extra?: string;
};

/** "£50,000–£55,000 a year", "From £40,000", "Up to $120,000 a year", "£25.50 an hour". */
export function formatPay(range: PayRange): string | null {
  const { currency, interval } = range;
  let { min, max } = range;
  if (min !== null && (!Number.isFinite(min) || min <= 0)) min = null;
  if (max !== null && (!Number.isFinite(max) || max <= 0)) max = null;
  if (min !== null && max !== null && max < min) [min, max] = [max, min];
  let figure: string;
  if (min !== null && max !== null) {
    figure = min === max ? money(min, currency) : `${money(min, currency)}–${money(max, currency)}`;
  } else if (min !== null) figure = `From ${money(min, currency)}`;
  else if (max !== null) figure = `Up to ${money(max, currency)}`;
  else return null;
  const text = [figure, interval ? INTERVAL_WORDS[interval] : "", range.extra ?? ""]
    .filter(Boolean)
    .join(" ");
  return text.slice(0, MAX_CHARS);
}

/** Lever's "per-year-salary", "per-hour-wage", Greenhouse's "Annual", schema.org's "YEAR". */
export function intervalOf(value: string | null | undefined): PayInterval | null {
  const text = (value ?? "").toLowerCase();
  if (/year|annum|annual|yearly/.test(text)) return "year";
  if (/month/.test(text)) return "month";
  if (/week/.test(text)) return "week";
  if (/\bday|daily/.test(text)) return "day";
  if (/hour/.test(text)) return "hour";
  return null;
}

const currencyCode = (value: unknown): string | null =>
  typeof value === "string" && /^[A-Za-z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : null;
const amount = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;

/** Lever's `salaryRange: { min, max, currency, interval }`. */
export function salaryFromLever(range: unknown): string | null {
  if (!range || typeof range !== "object") return null;
  const { min, max, currency, interval } = range as Record<string, unknown>;
  const code = currencyCode(currency);
  if (!code) return null;
  return formatPay({
    min: amount(min),
    max: amount(max),
    currency: code,
    interval: intervalOf(typeof interval === "string" ? interval : null),
  });
}

/**
 * Greenhouse's pay transparency ranges `[{ min_cents, max_cents, currency_type, title, blurb }]`: one
 * per zone. A UK (GBP) range is preferred, else the first. Greenhouse sends no period; salaried ranges
 * are yearly, so a five-figure range reads "a year" unless its title says otherwise.
 */
export function salaryFromGreenhouse(ranges: unknown): string | null {
  if (!Array.isArray(ranges)) return null;
  const usable = ranges.filter(
    (r): r is Record<string, unknown> =>
      Boolean(r) &&
      typeof r === "object" &&
      currencyCode((r as Record<string, unknown>).currency_type) !== null,
  );
  const chosen = usable.find((r) => currencyCode(r.currency_type) === "GBP") ?? usable[0];
  if (!chosen) return null;
  const cents = (value: unknown) => {
    const n = amount(typeof value === "string" ? Number(value) : value);
    return n === null ? null : n / 100;
  };
  const min = cents(chosen.min_cents);
  const max = cents(chosen.max_cents);
  const stated = intervalOf(`${chosen.title ?? ""} ${chosen.blurb ?? ""}`);
  const largest = Math.max(min ?? 0, max ?? 0);
  return formatPay({
    min,
    max,
    currency: currencyCode(chosen.currency_type) ?? "",
    interval: stated ?? (largest >= 10_000 ? "year" : null),
  });
}

// ---------------------------------------------------------------------------------------------------
// Salary in the description's text

const CURRENCY = String.raw`(?:£|€|\$|\b(?:GBP|EUR|USD)\s?)`;
// 50,000 | 50.000 (European) | 50000 | 32.5 | 45 ; then k or K.
const NUMBER = String.raw`\d{1,3}(?:[,.]\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
const AMOUNT = String.raw`(${CURRENCY})\s?(${NUMBER})\s?(k\b|K\b)?`;
// What may follow a figure and make it not a salary: "£2bn", "$500m", "£1.2 billion", "€10 million".
const MAGNITUDE = /^\s?(?:bn|b|m|mn|mm|million|billion|trillion|tn|trn)\b/i;
const SEPARATOR = String.raw`\s?(?:-|–|—|to|and)\s?`;
const RANGE = new RegExp(
  String.raw`(?:\b(up to|from|starting at|circa|c\.|approx\.?|around)\s)?${AMOUNT}(?:${SEPARATOR}(${CURRENCY})?\s?(${NUMBER})\s?(k\b|K\b)?)?`,
  "gi",
);
const TRAILING_CODE = /^\s?(GBP|EUR|USD)\b/i;

const CUES =
  /\b(?:salary|salaries|pay|paid|compensation|remuneration|stipend|wage|wages|ote|base|package|earn|earning|per annum|p\.?a\.?|pro[- ]rata|per year|a year|annually|annual|per month|a month|per week|a week|per day|a day|day rate|per hour|an hour|hourly)\b/i;

const INTERVAL_AFTER: [RegExp, PayInterval][] = [
  [
    /^[\s,]*(?:\(?\s*)?(?:per annum|p\.?\s?a\b\.?|pa\b|per year|a year|\/\s?(?:yr|year|annum)\b|annually|per yr|yearly|base salary|annual)/i,
    "year",
  ],
  [/^[\s,]*(?:\(?\s*)?(?:per month|a month|pcm\b|p\.?c\.?m\b|\/\s?(?:mo|month)\b|monthly)/i, "month"],
  [/^[\s,]*(?:\(?\s*)?(?:per week|a week|p\.?w\b|\/\s?(?:wk|week)\b|weekly)/i, "week"],
  [/^[\s,]*(?:\(?\s*)?(?:per day|a day|\/\s?day\b|daily|day rate)/i, "day"],
  [/^[\s,]*(?:\(?\s*)?(?:per hour|an hour|p\.?h\b|\/\s?(?:hr|hour)\b|hourly)/i, "hour"],
];
const INTERVAL_BEFORE: [RegExp, PayInterval][] = [
  [/(?:annual|yearly|per annum)\b[^.\n]{0,30}$/i, "year"],
  [/\bmonthly\b[^.\n]{0,30}$/i, "month"],
  [/\bweekly\b[^.\n]{0,30}$/i, "week"],
  [/\b(?:daily|day rate)\b[^.\n]{0,30}$/i, "day"],
  [/\bhourly\b[^.\n]{0,30}$/i, "hour"],
];
const BONUS =
  /^[\s,]*(?:\+|plus|and|with)\s?(?:an?\s)?(?:(?:discretionary|annual|performance[- ]related|performance|competitive|generous)\s)*bonus\b/i;

// A figure just after these words is another sum: "annual bonus of £5,000", "a £2,000 relocation budget".
const NOT_PAY_BEFORE =
  /\b(?:bonus|bonuses|referral|allowance|budget|relocation|sign-?on|signing|voucher|prize|fund|funds|raised|raising|revenue|revenues|turnover|assets|aum|deal|deals|valuation|capital|loan|loans|grant|portfolio|transactions?)\b[^£€$\d]{0,12}$/i;
const NOT_PAY_AFTER =
  /^\s?(?:bonus|sign-?on|signing|relocation|allowance|budget|referral|fund|deal|in (?:assets|revenue|funding|aum))\b/i;

function codeOf(symbol: string | undefined): string {
  const s = (symbol ?? "").trim().toUpperCase();
  if (s === "£") return "GBP";
  if (s === "€") return "EUR";
  if (s === "$") return "USD";
  return s;
}

/** "50,000" → 50000, "50.000" → 50000 (a European thousands dot), "32.5" → 32.5; "k" multiplies. */
function readNumber(raw: string, thousands: boolean): number {
  const european = /^\d{1,3}(?:\.\d{3})+$/.test(raw);
  const value = Number(european ? raw.replace(/\./g, "") : raw.replace(/,/g, ""));
  return thousands ? value * 1000 : value;
}

/** Plausible for the period: a year's pay is at least £1,000 and under £10m; an hour's under £2,000. */
function plausible(value: number, interval: PayInterval | null): boolean {
  const bounds: Record<PayInterval | "none", [number, number]> = {
    year: [1_000, 10_000_000],
    month: [100, 1_000_000],
    week: [50, 200_000],
    day: [20, 50_000],
    hour: [1, 2_000],
    none: [1_000, 10_000_000],
  };
  const [low, high] = bounds[interval ?? "none"];
  return value >= low && value < high;
}

/**
 * The first explicit pay figure in a description's text, formatted; null when there is none. `field`
 * says the text is a salary field already (a CSV's salary column, Lever's salary description), so no
 * cue word is needed around the figure.
 */
export function findSalary(text: string, options: { field?: boolean } = {}): string | null {
  if (!text) return null;
  for (const line of text.slice(0, 50_000).split(/\n+/)) {
    RANGE.lastIndex = 0;
    for (let match = RANGE.exec(line); match; match = RANGE.exec(line)) {
      const [whole, lead, symbol, first, firstK, secondSymbol, second, secondK] = match;
      const end = match.index + whole.length;
      let after = line.slice(end);
      // "£2bn", "$500m AUM", "€1.2 billion": size of a fund or deal, not pay.
      if (MAGNITUDE.test(after) || (second === undefined && /^\s?(?:bn|m)\b/i.test(line.slice(end)))) {
        continue;
      }
      if (second !== undefined && secondSymbol && codeOf(secondSymbol) !== codeOf(symbol)) continue;
      const trailing = TRAILING_CODE.exec(after);
      if (trailing) after = after.slice(trailing[0].length);
      const before = line.slice(Math.max(0, match.index - 80), match.index);
      const near = `${before} ${whole} ${after.slice(0, 40)}`;
      if (!options.field && !CUES.test(near)) continue;
      if (NOT_PAY_BEFORE.test(before) || NOT_PAY_AFTER.test(after)) continue;
      const stated = INTERVAL_AFTER.map(([pattern, period]) => [pattern.exec(after), period] as const).find(
        ([found]) => found,
      );
      const interval = stated?.[1] ?? INTERVAL_BEFORE.find(([pattern]) => pattern.test(before))?.[1] ?? null;
      const rest = stated?.[0] ? after.slice(stated[0][0].length) : after;
      // "£45-50k": the k of the second figure applies to the first.
      const kFirst = Boolean(firstK) || (Boolean(secondK) && !first?.includes(",") && Number(first) < 1000);
      let min = readNumber(first ?? "", kFirst);
      let max = second === undefined ? null : readNumber(second, Boolean(secondK));
      if (!plausible(min, interval) || (max !== null && !plausible(max, interval))) continue;
      if (max !== null && max < min) [min, max] = [max, min];
      const leading = (lead ?? "").toLowerCase();
      const upTo = leading === "up to";
      const from = leading === "from" || leading === "starting at";
      const bonus = BONUS.test(rest) ? "plus bonus" : undefined;
      return formatPay({
        min: upTo && max === null ? null : min,
        max: upTo && max === null ? min : max === null && !from ? min : max,
        currency: codeOf(symbol),
        interval,
        extra: bonus,
      });
    }
  }
  return null;
}

// How numerical answers are written. Every option in an item shares one format, so two options never
// differ only in how they are written.

export type AnswerFormat = "percent" | "gbp" | "usd" | "eur" | "ratio";

const DECIMALS: Record<AnswerFormat, number> = { percent: 1, gbp: 1, usd: 1, eur: 1, ratio: 2 };

export function formatAnswer(value: number, format: AnswerFormat): string {
  const fixed = Math.abs(value).toFixed(DECIMALS[format]);
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  switch (format) {
    case "percent":
      return `${sign}${fixed}%`;
    case "gbp":
      return `${sign}£${fixed}m`;
    case "usd":
      return `${sign}US$${fixed}m`;
    case "eur":
      return `${sign}€${fixed}m`;
    case "ratio":
      return `${sign}${fixed}`;
  }
}

/** Plain arithmetic in solution steps: up to four decimals, trailing zeros dropped. */
export function num(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** The smallest step an option can move by in this format. */
export function formatStep(format: AnswerFormat): number {
  return 10 ** -DECIMALS[format];
}

/** The value an option shows, as a number, so options can be compared with the exact answer. */
export function shownValue(value: number, format: AnswerFormat): number {
  return Number(value.toFixed(DECIMALS[format]));
}

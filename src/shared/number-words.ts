// Numbers written as words. One table for every reader that turns words into numbers: the interview
// engine hearing "fifty-seven of the sixty trades", the CV match reading "two years' experience" and the
// letter checker matching "ten" to "10".

/** zero to nineteen, with "nought" as British speakers say it. */
export const UNIT_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  nought: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

export const TENS_WORDS: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "seven" → 7, "Forty" → 40, "twenty-four" or "twenty four" → 24; undefined for anything else. */
export function numberFromWords(words: string): number | undefined {
  const [first = "", second, ...rest] = words
    .toLowerCase()
    .trim()
    .split(/[\s-]+/);
  if (rest.length > 0) return undefined;
  if (second === undefined) return UNIT_WORDS[first] ?? TENS_WORDS[first];
  const tens = TENS_WORDS[first];
  const unit = UNIT_WORDS[second];
  return tens !== undefined && unit !== undefined && unit >= 1 && unit <= 9 ? tens + unit : undefined;
}

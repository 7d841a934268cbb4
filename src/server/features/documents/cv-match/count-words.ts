// A count as postings write it, in words or digits: "two years'", "18 months", "a year".
const COUNT_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
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
  twelve: 12,
  eighteen: 18,
  "twenty-four": 24,
  "thirty-six": 36,
};

/** "two" → 2, "18" → 18; NaN for anything else. */
export const countOf = (word: string | undefined): number =>
  COUNT_WORDS[(word ?? "").toLowerCase()] ?? Number(word);

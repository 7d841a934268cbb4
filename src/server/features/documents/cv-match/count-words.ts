import { numberFromWords } from "../../../../shared/number-words";

/** A count as postings write it, in words or digits: "two years'" → 2, "18 months" → 18, "a year" → 1; NaN otherwise. */
export const countOf = (word: string | undefined): number => {
  const low = (word ?? "").toLowerCase();
  if (low === "a" || low === "an") return 1;
  return numberFromWords(low) ?? (low === "" ? Number.NaN : Number(low));
};

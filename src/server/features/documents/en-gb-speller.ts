import dictionary from "dictionary-en-gb";
import nspell from "nspell";

// One Hunspell en-GB speller for the whole documents feature. Building it reads the dictionary and
// takes about half a second, so the CV match's spelling check and the cover letter's corrections share
// this one copy instead of each building its own on first use.

export type Speller = ReturnType<typeof nspell>;

let speller: Speller | undefined;

/** The process's en-GB speller, built on first use. */
export function enGbSpeller(): Speller {
  speller ??= nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  return speller;
}

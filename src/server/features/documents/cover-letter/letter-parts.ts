import type { CoverLetterInput } from "../../../../shared/cover-letter";
import type { SourceIndex } from "./copy-guard";
import type { CvFacts } from "./cv-facts";
import type { Evidence } from "./relevance";
import type { Pick } from "./variety";
import type { Vocabulary } from "./vocabulary";
import type { WhySentence } from "./why-firm";

// The parts a letter is composed from, and the unit it is composed of: a sentence with a rank that
// says how readily it is dropped when the letter runs long, or brought in when it runs short.

export type Sentence = {
  text: string;
  /** 0: always kept; otherwise dropped lowest first when the letter is too long. */
  rank: number;
  /** Only used when the letter would otherwise be too short. */
  extra?: boolean;
  /** An extra that introduces other extras: brought in only after them, so it never stands alone. */
  introduces?: boolean;
};

export type LetterParts = {
  input: CoverLetterInput;
  cv: CvFacts;
  picks: Evidence[];
  why: WhySentence[];
  contact: { recipient: string; salutation: string } | null;
  duties: string[];
  posting: SourceIndex;
  pick: Pick;
  vocabulary: Vocabulary;
  /** The opening and why-this-firm paragraphs, for later ones to refer back to what they named. */
  earlier?: string;
  /** "the Risk Summer Analyst role": the role as the letter names it. */
  role?: string;
};

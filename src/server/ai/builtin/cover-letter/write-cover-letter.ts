import { type CoverLetterDraft, type CoverLetterInput, countWords } from "../../../../shared/cover-letter";
import { checkFacts, letterSources } from "../../fact-check";
import { composeLetter } from "./compose";
import { readCv } from "./cv-facts";
import { readPosting } from "./posting-facts";
import { pickEvidence } from "./relevance";
import { vocabularyOf } from "./vocabulary";

// The built-in engine's cover letter: facts read from the CV and the posting, the 2-3 achievements that
// best answer what the posting asks for, composed into a UK business letter. The same input always
// gives the same letter. It goes through the same fact checker as a model's letter, so a rule that
// ever lets an unsupported fact through shows up as a flag rather than passing silently.

const MAX_INPUT_CHARS = 40_000;

export function writeCoverLetter(input: CoverLetterInput): CoverLetterDraft {
  const bounded: CoverLetterInput = {
    ...input,
    cvText: input.cvText?.slice(0, MAX_INPUT_CHARS) ?? null,
    posting: { ...input.posting, text: input.posting.text.slice(0, MAX_INPUT_CHARS) },
  };
  const vocabulary = vocabularyOf([bounded.posting.text, bounded.cvText ?? ""]);
  const cv = readCv(bounded.cvText);
  const posting = readPosting(bounded.posting, vocabulary);
  const picks = pickEvidence(cv.achievements, posting.asks, posting.about);
  const text = composeLetter(bounded, cv, posting, picks, vocabulary);
  return { text, wordCount: countWords(text), flagged: checkFacts(text, letterSources(bounded)) };
}

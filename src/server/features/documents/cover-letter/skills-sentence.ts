import { list } from "./english";
import type { LetterParts } from "./letter-parts";

// The tools a member works with and the languages they speak, in one sentence: "I work confidently
// with Excel, Python and Capital IQ, and I speak fluent Bengali".

// "French (conversational)" is written "conversational French"; a level the letter cannot put before
// the language is left out rather than guessed.
const LEVEL = /^(fluent|conversational|basic|intermediate|advanced|native|bilingual)$/i;

function language(item: string): string | null {
  const name = item.replace(/\s*\([^)]*\)/g, "").trim();
  if (!name || /^english$/i.test(name)) return null;
  const level =
    /\(([^)]*)\)/
      .exec(item)?.[1]
      ?.trim()
      .split(/[\s,]+/)[0] ?? "";
  return LEVEL.test(level) && !/native|bilingual/i.test(level) ? `${level.toLowerCase()} ${name}` : name;
}

// Skills a CV lists that are not tools one works with ("DCF", "attention to detail"): a pasted line
// of the posting's keywords is not repeated back as the member's confidence.
const CONCEPT =
  /^(dcf|lbo|m&a|ecm|dcm|valuations?|(financial )?modell?ing|financial analysis|due diligence|attention to detail|stakeholder management|commercial awareness|teamwork|team work|communication|leadership|problem[- ]solving|time management|analysis|research|negotiation|presenting|public speaking|accounting|budgeting|forecasting|risk management|project management|customer service)$/i;

// Tools are names ("Python", "C++", "Capital IQ"); a described skill starts in lower case mid-sentence
// ("financial modelling", "advanced Excel").
export function toolName(item: string): string {
  const [first = "", second = ""] = item.split(/\s+/);
  const describes =
    /^(advanced|intermediate|basic|financial|statistical|data|proficient|strong|excellent)$/i.test(first);
  return describes || /^\p{Ll}/u.test(second) ? `${first.toLowerCase()}${item.slice(first.length)}` : item;
}

export function toolsSentence(parts: LetterParts): string | null {
  // A tool the CV calls basic is not one the letter says the member is confident with.
  const skills = [
    ...new Set(
      parts.cv.skills
        .filter((s) => !/\((?:basic|beginner|elementary|learning|some)\b/i.test(s))
        .map((s) => toolName(s.replace(/\s*\([^)]*\)/g, "").trim())),
    ),
  ]
    // A degree or a date that a two-column export ran into the skills is not a tool.
    .filter(
      (s) =>
        s &&
        s.split(/\s+/).length <= 4 &&
        !CONCEPT.test(s) &&
        !/\d|\b(BSc|BA|MSc|MEng|MA|MMath|LLB)\b/.test(s),
    )
    .slice(0, 4);
  const languages = parts.cv.languages
    .map(language)
    .filter((l): l is string => Boolean(l))
    .slice(0, 2);
  if (skills.length < 2 && !languages.length) return null;
  const tools = skills.length >= 2 ? `I work confidently with ${list(skills)}` : "";
  const speak = languages.length ? `${tools ? ", and I" : "I"} speak ${list(languages)}` : "";
  return `${tools}${speak}.`;
}

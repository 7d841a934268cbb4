import { LANGUAGES } from "./cv-skills";
import { list } from "./english";
import type { LetterParts } from "./letter-parts";

// The tools a member works with and the languages they speak, in one sentence: "I work confidently
// with Excel, Python and Capital IQ, and I speak fluent Bengali".

// "French (conversational)" is written "conversational French", "French – intermediate" as "French to an
// intermediate level"; a level the letter cannot put into words is left out rather than guessed. Only a
// spoken language is one the member "speaks": "Languages: Java, Kotlin" lists programming languages.
const BEFORE = /^(fluent|conversational|basic)$/i;
const AFTER = /^(intermediate|advanced|good|professional|working)$/i;

function language(item: string): string | null {
  const name = item
    .replace(/\s*\([^)]*\)?/g, "")
    .replace(/\s*[–—:-]\s.*$/, "")
    .trim();
  if (!name || /^english$/i.test(name) || !LANGUAGES.test(name)) return null;
  const level = (/\s[–—:-]\s*([^(]+)/.exec(item)?.[1] ?? /\(([^)]*)\)?/.exec(item)?.[1] ?? "")
    .trim()
    .split(/[\s,]+/)[0]
    ?.toLowerCase();
  if (level && BEFORE.test(level)) return `${level} ${name}`;
  if (level && AFTER.test(level)) return `${name} to ${/^[aeiou]/.test(level) ? "an" : "a"} ${level} level`;
  return name;
}

// Things a skills line holds that are not software or tools: a licence, a certificate, an area of
// finance one is interested in ("Equity Research", "Capital Markets"), a marketing channel.
const NOT_A_TOOL =
  /\b(licen[cs]es?|driving|driver|certificat\w*|certified|first aid|DBS|award|research|equity|markets?|banking|finance|investments?|marketing|media|volunteering|sports?|travel|reading|music)\b/i;

// Skills a CV lists that are not tools one works with ("DCF", "attention to detail"): a pasted line
// of the posting's keywords is not repeated back as the member's confidence.
const CONCEPT =
  /^(dcf|lbo|m&a|ecm|dcm|valuations?|(financial )?modell?ing|financial analysis|due diligence|attention to detail|stakeholder management|commercial awareness|teamwork|team work|communication|leadership|problem[- ]solving|time management|analysis|research|negotiation|presenting|public speaking|accounting|budgeting|forecasting|risk management|project management|customer service)$/i;

// Tools are names ("Python", "C++", "Capital IQ"); a described skill starts in lower case mid-sentence
// ("financial modelling", "advanced Excel").
export function toolName(item: string): string {
  const [first = "", second = ""] = item.split(/\s+/);
  // "IDEA data analytics": a name in capitals stays so.
  if (/^\p{Lu}{2,}$/u.test(first)) return item;
  const describes =
    /^(advanced|intermediate|basic|financial|statistical|data|proficient|strong|excellent)$/i.test(first);
  return describes || /^\p{Ll}/u.test(second) ? `${first.toLowerCase()}${item.slice(first.length)}` : item;
}

/** A software or tool name as the letter can say the member works with it, or null for anything else. */
function tool(item: string): string | null {
  const name = toolName(item.replace(/\s*\([^)]*\)?/g, "").trim());
  if (!name || name.split(/\s+/).length > 4 || CONCEPT.test(name) || NOT_A_TOOL.test(name)) return null;
  // A degree or a date that a two-column export ran into the skills is not a tool.
  if (/\d|\b(BSc|BA|MSc|MEng|MA|MMath|LLB)\b/.test(name)) return null;
  // A tool is a name ("Python", "Capital IQ", "advanced Excel"); "social media" is not.
  if (!/^\p{Lu}|^(?:advanced|intermediate|proficient)\s+\p{Lu}/u.test(name)) return null;
  return name;
}

export function toolsSentence(parts: LetterParts): string | null {
  // A tool the CV calls basic is not one the letter says the member is confident with. A language on
  // the skills line ("French – intermediate") is spoken, not worked with.
  const listed = parts.cv.skills
    .filter((s) => !/\((?:basic|beginner|elementary|learning|some)\b/i.test(s))
    // "Microsoft Excel and Word" is two tools, so the list never reads "Excel and Word and Canva".
    .flatMap((s) => s.split(/\s+and\s+|\s+&\s+/));
  const spoken = (item: string) => language(item) !== null;
  const skills = [...new Set(listed.filter((s) => !spoken(s)).map(tool))]
    .filter((s): s is string => Boolean(s))
    .slice(0, 4);
  const languages = [...new Set([...parts.cv.languages, ...listed.filter(spoken)].map(language))]
    .filter((l): l is string => Boolean(l))
    .slice(0, 2);
  if (skills.length < 2 && !languages.length) return null;
  const tools = skills.length >= 2 ? `I work confidently with ${list(skills)}` : "";
  const speak = languages.length ? `${tools ? ", and I" : "I"} speak ${list(languages)}` : "";
  return `${tools}${speak}.`;
}

import { nlp, perToken } from "../../../ai/text/nlp";
import type { CvEntry } from "./cv-facts";
import { britishSpelling, isPastForm, lowerOpening, pastOfGerund, pastTense } from "./english";
import { correctSpelling } from "./spelling";

// A CV bullet turned into what follows "I" in a sentence: "Built a DCF…" → "built a DCF…",
// "Organise 5 events a term" → "organise 5 events a term" while the role goes on (and "organised" once it
// has ended), "Processing 300 trades a day" → "processed 300 trades a day", "Responsible for the budget" →
// "was responsible for the budget". A bullet that does not open with something a person did ("Member of
// the society", "Excel, Python") gives no clause, so the letter never writes "I member of".

const DUTY: [RegExp, string][] = [
  [/^responsible for\s+/i, "was responsible for "],
  [/^in charge of\s+/i, "was in charge of "],
  [/^involved in\s+/i, "was involved in "],
  [/^part of\s+/i, "was part of "],
  [/^tasked with\s+/i, "was tasked with "],
  [/^duties included\s+/i, "was responsible for "],
  // "Acting in-charge on two audits": "acting" says the post was held for a time, not a thing done.
  [/^acting\s+(?=in[- ]charge\b|as\b|manager\b|head\b|senior\b|supervisor\b|lead\b)/i, "was acting "],
];

// After a semicolon a bullet often goes on without a subject: "…notebooks; grew sales to £1,800" reads
// as "…notebooks, and grew sales to £1,800", "; rated top pitch" as ", and was rated top pitch"; a
// trailing aside ("; currently learning DCF") that cannot join the sentence is dropped.
const PASSIVE =
  /^(rated|ranked|awarded|chosen|selected|named|praised|invited|promoted|shortlisted|offered|commended|trusted|entrusted|asked|given|thanked|recognised|recognized)\b/i;

function joinParts(text: string): string {
  const [first = "", ...rest] = text.split(/;\s+/);
  let out = first;
  for (const part of rest) {
    const word = /^\S+/.exec(part)?.[0] ?? "";
    if (PASSIVE.test(word)) out += `, and was ${part}`;
    else if (isPastForm(word) && /^\p{Ll}/u.test(word)) out += `, and ${part}`;
    else if (
      /^(\d|£|\$|€|all|both|each|every|the|this|it|which|\p{Lu})/u.test(part) &&
      !/^\p{Lu}\p{Ll}+ing\b/u.test(part)
    )
      out += `; ${part}`;
    else break;
  }
  return out;
}

/** The clause, or null when the bullet is not an action the writer can claim in one sentence. */
export function clauseOf(bullet: string, entry: Pick<CvEntry, "current">): string | null {
  const text = joinParts(correctSpelling(bullet.trim().replace(/[\s.;,]+$/, "")));
  if (!text || /^[^\p{L}]/u.test(text)) return null;
  for (const [pattern, replacement] of DUTY)
    if (pattern.test(text)) return text.replace(pattern, replacement);
  const doc = nlp().readDoc(text);
  const { its } = nlp();
  const tokens = doc.tokens();
  const [firstPos] = perToken<string>(tokens, its.pos);
  const [lemma = ""] = perToken<string>(tokens, its.lemma);
  const first = /^[\p{L}-]+/u.exec(text)?.[0] ?? "";
  const rest = text.slice(first.length);
  const lower = first.toLowerCase();
  if (isPastForm(lower) && (firstPos === "VERB" || /ed$/.test(lower))) return `${lower}${rest}`;
  if (/ing$/.test(lower) && lower.length > 5) {
    const base = lemma && lemma !== lower ? britishSpelling(lemma) : null;
    const past = base ? pastTense(base) : pastOfGerund(lower);
    // "Processing 40 files and checking KYC documents": the second verb follows the first.
    const after = rest.replace(/\b(and|then) ([a-z]{3,}ing)\b/g, (whole, joiner: string, verb: string) => {
      const next = pastOfGerund(verb);
      return next ? `${joiner} ${next}` : whole;
    });
    return past ? `${past}${after}` : null;
  }
  if (firstPos === "VERB" || firstPos === "AUX") {
    // A bullet in the present ("Organise 5 events a term") stays so while the role goes on.
    if (entry.current) return `${lower}${rest}`;
    return `${pastTense(britishSpelling(lemma || lower))}${rest}`;
  }
  return null;
}

/** The clause with its first word's case settled: "built a DCF…", "was responsible for…". */
export function sentenceBody(bullet: string, entry: Pick<CvEntry, "current">): string | null {
  const clause = clauseOf(bullet, entry);
  return clause ? lowerOpening(clause) : null;
}

import type { CoverLetterInput } from "../../../../shared/cover-letter";
import { nlp, perToken } from "../../../ai/text/nlp";
import { summariseJob } from "../../../ai/text/summarise-job";
import { britishSpelling, gerund } from "./english";

// What a letter can use from the posting: what it asks for (to choose which of the member's bullets
// answer it), what the job involves (as short "-ing" phrases the letter can look forward to), the
// division, and whom to address. Requirements are matched by meaning, never quoted; duties are cut to a
// few words, so the letter reads as written to the firm rather than copied from it.

export type PostingFacts = {
  /** The skills and qualities asked for, as written; eligibility and process are left out. */
  requirements: string[];
  /** Everything the posting asks or describes, for judging which of the member's bullets fit. */
  about: string[];
  /** Duties as short "-ing" phrases: "building financial models", "preparing pitch books". */
  duties: string[];
  division: string | null;
  /** The person the posting says to write to: the address line and the salutation. */
  contact: { recipient: string; salutation: string } | null;
};

const PROCESS =
  /\b(apply|applications?|deadline|clos(e|es|ing)|assessment|interview|shortlist|cover letter)\b/i;
const CONTACT =
  /\b(?:contact|address (?:your )?(?:application|cover letter|letter)s? to|questions? (?:to|for)|recruiter|hiring manager)\s*:?\s*(?:(Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+)?(\p{Lu}[\p{L}'’-]*\p{Ll}(?:\s+\p{Lu}[\p{L}'’-]*\p{Ll}){1,2})/u;
const NOT_A_PERSON = /\b(graduate|recruitment|team|human|resources|careers|talent|hr|us|the)\b/i;
// "You will rotate through three desks" and "The intern will screen…" describe duties too.
const DUTY_OPENING =
  /^(?:you will|you'll|you’ll|you might|you may|the (?:successful candidate|intern|analyst|graduate|trainee|associate)s? will|help(?: to)?|support(?:ing)?(?= the)|assist(?: with)?)\s+/i;
const MAX_DUTY_WORDS = 6;
const VAGUE = /^(?:areas?|aspects?|parts?|elements?|things|range|variety|number|types?|kinds?)$/i;
// Verbs for what happens to a trainee rather than work they do ("Receive technical training"), or nouns
// a tagger took for verbs ("Evidence of leadership"): "I look forward to receiving…" says nothing.
const NOT_A_DUTY = /^(?:receive|get|gain|have|be|enjoy|join|attend|rotate|evidence|experience|benefit)$/i;
// The most words a duty may run to when its object has to be completed from the posting's own words.
const MAX_COMPLETED_WORDS = 9;

type Token = { value: string; pos: string; at?: number };

function tokensOf(text: string): Token[] {
  const { its } = nlp();
  const tokens = nlp().readDoc(text).tokens();
  const values = perToken<string>(tokens, its.value);
  const pos = perToken<string>(tokens, its.pos);
  return values.map((value, i) => ({ value, pos: pos[i] ?? "X" }));
}

const NOUNISH = new Set(["NOUN", "PROPN", "ADJ", "NUM", "DET", "PART"]);
const ENDS_PHRASE = new Set(["NOUN", "PROPN"]);

/** "Test controls" → "test controls"; "IFRS reporting" or "Python" stays as written. */
const lowerVerb = (text: string) => text.replace(/^\p{Lu}(?=\p{Ll}+\b)/u, (c) => c.toLowerCase());

/** "The intern will screen deals, write memos and help monitor performance" holds three duties. */
function dutiesIn(item: string): string[] {
  const plain = item.replace(DUTY_OPENING, "").replace(/[.;]+$/, "");
  // "measures such as VaR, stress tests and sensitivities" is a list of things, not of duties.
  if (/\b(such as|including|like|e\.g\.)\s/i.test(plain)) return [plain];
  const parts = plain.replace(/\s*\([^)]*\)/g, "").split(/,\s+(?:and\s+)?|\s+and\s+(?=\w+\s)/);
  // Each part must open with a verb in its plain form: "write clean, tested Python" is one duty.
  const verbs = parts.filter((p) => {
    const [token] = tokensOf(`You will ${p}`).slice(2);
    return token?.pos === "VERB" && !/(ed|ing)$/.test(token.value);
  });
  return verbs.length >= 2 && verbs.length === parts.length ? parts : [plain];
}

/** "Build and maintain financial models, including DCF…" → "building and maintaining financial models". */
export function dutyPhrase(item: string): string | null {
  // Tagged as the rest of "You will …", where a verb reads as a verb ("screen", "research"); a bullet's
  // capital ("Test controls") would read as a name, so a capitalised first word is lowered first.
  const plain = lowerVerb(item.replace(DUTY_OPENING, "").trim());
  // "Writing SQL to pull data": a bullet already in the "-ing" form is read as "You will be writing…".
  const already =
    /^\p{Ll}+ing\b/u.test(plain) && !/^(?:during|including|according|morning|evening)\b/.test(plain);
  const tokens = tokensOf(`You will ${already ? "be " : ""}${plain}`).slice(already ? 3 : 2);
  if (tokens[0]?.pos !== "VERB" || (!already && /(ed|ing)$/.test(tokens[0].value))) return null;
  if (NOT_A_DUTY.test(tokens[0].value)) return null;
  const out = [already ? tokens[0].value : gerund(tokens[0].value)];
  let i = 1;
  // "Build and maintain": both verbs take "-ing".
  if (/^(and|or)$/i.test(tokens[1]?.value ?? "") && tokens[2]?.pos === "VERB") {
    out.push(tokens[1]?.value ?? "", gerund(tokens[2]?.value ?? ""));
    i = 3;
  }
  // Then the noun phrase the verbs act on, as far as it goes ("the credit quality of counterparties").
  const object: Token[] = [];
  for (; i < tokens.length && object.length < MAX_DUTY_WORDS; i++) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1];
    // "Run valuation analyses": a plural the tagger reads as a verb is the object's noun.
    if (token.pos === "VERB" && /s$/.test(token.value) && NOUNISH.has(object.at(-1)?.pos ?? ""))
      object.push({ value: token.value, pos: "NOUN", at: i });
    else if (NOUNISH.has(token.pos) && !/^(our|your|their)$/i.test(token.value))
      object.push({ ...token, at: i });
    // "your own stock pitch" is the writer's own once the letter speaks for them.
    else if (/^(our|your)$/i.test(token.value))
      object.push({ value: /^own$/i.test(next?.value ?? "") ? "my" : "the", pos: "DET", at: i });
    else if (
      /^(of|for|on|in)$/.test(token.value) &&
      next &&
      NOUNISH.has(next.pos) &&
      object.length + 2 <= MAX_DUTY_WORDS
    )
      object.push({ ...token, at: i });
    else if (token.value === "," && object.at(-1)?.pos === "ADJ" && next?.pos === "ADJ") continue;
    else if (
      /^(and|or)$/.test(token.value) &&
      next &&
      ENDS_PHRASE.has(next.pos) &&
      ENDS_PHRASE.has(object.at(-1)?.pos ?? "")
    )
      object.push({ ...token, at: i });
    else break;
  }
  let cut = false;
  while (object.length && !ENDS_PHRASE.has(object.at(-1)?.pos ?? "")) object.pop();
  // Cut mid-phrase by the length limit: "the credit quality of corporate" ends on a whole noun.
  const joined = object.findLastIndex((t) => /^(and|or)$/.test(t.value));
  if (object.length === MAX_DUTY_WORDS && ENDS_PHRASE.has(tokens[i]?.pos ?? "") && joined > 0) {
    cut = true;
    // "the risk and performance of [model portfolios]": an "of" after the "and" belongs to both nouns,
    // so neither half is a whole duty.
    if (object.slice(joined).some((t) => t.value === "of")) return null;
    // "sections of research notes and sector [reports]": the second of two things goes, not the "of".
    object.splice(joined);
  } else if (object.length === MAX_DUTY_WORDS && ENDS_PHRASE.has(tokens[i]?.pos ?? "")) {
    cut = true;
    while (object.length && object.at(-1)?.value !== "of" && object.at(-2)?.value !== "of") object.pop();
    object.pop();
    while (object.length && !ENDS_PHRASE.has(object.at(-1)?.pos ?? "")) object.pop();
  }
  // "audit testing on areas [such as revenue]": a word that only points at a list says nothing cut off.
  while (object.length && VAGUE.test(object.at(-1)?.value ?? "")) {
    cut = true;
    object.pop();
    while (object.length && !ENDS_PHRASE.has(object.at(-1)?.pos ?? "")) object.pop();
  }
  if (!object.length) return null;
  // "Coding skills are an advantage" asks for something; it is not work the role does.
  if (/^(skills?|knowledge|abilit(?:y|ies)|experience|understanding)$/i.test(object.at(-1)?.value ?? ""))
    return null;
  // "raise the issues [you find]": a bare "the issues" cut from the clause that said which is no duty.
  if (object.length === 2 && object[0]?.pos === "DET" && /^(PRON|VERB|AUX|SCONJ)$/.test(tokens[i]?.pos ?? ""))
    return null;
  // An object that stopped on its own (not cut above on purpose) must end where the posting's phrase
  // ends: "using the data analytics platform [to identify…]" or "documenting and evaluating clients
  // ['internal controls]" is a clipped phrase, completed from the posting's words when short, else no duty.
  let tail: string[] = [];
  const after = (object.at(-1)?.at ?? tokens.length) + 1;
  if (!cut && object.length && !cleanEnd(tokens[after], object.length)) {
    const rest = tokens.slice(after);
    const stop = rest.findIndex((t) => t.pos === "PUNCT" && !/^['’]/.test(t.value));
    const clause = stop < 0 ? rest : rest.slice(0, stop);
    // "audit testing across revenue, payroll and cash": the place where the work is done is a list the
    // letter cannot end early, and the duty is whole without it.
    const list =
      stop >= 0 && rest[stop]?.value === "," && rest.slice(stop + 1).some((t) => t.pos === "CCONJ");
    if (list && clause[0]?.pos === "ADP")
      return britishSpelling(
        [...out, ...object.map((t) => t.value)].join(" ").replace(/\s+(['’]s)\b/g, "$1"),
      );
    if (
      list ||
      clause.some((t) => /^['’]/.test(t.value) || /^(you|your|our|we|us)$/i.test(t.value)) ||
      out.length + object.length + clause.length > MAX_COMPLETED_WORDS ||
      !ENDS_PHRASE.has(clause.at(-1)?.pos ?? "")
    )
      return null;
    tail = clause.map((t) => t.value);
  }
  const phrase = [...out, ...object.map((t) => t.value), ...tail].join(" ").replace(/\s+(['’]s)\b/g, "$1");
  return britishSpelling(phrase);
}

/** Whether a duty's object of `words` words may stop before `token`: at the end, a comma or full stop, "and". */
function cleanEnd(token: Token | undefined, words: number): boolean {
  if (!token) return true;
  if (/^['’]/.test(token.value)) return false;
  // "identify manual processes [that could be automated]": a whole thing, the clause only says which.
  if (/^(that|which)$/i.test(token.value)) return words >= 2;
  return (token.pos === "PUNCT" && token.value !== "-") || token.pos === "CCONJ";
}

function divisionOf(posting: CoverLetterInput["posting"]): string | null {
  if (posting.division?.trim()) return posting.division.trim();
  const named = /\b((?:\p{Lu}[\p{L}&]*\s+){1,3}(?:Division|Desk))\b/u.exec(
    `${posting.title}\n${posting.text}`,
  );
  if (named?.[1]) return named[1];
  // "Join our Data & Analytics team": the team the role sits in, named as the posting names it.
  const team =
    /\b(?:[Jj]oin|[Jj]oining|in|within|into)\s+(?:our|the)\s+((?:\p{Lu}[\p{L}&-]*\s+(?:&\s+|and\s+)?){1,3})team\b/u.exec(
      posting.text,
    )?.[1];
  if (team) return `${team.trim()} team`;
  const after = /\s[–—-]\s+([\p{Lu}][\p{L}& ]+)$/u.exec(posting.title)?.[1]?.trim();
  return after &&
    /\b(banking|markets|management|equity|research|trading|finance|risk|advisory)\b/i.test(after)
    ? after
    : null;
}

export function readPosting(posting: CoverLetterInput["posting"]): PostingFacts {
  const summary = summariseJob({ title: posting.title, firm: posting.firm, text: posting.text });
  const contact = CONTACT.exec(posting.text);
  const person = contact?.[2] && !NOT_A_PERSON.test(contact[2]) ? contact[2] : null;
  const title = contact?.[1];
  const surname = person?.split(/\s+/).pop();
  // Eligibility lines stay: none of the themes reads "penultimate year" as a skill, and a line such as
  // "a degree and an internship in investment banking" asks for something the CV can show.
  const requirements = summary.requirements.filter((r) => !PROCESS.test(r));
  return {
    requirements: requirements.length ? requirements : summary.responsibilities,
    about: [posting.title, ...summary.requirements, ...summary.responsibilities, summary.overview],
    duties: summary.responsibilities
      .flatMap(dutiesIn)
      .map(dutyPhrase)
      .filter((d): d is string => Boolean(d))
      .slice(0, 4),
    division: divisionOf(posting),
    contact: person
      ? {
          recipient: title ? `${title} ${person}` : person,
          salutation: title ? `${title} ${surname}` : person,
        }
      : null,
  };
}

import type { CoverLetterInput, FlaggedSentence } from "../../shared/cover-letter";
import { type Fact, takeFacts } from "./fact-check-numbers";
import { nlp, perToken } from "./text/nlp";

export { gradesIn } from "./fact-check-numbers";

// The cover letter's fact checker. A letter may only state what the member's data or the posting
// says, whoever wrote it, so every letter (the built-in engine's, a model's, the member's edit) passes
// through here. It finds the facts a reader would take as claims (organisations and other names,
// amounts, percentages, grades, counts, years, contact details) and looks each up in the sources,
// loosely enough that "£5m" finds "£5 million" and "2:1" finds "upper second", and strictly enough
// that "Northbridge Capital" does not pass because "Northbridge" and "Capital" each occur somewhere.
// It returns the sentences holding a fact it could not find; the letter itself is never changed.

type Known = {
  raw: string[];
  /** Every run of up to MAX_NAME_WORDS words in the sources, normalised: a name is found in one lookup. */
  phrases: Set<string>;
  lowercase: Set<string>;
  keys: Record<Fact["kind"], Set<string>>;
};

const MAX_NAME_WORDS = 8;

/** What a letter for this input may draw on: the member's data, the posting and the firm's profile. */
export function letterSources(input: CoverLetterInput): string[] {
  const { member, posting, firm } = input;
  const name = `${member.firstName} ${member.lastName}`;
  const listed = [...(member.targetRoles ?? []), ...(member.interests ?? []), ...(member.strengths ?? [])];
  const year = member.graduationYear ? String(member.graduationYear) : null;
  return [name, member.email, member.phone, member.university, member.degree, year, ...listed]
    .concat([member.careerVision, input.cvText, posting.title, posting.firm, posting.location])
    .concat([
      posting.division,
      posting.text,
      input.today,
      firm?.description,
      firm?.sector?.replace(/_/g, " "),
    ])
    .filter((s): s is string => typeof s === "string" && s.trim() !== "");
}

/** Lower case, no accents or punctuation, "&" as "and", possessives dropped, padded with spaces. */
export function normaliseName(text: string): string {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/'s\b/g, "")
    .replace(/'/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${plain} `;
}

/** "V E R D A N T  C A P I T A L" as "VERDANT CAPITAL": runs of three or more single capitals. */
export function joinSpacedCapitals(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])\p{Lu}(?: \p{Lu}){2,}(?![\p{L}\p{N}])/gu, (run) =>
    run.replace(/ /g, ""),
  );
}

function prepare(sources: string[]): Known {
  const keys: Known["keys"] = {
    contact: new Set(),
    money: new Set(),
    percent: new Set(),
    grade: new Set(),
    number: new Set(),
  };
  const phrases = new Set<string>();
  const addPhrases = (normal: string) => {
    const words = normal.trim().split(" ");
    for (let i = 0; i < words.length; i++) {
      for (let n = 1; n <= MAX_NAME_WORDS && i + n <= words.length; n++)
        phrases.add(words.slice(i, i + n).join(" "));
    }
  };
  for (const source of sources) {
    const { facts } = takeFacts(source, "source");
    for (const fact of facts) {
      keys[fact.kind].add(fact.key);
      // An amount or a percentage also counts as a bare number ("15" is supported by "15%").
      if (fact.kind === "money" || fact.kind === "percent") keys.number.add(fact.key.replace(/^\D+/, ""));
    }
    const normal = normaliseName(source);
    addPhrases(normal);
    // "V E R D A N T  C A P I T A L": a name set in spaced capitals, as a letterhead style exports, is
    // "Verdant Capital" in a sentence.
    const joined = joinSpacedCapitals(source);
    if (joined !== source) addPhrases(normaliseName(joined));
    // "Bristol University" names the same place as "University of Bristol".
    for (const m of normal.matchAll(/ university of (\p{L}+) /gu)) addPhrases(` ${m[1]} university `);
  }
  const raw = sources.map((s) => s.normalize("NFKC").toLowerCase());
  const lowercase = new Set(
    sources.flatMap((s) => s.normalize("NFKC").match(/(?<![\p{L}'’])\p{Ll}[\p{Ll}'’-]*/gu) ?? []),
  );
  return { raw, phrases, lowercase, keys };
}

function supported(fact: Fact, known: Known): boolean {
  if (fact.kind === "contact") return known.raw.some((s) => s.includes(fact.key));
  if (known.keys[fact.kind].has(fact.key)) return true;
  // A single A* is supported by any A-level set that holds one.
  return fact.kind === "grade" && fact.key === "A*" && [...known.keys.grade].some((k) => k.includes("A*"));
}

const CONNECTORS = new Set("of and & the for de du des la le von van der".split(" "));
// Words that end an organisation's name; the name before one must be found together with it.
const ORG_SUFFIX =
  /^(ltd|limited|llp|plc|inc|corp|co|capital|partners|bank|group|holdings|securities|advisors|advisers|associates|ventures|fund|trust|university|college|school|institute|society|club|foundation)$/i;
// Capitalised words that name nobody: the letter's own furniture, titles, months and days.
const GENERIC = new Set(
  (
    "i i'm i've i'd i'll dear yours sincerely faithfully regards kind best mr mrs ms miss mx dr sir madam hiring manager " +
    "recruitment recruiter recruiting graduate team cv re ps a-level a-levels gcse gcses january february march april may june july " +
    "august september sept october november december jan feb mar apr jun jul aug sep oct nov dec monday tuesday wednesday " +
    "thursday friday saturday sunday"
  ).split(" "),
);
const TOKEN = /(?:\p{Lu}\.){2,}|[\p{L}\p{N}](?:[\p{L}\p{N}'’&*.-]*[\p{L}\p{N}])?/gu;

type Token = { text: string; start: number; end: number; initial: boolean };

/** Runs of capitalised words ("Bank of England", "Harbour Lane Capital"), split where punctuation falls. */
function nameRuns(text: string): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  let last = 0;
  const flush = () => {
    while (run.length && CONNECTORS.has(run[run.length - 1]?.text.toLowerCase() ?? "")) run.pop();
    if (run.length) runs.push(run);
    run = [];
  };
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index ?? 0;
    const gap = text.slice(last, start);
    const word = m[0].replace(/['’]s$|['’]$/, "");
    const initial = last === 0 || /[“"‘(:.!?]\s*$/.test(gap);
    last = start + m[0].length;
    if (!/^\s*&?\s*$/.test(gap)) flush();
    if (/^\p{Lu}/u.test(word)) run.push({ text: word, start, end: start + word.length, initial });
    else if (run.length && CONNECTORS.has(word.toLowerCase()))
      run.push({ text: word, start, end: start + word.length, initial });
    else flush();
  }
  flush();
  return runs;
}

/** A capitalised word that opens a sentence but would be written in lower case anywhere else. */
function ordinaryOpening(word: string, sentence: string, known: Known): boolean {
  if (known.lowercase.has(word.toLowerCase()) || /(?:ly|ing|ed)$/i.test(word)) return true;
  const { its } = nlp();
  const tokens = nlp().readDoc(sentence).tokens();
  const pos = perToken<string>(tokens, its.pos)[0];
  const stop = perToken<boolean>(tokens, its.stopWordFlag)[0];
  return Boolean(stop) || (pos !== undefined && !["PROPN", "NOUN", "X"].includes(pos));
}

const isConnector = (token: Token | undefined) => CONNECTORS.has(token?.text.toLowerCase() ?? "");

function ignorable(token: Token, sentence: string, known: Known): boolean {
  const word = token.text.toLowerCase().replace(/’/g, "'");
  if (GENERIC.has(word) || /^\p{Lu}$/u.test(token.text)) return true;
  return token.initial && ordinaryOpening(token.text, sentence, known);
}

/** The names in a sentence that no source holds, as the letter writes them. */
function unsupportedNames(sentence: string, rest: string, known: Known): string[] {
  const phrase = (from: Token, to: Token) => rest.slice(from.start, to.end);
  const found = (from: Token, to: Token) => known.phrases.has(normaliseName(phrase(from, to)).trim());
  const missing: string[] = [];
  for (const run of nameRuns(rest)) {
    let pending: Token[] = [];
    const report = () => {
      while (pending.length && isConnector(pending[pending.length - 1])) pending.pop();
      const [first, last] = [pending[0], pending[pending.length - 1]];
      if (first && last) missing.push(phrase(first, last));
      pending = [];
    };
    let i = 0;
    while (i < run.length) {
      const token = run[i] as Token;
      if (isConnector(token)) {
        if (pending.length) pending.push(token);
        i++;
        continue;
      }
      // "Acme Capital": a firm's suffix after an unknown word is part of the unknown name.
      const absorb = pending.length > 0 && ORG_SUFFIX.test(token.text);
      // The longest stretch from here that one source holds.
      let j = run.length - 1;
      while (j >= i && (isConnector(run[j]) || !found(token, run[j] as Token))) j--;
      if (j >= i && !absorb) {
        const next = run[j + 1];
        // "Northbridge" is known, but "Northbridge Capital" is another firm unless a source says so.
        if (next && ORG_SUFFIX.test(next.text)) {
          pending.push(...run.slice(i, j + 2));
          i = j + 2;
        } else {
          report();
          i = j + 1;
        }
      } else if (!absorb && ignorable(token, sentence, known)) {
        report();
        i++;
      } else {
        pending.push(token);
        i++;
      }
    }
    report();
  }
  return missing;
}

const ABBREVIATIONS = /(?:^|\s)(?:e\.g|i\.e|etc|mr|mrs|ms|dr|st|co|inc|vs|approx|no|c|p\.s|n\.b)$/i;
// A postscript's or note's marker is not a name.
const MARKER = /^(?:P\.\s?S\.?|PS|N\.\s?B\.?|NB)[:,]?\s+/;
// "J. Smith" is an initial; "Python or R. As an intern…" ends a sentence before a common opening word.
const INITIAL = /(?:^|\s)[A-Z]$/;
const OPENING =
  /^["“‘(]?(?:As|At|I|In|It|My|The|This|That|These|We|You|Your|Our|During|For|With|But|And|If|When|While|Although|After|Before|Since|A|An|On|Thank)\b/;

/** The letter's sentences: each line on its own (address, date, salutation), prose split at full stops. */
export function splitSentences(letter: string): string[] {
  const sentences: string[] = [];
  for (const line of letter.split(/\n+/)) {
    let start = 0;
    for (const m of line.matchAll(/[.!?]+["'”’)\]]*\s+(?=["“‘(]?[\p{Lu}\d£$€])/gu)) {
      const end = (m.index ?? 0) + m[0].length;
      const before = line.slice(start, m.index);
      const initial = INITIAL.test(before) && !OPENING.test(line.slice(end));
      if (m[0].startsWith(".") && (ABBREVIATIONS.test(before) || initial)) continue;
      sentences.push(line.slice(start, end).trim());
      start = end;
    }
    sentences.push(line.slice(start).trim());
  }
  return sentences.filter(Boolean);
}

export function checkFacts(letter: string, sources: string[]): FlaggedSentence[] {
  const known = prepare([...sources]);
  for (const w of letter.normalize("NFKC").match(/(?<![\p{L}'’])\p{Ll}[\p{Ll}'’-]*/gu) ?? [])
    known.lowercase.add(w);
  const flagged: FlaggedSentence[] = [];
  for (const sentence of splitSentences(letter)) {
    const body = sentence.replace(MARKER, "");
    const { facts, rest } = takeFacts(body, "letter");
    const unsupported = facts.filter((f) => !supported(f, known)).map((f) => f.shown.trim());
    unsupported.push(...unsupportedNames(body, rest, known));
    if (unsupported.length) flagged.push({ sentence, unsupported: [...new Set(unsupported)] });
  }
  return flagged;
}

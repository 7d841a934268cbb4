import { normaliseName, splitSentences } from "../../../ai/fact-check";
import { nlp, perToken } from "../../../ai/text/nlp";
import { noteOf, type Programme, programmeOf, valueIn } from "./firm-phrases";

// What a firm is, read from its profile (the premier directory's description) and from what the posting
// says about it, as short phrases a letter can build its own sentences from: what kind of firm it is,
// what it works on, its divisions, its offices, its programme and what it says it values. Only phrases
// are taken, never whole sentences, so the letter gives its reasons in the writer's voice instead of
// pasting the firm's words back.

export type FirmProfile = { name: string; sector?: string | null; description?: string | null };

export type FirmFacts = {
  /** "an independent investment bank", "one of the UK's largest asset managers". */
  identity: string | null;
  /** What it does, to follow "it": "backs management teams of growing UK companies". */
  activity: string | null;
  /** What it works on: "mergers and acquisitions", "restructuring". */
  areas: string[];
  /** Whom it works for: "corporates", "financial sponsors". */
  clients: string[];
  divisions: string[];
  /** What the firm calls them: "divisions", "practices", "businesses". */
  divisionWord: string;
  offices: string[];
  /** "its two-year graduate programme", with what the programme does when the text says. */
  programme: Programme | null;
  /** "its reputation for long-term investing", "its commitment to responsible investment". */
  value: string | null;
  /** Sentences of the profile none of the above came from, fit to follow "that": the firm's own facts. */
  notes: string[];
};

const MAX_ITEM_WORDS = 5;
const BOUNDARY =
  /\s+(?:that|which|who|whose|with|trading(?= [a-z]+(?:,| and))|lending(?= to)|advising|working|operating|helping|building|delivering|supporting|combining|bringing|advises|serving|serves|providing|provides|offering|offers|specialising|specializing|specialises|focused|focusing|investing|invests|headquartered|based|founded|operating|operates|employing|employs|managing|manages|in|across|for|on|from|since|where|and (?:has|is|was|employs|operates|manages))\b|[;:()–—]|(?<!\d),|,(?!\d)|(?<!\d)\.|\.(?!\d)/i;
const SECTOR_NOUNS: [RegExp, string][] = [
  [/invest\w* bank|banking|advisory|m&a/i, "investment bank"],
  [/asset|fund manag|investment manag/i, "asset manager"],
  [/private equity|buyout/i, "private equity firm"],
  [/hedge/i, "hedge fund"],
  [/trading|market mak/i, "trading firm"],
  [/wealth|private bank/i, "wealth manager"],
  [/insur/i, "insurer"],
  [/consult|audit|accountan|professional services/i, "professional services firm"],
  [/fintech|payments|technology/i, "financial technology firm"],
  [/venture/i, "venture capital firm"],
  [/bank/i, "bank"],
];

/** "an investment bank" from a sector written any way ("investment_banking", "Investment banking"). */
export function sectorNoun(sector: string | null | undefined): string | null {
  const text = (sector ?? "").replace(/_/g, " ");
  return SECTOR_NOUNS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

const CLAUSE_OPENING =
  /^(?:\w+ly|it|we|they|its|our|their|which|who|has|have|is|are|was|were|holds|employs|operates|manages|runs|works|invests|publishes|sponsors|now|also)\b/i;

function startsWithVerb(phrase: string): boolean {
  const { its } = nlp();
  const [pos] = perToken<string>(nlp().readDoc(phrase).tokens(), its.pos);
  return pos === "VERB" || pos === "AUX";
}

/** "A, B and C" → ["A", "B", "C"]; "equity and debt capital markets" stays one item when it has to. */
export function listItems(text: string): string[] {
  const cut =
    text.split(
      /(?<!\d)\.|\.(?!\d)|[;:()]|\s[–—]\s|,?\s+(?:which|where|while|with|and (?:it|we|its|our|has|have|is|was|now|employs|operates))\b|\s+(?:from|through|since|where|while|so that|to help|for|by|under)\s+/i,
    )[0] ?? "";
  const parts = cut
    .replace(/\bas well as\b/gi, ",")
    // "6,000 families" and "£6.2bn" keep their figures whole.
    .split(/(?<!\d),\s*(?:and\s+|or\s+)?|,\s+(?:and\s+|or\s+)?|\s+and\s+(?=[^,]*$)/)
    .map((p) => p.trim().replace(/^(?:and|or)\s+/i, ""))
    .filter(Boolean);
  const items: string[] = [];
  for (const part of parts) {
    // "…, and typically holds each investment" has left the list for a new clause.
    if (CLAUSE_OPENING.test(part)) break;
    if (words(part) <= MAX_ITEM_WORDS && !/^(?:the|a|an)$/i.test(part)) items.push(part);
  }
  return items.slice(0, 4);
}

const ASKS =
  /\b(?:we(?:'re|’re| are) (?:interested in|looking for|keen to hear|seeking)|we (?:want|need|ask|expect|welcome)|you(?:'ll|’ll| will| should| must| need)|candidates?|applicants?)\b/i;

function isAboutFirm(sentence: string, firm: string): boolean {
  const head = normaliseName(sentence.split(/\s+/).slice(0, 10).join(" "));
  return (
    head.startsWith(normaliseName(firm).trimEnd()) ||
    /^(?:it|the firm|the bank|we|we're|founded|headquartered|based|today|established)\b/i.test(
      sentence.trim(),
    )
  );
}

function identityOf(sentence: string, firm: string): string | null {
  const name = firm.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(
    String.raw`^(?:(?:Founded|Established|Set up|Headquartered|Based|Launched)\b[^,]*,\s*)?(?:${name}(?:\s*\([^)]*\))?|It|The firm|We)\s+(?:is|are|'re|’re|has been|remains)\s+((?:a|an|one of the|the)\s+.+)$`,
    "i",
  ).exec(sentence.trim());
  if (!match?.[1]) return null;
  let phrase = match[1];
  const boundary = BOUNDARY.exec(phrase.replace(/^one of the\s+/i, "one_of_the "));
  if (boundary) phrase = phrase.slice(0, boundary.index);
  phrase = phrase.replace(/\s+(?:and|or)$/i, "").trim();
  // "one of the UK's largest" needs its noun; "a firm" says nothing.
  if (
    words(phrase) < 3 ||
    words(phrase) > 11 ||
    /^(?:a|an|the) (?:firm|company|business|group)$/i.test(phrase)
  )
    return null;
  return phrase
    .replace(/^The\b/, "the")
    .replace(/^A\b/, "a")
    .replace(/^An\b/, "an");
}

function activityOf(sentence: string, firm: string): string | null {
  const name = firm.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(
    String.raw`^(?:(?:Founded|Established|Set up|Headquartered|Based)\b[^,]*,\s*)?(?:${name}|It|The firm)\s+((?:[a-z]+ly\s+)?[a-z]+s\s+.+)$`,
  ).exec(sentence.trim());
  // A full stop ends the phrase; the point in "£4.2bn" does not.
  const phrase = match?.[1]
    ?.split(/(?<!\d)\.|\.(?!\d)|[;(]|,\s+(?:which|and|while|with)\b|\s[–—]\s/)[0]
    ?.trim();
  if (!phrase || /^(?:is|has|was|does)\b/.test(phrase) || !startsWithVerb(phrase.replace(/^[a-z]+ly\s+/, "")))
    return null;
  return words(phrase) >= 3 && words(phrase) <= 12 ? phrase : null;
}

function sharesWord(a: string, b: string): boolean {
  const content = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length > 3 && !/^(its|programme|program)$/.test(w)),
    );
  const other = content(b);
  return [...content(a)].some((w) => other.has(w));
}

function areasOf(sentence: string): string[] {
  const after =
    /\b(?:advis\w* [^.]*?\bon|specialis\w* in|specializ\w* in|focus\w* on|invests in|investing in|(?<=\b(?:we|it|firm|bank|which|that)\s+)(?:works? in|work(?:ing)? across)|active in|covering|(?:fund|firm|house|desk|team|business) trading|expertise in|leader in|leading \w+ in|provid\w*|offer\w*)\s+([^.;]+)/i.exec(
      sentence,
    )?.[1];
  return after ? listItems(after).filter((item) => !/^\d|^(?:the )?uk$|clients?$/i.test(item)) : [];
}

function clientsOf(sentence: string): string[] {
  const after =
    /\b(?:advising|advises|serving|serves|working with|works with|looks? after(?: the \w+ of)?)\s+(.+?)(?=\s+(?:on|in|across|through|with|from)\s|[.;(]|$)/i.exec(
      sentence,
    )?.[1];
  if (!after) return [];
  return listItems(after).filter(
    (item) => /^(?:[a-z-]+\s?){1,3}$/.test(item) && !/^(?:the|its|our|their)\b/.test(item),
  );
}

function divisionsOf(sentence: string): string[] {
  const listed =
    /\b(?:divisions|businesses|business lines|business areas|segments|arms|practices|service lines)\b[^.:]*?(?::|\bare\b|\binclude\b|\bincluding\b|\bcomprising\b|\bspanning\b|—|–)\s*([^.;]+)/i.exec(
      sentence,
    )?.[1] ??
    /\bthrough (?:its |our )?(?:\w+ )?(?:divisions|businesses)\s*(?::|,)?\s*([^.;]+)/i.exec(sentence)?.[1] ??
    /\b(?:[Ii]ts|[Oo]ur) ((?:[A-Z][\w&-]*(?:\s+[A-Z&][\w&-]*)*,?\s*(?:and\s+)?){2,6}) (?:divisions|businesses|arms|teams)\b/.exec(
      sentence,
    )?.[1];
  if (!listed) return [];
  return listItems(listed).filter((item) => /^[A-Z&]/.test(item));
}

function officesOf(sentence: string): string[] {
  const listed =
    /\b(?:(?:offices?|hubs?|presence|based|headquartered|headquarters)\s+(?:\w+\s+){0,3}?(?:in|across|at)|works? (?:from|out of)|operates? from)\s+([^.;]+)/i.exec(
      sentence,
    )?.[1];
  if (!listed) return [];
  return listItems(listed)
    .map((item) => item.replace(/^(?:the\s+)?(?:cities of\s+)?/i, ""))
    .filter((item) => /^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?$/.test(item));
}

/** The phrases a letter may use about `firm`, from its profile first and then the posting. */
export function readFirm(
  firm: string,
  profile: readonly string[],
  posting: readonly string[],
  postingTitle = "",
): FirmFacts {
  const facts: FirmFacts = {
    identity: null,
    activity: null,
    areas: [],
    clients: [],
    divisions: [],
    divisionWord: "divisions",
    offices: [],
    programme: null,
    value: null,
    notes: [],
  };
  const texts = [
    ...profile.map((text) => ({ text, own: true })),
    ...posting.map((text) => ({ text, own: false })),
  ];
  for (const { text, own } of texts) {
    for (const sentence of text
      .split(/\n+/)
      .flatMap((line) => splitSentences(line.replace(/^[•\-*–]\s*/, "")))) {
      if (words(sentence) > 60) continue;
      // Every sentence of a firm's profile is about the firm; in a posting, only those that say so.
      // "We're interested in curiosity, ability to work in a team…" says what the firm wants from an
      // applicant, not what the firm does.
      const aboutFirm = own || (isAboutFirm(sentence, firm) && !ASKS.test(sentence));
      const before = JSON.stringify(facts);
      if (aboutFirm) {
        facts.identity ??= identityOf(sentence, firm);
        facts.activity ??= activityOf(sentence, firm);
        if (!facts.areas.length) facts.areas = areasOf(sentence);
        if (!facts.clients.length) facts.clients = clientsOf(sentence);
      }
      if (!facts.divisions.length) {
        facts.divisions = divisionsOf(sentence);
        const word =
          /\b(divisions|businesses|business lines|business areas|segments|practices|service lines|arms|teams)\b/i.exec(
            sentence,
          )?.[1];
        if (facts.divisions.length && word) facts.divisionWord = word.toLowerCase();
      }
      if (!facts.offices.length) facts.offices = officesOf(sentence);
      const programme = programmeOf(sentence);
      // A posting may mention other programmes (a fast track to next summer's); only its own counts.
      if (own || (programme && sharesWord(programme.name, postingTitle))) facts.programme ??= programme;
      if (aboutFirm) facts.value ??= valueIn(sentence);
      const note = own && JSON.stringify(facts) === before ? noteOf(sentence, firm) : null;
      if (note) facts.notes.push(note);
    }
  }
  return facts;
}

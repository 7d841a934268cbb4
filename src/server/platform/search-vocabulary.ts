import { FINANCE_AREAS, LOCATIONS, ROLE_TYPES } from "../../shared/onboarding";

// The field's language, for the job search. Two halves meet in the middle:
// - a role's own classification (role type, areas, locations) is written into its search terms in
//   words, so "summer internship" finds a "Summer Analyst" programme and "investment banking" finds a
//   role titled "Analyst – IBD";
// - a member's query has the field's abbreviations and variants turned into those words ("PE",
//   "S&T", "IBD", "off-cycle", "programme"/"program") before it reaches PostgreSQL.
// Both sides fold accents, so "Societe Generale" finds "Société Générale".

const ROLE_TYPE_WORDS: Record<string, string> = {
  insight_programme: "insight programme day week work experience",
  spring_week: "spring week insight programme internship",
  summer_internship: "summer internship intern programme",
  off_cycle_internship: "off cycle offcycle internship intern",
  industrial_placement: "industrial placement year in industry sandwich",
  graduate_programme: "graduate programme scheme grad entry level",
  full_time: "full time",
};

const AREA_WORDS: Record<string, string> = {
  investment_banking: "investment banking ibd mergers acquisitions advisory",
  sales_trading: "sales trading markets",
  asset_management: "asset management investment management",
  private_equity: "private equity buyout",
  hedge_funds: "hedge fund",
  equity_research: "equity research",
  venture_capital: "venture capital",
  wealth_management: "wealth management private banking",
  corporate_banking: "corporate banking commercial banking",
  risk: "risk",
  quant: "quantitative quant",
  fintech: "fintech",
  corporate_finance: "corporate finance transaction services deal advisory mergers acquisitions",
};

const ROLE_LABELS = new Map<string, string>(ROLE_TYPES.map((r) => [r.value, r.label]));
const AREA_LABELS = new Map<string, string>(FINANCE_AREAS.map((a) => [a.value, a.label]));
const LOCATION_LABELS = new Map<string, string>(LOCATIONS.map((l) => [l.value, l.label]));

/**
 * The words a role is found by besides its own text: how it was classified, and the other ways its
 * firm's name is typed (firmSpellings).
 */
export function searchTermsFor(job: {
  roleType: string | null;
  financeAreas: readonly string[];
  locations: readonly string[];
  firmName?: string | null;
}): string {
  const words = [
    job.roleType ? [ROLE_LABELS.get(job.roleType), ROLE_TYPE_WORDS[job.roleType]] : [],
    job.financeAreas.map((area) => [AREA_LABELS.get(area), AREA_WORDS[area]]),
    job.locations.filter((place) => place !== "other").map((place) => LOCATION_LABELS.get(place)),
    job.firmName ? firmSpellings(job.firmName) : [],
  ].flat(2);
  return words.filter(Boolean).join(" ");
}

/** A name's words, folded: dots and other punctuation part them, "&" is a word of its own. */
function nameTokens(name: string): string[] {
  return foldAccents(name)
    .replace(/&/g, " & ")
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
}

/** Runs of two or more single letters written as one word: "j p morgan" → "jp morgan". */
function joinInitials(words: readonly string[]): string[] {
  const joined: string[] = [];
  let run = "";
  for (const word of words) {
    if (/^[a-z]$/.test(word)) {
      run += word;
      continue;
    }
    if (run) joined.push(run);
    run = "";
    joined.push(word);
  }
  if (run) joined.push(run);
  return joined;
}

/**
 * The words by which a firm's name is typed other than as written, so that the search finds the firm
 * however a student spells it. PostgreSQL's parser splits "J.P. Morgan" into "j" and "p" and keeps only
 * the "g" of "M&G" ("m" is an English stop word), so the name's own words cannot match "JP Morgan",
 * "JPMorgan" or "MandG"; these words can, and the query side (queryWords) writes what is typed in the
 * same forms:
 * - initials as one word: "J.P. Morgan" → "jp";
 * - the name as one word, "&" read as "and": "jpmorgan", "mandg", "legalandgeneral", "houlihanlokey";
 * - the initials around an "&" as one word: "Legal & General" → "landg" (its "L&G"), "M&G" → "mandg".
 */
export function firmSpellings(name: string): string[] {
  const tokens = nameTokens(name);
  const words = joinInitials(tokens);
  const spellings = words.filter((word) => word !== "&");
  if (tokens.length > 1) spellings.push(tokens.map((token) => (token === "&" ? "and" : token)).join(""));
  words.forEach((word, i) => {
    const before = words[i - 1];
    const after = words[i + 1];
    if (word === "&" && before && after && before !== "&" && after !== "&") {
      spellings.push(`${before[0]}and${after[0]}`);
    }
  });
  const own = new Set(tokens);
  return [...new Set(spellings)].filter((word) => !own.has(word));
}

const FOLDED_LETTERS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", ł: "l", đ: "d" };

/** Lower case without accents, as PostgreSQL's unaccent folds the documents. */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[øæœßłđ]/g, (letter) => FOLDED_LETTERS[letter] ?? letter);
}

type Alternative = string[];

// What a phrase in a query may mean, as alternatives of words that must all appear. The phrase's own
// words are kept as one alternative when they can appear in a posting as written.
const CONCEPTS: { phrases: string[]; means: string[] }[] = [
  {
    phrases: ["ib", "ibd", "investment banking", "investment bank", "investment banker"],
    means: ["investment banking", "ibd"],
  },
  { phrases: ["s&t", "sales trading", "sales and trading"], means: ["sales trading"] },
  // A trader's role is a trading role, and the reverse ("trader" and "trading" stem apart).
  { phrases: ["trader", "traders", "trading"], means: ["trader", "trading"] },
  {
    phrases: ["m&a", "mergers acquisitions", "mergers and acquisitions"],
    means: ["mergers acquisitions", "m&a"],
  },
  { phrases: ["pe", "private equity"], means: ["private equity"] },
  {
    phrases: ["am", "asset management", "asset manager"],
    means: ["asset management", "investment management"],
  },
  { phrases: ["im", "investment management"], means: ["investment management", "asset management"] },
  { phrases: ["er", "equity research"], means: ["equity research"] },
  { phrases: ["vc", "venture capital"], means: ["venture capital"] },
  { phrases: ["wm", "wealth management"], means: ["wealth management"] },
  { phrases: ["hf", "hedge fund", "hedge funds"], means: ["hedge fund"] },
  { phrases: ["dcm", "debt capital markets"], means: ["dcm", "debt capital markets"] },
  { phrases: ["ecm", "equity capital markets"], means: ["ecm", "equity capital markets"] },
  { phrases: ["levfin", "lev fin", "leveraged finance"], means: ["leveraged finance", "levfin"] },
  { phrases: ["fig", "financial institutions"], means: ["financial institutions", "fig"] },
  { phrases: ["tmt"], means: ["tmt", "technology media telecom"] },
  { phrases: ["ficc"], means: ["ficc", "fixed income"] },
  { phrases: ["quant", "quants", "quantitative"], means: ["quant"] },
  { phrases: ["off cycle", "offcycle", "off cycle internship"], means: ["off cycle", "offcycle"] },
  {
    phrases: [
      "placement",
      "placements",
      "industrial placement",
      "placement year",
      "year in industry",
      "sandwich year",
    ],
    means: ["industrial placement", "placement year", "year industry", "sandwich placement"],
  },
  {
    phrases: ["spring week", "spring weeks", "spring insight", "spring internship"],
    means: ["spring week", "spring insight"],
  },
  {
    phrases: ["insight", "insight day", "insight days", "insight week", "insight programme"],
    means: ["insight"],
  },
  { phrases: ["work experience"], means: ["work experience", "insight"] },
  { phrases: ["grad", "grads", "graduate", "graduates"], means: ["graduate"] },
  {
    phrases: [
      "grad scheme",
      "graduate scheme",
      "graduate programme",
      "graduate program",
      "grad programme",
      "grad program",
    ],
    means: ["graduate"],
  },
  // Exact and in the title or terms only: "intern" is also the stem of "international" and "internal".
  { phrases: ["internship", "internships", "intern", "interns"], means: ["internship!", "intern!"] },
  { phrases: ["programme", "program", "programmes", "programs"], means: ["program"] },
  { phrases: ["analyse", "analyze", "analysis"], means: ["analys", "analyz"] },
  { phrases: ["organisation", "organization"], means: ["organis", "organiz"] },
  { phrases: ["centre", "center"], means: ["centre", "center"] },
  { phrases: ["modelling", "modeling"], means: ["model"] },
  { phrases: ["behaviour", "behavior", "behavioural", "behavioral"], means: ["behaviour", "behavior"] },
];

const PHRASES = new Map<string, Alternative[]>();
for (const concept of CONCEPTS) {
  const means = concept.means.map((phrase) => phrase.split(" "));
  for (const phrase of concept.phrases) PHRASES.set(phrase, means);
}
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((phrase) => phrase.split(" ").length));

// Words that carry no meaning in a search (PostgreSQL's English list drops them too).
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "the",
  "of",
  "in",
  "for",
  "at",
  "to",
  "on",
  "with",
  "or",
  "jobs",
  "job",
  "role",
  "roles",
]);

/**
 * The query's words, folded, with "S&T"-style abbreviations kept whole ("m and g" and "m & g" are
 * "m&g") and initials joined into one word ("J.P." and "j p" are "jp"), as firmSpellings writes them.
 */
export function queryWords(query: string): string[] {
  const folded = foldAccents(query)
    .replace(/\b([a-z])\s+and\s+(?=[a-z]\b)/g, "$1&")
    .replace(/\s*&\s*/g, "&");
  const words: string[] = [];
  for (const raw of folded.match(/[a-z0-9]+(?:&[a-z0-9]+)*/g) ?? []) {
    const parts = raw.split("&");
    // "s&t", "m&a": an abbreviation. "sales&trading": two words.
    if (parts.length > 1 && parts.every((part) => part.length === 1)) words.push(raw);
    else words.push(...parts.filter(Boolean));
  }
  return joinInitials(words).slice(0, 16);
}

/** A group: the query's word or phrase, and what it may mean (any one alternative). */
export type QueryGroup = { text: string; alternatives: Alternative[]; known: boolean };

/** The query as groups that must all match, longest known phrase first. */
export function parseQuery(query: string): QueryGroup[] {
  const words = queryWords(query);
  const groups: QueryGroup[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = false;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      const means = PHRASES.get(phrase);
      if (means) {
        groups.push({ text: phrase, alternatives: means, known: true });
        i += n;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = words[i] as string;
    i += 1;
    if (STOP_WORDS.has(word)) continue;
    // Another "&" abbreviation is a firm's ("M&G", "L&G"): the one word firmSpellings writes for it. It
    // is never corrected ("Did you mean" only replaces words).
    if (/^[a-z]&[a-z&]+$/.test(word)) {
      groups.push({ text: word, alternatives: [[word.replaceAll("&", "and")]], known: true });
      continue;
    }
    groups.push({ text: word, alternatives: [[word]], known: false });
  }
  return groups;
}

// A word of a posting may continue the word typed ("quant" → "quantitative"): prefixes from three
// letters; shorter words (abbreviations) must match whole. A word marked "!" matches whole, in the
// title or search terms only (weights A and B).
function lexeme(word: string): string {
  const clean = word.replace(/[^a-z0-9]/g, "");
  if (!clean) return "";
  if (word.endsWith("!")) return `${clean}:AB`;
  return clean.length >= 3 ? `${clean}:*` : clean;
}

/** to_tsquery text ('english' configuration): every group must match, any alternative of it. */
export function toTsQuery(groups: QueryGroup[]): string | null {
  const clauses = groups
    .map((group) => {
      const alternatives = group.alternatives
        .map((words) => {
          // "m&a" and "s&t" are stop words once split; the concept's other alternatives carry them.
          const lexemes = words
            .filter((word) => !word.includes("&"))
            .map(lexeme)
            .filter(Boolean);
          return lexemes.length ? `(${lexemes.join(" & ")})` : "";
        })
        .filter(Boolean);
      return alternatives.length ? `(${alternatives.join(" | ")})` : "";
    })
    .filter(Boolean);
  return clauses.length ? clauses.join(" & ") : null;
}

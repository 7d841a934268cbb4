// The small pieces of English grammar a letter assembled from other people's phrases needs: the right
// article ("an MSc", "a UK bank", "an 8-week course"), lists ("a, b and c"), "the" before an
// institution that takes it, verbs turned to the past or to "-ing" so a CV bullet or a posting's duty
// reads as the writer's own sentence, and American spellings turned British, as a UK letter writes them.

/** "a" or "an", by how the phrase's first word is said rather than spelt. */
export function article(phrase: string): string {
  const word = phrase.trim().split(/[\s-]+/)[0] ?? "";
  if (/^\d/.test(word)) return /^(8|11|18|8\d)(?!\d)|^8\d{2}(?!\d)|^18\d{2}(?!\d)/.test(word) ? "an" : "a";
  // Abbreviations are read letter by letter: "an MSc", "an M&A role", "an LLB", "a BSc", "a UK bank".
  if (/^[A-Z][A-Z&]+s?$|^[A-Z][a-z]{0,3}[A-Z]/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  if (/^(uni|eu|one|once|use|usu|ura|ute)/i.test(word)) return "a";
  return /^([aeiou]|hour|hono|heir)/i.test(word) ? "an" : "a";
}

export const withArticle = (phrase: string) => `${article(phrase)} ${phrase}`;

/** "a, b and c"; when the last item has its own "and", a comma keeps the items apart. */
export function list(items: readonly string[]): string {
  const last = items[items.length - 1] ?? "";
  if (items.length < 2) return last;
  return `${items.slice(0, -1).join(", ")}${/\band\b/.test(last) ? ", and " : " and "}${last}`;
}

/** "the University of Bristol", "the London School of Economics", but "Durham University", "UCL". */
export function theName(name: string): string {
  if (/^The\s/.test(name)) return `the ${name.slice(4)}`;
  if (/^University College\b/.test(name)) return name;
  return /^(University|Institute|Society|Association|Bank of|London School|Royal|Department|Faculty|School of|College of|British Army|Army Reserve|NHS)\b/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/** "Ashcombe Lyle's", "Lothian Square Investors'". */
export const possessive = (name: string) => (/s$/.test(name) ? `${name}'` : `${name}'s`);

export const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Lower-cases the first letter unless the first word is an abbreviation or a name ("Excel", "M&A"). */
export function lowerOpening(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? "";
  if (/^[A-Z][A-Z&\d]+\b|^[A-Z][a-z]+[A-Z]/.test(first)) return text;
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

const IRREGULAR_PAST: Record<string, string> = {
  be: "was",
  begin: "began",
  break: "broke",
  bring: "brought",
  build: "built",
  buy: "bought",
  catch: "caught",
  choose: "chose",
  co_found: "co-founded",
  cut: "cut",
  deal: "dealt",
  do: "did",
  draw: "drew",
  drive: "drove",
  feel: "felt",
  fight: "fought",
  find: "found",
  fly: "flew",
  forecast: "forecast",
  get: "got",
  give: "gave",
  go: "went",
  grow: "grew",
  have: "had",
  hear: "heard",
  hit: "hit",
  hold: "held",
  keep: "kept",
  know: "knew",
  lead: "led",
  learn: "learned",
  leave: "left",
  lend: "lent",
  let: "let",
  lose: "lost",
  make: "made",
  mean: "meant",
  meet: "met",
  oversee: "oversaw",
  pay: "paid",
  put: "put",
  read: "read",
  rise: "rose",
  run: "ran",
  say: "said",
  see: "saw",
  seek: "sought",
  sell: "sold",
  send: "sent",
  set: "set",
  shake: "shook",
  show: "showed",
  shut: "shut",
  sit: "sat",
  speak: "spoke",
  spend: "spent",
  split: "split",
  stand: "stood",
  take: "took",
  teach: "taught",
  tell: "told",
  think: "thought",
  understand: "understood",
  underwrite: "underwrote",
  wear: "wore",
  win: "won",
  write: "wrote",
};
const IRREGULAR_PAST_FORMS = new Set(Object.values(IRREGULAR_PAST));
// British English doubles a final "l" after one vowel ("modelled", "travelled"), and these double
// their last consonant however they end.
const DOUBLING = new Set(
  "plan ship stop scan chat drop map tap top step pin shop jog rob admit commit refer".split(" "),
);

/** The simple past of a verb in its base form: "organise" → "organised", "lead" → "led". */
// "rebuild" → "rebuilt", "oversell" → "oversold": a prefix keeps the verb's own past.
const PREFIX = /^(re|un|over|under|out|co|pre|mis)-?(?=[a-z]{3})/;

export function pastTense(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR_PAST[lower.replace("-", "_")];
  if (irregular) return irregular;
  const prefix = PREFIX.exec(lower)?.[0];
  const stemPast = prefix ? IRREGULAR_PAST[lower.slice(prefix.length)] : undefined;
  if (prefix && stemPast) return `${prefix}${stemPast}`;
  if (/e$/.test(lower)) return `${lower}d`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ied`;
  if (DOUBLING.has(lower) || SHORT_CVC.test(lower) || /[^aeiou][aeiou]l$/.test(lower))
    return `${lower}${lower.slice(-1)}ed`;
  return `${lower}ed`;
}

/** Whether a word is a simple past form: "built", "organised", "led". */
export function isPastForm(word: string): boolean {
  const lower = word.toLowerCase();
  const prefix = PREFIX.exec(lower)?.[0] ?? "";
  return (
    IRREGULAR_PAST_FORMS.has(lower) ||
    IRREGULAR_PAST_FORMS.has(lower.slice(prefix.length)) ||
    /[a-z]{2,}ed$/.test(lower)
  );
}

/** The "-ing" form of a verb: "build" → "building", "analyse" → "analysing", "model" → "modelling". */
// One syllable ending in a single vowel and a single consonant doubles it: "flag" → "flagging".
const SHORT_CVC = /^[^aeiou]*[aeiou][bdfgklmnprt]$/;

export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (SHORT_CVC.test(lower)) return `${lower}${lower.slice(-1)}ing`;
  if (/ing$/.test(lower) && lower.length > 5) return lower;
  if (/(ee|ye|oe)$/.test(lower)) return `${lower}ing`;
  if (/ie$/.test(lower)) return `${lower.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(lower) || /ue$/.test(lower)) return `${lower.slice(0, -1)}ing`;
  if (DOUBLING.has(lower) || /[^aeiou][aeiou]l$/.test(lower)) return `${lower}${lower.slice(-1)}ing`;
  if (/^(run|win|get|set|put|cut|sit|swim|begin)$/.test(lower)) return `${lower}${lower.slice(-1)}ing`;
  return `${lower}ing`;
}

// The base form of a verb from its "-ing" form, for the few CVs that write bullets that way.
const ING_BASE: Record<string, string> = {
  running: "run",
  planning: "plan",
  modelling: "model",
  travelling: "travel",
  setting: "set",
  getting: "get",
  cutting: "cut",
  winning: "win",
  shopping: "shop",
  beginning: "begin",
};

/** "Processing" → "processed", "Managing" → "managed", "Running" → "ran". */
export function pastOfGerund(word: string): string | null {
  const lower = word.toLowerCase();
  if (!/ing$/.test(lower) || lower.length < 6) return null;
  const known = ING_BASE[lower];
  if (known) return pastTense(known);
  const stem = lower.slice(0, -3);
  // "managing" → "manage", "processing" → "process", "analysing" → "analyse".
  const withE = `${stem}e`;
  if (
    /(?:[^aeiou][aeiou][cgsvz]|[^aeiou]at|[^aeiou]ut|ur|[^aeiou]it|ys|dg|rg|rs|lv|nc|rc|ul|[aeiou]v)$/.test(
      stem,
    )
  )
    return pastTense(withE);
  return pastTense(stem);
}

// American spellings a British letter would not use. Word by word, keeping the case of the first letter;
// a few words spelt "-ize" in both (size, prize, seize) are left alone.
const US_WORDS: Record<string, string> = {
  center: "centre",
  centers: "centres",
  color: "colour",
  colors: "colours",
  behavior: "behaviour",
  behaviors: "behaviours",
  favor: "favour",
  favorite: "favourite",
  honor: "honour",
  honors: "honours",
  labor: "labour",
  defense: "defence",
  enrollment: "enrolment",
  fulfill: "fulfil",
  judgment: "judgement",
  catalog: "catalogue",
  math: "maths",
  modeling: "modelling",
  modeled: "modelled",
  modeler: "modeller",
  traveled: "travelled",
  traveling: "travelling",
  labeled: "labelled",
  labeling: "labelling",
  canceled: "cancelled",
  counseling: "counselling",
  signaling: "signalling",
  totaled: "totalled",
  fueled: "fuelled",
  leveled: "levelled",
  analog: "analogue",
  dialog: "dialogue",
  mold: "mould",
  gray: "grey",
  aluminum: "aluminium",
};
const KEEP_ZE =
  /^(size|sized|sizes|sizing|prize|prizes|seize|seized|capsize|maize|baize|bronze|ooze|gaze|daze|haze|maze|blaze|glaze|craze|freeze|breeze|squeeze|sneeze|wheeze|citizen|citizens|horizon|horizons|bizarre|pizza|ozone|zeal|zero|zone|zones|authorized?)$/i;

function britishWord(word: string, name = false): string {
  const lower = word.toLowerCase();
  let out = US_WORDS[lower];
  // A name keeps its own spelling ("Belize"): only the words the table knows are respelt in one.
  if (!out && !name && !KEEP_ZE.test(lower)) {
    if (/yz(e|ed|es|ing|er|ers)$/.test(lower)) out = lower.replace(/yz(?=(e|ed|es|ing|er|ers)$)/, "ys");
    else if (/[a-z]{3}iz(e|ed|es|ing|er|ers|ation|ations|ational)$/.test(lower))
      out = lower.replace(/iz(?=(e|ed|es|ing|er|ers|ation|ations|ational)$)/, "is");
  }
  if (!out) return word;
  if (word === word.toUpperCase() && word.length > 1) return out.toUpperCase();
  return /^\p{Lu}/u.test(word) ? `${out.charAt(0).toUpperCase()}${out.slice(1)}` : out;
}

/** "Analyzed the organization's data" → "Analysed the organisation's data". */
export function britishSpelling(text: string): string {
  return text.replace(/\p{L}+/gu, (word, at: number) => {
    // A capital after the start of a sentence marks a name ("an exercise in Belize").
    const opening = /(?:^|[.!?:;]\s*|\n\s*)$/.test(text.slice(Math.max(0, at - 3), at));
    return britishWord(word, /^\p{Lu}\p{Ll}/u.test(word) && !opening);
  });
}

export const ORDINALS = ["first", "second", "third", "fourth", "fifth"] as const;

/** Words as a reader counts them: anything between spaces. */
export const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * "HARWOOD LYLE LLP" as "Harwood Lyle LLP", "JUNIOR DATA ANALYST" as "Junior Data Analyst": a CV set in
 * capitals, not a name spelt in them. A single short word in capitals ("KBRW") is an acronym, spelt so
 * whatever the CV's type; so is a word with no vowel ("HSBC UK", "KPMG LLP"), which cannot be said as a
 * word.
 */
export function unshouted(name: string): string {
  if (name !== name.toUpperCase() || !/\p{Lu}{4}/u.test(name) || /^\p{Lu}{2,5}$/u.test(name)) return name;
  return name.replace(/\p{L}[\p{L}'’]*/gu, (word) =>
    /^(?:AND|OF|THE|FOR)$/.test(word)
      ? word.toLowerCase()
      : word === "GMBH"
        ? "GmbH"
        : word.length <= 3 || !/[AEIOUY]/.test(word)
          ? word
          : `${word.charAt(0)}${word.slice(1).toLowerCase()}`,
  );
}

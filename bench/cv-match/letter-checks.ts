import en from "dictionary-en-gb";
import nspell from "nspell";
import {
  bulletsAcrossSidebar,
  degreeBlocks,
  employerNamed,
  entryBlocks,
  entryPosts,
  institutionBlocks,
  linesNear,
  normal,
  QUALIFICATION,
  readingOrder,
  separate,
} from "./letter-blocks";

// The bench's own reading of a cover letter, written apart from the product's fact checker so that the
// two cannot share a blind spot: every number, grade and name in the letter must be in the CV, the
// posting or the firm's profile, and must sit where the CV puts it (a grade with its degree and in its
// tense, a role with its employer, a result with the job it came from); the letter must be 250-400
// words; and it may not repeat more than twelve of the posting's words in a row.

export type LetterIssue = {
  kind: "invented" | "misattributed" | "length" | "copied" | "shared-paragraph";
  detail: string;
};

export type LetterSources = { cv: string; posting: string; firm: string; today: string };

const MONTHS = "january february march april may june july august september october november december".split(
  " ",
);
// "In the third year of a BSc" names a year of study, not a grade.
const GRADE_WORDS = /\b(first|2:1|2:2|third|distinction|merit)\b(?![- ]years?\b)/gi;
// "74% (Distinction track)" says where a Master's is heading, as "on track for a Distinction" does.
const PREDICTED = /\b(predicted|expected|on track|projected|anticipated|forecast|on course|track)\b/i;
const ACHIEVED = /\b(achieving|achieved|graduated|awarded|with a (?:first|2:1|2:2|distinction|merit))\b/i;
// Capitalised words any letter uses that name nothing.
const FURNITURE = new Set(
  "i dear yours sincerely faithfully hiring manager mr mrs ms miss dr cv thank please my the a an as at in on during while when what it its this that these those your you also before after our we he she they is are was were".split(
    " ",
  ),
);

export const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** "£120m", "£120 million", "120,000", "15%" → comparable keys; years and plain counts as they are. */
export function numbersIn(text: string): string[] {
  const out: string[] = [];
  const pattern =
    /([£$€])?\s?(\d[\d,]*(?:\.\d+)?)\s?(%|per cent|k\b|m\b|bn\b|million\b|billion\b|thousand\b)?/gi;
  // "2024.09-2025.09": a year and a month written with a point are a year, not a decimal.
  const dated = text.replace(/\b((?:19|20)\d{2})\.(?:0[1-9]|1[0-2])\b/g, "$1");
  for (const m of dated.matchAll(pattern)) {
    const digits = (m[2] ?? "").replace(/,/g, "").replace(/\.$/, "");
    const unit = (m[3] ?? "").toLowerCase();
    const scale =
      unit === "k" || unit === "thousand"
        ? 1e3
        : unit === "m" || unit === "million"
          ? 1e6
          : unit === "bn" || unit === "billion"
            ? 1e9
            : 1;
    const value = Number(digits) * scale;
    if (!Number.isFinite(value)) continue;
    out.push(`${m[1] ?? ""}${value}${unit === "%" || unit === "per cent" ? "%" : ""}`);
  }
  return out;
}

function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[A-Z£$“"0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The letter's prose: the paragraphs between the salutation and the sign-off. */
export function bodyParagraphs(letter: string): string[] {
  const parts = letter.split(/\n\s*\n/).map((p) => p.trim());
  const start = parts.findIndex((p) => /^Dear\b/.test(p));
  const end = parts.findIndex((p) => /^Yours\b/.test(p));
  return parts.slice(start + 1, end === -1 ? undefined : end).filter((p) => words(p).length >= 5);
}

let dictionary: ReturnType<typeof nspell> | undefined;

function ordinary(word: string, known: string): boolean {
  const lower = word.toLowerCase();
  if (FURNITURE.has(lower) || known.includes(` ${lower} `)) return true;
  dictionary ??= nspell({ aff: Buffer.from(en.aff), dic: Buffer.from(en.dic) });
  return dictionary.correct(lower);
}

/** Runs of capitalised words ("Harcourt Street Advisory", "Bank of England"), split at punctuation. */
function namesIn(sentence: string, known: string): string[] {
  const names: string[] = [];
  let run: string[] = [];
  let end = 0;
  const flush = () => {
    while (run.length && /^(of|and|&|the|for|de|la)$/i.test(run[run.length - 1] ?? "")) run.pop();
    if (run.some((w) => !FURNITURE.has(w.toLowerCase()))) names.push(run.join(" "));
    run = [];
  };
  for (const m of sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}&'’*.-]*/gu)) {
    const start = m.index ?? 0;
    // Only spaces (or an ampersand) join two words into one name; a comma or bracket ends it.
    const gap = sentence.slice(end, start);
    if (!/^\s*&?\s*$/.test(gap)) flush();
    else if (gap.includes("&") && run.length) run.push("&");
    end = start + m[0].length;
    const word = m[0].replace(/['’]s$/, "").replace(/[.]$/, "");
    const opening = start === 0;
    if (word === "I") flush();
    // A sentence's first word is a name only if it is no ordinary English word.
    else if (/^\p{Lu}/u.test(word) && !(opening && ordinary(word, known))) run.push(word);
    else if (run.length && /^(of|and|&|the|for|de|la)$/i.test(word)) run.push(word);
    else flush();
  }
  flush();
  return names;
}

/**
 * A degree class written in words, with a point or in Roman numerals ("Upper Second", "Upper 2nd", "2.1",
 * "II.i") as "2:1", the same class; Cambridge's "Class I" is a First.
 */
const sameClass = (text: string) =>
  text
    .replace(/\bupper (?:second|2nd)(?:[- ]class)?\b|\b2\s?\.\s?1\b|\b2\s?:\s?1\b|\bII[.:]i\b/gi, "2:1")
    .replace(/\blower (?:second|2nd)(?:[- ]class)?\b|\b2\s?\.\s?2\b|\b2\s?:\s?2\b|\bII[.:]ii\b/gi, "2:2")
    .replace(/\bClass I\b(?![.:]?i)/g, "Class First");

/** Facts in one sentence that no source holds. */
function invented(sentence: string, sources: LetterSources, known: string): string[] {
  const out: string[] = [];
  const sourceNumbers = new Set(
    numbersIn(`${sources.cv}\n${sources.posting}\n${sources.firm}\n${sources.today}`),
  );
  // A degree class ("a 2:1") is a grade, checked with its degree below, not a pair of numbers.
  for (const n of numbersIn(sentence.replace(/\b2:[12]\b/g, " "))) if (!sourceNumbers.has(n)) out.push(n);
  const classes = sameClass(sources.cv);
  for (const grade of sentence.match(/\b2:[12]\b/g) ?? []) if (!classes.includes(grade)) out.push(grade);
  for (const grade of sentence.match(/(?<![\w*])(?:A\*|[A-E])(?:A\*|[A-E]){2,}(?![\w*])|\((A\*|[A-E])\)/g) ??
    []) {
    if (!sources.cv.includes(grade.replace(/[()]/g, ""))) out.push(grade);
  }
  out.push(...glued(sentence, sources.cv));
  for (const name of namesIn(sentence, known)) {
    // "A-level" for "A-levels": a plural is the same name.
    if (
      known.includes(normal(name)) ||
      known.includes(normal(separate(name))) ||
      known.includes(normal(`${name}s`)) ||
      known.includes(normal(name.replace(/s$/, "")))
    )
      continue;
    // A list of names ("Excel and PowerPoint") or a post and its organisation ("President of the X
    // Society"): each part must be known; which post goes with which organisation is checked apart.
    const parts = name.split(/\s+(?:and|&|of the|of|for)\s+/i);
    if (parts.length > 1 && parts.every((p) => known.includes(normal(p.replace(/^the\s+/i, ""))))) continue;
    out.push(name);
  }
  return out;
}

// Where a right-aligned template runs two parts together, the first often ends a post or a firm's name
// ("Insight WeekLivingbridge", "Greggs PLCBirmingham") and the second is often a month or a town
// ("Royal Highland ShowIngliston, UK").
const GLUED_LEFT =
  /^(?:llp|plc|ltd|limited|inc|group|club|society|show|week|intern|internship|analyst|associate|assistant|manager|member|officer|lead|secretary|president|treasurer|volunteer|supervisor|trainee|placement|programme|scheme|uk)$/i;

/**
 * A word of the letter that carries two of the CV's parts run together ("a Private Equity Insight
 * WeekLivingbridge"): no person writes it, so it names nothing the CV holds. A name with a capital
 * inside it ("BlackRock", "LinkedIn") is not one.
 */
function glued(sentence: string, cv: string): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(/[\p{L}][\p{L}'’.&-]*/gu)) {
    const parts = separate(m[0]).split(" ");
    for (const [k, right] of parts.slice(1).entries()) {
      const left = parts[k] ?? "";
      const month = MONTHS.some((name) => name.startsWith(right.toLowerCase()) && right.length >= 3);
      const place = new RegExp(
        `(?<![\\p{L}])${right.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},\\s*\\p{Lu}`,
        "u",
      ).test(cv);
      if (GLUED_LEFT.test(left.replace(/\W+$/, "")) || month || place) {
        out.push(m[0]);
        break;
      }
    }
  }
  return out;
}

/** Facts found in the sources but put somewhere the CV does not put them. */
function misattributed(written: string, sources: LetterSources): string[] {
  const out: string[] = [];
  // Where a fact sits is read in the order a person reads the page, one column after the other.
  const cv = separate(bulletsAcrossSidebar(readingOrder(sources.cv)));
  const sentence = separate(written);
  const today = Number(sources.today.slice(0, 4));
  // The member's name heads the CV: a line of words alone, no contact details.
  const first = sources.cv.split("\n").find((line) => line.trim()) ?? "";
  const member = /[\d@|]/.test(first) ? "" : first;
  // A grade: with its own degree, and in its own tense.
  for (const grade of sentence.match(GRADE_WORDS) ?? []) {
    if (/^first$/i.test(grade) && !/\b(?:a|predicted|achieving|achieved)\s+First\b/.test(sentence)) continue;
    // "Predicted First; first-year average 72%" states a First; "ranked first of eight" states none.
    const says = (line: string) => {
      const text = sameClass(line.replace(/\bfirst[- ]years?\b/gi, " "));
      if (/^first$/i.test(grade)) return /\bFirst\b|\bfirst[- ]class\b/.test(text);
      return new RegExp(`\\b${grade.replace(":", "\\s?:\\s?")}\\b`, "i").test(text);
    };
    const degree = QUALIFICATION.exec(sentence)?.[1];
    const block = degree ? degreeBlocks(cv, degree).join("\n") : cv;
    const gradeLines = block.split("\n").filter(says);
    if (degree && !gradeLines.length) out.push(`${grade} is not the grade of the ${degree}`);
    if (PREDICTED.test(sentence) && gradeLines.length && !gradeLines.some((l) => PREDICTED.test(l)))
      out.push(`${grade} is written as a prediction, but the CV states it as achieved`);
    if (
      ACHIEVED.test(sentence) &&
      !PREDICTED.test(sentence) &&
      gradeLines.length &&
      gradeLines.every((l) => PREDICTED.test(l))
    )
      out.push(`${grade} is written as achieved, but the CV only predicts it`);
  }
  // A graduation year: the institution's own.
  const graduation = /\bgraduat\w*(?: from ([^,.]+?))? in ((?:19|20)\d{2})\b/.exec(sentence);
  if (graduation?.[2]) {
    const institution = graduation[1]?.replace(/^the\s+/i, "").replace(/\s+with\b.*$/, "");
    const blocks = institution ? institutionBlocks(cv, institution) : [cv];
    // A person reads "2021 – 2025" as a degree ending in 2025: the year the range starts is not it.
    const year = graduation[2];
    const ends = (block: string) =>
      [...block.matchAll(new RegExp(`\\b${year}\\b`, "g"))].some(
        (m) =>
          !/^\s*(?:[–—-]|to)\s*(?:[A-Za-z]{3,9}\.?\s+|\d{1,2}[/.])?(?:(?:19|20)?\d{2}\b|present|now)/i.test(
            block.slice((m.index ?? 0) + 4),
          ),
      );
    if (!blocks.some(ends))
      out.push(`${graduation[2]} is not when the CV says ${institution ?? "the degree"} ends`);
    if (/\bgraduated\b/.test(sentence) && Number(graduation[2]) > today)
      out.push(`"graduated" in ${graduation[2]}, still to come`);
  }
  // A role: at its own employer; a result: from the job it was achieved in.
  const roles = sentence.matchAll(
    /\b(?:[Aa]s(?: an?)?|[Dd]uring(?: the| my)?|[Oo]n the|[Ii]n my role as(?: an?)?|[Ww]hile working as(?: an?)?) ((?:(?! as | and my |, | has | have | is | was | with ).){2,60}?) (?:at|of) ((?:the )?[A-Z][^,]+?)(?=,|\.|$| where\b| and my\b)/g,
  );
  const spans: [number, number][] = [];
  for (const held of roles) {
    if (!held[1] || !held[2]) continue;
    const org = held[2].replace(/^the\s+/i, "");
    spans.push([held.index ?? 0, (held.index ?? 0) + held[0].length]);
    // "As a member of the Corporate Banking team" names a team as a team; "at Private Banking" makes it
    // the employer.
    const placed = / at\s+(?:the\s+)?$/.test(held[0].slice(0, held[0].length - held[2].length));
    if (placed && employerNamed(cv, org, member) === false) {
      out.push(notEmployer(org));
      continue;
    }
    // Its lines near the name, and its header however many lines it takes (name, place, dates, role),
    // with any later post there after a promotion.
    const blocks = [...linesNear(cv, org, 2, 2), ...entryPosts(cv, org)];
    const role = held[1].replace(/^(?:my|the|an?)\s+/i, "");
    if (blocks.length && !blocks.some((b) => normal(b).includes(normal(role))))
      out.push(`${role} is not a role the CV gives at ${org}`);
    const results = numbersIn(sentence.slice((held.index ?? 0) + held[0].length));
    const jobs = entryBlocks(cv, org);
    for (const n of results) {
      if (jobs.length && !jobs.some((b) => numbersIn(b).includes(n)))
        out.push(`${n} is not from the work at ${org}`);
    }
  }
  // Every other way a sentence ties work to an organisation: "At X, I …", "my time at X", "while at X",
  // "an internship with X". X must be one a person reads as the member's employer or place of study,
  // and a result said after it must come from its entry.
  for (const tie of sentence.matchAll(TIES)) {
    const start = tie.index ?? 0;
    const name = tie.slice(1).find(Boolean);
    if (!name || spans.some(([from, to]) => start >= from && start < to)) continue;
    const org = name.replace(/^the\s+/i, "").replace(/\.+$/, "");
    // "I would like to apply for the … role at Harcourt Lane", "An internship at Harcourt Lane would let me
    // …": the firm written to, not past work, unless the sentence makes it the member's own ("my time at").
    if (
      normal(org) === normal(sources.firm.split("\n")[0] ?? "") &&
      (!/\b(?:my|while|worked|working)\b/i.test(tie[0]) ||
        /\bmy (?:career|next step|future)\b/i.test(tie[0])) &&
      !/^(?:,\s+)?[Aa]t\s/.test(tie[0])
    )
      continue;
    const employer = employerNamed(cv, org, member);
    if (employer === false) {
      out.push(notEmployer(org));
      continue;
    }
    if (!employer) continue;
    // "my BSc Economics at LSE": the degree is one the CV gives there.
    const degree = QUALIFICATION.exec(tie[0])?.[1];
    if (degree && !studiedAt(cv, degree, org))
      out.push(`the ${degree} is not a degree the CV gives at ${org}`);
    const jobs = entryBlocks(cv, org);
    for (const n of numbersIn(sentence.slice(start + tie[0].length).replace(/\b2:[12]\b/g, " "))) {
      if (jobs.length && !jobs.some((b) => numbersIn(b).includes(n)))
        out.push(`${n} is not from the work at ${org}`);
    }
  }
  return [...new Set(out)];
}

const notEmployer = (org: string) => `${org} is no employer or place of study the CV gives`;

// A name as a sentence writes it: capitalised words, joined by "of", "and", "&" or "the" ("Bank of
// England", "Marks and Spencer"), never running on into the "I" of the next clause.
const NAME = String.raw`((?:the\s+)?(?!I\b)\p{Lu}[\p{L}\p{N}&'’.*-]*(?:\s+(?:(?:of|and|&|for|the|de|la)\s+)*(?!I\b)\p{Lu}[\p{L}\p{N}&'’.*-]*)*)`;
// Either case of each word's first letter: "Finance Graduate at X" and "an internship at X".
const eitherCase = (words: string) =>
  words
    .split(" ")
    .map((word) => `[${word[0]}${word[0]?.toUpperCase()}]${word.slice(1)}`)
    .join("|");
// Words for a spell of work: "my internship with X" ties the work to X as "my internship at X" does,
// where "my experience with Python" or "worked with the audit team" does not.
const SPELL = eitherCase(
  "time internship placement role job post position years? summer months? weeks? stint",
);
const WORKED = eitherCase(
  "intern(?:ed|ing|ship)? volunteer(?:ed|ing)? placement role post position analyst assistant associate trainee officer advis[eo]r graduate manager consultant",
);
const TIES = new RegExp(
  [
    // "At Coutts, I prepared …"; "Last summer, at UBS, I …"; "the same skills at UBS, where I …". The
    // name may run on in small letters before the comma ("At OEIC funds and cleared breaks, I …").
    String.raw`(?:^|,\s+)[Aa]t\s+${NAME}(?:\s+[\p{Ll}'’][^,]{0,60})?,\s*(?=I\b|my\b|we\b)`,
    String.raw`\bat\s+${NAME}(?:\s+[\p{Ll}'’][^,]{0,60})?,\s+where\s+I\b`,
    // "my time at X", "my BSc Economics at X", "my summer internship with X".
    String.raw`\b[Mm]y\s+(?:[\p{L}-]+\s+){0,4}?at\s+${NAME}`,
    String.raw`\b[Mm]y\s+(?:[\p{L}-]+\s+){0,3}?(?:${SPELL})\s+with\s+${NAME}`,
    // "while at X", "while working with X".
    String.raw`\b[Ww]hile\s+(?:at|with|(?:working|interning|volunteering|employed|based)\s+(?:at|with|for))\s+${NAME}`,
    // "Finance Graduate at X", "interned with X", "worked at X", "worked for X".
    String.raw`\b(?:${WORKED})\s+(?:at|with)\s+${NAME}`,
    String.raw`\b(?:[Ww]ork(?:ed|ing))\s+(?:at|for)\s+${NAME}`,
  ].join("|"),
  "gu",
);

/** Whether the CV gives `degree` at `institution`: in the degree's own lines, or in the institution's above its dates. */
function studiedAt(cv: string, degree: string, institution: string): boolean {
  const key = normal(institution);
  if (degreeBlocks(cv, degree).some((block) => normal(block).includes(key))) return true;
  return institutionBlocks(cv, institution).some((block) => {
    const lines = block.split("\n");
    const at = lines.findIndex((line) => normal(line).includes(key));
    const dates = lines.findIndex((line, k) => k > at && /\b(?:19|20)\d{2}\b/.test(line));
    return lines
      .slice(0, dates < 0 ? undefined : dates + 1)
      .some((line) => new RegExp(`\\b${degree}\\b`).test(line));
  });
}

export function checkLetter(letter: string, given: LetterSources): LetterIssue[] {
  const issues: LetterIssue[] = [];
  // "V E R D A N T  C A P I T A L": a name in spaced capitals reads as "VERDANT CAPITAL".
  const cv = given.cv.replace(/(?<![\p{L}\p{N}])\p{Lu}(?: \p{Lu}){2,}(?![\p{L}\p{N}])/gu, (run) =>
    run.replace(/ /g, ""),
  );
  const sources = { ...given, cv };
  // The CV as written and with its run-together parts set apart, so "Hill Rowing ClubOct 2023" holds
  // "Hill Rowing Club" and "BlackRock" is still known whole.
  const known = normal(
    `${sources.cv}\n${separate(sources.cv)}\n${sources.posting}\n${sources.firm}\n${sources.today}\n${MONTHS.join(" ")}`,
  );
  for (const paragraph of bodyParagraphs(letter)) {
    for (const sentence of sentencesOf(paragraph)) {
      for (const fact of invented(sentence, sources, known))
        issues.push({ kind: "invented", detail: `${fact} in “${sentence}”` });
      for (const fact of misattributed(sentence, sources))
        issues.push({ kind: "misattributed", detail: `${fact}: “${sentence}”` });
    }
  }
  const total = words(letter).length;
  const body = words(bodyParagraphs(letter).join(" ")).length;
  if (total > 400 || body < 250)
    issues.push({ kind: "length", detail: `${total} words in all, ${body} in the body` });
  const run = longestSharedRun(letter, sources.posting);
  if (run > 12) issues.push({ kind: "copied", detail: `${run} words in a row from the posting` });
  return issues;
}

/** The longest run of consecutive words two texts share, compared in lower case without punctuation. */
export function longestSharedRun(a: string, b: string): number {
  const tokens = (text: string) => normal(text).trim().split(" ").filter(Boolean);
  const [x, y] = [tokens(a), tokens(b)];
  let best = 0;
  let previous = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    const row = new Array<number>(y.length + 1).fill(0);
    for (let j = 1; j <= y.length; j++) {
      if (x[i - 1] === y[j - 1]) {
        row[j] = (previous[j - 1] ?? 0) + 1;
        if ((row[j] ?? 0) > best) best = row[j] ?? 0;
      }
    }
    previous = row;
  }
  return best;
}

/** Paragraphs that two letters to the same firm, from different CVs, share word for word. */
export function sharedParagraphs(letters: { firm: string; cv: string; text: string }[]): string[] {
  const seen = new Map<string, { cv: string }>();
  const shared = new Set<string>();
  for (const letter of letters) {
    for (const paragraph of bodyParagraphs(letter.text)) {
      const key = `${letter.firm.toLowerCase()}\n${normal(paragraph)}`;
      const first = seen.get(key);
      if (first && first.cv !== letter.cv) shared.add(`${letter.firm}: ${paragraph}`);
      else if (!first) seen.set(key, { cv: letter.cv });
    }
  }
  return [...shared];
}

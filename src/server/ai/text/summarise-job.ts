import type { ItemSentence, Tokens } from "wink-nlp";
import type { JobSummary } from "../../../shared/jobs";
import { findDeadline } from "./deadline";
import { nlp, perToken } from "./nlp";
import { findOnlineTests } from "./online-tests";
import { type Block, parseBlocks, type Section } from "./text-blocks";

// The built-in extractive job summary: what the jobs feature shows when no model is configured or the
// model fails, and how the cover-letter engine reads a posting's duties and asks. Every line it
// returns is a sentence or list item of the job's own text; a part the text does not cover stays
// empty. Scoring:
// each unit (sentence or list item) earns the TF-IDF weight of its content words (term frequency over
// the whole posting, inverse frequency across its units), a bonus for words of the title, a small one
// for coming early, and cue words decide whether it is a duty, a requirement or general. Ties break on
// position, so the same text always gives the same summary.

export type JobSummaryInput = {
  title: string;
  firm: string;
  /** The description as plain text; list items on their own lines ("• …"), headings on theirs. */
  text: string;
  /** The closing date the job board gave, used when the text names none. */
  closesAt?: Date | null;
};

const MAX_INPUT_CHARS = 40_000;
const MAX_ITEMS = 6;
const MAX_OVERVIEW_SENTENCES = 2;
const MAX_UNIT_CHARS = 320;

type Kind = "responsibility" | "requirement" | "general" | "boilerplate";
type Unit = { index: number; text: string; bullet: boolean; section: Section; terms: string[]; kind: Kind };

const REQUIREMENT_CUE =
  /\b(we('|’)?re looking for|we are (looking for|seeking)|(you|candidates?|applicants?|the successful candidate|the ideal candidate) (should|must|will|need to|will need to) (have|be|possess|hold|demonstrate)|you('|’)?ll (need|have|be expected)|you will need|you have|required|requirements?|essential|desirable|degree|graduat(ing|ed) (in|by|from|between)|graduation (date|year)|penultimate[- ]year (students?|undergraduates?)|final[- ]year (students?|undergraduates?)|qualifications?|experience (in|with|of)|proficien(t|cy)|fluen(t|cy)|knowledge of|ability to|able to|skills|eligib(le|ility)|right to work|2[:.]1|a[- ]levels?|ucas|gpa|ideal candidate|minimum|interest in|understanding of|track record)\b/i;
const RESPONSIBILITY_CUE =
  /\b(you('|’)?ll|you will|responsible for|responsibilities|day[- ]to[- ]day|will (involve|include)|in this role|work(ing)? (on|with|alongside|across)|get involved|hands-on|exposure to|assist(ing)? (with|in)|support(ing)? (the|our|senior)|(the|this|our) (intern|interns|analysts?|graduates?|trainees?|associates?|successful candidate|role|position) will)\b/i;
// "We are looking for an intern to join our deal team" introduces the role; it asks nothing of anyone.
const ROLE_INTRODUCTION = /\blooking for (an?|the|two|three|several)\b[^.]{0,80}\bto join\b/i;
const BOILERPLATE =
  /\b(equal opportunit|diversity|inclusi(ve|on)|regardless of|reasonable adjustments?|accommodations?|cookies?|privacy|gdpr|data protection|click (here|apply)|apply now|follow us|recruitment agenc|all qualified applicants|disabilit(y|ies)|veteran|protected characteristics?|background check)/i;

function classify(text: string, section: Section, bullet: boolean, firstPos: string | undefined): Kind {
  if (BOILERPLATE.test(text)) return "boilerplate";
  if (section === "other") return "general";
  // A list item under "Responsibilities" is a duty whatever its words; a sentence there must say so.
  if (bullet && section === "responsibilities") return "responsibility";
  if (bullet && section === "requirements") return "requirement";
  const requirement = REQUIREMENT_CUE.test(text) && !ROLE_INTRODUCTION.test(text);
  const responsibility = RESPONSIBILITY_CUE.test(text);
  if (section === "responsibilities" && responsibility) return "responsibility";
  if (section === "requirements" && requirement) return "requirement";
  if (requirement) return "requirement";
  if (responsibility) return "responsibility";
  // A list item that starts with a verb ("Build models…") is a duty.
  if (bullet && firstPos === "VERB") return "responsibility";
  return "general";
}

/** Cuts an over-long unit at its first sentence, then at a word, never inside one. */
function shorten(text: string): string {
  const clean = text.replace(/[;,:\s]+$/, "").trim();
  if (clean.length <= MAX_UNIT_CHARS) return clean;
  const first = /^(.{40,}?[.!?])\s/.exec(clean)?.[1];
  if (first && first.length <= MAX_UNIT_CHARS) return first;
  return `${clean.slice(0, clean.lastIndexOf(" ", MAX_UNIT_CHARS - 1)).trimEnd()}…`;
}

function toUnits(blocks: Block[]): Unit[] {
  const { its } = nlp();
  const units: Unit[] = [];
  const add = (text: string, block: Block, tokens: Tokens) => {
    const lemmas = perToken<string>(tokens, its.lemma);
    const kinds = perToken<string>(tokens, its.type);
    const stop = perToken<boolean>(tokens, its.stopWordFlag);
    const terms = lemmas.filter((lemma, i) => kinds[i] === "word" && !stop[i] && lemma.length > 1);
    const firstPos = perToken<string>(tokens, its.pos)[0];
    const bullet = block.kind === "bullet";
    const kind = classify(text, block.section, bullet, firstPos);
    units.push({ index: units.length, text, bullet, section: block.section, terms, kind });
  };
  for (const block of blocks) {
    if (block.kind === "heading") continue;
    const doc = nlp().readDoc(block.text);
    if (block.kind === "bullet") {
      add(block.text, block, doc.tokens());
      continue;
    }
    doc
      .sentences()
      .each((sentence: ItemSentence) => add((sentence.out() as string).trim(), block, sentence.tokens()));
  }
  return units;
}

function scoreUnits(units: Unit[], title: string): Map<number, number> {
  const tf = new Map<string, number>();
  const df = new Map<string, number>();
  for (const unit of units) {
    for (const term of unit.terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    for (const term of new Set(unit.terms)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const maxTf = Math.max(1, ...tf.values());
  const titleTerms = new Set(
    title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2),
  );
  const scores = new Map<number, number>();
  for (const unit of units) {
    const distinct = [...new Set(unit.terms)];
    let weight = 0;
    for (const term of distinct) {
      weight += ((tf.get(term) ?? 0) / maxTf) * Math.log(1 + units.length / (df.get(term) ?? 1));
    }
    const titleHits = distinct.filter((t) => titleTerms.has(t)).length;
    const early = 1 - unit.index / Math.max(1, units.length);
    const score = weight / Math.sqrt(1 + distinct.length) + 0.4 * titleHits + 0.5 * early;
    scores.set(unit.index, score);
  }
  return scores;
}

/** The best `count` units by score (ties: earlier first), returned in the order the text has them. */
function pick(units: Unit[], scores: Map<number, number>, count: number): Unit[] {
  const seen = new Set<string>();
  const unique = units.filter((u) => {
    const key = u.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique
    .sort((a, b) => (scores.get(b.index) ?? 0) - (scores.get(a.index) ?? 0) || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index);
}

/** List items first (that is how postings state duties and requirements), then sentences. */
function items(units: Unit[], kind: Kind, scores: Map<number, number>): string[] {
  const matching = units.filter((u) => u.kind === kind && u.terms.length > 0);
  const bullets = matching.filter((u) => u.bullet);
  const chosen = bullets.length >= 2 ? pick(bullets, scores, MAX_ITEMS) : pick(matching, scores, MAX_ITEMS);
  return chosen.map((u) => shorten(u.text));
}

function overview(units: Unit[], scores: Map<number, number>, used: Set<string>): string {
  const words = (u: Unit) => u.text.split(/\s+/).length;
  // A line without a full stop and only a few words is a title or a label, not a sentence.
  const sentence = (u: Unit) => /[.!?]["'’”)]?$/.test(u.text) || words(u) >= 14;
  const prose = units.filter(
    (u) =>
      !u.bullet &&
      u.kind !== "boilerplate" &&
      sentence(u) &&
      words(u) >= 5 &&
      words(u) <= 60 &&
      !used.has(u.text),
  );
  const about = prose.filter((u) => u.section !== "other");
  // General sentences first; duties or requirements that no list above used make up the rest.
  const chosen = pick(
    about.filter((u) => u.kind === "general"),
    scores,
    MAX_OVERVIEW_SENTENCES,
  );
  const rest = about.filter((u) => u.kind !== "general");
  const more = pick(rest, scores, MAX_OVERVIEW_SENTENCES - chosen.length);
  return [...chosen, ...more]
    .sort((a, b) => a.index - b.index)
    .map((u) => shorten(u.text))
    .join(" ");
}

export function summariseJob(input: JobSummaryInput): JobSummary {
  const text = input.text.slice(0, MAX_INPUT_CHARS);
  const units = toUnits(parseBlocks(text));
  const scores = scoreUnits(units, input.title);
  const responsibilities = items(units, "responsibility", scores);
  const requirements = items(units, "requirement", scores);
  const used = new Set(
    units
      .filter((u) => responsibilities.includes(shorten(u.text)) || requirements.includes(shorten(u.text)))
      .map((u) => u.text),
  );
  return {
    overview: overview(units, scores, used),
    responsibilities,
    requirements,
    deadline: findDeadline(
      units.map((u) => u.text),
      input.closesAt,
    ),
    tests: findOnlineTests(text),
  };
}

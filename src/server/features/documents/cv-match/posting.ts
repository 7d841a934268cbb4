import { parseBlocks, type Section } from "../../../ai/text/text-blocks";
import { AREA_ALIASES, AREA_BY_ID } from "./finance-areas";
import { findIn, findInLines, type TokenLine, tokenLine } from "./text";
import { areaVocabulary } from "./vocabularies";

// A posting read for matching: each line of its text with the part of the posting it sits in, which
// says how much it asks of a candidate. Requirements ask most; duties ("you will build DCF models")
// describe what an intern will learn as much as what they must bring; the introduction asks less; benefits
// and "about us" ask nothing ("full study support for the CFA" is an offer, not a requirement). A line
// that calls something desirable halves it, and "no previous finance experience is needed" removes it.

export type PostingInput = {
  title: string;
  firm: string;
  text: string;
  roleType?: string | null;
  financeAreas?: string[];
};

export type PostingLine = {
  line: TokenLine;
  section: Section;
  weight: number;
  desirable: boolean;
  negated: boolean;
};

export type ParsedPosting = {
  title: string;
  text: string;
  lines: PostingLine[];
  roleType?: string;
  areas: string[];
  /** The posting says candidates need no previous finance experience or knowledge. */
  noExperienceNeeded: boolean;
};

const SECTION_WEIGHT: Record<Section, number> = {
  requirements: 1,
  responsibilities: 0.6,
  intro: 0.4,
  other: 0,
};
const DESIRABLE =
  /\b(desirable|advantage|advantageous|a plus|is a plus|bonus|nice to have|helpful|helps|welcome|preferred|ideally|not essential|not required)\b/i;
const NO_EXPERIENCE =
  /\bno\s+(prior|previous)?\s*(finance|financial|industry|relevant)?\s*(experience|knowledge)\s+(is\s+)?(needed|necessary|required)\b|\b(don['’]t|do not|won['’]t|will not) need (any )?(prior |previous )?(finance |financial |industry |relevant )?(experience|knowledge)\b|\b(don['’]t|do not|won['’]t|will not) need to (know (any(thing about )?)?finance)\b|\bno (finance|financial|industry) (experience|knowledge|background) (is )?(needed|necessary|required)\b|\b(don['’]t|do not|won['’]t|will not) expect you to have (worked|any|experience|previous|prior)\b|\b(no|any) (prior |previous )?experience (is )?(expected|assumed)\b|\bexperience (is )?not (expected|needed|required|necessary)\b/i;

const ROLE_TYPE_IN_TITLE: [string, RegExp][] = [
  ["spring_week", /\bspring (week|insight)|insight (week|day|programme|program)\b/i],
  ["off_cycle_internship", /\boff[- ]cycle\b/i],
  ["industrial_placement", /\b(industrial placement|placement year|year in industry)\b/i],
  ["summer_internship", /\b(summer|intern|internship)\b/i],
  ["graduate_programme", /\b(graduate|grad scheme)\b/i],
];

function roleTypeOf(posting: PostingInput): string | undefined {
  if (posting.roleType && posting.roleType !== "other") return posting.roleType;
  return ROLE_TYPE_IN_TITLE.find(([, pattern]) => pattern.test(posting.title))?.[0];
}

/** The posting's areas: those it was filed under, those its title names, else those its text names most. */
function areasOf(posting: PostingInput, title: TokenLine, lines: PostingLine[]): string[] {
  const filed = (posting.financeAreas ?? []).map((area) => AREA_ALIASES.get(area) ?? area);
  const areas = new Set(filed.filter((area) => AREA_BY_ID.has(area)));
  for (const area of findIn(areaVocabulary(), title)) areas.add(area);
  if (areas.size) return [...areas];
  const hits = findInLines(
    areaVocabulary(),
    lines.filter((line) => line.weight > 0).map((line) => line.line),
  );
  const most = Math.max(0, ...[...hits.values()].map((at) => at.length));
  return [...hits].filter(([, at]) => at.length === most && most > 0).map(([area]) => area);
}

// Headings the job summariser's reader leaves unnamed but a candidate reads at once: "You will need:",
// "We are looking for:", "Who can apply", "You might:".
const REQUIREMENT_HEADING =
  /\b(looking for|you will need|you('|’)?ll need|you need|who can apply|eligibility|requirements|about you|what you bring|you should have|ideal candidate)\b/i;
const DUTY_HEADING = /\b(you will|you('|’)?ll|you might|you may|responsibilities|day[- ]to[- ]day)\b/i;

const CLAUSE_BREAK = /;\s+|(?<=[.!?])\s+(?=[A-Z])/;

function headingSection(text: string): Section | undefined {
  if (REQUIREMENT_HEADING.test(text)) return "requirements";
  if (DUTY_HEADING.test(text)) return "responsibilities";
  return undefined;
}

// "The process" on a line of its own heads the part about interviews, which asks nothing of a CV.
const PROCESS_HEADING =
  /^(the |our )?(recruitment |application |selection |interview |hiring )?(process|timeline|next steps)$/i;

function postingLines(text: string): PostingLine[] {
  const lines: PostingLine[] = [];
  let override: Section | undefined;
  for (const block of parseBlocks(text)) {
    if (block.kind === "heading") {
      override = headingSection(block.text);
      continue;
    }
    if (PROCESS_HEADING.test(block.text.trim())) {
      override = "other";
      continue;
    }
    const section = override ?? block.section;
    // "Strong Python; C++ is a plus": what is desirable is said clause by clause.
    for (const clause of block.text.split(CLAUSE_BREAK).filter((part) => part.trim())) {
      lines.push({
        line: tokenLine(clause),
        section,
        weight: SECTION_WEIGHT[section],
        desirable: DESIRABLE.test(clause),
        negated: NO_EXPERIENCE.test(clause),
      });
    }
  }
  return lines;
}

export function parsePosting(posting: PostingInput): ParsedPosting {
  const lines = postingLines(posting.text);
  const title = tokenLine(posting.title);
  return {
    title: posting.title,
    text: posting.text,
    lines,
    roleType: roleTypeOf(posting),
    areas: areasOf(posting, title, lines),
    noExperienceNeeded: lines.some((line) => line.negated),
  };
}

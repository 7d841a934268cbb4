import type { MissingKeyword } from "../../../../shared/cv-match";
import { claimStrength, listedStrength } from "./claims";
import { type MatchContext, type PartResult, pointsOf } from "./context";
import type { ParsedCv } from "./cv-sections";
import { subjectsIn } from "./education";
import { AREA_BY_ID } from "./finance-areas";
import { SKILL_BY_ID } from "./finance-skills";
import type { ParsedPosting } from "./posting";
import { findIn, type TokenLine, tokenLine } from "./text";
import { skillVocabulary } from "./vocabularies";

// Hard skills: the finance skills the posting asks for, weighted by how strongly it asks, and the share
// of that weight the CV shows. The skills an area takes for granted (Excel in banking, Python in quant)
// are added at a low weight when the posting does not list them, so a short posting is still read the
// way its recruiter would read a CV against it.

export const HARD_SKILLS_WEIGHT = 25;
const DESIRABLE_FACTOR = 0.5;
const CORE_SKILL_WEIGHT = 0.4;
/** Two firmly stated requirements: a posting asking for less than this leaves the rest as met. */
const MIN_ASKED_WEIGHT = 2;

type Asked = { weight: number; core: boolean; alternatives?: string[] };
type Ask = { ids: string[]; weight: number; core: boolean };

const DEGREE_CLAUSE = /\b(degree|discipline)\b/i;
const namesDegreeSubjects = (text: string) => DEGREE_CLAUSE.test(text) && subjectsIn(text).size >= 2;

/** "Python or VBA": skills a posting names as alternatives, any one of which meets the ask. */
function alternativesIn(text: string): string[][] {
  return text
    .split(/[,;(]|\band\b/)
    .filter((segment) => /\bor\b/.test(segment))
    .map((segment) => [...findIn(skillVocabulary(), tokenLine(segment))])
    .filter((ids) => ids.length > 1);
}

export function askedSkills(context: MatchContext): Map<string, Asked> {
  const { posting } = context;
  const asked = new Map<string, Asked>();
  for (const line of posting.lines) {
    // "A numerate degree (mathematics, statistics…)" names subjects to have studied, not skills to show.
    if (line.negated || namesDegreeSubjects(line.line.text)) continue;
    const weight = line.weight * (line.desirable ? DESIRABLE_FACTOR : 1);
    if (weight === 0) continue;
    for (const id of findIn(skillVocabulary(), line.line)) {
      if (weight > (asked.get(id)?.weight ?? 0)) asked.set(id, { ...asked.get(id), weight, core: false });
    }
    for (const ids of alternativesIn(line.line.text)) {
      for (const id of ids) {
        const entry = asked.get(id);
        if (entry) entry.alternatives = [...new Set([...(entry.alternatives ?? []), ...ids])];
      }
    }
  }
  // A posting that needs no previous experience expects nothing an area usually takes for granted.
  if (!posting.noExperienceNeeded) {
    for (const area of posting.areas) {
      for (const id of AREA_BY_ID.get(area)?.coreSkills ?? []) {
        if (!asked.has(id)) asked.set(id, { weight: CORE_SKILL_WEIGHT, core: true });
      }
    }
  }
  return asked;
}

/** The skills the CV names, and those they imply (a DCF shows valuation). */
export function cvSkills(lines: readonly TokenLine[]): Set<string> {
  const found = new Set(lines.flatMap((line) => [...findIn(skillVocabulary(), line)]));
  for (const id of found) for (const implied of SKILL_BY_ID.get(id)?.implies ?? []) found.add(implied);
  return found;
}

/**
 * How firmly the CV shows each skill: 1 when work, a project or a module uses it, less when only a
 * list names it. A recruiter believes a skill used in a bullet and discounts a list of keywords, so
 * pasting the posting's terms into a skills line lifts a thin CV only a little.
 */
export function shownSkills(context: MatchContext): Map<string, number> {
  const shown = new Map<string, number>();
  const listed = listedStrength(context.cv);
  context.cv.lines.forEach((line, index) => {
    const tokens = context.cvTokens[index];
    if (!tokens || line.section === "header") return;
    const strength = claimStrength(line, listed);
    for (const id of cvSkills([tokens])) shown.set(id, Math.max(shown.get(id) ?? 0, strength));
  });
  return shown;
}

const label = (id: string) => SKILL_BY_ID.get(id)?.label ?? id;

/** The asks, alternatives joined into one: "Python or VBA" is one ask, met by either. */
function asksOf(asked: Map<string, Asked>): Ask[] {
  const asks: Ask[] = [];
  const done = new Set<string>();
  for (const [id, entry] of [...asked].sort((a, b) => b[1].weight - a[1].weight)) {
    if (done.has(id)) continue;
    const ids = (entry.alternatives ?? [id]).filter((other) => asked.has(other) && !done.has(other));
    for (const other of ids) done.add(other);
    asks.push({ ids: ids.length ? ids : [id], weight: entry.weight, core: entry.core });
  }
  return asks;
}

// What the posting asks and what the CV shows each depend on one text alone. A posting or CV reading kept
// between scores (parse-cache.ts) is the same object each time, so both are worked out once per object;
// a freshly parsed one is a new object and misses. Neither is written to once made.
const asksByPosting = new WeakMap<ParsedPosting, readonly Ask[]>();
const shownByCv = new WeakMap<ParsedCv, ReadonlyMap<string, number>>();

function postingAsks(context: MatchContext): readonly Ask[] {
  const known = asksByPosting.get(context.posting);
  if (known) return known;
  const asks = asksOf(askedSkills(context));
  asksByPosting.set(context.posting, asks);
  return asks;
}

function cvShown(context: MatchContext): ReadonlyMap<string, number> {
  const known = shownByCv.get(context.cv);
  if (known) return known;
  const shown = shownSkills(context);
  shownByCv.set(context.cv, shown);
  return shown;
}

export function scoreHardSkills(context: MatchContext): PartResult {
  const shown = cvShown(context);
  const strengthOf = (ask: Ask) => Math.max(0, ...ask.ids.map((id) => shown.get(id) ?? 0));
  const asks = postingAsks(context);
  const total = asks.reduce((sum, a) => sum + a.weight, 0);
  const foundAsks = asks.filter((a) => strengthOf(a) > 0);
  const missingAsks = asks.filter((a) => strengthOf(a) === 0);
  const found = foundAsks.map((a): [string, Ask] => [a.ids.find((id) => shown.has(id)) ?? a.ids[0] ?? "", a]);
  const missing = missingAsks.map((a): [string, Ask] => [a.ids[0] ?? "", a]);
  const asked = asks;
  const listedOnly = foundAsks.filter((a) => strengthOf(a) < 1).length;
  // A posting that asks for little cannot take many points away: what it leaves unasked counts as met.
  const unasked = Math.max(0, MIN_ASKED_WEIGHT - total);
  const earned = foundAsks.reduce((sum, a) => sum + a.weight * strengthOf(a), 0);
  const share = (earned + unasked) / (total + unasked);
  const named = asked.filter((a) => !a.core).length;
  const usual = asked.length - named;
  const note =
    asked.length === 0
      ? "The posting asks for no technical skills, so none are missing."
      : `Your CV shows ${found.length} of the ${asked.length} skills looked for (${named} named in the posting${usual ? `, ${usual} usual for the role` : ""}), weighted by how strongly each is asked for${listedOnly ? `; ${listedOnly} only in a list, which counts for less than a bullet that uses the skill` : ""}.`;
  const areaLabel = AREA_BY_ID.get(context.posting.areas[0] ?? "")?.label.toLowerCase() ?? "this area";
  const missingKeywords: MissingKeyword[] = missing.flatMap(([id, a]) => {
    const skill = SKILL_BY_ID.get(id);
    if (!skill) return [];
    const why = a.core
      ? `${skill.why} Usual in ${areaLabel}, though this posting does not name it.`
      : skill.why;
    // "Python or VBA": either meets the ask, so the keyword says so.
    return [{ keyword: a.ids.map(label).join(" or "), kind: skill.kind, why }];
  });
  return {
    part: {
      id: "hard-skills",
      label: "Hard skills",
      weight: HARD_SKILLS_WEIGHT,
      points: pointsOf(HARD_SKILLS_WEIGHT, share),
      found: found.map(([id]) => label(id)),
      missing: missing.map(([, a]) => a.ids.map(label).join(" or ")),
      note,
    },
    missingKeywords,
  };
}

import type { MissingKeyword } from "../../../../shared/cv-match";
import { type MatchContext, type PartResult, pointsOf } from "./context";
import { subjectsIn } from "./education";
import { AREA_BY_ID } from "./finance-areas";
import { SKILL_BY_ID } from "./finance-skills";
import { findIn, type TokenLine } from "./text";
import { skillVocabulary } from "./vocabularies";

// Hard skills: the finance skills the posting asks for, weighted by how strongly it asks, and the share
// of that weight the CV shows. The skills an area takes for granted (Excel in banking, Python in quant)
// are added at a low weight when the posting does not list them, so a short posting is still read the
// way its recruiter would read a CV against it.

export const HARD_SKILLS_WEIGHT = 30;
const DESIRABLE_FACTOR = 0.5;
const CORE_SKILL_WEIGHT = 0.4;
/** Two firmly stated requirements: a posting asking for less than this leaves the rest as met. */
const MIN_ASKED_WEIGHT = 2;

type Asked = { weight: number; core: boolean };

const DEGREE_CLAUSE = /\b(degree|discipline)\b/i;
const namesDegreeSubjects = (text: string) => DEGREE_CLAUSE.test(text) && subjectsIn(text).size >= 2;

export function askedSkills(context: MatchContext): Map<string, Asked> {
  const { posting } = context;
  const asked = new Map<string, Asked>();
  for (const line of posting.lines) {
    // "A numerate degree (mathematics, statistics…)" names subjects to have studied, not skills to show.
    if (line.negated || namesDegreeSubjects(line.line.text)) continue;
    const weight = line.weight * (line.desirable ? DESIRABLE_FACTOR : 1);
    if (weight === 0) continue;
    for (const id of findIn(skillVocabulary(), line.line)) {
      if (weight > (asked.get(id)?.weight ?? 0)) asked.set(id, { weight, core: false });
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

const label = (id: string) => SKILL_BY_ID.get(id)?.label ?? id;

export function scoreHardSkills(context: MatchContext): PartResult {
  const asked = [...askedSkills(context)].sort((a, b) => b[1].weight - a[1].weight);
  const has = cvSkills(context.cvTokens);
  const total = asked.reduce((sum, [, a]) => sum + a.weight, 0);
  const found = asked.filter(([id]) => has.has(id));
  const missing = asked.filter(([id]) => !has.has(id));
  // A posting that asks for little cannot take many points away: what it leaves unasked counts as met.
  const unasked = Math.max(0, MIN_ASKED_WEIGHT - total);
  const share = (found.reduce((sum, [, a]) => sum + a.weight, 0) + unasked) / (total + unasked);
  const named = asked.filter(([, a]) => !a.core).length;
  const usual = asked.length - named;
  const note =
    asked.length === 0
      ? "The posting asks for no technical skills, so none are missing."
      : `Your CV shows ${found.length} of the ${asked.length} skills looked for (${named} named in the posting${usual ? `, ${usual} usual for the role` : ""}), weighted by how strongly each is asked for.`;
  const areaLabel = AREA_BY_ID.get(context.posting.areas[0] ?? "")?.label.toLowerCase() ?? "this area";
  const missingKeywords: MissingKeyword[] = missing.flatMap(([id, a]) => {
    const skill = SKILL_BY_ID.get(id);
    if (!skill) return [];
    const why = a.core
      ? `${skill.why} Usual in ${areaLabel}, though this posting does not name it.`
      : skill.why;
    return [{ keyword: skill.label, kind: skill.kind, why }];
  });
  return {
    part: {
      id: "hard-skills",
      label: "Hard skills",
      weight: HARD_SKILLS_WEIGHT,
      points: pointsOf(HARD_SKILLS_WEIGHT, share),
      found: found.map(([id]) => label(id)),
      missing: missing.map(([id]) => label(id)),
      note,
    },
    missingKeywords,
  };
}

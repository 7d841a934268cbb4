import type { MissingKeyword } from "../../../../shared/cv-match";
import { claimStrength, listedStrength } from "./claims";
import { type MatchContext, type PartResult, pointsOf } from "./context";
import { DEFAULT_SOFT_SKILLS, SOFT_SKILLS } from "./soft-skills";
import { findIn } from "./text";
import { softSkillAskedVocabulary, softSkillShownVocabulary } from "./vocabularies";

// Soft skills: those the posting asks for (or, when it names none, the ones every finance recruiter
// looks for), and whether the CV shows each, by name or by what the member did.

export const SOFT_SKILLS_WEIGHT = 10;
const DESIRABLE_FACTOR = 0.5;
const LABEL = new Map(SOFT_SKILLS.map((skill) => [skill.id, skill.label]));

export function askedSoftSkills(context: MatchContext): Map<string, number> {
  const asked = new Map<string, number>();
  for (const line of context.posting.lines) {
    if (line.weight === 0) continue;
    const weight = line.desirable ? DESIRABLE_FACTOR : 1;
    for (const id of findIn(softSkillAskedVocabulary(), line.line))
      asked.set(id, Math.max(asked.get(id) ?? 0, weight));
  }
  if (!asked.size) for (const id of DEFAULT_SOFT_SKILLS) asked.set(id, 1);
  return asked;
}

export function scoreSoftSkills(context: MatchContext): PartResult {
  const asked = askedSoftSkills(context);
  // A soft skill named in a profile or a list is a claim; shown in what the member did, it is evidence.
  const shown = new Map<string, number>();
  const listed = listedStrength(context.cv);
  context.cv.lines.forEach((line, index) => {
    const tokens = context.cvTokens[index];
    if (!tokens || line.section === "header") return;
    const strength = claimStrength(line, listed);
    for (const id of findIn(softSkillShownVocabulary(), tokens))
      if (strength > 0) shown.set(id, Math.max(shown.get(id) ?? 0, strength));
  });
  const total = [...asked.values()].reduce((sum, weight) => sum + weight, 0);
  const got = [...asked].reduce((sum, [id, weight]) => sum + weight * (shown.get(id) ?? 0), 0);
  const found = [...asked.keys()].filter((id) => shown.has(id));
  const missing = [...asked.keys()].filter((id) => !shown.has(id));
  const missingKeywords: MissingKeyword[] = missing.map((id) => ({
    keyword: LABEL.get(id) ?? id,
    kind: "can-add",
    why: "The posting asks for it; show it with a bullet about something you did, not a claim in a profile.",
  }));
  return {
    part: {
      id: "soft-skills",
      label: "Soft skills",
      weight: SOFT_SKILLS_WEIGHT,
      points: pointsOf(SOFT_SKILLS_WEIGHT, total ? got / total : 1),
      found: found.map((id) => LABEL.get(id) ?? id),
      missing: missing.map((id) => LABEL.get(id) ?? id),
      note: `Your CV shows ${found.length} of the ${asked.size} soft skills the posting asks for, by name or by what you did.`,
    },
    missingKeywords,
  };
}

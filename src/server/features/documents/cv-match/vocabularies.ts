import { FINANCE_AREA_PROFILES, GENERIC_FINANCE_TERMS } from "./finance-areas";
import { FINANCE_SKILLS } from "./finance-skills";
import { SOFT_SKILLS } from "./soft-skills";
import { compileVocabulary, type Vocabulary } from "./text";

// The lists compiled into token phrases once per process, on first use (compiling runs every phrase
// through wink-nlp, which would slow down loading a module that may never score a CV).

const cache = new Map<string, Vocabulary>();

function once(name: string, build: () => Vocabulary): Vocabulary {
  const cached = cache.get(name);
  if (cached) return cached;
  const built = build();
  cache.set(name, built);
  return built;
}

export const skillVocabulary = () => once("skills", () => compileVocabulary(FINANCE_SKILLS));

export const areaVocabulary = () => once("areas", () => compileVocabulary(FINANCE_AREA_PROFILES));

export const genericFinanceVocabulary = () =>
  once("generic-finance", () => compileVocabulary([{ id: "finance", terms: GENERIC_FINANCE_TERMS }]));

export const softSkillAskedVocabulary = () =>
  once("soft-asked", () =>
    compileVocabulary(SOFT_SKILLS.map((skill) => ({ id: skill.id, terms: skill.asked }))),
  );

export const softSkillShownVocabulary = () =>
  once("soft-shown", () =>
    compileVocabulary(SOFT_SKILLS.map((skill) => ({ id: skill.id, terms: skill.shown }))),
  );

import type { PersonaId } from "../../../shared/interview";
import { SECTORS } from "../../../shared/jobs";
import { type BankQuestion, firmTemplatesSchema } from "./bank-schema";
import firmTemplates from "./firm-questions.json" with { type: "json" };

// "Why this firm / this division" questions, built from the chosen firm's own data. A template's
// keyword group "{description}" becomes the distinctive words of the firm's description, so an answer
// counts as specific when it talks about what this firm actually does, not about banking in general.

export const FIRM_TEMPLATES = firmTemplatesSchema.parse(firmTemplates);

export type InterviewFirm = { name: string; sector: string; description?: string | null };

const MAX_DESCRIPTION_TERMS = 15;
// Words every firm uses about itself; matching them would not show the candidate knows this firm.
const GENERIC = new Set(
  `about also across after among been being both business clients company companies core deliver
  experience firm firms from global group have help helps including into leading leader largest more most
  offer offers offices over provide provides providing range serve serves services such than that their
  them they this through wide with within world worldwide years people team teams based`.split(/\s+/),
);

function descriptionTerms(firm: InterviewFirm): string[] {
  const sectorLabel = SECTORS.find((sector) => sector.value === firm.sector)?.label ?? "";
  const source = firm.description?.trim() || sectorLabel;
  const terms = new Set<string>();
  for (const match of source.toLowerCase().matchAll(/[a-z][a-z&'-]{3,}/g)) {
    const word = match[0].replace(/'s$/, "");
    if (!GENERIC.has(word) && !firm.name.toLowerCase().includes(word)) terms.add(word);
    if (terms.size >= MAX_DESCRIPTION_TERMS) break;
  }
  return [...terms];
}

function divisionOf(firm: InterviewFirm): string {
  const divisions: Partial<Record<string, string>> = FIRM_TEMPLATES.divisions;
  return divisions[firm.sector] ?? "this team";
}

/** Every firm template that suits this firm and persona, with the firm's name and division filled in. */
export function firmQuestionsFor(firm: InterviewFirm, persona: PersonaId): BankQuestion[] {
  const division = divisionOf(firm);
  const fill = (text: string) => text.replaceAll("{firm}", firm.name).replaceAll("{division}", division);
  const terms = descriptionTerms(firm);
  const keywordGroup = (group: string[]) =>
    group.flatMap((word) => {
      if (word === "{description}") return terms;
      if (word === "{division}") return [division.replace(/^the /, "")];
      return [fill(word)];
    });
  return FIRM_TEMPLATES.templates
    .filter((template) => !template.personas || template.personas.includes(persona))
    .filter((template) => !template.sectors || template.sectors.some((sector) => sector === firm.sector))
    .map((template) => ({
      id: `firm-${template.id}`,
      category: "motivational" as const,
      text: fill(template.text),
      keyPoints: template.keyPoints.map(fill),
      keywords: template.keywords?.map(keywordGroup).map((group) => (group.length ? group : ["@firm"])),
      outline: template.outline.map(fill),
      personas: template.personas,
      difficulty: template.difficulty,
    }));
}

import { z } from "zod";
import {
  type SituationalItem,
  SJT_COMPETENCIES,
  SJT_FORMATS,
  type SjtKeyedResponse,
} from "../../../../shared/assessments";
import scenariosData from "./situational-scenarios.json" with { type: "json" };

// Situational judgement scenarios written for this product: a workplace situation in finance and four
// or five responses, each keyed 1 (very ineffective) to 4 (very effective) with its reasoning and the
// competency it shows. A scenario is either rated response by response or answered by choosing the most
// and the least effective response. The bank is checked with zod when the module loads.

const responseSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(10),
  effectiveness: z.number().int().min(1).max(4),
  competency: z.enum(SJT_COMPETENCIES),
  reasoning: z.string().min(10),
});

export const scenarioSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  competency: z.enum(SJT_COMPETENCIES),
  scenario: z.string().min(100),
  format: z.enum(SJT_FORMATS),
  responses: responseSchema.array().min(4).max(5),
});

export type Scenario = z.infer<typeof scenarioSchema>;

export const SJT_SCENARIOS: readonly Scenario[] = scenarioSchema.array().parse(scenariosData);

const byId = new Map(SJT_SCENARIOS.map((scenario) => [scenario.id, scenario]));

/** Every scenario's id: the bank a member's tests are drawn from in turn. */
export const SJT_KEYS: readonly string[] = SJT_SCENARIOS.map((scenario) => scenario.id);

/**
 * The most and least effective responses of a most-least scenario: the single highest and lowest keyed
 * responses, or null when the key does not single one out (the bank's tests refuse such a scenario).
 */
export function mostLeastKey(
  key: readonly { effectiveness: number }[],
): { most: number; least: number } | null {
  const values = key.map((response) => response.effectiveness);
  const top = Math.max(...values);
  const bottom = Math.min(...values);
  if (values.filter((v) => v === top).length !== 1 || values.filter((v) => v === bottom).length !== 1) {
    return null;
  }
  return { most: values.indexOf(top), least: values.indexOf(bottom) };
}

export function situationalItem(scenario: Scenario): SituationalItem {
  const key: SjtKeyedResponse[] = scenario.responses.map(({ effectiveness, competency, reasoning }) => ({
    effectiveness,
    competency,
    reasoning,
  }));
  return {
    kind: "situational",
    id: `situational:${scenario.id}`,
    seed: scenario.id,
    title: scenario.title,
    competency: scenario.competency,
    scenario: scenario.scenario,
    format: scenario.format,
    options: scenario.responses.map((response) => response.text),
    key,
  };
}

export function generateSituational(id: string): SituationalItem | null {
  const scenario = byId.get(id);
  return scenario ? situationalItem(scenario) : null;
}

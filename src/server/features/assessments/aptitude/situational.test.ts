import { describe, expect, it } from "vitest";
import { SJT_COMPETENCIES } from "../../../../shared/assessments";
import { mostLeastKey, SJT_SCENARIOS, scenarioSchema } from "./situational";
import scenariosData from "./situational-scenarios.json" with { type: "json" };

// The situational judgement bank as written: enough scenarios, every response keyed with its reasoning
// and competency, and a most-least scenario's key naming one most and one least effective response.

describe("situational judgement bank", () => {
  it("has at least 60 valid scenarios with unique ids", () => {
    expect(() => scenarioSchema.array().parse(scenariosData)).not.toThrow();
    expect(SJT_SCENARIOS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SJT_SCENARIOS.map((s) => s.id)).size).toBe(SJT_SCENARIOS.length);
  });

  it("keys every response with its effectiveness, reasoning and competency", () => {
    for (const scenario of SJT_SCENARIOS) {
      expect(scenario.responses.length, scenario.id).toBeGreaterThanOrEqual(4);
      expect(scenario.responses.length, scenario.id).toBeLessThanOrEqual(5);
      expect(new Set(scenario.responses.map((r) => r.id)).size, scenario.id).toBe(scenario.responses.length);
      for (const response of scenario.responses) {
        expect(response.effectiveness, scenario.id).toBeGreaterThanOrEqual(1);
        expect(response.reasoning.trim().length, scenario.id).toBeGreaterThan(20);
      }
      // A key where every response is equally effective tests nothing.
      expect(new Set(scenario.responses.map((r) => r.effectiveness)).size, scenario.id).toBeGreaterThan(1);
    }
  });

  it("gives each most-least scenario one most and one least effective response", () => {
    const mostLeast = SJT_SCENARIOS.filter((s) => s.format === "most-least");
    expect(mostLeast.length).toBeGreaterThan(0);
    for (const scenario of mostLeast) expect(mostLeastKey(scenario.responses), scenario.id).not.toBeNull();
  });

  it("covers every competency and both formats", () => {
    const shown = new Set(
      SJT_SCENARIOS.flatMap((s) => [s.competency, ...s.responses.map((r) => r.competency)]),
    );
    for (const competency of SJT_COMPETENCIES) expect(shown).toContain(competency);
    expect(new Set(SJT_SCENARIOS.map((s) => s.format))).toEqual(new Set(["rate", "most-least"]));
  });
});

describe("mostLeastKey", () => {
  it("names the single highest and lowest responses, and refuses a tie", () => {
    const key = (...values: number[]) => values.map((effectiveness) => ({ effectiveness }));
    expect(mostLeastKey(key(2, 4, 1, 3))).toEqual({ most: 1, least: 2 });
    expect(mostLeastKey(key(4, 4, 1, 3))).toBeNull();
    expect(mostLeastKey(key(4, 2, 1, 1))).toBeNull();
  });
});

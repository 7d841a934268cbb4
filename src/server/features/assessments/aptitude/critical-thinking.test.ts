import { describe, expect, it } from "vitest";
import { CT_SECTION_OPTIONS, CT_SECTIONS } from "../../../../shared/assessments";
import { buildCtBank } from "./critical-thinking";
import fixture from "./critical-thinking.fixture.json" with { type: "json" };
import { CT_BANK } from "./critical-thinking-bank";

// The critical thinking bank as written: at least 100 statements, at least 20 in each of the five
// sections, every one with a key among its section's answers and worked reasoning, and unique ids.

describe("critical thinking bank", () => {
  const items = CT_BANK.passages.flatMap((passage) => passage.items.map((item) => ({ passage, item })));

  it("has at least 100 statements, at least 20 in every section", () => {
    expect(items.length).toBeGreaterThanOrEqual(100);
    for (const section of CT_SECTIONS) {
      expect(CT_BANK.keysBySection[section].length, section).toBeGreaterThanOrEqual(20);
    }
  });

  it("keys every statement with one of its section's answers and gives the reasoning", () => {
    for (const { passage, item } of items) {
      const values: readonly string[] = CT_SECTION_OPTIONS[passage.section].map((option) => option.value);
      expect(values, item.id).toContain(item.answer);
      expect(item.reasoning.trim().length, item.id).toBeGreaterThan(20);
      const built = CT_BANK.generate(item.id);
      expect(built?.options[built.answerIndex], item.id).toBe(
        CT_SECTION_OPTIONS[passage.section].find((option) => option.value === item.answer)?.label,
      );
    }
  });

  it("has unique passage and statement ids", () => {
    expect(new Set(CT_BANK.passages.map((p) => p.id)).size).toBe(CT_BANK.passages.length);
    expect(new Set(items.map(({ item }) => item.id)).size).toBe(items.length);
  });
});

describe("buildCtBank", () => {
  it("refuses an answer that is not one of the section's", () => {
    const [first, ...rest] = fixture;
    if (!first) throw new Error("empty fixture");
    const wrong = { ...first, items: [{ ...first.items[0], answer: "follows" }] };
    expect(() => buildCtBank([wrong, ...rest])).toThrow(/inference answers are/);
  });

  it("gives each statement its section's options with the key marked", () => {
    const bank = buildCtBank(fixture);
    const item = bank.generate("fx-ass-2");
    expect(item).toMatchObject({
      kind: "critical_thinking",
      section: "assumptions",
      options: ["Assumption made", "Assumption not made"],
      answerIndex: 1,
    });
    expect(item?.solution[0]).toMatch(/cost alone/);
    expect(bank.generate("no-such-item")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { VERBAL_OPTIONS } from "../../../../shared/assessments";
import { generateVerbal, VERBAL_PASSAGES, VERBAL_STATEMENT_KEYS } from "./verbal";

describe("verbal passage bank", () => {
  it("holds at least 24 passages of 150 to 250 words", () => {
    expect(VERBAL_PASSAGES.length).toBeGreaterThanOrEqual(24);
    for (const passage of VERBAL_PASSAGES) {
      const words = passage.text.split(/\s+/).length;
      expect(words, passage.id).toBeGreaterThanOrEqual(150);
      expect(words, passage.id).toBeLessThanOrEqual(250);
    }
  });

  it("gives every passage at least four statements and unique ids", () => {
    expect(new Set(VERBAL_PASSAGES.map((p) => p.id)).size).toBe(VERBAL_PASSAGES.length);
    for (const passage of VERBAL_PASSAGES) expect(passage.statements.length).toBeGreaterThanOrEqual(4);
  });

  it("covers all three answers in every passage", () => {
    for (const passage of VERBAL_PASSAGES) {
      expect(new Set(passage.statements.map((s) => s.answer)), passage.id).toEqual(new Set(VERBAL_OPTIONS));
    }
  });

  it("quotes the passage word for word in every reason", () => {
    for (const passage of VERBAL_PASSAGES) {
      for (const statement of passage.statements) {
        const quotes = [...statement.reason.matchAll(/“([^”]+)”/g)].map((m) => m[1] ?? "");
        expect(quotes.length, statement.text).toBeGreaterThan(0);
        for (const quote of quotes) expect(passage.text, statement.text).toContain(quote);
      }
    }
  });

  it("has enough distinct statements for twenty 12-question tests", () => {
    expect(
      new Set(VERBAL_PASSAGES.flatMap((p) => p.statements.map((s) => s.text))).size,
    ).toBeGreaterThanOrEqual(240);
  });

  it("builds an item whose answer index matches the labelled answer", () => {
    for (const key of VERBAL_STATEMENT_KEYS) {
      const item = generateVerbal(key);
      if (!item) throw new Error(`no item for ${key}`);
      const [passageId, index] = key.split(":");
      const statement = VERBAL_PASSAGES.find((p) => p.id === passageId)?.statements[Number(index)];
      expect(item.options[item.answerIndex]).toBe(statement?.answer);
      expect(item.solution[0]).toContain(statement?.reason);
    }
    expect(generateVerbal("no-such-passage:0")).toBeNull();
  });
});

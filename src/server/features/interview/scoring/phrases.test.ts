import { describe, expect, test } from "vitest";
import { readAnswer } from "./answer-text";
import { findPhrase } from "./phrases";

const has = (text: string, phrase: string) => findPhrase(readAnswer(text), phrase) >= 0;

describe("findPhrase", () => {
  test("matches whole words in any inflection, never inside another word", () => {
    expect(has("EBITDA rose", "ebit")).toBe(false);
    expect(has("We organised the rota", "organise")).toBe(true);
    expect(has("they pay suppliers later", "payables")).toBe(false);
    expect(has("two pitch books", "pitch book")).toBe(true);
  });

  test("a trailing star matches any ending", () => {
    expect(has("the synergies were large", "synerg*")).toBe(true);
    expect(has("a synergy case", "synerg*")).toBe(true);
  });

  test("allows a couple of words inside a phrase, but not a negation", () => {
    expect(has("you add it back", "add back")).toBe(true);
    expect(has("net income goes down by 7.5", "net income down")).toBe(true);
    expect(has("net income did not go down", "net income down")).toBe(false);
    expect(has("add the depreciation charge to cash back", "add back")).toBe(false);
  });
});

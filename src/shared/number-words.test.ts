import { describe, expect, it } from "vitest";
import { numberFromWords } from "./number-words";

describe("numberFromWords", () => {
  it("reads units, tens and tens joined to a unit by a hyphen or a space", () => {
    expect(numberFromWords("seven")).toBe(7);
    expect(numberFromWords("Nineteen")).toBe(19);
    expect(numberFromWords("forty")).toBe(40);
    expect(numberFromWords("twenty-four")).toBe(24);
    expect(numberFromWords("thirty six")).toBe(36);
    expect(numberFromWords("nought")).toBe(0);
  });

  it("reads nothing that is not one number", () => {
    expect(numberFromWords("twenty-twelve")).toBeUndefined();
    expect(numberFromWords("seven twenty")).toBeUndefined();
    expect(numberFromWords("twenty-zero")).toBeUndefined();
    expect(numberFromWords("a")).toBeUndefined();
    expect(numberFromWords("18")).toBeUndefined();
    expect(numberFromWords("twenty four five")).toBeUndefined();
  });
});

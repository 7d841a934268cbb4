import { beforeEach, describe, expect, test, vi } from "vitest";

// The CV match's spelling check and the cover letter's corrections build the en-GB dictionary once
// between them: building it takes about half a second, so a second copy delayed the first letter.

const built = vi.hoisted(() => ({ count: 0 }));
vi.mock("nspell", async (original) => {
  const real = (await original<{ default: (...args: unknown[]) => unknown }>()).default;
  return {
    default: (...args: unknown[]) => {
      built.count++;
      return real(...args);
    },
  };
});

describe("one en-GB speller for the documents feature", () => {
  beforeEach(() => vi.resetModules());

  test("the spelling check and the letter's corrections build the dictionary once between them", async () => {
    built.count = 0;
    const { spellingIssues } = await import("./cv-match/spelling");
    const { correctSpelling } = await import("./cover-letter/spelling");
    expect(spellingIssues([{ text: "Recieved 3 awards", section: "experience", bullet: true }])).toEqual([
      expect.objectContaining({ word: "Recieved", kind: "misspelt" }),
    ]);
    expect(correctSpelling("I organized the managment pack")).toBe("I organised the management pack");
    expect(built.count).toBe(1);
  });
});

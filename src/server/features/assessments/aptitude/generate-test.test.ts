import { describe, expect, it } from "vitest";
import { APTITUDE_KINDS, APTITUDE_TESTS } from "../../../../shared/assessments";
import { generateTest, gradeAnswer, itemFromId, scoreTest } from "./generate-test";

describe("generateTest", () => {
  it("gives the same items for the same seed, and distinct items within a test", () => {
    for (const kind of APTITUDE_KINDS) {
      const { questions } = APTITUDE_TESTS[kind];
      const test = generateTest(kind, "member-42", questions);
      expect(test).toHaveLength(questions);
      expect(generateTest(kind, "member-42", questions)).toEqual(test);
      expect(new Set(test.map((item) => item.id)).size).toBe(questions);
    }
  });

  it("rebuilds every stored item from its id", () => {
    for (const kind of APTITUDE_KINDS) {
      for (const item of generateTest(kind, "review", APTITUDE_TESTS[kind].questions)) {
        expect(itemFromId(kind, item.id)).toEqual(item);
      }
    }
    expect(itemFromId("numerical", "logical:corner:1")).toBeNull();
    expect(itemFromId("logical", "logical:unknown:1")).toBeNull();
  });

  it("lets a member take each generated kind 20 times without meeting an item twice", () => {
    // The situational and critical thinking banks are checked by how many tests they last, below.
    for (const kind of ["numerical", "verbal", "logical", "logical_adaptive"] as const) {
      const { questions } = APTITUDE_TESTS[kind];
      const ids = Array.from({ length: 20 }, (_, attempt) =>
        generateTest(kind, "member-7", questions, attempt),
      )
        .flat()
        .map((item) => item.id);
      expect(new Set(ids).size, kind).toBe(20 * questions);
    }
  });

  it("goes through the situational and critical thinking banks before repeating an item", () => {
    // 60 scenarios make 7 tests of 8; 20 statements a section make 6 tests of 3 a section.
    for (const [kind, tests] of [
      ["situational", 7],
      ["critical_thinking", 6],
    ] as const) {
      const { questions } = APTITUDE_TESTS[kind];
      const ids = Array.from({ length: tests }, (_, attempt) =>
        generateTest(kind, "member-7", questions, attempt),
      )
        .flat()
        .map((item) => item.id);
      expect(ids.length, kind).toBe(tests * questions);
      expect(new Set(ids).size, kind).toBe(ids.length);
    }
  });

  it("does not repeat generated items across tests with different seeds", () => {
    for (const kind of ["numerical", "logical"] as const) {
      const { questions } = APTITUDE_TESTS[kind];
      const tests = Array.from({ length: 20 }, (_, i) => generateTest(kind, `seed-${i}`, questions));
      const ids = tests.flat().map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Different ids should also mean different content a member would notice.
      const content = tests.flat().map((item) => JSON.stringify({ ...item, id: "", seed: "" }));
      expect(new Set(content).size).toBe(content.length);
    }
  });
});

describe("grading", () => {
  const [item] = generateTest("numerical", "grading", 1);
  if (!item || item.kind === "situational") throw new Error("no single-choice item");

  it("marks the stated answer right and every other option wrong", () => {
    item.options.forEach((_, i) => {
      expect(gradeAnswer(item, i).correct).toBe(i === item.answerIndex);
    });
  });

  it("treats a missing or out-of-range answer as wrong", () => {
    expect(gradeAnswer(item, null)).toEqual({
      correct: false,
      answerIndex: item.answerIndex,
      chosenIndex: null,
    });
    expect(gradeAnswer(item, 5).correct).toBe(false);
    expect(gradeAnswer(item, -1).correct).toBe(false);
    expect(gradeAnswer(item, 0.5).correct).toBe(false);
  });

  it("scores a test by counting right answers", () => {
    const test = generateTest("verbal", "score", 4);
    const answers = test.map((question, i) =>
      i < 3 && question.kind === "verbal" ? { choice: question.answerIndex, seconds: 10 } : null,
    );
    expect(scoreTest("verbal", test, answers)).toEqual({ correct: 3, total: 4, sections: null });
  });
});

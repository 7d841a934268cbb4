import { beforeEach, describe, expect, test } from "vitest";
import { generateTest } from "./aptitude/generate-test";
import { type AptitudeAttemptRow, aptitudeView, attemptItems, clearGeneratedTests } from "./aptitude-view";

// A test is generated once per attempt and then read from the cache: the cached test must be exactly
// what generating it gives, frozen, and never another attempt's.

const row = (overrides: Partial<AptitudeAttemptRow> = {}): AptitudeAttemptRow => ({
  id: "00000000-0000-4000-8000-000000000001",
  userId: "member-1",
  kind: "numerical",
  mode: "Timed",
  seed: "seed-one",
  attempt: 0,
  itemCount: 20,
  answers: {},
  status: "in_progress",
  correct: null,
  generator: 1,
  sections: null,
  percentile: null,
  startedAt: new Date("2026-11-30T10:00:00Z"),
  completedAt: null,
  timeLimitSeconds: 1200,
  ...overrides,
});

describe("generated tests are kept between requests", () => {
  beforeEach(() => clearGeneratedTests());

  test("the same attempt reads the same test, equal to generating it afresh", () => {
    const first = attemptItems(row());
    expect(attemptItems(row())).toBe(first);
    expect(first).toEqual(generateTest("numerical", "seed-one", 20, 0, 1));
  });

  test("another seed, attempt number, size or generator is another test", () => {
    const base = attemptItems(row());
    for (const other of [
      row({ seed: "seed-two" }),
      row({ attempt: 1 }),
      row({ itemCount: 10 }),
      row({ kind: "logical", generator: 1 }),
      row({ kind: "logical", generator: 2 }),
    ]) {
      const items = attemptItems(other);
      expect(items).not.toBe(base);
      expect(items).toEqual(
        generateTest(other.kind, other.seed, other.itemCount, other.attempt, other.generator),
      );
    }
    expect(attemptItems(row({ kind: "logical", generator: 1 }))).not.toEqual(
      attemptItems(row({ kind: "logical", generator: 2 })),
    );
  });

  test("a cached test cannot be changed by the code that reads it", () => {
    const items = attemptItems(row());
    expect(() => {
      (items as unknown[]).pop();
    }).toThrow(TypeError);
    expect(() => {
      (items[0] as { options: string[] }).options.reverse();
    }).toThrow(TypeError);
    expect(attemptItems(row())).toEqual(generateTest("numerical", "seed-one", 20, 0, 1));
  });

  test("an adaptive test follows its answers, so it is generated each time", () => {
    const adaptive = row({ kind: "logical_adaptive", itemCount: 12 });
    expect(attemptItems(adaptive)).not.toBe(attemptItems(adaptive));
  });

  test("a review built from the cached test shows each question once with its solution", () => {
    const finished = row({ status: "completed", completedAt: new Date("2026-11-30T10:15:00Z"), correct: 0 });
    const view = aptitudeView(finished);
    expect(view.items).toHaveLength(20);
    expect(view.items.every((entry) => entry.review !== null)).toBe(true);
    expect(aptitudeView(finished)).toEqual(view);
  });
});

import { describe, expect, test } from "vitest";
import { judgeConciseness, targetRange, wordsPerMinute } from "./conciseness";

describe("conciseness", () => {
  test("a two-minute limit allows about 300 words", () => {
    expect(targetRange("behavioural", 120)).toEqual({ min: 126, max: 315 });
    expect(targetRange("brainteaser")).toEqual({ min: 25, max: 200 });
  });

  test("scores an answer within range 5, and a much shorter or longer one lower", () => {
    expect(judgeConciseness({ category: "behavioural", words: 220 }).raw).toBe(5);
    expect(judgeConciseness({ category: "behavioural", words: 40 }).raw).toBeLessThan(3);
    expect(judgeConciseness({ category: "behavioural", words: 800 }).raw).toBeLessThanOrEqual(2);
  });

  test("notes a pace that is too fast or too slow, and running over time", () => {
    expect(judgeConciseness({ category: "motivational", words: 200, durationSeconds: 50 }).why).toContain(
      "too fast",
    );
    expect(judgeConciseness({ category: "motivational", words: 120, durationSeconds: 110 }).why).toContain(
      "hesitant",
    );
    const over = judgeConciseness({
      category: "motivational",
      words: 300,
      durationSeconds: 150,
      answerSeconds: 120,
    });
    expect(over.why).toContain("ran over the 120-second limit");
    expect(over.raw).toBe(4);
  });

  test("words per minute needs a duration", () => {
    expect(wordsPerMinute(300, 120)).toBe(150);
    expect(wordsPerMinute(300, null)).toBeNull();
    expect(wordsPerMinute(0, 60)).toBeNull();
  });
});

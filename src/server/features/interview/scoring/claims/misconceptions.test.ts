import { describe, expect, test } from "vitest";
import type { Misconception } from "../../../../../shared/interview";
import { QUESTION_BANK } from "../../../../platform/question-bank/question-bank";
import { scoreAnswer } from "../score-answer";
import { judgeClaims } from "./judge-claims";

// A wrong belief about the question's subject that states none of its key points the other way ("hedge
// funds are sold mostly to retail savers", asked to name strategies) is named as wrong with what is right,
// lowers technical accuracy like a wrong key point, and takes credit from nothing else the answer says
// rightly. Said with a denial, it is no misconception.

const strategies = QUESTION_BANK.find((q) => q.id === "hedge-fund-strategies");
if (!strategies?.claims) throw new Error("the bank has no hedge fund strategies question");
const retail: Misconception = {
  point: "Hedge funds are open mainly to professional and wealthy investors",
  wrong: [
    {
      pattern: "\\b(sold|marketed|open|available) (mainly |mostly )?to (ordinary |retail )(savers|investors)",
    },
  ],
  correction: "Hedge funds are sold mainly to professional and wealthy investors, not to retail savers.",
};
const question = { ...strategies, misconceptions: [retail] };
const judge = (answer: string) =>
  judgeClaims(answer, question.keyPoints, question.claims ?? [], question.text, question.outline, [retail]);

describe("misconceptions", () => {
  test("a stated misconception is named as wrong, quoting the sentence, with its correction", () => {
    const { mistaken, verdicts } = judge(
      "The main ones are long/short equity and global macro. They are mainly sold to retail savers.",
    );
    expect(mistaken).toEqual([
      {
        point: retail.point,
        status: "wrong",
        evidence: "They are mainly sold to retail savers",
        correction: retail.correction,
      },
    ]);
    expect(verdicts).toHaveLength(question.keyPoints.length);
    expect(verdicts.filter((v) => v.status === "covered").map((v) => v.point)).toEqual([
      "Long/short equity",
      "Global macro",
    ]);
  });

  test("denied, or not said, it is not named", () => {
    expect(judge("Long/short equity and global macro; they are not sold to retail savers.").mistaken).toEqual(
      [],
    );
    expect(judge("Long/short equity and global macro.").mistaken).toEqual([]);
  });

  test("a sentence stating it earns no credit for a key point it also names", () => {
    const { verdicts } = judge("Global macro funds are mainly sold to retail savers.");
    expect(verdicts.find((v) => v.point === "Global macro")?.status).not.toBe("covered");
  });

  test("the feedback lists it after the key points and technical accuracy falls as for a wrong point", () => {
    const right =
      "The main ones are long/short equity, global macro and event-driven funds such as merger arbitrage.";
    const wrong = `${right} They are mainly sold to retail savers.`;
    const score = (answer: string) => scoreAnswer({ question, answer, inputKind: "typed" });
    const said = score(wrong);
    expect(said.claims?.at(-1)).toMatchObject({ point: retail.point, status: "wrong" });
    expect(said.keyPointsMissing).not.toContain(retail.point);
    const technical = (answer: string) =>
      said && score(answer).criteria.find((c) => c.id === "technical")?.score;
    expect(technical(wrong)).toBeLessThan(technical(right) ?? 0);
    expect(score(wrong).criteria.find((c) => c.id === "technical")?.why).toContain(retail.correction);
  });
});

describe("the bank's misconceptions", () => {
  const technical = QUESTION_BANK.filter((q) => q.misconceptions?.length);
  test("are written for technical questions", () => {
    expect(technical.length).toBeGreaterThan(50);
    expect(technical.every((q) => q.claims?.length === q.keyPoints.length)).toBe(true);
  });

  // Judges every right statement of the bank: a minute is allowed on a busy machine.
  test("none is stated by a right statement of the bank (outline, key points, corrections)", () => {
    const stated: string[] = [];
    // A category's shared misconceptions are on every question of it: their corrections are judged once
    // per category (patterns read the sentence alone, whatever the question).
    const judgedOnce = new Set<string>();
    for (const q of technical) {
      const corrections = (q.misconceptions ?? [])
        .map((m) => m.correction)
        .filter((text) => !judgedOnce.has(`${q.category}:${text}`));
      for (const text of corrections) judgedOnce.add(`${q.category}:${text}`);
      const right = [
        ...q.outline,
        ...q.keyPoints,
        ...(q.claims ?? []).map((c) => c.correction),
        ...corrections,
        q.outline.join(" "),
      ];
      for (const text of right) {
        const { mistaken } = judgeClaims(
          text,
          q.keyPoints,
          q.claims ?? [],
          q.text,
          q.outline,
          q.misconceptions,
        );
        for (const m of mistaken) stated.push(`${q.id}: "${text}" states "${m.point}"`);
      }
    }
    expect(stated).toEqual([]);
  }, 60_000);
});

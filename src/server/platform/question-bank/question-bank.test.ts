import { describe, expect, test } from "vitest";
import { PERSONAS, QUESTION_CATEGORIES } from "../../../shared/interview";
import { ANSWER_GAPS, bankQuestionSchema } from "./bank-schema";
import { followUpFor, pickQuestions, QUESTION_BANK } from "./question-bank";

const FIRM = {
  name: "Northbank Capital",
  sector: "investment_banking",
  description: "Independent adviser on mid-market mergers in healthcare and technology across Europe.",
};

describe("the question bank", () => {
  test("holds at least 150 questions with unique, kebab-case ids", () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(150);
    const ids = QUESTION_BANK.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("has at least 15 questions in every category", () => {
    for (const category of QUESTION_CATEGORIES) {
      expect(
        QUESTION_BANK.filter((question) => question.category === category).length,
      ).toBeGreaterThanOrEqual(15);
    }
  });

  test("gives every question 3-6 key points and an outline, with one keyword group per key point", () => {
    for (const question of QUESTION_BANK) {
      expect(question.keyPoints.length, question.id).toBeGreaterThanOrEqual(3);
      expect(question.keyPoints.length, question.id).toBeLessThanOrEqual(6);
      expect(question.outline.length, question.id).toBeGreaterThanOrEqual(3);
      if (question.keywords) expect(question.keywords.length, question.id).toBe(question.keyPoints.length);
    }
  });

  test("every persona can be asked at least 5 questions of every category it is given", () => {
    for (const persona of PERSONAS) {
      for (const category of QUESTION_CATEGORIES) {
        const askable = QUESTION_BANK.filter(
          (q) => q.category === category && (!q.personas || q.personas.includes(persona.id)),
        );
        expect(askable.length, `${persona.id} ${category}`).toBeGreaterThanOrEqual(5);
      }
    }
  });
});

describe("pickQuestions", () => {
  test("is deterministic for a seed and varies between seeds", () => {
    const input = { type: "Mixed", persona: "friendly-analyst", count: 6, seed: "session-1" } as const;
    const first = pickQuestions(input).map((q) => q.id);
    expect(pickQuestions(input).map((q) => q.id)).toEqual(first);
    expect(first).toHaveLength(6);
    expect(new Set(first).size).toBe(6);
    const others = ["a", "b", "c", "d"].map((seed) =>
      pickQuestions({ ...input, seed })
        .map((q) => q.id)
        .join(),
    );
    expect(new Set([first.join(), ...others]).size).toBeGreaterThan(1);
  });

  test("draws only the categories of the chosen type", () => {
    const behavioural = pickQuestions({
      type: "Behavioural",
      persona: "graduate-recruiter",
      count: 8,
      seed: "x",
    });
    expect(behavioural.every((q) => q.category === "behavioural")).toBe(true);
    const technical = pickQuestions({
      type: "Technical",
      persona: "tough-managing-director",
      count: 10,
      seed: "x",
    });
    expect(technical.some((q) => q.category === "behavioural" || q.category === "motivational")).toBe(false);
  });

  test("Mixed draws across behavioural, motivational and technical questions", () => {
    const mixed = pickQuestions({ type: "Mixed", persona: "tough-managing-director", count: 8, seed: "mix" });
    const categories = new Set(mixed.map((q) => q.category));
    expect(categories.has("behavioural")).toBe(true);
    expect(categories.has("motivational")).toBe(true);
    expect(
      ["accounting", "valuation", "markets", "brainteaser"].some((c) => categories.has(c as never)),
    ).toBe(true);
  });

  test("the private equity associate leans on valuation and LBOs", () => {
    const valuationShare = (persona: "private-equity-associate" | "graduate-recruiter") => {
      const picked = Array.from({ length: 20 }, (_, i) =>
        pickQuestions({ type: "Technical", persona, count: 6, seed: `pe-${i}` }),
      ).flat();
      return picked.filter((q) => q.category === "valuation").length / picked.length;
    };
    expect(valuationShare("private-equity-associate")).toBeGreaterThanOrEqual(0.5);
    expect(valuationShare("graduate-recruiter")).toBeLessThan(0.25);
    const lbo = pickQuestions({
      type: "Technical",
      persona: "private-equity-associate",
      count: 10,
      seed: "lbo",
    });
    const dealQuestions = lbo.filter(
      (q) => q.personas?.includes("private-equity-associate") && q.category === "valuation",
    );
    expect(dealQuestions.length).toBeGreaterThanOrEqual(3);
  });

  test("with a firm, starts with one or two questions about that firm", () => {
    const motivational = pickQuestions({
      type: "Motivational",
      persona: "friendly-analyst",
      count: 5,
      seed: "f",
      firm: FIRM,
    });
    const firmQuestions = motivational.filter((q) => q.id.startsWith("firm-"));
    expect(firmQuestions).toHaveLength(2);
    expect(motivational[0]?.text).toBe("Why do you want to join Northbank Capital?");
    expect(motivational.some((q) => q.text.includes("{"))).toBe(false);
    expect(firmQuestions[0]?.keywords?.[0]).toEqual(
      expect.arrayContaining(["healthcare", "technology", "@firm"]),
    );
    const technical = pickQuestions({
      type: "Technical",
      persona: "friendly-analyst",
      count: 4,
      seed: "f",
      firm: FIRM,
    });
    expect(technical.filter((q) => q.id.startsWith("firm-"))).toHaveLength(1);
    expect(technical).toHaveLength(4);
  });

  test("keeps to the firm's sector: no 'why private equity' for a bank", () => {
    for (let i = 0; i < 15; i++) {
      const picked = pickQuestions({
        type: "Motivational",
        persona: "tough-managing-director",
        count: 10,
        seed: `s${i}`,
        firm: FIRM,
      });
      expect(picked.some((q) => q.id === "why-private-equity" || q.id === "why-asset-management")).toBe(
        false,
      );
    }
  });

  test("avoids excluded questions while others remain, and still fills the interview", () => {
    const first = pickQuestions({ type: "Behavioural", persona: "friendly-analyst", count: 10, seed: "e" });
    const second = pickQuestions({
      type: "Behavioural",
      persona: "friendly-analyst",
      count: 10,
      seed: "e",
      exclude: first.map((q) => q.id),
    });
    expect(second.some((q) => first.includes(q))).toBe(false);
    const everything = QUESTION_BANK.map((q) => q.id);
    expect(
      pickQuestions({
        type: "Behavioural",
        persona: "friendly-analyst",
        count: 5,
        seed: "e",
        exclude: everything,
      }),
    ).toHaveLength(5);
  });
});

describe("followUpFor", () => {
  test("has at least three follow-ups for every gap and persona, chosen deterministically", () => {
    for (const gap of ANSWER_GAPS) {
      for (const persona of PERSONAS) {
        const lines = new Set(
          Array.from({ length: 40 }, (_, i) => followUpFor(gap, persona.id, `seed-${i}`)),
        );
        expect(lines.size, `${gap} ${persona.id}`).toBeGreaterThanOrEqual(3);
        expect(followUpFor(gap, persona.id, "same")).toBe(followUpFor(gap, persona.id, "same"));
      }
    }
  });

  test("the tough MD is terse and the friendly analyst warm", () => {
    const words = (text: string) => text.split(/\s+/).length;
    const md = Array.from({ length: 30 }, (_, i) =>
      followUpFor("no-result", "tough-managing-director", `${i}`),
    );
    const analyst = Array.from({ length: 30 }, (_, i) =>
      followUpFor("no-result", "friendly-analyst", `${i}`),
    );
    const mean = (lines: string[]) => lines.reduce((sum, line) => sum + words(line), 0) / lines.length;
    expect(mean(md)).toBeLessThan(mean(analyst) * 0.75);
    expect(Math.min(...md.map(words))).toBeLessThanOrEqual(3);
  });
});

describe("misconceptions in the bank's data", () => {
  const misconception = {
    point: "Hedge funds are open mainly to professional investors",
    wrong: [{ pattern: "\\bsold to retail savers\\b" }],
    correction: "Hedge funds are sold mainly to professional and wealthy investors.",
  };
  const technical = QUESTION_BANK.find((q) => q.category === "markets" && q.claims);
  const story = QUESTION_BANK.find((q) => q.category === "behavioural");

  test("a technical question may list them; any other question may not", () => {
    expect(bankQuestionSchema.safeParse({ ...technical, misconceptions: [misconception] }).success).toBe(
      true,
    );
    expect(bankQuestionSchema.safeParse({ ...story, misconceptions: [misconception] }).success).toBe(false);
  });

  test("a pattern that is no regular expression fails when the bank is loaded", () => {
    const broken = { ...misconception, wrong: [{ pattern: "(sold to retail" }] };
    expect(bankQuestionSchema.safeParse({ ...technical, misconceptions: [broken] }).success).toBe(false);
  });
});

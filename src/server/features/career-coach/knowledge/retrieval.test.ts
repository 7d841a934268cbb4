import { describe, expect, test } from "vitest";
import { KNOWLEDGE_TOPICS } from "./entry";
import { KNOWLEDGE } from "./knowledge-base";
import { retrieve, searchTerms } from "./retrieval";

// The prep guides are found by what a question is about: each question below must bring back the
// guide a careful reader would pick, first; a question about nothing the guides cover brings back none.

const topId = (question: string) => retrieve(question)[0]?.entry.id;

describe("the prep guides", () => {
  test("there are 30 to 50, each with a unique id, a known topic and a few sentences", () => {
    expect(KNOWLEDGE.length).toBeGreaterThanOrEqual(30);
    expect(KNOWLEDGE.length).toBeLessThanOrEqual(50);
    expect(new Set(KNOWLEDGE.map((e) => e.id)).size).toBe(KNOWLEDGE.length);
    for (const entry of KNOWLEDGE) {
      expect(KNOWLEDGE_TOPICS, entry.id).toContain(entry.topic);
      expect(entry.text.split(/[.!?](\s|$)/).length, entry.id).toBeGreaterThan(3);
      if (entry.link) expect(entry.link.href, entry.id).toMatch(/^\/app\//);
    }
  });
});

describe("retrieval", () => {
  test.each([
    ["What is an LBO?", "lbo"],
    ["How do leveraged buyouts make money?", "lbo"],
    ["Can you walk me through a DCF?", "dcf"],
    ["When do spring weeks open for applications?", "spring-weeks"],
    ["How should I message bankers on LinkedIn?", "networking-outreach"],
    ["What happens at a superday?", "superdays"],
    ["What should a UK CV look like, and should I add a photo?", "cv-conventions"],
    ["How do I negotiate my salary offer?", "negotiation"],
    ["Any tips for HireVue video interviews?", "video-interviews"],
    ["Is an all-stock deal accretive or dilutive?", "accretion-dilution"],
    ["What is WACC?", "wacc"],
    ["How do True False Cannot say questions work?", "verbal-reasoning"],
    ["What if depreciation goes up by 10?", "depreciation-walkthrough"],
    ["How do I answer 'why this bank'?", "why-this-firm"],
    ["I was rejected after the online tests, what now?", "rejection-by-stage"],
    ["How do I use STAR for behavioural questions?", "star-answers"],
  ])("%s → %s", (question, id) => {
    expect(topId(question)).toBe(id);
  });

  test("different questions bring back different guides", () => {
    const answers = new Set(
      ["What is an LBO?", "How do cover letters work?", "Tips for networking events?"].map(topId),
    );
    expect(answers.size).toBe(3);
  });

  test("a question about nothing the guides cover brings back none", () => {
    expect(retrieve("What is the capital of France?")).toEqual([]);
    expect(retrieve("Recommend a pizza recipe")).toEqual([]);
  });

  test("ignored words (a firm's name) do not count", () => {
    const ignore = new Set(searchTerms("Goldman Sachs"));
    expect(retrieve("How do I prepare for my Goldman Sachs superday?", { ignore })[0]?.entry.id).toBe(
      "superdays",
    );
  });

  test("words are folded and stemmed, and abbreviations' plurals are the abbreviation", () => {
    expect(searchTerms("Networking emails about LBOs and CVs")).toEqual(["network", "email", "lbo", "cv"]);
  });
});

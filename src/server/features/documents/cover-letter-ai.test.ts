import { describe, expect, test } from "vitest";
import { useFakeModel } from "../../../../tests/support/fake-model";
import { BUILTIN_PROVIDER_ID } from "../../ai/provider";
import { CASES } from "./cover-letter/letters.fixtures";
import { writeCoverLetter } from "./cover-letter/write-cover-letter";
import { writeCoverLetterDraft } from "./cover-letter-ai";

// The cover letter's prompt, the fact check of the model's letter and the built-in letter behind it,
// against a local server in the Chat Completions wire format.

const letterInput = CASES[0]?.input;
if (!letterInput) throw new Error("the fixtures lost their cases");
const invented = "At Goldman Sachs, I led a £50m acquisition and earned a First.";
const modelLetter = [
  "Priya Sharma\npriya.sharma@example.com | 07700 900123",
  "3 November 2025",
  "Dear Hiring Manager,",
  "I am writing to apply for the Summer Analyst Programme 2026 at Northbridge Partners. I am a BSc Economics student at the University of Bristol.",
  `As a Finance Intern at Smith & Co Accountants Ltd, I built an Excel cash-flow model for a £5m refinancing. ${invented}`,
  "Yours sincerely,\n\nPriya Sharma",
].join("\n\n");

describe("cover letters with a configured model", () => {
  const { fake, provider } = useFakeModel({ replies: () => ({ cover_letter: { text: modelLetter } }) });

  test("sends the model and the member's and posting's facts, and asks for the letter as JSON", async () => {
    await writeCoverLetterDraft(provider().ai, letterInput);
    const [call] = fake.calls;
    expect(call?.body.model).toBe("gpt-4o-mini");
    expect(call?.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "cover_letter", strict: true, schema: { required: ["text"] } },
    });
    const [system, user] = call?.body.messages?.map((m) => m.content) ?? [];
    expect(system).toMatch(/Use only the facts given to you/);
    for (const fact of [
      "Name: Priya Sharma",
      "Email: priya.sharma@example.com",
      "University: University of Bristol",
      "Degree: BSc Economics",
      "Date of the letter: 3 November 2025",
      "Finance Intern | Smith & Co Accountants Ltd",
      "Firm: Northbridge Partners",
      "Division: Investment Banking Division",
      "Penultimate-year undergraduates on track for a 2:1",
    ]) {
      expect(user).toContain(fact);
    }
  });

  test("a sentence naming a fact the member's data lacks is kept but flagged", async () => {
    const made = await writeCoverLetterDraft(provider().ai, letterInput);
    expect(made.provider).toBe("openai:gpt-4o-mini");
    expect(made.result.text).toBe(modelLetter);
    expect(made.result.wordCount).toBe(modelLetter.split(/\s+/).filter(Boolean).length);
    expect(made.result.flagged).toEqual([
      { sentence: invented, unsupported: ["£50m", "First", "Goldman Sachs"] },
    ]);
  });

  test("a letter that uses only the given facts has no flags", async () => {
    fake.replies.cover_letter = { text: modelLetter.replace(` ${invented}`, "") };
    const made = await writeCoverLetterDraft(provider().ai, letterInput);
    expect(made.provider).toBe("openai:gpt-4o-mini");
    expect(made.result.flagged).toEqual([]);
  });

  test("the firm's profile reaches the model, and a letter drawing on it is not flagged", async () => {
    const firm = {
      name: "Northbridge Partners",
      sector: "investment_banking",
      description:
        "Northbridge Partners is an independent advisory firm with offices in London, Leeds and Dublin.",
    };
    const why =
      "I want to join Northbridge Partners for its independent advice from its offices in Leeds and Dublin.";
    fake.replies.cover_letter = {
      text: modelLetter.replace(` ${invented}`, "").replace("Yours sincerely", `${why}\n\nYours sincerely`),
    };
    const made = await writeCoverLetterDraft(provider().ai, { ...letterInput, firm });
    const user = fake.calls[0]?.body.messages?.[1]?.content ?? "";
    expect(user).toContain("THE FIRM'S PROFILE\nNorthbridge Partners is an independent advisory firm");
    expect(user).toContain("Sector: investment banking");
    expect(made.provider).toBe("openai:gpt-4o-mini");
    expect(made.result.flagged).toEqual([]);
    // Without the profile the same sentence names places none of the sources hold.
    const unsourced = await writeCoverLetterDraft(provider().ai, letterInput);
    expect(unsourced.result.flagged.map((f) => f.sentence)).toEqual([why]);
  });

  test.each(["not-json", "wrong-shape", "server-error"] as const)(
    "%s gives the built-in letter, never a made-up one",
    async (mode) => {
      fake.mode = mode;
      const { ai, lines } = provider();
      expect(await writeCoverLetterDraft(ai, letterInput)).toEqual({
        result: writeCoverLetter(letterInput),
        provider: BUILTIN_PROVIDER_ID,
      });
      expect(lines).toEqual([expect.objectContaining({ level: 40, task: "cover_letter" })]);
    },
  );

  test("a model that does not answer in time gives the built-in letter and a logged warning", async () => {
    fake.mode = "hang";
    const { ai, lines } = provider(200);
    const made = await writeCoverLetterDraft(ai, letterInput);
    expect(made).toEqual({ result: writeCoverLetter(letterInput), provider: BUILTIN_PROVIDER_ID });
    expect(made.result.flagged).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ level: 40, task: "cover_letter" })]);
  });
});

import { describe, expect, test } from "vitest";
import { capturingLogger } from "../../../../tests/support/capture-log";
import { useFakeModel } from "../../../../tests/support/fake-model";
import { createAiProvider } from "../../ai/ai-provider";
import { BUILTIN_PROVIDER_ID } from "../../ai/provider";
import { coachInterviewAnswer, MAX_COACHING_CHARS } from "./coaching-ai";

// The model's note on an interview answer and its follow-up in the persona's voice, against a local
// server in the Chat Completions wire format.

const coachingInput = {
  question: "Walk me through a DCF.",
  answer: "You forecast free cash flows and discount them at the WACC.",
  persona: { name: "Margaret", description: "a managing director who wants precision" },
  gaps: ["terminal value"],
  keyPointsMissing: ["Add a terminal value with the Gordon growth or exit multiple method"],
};

describe("interview coaching with a configured model", () => {
  const { fake, provider } = useFakeModel();

  test("sends the persona, the question, the gaps and the answer; keeps the note and follow-up", async () => {
    fake.replies.interview_coaching = {
      comment: "  A clear start on free cash flows.  ",
      followUp: "And how would you value the years after your forecast?",
    };
    const made = await coachInterviewAnswer(provider().ai, coachingInput);
    expect(made).toEqual({
      result: {
        comment: "A clear start on free cash flows.",
        followUp: "And how would you value the years after your forecast?",
      },
      provider: "openai:gpt-4o-mini",
    });
    const [call] = fake.calls;
    expect(call?.body.response_format?.json_schema).toMatchObject({
      name: "interview_coaching",
      strict: true,
    });
    const [system, user] = call?.body.messages?.map((m) => m.content) ?? [];
    expect(system).toMatch(/Stay in the persona you are given/);
    expect(user).toContain("Persona: Margaret: a managing director who wants precision");
    expect(user).toContain("Gaps found: terminal value");
    expect(user).toContain("discount them at the WACC");
  });

  test("a long note is cut, and an over-long or empty follow-up is dropped", async () => {
    fake.replies.interview_coaching = {
      comment: "x".repeat(MAX_COACHING_CHARS + 50),
      followUp: "y".repeat(301),
    };
    const made = await coachInterviewAnswer(provider().ai, coachingInput);
    expect(made.result.comment).toHaveLength(MAX_COACHING_CHARS);
    expect(made.result.followUp).toBeNull();
    fake.replies.interview_coaching = { comment: "Good.", followUp: "   " };
    expect((await coachInterviewAnswer(provider().ai, coachingInput)).result.followUp).toBeNull();
  });

  test.each(["not-json", "wrong-shape", "server-error"] as const)(
    "%s gives no note and no follow-up, with a logged warning",
    async (mode) => {
      fake.mode = mode;
      const { ai, lines } = provider();
      expect(await coachInterviewAnswer(ai, coachingInput)).toEqual({
        result: { comment: "", followUp: null },
        provider: BUILTIN_PROVIDER_ID,
      });
      expect(lines).toEqual([expect.objectContaining({ level: 40, task: "interview_coaching" })]);
    },
  );

  test("without a model there is no note and nothing is sent", async () => {
    const made = await coachInterviewAnswer(createAiProvider(null, capturingLogger().logger), coachingInput);
    expect(made).toEqual({ result: { comment: "", followUp: null }, provider: BUILTIN_PROVIDER_ID });
    expect(fake.calls).toEqual([]);
  });
});

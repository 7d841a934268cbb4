import { describe, expect, test } from "vitest";
import { capturingLogger } from "../../../../tests/support/capture-log";
import { useFakeModel } from "../../../../tests/support/fake-model";
import { createAiProvider } from "../../ai/ai-provider";
import { readSecond } from "./second-reader-ai";

// A configured model reading a technical answer claim by claim, against a local server in the Chat
// Completions wire format: its verdicts are kept when they fit the key points and quote the answer, and
// there is no second reading without a model or when it fails, times out or answers out of shape.

const input = {
  question: "What is EBITDA and why do people use it? What are its limitations?",
  keyPoints: [
    "Earnings before interest, tax, depreciation and amortisation",
    "Ignores capex, so it is not cash flow",
  ],
  answer: "EBITDA is earnings after interest and tax. It ignores capex, so it isn't cash flow.",
};
const reading = {
  claims: [
    {
      point: 1,
      status: "wrong",
      evidence: "EBITDA is earnings after interest and tax.",
      note: "It is before interest and tax.",
    },
    { point: 2, status: "covered", evidence: "It ignores capex, so it isn't cash flow.", note: null },
  ],
};

describe("the model as a second reader of a technical answer", () => {
  const { fake, provider } = useFakeModel();

  test("sends the question, numbered key points and the answer; keeps the verdicts, labelled with the model", async () => {
    fake.replies.interview_second_reader = reading;
    const made = await readSecond(provider().ai, input);
    expect(made).toEqual({
      by: "openai:gpt-4o-mini",
      claims: [
        {
          point: input.keyPoints[0],
          status: "wrong",
          evidence: "EBITDA is earnings after interest and tax.",
          note: "It is before interest and tax.",
        },
        {
          point: input.keyPoints[1],
          status: "covered",
          evidence: "It ignores capex, so it isn't cash flow.",
          note: null,
        },
      ],
    });
    const [call] = fake.calls;
    expect(call?.body.response_format?.json_schema).toMatchObject({
      name: "interview_second_reader",
      strict: true,
    });
    const [system, user] = call?.body.messages?.map((m) => m.content) ?? [];
    expect(system).toMatch(/Do not score the answer/);
    expect(user).toContain("1. Earnings before interest, tax, depreciation and amortisation");
    expect(user).toContain("EBITDA is earnings after interest and tax.");
  });

  test("a quote the answer does not contain is dropped, not shown as the member's", async () => {
    fake.replies.interview_second_reader = {
      claims: [
        { point: 1, status: "wrong", evidence: "EBITDA comes after interest", note: "Before interest." },
        { point: 2, status: "missing", evidence: "anything", note: null },
      ],
    };
    const made = await readSecond(provider().ai, input);
    expect(made?.claims.map((c) => c.evidence)).toEqual([null, null]);
  });

  test("verdicts that do not match the key points are refused, with a logged warning", async () => {
    fake.replies.interview_second_reader = { claims: reading.claims.slice(0, 1) };
    const { ai, lines } = provider();
    expect(await readSecond(ai, input)).toBeNull();
    expect(JSON.stringify(lines)).toMatch(/interview_second_reader/);
  });

  test.each(["not-json", "wrong-shape", "server-error", "refuse"] as const)(
    "%s gives no second reading",
    async (mode) => {
      fake.mode = mode;
      expect(await readSecond(provider().ai, input)).toBeNull();
    },
  );

  test("a model that does not answer in time gives no second reading", async () => {
    fake.mode = "hang";
    expect(await readSecond(provider().ai, input, 200)).toBeNull();
  });

  test("without a model there is no second reading and nothing is sent", async () => {
    expect(await readSecond(createAiProvider(null, capturingLogger().logger), input)).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });
});

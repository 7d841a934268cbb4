import { describe, expect, test } from "vitest";
import { capturingLogger } from "../../../../tests/support/capture-log";
import { useFakeModel } from "../../../../tests/support/fake-model";
import { FAKE_OPENAI_KEY } from "../../../../tests/support/fake-openai";
import type { JobSummary } from "../../../shared/jobs";
import { createAiProvider } from "../../ai/ai-provider";
import { BUILTIN_PROVIDER_ID } from "../../ai/provider";
import { PRIVATE_EQUITY_OFF_CYCLE } from "../../ai/text/postings.fixtures";
import { summariseJob } from "../../ai/text/summarise-job";
import { writeJobSummary } from "./summary-ai";

// The job summary's prompt and fallback, against a local server in the Chat Completions wire format.

const MODEL_SUMMARY: JobSummary = {
  overview: "A six-month off-cycle internship on Harbour Lane Capital's deal team.",
  responsibilities: ["Screen new investment opportunities", "Write investment memos"],
  requirements: ["An undergraduate degree with a strong academic record"],
  deadline: null,
  tests: ["Modelling test"],
};

const input = {
  title: "Off-cycle Private Equity Intern",
  firm: "Harbour Lane Capital",
  text: PRIVATE_EQUITY_OFF_CYCLE,
  closesAt: new Date("2026-02-28T23:59:00Z"),
};

describe("job summaries with a configured model", () => {
  const { fake, provider } = useFakeModel({ reply: MODEL_SUMMARY });

  test("sends the posting with its closing date and asks for the summary's strict JSON schema", async () => {
    const made = await writeJobSummary(provider().ai, input);
    expect(made).toEqual({ result: MODEL_SUMMARY, provider: "openai:gpt-4o-mini" });
    const [call] = fake.calls;
    expect(call?.body.messages?.map((m) => m.role)).toEqual(["system", "user"]);
    expect(call?.body.messages?.[0]?.content).toMatch(/Use only what the posting states/);
    expect(call?.body.messages?.[1]?.content).toContain("Firm: Harbour Lane Capital");
    expect(call?.body.messages?.[1]?.content).toContain("Closing date on the job board: 2026-02-28");
    expect(call?.body.messages?.[1]?.content).toContain("write investment memos");
    expect(call?.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: {
        name: "job_summary",
        strict: true,
        schema: {
          type: "object",
          additionalProperties: false,
          required: ["overview", "responsibilities", "requirements", "deadline", "tests"],
        },
      },
    });
  });

  test.each(["not-json", "wrong-shape", "server-error"] as const)(
    "%s gives the built-in summary, never a made-up one",
    async (mode) => {
      fake.mode = mode;
      const { ai, lines } = provider();
      expect(await writeJobSummary(ai, input)).toEqual({
        result: summariseJob(input),
        provider: BUILTIN_PROVIDER_ID,
      });
      expect(lines).toEqual([expect.objectContaining({ level: 40, task: "job_summary" })]);
    },
  );

  test("a model that does not answer in time gives the built-in summary and a logged warning", async () => {
    fake.mode = "hang";
    const { ai, lines } = provider(200);
    const made = await writeJobSummary(ai, input);
    expect(made.provider).toBe(BUILTIN_PROVIDER_ID);
    expect(made.result.responsibilities).toEqual([
      "The intern will screen new investment opportunities, write investment memos and help monitor portfolio company performance.",
    ]);
    expect(made.result.deadline).toBe("28 February 2026");
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "AI provider failed; using the fallback",
        provider: "openai:gpt-4o-mini",
        fallback: BUILTIN_PROVIDER_ID,
        task: "job_summary",
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(FAKE_OPENAI_KEY);

    fake.mode = "ok";
    expect((await writeJobSummary(ai, input)).provider).toBe("openai:gpt-4o-mini");
  });

  test("without a model the built-in summary answers and nothing is sent", async () => {
    const made = await writeJobSummary(createAiProvider(null, capturingLogger().logger), input);
    expect(made).toEqual({ result: summariseJob(input), provider: BUILTIN_PROVIDER_ID });
    expect(fake.calls).toEqual([]);
  });
});

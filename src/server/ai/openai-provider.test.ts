import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../../../tests/support/fake-openai";
import type { JobSummary } from "../../shared/jobs";
import { BUILTIN_PROVIDER_ID, createBuiltinProvider } from "./builtin/builtin-provider";
import { CASES } from "./builtin/cover-letter/letters.fixtures";
import { writeCoverLetter } from "./builtin/cover-letter/write-cover-letter";
import { PRIVATE_EQUITY_OFF_CYCLE } from "./builtin/postings.fixtures";
import { createOpenAiProvider } from "./openai-provider";
import { withFallback } from "./with-fallback";

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

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: "warn" }, stream), lines };
}

describe("OpenAI-compatible provider (against a local server in the Chat Completions wire format)", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi(MODEL_SUMMARY);
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.mode = "ok";
    fake.calls.length = 0;
    fake.replies = {};
  });

  const provider = (options: { timeoutMs?: number; apiKey?: string } = {}) =>
    createOpenAiProvider({
      baseUrl: `${fake.url}/`,
      apiKey: options.apiKey ?? FAKE_OPENAI_KEY,
      model: "gpt-4o-mini",
      timeoutMs: options.timeoutMs,
    });

  test("sends the model, the posting and a strict JSON schema; reads choices[0].message.content", async () => {
    const made = await provider().summariseJob(input);
    expect(made).toEqual({ result: MODEL_SUMMARY, provider: "openai:gpt-4o-mini" });
    const [call] = fake.calls;
    expect(call?.path).toBe("/v1/chat/completions");
    expect(call?.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`);
    expect(call?.body.model).toBe("gpt-4o-mini");
    expect(call?.body.messages?.map((m) => m.role)).toEqual(["system", "user"]);
    expect(call?.body.messages?.[1]?.content).toContain("Firm: Harbour Lane Capital");
    expect(call?.body.messages?.[1]?.content).toContain("Closing date on the job board: 2026-02-28");
    expect(call?.body.messages?.[1]?.content).toContain("write investment memos");
    expect(call?.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: {
        name: "job_summary",
        strict: true,
        schema: { type: "object", additionalProperties: false },
      },
    });
  });

  test("a server that knows only JSON mode gets a second request in json_object format", async () => {
    fake.mode = "json-object-only";
    const made = await provider().summariseJob(input);
    expect(made.result).toEqual(MODEL_SUMMARY);
    expect(fake.calls.map((c) => c.body.response_format?.type)).toEqual(["json_schema", "json_object"]);
  });

  test.each([
    ["not-json", /JSON/],
    ["wrong-shape", /overview|expected/i],
    ["server-error", /answered 500/],
  ] as const)("%s is an error, never a made-up summary", async (mode, message) => {
    fake.mode = mode;
    await expect(provider().summariseJob(input)).rejects.toThrow(message);
  });

  test("a wrong key is an error", async () => {
    await expect(provider({ apiKey: "sk-wrong" }).summariseJob(input)).rejects.toThrow(/answered 401/);
  });

  test("a server that does not answer in time is given up", async () => {
    fake.mode = "hang";
    await expect(provider({ timeoutMs: 200 }).summariseJob(input)).rejects.toThrow(/timeout|aborted/i);
  });

  test("with the fallback, a failure gives the built-in engine's summary and a logged warning", async () => {
    const { logger, lines } = capturingLogger();
    const ai = withFallback(provider({ timeoutMs: 200 }), createBuiltinProvider(), logger);
    expect(ai.id).toBe("openai:gpt-4o-mini");

    fake.mode = "hang";
    const made = await ai.summariseJob(input);
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
        task: "summariseJob",
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(FAKE_OPENAI_KEY);

    fake.mode = "ok";
    expect((await ai.summariseJob(input)).provider).toBe("openai:gpt-4o-mini");
  });

  describe("cover letters", () => {
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

    test("sends the model and the member's and posting's facts, and asks for the letter as JSON", async () => {
      fake.replies.cover_letter = { text: modelLetter };
      await provider().writeCoverLetter(letterInput);
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
      fake.replies.cover_letter = { text: modelLetter };
      const made = await provider().writeCoverLetter(letterInput);
      expect(made.provider).toBe("openai:gpt-4o-mini");
      expect(made.result.text).toBe(modelLetter);
      expect(made.result.wordCount).toBe(modelLetter.split(/\s+/).filter(Boolean).length);
      expect(made.result.flagged).toEqual([
        { sentence: invented, unsupported: ["£50m", "First", "Goldman Sachs"] },
      ]);
    });

    test("a letter that uses only the given facts has no flags", async () => {
      const honest = modelLetter.replace(` ${invented}`, "");
      fake.replies.cover_letter = { text: honest };
      expect((await provider().writeCoverLetter(letterInput)).result.flagged).toEqual([]);
    });

    test.each(["not-json", "wrong-shape", "server-error"] as const)(
      "%s is an error, never a made-up letter",
      async (mode) => {
        fake.mode = mode;
        await expect(provider().writeCoverLetter(letterInput)).rejects.toThrow();
      },
    );

    test("with the fallback, a failure gives the built-in engine's letter and a logged warning", async () => {
      const { logger, lines } = capturingLogger();
      const ai = withFallback(provider({ timeoutMs: 200 }), createBuiltinProvider(), logger);
      fake.mode = "hang";
      const made = await ai.writeCoverLetter(letterInput);
      expect(made).toEqual({ result: writeCoverLetter(letterInput), provider: BUILTIN_PROVIDER_ID });
      expect(made.result.flagged).toEqual([]);
      expect(lines).toEqual([expect.objectContaining({ level: 40, task: "writeCoverLetter" })]);
    });
  });

  describe("CV suggestions", () => {
    const cvInput = {
      cvText: "Finance Intern, Smith & Co\n• Built an Excel model for a £5 million refinancing",
      posting: { title: "Summer Analyst", firm: "Northbridge Partners", text: PRIVATE_EQUITY_OFF_CYCLE },
      score: { missing: ["LBO", "due diligence"] },
    };

    test("asks with the missing keywords and keeps at most five trimmed suggestions of 300 characters", async () => {
      fake.replies.cv_suggestions = {
        suggestions: ["  Name the LBO model you built.  ", "", "x".repeat(301), "b", "c", "d", "e", "f"],
      };
      const made = await provider().suggestCvChanges(cvInput);
      expect(made).toEqual({
        result: ["Name the LBO model you built.", "b", "c", "d", "e"],
        provider: "openai:gpt-4o-mini",
      });
      const [call] = fake.calls;
      expect(call?.body.response_format?.json_schema?.name).toBe("cv_suggestions");
      expect(call?.body.messages?.[1]?.content).toContain(
        "Keywords the score found missing: LBO, due diligence",
      );
      expect(call?.body.messages?.[1]?.content).toContain(
        "Built an Excel model for a £5 million refinancing",
      );
    });

    test("an answer that is not a list of strings fails, and the fallback adds nothing", async () => {
      fake.replies.cv_suggestions = { suggestions: "Add numbers" };
      await expect(provider().suggestCvChanges(cvInput)).rejects.toThrow();
      const { logger, lines } = capturingLogger();
      const ai = withFallback(provider(), createBuiltinProvider(), logger);
      expect(await ai.suggestCvChanges(cvInput)).toEqual({ result: [], provider: BUILTIN_PROVIDER_ID });
      expect(lines).toEqual([expect.objectContaining({ task: "suggestCvChanges" })]);
    });
  });
});

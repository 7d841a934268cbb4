import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { capturingLogger } from "../../../tests/support/capture-log";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../../../tests/support/fake-openai";
import { aiProvider, createAiProvider } from "./ai-provider";
import { BUILTIN_PROVIDER_ID, type GenerateRequest } from "./provider";

// The generic provider against a local server speaking the Chat Completions wire format: what it
// sends, what it accepts, and that every way a model can fail ends in the caller's fallback with one
// logged warning. The features' own prompts are tested beside them.

type Verdict = { verdict: string; points: string[] };

const MODEL_VERDICT: Verdict = { verdict: "Strong answer", points: ["Clear structure", "A number"] };
const BUILTIN_VERDICT: Verdict = { verdict: "Built-in verdict", points: [] };

const verdictSchema = z.object({
  verdict: z.string().trim().min(1).max(200),
  points: z.array(z.string().trim().min(1)).max(5),
});

const VERDICT_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["verdict", "points"],
  properties: { verdict: { type: "string" }, points: { type: "array", items: { type: "string" } } },
};

const request: GenerateRequest<Verdict> = {
  task: "answer_verdict",
  instructions: "You judge practice answers. Answer with one JSON object.",
  input: "Question: Why this firm?\nAnswer: Because of its M&A franchise.",
  schema: verdictSchema,
  jsonSchema: VERDICT_JSON_SCHEMA,
};

describe("the AI provider", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi(MODEL_VERDICT);
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.mode = "ok";
    fake.calls.length = 0;
    fake.replies = {};
    fake.reply = MODEL_VERDICT;
  });

  const withModel = (options: { timeoutMs?: number; apiKey?: string } = {}) => {
    const log = capturingLogger();
    const ai = createAiProvider(
      {
        baseUrl: `${fake.url}/`,
        apiKey: options.apiKey ?? FAKE_OPENAI_KEY,
        model: "gpt-4o-mini",
        timeoutMs: options.timeoutMs,
      },
      log.logger,
    );
    return { ai, lines: log.lines };
  };

  test("without a model the fallback answers under the built-in id, and no request is made", async () => {
    const { logger, lines } = capturingLogger();
    const ai = createAiProvider(null, logger);
    expect(ai.id).toBe(BUILTIN_PROVIDER_ID);
    expect(ai.model).toBeNull();
    expect(await ai.generate(request, async () => BUILTIN_VERDICT)).toEqual({
      result: BUILTIN_VERDICT,
      provider: BUILTIN_PROVIDER_ID,
    });
    expect(fake.calls).toEqual([]);
    expect(lines).toEqual([]);
    await expect(ai.stream([{ role: "user", content: "Hello" }]).next()).rejects.toThrow(/no AI model/);
  });

  test("sends the model, the instructions, the input and a strict JSON schema; reads choices[0].message.content", async () => {
    const { ai, lines } = withModel();
    expect(ai.id).toBe("openai:gpt-4o-mini");
    expect(ai.model).toBe("gpt-4o-mini");
    const made = await ai.generate({ ...request, maxTokens: 400 }, () => BUILTIN_VERDICT);
    expect(made).toEqual({ result: MODEL_VERDICT, provider: "openai:gpt-4o-mini" });
    const [call] = fake.calls;
    expect(call?.path).toBe("/v1/chat/completions");
    expect(call?.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`);
    expect(call?.body.model).toBe("gpt-4o-mini");
    expect(call?.body.messages).toEqual([
      { role: "system", content: request.instructions },
      { role: "user", content: request.input },
    ]);
    expect(call?.body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "answer_verdict", strict: true, schema: VERDICT_JSON_SCHEMA },
    });
    expect((call?.body ?? {}) as Record<string, unknown>).toMatchObject({ max_tokens: 400 });
    expect(lines).toEqual([]);
  });

  test("a conversation as input follows the instructions, turn by turn", async () => {
    const { ai } = withModel();
    const turns = [
      { role: "user" as const, content: "Why this firm?" },
      { role: "assistant" as const, content: "Tell me more." },
      { role: "user" as const, content: "Its M&A franchise." },
    ];
    await ai.generate({ ...request, input: turns }, () => BUILTIN_VERDICT);
    expect(fake.calls[0]?.body.messages).toEqual([
      { role: "system", content: request.instructions },
      ...turns,
    ]);
  });

  test("without a JSON schema the model is asked for JSON mode", async () => {
    const { ai } = withModel();
    const { jsonSchema: _, ...plain } = request;
    expect((await ai.generate(plain, () => BUILTIN_VERDICT)).result).toEqual(MODEL_VERDICT);
    expect(fake.calls.map((c) => c.body.response_format)).toEqual([{ type: "json_object" }]);
  });

  test("a server that knows only JSON mode gets a second request in json_object format", async () => {
    fake.mode = "json-object-only";
    const { ai, lines } = withModel();
    const made = await ai.generate(request, () => BUILTIN_VERDICT);
    expect(made).toEqual({ result: MODEL_VERDICT, provider: "openai:gpt-4o-mini" });
    expect(fake.calls.map((c) => c.body.response_format?.type)).toEqual(["json_schema", "json_object"]);
    expect(lines).toEqual([]);
  });

  test("the schema finishes the model's result: a transform's output is what the caller gets", async () => {
    const { ai } = withModel();
    const made = await ai.generate(
      { ...request, schema: verdictSchema.transform((v) => ({ ...v, points: v.points.slice(0, 1) })) },
      () => BUILTIN_VERDICT,
    );
    expect(made.result).toEqual({ verdict: "Strong answer", points: ["Clear structure"] });
  });

  test.each([
    ["not-json", /JSON/],
    ["wrong-shape", /verdict|expected/i],
    ["server-error", /answered 500/],
    ["refuse", /refused: I'm sorry/],
  ] as const)("%s gives the fallback's result and one logged warning", async (mode, reason) => {
    fake.mode = mode;
    const { ai, lines } = withModel();
    const made = await ai.generate(request, () => BUILTIN_VERDICT);
    expect(made).toEqual({ result: BUILTIN_VERDICT, provider: BUILTIN_PROVIDER_ID });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: "AI provider failed; using the fallback",
        provider: "openai:gpt-4o-mini",
        fallback: BUILTIN_PROVIDER_ID,
        task: "answer_verdict",
        err: expect.stringMatching(reason),
      }),
    ]);
  });

  test("a result the schema refuses is a failure too", async () => {
    const { ai, lines } = withModel();
    const made = await ai.generate(
      { ...request, schema: verdictSchema.refine((v) => v.points.length === 0, "points were not asked for") },
      () => BUILTIN_VERDICT,
    );
    expect(made.provider).toBe(BUILTIN_PROVIDER_ID);
    expect(lines).toEqual([
      expect.objectContaining({ err: expect.stringMatching(/points were not asked for/) }),
    ]);
  });

  test("a wrong key is a failure, and the key is never logged", async () => {
    const { ai, lines } = withModel({ apiKey: "sk-wrong-0123456789" });
    const made = await ai.generate(request, () => BUILTIN_VERDICT);
    expect(made.provider).toBe(BUILTIN_PROVIDER_ID);
    expect(lines).toEqual([expect.objectContaining({ err: "chat completions answered 401" })]);
    expect(JSON.stringify(lines)).not.toContain("sk-wrong-0123456789");
    expect(JSON.stringify(lines)).not.toContain(FAKE_OPENAI_KEY);
  });

  test("a server that does not answer in time is given up, by the client's timeout or the request's", async () => {
    fake.mode = "hang";
    const slow = withModel({ timeoutMs: 200 });
    expect((await slow.ai.generate(request, () => BUILTIN_VERDICT)).provider).toBe(BUILTIN_PROVIDER_ID);
    expect(slow.lines).toEqual([expect.objectContaining({ err: expect.stringMatching(/timeout|aborted/i) })]);

    const patient = withModel({ timeoutMs: 60_000 });
    const made = await patient.ai.generate({ ...request, timeoutMs: 200 }, () => BUILTIN_VERDICT);
    expect(made.provider).toBe(BUILTIN_PROVIDER_ID);

    fake.mode = "ok";
    expect((await slow.ai.generate(request, () => BUILTIN_VERDICT)).provider).toBe("openai:gpt-4o-mini");
  });

  test("streams the model's free text through the same provider", async () => {
    fake.reply = "You could open with the deal you followed most closely.";
    const { ai } = withModel();
    let text = "";
    for await (const piece of ai.stream([{ role: "user", content: "How do I start?" }])) text += piece;
    expect(text).toBe("You could open with the deal you followed most closely.");
    expect(fake.calls[0]?.body.stream).toBe(true);
  });

  test("one provider per configuration: the model's when AI_BASE_URL and AI_API_KEY are set", () => {
    const { logger } = capturingLogger();
    const ai = {
      baseUrl: fake.url,
      apiKey: FAKE_OPENAI_KEY,
      model: "gpt-4o-mini",
      transcriptionModel: "whisper-1",
    };
    const withAi = { ai } as unknown as Parameters<typeof aiProvider>[0];
    const without = { ai: null } as unknown as Parameters<typeof aiProvider>[0];
    expect(aiProvider(withAi, logger)).toBe(aiProvider(withAi, logger));
    expect(aiProvider(withAi, logger).id).toBe("openai:gpt-4o-mini");
    expect(aiProvider(without, logger).id).toBe(BUILTIN_PROVIDER_ID);
  });
});

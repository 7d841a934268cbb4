import { z } from "zod";

// One structured request to an OpenAI-compatible server (OpenAI, Azure-style gateways, vLLM, Ollama,
// LM Studio, …) on the Chat Completions wire format: POST {baseUrl}/chat/completions with a bearer key,
// `model`, `messages` and `response_format`; the answer is `choices[0].message.content`. Plain fetch
// rather than the `openai` package: one endpoint, no retries we did not ask for, nothing new to pin for
// Node 20, and the same code speaks to every compatible server. Whatever comes back is parsed by the
// caller's zod schema; anything else throws, and the provider (ai-provider.ts) answers with the
// feature's built-in fallback instead.

export type OpenAiOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** A slow model must not hold a member's request for ever: after this the built-in engine answers. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type ChatTurn = { role: "system" | "user" | "assistant"; content: string };

export type ChatRequest<T> = {
  /** The response format's name, e.g. "job_summary". */
  name: string;
  /**
   * A JSON schema in Structured Outputs' strict form (every key required, no others). Without one the
   * request asks for JSON mode only, and the zod schema alone decides what is accepted.
   */
  jsonSchema?: Record<string, unknown>;
  messages: ChatTurn[];
  result: z.ZodType<T>;
  /** Overrides the client's timeout for this request. */
  timeoutMs?: number;
  maxTokens?: number;
};

export const DEFAULT_TIMEOUT_MS = 20_000;

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
      }),
    )
    .min(1),
});

/** The JSON inside the message, tolerating a ```json fence that some servers add in json_object mode. */
function parseContent(content: string | null | undefined): unknown {
  if (!content) throw new Error("the model returned no content");
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  return JSON.parse(json);
}

export function createChat(options: OpenAiOptions) {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const doFetch = options.fetch ?? fetch;

  function post<T>(request: ChatRequest<T>, format: "json_schema" | "json_object", signal: AbortSignal) {
    const response_format =
      format === "json_schema"
        ? {
            type: "json_schema",
            json_schema: { name: request.name, strict: true, schema: request.jsonSchema },
          }
        : { type: "json_object" };
    return doFetch(endpoint, {
      method: "POST",
      headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        model: options.model,
        messages: request.messages,
        response_format,
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
      }),
      signal,
    });
  }

  return async function ask<T>(request: ChatRequest<T>): Promise<T> {
    // One deadline for the whole exchange, retry included.
    const signal = AbortSignal.timeout(request.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response = await post(request, request.jsonSchema ? "json_schema" : "json_object", signal);
    // Some compatible servers know only JSON mode; they answer 400 to a schema.
    if (response.status === 400 && request.jsonSchema) {
      await response.body?.cancel();
      response = await post(request, "json_object", signal);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`chat completions answered ${response.status}`);
    }
    const completion = completionSchema.parse(await response.json());
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new Error(`the model refused: ${message.refusal.slice(0, 200)}`);
    return request.result.parse(parseContent(message?.content));
  };
}

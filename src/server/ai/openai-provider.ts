import { z } from "zod";
import type { JobSummary } from "../../shared/jobs";
import { type AiProvider, type JobSummaryInput, jobSummarySchema } from "./provider";

// An OpenAI-compatible provider (OpenAI, Azure-style gateways, vLLM, Ollama, LM Studio, …) on the Chat
// Completions wire format: POST {baseUrl}/chat/completions with a bearer key, `model`, `messages` and
// `response_format`; the answer is `choices[0].message.content`. Plain fetch rather than the `openai`
// package: one endpoint, no retries we did not ask for, nothing new to pin for Node 20, and the same
// code speaks to every compatible server. Whatever comes back is parsed with zod; anything else throws,
// and withFallback answers with the built-in engine instead.

export type OpenAiOptions = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** A slow model must not hold a member's request for ever (DESIGN §7 falls back after this). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_POSTING_CHARS = 24_000;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

// Structured Outputs' strict mode wants every key required and no others.
const JOB_SUMMARY_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["overview", "responsibilities", "requirements", "deadline", "tests"],
  properties: {
    overview: { type: "string" },
    responsibilities: { type: "array", items: { type: "string" } },
    requirements: { type: "array", items: { type: "string" } },
    deadline: { type: ["string", "null"] },
    tests: { type: "array", items: { type: "string" } },
  },
} as const;

const SUMMARY_INSTRUCTIONS = `You summarise job postings for university students applying to finance roles.
Use only what the posting states; keep its wording where you can; never add facts, advice or filler.
Answer with one JSON object with these keys:
- overview: one or two sentences on what the role is; "" if the posting does not say.
- responsibilities: up to 6 short items, the duties the posting lists; [] if none.
- requirements: up to 6 short items, what applicants must have or be; [] if none.
- deadline: the application deadline as the posting words it, or null if it names none.
- tests: the online assessments or their providers the posting names (e.g. SHL, HireVue, numerical reasoning); [] if none.`;

function postingMessage(input: JobSummaryInput): string {
  const closes = input.closesAt
    ? `\nClosing date on the job board: ${input.closesAt.toISOString().slice(0, 10)}`
    : "";
  return `Title: ${input.title}\nFirm: ${input.firm}${closes}\n\nPosting:\n${input.text.slice(0, MAX_POSTING_CHARS)}`;
}

/** The JSON inside the message, tolerating a ```json fence that some servers add in json_object mode. */
function parseContent(content: string | null | undefined): JobSummary {
  if (!content) throw new Error("the model returned no content");
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  return jobSummarySchema.parse(JSON.parse(json));
}

export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  const id = `openai:${options.model}`;

  async function complete(
    input: JobSummaryInput,
    format: "json_schema" | "json_object",
    signal: AbortSignal,
  ) {
    const response_format =
      format === "json_schema"
        ? {
            type: "json_schema",
            json_schema: { name: "job_summary", strict: true, schema: JOB_SUMMARY_JSON_SCHEMA },
          }
        : { type: "json_object" };
    return doFetch(endpoint, {
      method: "POST",
      headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        model: options.model,
        messages: [
          { role: "system", content: SUMMARY_INSTRUCTIONS },
          { role: "user", content: postingMessage(input) },
        ],
        response_format,
      }),
      signal,
    });
  }

  return {
    id,
    async summariseJob(input) {
      // One deadline for the whole exchange, retry included.
      const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      let response = await complete(input, "json_schema", signal);
      // Some compatible servers know only JSON mode; they answer 400 to a schema.
      if (response.status === 400) {
        await response.body?.cancel();
        response = await complete(input, "json_object", signal);
      }
      if (!response.ok) throw new Error(`chat completions answered ${response.status}`);
      const completion = completionSchema.parse(await response.json());
      return { result: parseContent(completion.choices[0]?.message.content), provider: id };
    },
  };
}

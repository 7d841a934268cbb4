import type { Logger } from "pino";
import type { Config } from "../config";
import { createChat, type OpenAiOptions } from "./openai-chat";
import { streamChatText } from "./openai-stream";
import { type AiProvider, BUILTIN_PROVIDER_ID } from "./provider";
import { withFallback } from "./with-fallback";

// Which provider answers: the OpenAI-compatible model when AI_BASE_URL and AI_API_KEY are set (with
// each feature's built-in fallback behind it), otherwise the built-in fallbacks alone. One per
// configuration, made on first use, so every feature shares it.

export { DEFAULT_TIMEOUT_MS, type OpenAiOptions } from "./openai-chat";

/** A provider for these model options, or the built-in fallbacks alone when there are none. */
export function createAiProvider(options: OpenAiOptions | null, logger: Logger): AiProvider {
  if (!options) {
    return {
      id: BUILTIN_PROVIDER_ID,
      model: null,
      async generate(_request, fallback) {
        return { result: await fallback(), provider: BUILTIN_PROVIDER_ID };
      },
      // biome-ignore lint/correctness/useYield: there is nothing to stream without a model
      async *stream() {
        throw new Error("no AI model is configured");
      },
    };
  }
  const ask = createChat(options);
  const id = `openai:${options.model}`;
  return {
    id,
    model: options.model,
    generate(request, fallback) {
      const attempt = () =>
        ask({
          name: request.task,
          jsonSchema: request.jsonSchema,
          messages: [
            { role: "system", content: request.instructions },
            ...(typeof request.input === "string"
              ? [{ role: "user" as const, content: request.input }]
              : request.input),
          ],
          result: request.schema,
          timeoutMs: request.timeoutMs,
          maxTokens: request.maxTokens,
        });
      return withFallback(attempt, fallback, { provider: id, task: request.task, logger });
    },
    stream(messages) {
      return streamChatText(options, messages);
    },
  };
}

const providers = new WeakMap<Config, AiProvider>();

export function aiProvider(config: Config, logger: Logger): AiProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createAiProvider(config.ai, logger);
    providers.set(config, provider);
  }
  return provider;
}

import type { Logger } from "pino";
import type { Config } from "../config";
import { createBuiltinProvider } from "./builtin/builtin-provider";
import { createOpenAiProvider } from "./openai-provider";
import type { AiProvider } from "./provider";
import { withFallback } from "./with-fallback";

// Which provider answers: the OpenAI-compatible one when AI_BASE_URL and AI_API_KEY are set (with the
// built-in engine behind it), otherwise the built-in engine alone. One per configuration, made on
// first use, so every feature shares it.

const providers = new WeakMap<Config, AiProvider>();

export function aiProvider(config: Config, logger: Logger): AiProvider {
  let provider = providers.get(config);
  if (!provider) {
    const builtin = createBuiltinProvider();
    provider = config.ai ? withFallback(createOpenAiProvider(config.ai), builtin, logger) : builtin;
    providers.set(config, provider);
  }
  return provider;
}

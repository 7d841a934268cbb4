import type { Logger } from "pino";
import { BUILTIN_PROVIDER_ID, type Fallback, type Generated } from "./provider";

// When the external model fails (down, slow, refuses, or answers something that does not parse or
// fit), the member still gets a result: the feature's built-in one, with a warning in the log that
// names the model and the task but never the key or the member's text.

export async function withFallback<T>(
  attempt: () => Promise<T>,
  fallback: Fallback<T>,
  context: { provider: string; task: string; logger: Logger },
): Promise<Generated<T>> {
  try {
    return { result: await attempt(), provider: context.provider };
  } catch (error) {
    context.logger.warn(
      {
        provider: context.provider,
        fallback: BUILTIN_PROVIDER_ID,
        task: context.task,
        err: error instanceof Error ? error.message : String(error),
      },
      "AI provider failed; using the fallback",
    );
    return { result: await fallback(), provider: BUILTIN_PROVIDER_ID };
  }
}

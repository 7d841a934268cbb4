import type { Logger } from "pino";
import type { AiProvider } from "./provider";

// DESIGN §7: when the external model fails (down, slow, refuses, or answers something that does not
// parse), the member still gets a result: the built-in engine's, with a warning in the log. Each method
// of AiProvider gets one line here; the object literal does not compile until a new one has it.

export function withFallback(primary: AiProvider, fallback: AiProvider, logger: Logger): AiProvider {
  function onFailure(task: string) {
    return (error: unknown) => {
      logger.warn(
        {
          provider: primary.id,
          fallback: fallback.id,
          task,
          err: error instanceof Error ? error.message : String(error),
        },
        "AI provider failed; using the fallback",
      );
    };
  }
  return {
    id: primary.id,
    summariseJob: (input) =>
      primary.summariseJob(input).catch((error) => {
        onFailure("summariseJob")(error);
        return fallback.summariseJob(input);
      }),
  };
}

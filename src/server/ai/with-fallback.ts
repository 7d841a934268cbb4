import type { Logger } from "pino";
import type { AiProvider, Generated } from "./provider";

// When the external model fails (down, slow, refuses, or answers something that does not
// parse), the member still gets a result: the built-in engine's, with a warning in the log. Each method
// of AiProvider gets one line here; the object literal does not compile until a new one has it.

export function withFallback(primary: AiProvider, fallback: AiProvider, logger: Logger): AiProvider {
  function guarded<I, T>(
    task: string,
    first: (input: I) => Promise<Generated<T>>,
    second: (input: I) => Promise<Generated<T>>,
  ) {
    return (input: I) =>
      first(input).catch((error: unknown) => {
        logger.warn(
          {
            provider: primary.id,
            fallback: fallback.id,
            task,
            err: error instanceof Error ? error.message : String(error),
          },
          "AI provider failed; using the fallback",
        );
        return second(input);
      });
  }
  return {
    id: primary.id,
    summariseJob: guarded(
      "summariseJob",
      (i) => primary.summariseJob(i),
      (i) => fallback.summariseJob(i),
    ),
    writeCoverLetter: guarded(
      "writeCoverLetter",
      (i) => primary.writeCoverLetter(i),
      (i) => fallback.writeCoverLetter(i),
    ),
    suggestCvChanges: guarded(
      "suggestCvChanges",
      (i) => primary.suggestCvChanges(i),
      (i) => fallback.suggestCvChanges(i),
    ),
    coachInterviewAnswer: guarded(
      "coachInterviewAnswer",
      (i) => primary.coachInterviewAnswer(i),
      (i) => fallback.coachInterviewAnswer(i),
    ),
    draftNetworkingMessage: guarded(
      "draftNetworkingMessage",
      (i) => primary.draftNetworkingMessage(i),
      (i) => fallback.draftNetworkingMessage(i),
    ),
  };
}

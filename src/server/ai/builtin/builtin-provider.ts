import type { AiProvider } from "../provider";
import { summariseJob } from "./summarise-job";

// The offline engine. Its id carries a version: when the algorithm changes, bump it, and cached
// results made by the old one are no longer served (they are keyed by provider id).
export const BUILTIN_PROVIDER_ID = "builtin:1";

export function createBuiltinProvider(): AiProvider {
  return {
    id: BUILTIN_PROVIDER_ID,
    async summariseJob(input) {
      return { result: summariseJob(input), provider: BUILTIN_PROVIDER_ID };
    },
  };
}

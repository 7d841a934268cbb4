import type { AiProvider } from "../provider";
import { writeCoverLetter } from "./cover-letter/write-cover-letter";
import { draftNetworkingMessage } from "./networking-message";
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
    async writeCoverLetter(input) {
      return { result: writeCoverLetter(input), provider: BUILTIN_PROVIDER_ID };
    },
    // The built-in CV match already lists its own changes beside the score; it has nothing to add.
    async suggestCvChanges() {
      return { result: [], provider: BUILTIN_PROVIDER_ID };
    },
    // Its rubric already says why and what to add, and its follow-ups come from the question bank.
    async coachInterviewAnswer() {
      return { result: { comment: "", followUp: null }, provider: BUILTIN_PROVIDER_ID };
    },
    async draftNetworkingMessage(input) {
      return { result: draftNetworkingMessage(input), provider: BUILTIN_PROVIDER_ID };
    },
  };
}

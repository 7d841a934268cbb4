import { hashSeed } from "../../../platform/seeded-random";

// Two members writing to the same firm should not send the same sentences. Each wording the letter can
// choose between is picked by a seed made from the member's own CV and the firm, so one member always
// gets the same letter, and two members usually get different wordings as well as different facts.

export type Pick = <T>(options: readonly T[]) => T;

export function picker(seed: string): Pick {
  let state = hashSeed(seed) || 1;
  return <T>(options: readonly T[]): T => {
    // xorshift32: enough spread for choosing between a few wordings.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return options[state % options.length] as T;
  };
}

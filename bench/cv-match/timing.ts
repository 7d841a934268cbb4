import { nlp } from "../../src/server/ai/text/nlp";
import { percentile } from "./metrics";

// Scoring time against a baseline measured in the same run: tokenising the same two texts with
// wink-nlp, the least any engine built on it must do. The two are interleaved so that other work on
// the machine slows both alike.

export type Timing = { runs: number; p50: number; p95: number; max: number };
export type TimingResult = { engine: Timing; baseline: Timing };

const WARM_UP_RUNS = 20;

function summarise(times: number[]): Timing {
  return {
    runs: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
  };
}

/** Tokenises both texts as the engine's first step would, reading every token's normal form. */
export function tokeniseOnly(cvText: string, postingText: string): number {
  const { its } = nlp();
  let tokens = 0;
  for (const text of [cvText, postingText]) tokens += nlp().readDoc(text).tokens().out(its.normal).length;
  return tokens;
}

export function timeAgainstBaseline(
  score: () => unknown,
  baseline: () => unknown,
  runs: number,
): TimingResult {
  for (let i = 0; i < WARM_UP_RUNS; i++) {
    score();
    baseline();
  }
  const engine: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    score();
    engine.push(performance.now() - started);
    started = performance.now();
    baseline();
    base.push(performance.now() - started);
  }
  return { engine: summarise(engine), baseline: summarise(base) };
}

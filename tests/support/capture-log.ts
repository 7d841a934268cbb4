import { Writable } from "node:stream";
import pino from "pino";

// A pino logger whose warnings a test can read back, one parsed JSON line each.
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: "warn" }, stream), lines };
}

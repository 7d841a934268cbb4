import http from "node:http";
import { gunzipSync } from "node:zlib";
import type { Query } from "./raw-baseline";
import type { Statement } from "./scale-target";

// One driver for both sides of a comparison: `concurrency` loops repeat an operation until the time
// is up, and every operation's wall time is kept, so the API and the bare SQL get the same p50/p95.

export type Load = { concurrency: number; seconds: number; warmupSeconds: number };

export type Latency = {
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function drive(operation: () => Promise<void>, concurrency: number, seconds: number) {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await operation();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { latencies: latencies.sort((a, b) => a - b), elapsed: (performance.now() - started) / 1000 };
}

export async function measure(label: string, operation: () => Promise<void>, load: Load): Promise<Latency> {
  await drive(operation, load.concurrency, load.warmupSeconds);
  const { latencies, elapsed } = await drive(operation, load.concurrency, load.seconds);
  return summarise(label, latencies, elapsed);
}

/** The statistics every measurement reports, from latencies sorted ascending and the seconds they took. */
export function summarise(label: string, sorted: number[], elapsedSeconds: number): Latency {
  return {
    label,
    requests: sorted.length,
    perSecond: sorted.length / elapsedSeconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** A GET with a session cookie that must answer 200; the body is read, as a client would. */
export function httpGet(url: string, cookie: string) {
  return async () => {
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  };
}

/**
 * One call through node:http on a keep-alive connection, as a browser keeps one open: the status and
 * the body as sent (gzip when the server compresses, as a browser accepts it). The newer
 * areas' cheap routes take 2-6 ms; fetch's own machinery in this process cost about a millisecond a
 * call on this machine, which would count against the API and not the bare SQL beside it.
 */
export function httpCall(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; text(): string }> {
  return new Promise((resolve, reject) => {
    const call = http.request(
      url,
      {
        method: options.method,
        agent: KEEP_ALIVE,
        headers: { "accept-encoding": "gzip", ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const zipped = response.headers["content-encoding"] === "gzip";
          // Decoded only when asked (an unexpected answer's message): the load is the server's, not ours.
          const text = () => (zipped ? gunzipSync(raw) : raw).toString("utf8");
          resolve({ status: response.statusCode ?? 0, text });
        });
        response.on("error", reject);
      },
    );
    call.on("error", reject);
    call.end(options.body);
  });
}
const KEEP_ALIVE = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** The captured statements, issued one after another as the service issues them. */
export function replay(query: Query, statements: Statement[]) {
  return async () => {
    for (const statement of statements) await query(statement.sql, statement.params);
  };
}

export async function timeOnce<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const t0 = performance.now();
  const result = await work();
  return { ms: performance.now() - t0, result };
}

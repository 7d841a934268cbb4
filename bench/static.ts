import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import autocannon from "autocannon";
import { ensureWebBuild } from "../scripts/lib/web-build";
import { startBareServer } from "./static/bare-process";
import type { Captured } from "./static/bare-server";
import { type CaseResult, type Measured, printCase, SETTINGS, writeSection } from "./static/report";
import { startApp } from "./support/app-process";

// `npm run bench:static`: a prerendered public page, its revalidation (304) and a hashed asset, served by
// the app as deployed, against a bare node:http server in the same run that sends the same bytes with the
// same headers. Results go to the "static-pages" section of docs/performance.md. A missed target is
// reported there, not failed.

const PAGE = "/pricing";
const REPORT = path.resolve("docs/performance.md");
const ACCEPT = { "accept-encoding": "br, gzip" };
// node:http writes these itself on every response, the baseline's included.
const PER_CONNECTION = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** One answer, bytes as sent (fetch would decompress them). */
function capture(base: string, urlPath: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(urlPath, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const kept = Object.entries(res.headers).filter(([name]) => !PER_CONNECTION.has(name));
        resolve({
          path: urlPath,
          conditional: headers["if-none-match"] !== undefined,
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks).toString("base64"),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

type Run = { requests: number; seconds: number; p50: number; p99: number };

async function run(
  url: string,
  headers: Record<string, string>,
  status: number,
  seconds: number,
): Promise<Run> {
  const result = await autocannon({ url, connections: SETTINGS.connections, headers, duration: seconds });
  const codes = Object.keys(result.statusCodeStats);
  if (result.errors > 0 || result.timeouts > 0 || codes.join() !== String(status)) {
    throw new Error(
      `${url} under load: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

function combined(runs: Run[]): Measured {
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  return {
    perSecond: requests / runs.reduce((sum, r) => sum + r.seconds, 0),
    p50: runs.reduce((sum, r) => sum + r.p50, 0) / runs.length,
    p99: Math.max(...runs.map((r) => r.p99)),
    requests,
  };
}

/**
 * Both servers warmed up, then measured in short slices taking turns (app, bare, bare, app, app, …), so
 * that other work starting or stopping on the machine during the run weighs on both alike.
 */
async function compare(urls: { app: string; bare: string }, headers: Record<string, string>, status: number) {
  const slice = SETTINGS.seconds / SETTINGS.slices;
  await run(urls.app, headers, status, SETTINGS.warmupSeconds);
  await run(urls.bare, headers, status, SETTINGS.warmupSeconds);
  const runs = { app: [] as Run[], bare: [] as Run[] };
  for (let i = 0; i < SETTINGS.slices; i++) {
    for (const side of i % 2 === 0 ? (["app", "bare"] as const) : (["bare", "app"] as const)) {
      runs[side].push(await run(urls[side], headers, status, slice));
    }
  }
  return { app: combined(runs.app), bare: combined(runs.bare) };
}

function expectAnswer(answer: Captured, status: number, what: string) {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}, not ${status}`);
}

if (ensureWebBuild() === "built") console.log("  built the web app");
const loadAtStart = loadavg()[0] ?? 0;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-static-"));
const app = await startApp({ dataDir });
try {
  const page = await capture(app.url, PAGE, ACCEPT);
  expectAnswer(page, 200, PAGE);
  if (page.headers["content-encoding"] !== "br") throw new Error(`${PAGE} was not sent as brotli`);
  const html = brotliDecompressSync(Buffer.from(page.body, "base64")).toString("utf8");
  // The first script the page loads: hashed, and cached for a year.
  const assetPath = html.match(/(?:src|href)="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!assetPath) throw new Error(`${PAGE} loads no script from /assets/`);
  const etag = page.headers.etag ?? "";
  const notModified = await capture(app.url, PAGE, { ...ACCEPT, "if-none-match": etag });
  expectAnswer(notModified, 304, `${PAGE} with If-None-Match`);
  const asset = await capture(app.url, assetPath, ACCEPT);
  expectAnswer(asset, 200, assetPath);

  const cases = [
    { name: "Prerendered page", answer: page, headers: ACCEPT },
    { name: "Same page, revalidated", answer: notModified, headers: { ...ACCEPT, "if-none-match": etag } },
    { name: "Hashed asset", answer: asset, headers: ACCEPT },
  ];
  const bare = await startBareServer(cases.map((c) => c.answer));
  const results: CaseResult[] = [];
  try {
    for (const c of cases) {
      const copy = await capture(bare.url, c.answer.path, c.headers);
      if (copy.body !== c.answer.body || JSON.stringify(copy.headers) !== JSON.stringify(c.answer.headers)) {
        throw new Error(`the baseline does not send what the app sent for ${c.name}`);
      }
      console.log(
        `\n${c.name}: GET ${c.answer.path} (${SETTINGS.connections} connections, ${SETTINGS.seconds} s)`,
      );
      const urls = { app: `${app.url}${c.answer.path}`, bare: `${bare.url}${c.answer.path}` };
      const result: CaseResult = {
        name: c.name,
        path: c.answer.path,
        requestHeaders: c.headers,
        status: c.answer.status,
        bytes: Buffer.from(c.answer.body, "base64").length,
        headerCount: Object.keys(c.answer.headers).length,
        ...(await compare(urls, c.headers, c.answer.status)),
      };
      printCase(result);
      results.push(result);
    }
  } finally {
    await bare.stop();
  }
  writeSection(REPORT, results, { loadAverage: [loadAtStart, loadavg()[0] ?? 0] });
  console.log(`\n  wrote the "static-pages" section of ${path.relative(process.cwd(), REPORT)}`);
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { replaceSection } from "./doc-sections";
import type { PageResult } from "./lighthouse-report";
import { machine } from "./report";

// The signed-in pages' section of docs/performance.md (`npm run bench:lighthouse`), beside the public
// pages' section, which it leaves alone.

export const APP_SECTION = "lighthouse-app";

/** Performance ≥ 90 and CLS under 0.1 on every signed-in page; the tracker's first load under 200 KiB of JS. */
export const APP_TARGETS = {
  performance: 90,
  cls: 0.1,
  firstLoadJsKiB: { "/app/tracker": 200 } as Record<string, number>,
};

export type AppMiss = { path: string; what: string; deterministic: boolean };

/**
 * CLS and the bytes of script a page loads do not depend on how busy the machine is, so missing
 * them fails the run. The performance score does (see the public section), so a miss is reported only.
 */
export function appMisses(pages: PageResult[]): AppMiss[] {
  const found: AppMiss[] = [];
  for (const page of pages) {
    const m = page.median;
    if (m.scores.performance < APP_TARGETS.performance) {
      const audits = m.failing.performance.map((a) => `${a.title}${a.detail ? ` (${a.detail})` : ""}`);
      found.push({
        path: page.path,
        what: `performance ${m.scores.performance} (target ${APP_TARGETS.performance})${audits.length ? `: ${audits.join("; ")}` : ""}`,
        deterministic: false,
      });
    }
    if (!(m.cls < APP_TARGETS.cls)) {
      const shifts = m.failing.performance.find(
        (a) => a.id === "layout-shifts" || a.id === "cls-culprits-insight",
      );
      found.push({
        path: page.path,
        what: `CLS ${m.cls.toFixed(3)} (target under ${APP_TARGETS.cls})${shifts ? `: ${shifts.detail}` : ""}`,
        deterministic: true,
      });
    }
    const limit = APP_TARGETS.firstLoadJsKiB[page.path];
    if (limit !== undefined && m.js.transferredBytes / 1024 >= limit) {
      found.push({
        path: page.path,
        what: `first-load JS ${(m.js.transferredBytes / 1024).toFixed(1)} KiB transferred (target under ${limit})`,
        deterministic: true,
      });
    }
  }
  return found;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function row(result: PageResult, baseline: PageResult, label = `\`${result.path}\``): string {
  const m = result.median;
  const [low, high] = result.performanceRange;
  const over = result === baseline ? "" : `+${seconds(m.lcpMs - baseline.median.lcpMs)}`;
  return `| ${label} | ${m.scores.performance} | ${low}–${high} | ${seconds(m.lcpMs)} | ${over} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${m.js.requests} | ${kib(m.js.transferredBytes)} | ${kib(m.js.uncompressedBytes)} | ${m.scores.accessibility} | ${m.scores["best-practices"]} |`;
}

export function printAppMisses(found: AppMiss[]) {
  console.log(
    `\nSigned-in targets (performance ≥ ${APP_TARGETS.performance}, CLS < ${APP_TARGETS.cls}, /app/tracker JS < 200 KiB):`,
  );
  if (!found.length) console.log("Every signed-in page meets every target.");
  for (const miss of found)
    console.log(`- ${miss.path}: ${miss.what}${miss.deterministic ? "" : " (score: reported, not failed)"}`);
}

export function writeAppSection(
  file: string,
  pages: PageResult[],
  baseline: PageResult,
  settings: { runs: number; loadAverage: [number, number]; dataset: string },
) {
  const env = baseline.median.environment;
  const m = machine();
  const found = appMisses(pages);
  const missed = found.length
    ? `\n\n${found.map((f) => `- \`${f.path}\`: ${f.what}${f.deterministic ? " **(fails the run)**" : ""}.`).join("\n")}`
    : " Every signed-in page meets every target.";
  const body = `## Signed-in pages in Lighthouse (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

The same run of \`npm run bench:lighthouse\` also measures the app's own screens as a member sees them on a
phone. Before the app starts, the benchmark seeds its embedded database (set-based SQL into
\`DATA_DIR/pglite\`): ${settings.dataset}. It signs the member in through \`/api/account/sign-in\` and
gives Lighthouse the session cookie as an extra header on every request. Same mobile preset, same
fresh Chromium per run, ${settings.runs} runs per page, the run with the median performance score shown; the
baseline is the static page of the same run. These screens are not prerendered: the server answers
with the app's shell and the browser loads the screen's code and its data.

Targets: performance ≥ ${APP_TARGETS.performance} and CLS under ${APP_TARGETS.cls} on every page; \`/app/tracker\` loads under 200 KiB
of JavaScript (transferred) on its first load. CLS and script bytes do not change with machine load, so
missing them fails the run (exit 1); the performance score does (see the public pages' section), so a
miss there is reported and does not fail it.

| Page | Perf. | Perf. range | LCP s | LCP over baseline | TBT ms | CLS | JS requests | JS KiB transferred | JS KiB uncompressed | A11y | Best pr. |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${row(baseline, baseline, "baseline: static HTML")}
${pages.map((page) => row(page, baseline)).join("\n")}

**Missed targets.**${missed}

| Machine | |
|---|---|
| CPU | ${m.cpu} (${m.cores} cores) |
| Browser | ${env.browser} |
| Lighthouse | ${env.lighthouse} (benchmark index ${Math.round(env.benchmarkIndex)}) |
| Load average (1 min) | ${settings.loadAverage.map((l) => l.toFixed(2)).join(" at the start, ")} at the end |
`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  writeFileSync(file, replaceSection(before, APP_SECTION, body));
}

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { replaceSection } from "./doc-sections";
import { CATEGORIES, type Category, type FailingAudit, type PageRun } from "./lighthouse-run";
import { machine } from "./report";

// The Lighthouse section of docs/performance.md and the console summary of `npm run bench:lighthouse`.

export const SECTION = "lighthouse";

/** Quality bar: performance ≥ 95, the other three categories 100. */
export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const LABELS: Record<Category, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best practices",
  seo: "SEO",
};

export type PageResult = { path: string; median: PageRun; performanceRange: [number, number] };

/** The run with the median performance score; an even count takes the lower middle. */
export function summarise(path: string, runs: PageRun[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error(`no Lighthouse runs for ${path}`);
  return {
    path,
    median,
    performanceRange: [sorted[0]?.scores.performance ?? 0, sorted.at(-1)?.scores.performance ?? 0],
  };
}

/** Categories under target, each with the audits that cost it points. */
export function misses(result: PageResult): { category: Category; score: number; audits: FailingAudit[] }[] {
  return CATEGORIES.filter((category) => result.median.scores[category] < TARGETS[category]).map(
    (category) => ({
      category,
      score: result.median.scores[category],
      audits: result.median.failing[category],
    }),
  );
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function row(result: PageResult, baseline: PageResult, label = `\`${result.path}\``): string {
  const m = result.median;
  const [low, high] = result.performanceRange;
  const lcpOver = m.lcpMs - baseline.median.lcpMs;
  return `| ${label} | ${m.scores.performance} | ${low}–${high} | ${m.scores.accessibility} | ${m.scores["best-practices"]} | ${m.scores.seo} | ${seconds(m.lcpMs)} | ${result === baseline ? "" : `+${seconds(lcpOver)}`} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${m.js.requests} | ${kib(m.js.transferredBytes)} | ${kib(m.js.uncompressedBytes)} |`;
}

export function printResult(result: PageResult) {
  const m = result.median;
  const [low, high] = result.performanceRange;
  console.log(
    `  ${result.path}: performance ${m.scores.performance} (runs ${low}–${high}), accessibility ${m.scores.accessibility}, best practices ${m.scores["best-practices"]}, SEO ${m.scores.seo}`,
  );
  console.log(
    `    LCP ${seconds(m.lcpMs)} s, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}; JS ${m.js.requests} requests, ${kib(m.js.transferredBytes)} KiB transferred, ${kib(m.js.uncompressedBytes)} KiB uncompressed`,
  );
}

function missesMarkdown(pages: PageResult[]): string {
  const lines = pages.flatMap((page) =>
    misses(page).map(({ category, score, audits }) => {
      const list = audits.length
        ? audits.map((a) => `${a.title}${a.detail ? ` (${a.detail})` : ""} [\`${a.id}\`]`).join("; ")
        : "no single audit below its threshold";
      return `- \`${page.path}\`: ${LABELS[category]} ${score} (target ${TARGETS[category]}): ${list}.`;
    }),
  );
  return lines.length ? lines.join("\n") : "Every page meets every target.";
}

export function printMisses(pages: PageResult[]) {
  console.log(`\nTargets (performance ≥ ${TARGETS.performance}, the others ${TARGETS.seo}):`);
  console.log(missesMarkdown(pages).replace(/`/g, ""));
}

export function writeSection(
  file: string,
  pages: PageResult[],
  baseline: PageResult,
  settings: { runs: number; loadAverage: [number, number] },
) {
  const env = baseline.median.environment;
  const m = machine();
  const body = `## Public pages in Lighthouse (${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC)

\`npm run bench:lighthouse\` (bench/lighthouse.ts) builds the web app if its inputs changed, starts the
server as deployed (\`NODE_ENV=production\`, fresh \`DATA_DIR\`, a free port on 127.0.0.1, serving a copy of
\`build/client\` so a rebuild elsewhere cannot change the pages mid-run) and runs
Lighthouse's mobile preset (${env.formFactor}, ${env.screen} screen, simulated ${env.rttMs} ms round trips,
${(env.throughputKbps / 1024).toFixed(1)} Mbit/s and ${env.cpuSlowdown}× CPU slowdown) against each page, ${settings.runs} times, each time
in a fresh headless Chromium with an empty profile. The table shows the run with the median performance
score and the range over the ${settings.runs} runs. JS is every script the page requested while Lighthouse
watched (load until the network went quiet): transferred (compressed, with headers) and uncompressed.

**Baseline.** \`${baseline.path}\`: a minimal static page (language, title, description, viewport, a
heading and a paragraph; no CSS, no JavaScript) added to the server's private copy of the build and
served by the same process, with the same headers, CSP and compression. What a page scores below it, or adds in
LCP over it, is what the page itself costs. Targets: performance ≥ ${TARGETS.performance}; accessibility, best
practices and SEO ${TARGETS.seo}.

| Page | Perf. | Perf. range | A11y | Best pr. | SEO | LCP s | LCP over baseline | TBT ms | CLS | JS requests | JS KiB transferred | JS KiB uncompressed |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${row(baseline, baseline, "baseline: static HTML")}
${pages.map((page) => row(page, baseline)).join("\n")}

**Missed targets.** ${missesMarkdown(pages).startsWith("-") ? `\n\n${missesMarkdown(pages)}` : missesMarkdown(pages)}

| Machine | |
|---|---|
| CPU | ${m.cpu} (${m.cores} cores) |
| Node | ${m.node} |
| Browser | ${env.browser} |
| Lighthouse | ${env.lighthouse} (benchmark index ${Math.round(env.benchmarkIndex)}) |
| Load average (1 min) | ${settings.loadAverage.map((l) => l.toFixed(2)).join(" at the start, ")} at the end |

Lighthouse simulates the network and CPU from a trace of an unthrottled load, so other work on the
machine moves the numbers: it lengthens the observed tasks (TBT), and decides whether the first paint
is seen before or after the scripts arrive, which puts them inside or outside the simulated first paint
(so one page's runs can differ by several points). Compare a page with the baseline of the same run.
`;
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n";
  writeFileSync(file, replaceSection(before, SECTION, body));
}

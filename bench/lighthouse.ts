import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureWebBuild } from "../scripts/lib/web-build";
import { startApp } from "./support/app-process";
import { APP_SIZES, seedAppMember } from "./support/lighthouse-app";
import { appMisses, printAppMisses, writeAppSection } from "./support/lighthouse-app-report";
import {
  type PageResult,
  printMisses,
  printResult,
  summarise,
  writeSection,
} from "./support/lighthouse-report";
import { LighthouseRunError, type PageRun, runLighthouse } from "./support/lighthouse-run";
import { memberCookie } from "./support/sign-in";

// `npm run bench:lighthouse` (quality bar): Lighthouse's mobile preset on the landing page,
// pricing and one article, and on four of the app's screens signed in as a member with a full tracker
// and address book, against a static baseline page served by the same server in the same run.
// Each group writes its own section of docs/performance.md. `--only public` or `--only app` measures one group.

const PAGES = ["/", "/pricing", "/blog/navigating-finance-internships"];
const APP_PAGES = ["/app/tracker", "/app/job-feed", "/app/networking", "/app/career-coach"];
const { values: args } = parseArgs({
  options: { only: { type: "string" }, runs: { type: "string", default: "3" } },
});
if (args.only && args.only !== "public" && args.only !== "app")
  throw new Error(`--only takes "public" or "app", not "${args.only}"`);
const RUNS = Number(args.runs);
if (!(RUNS >= 1)) throw new Error("--runs takes a whole number of runs per page");
const measurePublic = args.only !== "app";
const measureApp = args.only !== "public";
const REPORT = path.resolve("docs/performance.md");
const BUILD = path.resolve("build/client");
const BASELINE_PATH = "/__lighthouse-baseline";

const BASELINE_HTML = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Baseline · Finance Careers</title>
<meta name="description" content="A static page with no styles or scripts, measured beside the real pages as their baseline.">
</head>
<body>
<main>
<h1>Finance Careers</h1>
<p>Job feed, application tracker and interview practice for UK students and graduates aiming at finance.</p>
</main>
</body>
</html>
`;

/**
 * The server runs from a folder of its own holding a copy of build/client (it serves `build/client`
 * under its working directory), so a rebuild in the repository cannot change the pages mid-run, and
 * the baseline page is added to the copy only.
 */
function privateBuild(): string {
  const stamp = () => statSync(path.join(BUILD, "__spa-fallback.html"), { throwIfNoEntry: false })?.mtimeMs;
  const before = stamp();
  const cwd = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const client = path.join(cwd, "build/client");
  cpSync(BUILD, client, { recursive: true });
  if (before === undefined || stamp() !== before) {
    rmSync(cwd, { recursive: true, force: true });
    throw new Error("build/client was being rebuilt while it was copied; run the benchmark again.");
  }
  mkdirSync(path.join(client, BASELINE_PATH));
  writeFileSync(path.join(client, BASELINE_PATH, "index.html"), BASELINE_HTML);
  return cwd;
}

/** Fetches a page and the scripts and styles it links, so no measured run pays for first compression. */
async function warmUp(url: string, headers?: Record<string, string>) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = await response.text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await Promise.all(assets.map((asset) => fetch(new URL(asset ?? "", url)).then((r) => r.arrayBuffer())));
}

/** Lighthouse asks for a rerun when its trace misses the page load; one more try, then give up. */
async function runOnce(url: string, headers?: Record<string, string>): Promise<PageRun> {
  try {
    return await runLighthouse(url, headers);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    console.log(`  (${error.code} on ${url}; running it again)`);
    return runLighthouse(url, headers);
  }
}

async function measure(
  appUrl: string,
  pagePath: string,
  headers?: Record<string, string>,
): Promise<PageResult> {
  const url = `${appUrl}${pagePath}`;
  await warmUp(url, headers);
  const runs: PageRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runOnce(url, headers));
  const result = summarise(pagePath, runs);
  printResult(result);
  return result;
}

// The built pages are what is measured, so a stale build is rebuilt first.
console.log(`web build: ${ensureWebBuild()}`);
const cwd = privateBuild();
let baseline: PageResult;
let loadAtStart = 0;
const pages: PageResult[] = [];
const appPages: PageResult[] = [];
try {
  const dataDir = path.join(cwd, "data");
  let member: { email: string; password: string } | undefined;
  if (measureApp) {
    console.log(
      `Seeding a member with ${APP_SIZES.applications} applications and ${APP_SIZES.contacts} contacts (${APP_SIZES.jobs.toLocaleString("en")} jobs in the feed)…`,
    );
    member = await seedAppMember(dataDir);
  }
  const app = await startApp({ dataDir, cwd });
  try {
    loadAtStart = loadavg()[0] ?? 0;
    console.log(`Lighthouse, mobile preset, ${RUNS} runs per page (median performance score)`);
    baseline = await measure(app.url, BASELINE_PATH);
    if (measurePublic) for (const page of PAGES) pages.push(await measure(app.url, page));
    if (member) {
      const cookie = await memberCookie(app.url, member.email, member.password);
      for (const page of APP_PAGES) appPages.push(await measure(app.url, page, { Cookie: cookie }));
    }
  } finally {
    await app.stop();
  }
} finally {
  rmSync(cwd, { recursive: true, force: true });
}

const loadAverage: [number, number] = [loadAtStart, loadavg()[0] ?? 0];
if (measurePublic) {
  printMisses(pages);
  writeSection(REPORT, pages, baseline, { runs: RUNS, loadAverage });
  console.log(`\nWrote the Lighthouse section of ${path.relative(process.cwd(), REPORT)}`);
}
if (measureApp) {
  const found = appMisses(appPages);
  printAppMisses(found);
  const dataset = `a member on a trial of Premium with ${APP_SIZES.applications} applications over the eight stages, ${APP_SIZES.contacts} networking contacts and onboarding answers the feed ranks by, among ${APP_SIZES.jobs.toLocaleString("en")} roles at 300 firms`;
  writeAppSection(REPORT, appPages, baseline, { runs: RUNS, loadAverage, dataset });
  console.log(`Wrote the signed-in Lighthouse section of ${path.relative(process.cwd(), REPORT)}`);
  if (found.some((miss) => miss.deterministic)) process.exitCode = 1;
}

import lighthouse, { type Result } from "lighthouse";
import { launchChromium } from "./chromium";

// One Lighthouse navigation (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU
// slowdown), each in a fresh Chromium with an empty profile, reduced to the figures the report keeps.

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type FailingAudit = { id: string; title: string; detail: string };

export type PageRun = {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  js: { requests: number; transferredBytes: number; uncompressedBytes: number };
  /** Audits that cost points, per category (performance: metrics scoring under 0.9 and opportunities). */
  failing: Record<Category, FailingAudit[]>;
  environment: Environment;
};

/** What the numbers were measured under, read from the run itself. */
export type Environment = {
  lighthouse: string;
  browser: string;
  formFactor: string;
  screen: string;
  rttMs: number;
  throughputKbps: number;
  cpuSlowdown: number;
  /** Lighthouse's own measure of this machine's speed at the time of the run. */
  benchmarkIndex: number;
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

/** Lighthouse could not measure the page (for example NO_NAVSTART: the trace missed the navigation). */
export class LighthouseRunError extends Error {
  constructor(
    url: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse failed on ${url} (${code}): ${message}`);
  }
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function scriptRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits["network-requests"]?.details;
  const items = details && "items" in details ? (details.items as NetworkRequest[]) : [];
  return items.filter((item) => item.resourceType === "Script");
}

type DetailItem = {
  issueType?: string;
  url?: string;
  node?: { selector?: string; snippet?: string };
  subItems?: { items?: DetailItem[] };
};

/** What an audit's table points at (an issue type and its URLs, an element, a URL), for the report. */
function itemLabels(audit: Result["audits"][string]): string[] {
  const details = audit.details;
  const items = details && "items" in details && Array.isArray(details.items) ? details.items : [];
  return (items as DetailItem[]).slice(0, 3).flatMap((item) => {
    const urls = (item.subItems?.items ?? []).map((sub) => sub.url).filter(Boolean);
    const label = item.issueType
      ? `${item.issueType}${urls.length ? ` at ${urls.slice(0, 2).join(", ")}` : ""}`
      : (item.node?.selector ?? item.url);
    return label ? [label] : [];
  });
}

function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    // Same-origin URLs as paths: the server's port changes from run to run.
    const items = itemLabels(audit).map((label) =>
      label.replaceAll(new URL(lhr.finalDisplayedUrl).origin, ""),
    );
    const detail = [audit.displayValue, ...items].filter(Boolean).join("; ");
    if (category === "performance") {
      // Metrics carry the score; an opportunity or insight with estimated savings says where time goes.
      const isMetric = ref.group === "metrics";
      const savingsMs = Math.max(0, ...Object.values(audit.metricSavings ?? {}).map((ms) => ms ?? 0));
      if ((isMetric && audit.score < 0.9) || (!isMetric && audit.score < 0.9 && savingsMs > 0)) {
        failing.push({ id: ref.id, title: audit.title, detail });
      }
    } else if (ref.weight > 0 && audit.score < 1) {
      failing.push({ id: ref.id, title: audit.title, detail });
    }
  }
  return failing;
}

/** `headers` go with every request of the run (a signed-in member's session cookie). */
export async function runLighthouse(url: string, headers?: Record<string, string>): Promise<PageRun> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...(headers ? { extraHeaders: headers } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError.code, lhr.runtimeError.message);
    // On a busy machine the trace can miss the largest paint: the run then has no LCP and a score of 0,
    // which says nothing about the page, so it counts as a failed run (run again) rather than a result.
    const lcp = lhr.audits["largest-contentful-paint"];
    if (lcp?.numericValue === undefined)
      throw new LighthouseRunError(
        url,
        "NO_LCP",
        lcp?.errorMessage ?? "no largest contentful paint in the trace",
      );
    const scripts = scriptRequests(lhr);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      js: {
        requests: scripts.length,
        transferredBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        uncompressedBytes: scripts.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
      },
      failing: {
        performance: failingAudits(lhr, "performance"),
        accessibility: failingAudits(lhr, "accessibility"),
        "best-practices": failingAudits(lhr, "best-practices"),
        seo: failingAudits(lhr, "seo"),
      },
      environment: {
        lighthouse: lhr.lighthouseVersion,
        browser: chromium.version,
        formFactor: lhr.configSettings.formFactor,
        screen: `${lhr.configSettings.screenEmulation.width}×${lhr.configSettings.screenEmulation.height}`,
        rttMs: lhr.configSettings.throttling.rttMs ?? 0,
        throughputKbps: lhr.configSettings.throttling.throughputKbps ?? 0,
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      },
    };
  } finally {
    await chromium.close();
  }
}

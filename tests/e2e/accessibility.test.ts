import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PUBLIC_PATHS } from "../../src/web/app/public-paths";
import { browserForFile } from "./support/browser";
import { openPage } from "./support/fixtures";
import { REPO_ROOT, startServer, type TestServer } from "./support/server";

// Quality bar: axe finds nothing on any public page, on a desktop and on a phone width.
// axe-core runs with its default rules (WCAG 2.x A and AA plus its best practices, not experimental).

const AXE_SOURCE = readFileSync(path.join(REPO_ROOT, "node_modules/axe-core/axe.min.js"), "utf8");
const WIDTHS = [1280, 375];

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${JSON.stringify(n.target)}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`);
      const more = v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : [];
      return [`  ${v.id} (${v.impact}): ${v.help} <${v.helpUrl}>`, ...nodes, ...more].join("\n");
    })
    .join("\n");
}

let server: TestServer;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

// One page load per path, checked at each width in turn: loading is most of the cost, and a resize
// re-lays the page out just as a narrow window would.
test.each(PUBLIC_PATHS)("axe finds nothing on %s", async (pagePath) => {
  const { page } = await browser.newTab();
  await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 800 });
  await openPage(page, pagePath);
  await page.waitForLoadState("networkidle");
  // Evaluated through DevTools rather than added as a <script>: the page's CSP (rightly) refuses
  // inline scripts, and the test keeps that CSP in force.
  await page.evaluate(AXE_SOURCE);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
      const results = await axe.run();
      return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    });
    expect(
      violations.map((violation) => violation.id),
      `axe violations on ${pagePath} at ${width} px:\n${describeViolations(violations)}`,
    ).toEqual([]);
  }
});

import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { REPO_ROOT } from "./server";

// axe-core on the page as it stands, with its default rules (WCAG 2.x A and AA and best practices).

const AXE_SOURCE = readFileSync(path.join(REPO_ROOT, "node_modules/axe-core/axe.min.js"), "utf8");
type AxeViolation = { id: string; nodes: { target: unknown[]; failureSummary?: string }[] };

export async function expectNoAxeViolations(page: Page, what: string) {
  await page.waitForLoadState("networkidle");
  // Through DevTools rather than a <script>: the page's CSP refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(options: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    // The toasts belong to the app shell, which the accessibility suite checks on its own.
    const { violations } = await axe.run({ exclude: [["[data-sonner-toaster]"]] });
    return violations.map(({ id, nodes }) => ({
      id,
      nodes: nodes.slice(0, 3).map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  expect(violations, `axe on ${what}`).toEqual([]);
}

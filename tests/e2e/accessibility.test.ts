import { readFileSync } from "node:fs";
import path from "node:path";
import type { Cookie } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PUBLIC_PATHS } from "../../src/web/app/public-paths";
import { APP_SCREENS, type AppScreen } from "../../src/web/lib/app-screens";
import { browserForFile } from "./support/browser";
import {
  type AdminCredentials,
  type Credentials,
  createAdminBeforeStart,
  createUser,
  newCredentials,
  openPage,
  signIn,
  signInAdmin,
} from "./support/fixtures";
import { REPO_ROOT, startServer, type TestServer } from "./support/server";

// Quality bar: axe finds nothing on any public, member or admin page, on a desktop and on a phone width.
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

const admin: AdminCredentials = newCredentials({ firstName: "Ada", lastName: "Lovelace" });
let server: TestServer;
let member: Credentials;
const browser = browserForFile(() => server);
beforeAll(async () => {
  server = await startServer({ setup: createAdminBeforeStart(admin) });
  member = await createUser(server, { firstName: "Grace", lastName: "Hopper" });
});

const MEMBER_PATHS = [
  ...(APP_SCREENS as readonly AppScreen[])
    .filter((screen) => !screen.path.includes(":"))
    .map((screen) => `/app/${screen.path}`),
  "/onboard/welcome",
  "/onboard/personal-details",
];
const ADMIN_PATHS = [
  "/admin/dashboard",
  "/admin/users",
  "/admin/bulk-licenses",
  "/admin/broadcast",
  "/admin/support-tickets",
  "/admin/referrals",
  "/admin/site-content",
  "/admin/audit-log",
];
let adminCookies: Cookie[] | undefined;
afterAll(async () => {
  await server?.stop();
});

// One page load per path, checked at each width in turn: loading is most of the cost, and a resize
// re-lays the page out just as a narrow window would.
test.each([
  ...PUBLIC_PATHS.map((p) => [p, "visitor"] as const),
  ...MEMBER_PATHS.map((p) => [p, "member"] as const),
  ...ADMIN_PATHS.map((p) => [p, "admin"] as const),
])("axe finds nothing on %s as a %s", async (pagePath, who) => {
  const tab = await browser.newTab();
  const { page } = tab;
  if (who === "member") await signIn(tab, server, member);
  if (who === "admin") {
    if (adminCookies) await tab.context.addCookies(adminCookies);
    else {
      await signInAdmin(tab, server, admin);
      adminCookies = await tab.context.cookies();
    }
  }
  await page.setViewportSize({ width: WIDTHS[0] ?? 1280, height: 800 });
  await openPage(page, pagePath);
  await page.locator("h1").first().waitFor();
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

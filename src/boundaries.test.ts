import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseFileSync } from "@swc/core";
import { cruise, type ICruiseResult, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// The layout's rules live in .dependency-cruiser.cjs (layer order, features apart, shared imports
// neither side, the web takes only the API's shape from the server, no cycles) and `npm run lint`
// enforces them. These tests show that the real tree keeps them and that each rule catches what it
// forbids, on a small tree of planted violations (docs/decisions/0050-import-rules-by-dependency-cruiser.md).

const ROOT = path.resolve(import.meta.dirname, "..");
const CONFIG = path.join(ROOT, ".dependency-cruiser.cjs");

async function cruiseSrc(baseDir: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(CONFIG);
  const { output } = await cruise(["src"], { ...options, baseDir });
  if (typeof output === "string") throw new Error("dependency-cruiser returned a report, not a result");
  return output;
}

/**
 * The web's imports from the server that are not `import type`. dependency-cruiser's swc parser does not
 * say whether an import is type-only, so the import declarations are read here from swc's syntax tree.
 */
function webValueImportsOfServer(baseDir: string, result: ICruiseResult): string[] {
  return result.modules
    .filter((m) => m.source.startsWith("src/web/"))
    .flatMap((m) => {
      const specifiers = m.dependencies
        .filter((d) => d.resolved.startsWith("src/server/"))
        .map((d) => d.module);
      if (specifiers.length === 0) return [];
      const file = path.join(baseDir, m.source);
      const typeOnly = new Set<string>();
      for (const item of parseFileSync(file, { syntax: "typescript", tsx: file.endsWith(".tsx") }).body) {
        if (item.type === "ImportDeclaration") {
          const types =
            item.typeOnly ||
            (item.specifiers.length > 0 &&
              item.specifiers.every((s) => s.type === "ImportSpecifier" && s.isTypeOnly));
          if (types) typeOnly.add(item.source.value);
        }
        if (item.type === "ExportNamedDeclaration" && item.source && item.typeOnly)
          typeOnly.add(item.source.value);
      }
      return specifiers.filter((spec) => !typeOnly.has(spec)).map((spec) => `${m.source} imports ${spec}`);
    });
}

const describeViolation = (v: IViolation) =>
  v.cycle
    ? `${v.rule.name}: ${v.from} -> ${v.cycle.map((step) => step.name).join(" -> ")}`
    : `${v.rule.name}: ${v.from} -> ${v.to}`;

describe("the real tree", () => {
  test("every import under src/ keeps the layout", async () => {
    const result = await cruiseSrc(ROOT);
    // The TypeScript sources were parsed (not skipped for want of a parser) and their imports resolved.
    expect(result.summary.totalCruised).toBeGreaterThan(900);
    expect(result.summary.totalDependenciesCruised).toBeGreaterThan(4000);
    const tsxRead = result.modules.filter((m) => m.source.endsWith(".tsx") && m.dependencies.length > 0);
    expect(tsxRead.length).toBeGreaterThan(250);
    expect(result.summary.violations.map(describeViolation)).toEqual([]);
    // The one import from the server, the API's shape, is seen and is `import type`.
    expect(
      result.modules.find((m) => m.source === "src/web/lib/api.ts")?.dependencies.map((d) => d.resolved),
    ).toContain("src/server/app.ts");
    expect(webValueImportsOfServer(ROOT, result)).toEqual([]);
  });
});

/**
 * A small src/ tree with one violation of each rule, marked by a comment naming the rule; every other
 * import in it is allowed. Nothing here is run: the files are only read.
 */
const PLANTED: Record<string, string> = {
  "src/shared/plans.ts": 'import { db } from "../server/db/client";\nexport const plans = db;', // shared-imports-neither-side
  // no-circular: client.ts and schema.ts import each other.
  "src/server/db/client.ts": 'import { schema } from "./schema";\nexport const db = schema;',
  "src/server/db/schema.ts": 'import { db } from "./client";\nexport const schema = () => db;',
  "src/server/config.ts": "export const config = {};",
  "src/server/platform/audit.ts": [
    'import { config } from "../config";',
    'import { db } from "../db/client";',
    'import { HttpError } from "../http/errors";', // layer-order/server-platform
    'import type { AuthUser } from "../auth";', // layer-order/server-platform, type-only imports included
    "export const audit = (user: AuthUser) => [config, db, HttpError, user];",
  ].join("\n"),
  "src/server/auth.ts": 'import { config } from "./config";\nexport type AuthUser = typeof config;',
  "src/server/http/errors.ts":
    'import { config } from "../config";\nexport class HttpError extends Error {}\nconfig;',
  "src/server/features/billing/plan.ts": [
    'import { HttpError } from "../../http/errors";',
    'import { charge } from "./stripe/charge";',
    "export const plan = [HttpError, charge];",
  ].join("\n"),
  "src/server/features/billing/stripe/charge.ts": "export const charge = 1;",
  ...Object.fromEntries(
    ["a", "b", "c", "e", "f", "g", "h", "x"].map((name) => [
      `src/server/features/billing/${name}.ts`,
      `export const ${name} = 1;\nexport type ${name.toUpperCase()} = number;`,
    ]),
  ),
  // Every form of import is read (each names another feature: features-stay-apart), including one whose
  // braces hold a comment with a quote in it, which a pattern that stops at quotes misses; an import
  // written in a comment or a string is not an import.
  "src/server/features/support/tickets.ts": [
    'import { a } from "../billing/a";',
    'import type { B } from "../billing/b";',
    "import {",
    "  // the member's plan decides the reply time",
    "  c,",
    '} from "../billing/c";',
    'export { e } from "../billing/e";',
    'const f = () => import("../billing/f");',
    'import "../billing/h";',
    '// import { x } from "../billing/x";',
    '/* import { x } from "../billing/x"; */',
    "const text = 'import { x } from \"../billing/x\";';",
    'import { app } from "../../app";', // layer-order/server-features
    "export const tickets: [number, B, number, unknown, string, unknown] = [a, 1, c, f, text, app];",
  ].join("\n"),
  "src/server/features/support/tickets.test.ts": 'vi.mock("../billing/g");',
  "src/server/app.ts": 'import { plan } from "./features/billing/plan";\nexport const app = plan;',
  "src/server/web.ts": 'import routes from "../web/routes";\nexport const web = routes;', // server-never-imports-web
  "src/web/lib/api.ts": [
    'import type { app } from "../../server/app";',
    'import { config } from "../../server/config";', // web-imports-only-the-api-shape
    "export type Api = typeof app;",
    "export const api = config;",
  ].join("\n"),
  // Allowed by the rules, but a value import: the type-only check below reports it.
  "src/web/lib/client.ts": 'import { app } from "../../server/app";\nexport const client = app;',
  "src/web/components/ui/button.tsx": [
    'import { Notice } from "../../features/support/notice";', // layer-order/web-components
    "export const Button = () => <Notice />;",
  ].join("\n"),
  "src/web/features/support/notice.tsx": [
    'import { api } from "../../lib/api";',
    'import { Guard } from "../../app/guard";', // layer-order/web-features
    "export const Notice = () => <Guard>{String(api)}</Guard>;",
  ].join("\n"),
  "src/web/features/jobs/feed.tsx": [
    'import type { Api } from "../../lib/api";',
    'import { Button } from "../../components/ui/button";',
    "import {",
    "  // the member's saved roles",
    "  Notice,",
    '} from "../support/notice";', // features-stay-apart
    "export const Feed = (_: { api?: Api }) => <Notice><Button /></Notice>;",
  ].join("\n"),
  "src/web/app/guard.tsx":
    "export const Guard = (p: { children: unknown }) => <main>{String(p.children)}</main>;",
  "src/web/app/layout.tsx":
    'import { Feed } from "../features/jobs/feed";\nexport const Layout = () => <Feed />;',
  "src/web/routes.ts": 'import { Layout } from "./app/layout";\nexport default [Layout];',
};

const EXPECTED = [
  ...["a", "b", "c", "e", "f", "h"].map(
    (name) =>
      `features-stay-apart: src/server/features/support/tickets.ts -> src/server/features/billing/${name}.ts`,
  ),
  "features-stay-apart: src/server/features/support/tickets.test.ts -> src/server/features/billing/g.ts",
  "features-stay-apart: src/web/features/jobs/feed.tsx -> src/web/features/support/notice.tsx",
  "layer-order/server-features: src/server/features/support/tickets.ts -> src/server/app.ts",
  "layer-order/server-platform: src/server/platform/audit.ts -> src/server/auth.ts",
  "layer-order/server-platform: src/server/platform/audit.ts -> src/server/http/errors.ts",
  "layer-order/web-components: src/web/components/ui/button.tsx -> src/web/features/support/notice.tsx",
  "layer-order/web-features: src/web/features/support/notice.tsx -> src/web/app/guard.tsx",
  "no-circular: src/server/db/client.ts -> src/server/db/schema.ts -> src/server/db/client.ts",
  "server-never-imports-web: src/server/web.ts -> src/web/routes.ts",
  "shared-imports-neither-side: src/shared/plans.ts -> src/server/db/client.ts",
  "web-imports-only-the-api-shape: src/web/lib/api.ts -> src/server/config.ts",
].sort();

describe("planted violations", () => {
  let dir = "";
  let result: ICruiseResult;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
    for (const [file, text] of Object.entries(PLANTED)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `${text}\n`);
    }
    result = await cruiseSrc(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("each rule reports what it forbids, and nothing else", () => {
    const found = [...new Set(result.summary.violations.map(describeViolation))].sort();
    expect(found).toEqual(EXPECTED);
  });

  test("every form of import is read, and one written in a comment or a string is not", () => {
    const targets = (file: string) =>
      result.modules
        .find((m) => m.source === file)
        ?.dependencies.map((d) => d.resolved)
        .sort();
    expect(targets("src/server/features/support/tickets.ts")).toEqual([
      "src/server/app.ts",
      ...["a", "b", "c", "e", "f", "h"].map((name) => `src/server/features/billing/${name}.ts`),
    ]);
    expect(targets("src/server/features/support/tickets.test.ts")).toEqual([
      "src/server/features/billing/g.ts",
    ]);
  });

  test("the web's imports from the server must be `import type`", () => {
    expect(webValueImportsOfServer(dir, result)).toEqual([
      "src/web/lib/api.ts imports ../../server/config",
      "src/web/lib/client.ts imports ../../server/app",
    ]);
  });

  test("`npm run lint` runs dependency-cruiser, which fails on them", () => {
    const lint = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.lint as string;
    const depcruise = lint
      .split("&&")
      .map((part) => part.trim().split(/\s+/))
      .find((argv) => argv[0] === "depcruise");
    expect(depcruise).toEqual(["depcruise", "--config", ".dependency-cruiser.cjs", "src"]);
    const run = spawnSync(path.join(ROOT, "node_modules/.bin/depcruise"), ["--config", CONFIG, "src"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(run.status).not.toBe(0);
    for (const rule of new Set(EXPECTED.map((line) => line.split(":")[0])))
      expect(run.stdout).toContain(rule);
  });
});

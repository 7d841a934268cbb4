import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

// The layout's rules, read from the imports themselves so that a new file cannot slip past them
// (docs/decisions/0013-feature-folders-and-layers.md):
// - a feature (src/server/features/<name>, src/web/features/<name>) imports only itself and the
//   shared layers, never another feature and never the app layer that composes features;
// - a shared layer (src/shared, the server's platform/http/db/queue/ai code, the web's components and
//   lib) imports no feature and no app layer;
// - src/shared imports neither side; the web reaches the server only for types (the API's shape).

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = path.join(ROOT, "src");

/**
 * Type-only imports of another feature's public API types that are allowed for now, as
 * "importing/file.ts -> imported/file.ts". Anything else belongs in a shared layer. Keep it empty.
 */
const TYPE_ONLY_ALLOWED: readonly string[] = [];

const APP_LAYER = [
  "src/server/app.ts",
  "src/server/index.ts",
  "src/server/start.ts",
  "src/server/start-up.ts",
  "src/server/worker.ts",
  "src/server/workers.ts",
  // Runs the whole app in several processes, so it may name a feature's queue.
  "src/server/multi-process.api.test.ts",
  "src/web/app/",
  "src/web/routes.ts",
  "src/web/root.tsx",
];

type Place =
  | { kind: "feature"; side: "server" | "web"; name: string }
  | { kind: "app"; side: "server" | "web" }
  | { kind: "layer"; side: "server" | "web" | "shared" };

function placeOf(file: string): Place | null {
  const rel = file.split(path.sep).join("/");
  const feature = rel.match(/^src\/(server|web)\/features\/([^/]+)\//);
  if (feature) return { kind: "feature", side: feature[1] as "server" | "web", name: feature[2] as string };
  const side = rel.match(/^src\/(server|web|shared)\//)?.[1] as "server" | "web" | "shared" | undefined;
  if (!side) return null;
  if (side !== "shared" && APP_LAYER.some((p) => (p.endsWith("/") ? rel.startsWith(p) : rel === p))) {
    return { kind: "app", side };
  }
  return { kind: "layer", side };
}

type Import = { file: string; target: string; typeOnly: boolean; line: number };

const IMPORT =
  /(?:^|\n)\s*(?:import|export)(\s+type\b)?[^;'"]*?from\s*["']([^"']+)["']|(?:import|vi\.mock)\(\s*["']([^"']+)["']|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ""));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  // Generated route types (./+types/...) and assets resolve outside src; they stay where they are.
  return path.resolve(path.dirname(from), spec);
}

function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[2] ?? match[3] ?? match[4];
    if (!spec) continue;
    const target = resolveImport(file, spec);
    if (!target) continue;
    const line = text.slice(0, (match.index ?? 0) + match[0].length).split("\n").length;
    const typeOnly =
      Boolean(match[1]) || /^\s*(?:import|export)\s*\{\s*(?:type\s+[^,}]+,?\s*)+\}/.test(match[0].trim());
    found.push({ file: path.relative(ROOT, file), target: path.relative(ROOT, target), typeOnly, line });
  }
  return found;
}

/** What is wrong with one import, or null when the layout allows it. */
function violation(imp: Import): string | null {
  const from = placeOf(imp.file);
  const to = placeOf(imp.target);
  if (!from || !to) return null;
  const where = `${imp.file}:${imp.line} imports ${imp.target}`;
  if (from.side === "shared" && to.side !== "shared") return `${where}: src/shared imports neither side`;
  if (from.side === "web" && to.side === "server" && !imp.typeOnly) {
    return `${where}: the web may import the server's types only (import type)`;
  }
  if (from.kind === "feature" && to.kind === "feature" && from.name !== to.name) {
    if (imp.typeOnly && TYPE_ONLY_ALLOWED.includes(`${imp.file} -> ${imp.target}`)) return null;
    return `${where}: feature "${from.name}" imports feature "${to.name}"; move what both need into a shared layer, or compose them in the app layer`;
  }
  if (from.kind === "feature" && to.kind === "app") {
    return `${where}: features are composed by the app layer and never import it`;
  }
  if (from.kind === "layer" && to.kind === "feature") {
    return `${where}: a shared layer imports feature "${to.name}"; pass it in from the app layer instead`;
  }
  if (from.kind === "layer" && to.kind === "app" && from.side === to.side) {
    return `${where}: a shared layer imports the app layer`;
  }
  return null;
}

describe("feature boundaries", () => {
  const imports = sourceFiles(SRC).flatMap((file) => importsOf(file, readFileSync(file, "utf8")));

  test("every import under src/ follows the layout", () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports.map(violation).filter(Boolean)).toEqual([]);
  });

  test("the allow-list names only type-only imports that still exist", () => {
    for (const entry of TYPE_ONLY_ALLOWED) {
      expect(imports.some((i) => i.typeOnly && `${i.file} -> ${i.target}` === entry)).toBe(true);
    }
  });

  test("the rules catch what they forbid", () => {
    const check = (file: string, target: string, typeOnly = false) =>
      violation({ file, target, typeOnly, line: 1 });
    expect(check("src/server/features/support/a.ts", "src/server/features/billing/b.ts")).toMatch(
      /feature "support" imports feature "billing"/,
    );
    expect(check("src/web/features/jobs/a.tsx", "src/web/features/account/b.tsx", true)).toMatch(
      /imports feature/,
    );
    expect(check("src/web/components/ui/a.tsx", "src/web/features/support/b.tsx")).toMatch(/shared layer/);
    expect(check("src/server/platform/a.ts", "src/server/features/jobs/b.ts")).toMatch(/shared layer/);
    expect(check("src/shared/a.ts", "src/server/db/b.ts")).toMatch(/src\/shared imports neither side/);
    expect(check("src/shared/a.ts", "src/web/lib/b.ts")).toMatch(/src\/shared imports neither side/);
    expect(check("src/web/features/jobs/a.tsx", "src/web/app/layout/b.tsx")).toMatch(/never import it/);
    expect(check("src/web/lib/a.ts", "src/server/app.ts")).toMatch(/types only/);
    expect(check("src/web/lib/a.ts", "src/server/app.ts", true)).toBeNull();
    expect(check("src/web/app/routes/a.tsx", "src/web/features/support/b.tsx")).toBeNull();
    expect(check("src/server/app.ts", "src/server/features/support/b.ts")).toBeNull();
    expect(check("src/server/features/jobs/a.ts", "src/server/features/jobs/sub/b.ts")).toBeNull();
  });

  test("the reader sees every form of import", () => {
    const file = path.join(SRC, "server/features/jobs/x.ts");
    const text = [
      'import { a } from "../billing/a";',
      'import type { B } from "../billing/b";',
      'import {\n  type C,\n  type D,\n} from "../billing/c";',
      'export { e } from "../billing/e";',
      'const f = await import("../billing/f");',
      'vi.mock("../billing/g");',
      'import "../billing/h";',
    ].join("\n");
    const found = importsOf(file, text);
    expect(found.map((i) => path.basename(i.target))).toEqual(["a", "b", "c", "e", "f", "g", "h"]);
    expect(found.map((i) => i.typeOnly)).toEqual([false, true, true, false, false, false, false]);
  });
});

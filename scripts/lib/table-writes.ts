import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Expression, Node, SourceFile } from "typescript/unstable/ast";
import {
  isCallExpression,
  isIdentifier,
  isImportDeclaration,
  isNamedImports,
  isNamespaceImport,
  isNoSubstitutionTemplateLiteral,
  isObjectBindingPattern,
  isPropertyAccessExpression,
  isStringLiteral,
  isTemplateExpression,
  isVariableDeclaration,
} from "typescript/unstable/ast/is";
import { API } from "typescript/unstable/sync";

// Finds every write to a table in the server's code and the command-line scripts, and reports those
// outside the table's owner (src/server/db/table-owners.ts). Files are parsed by the TypeScript compiler,
// so a table named in a comment is never a write, and only string and template literals are read as
// SQL. Used by scripts/check-table-owners.ts (`npm run lint`) and src/table-owners.test.ts.

/** The folders whose code is read, relative to the repository root. */
export const SCANNED_DIRS = ["src/server", "scripts"];

const SCHEMA_DIR = "src/server/db/schema";

export type Write = { file: string; line: number; table: string; how: string };
export type OwnershipReport = {
  /** Writes outside the table's owner. */
  violations: Write[];
  /** Tables in the drizzle schema with no owner in the map. */
  unowned: string[];
  /** Map entries naming a table the schema does not have, or an owner path that does not exist. */
  stale: string[];
  /** Every write found, allowed or not (the test reads it to show the check sees the real ones). */
  writes: Write[];
};

/** SQL table name for each table the schema exports, by its export name. */
export function schemaTables(schema: Record<string, unknown>): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) {
    if (is(value, PgTable)) tables.set(name, getTableName(value));
  }
  return tables;
}

function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        found.push(full);
      }
    }
  };
  for (const dir of SCANNED_DIRS) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return found;
}

/** Parses the files with the TypeScript compiler, without resolving imports or loading libraries. */
function parseAll(files: string[], visit: (file: string, source: SourceFile) => void) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "table-owners-"));
  const config = path.join(dir, "tsconfig.json");
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: { noResolve: true, noLib: true, types: [], jsx: "react-jsx", noEmit: true },
      files,
    }),
  );
  const api = new API({ cwd: dir });
  try {
    const project = api.updateSnapshot({ openProjects: [config] }).getProjects()[0];
    if (!project) throw new Error("the TypeScript compiler opened no project");
    for (const file of files) {
      const source = project.program.getSourceFile(file);
      if (!source) throw new Error(`the TypeScript compiler did not read ${file}`);
      visit(file, source);
    }
  } finally {
    api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the file imported from db/schema: local name → export name, and namespace imports. Tables taken
 * out of a namespace import (`const { verification } = schema`) count as imported under that name.
 */
function schemaImports(source: SourceFile, file: string, root: string) {
  const named = new Map<string, string>();
  const namespaces = new Set<string>();
  const schemaDir = path.join(root, SCHEMA_DIR);
  for (const statement of source.statements) {
    if (!isImportDeclaration(statement) || !isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith(".")) continue;
    const target = path.resolve(path.dirname(file), specifier).replace(/\.(ts|js)$/, "");
    if (target !== schemaDir && path.dirname(target) !== schemaDir) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        named.set(element.name.text, element.propertyName?.text ?? element.name.text);
      }
    }
  }
  const destructured = (node: Node): void => {
    if (
      isVariableDeclaration(node) &&
      isObjectBindingPattern(node.name) &&
      node.initializer &&
      isIdentifier(node.initializer) &&
      namespaces.has(node.initializer.text)
    ) {
      for (const element of node.name.elements) {
        const local = element.name;
        if (!local || !isIdentifier(local)) continue;
        const property = element.propertyName;
        if (!property) named.set(local.text, local.text);
        else if (isIdentifier(property)) named.set(local.text, property.text);
      }
    }
    node.forEachChild(destructured);
  };
  if (namespaces.size > 0) source.forEachChild(destructured);
  return { named, namespaces };
}

// `insert into t`, `update t`, `delete from t`, with an optional "only", schema and quotes.
const SQL_WRITE =
  /\b(insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const DRIZZLE_WRITES = new Set(["insert", "update", "delete"]);

/** Every write in one file: drizzle calls on a schema table, and SQL in string and template literals. */
function writesIn(source: SourceFile, file: string, root: string, tables: Map<string, string>): Write[] {
  const relative = path.relative(root, file).split(path.sep).join("/");
  const { named, namespaces } = schemaImports(source, file, root);
  const tableNames = new Set(tables.values());
  const writes: Write[] = [];
  const lineOf = (node: Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  /** The SQL name of the schema table an expression refers to, if it is one. */
  const tableOf = (expression: Expression | undefined): string | undefined => {
    if (!expression) return undefined;
    if (isIdentifier(expression)) {
      const exported = named.get(expression.text);
      return exported ? tables.get(exported) : undefined;
    }
    if (
      isPropertyAccessExpression(expression) &&
      isIdentifier(expression.expression) &&
      namespaces.has(expression.expression.text) &&
      isIdentifier(expression.name)
    ) {
      return tables.get(expression.name.text);
    }
    return undefined;
  };

  const sqlWrites = (text: string, node: Node) => {
    for (const match of text.matchAll(SQL_WRITE)) {
      const table = match[2]?.toLowerCase() ?? "";
      if (tableNames.has(table)) {
        const how = `${match[1]?.toLowerCase().replace(/\s+/g, " ")} ${table}`;
        writes.push({ file: relative, line: lineOf(node), table, how });
      }
    }
  };

  const visit = (node: Node): void => {
    if (isCallExpression(node) && isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name;
      const table = tableOf(node.arguments[0]);
      if (isIdentifier(method) && DRIZZLE_WRITES.has(method.text) && table) {
        writes.push({ file: relative, line: lineOf(node), table, how: `.${method.text}(${table})` });
      }
    }
    if (isStringLiteral(node) || isNoSubstitutionTemplateLiteral(node)) sqlWrites(node.text, node);
    if (isTemplateExpression(node)) {
      // A table object interpolated into the SQL counts as its name; anything else as a placeholder.
      const text = node.templateSpans.reduce((sql, span) => {
        const table = tableOf(span.expression);
        return `${sql}${table ? `"${table}"` : " ? "}${span.literal.text}`;
      }, node.head.text);
      sqlWrites(text, node);
    }
    node.forEachChild(visit);
  };
  source.forEachChild(visit);
  return writes;
}

const ownedBy = (owner: string, file: string) =>
  owner.endsWith("/") ? file.startsWith(owner) : file === owner;

/** Checks every write under `root` against the owner map. */
export function checkTableOwners(options: {
  root: string;
  tables: Map<string, string>;
  owners: Record<string, string>;
  dataWriters: readonly RegExp[];
}): OwnershipReport {
  const { root, tables, owners, dataWriters } = options;
  const tableNames = new Set(tables.values());
  const unowned = [...tableNames].filter((table) => !owners[table]).sort();
  const stale = Object.entries(owners).flatMap(([table, owner]) => [
    ...(tableNames.has(table) ? [] : [`${table}: no such table in the schema`]),
    ...(existsSync(path.join(root, owner)) &&
    statSync(path.join(root, owner)).isDirectory() === owner.endsWith("/")
      ? []
      : [`${table}: its owner ${owner} does not exist`]),
  ]);
  const writes: Write[] = [];
  parseAll(sourceFiles(root), (file, source) => writes.push(...writesIn(source, file, root, tables)));
  const violations = writes.filter((write) => {
    if (dataWriters.some((pattern) => pattern.test(write.file))) return false;
    const owner = owners[write.table];
    return !owner || !ownedBy(owner, write.file);
  });
  return { violations, unowned, stale, writes };
}

export function describeReport(report: OwnershipReport, owners: Record<string, string>): string[] {
  return [
    ...report.unowned.map((table) => `${table}: a table with no owner in src/server/db/table-owners.ts`),
    ...report.stale.map((line) => `src/server/db/table-owners.ts: ${line}`),
    ...report.violations.map(
      (w) => `${w.file}:${w.line}: ${w.how} writes a table owned by ${owners[w.table] ?? "no one"}`,
    ),
  ];
}

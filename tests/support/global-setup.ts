import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { prepareTemplate } from "./test-db";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) that every test file clones; absent on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

/**
 * Creating and migrating PGlite costs seconds (WASM start-up); loading a dump of it costs a fraction.
 * So the template is made once per run, and each test file loads its own copy (tests/support/test-db.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openDatabase({ memory: true });
  await prepareTemplate(database);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error("PGlite did not produce a dump");
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

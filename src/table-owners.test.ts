import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkTableOwners, type OwnershipReport, schemaTables } from "../scripts/lib/table-writes";
import * as schema from "./server/db/schema";
import { DATA_WRITERS, TABLE_OWNERS } from "./server/db/table-owners";

// Each table is written only by its owner (src/server/db/table-owners.ts), checked by `npm run lint`
// (scripts/check-table-owners.ts). These tests show that the real tree keeps the rule, and that the
// check fails on each kind of write planted outside an owner and not on what only looks like one.

const ROOT = path.resolve(import.meta.dirname, "..");
const TABLES = schemaTables(schema);
const check = (root: string, owners = TABLE_OWNERS) =>
  checkTableOwners({ root, tables: TABLES, owners, dataWriters: DATA_WRITERS });
const where = (report: OwnershipReport) => report.violations.map((w) => `${w.file}:${w.line} ${w.how}`);

// Each check starts the TypeScript compiler and parses every server file: seconds on a busy machine.
const SLOW = { timeout: 90_000 };

describe("the real tree", SLOW, () => {
  test("every table has an owner, and only its owner writes it", () => {
    const report = check(ROOT);
    expect(report.unowned).toEqual([]);
    expect(report.stale).toEqual([]);
    expect(where(report)).toEqual([]);
    // The writes were found, not missed: notify() and the tracker's own writes among them.
    expect(report.writes.length).toBeGreaterThan(200);
    expect(report.writes).toContainEqual(
      expect.objectContaining({
        file: "src/server/platform/notifications/notify.ts",
        how: "insert into user_notifications",
      }),
    );
    expect(report.writes.map((w) => w.file)).toContain("src/server/features/tracker/move.service.ts");
  });

  test("the table list comes from the drizzle schema, so a table without an owner fails", () => {
    expect(TABLES.get("userNotifications")).toBe("user_notifications");
    const { user_notifications: _, ...withoutOne } = TABLE_OWNERS;
    expect(check(ROOT, withoutOne).unowned).toEqual(["user_notifications"]);
  });
});

/**
 * A small tree: the owners' folders and files (empty), and one file per case. Each line marked
 * "violation" must be reported, and nothing else.
 */
const PLANTED: Record<string, string> = {
  "src/server/features/jobs/alerts-raw.ts": [
    'import { sql } from "drizzle-orm";',
    "export const alert = (tx: any) =>",
    "  tx.execute(sql`insert into user_notifications (user_id, kind, title, message)", // violation: line 3
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted file's own template
    "    values (${1}, 'job_alert', 'New roles', 'Analyst')`);",
  ].join("\n"),
  "src/server/features/alumni/answers-drizzle.ts": [
    'import * as schema from "../../db/schema";',
    'import { userNotifications as notes } from "../../db/schema/notifications";',
    "const { session } = schema;",
    "export async function answer(db: any) {",
    "  await db.insert(notes).values({});", // violation: line 5
    "  await db.update(schema.profiles).set({});", // violation: line 6
    "  await db.delete(session);", // violation: line 7
    "}",
  ].join("\n"),
  "src/server/features/support/interpolated.ts": [
    'import { sql } from "drizzle-orm";',
    'import { userNotifications } from "../../db/schema";',
    "export const markAll = (db: any, id: string) =>",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted file's own template
    "  db.execute(sql`update ${userNotifications} set is_read = true where user_id = ${id}`);", // violation: 4
    'export const raw = "delete from rate_limits where key = $1";', // violation: line 5
    'export const quoted = `update "user" set banned = true`;', // violation: line 6
  ].join("\n"),
  // What only looks like a write: comments, words in text, a method of the same name on something else.
  "src/server/features/tracker/look-alikes.ts": [
    'import { createHash } from "node:crypto";',
    "// insert into user_notifications (user_id) values ($1)",
    "/* update profiles set email_broadcasts = false; delete from session */",
    "/** Calls `db.insert(userNotifications)` in notify(), never here. */",
    'export const hint = "Update your settings, then delete from your list the roles you no longer want.";',
    'export const digest = createHash("sha256").update("user_notifications").digest("hex");',
    "export const upsert = `insert into applications (id) values ($1) on conflict (id) do update set id = $1`;",
  ].join("\n"),
  // The owner writes its own table; a test writes whatever its fixtures need.
  "src/server/platform/notifications/notify.ts": [
    'import { sql } from "drizzle-orm";',
    "export const create = (db: any) => db.execute(sql`insert into user_notifications (user_id) values ($1)`);",
  ].join("\n"),
  "src/server/features/tracker/move.api.test.ts": [
    'import { profiles } from "../../db/schema";',
    "export const seed = (db: any) => db.update(profiles).set({ appTier: 'pro' });",
  ].join("\n"),
  "scripts/tidy.ts": 'export const tidy = "delete from broadcasts where id = $1";', // violation: line 1
};

const EXPECTED = [
  "scripts/tidy.ts:1 delete from broadcasts",
  "src/server/features/alumni/answers-drizzle.ts:5 .insert(user_notifications)",
  "src/server/features/alumni/answers-drizzle.ts:6 .update(profiles)",
  "src/server/features/alumni/answers-drizzle.ts:7 .delete(session)",
  "src/server/features/jobs/alerts-raw.ts:3 insert into user_notifications",
  "src/server/features/support/interpolated.ts:4 update user_notifications",
  "src/server/features/support/interpolated.ts:5 delete from rate_limits",
  "src/server/features/support/interpolated.ts:6 update user",
];

describe("a planted tree", SLOW, () => {
  let root: string;

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "table-owners-test-"));
    for (const owner of Object.values(TABLE_OWNERS)) {
      if (owner.endsWith("/")) mkdirSync(path.join(root, owner), { recursive: true });
      else write(owner, "export {};\n");
    }
    for (const [file, text] of Object.entries(PLANTED)) write(file, text);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test("reports each write outside its owner, and none of the look-alikes", () => {
    const report = check(root);
    expect(report.stale).toEqual([]);
    expect(where(report).sort()).toEqual(EXPECTED);
    // The owner's own write and the test's fixture write were seen, and allowed.
    expect(report.writes.map((w) => w.file)).toEqual(
      expect.arrayContaining([
        "src/server/platform/notifications/notify.ts",
        "src/server/features/tracker/move.api.test.ts",
      ]),
    );
  });

  test("`npm run lint`'s command fails on the planted tree and passes once the violations go", () => {
    const run = () =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/check-table-owners.ts", root], {
        cwd: ROOT,
        encoding: "utf8",
      });
    const failing = run();
    expect(failing.status, failing.stderr).toBe(1);
    expect(failing.stderr).toContain(
      "src/server/features/jobs/alerts-raw.ts:3: insert into user_notifications writes a table owned by src/server/platform/notifications/",
    );
    for (const file of new Set(EXPECTED.map((line) => line.split(":")[0] ?? "")))
      rmSync(path.join(root, file));
    const passing = run();
    expect(passing.status, passing.stderr).toBe(0);
    expect(passing.stdout).toMatch(/^Table owners: \d+ writes to \d+ tables, each by its owner\./);
  });
});

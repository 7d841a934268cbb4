import path from "node:path";
import * as schema from "../src/server/db/schema";
import { DATA_WRITERS, TABLE_OWNERS } from "../src/server/db/table-owners";
import { checkTableOwners, describeReport, schemaTables } from "./lib/table-writes";

// `npm run lint`: fails when code writes a table outside its owner (src/server/db/table-owners.ts), when
// a table has no owner, or when the map names a table or an owner that no longer exists.

// The repository by default; src/table-owners.test.ts passes a planted tree.
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const report = checkTableOwners({
  root,
  tables: schemaTables(schema),
  owners: TABLE_OWNERS,
  dataWriters: DATA_WRITERS,
});
const problems = describeReport(report, TABLE_OWNERS);
if (problems.length > 0) {
  console.error(`Each table is written only by its owner (src/server/db/table-owners.ts):\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    "\nCall a function the owner exports, or reach it through a hook or a queue name (docs/architecture.md).",
  );
  process.exit(1);
}
console.log(
  `Table owners: ${report.writes.length} writes to ${new Set(report.writes.map((w) => w.table)).size} tables, each by its owner.`,
);

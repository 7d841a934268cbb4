import path from "node:path";
import { parseArgs } from "node:util";
import { benchAdmin } from "./scale/admin";
import { benchBroadcasts } from "./scale/broadcasts";
import { benchFeed } from "./scale/feed";
import { benchNewer, newerVerdict } from "./scale/newer";
import { benchTracker } from "./scale/tracker";
import type { Load } from "./support/measure";
import { writeSection } from "./support/scale-report";
import { pgliteTarget, postgresTarget, type ScaleTarget } from "./support/scale-target";

// `npm run bench:scale`: the feed, the admin console, broadcasts, the tracker and the newer areas
// (`--newer`: coach, networking, interview, assessments, alumni, documents) at their named scales,
// each against its bare SQL in the same run. Flags choose areas (default: all) and the
// database (PostgreSQL by default, `--pglite` for the embedded one). Results go to docs/performance.md.

const { values } = parseArgs({
  options: {
    feed: { type: "boolean", default: false },
    admin: { type: "boolean", default: false },
    broadcasts: { type: "boolean", default: false },
    tracker: { type: "boolean", default: false },
    newer: { type: "boolean", default: false },
    pglite: { type: "boolean", default: false },
    seconds: { type: "string", default: "5" },
  },
});

const AREAS = {
  feed: benchFeed,
  admin: benchAdmin,
  broadcasts: benchBroadcasts,
  tracker: benchTracker,
  newer: benchNewer,
};
const chosen = (Object.keys(AREAS) as (keyof typeof AREAS)[]).filter((area) => values[area]);
const areas = chosen.length ? chosen : (Object.keys(AREAS) as (keyof typeof AREAS)[]);
const load: Load = { concurrency: 4, seconds: Number(values.seconds), warmupSeconds: 2 };
const REPORT = path.resolve("docs/performance.md");
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/postgres";

async function target(area: string): Promise<ScaleTarget> {
  if (values.pglite) return pgliteTarget();
  const found = await postgresTarget(POSTGRES_URL, area);
  if (typeof found === "string") throw new Error(`${found}; set BENCH_DATABASE_URL or use --pglite`);
  return found;
}

for (const area of areas) {
  if (area === "newer" && values.pglite) {
    console.log("\nnewer: skipped on PGlite (it needs the database open beside the running app)");
    continue;
  }
  const where = await target(area);
  console.log(`\n${area} on ${where.label}`);
  try {
    const section = await AREAS[area](where, load);
    writeSection(REPORT, `${area}-${where.label.toLowerCase()}`, section);
    console.log(`  wrote its section of ${path.relative(process.cwd(), REPORT)}`);
  } finally {
    await where.dispose();
  }
}

// The newer areas' rules (a route growing with other members' data, or missing 2× its bare SQL).
if (newerVerdict.failures.length) {
  console.error(`\nbench:scale failed:\n  ${newerVerdict.failures.join("\n  ")}`);
  process.exitCode = 1;
}

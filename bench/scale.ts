import path from "node:path";
import { parseArgs } from "node:util";
import { benchAdmin } from "./scale/admin";
import { benchBroadcasts } from "./scale/broadcasts";
import { benchFeed } from "./scale/feed";
import { benchTracker } from "./scale/tracker";
import type { Load } from "./support/measure";
import { writeSection } from "./support/scale-report";
import { pgliteTarget, postgresTarget, type ScaleTarget } from "./support/scale-target";

// `npm run bench:scale`: the feed, the admin console, broadcasts and the tracker at their
// named scales, each against its bare SQL in the same run. Flags choose areas (default: all) and the
// database (PostgreSQL by default, `--pglite` for the embedded one). Results go to docs/performance.md.

const { values } = parseArgs({
  options: {
    feed: { type: "boolean", default: false },
    admin: { type: "boolean", default: false },
    broadcasts: { type: "boolean", default: false },
    tracker: { type: "boolean", default: false },
    pglite: { type: "boolean", default: false },
    seconds: { type: "string", default: "5" },
  },
});

const AREAS = { feed: benchFeed, admin: benchAdmin, broadcasts: benchBroadcasts, tracker: benchTracker };
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

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ashbyJob,
  type FakeAtsBoards,
  oracleRole,
  smartRecruitersPosting,
  startFakeAtsBoards,
  workdayRole,
} from "../../../../tests/support/fake-ats-boards";
import { emptyServerDatabase } from "../../../../tests/support/test-db";

// `npm run jobs:ingest` as an operator runs it: JOB_SOURCES naming a Workday, an Oracle, a
// SmartRecruiters and an Ashby board (with sectors), every source read, then one source by its
// identifiers with `--source`. On PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.

const root = path.resolve(import.meta.dirname, "../../../..");
const run = promisify(execFile);
const WORKDAY = "examplebank.wd3.myworkdayjobs.com/examplebank/Campus";

let boards: FakeAtsBoards;
let work: string;
let database: { env: Record<string, string>; drop(): Promise<void> };

/** A database of the CLI's own: a fresh one on the server, else an empty PGlite folder. */
async function cliDatabase(): Promise<typeof database> {
  const dataDir = path.join(work, "data");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { env: { DATABASE_URL: "", DATA_DIR: dataDir }, drop: async () => {} };
  const empty = await emptyServerDatabase(serverUrl, "cli");
  return { env: { DATABASE_URL: empty.url, DATA_DIR: dataDir }, drop: empty.drop };
}

/** Runs the script the way `npm run` does; never throws, so the exit code and output can be read. */
async function ingest(args: string[] = []) {
  const env = {
    ...process.env,
    LOG_LEVEL: "warn",
    NODE_ENV: "test",
    ...database.env,
    JOB_SOURCES: [
      `workday:${WORKDAY}=Example Bank|investment_banking`,
      "oracle:abcd.fa.em2.oraclecloud.com/CX_1=Oracle Capital|asset_management",
      "smartrecruiters:ExampleAM=Example Asset Management",
      "ashby:examplepay=ExamplePay|fintech",
    ].join(","),
    WORKDAY_API_URL: boards.url,
    ORACLE_API_URL: boards.url,
    SMARTRECRUITERS_API_URL: boards.url,
    ASHBY_API_URL: boards.url,
  };
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/jobs-ingest.ts", ...args], {
      cwd: root,
      env,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: `${failed.stdout}${failed.stderr}` };
  }
}

describe("npm run jobs:ingest", () => {
  beforeAll(async () => {
    boards = await startFakeAtsBoards();
    work = mkdtempSync(path.join(tmpdir(), "jobs-ingest-"));
    database = await cliDatabase();
    boards.workday.set(
      "examplebank/Campus",
      Array.from({ length: 21 }, (_, i) => workdayRole(`Summer Analyst ${i}`)),
    );
    boards.oracle.set("CX_1", [oracleRole("Graduate Analyst")]);
    boards.smartRecruiters.set("ExampleAM", [smartRecruitersPosting("Investment Analyst")]);
    boards.ashby.set("examplepay", [ashbyJob("Treasury Analyst")]);
  });
  afterAll(async () => {
    await boards?.close();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  test("reads every JOB_SOURCES board, then one by its identifiers", async () => {
    const all = await ingest();
    expect(all.code, all.stdout).toBe(0);
    const lines = all.stdout.split("\n");
    for (const line of [
      `ok     ashby:examplepay (ExamplePay): added 1, updated 0, reopened 0, closed 0, unchanged 0; errors 0`,
      `ok     oracle:abcd.fa.em2.oraclecloud.com/CX_1 (Oracle Capital): added 1, updated 0, reopened 0, closed 0, unchanged 0; errors 0`,
      `ok     smartrecruiters:ExampleAM (Example Asset Management): added 1, updated 0, reopened 0, closed 0, unchanged 0; errors 0`,
      `ok     workday:${WORKDAY} (Example Bank): added 21, updated 0, reopened 0, closed 0, unchanged 0; errors 0`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(all.stdout).toContain("4 sources: added 24, updated 0, reopened 0, closed 0.");

    // A role gone from the Workday site: only that source is read, and the role closes.
    boards.workday.set("examplebank/Campus", (boards.workday.get("examplebank/Campus") ?? []).slice(1));
    boards.resetCounters();
    const one = await ingest(["--source", WORKDAY]);
    expect(one.code, one.stdout).toBe(0);
    expect(one.stdout.split("\n")).toContain(
      `ok     workday:${WORKDAY} (Example Bank): added 0, updated 0, reopened 0, closed 1, unchanged 20; errors 0`,
    );
    expect(one.stdout).toContain("1 source: added 0, updated 0, reopened 0, closed 1.");
    expect(boards.requests.every((line) => line.includes("/wday/cxs/examplebank/Campus/"))).toBe(true);
    // Two script runs, each migrating its database first.
  }, 240_000);
});

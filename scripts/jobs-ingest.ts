import { parseArgs } from "node:util";
import { runIngestion, type SourceSummary } from "../src/server/features/job-sources/ingest.service";
import { ensureConfiguredSources } from "../src/server/features/job-sources/sources.service";
import { CliError, cliArgs, runCli } from "./lib/cli-context";

// One ingestion pass by hand, the same one the queue runs every two hours. Sources named in
// JOB_SOURCES are created first, so a fresh database can be filled from the command line. Exits 1 when
// a source could not be read, so a cron or CI step notices.

const USAGE = `Usage: npm run jobs:ingest [-- --source greenhouse|lever|TOKEN]

  --source   only Greenhouse boards, only Lever sites, or the one source with this board token or site name`;

const args = cliArgs(USAGE, () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { source: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length) throw new CliError(`unexpected argument "${positionals[0]}"`);
  if (values.source !== undefined && !/^[A-Za-z0-9_.-]{1,100}$/.test(values.source)) {
    throw new CliError("--source: greenhouse, lever, or a board token / site name");
  }
  return { only: values.source };
});

function line(s: SourceSummary): string {
  const counts = `added ${s.added}, updated ${s.updated}, reopened ${s.reopened}, closed ${s.closed}, unchanged ${s.unchanged}`;
  const errors = s.errors.length ? `\n    ${s.errors.slice(0, 5).join("\n    ")}` : "";
  return `${s.ok ? "ok    " : "FAILED"} ${s.source} (${s.firm}): ${s.ok ? counts : "not read"}; errors ${s.errors.length}${errors}`;
}

await runCli(async ({ db, config }) => {
  await ensureConfiguredSources(db, config.jobSources);
  const summaries = await runIngestion(db, { ...config.jobBoards, only: args.only });
  if (!summaries.length) {
    console.log(
      args.only
        ? `No enabled Greenhouse or Lever source matches "${args.only}".`
        : "No Greenhouse or Lever sources yet: set JOB_SOURCES (see the README) or add them in the admin console.",
    );
    return;
  }
  for (const summary of summaries) console.log(line(summary));
  const failed = summaries.filter((s) => !s.ok).length;
  const total = (key: "added" | "updated" | "reopened" | "closed") =>
    summaries.reduce((n, s) => n + s[key], 0);
  console.log(
    `\n${summaries.length} source${summaries.length === 1 ? "" : "s"}: added ${total("added")}, updated ${total("updated")}, reopened ${total("reopened")}, closed ${total("closed")}.`,
  );
  if (failed) throw new CliError(`${failed} of ${summaries.length} sources could not be read (see above).`);
});

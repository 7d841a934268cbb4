import path from "node:path";
import { parseArgs } from "node:util";
import { runIngestion, type SourceSummary } from "../src/server/features/job-sources/ingest.service";
import { alertFailingSources } from "../src/server/features/job-sources/source-alerts.service";
import { ensureConfiguredSources } from "../src/server/features/job-sources/sources.service";
import { createMailer } from "../src/server/platform/mail/mailer";
import { CliError, cliArgs, runCli } from "./lib/cli-context";

// One ingestion pass by hand, the same one the queue runs every two hours. Sources named in
// JOB_SOURCES are created first, so a fresh database can be filled from the command line. Exits 1 when
// a source could not be read, so a cron or CI step notices.

const USAGE = `Usage: npm run jobs:ingest [-- --source PROVIDER|IDENTIFIERS]

  --source   only one provider's sources (greenhouse, lever, workday, oracle, smartrecruiters, ashby), or the
             one source with these identifiers (a board token, HOST/TENANT/SITE, HOST/SITE_NUMBER, …)`;

const args = cliArgs(USAGE, () => {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { source: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length) throw new CliError(`unexpected argument "${positionals[0]}"`);
  if (values.source !== undefined && !/^[A-Za-z0-9_./-]{1,300}$/.test(values.source)) {
    throw new CliError(
      "--source: a provider (greenhouse, lever, workday, oracle, smartrecruiters, ashby) or a source's identifiers",
    );
  }
  return { only: values.source };
});

function line(s: SourceSummary): string {
  const counts = `added ${s.added}, updated ${s.updated}, reopened ${s.reopened}, closed ${s.closed}, unchanged ${s.unchanged}`;
  const errors = s.errors.length ? `\n    ${s.errors.slice(0, 5).join("\n    ")}` : "";
  return `${s.ok ? "ok    " : "FAILED"} ${s.source} (${s.firm}): ${s.ok ? counts : "not read"}; errors ${s.errors.length}${errors}`;
}

await runCli(async ({ db, config, logger }) => {
  await ensureConfiguredSources(db, config.jobSources);
  const summaries = await runIngestion(db, { ...config.jobBoards, only: args.only });
  if (!summaries.length) {
    console.log(
      args.only
        ? `No enabled job source matches "${args.only}".`
        : "No job sources yet: set JOB_SOURCES (see the README) or add them in the admin console.",
    );
    return;
  }
  // A source failing for the third run in a row alerts the admins here too, as the scheduled pass does.
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
    logLinks: config.env !== "production",
  });
  await alertFailingSources({ db, mailer, logger, appUrl: config.appUrl }, summaries);
  for (const summary of summaries) console.log(line(summary));
  const failed = summaries.filter((s) => !s.ok).length;
  const total = (key: "added" | "updated" | "reopened" | "closed") =>
    summaries.reduce((n, s) => n + s[key], 0);
  console.log(
    `\n${summaries.length} source${summaries.length === 1 ? "" : "s"}: added ${total("added")}, updated ${total("updated")}, reopened ${total("reopened")}, closed ${total("closed")}.`,
  );
  if (failed) throw new CliError(`${failed} of ${summaries.length} sources could not be read (see above).`);
});

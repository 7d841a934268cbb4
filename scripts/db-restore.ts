import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { BackupError, pgRestoreAdvice, restoreEmbeddedDatabase } from "../src/server/db/backup";
import { CliError, cliArgs, runCliTask } from "./lib/cli-context";

// `npm run db:restore -- <file> [--force]`: puts a db:backup file back as the embedded database in
// DATA_DIR. The folder it replaces is moved aside, never deleted, and only with --force.

const USAGE = `Usage: npm run db:restore -- <file> [--force]

  file     a backup written by npm run db:backup (.tar.gz)
  --force  replace a DATA_DIR that is not empty; it is kept as <DATA_DIR>.before-restore-<time>

Stop the app first: the embedded database is used by one process at a time.`;

const args = cliArgs(USAGE, () => {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const [file, ...rest] = parsed.positionals;
  if (!file) throw new CliError("expected the backup file to restore");
  if (rest.length > 0) throw new CliError("expected one backup file");
  return { file, force: parsed.values.force ?? false };
});

function parse() {
  return parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true });
}

await runCliTask(async () => {
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupError(pgRestoreAdvice());
  const result = await restoreEmbeddedDatabase(args.file, config.dataDir, { force: args.force });
  const accounts = `${result.accounts} account${result.accounts === 1 ? "" : "s"}`;
  console.log(`Restored ${args.file} into ${result.dataDir} (${accounts}; migrations applied).`);
  if (result.movedAside) console.log(`The previous data folder is kept in ${result.movedAside}.`);
  if (result.keptAuthSecret) console.log("Its auth-secret was copied into the restored folder.");
  console.log("Start the app with npm start.");
});

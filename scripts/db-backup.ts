import { loadConfig } from "../src/server/config";
import {
  BackupError,
  backupEmbeddedDatabase,
  defaultBackupFile,
  pgDumpAdvice,
} from "../src/server/db/backup";
import { CliError, cliArgs, runCliTask } from "./lib/cli-context";

// `npm run db:backup -- [file]`: a copy of the embedded database while the app is stopped. A PostgreSQL
// server (DATABASE_URL) is backed up with pg_dump instead; the script prints the command.

const USAGE = `Usage: npm run db:backup -- [file]

  file  where to write the backup (default backups/finance-careers-<UTC time>.tar.gz)

Stop the app first: the embedded database is used by one process at a time.`;

const file = cliArgs(USAGE, () => {
  const argv = process.argv.slice(2);
  if (argv.length > 1) throw new CliError("expected at most one argument: the backup file");
  if (argv[0]?.startsWith("-")) throw new CliError(`unknown option ${argv[0]}`);
  return argv[0] ?? defaultBackupFile();
});

await runCliTask(async () => {
  const config = loadConfig();
  if (config.databaseUrl) throw new BackupError(pgDumpAdvice());
  const result = await backupEmbeddedDatabase(config.dataDir, file);
  console.log(
    `Backed up the embedded database in ${config.dataDir} to ${result.file} (${kilobytes(result.bytes)}).`,
  );
  console.log(
    "Restore it with: npm run db:restore -- <file>. Without AUTH_SECRET set, also keep DATA_DIR/auth-secret: sessions and admins' two-factor secrets depend on it.",
  );
});

function kilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-GB")} KB`;
}

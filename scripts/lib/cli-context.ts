import pino, { type Logger } from "pino";
import type { z } from "zod";
import { type Auth, createAuth } from "../../src/server/auth";
import { type Config, ConfigError, loadConfig } from "../../src/server/config";
import { BackupError } from "../../src/server/db/backup";
import { type Database, DatabaseLockedError, openDatabase } from "../../src/server/db/client";
import { createLogger } from "../../src/server/platform/logging";
import type { Mailer } from "../../src/server/platform/mail/mailer";

// The one way a command-line script reaches the app's configuration, database and better-auth, so
// `admin:create`, `referral:create` and `db:migrate` open things exactly as the server does. With
// PGlite the database lock applies: while the app runs, a script stops with a clear message.

export type CliContext = {
  config: Config;
  logger: Logger;
  database: Database;
  db: Database["db"];
  auth: Auth;
};

export type CliOptions = {
  /** Apply pending migrations before running (default true; `db:migrate` does it itself). */
  migrate?: boolean;
};

/** A mistake by the person running the script: printed as is, without a stack trace. */
export class CliError extends Error {}

const VERBOSE_LEVELS = new Set(["debug", "trace"]);

export async function openCliContext(
  options: CliOptions = {},
): Promise<CliContext & { close(): Promise<void> }> {
  const config = loadConfig();
  // Scripts print their own results; only warnings (or LOG_LEVEL=debug/trace) reach stderr.
  const logger = createLogger(
    VERBOSE_LEVELS.has(config.logLevel) ? config.logLevel : "warn",
    pino.destination(2),
  );
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    if (options.migrate ?? true) await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  // Scripts act for an operator, not a member: mail better-auth would send (for example the
  // confirmation after creating an already verified admin) is dropped.
  const mailer: Mailer = {
    send: async (mail) => logger.debug({ to: mail.to, subject: mail.subject }, "mail not sent by a script"),
  };
  const auth = createAuth({ db: database.db, config, mailer, logger });
  return { config, logger, database, db: database.db, auth, close: () => database.close() };
}

/**
 * Runs a script body with an open context and always closes the database (releasing the PGlite
 * lock). Known mistakes print one clear line; anything else prints the error. Exit code 0 or 1.
 */
export async function runCli(
  body: (ctx: CliContext) => Promise<void>,
  options: CliOptions = {},
): Promise<never> {
  return runCliTask(async () => {
    const ctx = await openCliContext(options);
    try {
      await body(ctx);
    } finally {
      await ctx.close();
    }
  });
}

/**
 * Runs a script body that opens what it needs itself (`db:backup`, `db:restore` must not open the
 * database the usual way). Same messages and exit codes as runCli.
 */
export async function runCliTask(body: () => Promise<void>): Promise<never> {
  let code = 0;
  try {
    await body();
  } catch (error) {
    code = 1;
    if (
      error instanceof CliError ||
      error instanceof ConfigError ||
      error instanceof DatabaseLockedError ||
      error instanceof BackupError
    ) {
      console.error(`Error: ${error.message}`);
    } else {
      console.error(error);
    }
  }
  process.exit(code);
}

/**
 * Parses the command line before anything is opened, so a typo costs nothing: a CliError prints
 * the message and the usage, and the script exits with 2.
 */
export function cliArgs<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Error: ${message}\n\n${usage}`);
    process.exit(2);
  }
}

/** Runs a shared zod field (the same one the forms and the API use) and names the option on failure. */
export function checkField<S extends z.ZodType>(schema: S, value: unknown, option: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new CliError(`${option}: ${result.error.issues[0]?.message ?? "invalid value"}`);
  return result.data;
}

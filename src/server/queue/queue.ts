import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "../db/client";

// DESIGN §1/§3: background work (ingestion, alerts, mail) runs on pg-boss in the app's own database.
// With PostgreSQL pg-boss opens its own small pool from the connection string; with PGlite it goes
// through the one embedded session via `database.query` (docs/decisions/0009-queue-on-pglite.md).
// Never call send() inside a db.transaction() callback on PGlite: the transaction holds the only
// session, so the send would wait for it forever. Send after the transaction commits.

export type JobContext = {
  id: string;
  /** Aborted when the queue stops, so a long handler can stop between units of work. */
  signal: AbortSignal;
};

export type JobHandler<Data> = (data: Data, job: JobContext) => Promise<unknown>;

export type SendOptions = Pick<
  PgBoss.SendOptions,
  "singletonKey" | "singletonSeconds" | "startAfter" | "retryLimit" | "retryDelay" | "retryBackoff"
>;

export type Queue = {
  start(): Promise<void>;
  /** Waits (up to `timeoutMs`) for running handlers, then stops polling. The database stays open. */
  stop(timeoutMs?: number): Promise<void>;
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  work<Data extends object>(name: string, handler: JobHandler<Data>): Promise<void>;
  /** Cron in UTC; registering the same name again replaces the schedule (safe on every start). */
  schedule<Data extends object>(name: string, cron: string, data?: Data): Promise<void>;
};

export type QueueOptions = {
  /** How often an idle worker asks for new jobs (pg-boss default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often schedules are checked (pg-boss default 30 s); tests shorten it. */
  cronIntervalSeconds?: number;
  /**
   * Whether this process starts scheduled jobs (default true). Off in the API tests, whose assertions
   * must not meet an alert run that the clock happened to start; they send what they test.
   */
  runSchedules?: boolean;
};

const SCHEMA = "pgboss";

export function createQueue(database: Database, logger: Logger, options: QueueOptions = {}): Queue {
  const connection: PgBoss.DatabaseOptions = database.connectionString
    ? { connectionString: database.connectionString, max: 4, application_name: "pgboss" }
    : { db: { executeSql: (text, values) => database.query(text, values) } };
  const boss = new PgBoss({
    ...connection,
    schema: SCHEMA,
    schedule: options.runSchedules ?? true,
    ...(options.cronIntervalSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronIntervalSeconds,
          cronWorkerIntervalSeconds: options.cronIntervalSeconds,
        }
      : {}),
  });
  boss.on("error", (error) => logger.error({ err: error }, "queue error"));

  const stopping = new AbortController();
  const created = new Map<string, Promise<void>>();
  // pg-boss 10 needs a queue to exist before jobs are sent to it or fetched from it.
  const ensure = (name: string) => {
    let ready = created.get(name);
    if (!ready) {
      ready = boss.createQueue(name).catch((error) => {
        created.delete(name);
        throw error;
      });
      created.set(name, ready);
    }
    return ready;
  };

  return {
    async start() {
      await boss.start();
    },
    async stop(timeoutMs = 10_000) {
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
    },
    async send(name, data, sendOptions = {}) {
      await ensure(name);
      return boss.send(name, data, sendOptions);
    },
    async work<Data extends object>(name: string, handler: JobHandler<Data>) {
      await ensure(name);
      await boss.work<Data>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          const started = Date.now();
          try {
            const output = await handler(job.data, { id: job.id, signal: stopping.signal });
            logger.debug({ queue: name, job: job.id, ms: Date.now() - started }, "job done");
            return output;
          } catch (error) {
            logger.error({ queue: name, job: job.id, err: error }, "job failed");
            throw error;
          }
        },
      );
    },
    async schedule(name, cron, data) {
      await ensure(name);
      await boss.schedule(name, cron, data ?? {}, { tz: "UTC" });
    },
  };
}

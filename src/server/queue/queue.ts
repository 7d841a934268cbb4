import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "../db/client";

// Background work (ingestion, alerts, mail) runs on pg-boss in the app's own database.
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
  /**
   * Whether this process does pg-boss's upkeep (expiring, archiving and deleting old jobs; default true).
   * A web process that leaves the queue to worker processes only sends, so it leaves this to them.
   */
  supervise?: boolean;
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
    supervise: options.supervise ?? true,
    ...(options.cronIntervalSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronIntervalSeconds,
          // pg-boss hands a due schedule to a small internal queue polled every 5 s; never slower.
          cronWorkerIntervalSeconds: Math.min(options.cronIntervalSeconds, 5),
        }
      : {}),
  });
  boss.on("error", (error) => logger.error({ err: error }, "queue error"));

  const stopping = new AbortController();
  // pg-boss's create_queue takes no lock: two processes creating the same queue at once (several workers
  // starting together) can deadlock or collide. Creating is idempotent, so the loser tries again and
  // finds the queue there.
  const createOnce = async (name: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 5 || (code !== "40P01" && code !== "23505")) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  };
  const created = new Map<string, Promise<void>>();
  // pg-boss 10 needs a queue to exist before jobs are sent to it or fetched from it.
  const ensure = (name: string) => {
    let ready = created.get(name);
    if (!ready) {
      ready = createOnce(name).catch((error) => {
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

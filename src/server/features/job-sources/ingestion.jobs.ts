import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Mailer } from "../../platform/mail/mailer";
import { NEW_ROLES_LISTED } from "../../queue/events";
import type { Queue } from "../../queue/queue";
import { runIngestion, type SourceSummary } from "./ingest.service";
import { fillSearchTerms } from "./search-terms.service";
import { seedDemoCatalogue } from "./seed/seed.service";
import { alertFailingSources } from "./source-alerts.service";
import { ensureConfiguredSources, hasUnreadSources } from "./sources.service";

// Start-up for job ingestion: the embedded default's catalogue when the database is empty,
// the JOB_SOURCES sources, and a pass every two hours on the queue (plus one at once when a source
// has never been read).

export const INGEST_QUEUE = "jobs-ingest";
/** Minute 7 of every second hour (UTC), off the hour when every other schedule fires. */
export const INGEST_CRON = "7 */2 * * *";

type IngestionDeps = { db: Db; config: Config; logger: Logger };
type WorkerDeps = IngestionDeps & { mailer: Mailer };

export async function prepareJobCatalogue({ db, config, logger }: IngestionDeps) {
  if (config.sampleCatalogue) {
    const seed = await seedDemoCatalogue(db, { env: config.env });
    if (seed.seeded) logger.info({ firms: seed.firms, jobs: seed.jobs }, "seeded the sample firm catalogue");
  }
  const filled = await fillSearchTerms(db);
  if (filled) logger.info({ jobs: filled }, "search terms filled in for existing roles");
  const sources = await ensureConfiguredSources(db, config.jobSources);
  if (sources.length) logger.info({ sources: sources.map((s) => s.source) }, "job sources from JOB_SOURCES");
}

export async function registerIngestion(queue: Queue, { db, config, logger, mailer }: WorkerDeps) {
  await queue.work<{ only?: string }>(INGEST_QUEUE, async (data, job) => {
    const summaries = await runIngestion(db, { ...config.jobBoards, only: data.only, signal: job.signal });
    logger.info({ sources: summaries.map(brief) }, "ingestion pass");
    await alertFailingSources({ db, mailer, logger, appUrl: config.appUrl }, summaries);
    await alertNewRoles(
      queue,
      summaries.reduce((sum, s) => sum + s.added + s.reopened, 0),
    );
    return { sources: summaries.length, failed: summaries.filter((s) => !s.ok).length };
  });
  await queue.schedule(INGEST_QUEUE, INGEST_CRON);
  if (await hasUnreadSources(db)) {
    await queue.send(INGEST_QUEUE, {}, { singletonKey: "start-up", singletonSeconds: 600 });
  }
}

/**
 * Members on immediate alerts hear of new roles when a pass (scheduled, run now, or a CSV import) finds
 * them, not at the next quarter hour. The singleton folds the passes of one minute into one alert run;
 * a role it leaves out is picked up by the quarter-hourly schedule, and deliveries never repeat a role.
 */
export async function alertNewRoles(queue: Queue, found: number) {
  if (found === 0) return;
  await queue.send(NEW_ROLES_LISTED, {}, { singletonKey: "after-ingestion", singletonSeconds: 60 });
}

export function brief(summary: SourceSummary) {
  const { source, ok, added, updated, reopened, closed, errors } = summary;
  return { source, ok, added, updated, reopened, closed, errors: errors.length };
}

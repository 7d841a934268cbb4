import { registerBroadcastJobs } from "./features/broadcasts/broadcasts.jobs";
import { registerIngestion } from "./features/job-sources/ingestion.jobs";
import { registerAlertJobs } from "./features/jobs/alerts.jobs";
import { registerNetworkingJobs } from "./features/networking/networking.jobs";
import { registerReminderJobs } from "./features/tracker/reminders.jobs";
import type { Deps } from "./http/context";
import { PURGE_RATE_LIMITS, purgeExpiredRateLimits } from "./http/rate-limit";

/**
 * Every feature's queue workers and schedules, registered once per process: by the server at start-up
 * and by the API tests' app, so both run background work through the same queue.
 */
export async function startWorkers(deps: Deps) {
  await registerIngestion(deps.queue, deps);
  await registerAlertJobs(deps.queue, deps);
  await registerBroadcastJobs(deps.queue, deps);
  await registerReminderJobs(deps.queue, deps);
  await registerNetworkingJobs(deps.queue, deps);
  await deps.queue.work(PURGE_RATE_LIMITS.queue, () => purgeExpiredRateLimits(deps.db));
  await deps.queue.schedule(PURGE_RATE_LIMITS.queue, PURGE_RATE_LIMITS.cron);
}

import type { Deps } from "../../http/context";
import { NEW_ROLES_LISTED } from "../../queue/events";
import type { Queue } from "../../queue/queue";
import { type AlertDeps, type Frequency, runClosingReminders, runJobAlerts } from "./alerts.service";

const alertDeps = (deps: Deps): AlertDeps => ({
  db: deps.db,
  mailer: deps.mailer,
  logger: deps.logger,
  appUrl: deps.config.appUrl,
  authSecret: deps.config.authSecret,
});

/** The instant alerts run on their schedule and whenever new roles are listed (queue/events.ts). */
export const INSTANT_ALERTS_QUEUE = NEW_ROLES_LISTED;

// Alerts run on pg-boss schedules (UTC): instant every 15 minutes, the daily summary at 07:00,
// the weekly summary on Mondays at 07:00, closing reminders daily at 08:00.
const SCHEDULES: { name: string; cron: string; run: (deps: AlertDeps) => Promise<unknown> }[] = [
  { name: INSTANT_ALERTS_QUEUE, cron: "*/15 * * * *", run: (d) => runJobAlerts(d, "instant") },
  { name: "alerts.daily", cron: "0 7 * * *", run: (d) => runJobAlerts(d, "daily_summary") },
  { name: "alerts.weekly", cron: "0 7 * * 1", run: (d) => runJobAlerts(d, "weekly_summary") },
  { name: "alerts.closing", cron: "0 8 * * *", run: (d) => runClosingReminders(d) },
];

export async function registerAlertJobs(queue: Queue, deps: Deps) {
  for (const job of SCHEDULES) {
    await queue.work(job.name, () => job.run(alertDeps(deps)));
    await queue.schedule(job.name, job.cron);
  }
}

export type { Frequency };

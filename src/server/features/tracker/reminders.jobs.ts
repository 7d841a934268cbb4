import type { Deps } from "../../http/context";
import type { Queue } from "../../queue/queue";
import { runReminders } from "./reminders-send";

/** Every 5 minutes (UTC cron): plan the coming days' automatic reminders, then send what is due. */
export const TRACKER_REMINDERS = { queue: "tracker.reminders", cron: "*/5 * * * *" } as const;

export async function registerReminderJobs(queue: Queue, deps: Deps) {
  await queue.work(TRACKER_REMINDERS.queue, () =>
    runReminders({
      db: deps.db,
      mailer: deps.mailer,
      logger: deps.logger,
      appUrl: deps.config.appUrl,
      authSecret: deps.config.authSecret,
    }),
  );
  await queue.schedule(TRACKER_REMINDERS.queue, TRACKER_REMINDERS.cron);
}

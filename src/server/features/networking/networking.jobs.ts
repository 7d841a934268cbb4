import type { Deps } from "../../http/context";
import type { Queue } from "../../queue/queue";
import { sendNetworkingReminders } from "./reminders-send";

/** Every 5 minutes (UTC cron): send the thank-you and follow-up reminders that are due. */
export const NETWORKING_REMINDERS = { queue: "networking.reminders", cron: "*/5 * * * *" } as const;

export async function registerNetworkingJobs(queue: Queue, deps: Deps) {
  await queue.work(NETWORKING_REMINDERS.queue, () =>
    sendNetworkingReminders({
      db: deps.db,
      mailer: deps.mailer,
      logger: deps.logger,
      appUrl: deps.config.appUrl,
      authSecret: deps.config.authSecret,
    }),
  );
  await queue.schedule(NETWORKING_REMINDERS.queue, NETWORKING_REMINDERS.cron);
}

import type { Deps } from "../../http/context";
import type { Queue } from "../../queue/queue";
import { BROADCAST_JOB, type SendDeps, sendBroadcast, unfinishedBroadcasts } from "./broadcasts.service";

const sendDeps = (deps: Deps): SendDeps => ({
  db: deps.db,
  mailer: deps.mailer,
  logger: deps.logger,
  appUrl: deps.config.appUrl,
  authSecret: deps.config.authSecret,
});

/** The queue worker, and a fresh job for each broadcast a previous process left queued or half-sent. */
export async function registerBroadcastJobs(queue: Queue, deps: Deps) {
  await queue.work<{ id: string }>(BROADCAST_JOB, (data, job) =>
    sendBroadcast(sendDeps(deps), data.id, job.signal),
  );
  for (const { id } of await unfinishedBroadcasts(deps.db)) {
    await queue.send(BROADCAST_JOB, { id }, { singletonKey: id });
  }
}

/** Hands a new broadcast to the queue, which sends it (and retries a failed send). */
export async function dispatchBroadcast(deps: Deps, id: string) {
  await deps.queue.send(
    BROADCAST_JOB,
    { id },
    { singletonKey: id, retryLimit: 3, retryDelay: 30, retryBackoff: true },
  );
}

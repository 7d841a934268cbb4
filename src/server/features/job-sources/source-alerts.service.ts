import { and, eq, isNull, or } from "drizzle-orm";
import type { Logger } from "pino";
import { escapeHtml } from "../../../shared/escape-html";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import type { Mailer } from "../../platform/mail/mailer";
import { notifyEach } from "../../platform/notifications/notify";
import type { SourceSummary } from "./ingest.service";

// A source that fails three runs in a row (every two hours: about six hours without fresh roles) tells
// every admin, in the bell and by email. Only the third failure alerts: a board that stays down does
// not fill the inbox every two hours; the Sources table shows how many runs in a row have failed.

export const FAILED_RUNS_BEFORE_ALERT = 3;
const LINK = "/admin/site-content#job-sources";

type AlertDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string };

export async function alertFailingSources(deps: AlertDeps, summaries: SourceSummary[]): Promise<number> {
  const failing = summaries.filter((s) => !s.ok && s.failedRuns === FAILED_RUNS_BEFORE_ALERT);
  if (!failing.length) return 0;
  const admins = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "admin"), or(isNull(user.banned), eq(user.banned, false))));
  for (const source of failing) {
    const title = `${source.firm}'s job source failed ${FAILED_RUNS_BEFORE_ALERT} runs in a row`;
    const reason = source.errors[0] ?? "unknown error";
    const message = `${source.source} could not be read: ${reason}. Its roles stay as they were until it is read again. Check the source in Site Content, Job Sources, and press Run now once it is fixed.`;
    const recipients = await notifyEach(
      deps.db,
      admins.map((admin) => ({
        userId: admin.id,
        kind: "job_source_failing" as const,
        title,
        message,
        link: LINK,
      })),
    );
    for (const admin of recipients) {
      if (!admin?.wantsEmail) continue;
      const link = `${deps.appUrl}${LINK}`;
      await deps.mailer
        .send({
          to: admin.email,
          subject: title,
          link,
          text: `${message}\n\nOpen Job Sources: ${link}\n`,
          html: `<p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link)}">Open Job Sources</a></p>`,
        })
        .catch((err: unknown) =>
          deps.logger.error({ err, source: source.source }, "job source alert email failed"),
        );
    }
  }
  return failing.length;
}

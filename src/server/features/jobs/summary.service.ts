import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { aiProvider } from "../../ai/ai-provider";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { jobSummaries } from "../../db/schema";
import { htmlToText } from "../../platform/html";
import type { VisibleJob } from "../../platform/job-visibility";
import { writeJobSummary } from "./summary-ai";

// AI job summary (Premium): made once per job and provider, then served from job_summaries
// to every member. When the configured model fails, the built-in summary is stored under the
// built-in engine's id, so the model is asked again next time rather than never.

type SummaryDeps = { db: Db; config: Config; logger: Logger };

export async function jobSummary(deps: SummaryDeps, job: VisibleJob) {
  const provider = aiProvider(deps.config, deps.logger);
  const [cached] = await deps.db
    .select()
    .from(jobSummaries)
    .where(and(eq(jobSummaries.jobId, job.id), eq(jobSummaries.provider, provider.id)));
  if (cached) {
    return {
      job_id: job.id,
      summary: cached.summary,
      provider: cached.provider,
      created_at: cached.createdAt.toISOString(),
    };
  }
  // The HTML keeps headings and list items apart, which the summariser reads; older rows have text only.
  const text = job.descriptionHtml ? htmlToText(job.descriptionHtml) : job.descriptionText;
  const made = await writeJobSummary(provider, {
    title: job.title,
    firm: job.firmName,
    text,
    closesAt: job.closesAt,
  });
  const [stored] = await deps.db
    .insert(jobSummaries)
    .values({ jobId: job.id, provider: made.provider, summary: made.result })
    .onConflictDoUpdate({
      target: [jobSummaries.jobId, jobSummaries.provider],
      set: { summary: made.result, createdAt: new Date() },
    })
    .returning();
  return {
    job_id: job.id,
    summary: made.result,
    provider: made.provider,
    created_at: (stored?.createdAt ?? new Date()).toISOString(),
  };
}

import { and, count, eq, isNull, sql } from "drizzle-orm";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import { type Db, queryRows } from "../../db/client";
import { firms, jobs, savedJobs } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { defineLimit, freeOnly } from "../../platform/free-limit";
import {
  jobNotFound,
  listedForEveryone,
  visibleJob,
  visibleTo,
  visibleToSql,
} from "../../platform/job-visibility";
import type { FeedViewer } from "./feed.service";

/** One role in full, for /app/premier-firms/:jobId. Closed roles still open, marked closed. */
export async function jobDetail(db: Db, viewer: FeedViewer, jobId: string) {
  const [row] = await db
    .select({ job: jobs, firm: firms })
    .from(jobs)
    .innerJoin(firms, eq(firms.id, jobs.firmId))
    .where(and(eq(jobs.id, jobId), visibleTo(viewer.id)));
  if (!row) throw jobNotFound();
  const [saved] = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, viewer.id), eq(savedJobs.jobId, jobId)));
  const { job, firm } = row;
  return {
    id: job.id,
    title: job.title,
    firm: {
      name: firm.name,
      slug: firm.slug,
      premier: firm.premier,
      sector: firm.sector,
      website: firm.website,
    },
    locations: job.locations,
    workplace: job.workplace,
    role_type: job.roleType,
    finance_areas: job.financeAreas,
    description_html: job.descriptionHtml,
    apply_url: job.applyUrl,
    posted_at: (job.postedAt ?? job.firstSeenAt).toISOString(),
    opens_at: job.opensAt?.toISOString() ?? null,
    closes_at: job.closesAt?.toISOString() ?? null,
    rolling: job.rolling,
    salary: job.salary,
    requirements: job.requirements,
    is_sample: job.isSample,
    closed: job.closedAt !== null,
    saved: saved !== undefined,
  };
}

const savedJobLimit = defineLimit<FeedViewer>({
  resource: "saved-jobs",
  max: freeOnly(FREE_LIMITS.savedJobs.value),
  count: async (db, userId) => {
    const [row] = await db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
    return row?.n ?? 0;
  },
  refusal: () => new HttpError(403, "free_limit_reached", limitMessage("savedJobs")),
});

/** Saves a role for the member. Free members keep up to the limits table's number of saved roles. */
export async function saveJob(db: Db, viewer: FeedViewer, jobId: string) {
  await db.transaction(async (tx) => {
    await visibleJob(tx, viewer.id, jobId);
    await savedJobLimit.lock(tx, viewer.id);
    const [already] = await tx
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, viewer.id), eq(savedJobs.jobId, jobId)));
    // Saving a role already saved adds nothing, so it needs no room.
    await savedJobLimit.ensureRoom(tx, viewer, already ? 0 : 1);
    await tx.insert(savedJobs).values({ userId: viewer.id, jobId }).onConflictDoNothing();
  });
  return { saved: true };
}

/** Like every route that takes a job id, a role this member cannot see answers 404, never a quiet no-op. */
export async function unsaveJob(db: Db, viewer: FeedViewer, jobId: string) {
  await visibleJob(db, viewer.id, jobId);
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, viewer.id), eq(savedJobs.jobId, jobId)));
  return { saved: false };
}

type FirmRow = {
  slug: string;
  name: string;
  sector: string;
  website: string | null;
  logo_url: string | null;
  description: string | null;
  open_roles: number;
  next_deadline: Date | null;
};

/**
 * The premier firms as a directory: sector, open roles and the next deadline, with the logo and
 * description an admin set on Site Content → Premier firms, in the order the admin put them.
 */
export async function premierFirms(db: Db, viewerId: string, now = new Date()) {
  const rows = await queryRows<FirmRow>(
    db,
    sql`select f.slug, f.name, f.sector, f.website, f.logo_url, f.description,
        count(j.id)::int as open_roles,
        min(j.closes_at) filter (where j.closes_at >= ${now}) as next_deadline
      from firms f
      left join jobs j on j.firm_id = f.id and j.closed_at is null
        and ${visibleToSql(viewerId)}
      where f.premier
      group by f.id
      order by f.premier_position nulls last, f.name`,
  );
  return {
    firms: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      sector: row.sector,
      website: row.website,
      logo_url: row.logo_url,
      description: row.description,
      open_roles: Number(row.open_roles),
      next_deadline: row.next_deadline ? new Date(row.next_deadline).toISOString() : null,
    })),
  };
}

/** How many firms are monitored and roles are live: real figures for the public site. */
export async function catalogueFigures(db: Db) {
  const [firmCount] = await db.select({ n: count() }).from(firms);
  const [live] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(isNull(jobs.closedAt), listedForEveryone));
  return { firms_monitored: firmCount?.n ?? 0, live_roles: live?.n ?? 0 };
}

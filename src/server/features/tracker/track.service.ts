import { and, eq, isNotNull, sql } from "drizzle-orm";
import { LOCATIONS, ROLE_TYPES } from "../../../shared/onboarding";
import { ukDayOf } from "../../../shared/uk-time";
import { type Db, type DbOrTx, queryRows } from "../../db/client";
import { applications } from "../../db/schema";
import { visibleJob } from "../../platform/job-visibility";
import { insertApplications } from "./board";
import { cardOf } from "./cards";
import { applicationLimit, lockBoard, type TrackerMember } from "./free-limit";

// `Track` on the feed: the role becomes an application in Saved with the posting's details copied (kept
// when the posting closes), linked by job_id so tracking it again finds the same application.

const LOCATION_LABELS = new Map<string, string>(LOCATIONS.map((l) => [l.value, l.label]));
const ROLE_TYPE_VALUES = new Set<string>(ROLE_TYPES.map((r) => r.value));

async function trackedApplicationId(tx: DbOrTx, userId: string, jobId: string) {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)));
  return row?.id;
}

export async function trackJob(db: Db, member: TrackerMember, jobId: string, now = new Date()) {
  const job = await visibleJob(db, member.id, jobId);
  const result = await db.transaction(async (tx) => {
    await lockBoard(tx, member.id);
    const existing = await trackedApplicationId(tx, member.id, jobId);
    if (existing) return { id: existing, created: false };
    await applicationLimit.ensureRoom(tx, member);
    const [id] = await insertApplications(tx, member.id, [
      {
        values: {
          jobId,
          firmName: job.firmName,
          roleTitle: job.title,
          programmeType: job.roleType && ROLE_TYPE_VALUES.has(job.roleType) ? job.roleType : null,
          location: job.locations.map((l) => LOCATION_LABELS.get(l) ?? l).join(", ") || null,
          url: job.applyUrl,
          deadline: job.closesAt ? ukDayOf(job.closesAt) : null,
          rolling: job.rolling || job.closesAt === null,
          stage: "saved",
          descriptionSnapshot: job.descriptionText || null,
        },
        history: [{ stage: "saved", enteredAt: now }],
      },
    ]);
    if (id) return { id, created: true };
    // Tracked by another request between the look and the insert: the unique index kept that one.
    return { id: (await trackedApplicationId(tx, member.id, jobId)) ?? "", created: false };
  });
  return { application: await cardOf(db, member.id, result.id), created: result.created };
}

/** Which feed roles the member tracks, for the feed's Track/Tracked buttons: job id → application id. */
export async function trackedJobs(db: Db, userId: string) {
  const rows = await db
    .select({ jobId: applications.jobId, id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNotNull(applications.jobId)));
  const tracked: Record<string, string> = {};
  for (const row of rows) if (row.jobId) tracked[row.jobId] = row.id;
  return { tracked };
}

const SUGGESTIONS = 10;

/** Firm names for the Add form: the firms the app knows and the member's own, names that start with `q` first. */
export async function firmSuggestions(db: Db, userId: string, q: string) {
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select name from (
        select name from firms where lower(name) like ${`%${escaped}%`}
        union
        select firm_name as name from applications
          where user_id = ${userId} and lower(firm_name) like ${`%${escaped}%`}
      ) f
      order by lower(name) like ${`${escaped}%`} desc, lower(name)
      limit ${SUGGESTIONS * 2}`,
  );
  // The same firm typed in another case by the member is one suggestion.
  const seen = new Set<string>();
  const firms = rows
    .map((r) => r.name)
    .filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()))
    .slice(0, SUGGESTIONS);
  return { firms };
}

import { and, eq, getTableColumns, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { jobs } from "../db/schema";
import { HttpError } from "./http-error";

// Which roles a member may see, in one place for every feature that reads a role by id or lists roles:
// every role listed by a firm, and the roles this member imported by URL (owner in the WHERE). A role
// imported by someone else answers exactly as a role that does not exist, so its id says nothing and the
// firm and posting another member chose to import stay theirs.

export const jobNotFound = () =>
  new HttpError(404, "job_not_found", "This role does not exist or is no longer listed.");

/** For the query builder: `.where(and(eq(jobs.id, id), visibleTo(member.id)))`. */
export const visibleTo = (userId: string): SQL =>
  or(isNull(jobs.importedBy), eq(jobs.importedBy, userId)) as SQL;

/** For raw SQL over `jobs j`. */
export const visibleToSql = (userId: string): SQL =>
  sql`(j.imported_by is null or j.imported_by = ${userId})`;

/** Roles everyone may see (alerts, public figures): none that a member imported for themselves. */
export const listedForEveryone = isNull(jobs.importedBy);
export const listedForEveryoneSql = sql`j.imported_by is null`;

// The search vector is the database's own index material, never shown: leaving it out keeps the row small.
const { search: _search, ...jobColumns } = getTableColumns(jobs);

/** The role with this id if this member may see it, else undefined. */
export async function findVisibleJob(db: DbOrTx, userId: string, jobId: string) {
  const [job] = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, jobId), visibleTo(userId)));
  return job;
}

export type VisibleJob = NonNullable<Awaited<ReturnType<typeof findVisibleJob>>>;

/** The role with this id if this member may see it; otherwise the 404 of a role that does not exist. */
export async function visibleJob(db: DbOrTx, userId: string, jobId: string): Promise<VisibleJob> {
  const job = await findVisibleJob(db, userId, jobId);
  if (!job) throw jobNotFound();
  return job;
}

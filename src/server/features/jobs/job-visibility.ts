import { eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { jobs } from "../../db/schema";
import { HttpError } from "../../http/errors";

// Which roles a member may see, in one place: every role listed by a firm, and the roles this member
// imported by URL (owner in the WHERE). A role imported by someone else answers exactly as a role that
// does not exist, so its id says nothing.

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

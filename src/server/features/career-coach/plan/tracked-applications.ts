import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { applications } from "../../../db/schema";

// The member's applications, read from the tracker's table (features never import each other; the
// table is the contract). The plan works on those on the board: archived ones the member put away, and
// only tell the starter steps that the member has tracked something before.

export type TrackedApplication = {
  id: string;
  jobId: string | null;
  firmName: string;
  roleTitle: string;
  programmeType: string | null;
  stage: string;
  deadline: string | null;
  rolling: boolean;
  appliedAt: Date | null;
  createdAt: Date;
  archivedAt: Date | null;
};

/** Every application of the member, archived ones too, oldest first. */
export function readApplications(db: DbOrTx, userId: string): PromiseLike<TrackedApplication[]> {
  return db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      firmName: applications.firmName,
      roleTitle: applications.roleTitle,
      programmeType: applications.programmeType,
      stage: applications.stage,
      deadline: applications.deadline,
      rolling: applications.rolling,
      appliedAt: applications.appliedAt,
      createdAt: applications.createdAt,
      archivedAt: applications.archivedAt,
    })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.createdAt));
}

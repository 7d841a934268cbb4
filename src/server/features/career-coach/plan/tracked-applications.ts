import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { applications } from "../../../db/schema";

// The member's applications on the tracker's board, read from the tracker's table (features never
// import each other; the table is the contract). Archived ones are left out: the member put them away.

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
};

export function readTrackedApplications(db: DbOrTx, userId: string): Promise<TrackedApplication[]> {
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
    })
    .from(applications)
    .where(and(eq(applications.userId, userId), isNull(applications.archivedAt)))
    .orderBy(asc(applications.createdAt));
}

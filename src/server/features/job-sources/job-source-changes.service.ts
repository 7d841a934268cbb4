import { and, eq, isNull, ne } from "drizzle-orm";
import { type BoardProvider, PROVIDER_LABELS } from "../../../shared/job-source-providers";
import type { AuthUser } from "../../auth";
import type { Db, DbOrTx } from "../../db/client";
import { firms, jobSources, jobs } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";

// Correcting, pausing and deleting a job source (Site Content → Job Sources). A mistyped token used to
// fail every two hours and show "Failing" for good; now the admin fixes the identifiers, pauses the
// source (the scheduled pass and `jobs:ingest` skip it, the dashboard says "Paused"), or deletes it,
// which closes the roles it listed. Each change is audited in its own transaction.

type Admin = Pick<AuthUser, "id" | "email">;

const GONE = "This job source no longer exists. Reload the list.";

async function lockSource(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: jobSources.id,
      kind: jobSources.kind,
      token: jobSources.token,
      enabled: jobSources.enabled,
      firm: firms.name,
    })
    .from(jobSources)
    .innerJoin(firms, eq(firms.id, jobSources.firmId))
    .where(eq(jobSources.id, id))
    .for("update", { of: jobSources });
  if (!row) throw new HttpError(404, "not_found", GONE);
  return row;
}

/**
 * New identifiers (or a new provider) for a board. The last error and failure count belonged to the
 * old ones, so they are cleared and the source reads as "Not run yet" until its next run; roles the old
 * identifiers listed close on that run if the new board does not list them.
 */
export async function editJobSource(
  db: Db,
  admin: Admin,
  id: string,
  input: { kind: BoardProvider; token: string },
) {
  return db.transaction(async (tx) => {
    const current = await lockSource(tx, id);
    if (current.kind === "manual") {
      throw new HttpError(
        409,
        "not_a_board",
        "A CSV source has no identifiers to edit: upload the file again.",
      );
    }
    if (current.kind === input.kind && current.token === input.token) return { changed: false };
    const [taken] = await tx
      .select({ firm: firms.name })
      .from(jobSources)
      .innerJoin(firms, eq(firms.id, jobSources.firmId))
      .where(and(eq(jobSources.kind, input.kind), eq(jobSources.token, input.token), ne(jobSources.id, id)));
    if (taken) {
      const message = `This ${PROVIDER_LABELS[input.kind]} source (${input.token}) is already set up for ${taken.firm}. Delete one of the two instead.`;
      throw new HttpError(409, "source_exists", message, { token: message });
    }
    await tx
      .update(jobSources)
      .set({
        kind: input.kind,
        token: input.token,
        lastRunAt: null,
        lastError: null,
        lastErrorAt: null,
        failedRuns: 0,
      })
      .where(eq(jobSources.id, id));
    await recordAudit(tx, admin, {
      action: "job_source.update",
      targetType: "job_source",
      targetId: id,
      before: { firm: current.firm, kind: current.kind, token: current.token },
      after: { firm: current.firm, kind: input.kind, token: input.token },
    });
    return { changed: true };
  });
}

/** Paused sources are skipped by every pass until resumed; Run now still reads one on request. */
export async function setJobSourceEnabled(db: Db, admin: Admin, id: string, enabled: boolean) {
  return db.transaction(async (tx) => {
    const current = await lockSource(tx, id);
    if (current.enabled === enabled) return;
    await tx.update(jobSources).set({ enabled }).where(eq(jobSources.id, id));
    await recordAudit(tx, admin, {
      action: enabled ? "job_source.resume" : "job_source.pause",
      targetType: "job_source",
      targetId: id,
      before: { firm: current.firm, kind: current.kind, token: current.token, enabled: current.enabled },
      after: { firm: current.firm, kind: current.kind, token: current.token, enabled },
    });
  });
}

/**
 * Deletes the source and closes the open roles it listed, so members no longer see roles nobody reads
 * any more; the roles stay (closed) for members who saved or tracked them.
 */
export async function deleteJobSource(db: Db, admin: Admin, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockSource(tx, id);
    const closed = await tx
      .update(jobs)
      .set({ closedAt: new Date() })
      .where(and(eq(jobs.sourceId, id), isNull(jobs.closedAt)))
      .returning({ id: jobs.id });
    await tx.delete(jobSources).where(eq(jobSources.id, id));
    await recordAudit(tx, admin, {
      action: "job_source.delete",
      targetType: "job_source",
      targetId: id,
      before: { firm: current.firm, kind: current.kind, token: current.token, enabled: current.enabled },
      after: { roles_closed: closed.length },
    });
    return { roles_closed: closed.length };
  });
}

import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  type ApplicationOutcome,
  type applicationCreateSchema,
  type applicationUpdateSchema,
  countsAsApplied,
} from "../../../shared/schemas/tracker";
import type { Db } from "../../db/client";
import { applications } from "../../db/schema";
import { insertApplications } from "./board";
import { applicationNotFound, type CardFilters, cardOf, detailOf, listCards } from "./cards";
import { findTracked, type TrackedApplication } from "./duplicates";
import { applicationLimit, lockBoard, type TrackerMember } from "./free-limit";

// The member's applications: the board, adding by hand, editing, archiving and deleting.

type CreateInput = z.output<typeof applicationCreateSchema>;
type UpdateInput = z.output<typeof applicationUpdateSchema>;

const owned = (userId: string, applicationId: string) =>
  and(eq(applications.id, applicationId), eq(applications.userId, userId));

/** The board (or the archive) and how much of the free limit is used. */
export async function listApplications(
  db: Db,
  member: TrackerMember,
  archived: boolean,
  filters: CardFilters = {},
) {
  const [cards, limit] = await Promise.all([
    listCards(db, member.id, archived, filters),
    applicationLimit.summary(db, member),
  ]);
  return { applications: cards, limit };
}

type Added = { duplicate: TrackedApplication } | { id: string };
/** Clipping adds the posting's description, kept with the application as the role's snapshot. */
type AddInput = CreateInput & { description?: string };

/**
 * Adds an application by hand, unless it is one already tracked (same link, or same firm and role) and
 * the member has not confirmed a separate one: then nothing is added and the tracked one comes back.
 * The check runs under the board's lock, so a double-clicked Add cannot slip two copies in.
 */
export async function createApplication(db: Db, member: TrackerMember, input: AddInput, now = new Date()) {
  const created = await db.transaction(async (tx): Promise<Added> => {
    await lockBoard(tx, member.id);
    if (!input.allow_duplicate) {
      const existing = await findTracked(tx, member.id, {
        firm: input.firm_name,
        role: input.role_title,
        url: input.url || null,
      });
      if (existing) return { duplicate: existing };
    }
    await applicationLimit.ensureRoom(tx, member);
    const [id] = await insertApplications(tx, member.id, [
      {
        values: {
          firmName: input.firm_name,
          roleTitle: input.role_title,
          programmeType: input.programme_type,
          location: input.location || null,
          url: input.url || null,
          deadline: input.deadline,
          rolling: input.rolling,
          stage: input.stage,
          notes: input.notes,
          priority: input.priority,
          tags: input.tags,
          descriptionSnapshot: input.description || null,
          appliedAt: countsAsApplied(input.stage) ? now : null,
        },
        history: [{ stage: input.stage, enteredAt: now }],
      },
    ]);
    return { id: id ?? "" };
  });
  if ("duplicate" in created) return { created: false as const, duplicate: created.duplicate };
  return { created: true as const, application: await cardOf(db, member.id, created.id) };
}

/** The outcome fields as given, merged over the stored ones; an empty value clears a field. */
function mergedOutcome(stored: ApplicationOutcome, given: NonNullable<UpdateInput["outcome"]>) {
  const merged: Record<string, string> = { ...stored, ...given };
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== "")) as ApplicationOutcome;
}

export async function updateApplication(
  db: Db,
  member: TrackerMember,
  applicationId: string,
  input: UpdateInput,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockBoard(tx, member.id);
    const [current] = await tx
      .select({ archivedAt: applications.archivedAt, outcome: applications.outcome })
      .from(applications)
      .where(owned(member.id, applicationId));
    if (!current) throw applicationNotFound();
    // Bringing an application back from the archive makes it active again, so it counts.
    if (input.archived === false && current.archivedAt) await applicationLimit.ensureRoom(tx, member);
    await tx
      .update(applications)
      .set({
        firmName: input.firm_name,
        roleTitle: input.role_title,
        programmeType: input.programme_type,
        location: input.location === undefined ? undefined : input.location || null,
        url: input.url === undefined ? undefined : input.url || null,
        deadline: input.deadline,
        rolling: input.rolling,
        notes: input.notes,
        priority: input.priority,
        tags: input.tags,
        checklist: input.checklist,
        outcome: input.outcome && mergedOutcome(current.outcome, input.outcome),
        archivedAt:
          input.archived === undefined ? undefined : input.archived ? (current.archivedAt ?? now) : null,
        updatedAt: now,
      })
      .where(owned(member.id, applicationId));
  });
  return { application: await detailOf(db, member.id, applicationId) };
}

export async function deleteApplication(db: Db, userId: string, applicationId: string) {
  const deleted = await db
    .delete(applications)
    .where(owned(userId, applicationId))
    .returning({ id: applications.id });
  if (deleted.length === 0) throw applicationNotFound();
  return { ok: true as const };
}

export async function applicationDetail(db: Db, userId: string, applicationId: string) {
  return { application: await detailOf(db, userId, applicationId) };
}

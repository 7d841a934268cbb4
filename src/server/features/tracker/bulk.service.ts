import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  APPLICATION_TAGS_MAX,
  type applicationBulkSchema,
  TRACKER_MESSAGES,
} from "../../../shared/schemas/tracker";
import type { Db } from "../../db/client";
import { applications } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { listCards } from "./cards";
import { lockBoard } from "./free-limit";
import { moveCard } from "./move.service";

// Bulk actions on the applications a member selected in the list: move them to a stage (each to the end
// of its new column, with the stage's date recorded), add or remove a tag, or archive them. All or
// nothing: when any selected id is not one of the member's applications, nothing changes.

type BulkInput = z.output<typeof applicationBulkSchema>;

export async function bulkUpdate(db: Db, userId: string, input: BulkInput, now = new Date()) {
  const { ids, action } = input;
  await db.transaction(async (tx) => {
    await lockBoard(tx, userId);
    const mine = and(eq(applications.userId, userId), inArray(applications.id, ids));
    const found = await tx
      .select({
        id: applications.id,
        stage: applications.stage,
        tags: applications.tags,
        firm: applications.firmName,
      })
      .from(applications)
      .where(mine);
    if (found.length !== ids.length) throw notFound(TRACKER_MESSAGES.bulkNotFound);
    if (action.kind === "move") {
      // In the order they were selected, so they keep that order at the end of the column.
      const stageOf = new Map(found.map((f) => [f.id, f.stage]));
      for (const id of ids) {
        if (stageOf.get(id) !== action.stage)
          await moveCard(tx, userId, id, { stage: action.stage, before_id: null }, now);
      }
    } else if (action.kind === "tag") {
      const key = action.tag.toLowerCase();
      const full = found.find(
        (f) =>
          !action.remove &&
          f.tags.length >= APPLICATION_TAGS_MAX &&
          !f.tags.some((t) => t.toLowerCase() === key),
      );
      if (full) {
        const message = `${full.firm} already has ${APPLICATION_TAGS_MAX} tags: remove one there first. Nothing was changed.`;
        throw badRequest(message, { tag: message });
      }
      const tags = action.remove
        ? sql`array(select t from unnest(${applications.tags}) t where lower(t) <> lower(${action.tag}))`
        : // Added once: a tag already there in any case stays as it is.
          sql`case when exists (select 1 from unnest(${applications.tags}) t where lower(t) = lower(${action.tag}))
            then ${applications.tags} else array_append(${applications.tags}, ${action.tag}::text) end`;
      await tx.update(applications).set({ tags, updatedAt: now }).where(mine);
    } else {
      await tx
        .update(applications)
        .set({ archivedAt: sql`coalesce(${applications.archivedAt}, ${now}::timestamptz)` })
        .where(mine);
    }
  });
  return { applications: await listCards(db, userId, false), changed: ids.length };
}

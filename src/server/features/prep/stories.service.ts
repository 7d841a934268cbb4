import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  PREP_MESSAGES,
  STORY_LIMITS,
  type storyCreateSchema,
  type storyUpdateSchema,
} from "../../../shared/schemas/prep";
import type { Db, DbOrTx } from "../../db/client";
import { prepStories } from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { defineLimit } from "../../platform/free-limit";

// The story bank: a member's STAR stories. Owner-only: every query has the member in its WHERE, so
// another member's story reads, updates and deletes exactly like one that does not exist (404).

type CreateInput = z.output<typeof storyCreateSchema>;
type UpdateInput = z.output<typeof storyUpdateSchema>;
type StoryRow = typeof prepStories.$inferSelect;

const owned = (userId: string, storyId: string) =>
  and(eq(prepStories.id, storyId), eq(prepStories.userId, userId));

const storyNotFound = () => notFound(PREP_MESSAGES.noStory);

function storyView(row: StoryRow) {
  return {
    id: row.id,
    title: row.title,
    situation: row.situation,
    task: row.task,
    action: row.action,
    result: row.result,
    competencies: row.competencies,
    tags: row.tags,
    usedIn: row.usedIn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The bank holds STORY_LIMITS.stories stories on every plan.
const storyLimit = defineLimit<{ id: string }>({
  resource: "prep-stories",
  max: () => STORY_LIMITS.stories,
  count: async (db: DbOrTx, userId: string) => {
    const [row] = await db.select({ n: count() }).from(prepStories).where(eq(prepStories.userId, userId));
    return row?.n ?? 0;
  },
  refusal: () => new HttpError(409, "story_limit_reached", PREP_MESSAGES.storyLimit),
});

/** The member's stories, most recently changed first, and how full the bank is. */
export async function listStories(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(prepStories)
    .where(eq(prepStories.userId, userId))
    .orderBy(desc(prepStories.updatedAt), desc(prepStories.createdAt));
  return { stories: rows.map(storyView), limit: { used: rows.length, max: STORY_LIMITS.stories } };
}

export async function storyDetail(db: Db, userId: string, storyId: string) {
  const [row] = await db.select().from(prepStories).where(owned(userId, storyId));
  if (!row) throw storyNotFound();
  return { story: storyView(row) };
}

export async function createStory(db: Db, userId: string, input: CreateInput) {
  const row = await db.transaction(async (tx) => {
    await storyLimit.ensureRoom(tx, { id: userId });
    const [inserted] = await tx
      .insert(prepStories)
      .values({ userId, ...input })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("story insert returned nothing");
  return { story: storyView(row) };
}

export async function updateStory(db: Db, userId: string, storyId: string, input: UpdateInput) {
  const [row] = await db
    .update(prepStories)
    .set({ ...input, updatedAt: new Date() })
    .where(owned(userId, storyId))
    .returning();
  if (!row) throw storyNotFound();
  return { story: storyView(row) };
}

export async function deleteStory(db: Db, userId: string, storyId: string) {
  const deleted = await db
    .delete(prepStories)
    .where(owned(userId, storyId))
    .returning({ id: prepStories.id });
  if (deleted.length === 0) throw storyNotFound();
  return { ok: true as const };
}

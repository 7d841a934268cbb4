import { and, gt, gte, lt } from "drizzle-orm";
import type { CampaignInput, TestimonialData } from "../../../shared/schemas/landing";
import type { Db } from "../../db/client";
import { campaigns, testimonials } from "../../db/schema";
import { contentChanged } from "../../platform/content-cache";

// Writing the landing page's records. `npm run campaign:set`, `npm run testimonial:add` and the
// admin Site Content screen (site-content-admin.service.ts) all call these. Each tells the landing
// cache once its change is committed; given a transaction (the admin's, which also writes the audit),
// that notice reaches nothing and the caller gives it after its own commit.

type Campaign = typeof campaigns.$inferSelect;

export type CampaignChange = {
  created: Campaign;
  /** Campaigns that overlapped the new one and now end when it starts. */
  shortened: Campaign[];
  /** Campaigns that would have started during the new one, removed so that only one runs at a time. */
  removed: Campaign[];
};

/**
 * Creates a campaign so that at most one runs at any moment: one that started earlier and overlaps
 * now ends when the new one starts; one scheduled to start inside the new window is removed.
 */
export async function createCampaign(
  db: Db,
  input: CampaignInput,
  createdBy: string | null = null,
): Promise<CampaignChange> {
  const change = await db.transaction(async (tx) => {
    const overlaps = and(lt(campaigns.startsAt, input.ends_at), gt(campaigns.endsAt, input.starts_at));
    const shortened = await tx
      .update(campaigns)
      .set({ endsAt: input.starts_at })
      .where(and(overlaps, lt(campaigns.startsAt, input.starts_at)))
      .returning();
    const removed = await tx
      .delete(campaigns)
      .where(and(overlaps, gte(campaigns.startsAt, input.starts_at)))
      .returning();
    const [created] = await tx
      .insert(campaigns)
      .values({
        name: input.name,
        startsAt: input.starts_at,
        endsAt: input.ends_at,
        seatCap: input.seat_cap,
        createdBy,
      })
      .returning();
    if (!created) throw new Error("the campaign was not stored");
    return { created, shortened, removed };
  });
  contentChanged(db, campaigns);
  return change;
}

/** Stops the campaign running now (its deadline becomes `now`); an empty list when none is running. */
export async function endRunningCampaign(db: Db, now = new Date()): Promise<Campaign[]> {
  const ended = await db
    .update(campaigns)
    .set({ endsAt: now })
    .where(and(lt(campaigns.startsAt, now), gt(campaigns.endsAt, now)))
    .returning();
  if (ended.length > 0) contentChanged(db, campaigns);
  return ended;
}

export async function addTestimonial(db: Db, input: TestimonialData) {
  const [row] = await db
    .insert(testimonials)
    .values({
      quote: input.quote,
      name: input.name,
      school: input.school,
      company: input.company,
      role: input.role,
      rating: input.rating,
      consentAt: input.consent_at,
      published: input.published,
      position: input.position,
    })
    .returning();
  if (!row) throw new Error("the testimonial was not stored");
  contentChanged(db, testimonials);
  return row;
}

import { and, asc, count, desc, eq, gt, gte, lt, lte } from "drizzle-orm";
import { seatsLeft } from "../../../shared/campaign";
import type { CampaignInput, TestimonialData } from "../../../shared/schemas/landing";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { campaigns, premiumSignups, testimonials } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import { contentChanged } from "../../platform/content-cache";
import { PAID_SIGNUP } from "./landing.service";
import { addTestimonial, createCampaign, endRunningCampaign } from "./site-content.service";

// Site Content: campaigns for the urgency banner and testimonials, through the same service
// functions as `npm run campaign:set` and `npm run testimonial:add`, each change audited in
// the transaction that makes it. Once that commits, the landing cache is told, so the next visitor
// sees the change.

type Admin = Pick<AuthUser, "id" | "email">;
type Campaign = typeof campaigns.$inferSelect;
type Testimonial = typeof testimonials.$inferSelect;
const LIST_LIMIT = 50;

export type CampaignStatus = "running" | "scheduled" | "ended";

function campaignStatus(campaign: Campaign, now: Date): CampaignStatus {
  if (campaign.startsAt > now) return "scheduled";
  return campaign.endsAt > now ? "running" : "ended";
}

const campaignRecord = (c: Campaign) => ({
  name: c.name,
  starts_at: c.startsAt.toISOString(),
  ends_at: c.endsAt.toISOString(),
  seat_cap: c.seatCap,
});

/** Newest first; seats left as the landing page counts them (cap minus paid sign-ups). */
export async function listCampaigns(db: Db, now = new Date()) {
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.startsAt)).limit(LIST_LIMIT);
  return {
    campaigns: await Promise.all(
      rows.map(async (campaign) => {
        const status = campaignStatus(campaign, now);
        const until = campaign.endsAt < now ? campaign.endsAt : now;
        const [signups] =
          status === "scheduled"
            ? [{ n: 0 }]
            : await db
                .select({ n: count() })
                .from(premiumSignups)
                .where(
                  and(
                    PAID_SIGNUP,
                    gte(premiumSignups.createdAt, campaign.startsAt),
                    lte(premiumSignups.createdAt, until),
                  ),
                );
        const premium = signups?.n ?? 0;
        return {
          id: campaign.id,
          ...campaignRecord(campaign),
          status,
          premium_signups: premium,
          seats_left:
            status === "running" ? seatsLeft(campaign.seatCap, premium, now, campaign.endsAt) : null,
        };
      }),
    ),
  };
}

/** At most one campaign runs at a time: an overlapping one is shortened or removed, and audited so. */
export async function createCampaignAsAdmin(db: Db, admin: Admin, input: CampaignInput, now = new Date()) {
  if (input.ends_at <= now) {
    throw new HttpError(400, "validation_failed", "The deadline must be in the future.", {
      ends_at: "The deadline must be in the future.",
    });
  }
  const change = await db.transaction(async (tx) => {
    // The overlapping campaigns as they were, for the audit's "before".
    const overlapping = await tx
      .select()
      .from(campaigns)
      .where(and(lt(campaigns.startsAt, input.ends_at), gt(campaigns.endsAt, input.starts_at)));
    const beforeOf = new Map(overlapping.map((c) => [c.id, campaignRecord(c)]));
    // A savepoint inside this transaction, so the change and its audit rows commit together.
    const made = await createCampaign(tx as unknown as Db, input, admin.id);
    for (const shortened of made.shortened) {
      await recordAudit(tx, admin, {
        action: "campaign.shorten",
        targetType: "campaign",
        targetId: shortened.id,
        before: beforeOf.get(shortened.id) ?? null,
        after: campaignRecord(shortened),
      });
    }
    for (const removed of made.removed) {
      await recordAudit(tx, admin, {
        action: "campaign.remove",
        targetType: "campaign",
        targetId: removed.id,
        before: campaignRecord(removed),
        after: null,
      });
    }
    await recordAudit(tx, admin, {
      action: "campaign.create",
      targetType: "campaign",
      targetId: made.created.id,
      before: null,
      after: campaignRecord(made.created),
    });
    return made;
  });
  contentChanged(db, campaigns);
  return {
    created: { id: change.created.id, ...campaignRecord(change.created) },
    shortened: change.shortened.map((c) => c.name),
    removed: change.removed.map((c) => c.name),
  };
}

export async function endCampaignNow(db: Db, admin: Admin, now = new Date()) {
  const ended = await db.transaction(async (tx) => {
    // The running campaign as it was (its planned deadline), for the audit's "before".
    const before = await tx
      .select()
      .from(campaigns)
      .where(and(lt(campaigns.startsAt, now), gt(campaigns.endsAt, now)));
    const running = await endRunningCampaign(tx as unknown as Db, now);
    for (const campaign of running) {
      const was = before.find((c) => c.id === campaign.id);
      await recordAudit(tx, admin, {
        action: "campaign.end",
        targetType: "campaign",
        targetId: campaign.id,
        before: was ? campaignRecord(was) : null,
        after: campaignRecord(campaign),
      });
    }
    return running;
  });
  if (ended.length === 0)
    throw new HttpError(409, "no_campaign", "No campaign is running, so none was ended.");
  contentChanged(db, campaigns);
  return { ended: ended.map((c) => c.name) };
}

const testimonialRecord = (t: Testimonial) => ({
  quote: t.quote,
  name: t.name,
  school: t.school,
  company: t.company,
  role: t.role,
  rating: t.rating,
  consent_at: t.consentAt?.toISOString() ?? null,
  published: t.published,
  position: t.position,
});

const testimonialDto = (t: Testimonial) => ({ id: t.id, ...testimonialRecord(t) });

/** In carousel order (the landing page shows the first 5 published). */
export async function listTestimonials(db: Db) {
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(desc(testimonials.published), asc(testimonials.position), asc(testimonials.createdAt))
    .limit(200);
  return { testimonials: rows.map(testimonialDto) };
}

export async function createTestimonialAsAdmin(db: Db, admin: Admin, input: TestimonialData) {
  const created = await db.transaction(async (tx) => {
    const row = await addTestimonial(tx as unknown as Db, input);
    await recordAudit(tx, admin, {
      action: "testimonial.create",
      targetType: "testimonial",
      targetId: row.id,
      before: null,
      after: testimonialRecord(row),
    });
    return testimonialDto(row);
  });
  contentChanged(db, testimonials);
  return created;
}

export async function setTestimonialPublished(db: Db, admin: Admin, id: string, published: boolean) {
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id));
    if (!before) throw new HttpError(404, "not_found", "This testimonial no longer exists. Reload the list.");
    if (published && !before.consentAt) {
      throw new HttpError(
        409,
        "no_consent",
        "This testimonial has no recorded consent, so it cannot be published.",
      );
    }
    const [after] = await tx
      .update(testimonials)
      .set({ published, updatedAt: new Date() })
      .where(eq(testimonials.id, id))
      .returning();
    if (!after) throw new HttpError(404, "not_found", "This testimonial no longer exists. Reload the list.");
    await recordAudit(tx, admin, {
      action: published ? "testimonial.publish" : "testimonial.unpublish",
      targetType: "testimonial",
      targetId: id,
      before: { name: before.name, published: before.published },
      after: { name: after.name, published: after.published },
    });
    return testimonialDto(after);
  });
  contentChanged(db, testimonials);
  return changed;
}

export async function deleteTestimonial(db: Db, admin: Admin, id: string) {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!removed)
      throw new HttpError(404, "not_found", "This testimonial no longer exists. Reload the list.");
    await recordAudit(tx, admin, {
      action: "testimonial.delete",
      targetType: "testimonial",
      targetId: id,
      before: testimonialRecord(removed),
      after: null,
    });
  });
  contentChanged(db, testimonials);
  return { deleted: id };
}

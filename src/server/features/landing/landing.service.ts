import { and, asc, count, desc, eq, gt, gte, isNotNull, lte, ne } from "drizzle-orm";
import { RECENT_JOIN_WINDOW_MS, seatsLeft } from "../../../shared/campaign";
import type { Db } from "../../db/client";
import { campaigns, premiumSignups, profiles, siteFigures, testimonials, user } from "../../db/schema";

// Everything the landing page shows that depends on data, read in a few indexed
// queries. Nothing here is invented: no campaign means no urgency, no consented testimonial means no
// carousel, and a figure is either counted from our records or entered by an admin with its source.

export const TESTIMONIALS_SHOWN = 5;
const WEEK_MS = 7 * 86_400_000;
const COUNTED = "Counted from our member records";

/** The campaign running now (starts_at ≤ now < ends_at); the latest to start wins if two overlap. */
export async function runningCampaign(db: Db, now: Date) {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)))
    .orderBy(desc(campaigns.startsAt))
    .limit(1);
  return campaign ?? null;
}

/**
 * A seat is taken only by a member who paid: a licence redemption or an admin's change of plan is
 * access, not a sale, and must not make the public "seats left" figure fall.
 */
export const PAID_SIGNUP = eq(premiumSignups.source, "subscription");

async function campaignView(db: Db, now: Date) {
  const campaign = await runningCampaign(db, now);
  if (!campaign) return null;
  const [signups] = await db
    .select({ n: count() })
    .from(premiumSignups)
    .where(
      and(PAID_SIGNUP, gte(premiumSignups.createdAt, campaign.startsAt), lte(premiumSignups.createdAt, now)),
    );
  return {
    name: campaign.name,
    ends_at: campaign.endsAt.toISOString(),
    seat_cap: campaign.seatCap,
    seats_left: seatsLeft(campaign.seatCap, signups?.n ?? 0, now, campaign.endsAt),
  };
}

/** The newest premium sign-up of the last minute; names only what the member agreed to show. */
async function recentJoin(db: Db, now: Date) {
  const [row] = await db
    .select({
      id: premiumSignups.id,
      at: premiumSignups.createdAt,
      firstName: user.firstName,
      university: profiles.university,
      optedIn: profiles.showInJoinAlerts,
    })
    .from(premiumSignups)
    .innerJoin(user, eq(user.id, premiumSignups.userId))
    .leftJoin(profiles, eq(profiles.id, premiumSignups.userId))
    .where(
      and(
        gt(premiumSignups.createdAt, new Date(now.getTime() - RECENT_JOIN_WINDOW_MS)),
        lte(premiumSignups.createdAt, now),
      ),
    )
    .orderBy(desc(premiumSignups.createdAt))
    .limit(1);
  if (!row) return null;
  const join: { id: string; at: string; first_name?: string; university?: string } = {
    id: row.id,
    at: row.at.toISOString(),
  };
  if (row.optedIn) {
    if (row.firstName.trim()) join.first_name = row.firstName.trim();
    if (row.university?.trim()) join.university = row.university.trim();
  }
  return join;
}

function publishedTestimonials(db: Db) {
  return db
    .select({
      quote: testimonials.quote,
      name: testimonials.name,
      school: testimonials.school,
      company: testimonials.company,
      role: testimonials.role,
      rating: testimonials.rating,
    })
    .from(testimonials)
    .where(and(eq(testimonials.published, true), isNotNull(testimonials.consentAt)))
    .orderBy(asc(testimonials.position), asc(testimonials.createdAt))
    .limit(TESTIMONIALS_SHOWN);
}

/** Accounts of members (administrators are staff, not members), optionally only recent ones. */
async function memberCount(db: Db, since?: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .where(and(ne(user.role, "admin"), since ? gte(user.createdAt, since) : undefined));
  return row?.n ?? 0;
}

type Figure = { key: string; label: string; value: string; source: string };

async function figures(db: Db): Promise<Figure[]> {
  const members = await memberCount(db);
  const entered = await db
    .select({
      key: siteFigures.key,
      label: siteFigures.label,
      value: siteFigures.value,
      source: siteFigures.source,
    })
    .from(siteFigures)
    .orderBy(asc(siteFigures.key));
  const counted: Figure[] =
    members > 0
      ? [
          {
            key: "members",
            label: members === 1 ? "Member" : "Members",
            value: members.toLocaleString("en-GB"),
            source: COUNTED,
          },
        ]
      : [];
  return [...counted, ...entered.filter((f) => f.key !== "members")];
}

/** Members who joined in the last 7 days, or null when none did (the card then shows no number). */
async function heroFigure(db: Db, now: Date) {
  const joined = await memberCount(db, new Date(now.getTime() - WEEK_MS));
  if (joined === 0) return null;
  return {
    value: joined,
    label: joined === 1 ? "member joined in the last 7 days" : "members joined in the last 7 days",
  };
}

export async function loadLanding(db: Db, now = new Date()) {
  // Independent reads: on a PostgreSQL pool they run side by side.
  const [campaign, recent_join, shown, figureList, hero_figure] = await Promise.all([
    campaignView(db, now),
    recentJoin(db, now),
    publishedTestimonials(db),
    figures(db),
    heroFigure(db, now),
  ]);
  // `now` lets the page count down on the server's clock, whatever the visitor's clock says.
  return {
    now: now.toISOString(),
    campaign,
    recent_join,
    testimonials: shown,
    figures: figureList,
    hero_figure,
  };
}

export type LandingData = Awaited<ReturnType<typeof loadLanding>>;

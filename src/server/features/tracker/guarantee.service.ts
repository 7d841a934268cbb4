import { and, asc, eq, gte, inArray, lt, min } from "drizzle-orm";
import {
  GUARANTEE_DAYS,
  GUARANTEE_MIN_APPLICATIONS,
  GUARANTEE_ONBOARDING_DAYS,
} from "../../../shared/constants";
import { APP_TIERS, daysLeft } from "../../../shared/plans";
import { APPLIED_STAGES, stageLabel, TRACKER_STAGES } from "../../../shared/schemas/tracker";
import { ukDayOf } from "../../../shared/uk-time";
import type { Db, DbOrTx } from "../../db/client";
import {
  applicationStageHistory,
  applications,
  guaranteeClaims,
  premiumSignups,
  profiles,
  user,
} from "../../db/schema";
import { conflict } from "../../http/errors";

// The job guarantee's progress, read from the tracker (docs/decisions/0020-guarantee-progress.md):
// the period runs GUARANTEE_DAYS from the member's first day of paid Premium, an application counts
// once its history shows Applied or later inside the period, and the claim goes to Support as a
// message carrying that evidence, at most once.

const DAY_MS = 24 * 60 * 60 * 1000;
// Premium that is paid for: by card, or set by an admin (a licence is its own tier and never qualifies).
const PAID_SOURCES = ["subscription", "admin"];

type Applied = { id: string; firmName: string; roleTitle: string; stage: string; appliedAt: Date };

async function periodStart(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(premiumSignups.createdAt) })
    .from(premiumSignups)
    .where(and(eq(premiumSignups.userId, userId), inArray(premiumSignups.source, PAID_SOURCES)));
  return row?.at ? new Date(row.at) : null;
}

/** Applications with an Applied-or-later stage entered inside the period, with the first such date. */
async function appliedInPeriod(db: DbOrTx, userId: string, start: Date, end: Date): Promise<Applied[]> {
  const appliedAt = min(applicationStageHistory.enteredAt);
  const rows = await db
    .select({
      id: applications.id,
      firmName: applications.firmName,
      roleTitle: applications.roleTitle,
      stage: applications.stage,
      appliedAt,
    })
    .from(applications)
    .innerJoin(applicationStageHistory, eq(applicationStageHistory.applicationId, applications.id))
    .where(
      and(
        eq(applications.userId, userId),
        eq(applicationStageHistory.userId, userId),
        inArray(applicationStageHistory.stage, [...APPLIED_STAGES]),
        gte(applicationStageHistory.enteredAt, start),
        lt(applicationStageHistory.enteredAt, end),
      ),
    )
    .groupBy(applications.id)
    .orderBy(asc(appliedAt));
  return rows.map((row) => ({ ...row, appliedAt: new Date(row.appliedAt ?? start) }));
}

/** An offer now on the board, or one recorded inside the period and since moved on. */
async function hasOffer(db: DbOrTx, userId: string, start: Date, end: Date): Promise<boolean> {
  const [current] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.stage, "offer")))
    .limit(1);
  if (current) return true;
  const [past] = await db
    .select({ id: applicationStageHistory.id })
    .from(applicationStageHistory)
    .where(
      and(
        eq(applicationStageHistory.userId, userId),
        eq(applicationStageHistory.stage, "offer"),
        gte(applicationStageHistory.enteredAt, start),
        lt(applicationStageHistory.enteredAt, end),
      ),
    )
    .limit(1);
  return past !== undefined;
}

async function loadGuarantee(db: DbOrTx, userId: string, now: Date) {
  const [member] = await db
    .select({
      appTier: profiles.appTier,
      onboardedAt: profiles.onboardingCompletedAt,
      joinedAt: user.createdAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  const [claim] = await db.select().from(guaranteeClaims).where(eq(guaranteeClaims.userId, userId));
  const start = member?.appTier?.toLowerCase() === APP_TIERS.pro ? await periodStart(db, userId) : null;
  if (!member || !start) return { eligible: false as const, claim };
  const end = new Date(start.getTime() + GUARANTEE_DAYS * DAY_MS);
  // The terms ask for onboarding in the period's first days; finishing it soon after joining, before
  // paying, counts too, so the later of the two starts the clock.
  const onboardingDeadline =
    Math.max(member.joinedAt.getTime(), start.getTime()) + GUARANTEE_ONBOARDING_DAYS * DAY_MS;
  const onboardedInTime = member.onboardedAt !== null && member.onboardedAt.getTime() <= onboardingDeadline;
  const applied = await appliedInPeriod(db, userId, start, end);
  const offer = await hasOffer(db, userId, start, end);
  const canClaim =
    now >= end && !offer && applied.length >= GUARANTEE_MIN_APPLICATIONS && onboardedInTime && !claim;
  return {
    eligible: true as const,
    claim,
    start,
    end,
    onboardedAt: member.onboardedAt,
    onboardedInTime,
    applied,
    offer,
    canClaim,
  };
}

/** GET /api/tracker/guarantee: what the progress panel shows. */
export async function guaranteeProgress(db: Db, userId: string, now = new Date()) {
  const g = await loadGuarantee(db, userId, now);
  const claimedAt = g.claim?.claimedAt.toISOString() ?? null;
  if (!g.eligible) {
    return {
      eligible: false,
      period_start: null,
      period_end: null,
      days_left: 0,
      applied_count: 0,
      required: GUARANTEE_MIN_APPLICATIONS,
      onboarding_done_in_time: false,
      has_offer: false,
      can_claim: false,
      claimed_at: claimedAt,
    };
  }
  return {
    eligible: true,
    period_start: g.start.toISOString(),
    period_end: g.end.toISOString(),
    days_left: daysLeft(g.end, now),
    applied_count: g.applied.length,
    required: GUARANTEE_MIN_APPLICATIONS,
    onboarding_done_in_time: g.onboardedInTime,
    has_offer: g.offer,
    can_claim: g.canClaim,
    claimed_at: claimedAt,
  };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "05 Mar 2026", the UK day, spelled the same whatever the runtime's locale data. */
function dayMonthYear(instant: Date): string {
  const [year, month, day] = ukDayOf(instant).split("-");
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

function evidence(g: Extract<Awaited<ReturnType<typeof loadGuarantee>>, { eligible: true }>): string {
  const byStage = TRACKER_STAGES.map(
    (s) => [s.label, g.applied.filter((a) => a.stage === s.value).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${label}: ${count}`);
  return [
    "Guarantee claim: I would like to claim my fourth month.",
    `Guarantee period: ${dayMonthYear(g.start)} to ${dayMonthYear(g.end)}; no application reached Offer.`,
    `Onboarding finished: ${g.onboardedAt ? dayMonthYear(g.onboardedAt) : "not recorded"}.`,
    `Applications recorded as applied in the period: ${g.applied.length} (required ${GUARANTEE_MIN_APPLICATIONS}).`,
    `Where they are now: ${byStage.join(", ")}.`,
    "",
    ...g.applied.map(
      (a) =>
        `- ${a.firmName} – ${a.roleTitle}, applied ${dayMonthYear(a.appliedAt)} (${stageLabel(a.stage)})`,
    ),
  ].join("\n");
}

type FileMessage = (db: DbOrTx, userId: string, content: string) => Promise<{ id: string }>;

/**
 * POST /api/tracker/guarantee/claim. The check, the support message and the claim row share one
 * transaction; the claim's primary key turns a second, concurrent claim into a 409 with nothing filed.
 */
export async function claimGuarantee(db: Db, userId: string, fileMessage: FileMessage, now = new Date()) {
  return db.transaction(async (tx) => {
    const g = await loadGuarantee(tx, userId, now);
    if (g.claim) throw conflict("You have already claimed the guarantee; Support has your claim.");
    if (!g.eligible) throw conflict("The guarantee applies to members on paid Premium.");
    if (!g.canClaim) throw conflict(notClaimableReason(g, now));
    const message = await fileMessage(tx, userId, evidence(g));
    const [claim] = await tx
      .insert(guaranteeClaims)
      .values({ userId, claimedAt: now, supportMessageId: message.id })
      .onConflictDoNothing()
      .returning();
    if (!claim) throw conflict("You have already claimed the guarantee; Support has your claim.");
    return { claimed_at: claim.claimedAt.toISOString(), support_message_id: message.id };
  });
}

function notClaimableReason(
  g: Extract<Awaited<ReturnType<typeof loadGuarantee>>, { eligible: true }>,
  now: Date,
) {
  if (now < g.end) return `The guarantee period ends on ${dayMonthYear(g.end)}; you can claim after that.`;
  if (g.offer) return "An application reached Offer, so the guarantee does not apply.";
  if (g.applied.length < GUARANTEE_MIN_APPLICATIONS)
    return `The guarantee needs ${GUARANTEE_MIN_APPLICATIONS} applications recorded as applied in the period; you have ${g.applied.length}.`;
  return `The guarantee needs onboarding finished within the first ${GUARANTEE_ONBOARDING_DAYS} days.`;
}

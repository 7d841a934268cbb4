import { and, eq, ne, sql } from "drizzle-orm";
import { type PlanType, planTypeOf } from "../../../shared/plans";
import { ERASE_MISMATCH, type MemberSegment, type UserStatus } from "../../../shared/schemas/admin";
import type { AuthUser } from "../../auth";
import { type Db, queryRows } from "../../db/client";
import {
  bulkLicenses,
  licenseRedemptions,
  profiles,
  referralCodes,
  referralSignups,
  user,
} from "../../db/schema";
import type { Deps, Hooks } from "../../http/context";
import { HttpError } from "../../http/errors";
import {
  confirmEmail,
  correctAccount,
  eraseAccount,
  setSuspended,
} from "../../platform/accounts/account-rows";
import { recordAudit } from "../../platform/audit";
import { formatCsv } from "../../platform/csv";
import { planTypeSql, segmentSql, statusSql } from "../../platform/member-segments";

// 001 §2-4, User Management. Status and plan type are derived in SQL exactly as
// src/shared/plans.ts derives them (platform/member-segments.ts), so filtering, counting and paging
// happen in the database and stay fast at 100k users.

type ListRow = {
  id: string;
  name: string;
  email: string;
  created_at: Date;
  status: UserStatus;
  plan_type: PlanType;
  staff: boolean;
};

export async function listUsers(
  db: Db,
  query: MemberSegment & { page: number; pageSize: number },
  now = new Date(),
) {
  // The page and the total are two statements (docs/decisions/0011): a window count over the page
  // query made every request read all matching rows, and it stopped the planner from walking
  // user_created_idx for the newest 25; the count alone is a cheap index or sequential count.
  const filter = segmentSql(query, now);
  const [rows, counted] = await Promise.all([
    queryRows<ListRow>(
      db,
      sql`select u.id, u.name, u.email, u.created_at, ${statusSql} as status, ${planTypeSql(now)} as plan_type,
          coalesce(u.role = 'admin', false) as staff
        from "user" u
        left join profiles p on p.id = u.id
        where ${filter}
        order by u.created_at desc, u.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from "user" u left join profiles p on p.id = u.id where ${filter}`,
    ),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  return {
    users: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      signupDate: new Date(row.created_at).toISOString(),
      status: row.status,
      planType: row.plan_type,
      // Admins are listed with members but left out of the dashboard's figures; the list says which.
      staff: Boolean(row.staff),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const notFound = () => new HttpError(404, "user_not_found", "User not found.");

function statusOf(row: { banned: boolean | null; emailVerified: boolean }): UserStatus {
  if (row.banned) return "Suspended";
  return row.emailVerified ? "Active" : "Pending Verification";
}

/** The referral code a member signed up with and the licence codes they redeemed (newest first). */
async function codesUsedBy(db: Db, userId: string) {
  const [referral] = await db
    .select({ code: referralCodes.code, influencer: referralCodes.influencerName })
    .from(referralSignups)
    .innerJoin(referralCodes, eq(referralCodes.id, referralSignups.referralCodeId))
    .where(eq(referralSignups.referredUserId, userId));
  const licences = await db
    .select({ code: bulkLicenses.licenseCode, organization: bulkLicenses.organizationName })
    .from(licenseRedemptions)
    .innerJoin(bulkLicenses, eq(bulkLicenses.id, licenseRedemptions.licenseId))
    .where(eq(licenseRedemptions.userId, userId))
    .orderBy(sql`${licenseRedemptions.redeemedAt} desc`);
  return {
    referralCode: referral ? `${referral.code} (${referral.influencer})` : null,
    licenceCode: licences.length ? licences.map((l) => `${l.code} (${l.organization})`).join(", ") : null,
  };
}

/** 001 §3 admin user record: every field, with the profile and the account's own data as maps. */
export async function userDetail(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw notFound();
  const { user: u, profile } = row;
  const codes = await codesUsedBy(db, userId);
  const planFields = {
    app_tier: profile?.appTier ?? "free",
    trial_ends_at: profile?.trialEndsAt ?? null,
    premium_access_expires_at: profile?.premiumAccessExpiresAt ?? null,
  };
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    signupDate: u.createdAt.toISOString(),
    status: statusOf(u),
    planType: planTypeOf(planFields, now),
    lastSignInAt: profile?.lastSignInAt?.toISOString() ?? null,
    emailConfirmedAt: profile?.emailConfirmedAt?.toISOString() ?? null,
    ...codes,
    profileDetails: profile
      ? {
          app_tier: profile.appTier,
          trial_started_at: profile.trialStartedAt?.toISOString() ?? null,
          trial_ends_at: profile.trialEndsAt?.toISOString() ?? null,
          premium_access_expires_at: profile.premiumAccessExpiresAt?.toISOString() ?? null,
          university: profile.university,
          show_in_join_alerts: profile.showInJoinAlerts,
          email_broadcasts: profile.emailBroadcasts,
          email_support_replies: profile.emailSupportReplies,
          onboarding_completed_at: profile.onboardingCompletedAt?.toISOString() ?? null,
          onboarding: profile.onboarding,
        }
      : {},
    rawUserMetadata: {
      first_name: u.firstName ?? "",
      last_name: u.lastName ?? "",
      role: u.role ?? "user",
      email_verified: u.emailVerified,
      banned: u.banned ?? false,
      ban_reason: u.banReason ?? null,
    },
  };
}

/** Suspending ends every session of that member at once and blocks sign-in. */
export async function setUserStatus(db: Db, admin: AuthUser, userId: string, status: "Active" | "Suspended") {
  if (userId === admin.id && status === "Suspended") {
    throw new HttpError(409, "cannot_suspend_self", "You cannot suspend your own account.");
  }
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(user).where(eq(user.id, userId));
    if (!current) throw notFound();
    const before = statusOf(current);
    const suspend = status === "Suspended";
    // Nothing to change (Active asked of a member who is not suspended): no write, no audit row, and
    // the answer says the status it still is (Pending Verification ends only with a confirmed email).
    if (Boolean(current.banned) === suspend) return { status: before };
    await setSuspended(tx, userId, suspend);
    const after = statusOf({ ...current, banned: suspend });
    await recordAudit(tx, admin, {
      action: "user.status",
      targetType: "user",
      targetId: userId,
      before,
      after,
    });
    return { status: after };
  });
}

/**
 * Marks a member's email as confirmed (they confirmed it another way, say by replying from it):
 * Pending Verification ends, and the change is audited. It is the only way an admin ends that status.
 */
export async function confirmUserEmail(db: Db, admin: AuthUser, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(user).where(eq(user.id, userId));
    if (!current) throw notFound();
    if (current.emailVerified) {
      throw new HttpError(409, "email_already_confirmed", "This member's email is already confirmed.");
    }
    await confirmEmail(tx, userId, now);
    const after = statusOf({ ...current, emailVerified: true });
    await recordAudit(tx, admin, {
      action: "user.confirm_email",
      targetType: "user",
      targetId: userId,
      before: { status: statusOf(current), emailVerified: false },
      after: { status: after, emailVerified: true },
    });
    return { status: after };
  });
}

type CsvRow = ListRow & {
  university: string | null;
  referral_code: string | null;
  licence_codes: string | null;
};

export const USERS_CSV_HEADER = [
  "Name",
  "Email",
  "Signup Date",
  "Status",
  "Plan Type",
  "Referral Code",
  "Licence Codes",
  "University",
] as const;

/** The filtered list as CSV, every matching member (not one page), newest first. */
export async function exportUsersCsv(db: Db, segment: MemberSegment, now = new Date()) {
  const rows = await queryRows<CsvRow>(
    db,
    sql`select u.id, u.name, u.email, u.created_at, ${statusSql} as status, ${planTypeSql(now)} as plan_type,
        p.university,
        (select rc.code from referral_signups rs join referral_codes rc on rc.id = rs.referral_code_id
          where rs.referred_user_id = u.id limit 1) as referral_code,
        (select string_agg(bl.license_code, ' ' order by lr.redeemed_at) from license_redemptions lr
          join bulk_licenses bl on bl.id = lr.license_id where lr.user_id = u.id) as licence_codes
      from "user" u left join profiles p on p.id = u.id
      where ${segmentSql(segment, now)}
      order by u.created_at desc, u.id desc`,
  );
  // formatCsv neutralises cells a spreadsheet would run as formulas (names are typed by members).
  const cell = (value: string | null) => value ?? "";
  return formatCsv([
    USERS_CSV_HEADER,
    ...rows.map((row) => [
      cell(row.name),
      cell(row.email),
      new Date(row.created_at).toISOString(),
      row.status,
      row.plan_type,
      cell(row.referral_code),
      cell(row.licence_codes),
      cell(row.university),
    ]),
  ]);
}

async function findMember(db: Db, userId: string) {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw notFound();
  return row;
}

/**
 * An admin corrects a member's name or email. A new email must be confirmed from its own inbox (the
 * link goes there), so until then the member is Pending Verification and, where the app requires
 * confirmation, cannot sign in with it.
 */
export async function correctUserDetails(
  deps: Pick<Deps, "db" | "auth">,
  admin: AuthUser,
  userId: string,
  change: { first_name?: string; last_name?: string; email?: string },
  now = new Date(),
) {
  const current = await findMember(deps.db, userId);
  const email = change.email && change.email !== current.email.toLowerCase() ? change.email : undefined;
  const next = {
    firstName: change.first_name ?? current.firstName ?? "",
    lastName: change.last_name ?? current.lastName ?? "",
    email,
  };
  await deps.db.transaction(async (tx) => {
    if (email) {
      const [taken] = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(sql`lower(${user.email}) = ${email}`, ne(user.id, userId)));
      if (taken) {
        const message = "Another account already uses this email address. Choose a different one.";
        throw new HttpError(409, "email_taken", message, { email: message });
      }
    }
    await correctAccount(tx, userId, next, now);
    await recordAudit(tx, admin, {
      action: "user.details",
      targetType: "user",
      targetId: userId,
      before: { name: current.name, email: current.email },
      after: { name: `${next.firstName} ${next.lastName}`.trim(), email: email ?? current.email },
    });
  });
  if (email) {
    await deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: "/onboard?email=confirmed" } });
  }
  return userDetail(deps.db, userId, now);
}

/** Mails the member a password-reset link, the same one "Forgot password" sends. */
export async function sendPasswordReset(deps: Pick<Deps, "db" | "auth">, admin: AuthUser, userId: string) {
  const member = await findMember(deps.db, userId);
  if (member.banned) {
    throw new HttpError(
      409,
      "member_suspended",
      "This member is suspended, so a reset link would not let them sign in. Lift the suspension first.",
    );
  }
  await deps.auth.api.requestPasswordReset({ body: { email: member.email, redirectTo: "/reset-password" } });
  await recordAudit(deps.db, admin, {
    action: "user.password_reset",
    targetType: "user",
    targetId: userId,
    before: null,
    after: { sent_to: member.email },
  });
  return { message: `A password reset link has been sent to ${member.email}.` };
}

/** The member's own "Download my data" document, fetched by an admin for a subject access request. */
export async function exportMember(db: Db, hooks: Hooks, admin: AuthUser, userId: string) {
  const member = await findMember(db, userId);
  const data = await hooks.exportMemberData(db, member);
  await recordAudit(db, admin, {
    action: "user.export",
    targetType: "user",
    targetId: userId,
    before: null,
    after: { exported_at: data.exported_at ?? new Date().toISOString() },
  });
  return data;
}

/**
 * Erases a member for an erasure request: what lives outside the database ends first (subscriptions,
 * stored files), then the account and everything keyed to it. The audit row keeps the id and the plan
 * and status it had, not the name or email, which are what was asked to be erased.
 */
export async function eraseMember(
  deps: Deps,
  hooks: Hooks,
  admin: AuthUser,
  userId: string,
  confirmEmail: string,
  now = new Date(),
) {
  const member = await findMember(deps.db, userId);
  if (member.id === admin.id || member.role === "admin") {
    throw new HttpError(409, "cannot_erase_admin", "Admin accounts cannot be erased here.");
  }
  if (confirmEmail !== member.email.toLowerCase()) {
    throw new HttpError(400, "confirmation_mismatch", ERASE_MISMATCH, { confirm_email: ERASE_MISMATCH });
  }
  const { planType } = await userDetail(deps.db, userId, now);
  await hooks.beforeAccountDeleted(deps, userId);
  await deps.db.transaction(async (tx) => {
    await eraseAccount(tx, userId);
    await recordAudit(tx, admin, {
      action: "user.erase",
      targetType: "user",
      targetId: userId,
      before: { status: statusOf(member), planType },
      after: null,
    });
  });
  return { message: "The account and its data have been erased." };
}

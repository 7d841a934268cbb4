import { and, eq, like, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { session, twoFactor, user, verification } from "../../db/schema";
import { recordEmailConfirmed } from "./profile-rows";

// better-auth writes its own tables (user, session, account, verification, two_factor) through its
// adapter. The changes the app makes to them itself are these functions, their only writers in the
// code (src/server/db/table-owners.ts): ending links and sessions, suspending, confirming an email,
// naming the account, making an admin and enrolling an admin's authenticator.

/** Removes a sign-in link's row, so the link no longer works. */
export async function removeSignInLink(db: DbOrTx, identifier: string) {
  await db.delete(verification).where(eq(verification.identifier, identifier));
}

/** Ends the member's password-reset links, except `keep` (the one just sent). */
export async function endResetLinks(db: DbOrTx, userId: string, keep?: string) {
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, "reset-password:%"),
        keep ? ne(verification.identifier, keep) : undefined,
      ),
    );
}

export async function endSession(db: DbOrTx, sessionId: string) {
  await db.delete(session).where(eq(session.id, sessionId));
}

/** The session's last request, which an admin session's idle limit counts from. */
export async function recordSessionUse(db: DbOrTx, sessionId: string, at: Date) {
  await db.update(session).set({ updatedAt: at }).where(eq(session.id, sessionId));
}

/** Suspends a member (every session ends at once and sign-in is blocked) or lifts it. */
export async function setSuspended(db: DbOrTx, userId: string, suspend: boolean, at = new Date()) {
  await db
    .update(user)
    .set({ banned: suspend, banReason: suspend ? "Suspended by an administrator" : null, updatedAt: at })
    .where(eq(user.id, userId));
  if (suspend) await db.delete(session).where(eq(session.userId, userId));
}

/** The member's email is confirmed: better-auth's flag, and the time on the profile. */
export async function confirmEmail(db: DbOrTx, userId: string, at: Date) {
  await db.update(user).set({ emailVerified: true, updatedAt: at }).where(eq(user.id, userId));
  await recordEmailConfirmed(db, userId, at);
}

/** The account's names, as the member gives them. */
export async function setAccountName(
  db: DbOrTx,
  userId: string,
  name: { firstName: string; lastName: string },
  at: Date,
) {
  await db
    .update(user)
    .set({
      firstName: name.firstName,
      lastName: name.lastName,
      name: `${name.firstName} ${name.lastName}`,
      updatedAt: at,
    })
    .where(eq(user.id, userId));
}

/** `admin:create`: the account becomes a verified admin (the operator vouches for the address). */
export async function makeAdmin(
  db: DbOrTx,
  userId: string,
  name?: { full: string; first: string; last: string },
) {
  await db
    .update(user)
    .set({
      role: "admin",
      emailVerified: true,
      ...(name ? { name: name.full, firstName: name.first, lastName: name.last } : {}),
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
}

/** Two-factor sign-in is on for the account (its authenticator is already enrolled). */
export async function markTwoFactorEnabled(db: DbOrTx, userId: string) {
  await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
}

/** The two-factor plugin's row for the account, already encrypted, and two-factor sign-in turned on. */
export async function saveTwoFactorSecret(
  db: DbOrTx,
  userId: string,
  values: {
    secret: string;
    backupCodes: string;
    verified: boolean;
    failedVerificationCount: number;
    lockedUntil: Date | null;
  },
) {
  await db
    .insert(twoFactor)
    .values({ id: crypto.randomUUID(), userId, ...values })
    .onConflictDoUpdate({ target: twoFactor.userId, set: values });
  await db.update(user).set({ twoFactorEnabled: true, updatedAt: new Date() }).where(eq(user.id, userId));
}

/**
 * An admin corrects a member's name or email. A new email is unconfirmed until the member opens the link
 * sent to it, exactly as at sign-up, so the address an admin types is never trusted blindly.
 */
export async function correctAccount(
  db: DbOrTx,
  userId: string,
  change: { firstName: string; lastName: string; email?: string },
  at: Date,
) {
  await db
    .update(user)
    .set({
      firstName: change.firstName,
      lastName: change.lastName,
      name: `${change.firstName} ${change.lastName}`.trim(),
      ...(change.email ? { email: change.email, emailVerified: false } : {}),
      updatedAt: at,
    })
    .where(eq(user.id, userId));
}

/** Erases an account: its row goes, and every table keyed to it goes with it (foreign keys cascade). */
export async function eraseAccount(db: DbOrTx, userId: string) {
  await db.delete(user).where(eq(user.id, userId));
}

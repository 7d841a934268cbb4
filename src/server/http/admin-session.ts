import { ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_MAX_HOURS } from "../../shared/constants";
import type { AuthSession } from "../auth";
import type { Db } from "../db/client";
import { endSession, recordSessionUse } from "../platform/accounts/account-rows";

// An admin session ends after 30 minutes without a request or 12 hours after sign-in,
// whatever the cookie says. Members' sessions keep better-auth's rolling 30 days. The session row's
// `updated_at` is the time of the last request, written at most once a minute so a busy admin costs one
// small UPDATE a minute.

export const ADMIN_SESSION_IDLE_MS = ADMIN_SESSION_IDLE_MINUTES * 60_000;
export const ADMIN_SESSION_MAX_MS = ADMIN_SESSION_MAX_HOURS * 60 * 60_000;
const LAST_USED_RESOLUTION_MS = 60_000;

/** False when an admin session has run out; it is then deleted, so better-auth refuses it too. */
export async function adminSessionStillValid(db: Db, found: AuthSession, now = Date.now()): Promise<boolean> {
  if (found.user.role !== "admin") return true;
  const { id, createdAt, updatedAt } = found.session;
  const idleMs = now - new Date(updatedAt).getTime();
  if (now - new Date(createdAt).getTime() >= ADMIN_SESSION_MAX_MS || idleMs >= ADMIN_SESSION_IDLE_MS) {
    await endSession(db, id);
    return false;
  }
  if (idleMs >= LAST_USED_RESOLUTION_MS) {
    await recordSessionUse(db, id, new Date(now));
  }
  return true;
}

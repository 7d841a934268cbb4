// spec 000 §4.2: premium access is active when ANY of these holds: app_tier is 'pro' in any letter
// case; trial_ends_at lies in the future; premium_access_expires_at lies in the future. An unparsable
// date counts as not active. One function, used by the server and the web.

export type AccessFields = {
  app_tier: string | null;
  trial_ends_at: string | Date | null;
  premium_access_expires_at: string | Date | null;
};

function isFuture(value: string | Date | null, now: Date): boolean {
  if (value === null) return false;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(time) && time > now.getTime();
}

export function premiumAccessActive(profile: AccessFields | null, now = new Date()): boolean {
  if (!profile) return false;
  return (
    profile.app_tier?.toLowerCase() === "pro" ||
    isFuture(profile.trial_ends_at, now) ||
    isFuture(profile.premium_access_expires_at, now)
  );
}

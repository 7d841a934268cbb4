import { describe, expect, test } from "vitest";
import { type AccessFields, premiumAccessActive } from "./access";

// spec 000 §4.2: active when app_tier is 'pro' in any case, or trial_ends_at or
// premium_access_expires_at lies in the future; an unparsable date is not active.

const NOW = new Date("2025-06-15T12:00:00.000Z");
const FUTURE = "2025-06-15T12:00:01.000Z";
const PAST = "2025-06-15T11:59:59.000Z";
const free: AccessFields = { app_tier: "free", trial_ends_at: null, premium_access_expires_at: null };
const active = (fields: Partial<AccessFields>) => premiumAccessActive({ ...free, ...fields }, NOW);

describe("premiumAccessActive", () => {
  test("no profile, or a free profile without dates, has no access", () => {
    expect(premiumAccessActive(null, NOW)).toBe(false);
    expect(active({})).toBe(false);
    expect(active({ app_tier: null })).toBe(false);
  });

  test.each(["pro", "PRO", "Pro", "pRo"])("app_tier %s is premium whatever the dates", (tier) => {
    expect(active({ app_tier: tier, trial_ends_at: PAST, premium_access_expires_at: PAST })).toBe(true);
  });

  test.each(["premium", "pro ", "professional", ""])("app_tier %j is not premium by itself", (tier) => {
    expect(active({ app_tier: tier })).toBe(false);
  });

  test.each(["trial_ends_at", "premium_access_expires_at"] as const)(
    "%s in the future gives access",
    (field) => {
      expect(active({ [field]: FUTURE })).toBe(true);
      expect(active({ [field]: new Date(FUTURE) })).toBe(true);
    },
  );

  test.each(["trial_ends_at", "premium_access_expires_at"] as const)(
    "%s in the past or now does not",
    (field) => {
      expect(active({ [field]: PAST })).toBe(false);
      expect(active({ [field]: NOW.toISOString() })).toBe(false);
      expect(active({ [field]: new Date(PAST) })).toBe(false);
    },
  );

  test.each(["not a date", "", "2025-13-45", "tomorrow"])("an unparsable date %j is not active", (value) => {
    expect(active({ trial_ends_at: value, premium_access_expires_at: value })).toBe(false);
    expect(active({ trial_ends_at: new Date(Number.NaN) })).toBe(false);
  });

  test("either date alone is enough", () => {
    expect(active({ trial_ends_at: PAST, premium_access_expires_at: FUTURE })).toBe(true);
    expect(active({ trial_ends_at: FUTURE, premium_access_expires_at: "garbage" })).toBe(true);
  });

  test("uses the current time when none is given", () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(premiumAccessActive({ ...free, trial_ends_at: inAnHour })).toBe(true);
    expect(premiumAccessActive({ ...free, trial_ends_at: "2000-01-01T00:00:00Z" })).toBe(false);
  });
});

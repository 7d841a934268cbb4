import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { premiumAccessActive } from "./access";
import { daysLeft, fieldsForPlan, limitMessage, PLAN_TYPES, type PlanFields, planTypeOf } from "./plans";

const now = new Date("2026-11-23T12:00:00Z");
const later = new Date("2027-01-01T00:00:00Z");
const earlier = new Date("2026-01-01T00:00:00Z");
const free: PlanFields = {
  app_tier: "free",
  trial_started_at: null,
  trial_ends_at: null,
  premium_access_expires_at: null,
};

describe("plan type (001 §3) from the premium fields (000 §4.2)", () => {
  test.each([
    [free, "Free"],
    [{ ...free, app_tier: "PRO" }, "Premium"],
    [{ ...free, premium_access_expires_at: later }, "Premium"],
    [{ ...free, app_tier: "university_bulk", premium_access_expires_at: later }, "University Bulk"],
    [{ ...free, app_tier: "university_bulk", premium_access_expires_at: earlier }, "Free"],
    [{ ...free, trial_started_at: earlier, trial_ends_at: later }, "Trial"],
    [{ ...free, trial_ends_at: earlier }, "Free"],
    [{ ...free, trial_ends_at: "not a date" }, "Free"],
  ] as const)("%j is %s", (fields, plan) => {
    expect(planTypeOf(fields, now)).toBe(plan);
  });

  test("setting any plan writes fields that read back as that plan, from any starting point", () => {
    const date = fc.option(fc.date({ min: earlier, max: later, noInvalidDate: true }), { nil: null });
    const start = fc.record({
      app_tier: fc.constantFrom("free", "pro", "Pro", "university_bulk"),
      trial_started_at: date,
      trial_ends_at: date,
      premium_access_expires_at: date,
    });
    fc.assert(
      fc.property(start, fc.constantFrom(...PLAN_TYPES), (current, plan) => {
        const written = { ...current, ...fieldsForPlan(plan, current, { now }) };
        expect(planTypeOf(written, now)).toBe(plan);
        expect(premiumAccessActive(written, now)).toBe(plan !== "Free");
      }),
    );
  });

  test("a trial keeps its first start date, so Free never hands out a second one", () => {
    const change = fieldsForPlan("Trial", { ...free, trial_started_at: earlier }, { now });
    expect(change.trial_started_at).toEqual(earlier);
    expect(daysLeft(change.trial_ends_at ?? null, now)).toBe(7);
  });

  test("days left round up and never go negative", () => {
    expect(daysLeft(new Date(now.getTime() + 60_000), now)).toBe(1);
    expect(daysLeft(earlier, now)).toBe(0);
    expect(daysLeft(null, now)).toBe(0);
  });

  test("limit messages name the limit", () => {
    expect(limitMessage("trackedApplications")).toBe(
      "The Free plan includes 15 tracked applications. Upgrade to Premium for unlimited access.",
    );
    expect(limitMessage("documentBytes")).toContain("5 MB of document storage");
  });
});

import { describe, expect, it } from "vitest";
import { PREMIUM_PRODUCT_ID } from "../../shared/constants";
import { PLANS, planDestination } from "./plans";

describe("planDestination (spec 000 §2.6)", () => {
  it("has no destination while the session is loading, so the button stays disabled", () => {
    expect(planDestination("free", "loading")).toBeNull();
    expect(planDestination("premium", "loading")).toBeNull();
  });

  it("sends a signed-in member to billing whichever card they pick", () => {
    expect(planDestination("free", "signed-in")).toBe("/app/billing");
    expect(planDestination("premium", "signed-in")).toBe("/app/billing");
  });

  it("sends a visitor to sign-up, with the Premium product id only for Premium", () => {
    expect(planDestination("free", "signed-out")).toBe("/signup");
    expect(planDestination("premium", "signed-out")).toBe(`/signup?plan=${PREMIUM_PRODUCT_ID}`);
  });
});

describe("PLANS", () => {
  it("prices Free at £0 and Premium at £30 per month", () => {
    expect(PLANS.map((plan) => [plan.id, plan.priceGbp, plan.period])).toEqual([
      ["free", 0, "forever"],
      ["premium", 30, "per month"],
    ]);
  });
});

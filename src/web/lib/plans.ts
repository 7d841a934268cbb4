import { FREE_PRICE_GBP, PREMIUM_PRICE_GBP, PREMIUM_PRODUCT_ID } from "../../shared/constants";
import { type AppScreenId, screenIsLive } from "./app-screens";

export type PlanId = "free" | "premium";

export type Plan = {
  id: PlanId;
  name: string;
  priceGbp: number;
  period: string;
  summary: string;
  /** In the spec's words; `screen` is the app screen that delivers it, when that is one screen. */
  features: { text: string; screen?: AppScreenId }[];
};

// spec 000 §2.6: the two cards and their feature lists, in the spec's words.
export const PLANS: Plan[] = [
  {
    id: "free",
    name: "Free",
    priceGbp: FREE_PRICE_GBP,
    period: "forever",
    summary: "Get started and keep track of your applications.",
    features: [
      { text: "Limited job feed view", screen: "job-feed" },
      { text: "Basic Kanban application tracker", screen: "tracker" },
      { text: "Manual entry", screen: "tracker" },
      { text: "Limited document storage", screen: "documents" },
    ],
  },
  {
    id: "premium",
    name: "Premium",
    priceGbp: PREMIUM_PRICE_GBP,
    period: "per month",
    summary: "Every tool for finding, preparing for and winning finance roles.",
    features: [
      { text: "Unlimited job tracking", screen: "tracker" },
      { text: "Full feed", screen: "job-feed" },
      { text: "AI job summaries", screen: "job-feed" },
      { text: "Import jobs via URL", screen: "job-feed" },
      { text: "AI cover letter and resume tools", screen: "documents" },
      { text: "AI interview simulator", screen: "interview" },
      { text: "Networking CRM", screen: "networking" },
    ],
  },
];

/**
 * What a plan includes today, and what it will include once the screen that delivers it is built: a
 * feature is never listed as included before a member can use it.
 */
export function planFeatures(plan: Plan): { included: string[]; comingSoon: string[] } {
  const live = (f: Plan["features"][number]) => !f.screen || screenIsLive(f.screen);
  return {
    included: plan.features.filter(live).map((f) => f.text),
    comingSoon: plan.features.filter((f) => !live(f)).map((f) => f.text),
  };
}

/**
 * spec 000 §2.6: a signed-in member manages plans on the billing page; a visitor signs up, carrying
 * the Premium product id when they chose Premium. Unknown while the session loads (button disabled).
 */
export function planDestination(plan: PlanId, status: "loading" | "signed-out" | "signed-in"): string | null {
  if (status === "loading") return null;
  if (status === "signed-in") return "/app/billing";
  return plan === "premium" ? `/signup?plan=${encodeURIComponent(PREMIUM_PRODUCT_ID)}` : "/signup";
}

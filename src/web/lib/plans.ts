import { FREE_PRICE_GBP, PREMIUM_PRICE_GBP, PREMIUM_PRODUCT_ID } from "../../shared/constants";

export type PlanId = "free" | "premium";

export type Plan = {
  id: PlanId;
  name: string;
  priceGbp: number;
  period: string;
  summary: string;
  /** In the spec's words. */
  features: string[];
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
      "Limited job feed view",
      "Basic Kanban application tracker",
      "Manual entry",
      "Limited document storage",
    ],
  },
  {
    id: "premium",
    name: "Premium",
    priceGbp: PREMIUM_PRICE_GBP,
    period: "per month",
    summary: "Every tool for finding, preparing for and winning finance roles.",
    features: [
      "Unlimited job tracking",
      "Full feed",
      "AI job summaries",
      "Import jobs via URL",
      "AI cover letter and resume tools",
      "AI interview simulator",
      "Networking CRM",
    ],
  },
];

/**
 * spec 000 §2.6: a signed-in member manages plans on the billing page; a visitor signs up, carrying
 * the Premium product id when they chose Premium. Unknown while the session loads (button disabled).
 */
export function planDestination(plan: PlanId, status: "loading" | "signed-out" | "signed-in"): string | null {
  if (status === "loading") return null;
  if (status === "signed-in") return "/app/billing";
  return plan === "premium" ? `/signup?plan=${encodeURIComponent(PREMIUM_PRODUCT_ID)}` : "/signup";
}

import { queryOptions } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/api";

export const billingQuery = queryOptions({
  queryKey: ["billing"],
  queryFn: () => unwrap(client.api.billing.$get()),
});

export type Billing = Awaited<ReturnType<typeof billingQuery.queryFn & {}>>;

export const startTrial = () => unwrap(client.api.billing.trial.$post());
export const redeemLicense = (code: string) => unwrap(client.api.billing.license.$post({ json: { code } }));
export const startCheckout = () => unwrap(client.api.billing.checkout.$post());
export const openPortal = () => unwrap(client.api.billing.portal.$post());

// spec 000 §2.6: /signup?plan=<premium id> continues to checkout after sign-up and onboarding.
const PENDING_PLAN_KEY = "pendingPlan";

export function rememberPlan(plan: string | null) {
  try {
    if (plan) window.localStorage.setItem(PENDING_PLAN_KEY, plan);
  } catch (error) {
    console.warn("Could not remember the chosen plan", error);
  }
}

/** Reads and forgets the plan chosen before sign-up. */
export function takePendingPlan(): string | null {
  try {
    const plan = window.localStorage.getItem(PENDING_PLAN_KEY);
    window.localStorage.removeItem(PENDING_PLAN_KEY);
    return plan;
  } catch {
    return null;
  }
}

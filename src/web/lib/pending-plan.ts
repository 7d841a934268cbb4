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

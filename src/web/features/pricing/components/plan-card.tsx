import { Check } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { type Plan, planDestination } from "../../../lib/plans";
import { type AuthState, useAuth } from "../../../lib/session";
import { cn } from "../../../lib/utils";

function buttonLabel(plan: Plan, auth: AuthState): string {
  if (auth.status !== "signed-in") return plan.id === "premium" ? "Get Premium" : "Start for Free";
  if (plan.id === "free") return "Go to Billing";
  return auth.premium ? "Manage in Billing" : "Upgrade in Billing";
}

// The prerendered page is built with the session still loading, and hydration starts from the same
// state, so the first client render matches the HTML (disabled buttons); the session then resolves.
export function PlanCard({
  plan,
  highlighted,
  children,
}: {
  plan: Plan;
  highlighted: boolean;
  children?: React.ReactNode;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const destination = planDestination(plan.id, auth.status);
  const headingId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8",
        highlighted ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200",
      )}
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-2 text-slate-600">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">£{plan.priceGbp}</span>
        <span className="text-slate-600">{plan.period}</span>
      </p>
      <div className="mt-6 flex-1">
        <ul className="space-y-3" aria-label={`${plan.name} plan includes`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-slate-700">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      {children}
      <Button
        size="lg"
        variant={highlighted ? "primary" : "secondary"}
        className="mt-8 w-full"
        disabled={destination === null}
        onClick={() => destination && navigate(destination)}
      >
        {buttonLabel(plan, auth)}
      </Button>
    </section>
  );
}

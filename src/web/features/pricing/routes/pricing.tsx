import { Link } from "react-router";
import { GUARANTEE_DAYS, PREMIUM_PRICE_GBP } from "../../../../shared/constants";
import { PLANS } from "../../../lib/plans";
import { canonicalLink, pageMeta } from "../../../lib/seo";
import { PlanCard } from "../components/plan-card";

const PATH = "/pricing";

export function meta() {
  return pageMeta({
    path: PATH,
    title: "Pricing",
    description: `Start free for £0, forever, or get Premium for £${PREMIUM_PRICE_GBP} per month: the full job feed, AI application tools, interview simulator and networking CRM.`,
  });
}

export function links() {
  return canonicalLink(PATH);
}

// spec 000 §2.6: a Free card and a Premium card.
export default function Pricing() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Simple pricing</h1>
        <p className="mt-4 text-lg text-slate-600">
          Start free and upgrade when you are ready. Premium can be cancelled at any time.
        </p>
      </header>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} highlighted={plan.id === "premium"}>
            {plan.id === "premium" && (
              <p className="mt-6 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                Includes our {GUARANTEE_DAYS}-day job guarantee: no finance job offer in {GUARANTEE_DAYS} days
                and we pay for month 4.{" "}
                <Link to="/terms#guarantee" className="font-medium underline underline-offset-4">
                  See the conditions
                </Link>
              </p>
            )}
          </PlanCard>
        ))}
      </div>
      <p className="mt-10 text-center text-slate-600">
        Questions about the plans? Read the{" "}
        <Link to="/faq" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          FAQ
        </Link>{" "}
        or{" "}
        <Link to="/contact" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          contact us
        </Link>
        .
      </p>
    </div>
  );
}

import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { GUARANTEE_DAYS } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";

// spec 000 §1 and §9: the guarantee, with its conditions spelled out in the terms.
export function Guarantee() {
  return (
    <section aria-labelledby="guarantee-heading" className="bg-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:py-20">
        <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-700">
          <ShieldCheck aria-hidden className="size-7" />
        </span>
        <h2 id="guarantee-heading" className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
          Your first finance job within {GUARANTEE_DAYS} days, or we pay month 4
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">
          Use Premium actively for {GUARANTEE_DAYS} days: complete onboarding, apply to suitable roles and
          record them in your tracker. If you have no finance job offer by then, your fourth month is on us.
          The guarantee adds to your legal rights and does not replace them.
        </p>
        <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/signup">Get Early Access</Link>
          </Button>
          <Link
            to="/terms#guarantee"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Read the guarantee conditions
          </Link>
        </div>
      </div>
    </section>
  );
}

import { BarChart3, Bell, Briefcase, Check, MessageSquare, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FREE_PRICE_GBP, PREMIUM_PRICE_GBP } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";

const PREMIUM = [
  { icon: Briefcase, text: "Job feed with alerts for spring weeks, internships and graduate roles" },
  { icon: BarChart3, text: "CV match score that says what to change" },
  { icon: MessageSquare, text: "AI mock interviews and assessment practice" },
  { icon: Bell, text: "Application tracker with deadline reminders" },
  { icon: Users, text: "Networking CRM with monthly chat goals" },
] as const;

/** spec 000 §2.1: the hero. Static, so it is in the prerendered HTML; `card` is the delayed notification. */
export function Hero({ card }: { card: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-br from-brand-900 via-brand-900 to-brand-700 text-white"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:py-24">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            For UK students and graduates
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Win your first finance job
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">
            Investment banking, asset management, private equity and hedge funds: find the roles, prepare for
            every stage and track every application in one place.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
              <Link to="/signup">Get Early Access</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/our-app">See the app</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-brand-100">
            Free plan £{FREE_PRICE_GBP}, forever · Premium £{PREMIUM_PRICE_GBP} per month, cancel any time ·{" "}
            <Link to="/pricing" className="font-medium text-white underline underline-offset-4">
              Compare plans
            </Link>
          </p>
        </div>
        <div className="relative">
          <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-black/5 sm:p-8 lg:pb-24">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Premium includes</p>
            <ul className="mt-4 space-y-4">
              {PREMIUM.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-start gap-3">
                  <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon aria-hidden className="size-4" />
                  </span>
                  <span className="pt-1 text-sm text-slate-700">{text}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
              <Check aria-hidden className="size-4 text-emerald-700" />
              90-day job guarantee, conditions apply
            </p>
          </div>
          {card}
        </div>
      </div>
    </section>
  );
}

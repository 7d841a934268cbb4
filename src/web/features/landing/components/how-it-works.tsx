import { ClipboardCheck, Compass, Target } from "lucide-react";
import { cn } from "../../../lib/utils";
import { useReveal } from "../use-reveal";

const STEPS = [
  {
    icon: Compass,
    title: "Tell us what you are aiming for",
    text: "A few minutes of onboarding: the roles and areas of finance you want, where, and how often you want to hear about new openings.",
  },
  {
    icon: Target,
    title: "Get the right roles in time",
    text: "Your job feed lines up spring weeks, internships and graduate programmes against your goals, with alerts before deadlines close.",
  },
  {
    icon: ClipboardCheck,
    title: "Prepare, apply and track",
    text: "Check your CV against each role, practise interviews and online tests, and follow every application on one board.",
  },
];

/**
 * spec 000 §2.1 and §2.7: three steps that reveal one after another. The text is in the prerendered
 * HTML; the cards start transparent only when scripts run (`noscript:` keeps them visible otherwise).
 */
export function HowItWorks() {
  const { section, revealed, inView } = useReveal();
  return (
    <section
      ref={section}
      aria-labelledby="how-heading"
      data-testid="how-it-works"
      data-in-view={inView}
      className="mx-auto max-w-7xl px-4 py-16 sm:py-20"
    >
      <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        How it works
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, i) => {
          const shown = i < revealed;
          return (
            <li
              key={title}
              data-testid="how-step"
              data-revealed={shown}
              className={cn(
                "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-all duration-500 ease-out",
                "motion-reduce:translate-y-0 motion-reduce:opacity-100 motion-reduce:transition-none",
                "noscript:translate-y-0 noscript:opacity-100",
                shown ? "translate-y-0 opacity-100" : "translate-y-6 opacity-0",
              )}
            >
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <Icon aria-hidden className="size-6 text-brand-700" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

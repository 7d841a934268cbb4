import { Sparkles, TrendingUp } from "lucide-react";
import { FREE_PRICE_GBP } from "../../../../shared/constants";
import { cn } from "../../../lib/utils";
import type { HeroFigure } from "../api/landing";

export const HERO_CARD_DELAY_MS = 2000;

/**
 * spec 000 §2.7: a notification card that appears 2 s after the page opens. It shows a real figure
 * (members who joined in the last 7 days) or, when there is none, something true without a number.
 * Its space is kept from the start so nothing jumps when it appears.
 */
export function HeroCard({ visible, figure }: { visible: boolean; figure: HeroFigure | undefined }) {
  return (
    <div
      aria-hidden={!visible}
      data-testid="hero-card"
      data-visible={visible}
      className={cn(
        "mt-4 min-h-[4.5rem] transition-all duration-500 motion-reduce:transition-none lg:absolute lg:-bottom-6 lg:-left-8 lg:mt-0 lg:min-h-0",
        visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-2 opacity-0",
      )}
    >
      {visible && (
        <div className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-slate-900 shadow-xl ring-1 ring-slate-200">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-50 text-emerald-700">
            {figure ? (
              <TrendingUp aria-hidden className="size-5" />
            ) : (
              <Sparkles aria-hidden className="size-5" />
            )}
          </span>
          {figure ? (
            <p className="text-sm">
              <span className="block text-lg font-bold tabular-nums">
                {figure.value.toLocaleString("en-GB")}
              </span>
              {figure.label}
            </p>
          ) : (
            <p className="text-sm">
              <span className="block font-semibold">Start free today</span>
              The Free plan costs £{FREE_PRICE_GBP}, forever.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

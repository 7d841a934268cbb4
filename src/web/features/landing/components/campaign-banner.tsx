import { Clock } from "lucide-react";
import { countdownParts, formatCountdown } from "../../../../shared/campaign";
import type { LandingCampaign } from "../api/landing";
import { useServerNow } from "../use-timing";
import { SeatsLeft } from "./seats-left";

const deadlineText = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short" });

/**
 * spec 000 §2.1 and §4.7 as docs/product.md keeps them: the countdown to the campaign's real deadline,
 * ticking every second, and the seats left from real sign-ups; 0 and 0 once the deadline passes.
 * Sticky under the navigation bar.
 */
export function CampaignBanner({
  campaign,
  clockOffsetMs,
}: {
  campaign: LandingCampaign;
  clockOffsetMs: number;
}) {
  const now = useServerNow(clockOffsetMs);
  const msLeft = Date.parse(campaign.ends_at) - now;
  const ended = msLeft <= 0;
  return (
    <section
      aria-label="Offer countdown"
      data-testid="campaign-banner"
      className="sticky top-16 z-30 bg-brand-900 text-white shadow-md"
    >
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        {/* On a phone the bar at the bottom names the campaign; here the time and seats fit on one line. */}
        <span className="hidden font-semibold sm:inline">{campaign.name}</span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="hidden size-4 text-brand-100 sm:block" />
          {ended ? "Ended" : "Ends in"}{" "}
          <time dateTime={campaign.ends_at} className="font-mono font-semibold tabular-nums">
            <span aria-hidden data-testid="countdown">
              {formatCountdown(countdownParts(msLeft))}
            </span>
            <span className="sr-only">{deadlineText(campaign.ends_at)}</span>
          </time>
        </span>
        <span aria-hidden className="text-brand-100">
          ·
        </span>
        <SeatsLeft seats={ended ? 0 : campaign.seats_left} surface="dark" />
      </p>
    </section>
  );
}

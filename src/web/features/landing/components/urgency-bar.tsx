import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import type { LandingCampaign } from "../api/landing";
import { useServerNow } from "../use-timing";
import { SeatsLeft } from "./seats-left";

/** spec 000 §2.1: the sticky bottom bar with the seats left and the way to sign up; only during a campaign. */
export function UrgencyBar({
  campaign,
  clockOffsetMs,
}: {
  campaign: LandingCampaign;
  clockOffsetMs: number;
}) {
  const now = useServerNow(clockOffsetMs);
  const ended = Date.parse(campaign.ends_at) <= now;
  return (
    <section
      aria-label="Seats left"
      data-testid="urgency-bar"
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm text-slate-700 sm:text-base">
          <SeatsLeft seats={ended ? 0 : campaign.seats_left} surface="light" />{" "}
          <span>in {campaign.name}</span>
        </p>
        <Button asChild className="shrink-0 whitespace-nowrap">
          <Link to="/signup">Get Early Access</Link>
        </Button>
      </div>
    </section>
  );
}

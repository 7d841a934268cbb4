import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Badge, type BadgeTone } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/notice";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { localDateTime } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { type AdminCampaign, endCampaign, siteContentKeys } from "../api";

const STATUS: Record<AdminCampaign["status"], { label: string; tone: BadgeTone }> = {
  running: { label: "Running", tone: "green" },
  scheduled: { label: "Scheduled", tone: "blue" },
  ended: { label: "Ended", tone: "grey" },
};

/** Campaigns newest first; the running one can be ended now (the banner disappears at once). */
export function CampaignsList({ campaigns }: { campaigns: AdminCampaign[] }) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: endCampaign,
    onSuccess: (result) =>
      toast.success(`Campaign ${result.ended.join(", ")} ended.`, {
        description: "The landing page no longer shows the banner.",
      }),
    onError: (error) => toast.error("Could not end the campaign", { description: error.message }),
    onSettled: () => refreshAfterChange(queryClient, siteContentKeys.campaigns),
  });
  if (campaigns.length === 0) {
    return (
      <EmptyState
        title="No campaigns yet."
        hint="Without a running campaign the landing page shows no countdown and no seat count."
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Campaigns">
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              {campaign.name}{" "}
              <Badge tone={STATUS[campaign.status].tone}>{STATUS[campaign.status].label}</Badge>
            </p>
            <p className="text-sm text-slate-600">
              {localDateTime(campaign.starts_at)} to {localDateTime(campaign.ends_at)} · {campaign.seat_cap}{" "}
              seats
              {campaign.seats_left !== null && (
                <>
                  {" "}
                  · <span className="font-medium text-slate-900">{campaign.seats_left} left</span> (
                  {campaign.premium_signups} Premium sign-ups since the start)
                </>
              )}
            </p>
          </div>
          {campaign.status === "running" && (
            <Button variant="secondary" size="sm" disabled={end.isPending} onClick={() => end.mutate()}>
              {end.isPending ? "Ending..." : "End now"}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

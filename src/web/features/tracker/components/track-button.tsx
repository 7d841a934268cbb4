import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KanbanSquare, SquareCheckBig } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import type { JobActionTarget } from "../../../lib/job-actions";
import { toast } from "../../../lib/toast";
import { TRACKER_KEY } from "../api";
import { trackedQuery, trackJob } from "../track-api";

/**
 * `Track` puts a role in the tracker's Saved column with its details; afterwards the button reads
 * `Tracked` and opens the application. A closed role can no longer be tracked, only opened if it was.
 */
export function TrackButton({ job }: { job: JobActionTarget }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tracked = useQuery(trackedQuery);
  const track = useMutation({
    mutationFn: () => trackJob(job.id),
    onSuccess: ({ application }) => {
      queryClient.setQueryData(trackedQuery.queryKey, (old) => ({
        tracked: { ...(old?.tracked ?? {}), [job.id]: application.id },
      }));
      toast.success("Tracked in Saved", {
        description: job.title,
        action: { label: "Open tracker", onClick: () => navigate("/app/tracker") },
      });
      return queryClient.invalidateQueries({ queryKey: TRACKER_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "free_limit_reached") {
        toast.error("Your tracker is full", {
          description: error.message,
          action: { label: "See Premium", onClick: () => navigate("/app/billing") },
        });
        return;
      }
      toast.error("Could not track this role", {
        description: error instanceof ApiError ? error.message : "Please try again.",
      });
    },
  });
  const applicationId = tracked.data?.tracked[job.id];
  if (applicationId) {
    return (
      <Button asChild variant="secondary" size="sm">
        <Link
          to={`/app/tracker/${applicationId}`}
          aria-label={`Tracked: open the application for ${job.title}`}
        >
          <SquareCheckBig aria-hidden className="size-4" />
          Tracked
        </Link>
      </Button>
    );
  }
  if (job.closed) return null;
  if (tracked.isPending) return <TrackButtonPlaceholder />;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Track ${job.title}`}
      disabled={track.isPending}
      onClick={() => track.mutate()}
    >
      <KanbanSquare aria-hidden className="size-4" />
      Track
    </Button>
  );
}

/**
 * The Track button's size and nothing else, while its code or the tracked list loads, so the Apply
 * button beside it does not move when it appears (hidden from sight, from the keyboard and from
 * screen readers).
 */
function TrackButtonPlaceholder() {
  return (
    <Button variant="secondary" size="sm" aria-hidden tabIndex={-1} className="invisible">
      <KanbanSquare aria-hidden className="size-4" />
      Track
    </Button>
  );
}

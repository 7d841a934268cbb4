import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Bookmark, BookmarkCheck, BookmarkX } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { setSaved } from "../api";

/**
 * Save or unsave a role; the feed, the saved tab and the detail page all refresh afterwards. A saved role
 * that has closed can only be removed: it still takes one of the Free plan's saved places until it is.
 */
export function SaveButton({
  jobId,
  saved,
  title,
  closed = false,
}: {
  jobId: string;
  saved: boolean;
  title: string;
  closed?: boolean;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => setSaved(jobId, !saved),
    onSuccess: () => {
      if (closed && saved) toast.success("Removed from saved", { description: title });
      return queryClient.invalidateQueries({ queryKey: ["jobs"] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "free_limit_reached") {
        toast.error("Your saved roles are full", {
          description: `${error.message} Closed roles you saved count too: remove one in Saved to make room.`,
          action: { label: "Open Saved", onClick: () => navigate("/app/job-feed?saved=true") },
        });
        return;
      }
      const description = error instanceof ApiError ? error.message : "Please try again.";
      toast.error(saved ? "Could not remove this role" : "Could not save this role", { description });
    },
  });
  if (closed && saved) {
    return (
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Remove from saved: ${title}`}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
      >
        <BookmarkX aria-hidden className="size-4" />
        Remove
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={saved}
      aria-label={`${saved ? "Saved" : "Save"}: ${title}`}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {saved ? (
        <BookmarkCheck aria-hidden className="size-4 text-brand-600" />
      ) : (
        <Bookmark aria-hidden className="size-4" />
      )}
      {saved ? "Saved" : "Save"}
    </Button>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Bookmark, BookmarkCheck } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { setSaved } from "../api";

/** Save or unsave a role; the feed, the saved tab and the detail page all refresh afterwards. */
export function SaveButton({ jobId, saved, title }: { jobId: string; saved: boolean; title: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => setSaved(jobId, !saved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["jobs"] }),
    onError: (error) => {
      const description = error instanceof ApiError ? error.message : "Please try again.";
      toast.error(saved ? "Could not remove this role" : "Could not save this role", { description });
    },
  });
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

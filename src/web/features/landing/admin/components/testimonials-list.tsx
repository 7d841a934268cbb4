import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { DialogClose } from "../../../../components/ui/dialog-close";
import { EmptyState } from "../../../../components/ui/notice";
import { Switch } from "../../../../components/ui/switch";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { localDate } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { type AdminTestimonial, deleteTestimonial, setTestimonialPublished, siteContentKeys } from "../api";

// spec 000 §4.8 keeps it: the carousel shows the first 5 published, consented testimonials.
const SHOWN = 5;

/** Every testimonial in carousel order, with its consent, a publish switch and a delete button. */
export function TestimonialsList({ testimonials }: { testimonials: AdminTestimonial[] }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const refresh = () => refreshAfterChange(queryClient, siteContentKeys.testimonials);
  const publish = useMutation({
    mutationFn: ({ item, published }: { item: AdminTestimonial; published: boolean }) =>
      setTestimonialPublished(item.id, published),
    onSuccess: (row) =>
      toast.success(
        row.published
          ? `${row.name}'s testimonial is published.`
          : `${row.name}'s testimonial is unpublished.`,
      ),
    onError: (error) => toast.error("Could not change the testimonial", { description: error.message }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: AdminTestimonial) => deleteTestimonial(item.id),
    onSuccess: (_result, item) => {
      setDeleting(null);
      toast.success(`${item.name}'s testimonial deleted.`);
    },
    onError: (error) => toast.error("Could not delete the testimonial", { description: error.message }),
    onSettled: refresh,
  });
  if (testimonials.length === 0) {
    return (
      <EmptyState
        title="No testimonials yet."
        hint="Add one above; the landing page shows no carousel until one is published."
      />
    );
  }
  const shownIds = new Set(
    testimonials
      .filter((t) => t.published && t.consent_at)
      .slice(0, SHOWN)
      .map((t) => t.id),
  );
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Testimonials">
        {testimonials.map((item) => {
          const switchId = `publish-${item.id}`;
          return (
            <li key={item.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3">
              <figure className="min-w-0 flex-1 basis-64">
                <blockquote className="text-sm text-slate-900">“{item.quote}”</blockquote>
                <figcaption className="mt-1 text-sm text-slate-600">
                  {item.name}, {item.role} at {item.company} · {item.school} · {item.rating} of 5
                </figcaption>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  {item.consent_at ? `Consent given ${localDate(item.consent_at)}` : "No consent recorded"}
                  {shownIds.has(item.id) ? (
                    <Badge tone="green">On the landing page</Badge>
                  ) : item.published ? (
                    <Badge tone="amber">Published, not shown: only {SHOWN} show</Badge>
                  ) : null}
                </p>
              </figure>
              <div className="flex items-center gap-3">
                <label htmlFor={switchId} className="text-sm text-slate-700">
                  Published<span className="sr-only"> ({item.name})</span>
                </label>
                <Switch
                  id={switchId}
                  checked={item.published}
                  disabled={!item.consent_at || (publish.isPending && publish.variables?.item.id === item.id)}
                  onCheckedChange={(published) => publish.mutate({ item, published })}
                />
                <Button variant="ghost" size="sm" onClick={() => setDeleting(item)}>
                  Delete<span className="sr-only"> {item.name}'s testimonial</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this testimonial?"
        description={deleting ? `${deleting.name}'s words leave the site and this list for good.` : undefined}
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting)}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { EmptyState } from "../../../../components/ui/notice";
import { refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { type AdminFigure, deleteFigure, siteContentKeys } from "../api";
import { FigureForm } from "./figure-form";

/** Admin-entered figures with their sources; each can be edited in place or removed. */
export function FiguresList({ figures }: { figures: AdminFigure[] }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (figure: AdminFigure) => deleteFigure(figure.key),
    onSuccess: (_result, figure) => toast.success(`Figure "${figure.label}" removed from the site.`),
    onError: (error) => toast.error("Could not remove the figure", { description: error.message }),
    onSettled: () => refreshAfterChange(queryClient, siteContentKeys.figures),
  });
  if (figures.length === 0) {
    return (
      <EmptyState
        title="No figures entered."
        hint="The landing page shows only the member count, counted from our records."
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Figures">
      {figures.map((figure) =>
        editing === figure.key ? (
          <li key={figure.key} className="py-3">
            <FigureForm figure={figure} onDone={() => setEditing(null)} />
          </li>
        ) : (
          <li key={figure.key} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <p className="text-slate-900">
                <span className="text-lg font-semibold tabular-nums">{figure.value}</span> {figure.label}
              </p>
              <p className="text-sm text-slate-600">Source: {figure.source}</p>
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => setEditing(figure.key)}>
                Edit<span className="sr-only"> {figure.label}</span>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending && remove.variables?.key === figure.key}
                onClick={() => remove.mutate(figure)}
              >
                Remove<span className="sr-only"> {figure.label}</span>
              </Button>
            </div>
          </li>
        ),
      )}
    </ul>
  );
}

import { useDeferredValue } from "react";
import { useWatch } from "react-hook-form";
import { estimateCvPages } from "../../../../../shared/schemas/cv";
import { CvPreview } from "./cv-preview";
import { previewDraft } from "./form-values";
import { useCvForm } from "./use-cv-form";

// Only this part re-renders as the member types: the inputs are uncontrolled, and the deferred value
// lets a keystroke land before the preview catches up.

export function pageWarning(pages: number): string {
  return `This CV runs to about ${pages} pages. Finance CVs in the UK are one page: cut or shorten bullets.`;
}

export function LivePreview() {
  const form = useCvForm();
  const values = useDeferredValue(useWatch({ control: form.control }));
  const draft = previewDraft(values);
  const pages = estimateCvPages(draft);
  return (
    <div className="space-y-3">
      <div role="status" className="text-sm">
        {pages > 1 ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {pageWarning(pages)}
          </p>
        ) : (
          <p className="text-slate-600">Fits on one A4 page.</p>
        )}
      </div>
      <CvPreview draft={draft} />
    </div>
  );
}

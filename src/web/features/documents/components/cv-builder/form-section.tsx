import { type ReactNode, useId } from "react";
import { Card } from "../../../../components/ui/card";

/** One titled part of the CV form; the title names the region for screen readers. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <section aria-labelledby={id} className="space-y-4">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {hint && <p className="text-sm text-slate-600">{hint}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

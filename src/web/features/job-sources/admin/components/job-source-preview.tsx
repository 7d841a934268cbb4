import { type BoardProvider, PROVIDER_LABELS } from "../../../../../shared/job-source-providers";
import { Notice } from "../../../../components/ui/notice";
import { localDate } from "../../../../lib/format";
import type { JobSourcePreview } from "../api";

const roles = (n: number) => (n === 1 ? "1 role" : `${n} roles`);
/** The server's reasons also follow a colon in a source's last error, so they start in lower case. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function closing(role: JobSourcePreview["roles"][number]): string {
  if (role.closes_at) return `Closes ${localDate(role.closes_at)}`;
  return role.rolling ? "Rolling" : "No closing date given";
}

/** What the board holds now: how many roles and the first ten, or why it could not be read. */
export function JobSourcePreviewPanel({ preview }: { preview: JobSourcePreview }) {
  const provider = PROVIDER_LABELS[preview.kind as BoardProvider] ?? preview.kind;
  if (!preview.ok) {
    return (
      <Notice tone="error">
        <p className="font-medium">The board could not be read.</p>
        {/* The identifiers are quoted whole: a long Workday host must wrap on a phone, not overflow. */}
        <p className="break-words">{sentence(preview.error ?? "")}</p>
      </Notice>
    );
  }
  return (
    <section aria-label="Preview" className="space-y-2 rounded-md border border-slate-200 p-3 text-sm">
      <p className="font-medium text-slate-900" role="status">
        {provider} lists {roles(preview.total)}
        {preview.roles.length < preview.total
          ? `; the first ${preview.roles.length}:`
          : preview.total
            ? ":"
            : "."}
      </p>
      {preview.warning && <p className="break-words text-amber-800">{preview.warning}</p>}
      {preview.existing_firm && (
        <p className="text-amber-800">This source is already set up for {preview.existing_firm}.</p>
      )}
      {preview.roles.length > 0 && (
        <ol className="divide-y divide-slate-100">
          {preview.roles.map((role, index) => (
            // The preview is read once and never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat across locations
            <li key={index} className="py-1.5">
              <p className="font-medium text-slate-900">{role.title}</p>
              <p className="text-slate-600">
                {role.locations.join("; ") || "Location not given"} · {closing(role)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {preview.errors.length > 0 && (
        <p className="text-slate-600">
          {roles(preview.errors.length)} could not be read: {preview.errors[0]}
        </p>
      )}
    </section>
  );
}

import { useId, useRef } from "react";
import { FIRM_LIMITS, FIRM_MESSAGES, LOGO_TYPES } from "../../../../../shared/schemas/site-content";
import { Button } from "../../../../components/ui/button";
import { Label } from "../../../../components/ui/label";
import { Logo } from "../../../../components/ui/logo";
import type { AdminFirm } from "../api";

export type LogoChoice = { kind: "keep" } | { kind: "upload"; file: File } | { kind: "remove" };

/** The browser's own check of a chosen file; the server checks the bytes again. */
function problemWith(file: File): string | null {
  if (file.size > FIRM_LIMITS.logoBytes) return FIRM_MESSAGES.logoTooLarge;
  if (file.type && !(LOGO_TYPES as readonly string[]).includes(file.type)) return FIRM_MESSAGES.logoType;
  return null;
}

/**
 * The firm's logo as members see it, a file picker to upload another and, when it has one, Remove. The
 * choice is applied when the form is saved.
 */
export function LogoPicker({
  firm,
  name,
  choice,
  error,
  disabled,
  onChoose,
}: {
  firm: AdminFirm | null;
  name: string;
  choice: LogoChoice;
  error: string | null;
  disabled: boolean;
  onChoose: (choice: LogoChoice, problem: string | null) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const shown = choice.kind === "remove" ? null : (firm?.logo_url ?? null);
  const clear = () => {
    if (input.current) input.current.value = "";
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>Upload a logo</Label>
      <div className="flex flex-wrap items-center gap-3">
        <Logo src={shown} name={name || "?"} className="size-12" />
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={LOGO_TYPES.join(",")}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return onChoose({ kind: "keep" }, null);
            onChoose({ kind: "upload", file }, problemWith(file));
          }}
          className="block min-w-0 flex-1 text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-100"
        />
        {firm?.logo_url && choice.kind !== "upload" && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => {
              clear();
              onChoose(choice.kind === "remove" ? { kind: "keep" } : { kind: "remove" }, null);
            }}
          >
            {choice.kind === "remove" ? "Keep logo" : "Remove logo"}
          </Button>
        )}
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {choice.kind === "remove"
            ? "The logo is removed when you save; members then see the firm's initials."
            : "PNG, JPEG, WebP or SVG, at most 512 KB; a square image works best."}
        </p>
      )}
    </div>
  );
}

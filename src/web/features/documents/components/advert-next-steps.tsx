import { useMutation } from "@tanstack/react-query";
import { ListPlus } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ADVERT_MESSAGES } from "../../../../shared/schemas/documents";
import { Button } from "../../../components/ui/button";
import { FormField, fieldProps } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Notice } from "../../../components/ui/notice";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { type AdvertAnswer, trackAdvert } from "../api";
import { CoverLetterButton } from "./cover-letter-panel";

// After an advert is scored: its firm and role title (read from the advert or the link, and editable,
// since the tracker and a letter both need them), then save it to the tracker or write a letter for it.

export function AdvertNextSteps({ advert }: { advert: AdvertAnswer["advert"] }) {
  const id = useId();
  const [firm, setFirm] = useState(advert.firm ?? "");
  const [title, setTitle] = useState(advert.title ?? "");
  const [tracked, setTracked] = useState<{ id: string; message?: string } | null>(null);
  const named = { firm: firm.trim(), title: title.trim() };
  const missing = !named.firm ? ADVERT_MESSAGES.firm : !named.title ? ADVERT_MESSAGES.title : null;
  const full = { ...named, location: advert.location, text: advert.text };
  const track = useMutation({
    mutationFn: () => trackAdvert({ ...full, url: advert.url }),
    onSuccess: (result) => {
      if ("duplicate" in result && result.duplicate) {
        setTracked({ id: result.duplicate.id, message: result.duplicate.message });
        return;
      }
      if ("application" in result && result.application) {
        setTracked({ id: result.application.id });
        toast.success("Saved to your tracker", {
          description: `${named.title} at ${named.firm}, under Saved.`,
        });
      }
    },
  });
  const error = track.error instanceof ApiError ? track.error.message : null;
  return (
    <section aria-labelledby={`${id}-next`} className="space-y-3 rounded-lg bg-slate-50 p-4">
      <h3 id={`${id}-next`} className="font-semibold text-slate-900">
        Next steps for this advert
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-firm`} label="Firm" error={firm.trim() ? undefined : ADVERT_MESSAGES.firm}>
          <Input
            {...fieldProps(`${id}-firm`, firm.trim() ? undefined : ADVERT_MESSAGES.firm)}
            value={firm}
            onChange={(e) => setFirm(e.target.value)}
          />
        </FormField>
        <FormField
          id={`${id}-title`}
          label="Role title"
          error={title.trim() ? undefined : ADVERT_MESSAGES.title}
        >
          <Input
            {...fieldProps(`${id}-title`, title.trim() ? undefined : ADVERT_MESSAGES.title)}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={() => track.mutate()}
          disabled={Boolean(missing) || track.isPending || Boolean(tracked && !tracked.message)}
        >
          <ListPlus aria-hidden className="size-4" />
          {track.isPending ? "Saving…" : "Save to tracker"}
        </Button>
        {!missing && (
          <CoverLetterButton target={{ advert: full }} title={`${named.title} at ${named.firm}`} />
        )}
      </div>
      {tracked && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {tracked.message ?? "Saved to your tracker."}{" "}
          <Link to={`/app/tracker/${tracked.id}`} className="font-medium text-brand-700 underline">
            Open the application
          </Link>
        </p>
      )}
      {error && <Notice tone="error">{error}</Notice>}
    </section>
  );
}

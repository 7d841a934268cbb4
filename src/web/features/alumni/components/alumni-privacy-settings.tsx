import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { ALUM_EDUCATION_LABEL } from "../../../../shared/alumni";
import type { alumniListingSchema } from "../../../../shared/schemas/alumni";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../components/ui/load-error";
import { Notice } from "../../../components/ui/notice";
import { toast } from "../../../lib/toast";
import { ALUMNI_KEY, type Listing, listingQuery, saveListing } from "../api";
import { ListingForm } from "./listing-form";

const SWITCH_ID = "setting-alumni-listing";

// Profile → Notifications and privacy: listing oneself as an alum for students of one's university.
// The switch acts at once (off takes the member out of every list straight away); the firm, role and
// note are saved with the form below it.
export function AlumniPrivacySettings() {
  const listing = useQuery(listingQuery);
  if (listing.isPending) {
    return (
      <p role="status" className="border-t border-slate-100 pt-3 text-sm text-slate-600">
        Loading your alumni listing…
      </p>
    );
  }
  if (listing.isError) {
    return (
      <Notice tone="error">
        Could not load your alumni listing: {errorMessage(listing.error)}{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => listing.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  return <ListingSettings listing={listing.data} />;
}

type ListingOutput = z.output<typeof alumniListingSchema>;

export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    onSuccess: (saved) => {
      queryClient.setQueryData(listingQuery.queryKey, saved);
      toast.success(saved.listed ? "You are listed as an alum" : "You are no longer listed", {
        description: saved.listed
          ? `Students of ${saved.listed_university} can now find you and ask to chat.`
          : "Students no longer see you. Requests you already have stay under Alumni.",
      });
      return queryClient.invalidateQueries({ queryKey: ALUMNI_KEY });
    },
  });
}

const SAVE_FAILED = "Could not save your alumni listing";

function ListingSettings({ listing }: { listing: Listing }) {
  const save = useSaveListing();
  // What the switch shows from the click until the saved listing arrives, so it never flicks back
  // meanwhile (the profile's other switches do the same).
  const [shown, setShown] = useState<boolean | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new listing replaces what was shown
  useEffect(() => setShown(undefined), [listing]);
  const on = shown ?? listing.listed;
  const stored: ListingOutput = { listed: true, firm: listing.firm, role: listing.role, note: listing.note };
  const canListAtOnce = Boolean(listing.firm && listing.role);

  const putBack = (error: Error) => {
    setShown(undefined);
    toast.error(SAVE_FAILED, { description: errorMessage(error) });
  };
  const toggle = (checked: boolean) => {
    setShown(checked);
    // Off acts at once; on acts at once only when there is a firm and role to show, else the form asks.
    if (!checked) save.mutate({ ...stored, listed: false }, { onError: putBack });
    else if (canListAtOnce) save.mutate(stored, { onError: putBack });
  };

  const university = listing.university;
  const hint = !university
    ? "Add your university under Your answers above first: alumni are listed for students of their university."
    : !listing.graduated
      ? `Only members who have graduated can be listed as alumni. If you have, choose “${ALUM_EDUCATION_LABEL}” for “Where are you in your studies?” under Your answers above.`
      : `Students of ${university} see your first name, last initial, firm, role and note, and can ask to chat. Your email stays hidden unless you accept.`;
  // Off is always possible; on needs a university and a graduate's answers (the server checks both).
  const canList = Boolean(university) && listing.graduated;
  return (
    <div className="space-y-4 border-t border-slate-100 pt-3">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={SWITCH_ID} className="text-sm font-medium text-slate-900">
            List me as an alum for students of my university
          </label>
          <p id={`${SWITCH_ID}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        </div>
        <input
          id={SWITCH_ID}
          type="checkbox"
          role="switch"
          aria-checked={on}
          aria-describedby={`${SWITCH_ID}-hint`}
          className="mt-1 size-5 shrink-0 accent-brand-600"
          checked={on}
          disabled={!canList && !listing.listed}
          onChange={(event) => toggle(event.target.checked)}
        />
      </div>
      {listing.listed && listing.listed_university && listing.listed_university !== university && (
        <Notice tone="info">
          You were listed for {listing.listed_university}, but your answers now say{" "}
          {university ?? "no university"}. Students of neither see you until you save again
          {university ? ` to be listed for ${university}` : " with a university in your answers"}.
        </Notice>
      )}
      {listing.listed && !listing.graduated && (
        <Notice tone="info">
          Students do not see you: your answers no longer say you have graduated. Choose “
          {ALUM_EDUCATION_LABEL}” under Your answers above to be listed again, or switch this off.
        </Notice>
      )}
      {on && canList && <ListingForm listing={listing} save={save} failedTitle={SAVE_FAILED} />}
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { GUARANTEE_DAYS, GUARANTEE_ONBOARDING_DAYS } from "../../../../shared/constants";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { toast } from "../../../lib/toast";
import { claimGuarantee, GUARANTEE_KEY, guaranteeQuery } from "../guarantee-api";

// The job guarantee's progress for a member on paid Premium, with the same numbers as the published
// terms. Everyone else sees nothing: the panel only appears when the server says they are eligible.

function ClaimButton() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const claim = useMutation({
    mutationFn: claimGuarantee,
    onSuccess: () => {
      setOpen(false);
      toast.success("Your claim was sent to Support", {
        description: "An admin will reply in your support conversation, under Help.",
      });
      return queryClient.invalidateQueries({ queryKey: GUARANTEE_KEY });
    },
    onError: (error) => toast.error("Could not file your claim", { description: error.message }),
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Claim your fourth month</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Claim your fourth month"
        description="We send your tracker summary to Support as evidence, and they reply in your support conversation."
      >
        <p className="text-sm text-slate-700">
          You can claim once. Confirm that you did not receive a finance job offer during the guarantee
          period.
        </p>
        <div className="mt-4 flex gap-2">
          <Button onClick={() => claim.mutate()} disabled={claim.isPending} autoFocus>
            Yes, send my claim
          </Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </>
  );
}

export function GuaranteeProgress() {
  const query = useQuery(guaranteeQuery);
  const g = query.data;
  if (!g?.eligible) return null;
  return (
    <section aria-labelledby="guarantee-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="guarantee-heading" className="text-sm font-semibold text-slate-900">
        Guarantee progress
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Days left of {GUARANTEE_DAYS}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{g.days_left}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Recorded as applied</dt>
          <dd className="font-medium text-slate-900 tabular-nums">
            {g.applied_count} of {g.required} applications
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Onboarding finished within {GUARANTEE_ONBOARDING_DAYS} days</dt>
          <dd className="font-medium text-slate-900">{g.onboarding_done_in_time ? "Yes" : "No"}</dd>
        </div>
      </dl>
      {g.claimed_at ? (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          Your claim was sent to Support; an admin will reply in your support conversation, under Help.
        </p>
      ) : g.has_offer ? (
        <p className="mt-3 text-sm text-slate-700">
          An application reached Offer, so the guarantee has nothing to pay out. Congratulations!
        </p>
      ) : g.can_claim ? (
        <div className="mt-3">
          <ClaimButton />
        </div>
      ) : null}
    </section>
  );
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { adminKeys, refreshAfterChange } from "../../../../lib/admin-keys";
import { localDateTime } from "../../../../lib/format";
import { toast } from "../../../../lib/toast";
import { type AdminReferral, setReferralActive } from "../api";
import { ReferralSignupsDialog } from "./referral-signups-dialog";

/** Every referral code with its sign-ups (who they are, one click away); a deactivated code is refused at sign-up. */
export function ReferralsTable({ referrals }: { referrals: AdminReferral[] }) {
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<AdminReferral | null>(null);
  const update = useMutation({
    mutationFn: ({ referral, active }: { referral: AdminReferral; active: boolean }) =>
      setReferralActive(referral.id, active),
    onSuccess: (_result, { referral, active }) =>
      toast.success(`Referral code ${referral.code} ${active ? "reactivated" : "deactivated"}.`),
    onError: (error) => toast.error("Could not update the referral code", { description: error.message }),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.referrals),
  });
  const action = (referral: AdminReferral) => (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => setViewing(referral)}>
        Signups
        <span className="sr-only"> with {referral.code}</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={update.isPending && update.variables?.referral.id === referral.id}
        onClick={() => update.mutate({ referral, active: !referral.active })}
      >
        {referral.active ? "Deactivate" : "Reactivate"}
        <span className="sr-only"> {referral.code}</span>
      </Button>
    </div>
  );
  const status = (referral: AdminReferral) =>
    referral.active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>;
  const lastSignup = (referral: AdminReferral) =>
    referral.lastSignup ? localDateTime(referral.lastSignup) : "None yet";
  const columns: Column<AdminReferral>[] = [
    { header: "Code", cell: (referral) => referral.code, className: "font-mono font-medium" },
    { header: "Influencer", cell: (referral) => referral.influencer },
    { header: "Signups", cell: (referral) => referral.signups, className: "tabular-nums" },
    { header: "Last Signup", cell: lastSignup, className: "whitespace-nowrap" },
    { header: "Status", cell: status },
    { header: "Actions", cell: action },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={referrals}
        rowKey={(referral) => referral.id}
        minWidth="min-w-[38rem]"
        card={(referral) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-medium text-slate-900">{referral.code}</span>
              {status(referral)}
            </div>
            <p className="text-slate-700">{referral.influencer}</p>
            <p className="text-slate-600">
              {referral.signups} {referral.signups === 1 ? "signup" : "signups"}
              {referral.lastSignup && ` · last ${localDateTime(referral.lastSignup)}`}
            </p>
            {action(referral)}
          </>
        )}
      />
      <ReferralSignupsDialog referral={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

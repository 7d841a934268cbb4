import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { adminKeys, refreshAfterChange } from "../../../../lib/admin-keys";
import { localDateTime } from "../../../../lib/format";
import { type AdminReferral, setReferralActive } from "../api";

/** Every referral code with its sign-ups; a deactivated code is refused at sign-up. */
export function ReferralsTable({ referrals }: { referrals: AdminReferral[] }) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: ({ referral, active }: { referral: AdminReferral; active: boolean }) =>
      setReferralActive(referral.id, active),
    onSuccess: (_result, { referral, active }) =>
      toast.success(`Referral code ${referral.code} ${active ? "reactivated" : "deactivated"}.`),
    onError: (error) => toast.error("Could not update the referral code", { description: error.message }),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.referrals),
  });
  const action = (referral: AdminReferral) => (
    <Button
      variant="secondary"
      size="sm"
      disabled={update.isPending && update.variables?.referral.id === referral.id}
      onClick={() => update.mutate({ referral, active: !referral.active })}
    >
      {referral.active ? "Deactivate" : "Reactivate"}
      <span className="sr-only"> {referral.code}</span>
    </Button>
  );
  const status = (referral: AdminReferral) =>
    referral.active ? <Badge tone="green">Active</Badge> : <Badge tone="grey">Inactive</Badge>;
  const lastSignup = (referral: AdminReferral) =>
    referral.lastSignup ? localDateTime(referral.lastSignup) : "None yet";
  return (
    <>
      <div className="relative -mx-6 hidden overflow-x-auto px-6 md:block">
        <table className="w-full min-w-[38rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {["Code", "Influencer", "Signups", "Last Signup", "Status", "Actions"].map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-4 font-medium whitespace-nowrap">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {referrals.map((referral) => (
              <tr key={referral.id} className="border-b border-slate-100">
                <td className="py-2 pr-4 font-mono font-medium">{referral.code}</td>
                <td className="py-2 pr-4">{referral.influencer}</td>
                <td className="py-2 pr-4 tabular-nums">{referral.signups}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{lastSignup(referral)}</td>
                <td className="py-2 pr-4">{status(referral)}</td>
                <td className="py-2">{action(referral)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden">
        {referrals.map((referral) => (
          <li key={referral.id} className="space-y-2 py-3 text-sm">
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
          </li>
        ))}
      </ul>
    </>
  );
}

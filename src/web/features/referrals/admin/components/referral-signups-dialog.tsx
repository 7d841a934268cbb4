import { useQuery } from "@tanstack/react-query";
import { Dialog } from "../../../../components/ui/dialog";
import { EmptyState, Notice } from "../../../../components/ui/notice";
import { Spinner } from "../../../../components/ui/spinner";
import { localDateTime } from "../../../../lib/format";
import { type AdminReferral, referralSignupsQuery } from "../api";

/** The members who signed up with one referral code. */
export function ReferralSignupsDialog({
  referral,
  onClose,
}: {
  referral: AdminReferral | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={referral !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Referral Signups"
      description={referral ? `${referral.code} · ${referral.influencer}` : undefined}
      className="max-w-2xl"
    >
      {referral && <SignupList id={referral.id} />}
    </Dialog>
  );
}

function SignupList({ id }: { id: string }) {
  const signups = useQuery(referralSignupsQuery(id));
  if (signups.isPending) return <Spinner label="Loading signups" />;
  if (signups.isError) {
    return <Notice tone="error">Could not load who signed up with this code: {signups.error.message}</Notice>;
  }
  if (signups.data.members.length === 0)
    return <EmptyState title="Nobody has signed up with this code yet." />;
  return (
    <ul aria-label="Members who signed up with this code" className="divide-y divide-slate-100 text-sm">
      {signups.data.members.map((member) => (
        <li key={member.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
          <span className="min-w-0 break-words">
            <span className="font-medium text-slate-900">{member.name}</span>{" "}
            <span className="text-slate-600">{member.email}</span>
          </span>
          <time dateTime={member.signed_up_at} className="whitespace-nowrap text-slate-600">
            {localDateTime(member.signed_up_at)}
          </time>
        </li>
      ))}
    </ul>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { EmptyState, Notice } from "../../../../components/ui/notice";
import { Spinner } from "../../../../components/ui/spinner";
import { adminReferralsQuery } from "../api";
import { ReferralCreateForm } from "../components/referral-create-form";
import { ReferralLookup } from "../components/referral-lookup";
import { ReferralsTable } from "../components/referrals-table";

export function meta() {
  return [{ title: "Referrals · Admin · Finance Careers" }];
}

// 001 §2 Referral Code Lookup, plus creating and deactivating codes.
export default function AdminReferrals() {
  const referrals = useQuery(adminReferralsQuery);
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Referral Code Lookup</h2>
          <ReferralLookup />
        </Card>
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">New Referral Code</h2>
          <ReferralCreateForm />
        </Card>
      </div>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Referral Codes</h2>
        {referrals.isPending ? (
          <Spinner label="Loading referral codes" />
        ) : referrals.isError ? (
          <Notice tone="error">
            Failed to load referral codes: {referrals.error.message}{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => referrals.refetch()}>
              Retry
            </Button>
          </Notice>
        ) : referrals.data.referrals.length === 0 ? (
          <EmptyState
            title="No referral codes yet."
            hint="Create one above to count an influencer's sign-ups."
          />
        ) : (
          <ReferralsTable referrals={referrals.data.referrals} />
        )}
      </Card>
    </div>
  );
}

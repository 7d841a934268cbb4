import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { FormField, fieldProps } from "../../../../components/ui/form-field";
import { Input } from "../../../../components/ui/input";
import { EmptyState, Notice } from "../../../../components/ui/notice";
import { Spinner } from "../../../../components/ui/spinner";
import { adminKeys, refreshAfterChange } from "../../../../lib/admin-keys";
import { ApiError } from "../../../../lib/api";
import { toast } from "../../../../lib/toast";
import { type AdminLicense, licenseRedeemersQuery, updateLicenseLimits } from "../api";

/** A licence code's limits (maximum uses, expiry) and the members who redeemed it. */
export function LicenseDetailsDialog({
  license,
  onClose,
}: {
  license: AdminLicense | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={license !== null}
      onOpenChange={(open) => !open && onClose()}
      title="License Details"
      description={license ? `${license.license_code} · ${license.organization_name}` : undefined}
      className="max-w-2xl"
    >
      {license && (
        <div className="space-y-6">
          <LimitsForm key={license.id} license={license} />
          <Redeemers id={license.id} />
        </div>
      )}
    </Dialog>
  );
}

const dateOnly = (iso: string) => iso.slice(0, 10);

function LimitsForm({ license }: { license: AdminLicense }) {
  const queryClient = useQueryClient();
  const [maxUses, setMaxUses] = useState(String(license.max_uses));
  const [expires, setExpires] = useState(dateOnly(license.expires_at));
  const save = useMutation({
    mutationFn: () =>
      updateLicenseLimits(license.id, {
        ...(Number(maxUses) !== license.max_uses ? { max_uses: Number.parseInt(maxUses, 10) || 0 } : {}),
        // The code works until the end of the chosen day (UK time is close enough to UTC for a day's end).
        ...(expires !== dateOnly(license.expires_at) ? { expires_at: `${expires}T23:59:59.000Z` } : {}),
      }),
    onSuccess: () => toast.success("License limits saved."),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.licenses),
  });
  const error = save.error instanceof ApiError ? save.error : null;
  const unchanged = Number(maxUses) === license.max_uses && expires === dateOnly(license.expires_at);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h3 className="font-semibold text-slate-900">Limits</h3>
      {save.error && !error?.fields.max_uses && !error?.fields.expires_at && (
        <Notice tone="error">Could not save the limits: {save.error.message}</Notice>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField
          id="license-max-uses"
          label="Max Uses"
          error={error?.fields.max_uses}
          hint={`${license.used_count} already redeemed; the maximum cannot go below that.`}
        >
          <Input
            {...fieldProps("license-max-uses", error?.fields.max_uses)}
            type="number"
            inputMode="numeric"
            min={Math.max(1, license.used_count)}
            value={maxUses}
            onChange={(event) => setMaxUses(event.target.value)}
          />
        </FormField>
        <FormField id="license-expires" label="Expires At" error={error?.fields.expires_at}>
          <Input
            {...fieldProps("license-expires", error?.fields.expires_at)}
            type="date"
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" size="sm" disabled={unchanged || save.isPending}>
        {save.isPending ? "Saving..." : "Save limits"}
      </Button>
    </form>
  );
}

function Redeemers({ id }: { id: string }) {
  const redeemers = useQuery(licenseRedeemersQuery(id));
  return (
    <section aria-labelledby="license-redeemers" className="space-y-2">
      <h3 id="license-redeemers" className="font-semibold text-slate-900">
        Redeemed by
      </h3>
      {redeemers.isPending ? (
        <Spinner label="Loading who redeemed it" />
      ) : redeemers.isError ? (
        <Notice tone="error">Could not load who redeemed this code: {redeemers.error.message}</Notice>
      ) : redeemers.data.members.length === 0 ? (
        <EmptyState title="Nobody has redeemed this code yet." />
      ) : (
        <ul aria-label="Members who redeemed this code" className="divide-y divide-slate-100 text-sm">
          {redeemers.data.members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <span className="min-w-0 break-words">
                <span className="font-medium text-slate-900">{member.name}</span>{" "}
                <span className="text-slate-600">{member.email}</span>
              </span>
              <time dateTime={member.redeemed_at} className="text-slate-600 whitespace-nowrap">
                {format(new Date(member.redeemed_at), "MMM dd, yyyy")}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

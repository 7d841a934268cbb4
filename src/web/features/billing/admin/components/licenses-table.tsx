import { useMutation, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import { Badge, type BadgeTone } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { Switch } from "../../../../components/ui/switch";
import { adminKeys, refreshAfterChange } from "../../../../lib/admin-keys";
import { toast } from "../../../../lib/toast";
import { type AdminLicense, adminLicensesQuery, LICENSE_MESSAGES, setLicenseActive } from "../api";
import { LicenseDetailsDialog } from "./license-details-dialog";

function statusOf(license: AdminLicense, now: number): { label: string; tone: BadgeTone } {
  if (!license.is_active) return { label: "Inactive", tone: "grey" };
  if (Date.parse(license.expires_at) <= now) return { label: "Expired", tone: "amber" };
  if (license.used_count >= license.max_uses) return { label: "Fully used", tone: "amber" };
  return { label: "Active", tone: "green" };
}

/** 001 §4: the switch flips at once; a failure puts the list back as it was, a success reloads it. */
function useToggleLicense() {
  const queryClient = useQueryClient();
  const key = adminLicensesQuery.queryKey;
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => setLicenseActive(id, active),
    onMutate: async ({ id, active }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (current) =>
        current
          ? {
              ...current,
              licenses: current.licenses.map((l) => (l.id === id ? { ...l, is_active: active } : l)),
            }
          : current,
      );
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(error.message || LICENSE_MESSAGES.statusFailed);
    },
    onSuccess: () => toast.success(LICENSE_MESSAGES.statusUpdated),
    onSettled: () => refreshAfterChange(queryClient, adminKeys.licenses),
  });
}

const expiry = (license: AdminLicense) => format(new Date(license.expires_at), "MMM dd, yyyy");

/** 001 §2 "Manage Existing Licenses": a table on wide screens, a list of cards on phones. */
export function LicensesTable({ licenses }: { licenses: AdminLicense[] }) {
  const toggle = useToggleLicense();
  const [details, setDetails] = useState<AdminLicense | null>(null);
  const now = Date.now();
  const activeSwitch = (license: AdminLicense) => (
    <div className="flex items-center gap-3">
      <Switch
        checked={license.is_active}
        aria-label={`${license.license_code} active`}
        onCheckedChange={(active) => toggle.mutate({ id: license.id, active })}
      />
      <Button
        variant="link"
        size="sm"
        className="h-auto p-0"
        aria-label={`Details of ${license.license_code}`}
        onClick={() => setDetails(license)}
      >
        Details
      </Button>
    </div>
  );
  const badge = (license: AdminLicense) => {
    const status = statusOf(license, now);
    return <Badge tone={status.tone}>{status.label}</Badge>;
  };
  const columns: Column<AdminLicense>[] = [
    {
      header: "License Code",
      cell: (license) => license.license_code,
      className: "font-mono whitespace-nowrap",
    },
    { header: "Organization", cell: (license) => license.organization_name },
    {
      header: "Uses (Used/Max)",
      cell: (license) => `${license.used_count}/${license.max_uses}`,
      className: "tabular-nums",
    },
    { header: "Expires At", cell: expiry, className: "whitespace-nowrap" },
    { header: "Status", cell: badge },
    { header: "Actions", cell: activeSwitch },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={licenses}
        rowKey={(license) => license.id}
        minWidth="min-w-[38rem]"
        card={(license) => (
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <p className="font-mono font-medium text-slate-900">{license.license_code}</p>
              <p className="text-slate-700">{license.organization_name}</p>
              <p className="text-slate-600">
                {license.used_count}/{license.max_uses} uses · expires {expiry(license)}
              </p>
              {badge(license)}
            </div>
            {activeSwitch(license)}
          </div>
        )}
      />
      <LicenseDetailsDialog
        license={details && (licenses.find((l) => l.id === details.id) ?? details)}
        onClose={() => setDetails(null)}
      />
    </>
  );
}

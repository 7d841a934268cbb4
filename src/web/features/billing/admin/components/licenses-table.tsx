import { useMutation, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { toast } from "sonner";
import { Badge, type BadgeTone } from "../../../../components/ui/badge";
import { Switch } from "../../../../components/ui/switch";
import { adminKeys, refreshAfterChange } from "../../../../lib/admin-keys";
import { type AdminLicense, adminLicensesQuery, LICENSE_MESSAGES, setLicenseActive } from "../api";

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
  const now = Date.now();
  const activeSwitch = (license: AdminLicense) => (
    <Switch
      checked={license.is_active}
      aria-label={`${license.license_code} active`}
      onCheckedChange={(active) => toggle.mutate({ id: license.id, active })}
    />
  );
  return (
    <>
      <div className="relative -mx-6 hidden overflow-x-auto px-6 md:block">
        <table className="w-full min-w-[38rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {["License Code", "Organization", "Uses (Used/Max)", "Expires At", "Status", "Actions"].map(
                (heading) => (
                  <th key={heading} scope="col" className="py-2 pr-4 font-medium whitespace-nowrap">
                    {heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {licenses.map((license) => {
              const status = statusOf(license, now);
              return (
                <tr key={license.id} className="border-b border-slate-100">
                  <td className="py-2 pr-4 font-mono whitespace-nowrap">{license.license_code}</td>
                  <td className="py-2 pr-4">{license.organization_name}</td>
                  <td className="py-2 pr-4 tabular-nums">
                    {license.used_count}/{license.max_uses}
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">{expiry(license)}</td>
                  <td className="py-2 pr-4">
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </td>
                  <td className="py-2">{activeSwitch(license)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden">
        {licenses.map((license) => {
          const status = statusOf(license, now);
          return (
            <li key={license.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1 text-sm">
                <p className="font-mono font-medium text-slate-900">{license.license_code}</p>
                <p className="text-slate-700">{license.organization_name}</p>
                <p className="text-slate-600">
                  {license.used_count}/{license.max_uses} uses · expires {expiry(license)}
                </p>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
              {activeSwitch(license)}
            </li>
          );
        })}
      </ul>
    </>
  );
}

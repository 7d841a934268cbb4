import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../../components/ui/card";
import { EmptyState, Notice } from "../../../../components/ui/notice";
import { Spinner } from "../../../../components/ui/spinner";
import { adminLicensesQuery, LICENSE_MESSAGES } from "../api";
import { LicenseForm } from "../components/license-form";
import { LicensesTable } from "../components/licenses-table";

export function meta() {
  return [{ title: "Bulk Licenses · Admin · Finance Careers" }];
}

// 001 §2 Bulk Licenses Management: the form on the left, the existing licences on the right.
export default function AdminBulkLicenses() {
  const licenses = useQuery(adminLicensesQuery);
  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[18rem_minmax(0,1fr)]">
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Generate New License</h2>
        <LicenseForm />
      </Card>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Manage Existing Licenses</h2>
        {licenses.isPending ? (
          <Spinner label="Loading licenses" />
        ) : licenses.isError ? (
          <Notice tone="error">{LICENSE_MESSAGES.loadFailed}</Notice>
        ) : licenses.data.licenses.length === 0 ? (
          <EmptyState title={LICENSE_MESSAGES.empty} />
        ) : (
          <LicensesTable licenses={licenses.data.licenses} />
        )}
      </Card>
    </div>
  );
}

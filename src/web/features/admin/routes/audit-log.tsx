import { useInfiniteQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AUDIT_KINDS } from "../../../../shared/schemas/admin";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import { EmptyState, Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { type AuditFilters, adminAuditQuery, auditCsvUrl } from "../api/audit";
import { AuditEntryItem } from "../components/audit-entry";
import { TextFilter } from "../components/text-filter";
import { UserDetailsDialog, type UserRef } from "../components/user-details-dialog";

export function meta() {
  return [{ title: "Audit Log · Admin · Finance Careers" }];
}

// Every change an admin made, newest first, filtered by admin, member and kind, and exported as CSV.
export default function AdminAuditLog() {
  const [search, setSearch] = useSearchParams();
  const filters: AuditFilters = {
    admin: search.get("admin") ?? undefined,
    member: search.get("member") ?? undefined,
    kind: search.get("kind") ?? undefined,
  };
  const filtered = Boolean(filters.admin || filters.member || filters.kind);
  const audit = useInfiniteQuery(adminAuditQuery(filters));
  const [viewing, setViewing] = useState<UserRef | null>(null);
  const onFilter = (key: keyof AuditFilters, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(key, value.trim());
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <p className="text-sm text-slate-600">
        Every change made in the admin area, every admin sign-in and every support reply: who, what and when.
        Newest first.
      </p>
      <AuditFiltersBar filters={filters} onFilter={onFilter} />
      {audit.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : !audit.data ? (
        // A failed "Load more" keeps the entries already shown; only a failed first page replaces them.
        <Notice tone="error">
          Failed to load the audit log: {audit.error?.message}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => audit.refetch()}>
            Retry
          </Button>
        </Notice>
      ) : entries.length === 0 ? (
        <EmptyState
          title={filtered ? "No entries match these filters." : "No changes recorded yet."}
          hint={filtered ? "Clear a filter to see more." : undefined}
        />
      ) : (
        <ol aria-label="Audit log entries" className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} onViewUser={(id) => setViewing({ id })} />
          ))}
        </ol>
      )}
      {audit.hasNextPage && (
        <div className="border-t border-slate-100 pt-4 text-center">
          <Button
            variant="secondary"
            onClick={() => audit.fetchNextPage()}
            disabled={audit.isFetchingNextPage}
          >
            {audit.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      )}
      {audit.isFetchNextPageError && (
        <Notice tone="error" className="mt-4">
          Could not load more entries: {audit.error?.message}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => audit.fetchNextPage()}>
            Try again
          </Button>
        </Notice>
      )}
      <UserDetailsDialog user={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

/** Admin and member are matched as typed (part of an email or name), applied on Enter or leaving the field. */
function AuditFiltersBar({
  filters,
  onFilter,
}: {
  filters: AuditFilters;
  onFilter: (key: keyof AuditFilters, value: string) => void;
}) {
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextFilter
          id="audit-admin"
          label="Admin"
          placeholder="Admin's email"
          value={filters.admin}
          onApply={(v) => onFilter("admin", v)}
        />
        <TextFilter
          id="audit-member"
          label="Member"
          placeholder="Name or email"
          value={filters.member}
          onApply={(v) => onFilter("member", v)}
        />
        <div className="space-y-1.5">
          <Label htmlFor="audit-kind">Kind</Label>
          <NativeSelect
            id="audit-kind"
            value={filters.kind ?? ""}
            onChange={(event) => onFilter("kind", event.target.value)}
          >
            <option value="">All kinds</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex justify-end">
        <Button asChild variant="secondary" size="sm">
          <a href={auditCsvUrl(filters)} download>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        </Button>
      </div>
    </div>
  );
}

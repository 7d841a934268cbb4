import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState, Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { adminAuditQuery } from "../api/audit";
import { AuditEntryItem } from "../components/audit-entry";
import { UserDetailsDialog, type UserRef } from "../components/user-details-dialog";

export function meta() {
  return [{ title: "Audit Log · Admin · Finance Careers" }];
}

// Every change an admin made, newest first.
export default function AdminAuditLog() {
  const audit = useInfiniteQuery(adminAuditQuery);
  const [viewing, setViewing] = useState<UserRef | null>(null);
  if (audit.isPending) return <Spinner label="Loading the audit log" />;
  // A failed "Load more" keeps the entries already shown; only a failed first page replaces them.
  if (!audit.data) {
    return (
      <Notice tone="error">
        Failed to load the audit log: {audit.error?.message}{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => audit.refetch()}>
          Retry
        </Button>
      </Notice>
    );
  }
  const entries = audit.data.pages.flatMap((page) => page.entries);
  return (
    <Card className="p-4 sm:p-6">
      <p className="mb-2 text-sm text-slate-600">
        Every change made in the admin area: who made it, what it was and when. Newest first.
      </p>
      {entries.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No changes recorded yet." />
        </div>
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

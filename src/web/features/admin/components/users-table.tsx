import { Button } from "../../../components/ui/button";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { localDate } from "../../../lib/format";
import type { AdminUserRow } from "../api/users";
import { PlanBadge, StaffBadge, StatusBadge } from "./user-badges";

type Actions = { onDetails: (user: AdminUserRow) => void; onEdit: (user: AdminUserRow) => void };

function RowActions({ user, onDetails, onEdit }: Actions & { user: AdminUserRow }) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => onDetails(user)}>
        Details<span className="sr-only"> of {user.name}</span>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onEdit(user)}>
        Edit<span className="sr-only"> {user.name}</span>
      </Button>
    </div>
  );
}

/** 001 §2 user table: a table on wide screens, a list of cards on phones and tablets. */
export function UsersTable({ users, ...actions }: Actions & { users: AdminUserRow[] }) {
  const columns: Column<AdminUserRow>[] = [
    { header: "Name", cell: (user) => user.name, className: "font-medium text-slate-900" },
    { header: "Email", cell: (user) => user.email, className: "text-slate-700 [overflow-wrap:anywhere]" },
    {
      header: "Signed Up",
      cell: (user) => localDate(user.signupDate),
      className: "whitespace-nowrap text-slate-700",
    },
    { header: "Status", cell: (user) => <StatusBadge status={user.status} /> },
    {
      header: "Plan",
      cell: (user) => (
        <span className="flex flex-wrap gap-1.5">
          <PlanBadge plan={user.planType} />
          {user.staff && <StaffBadge />}
        </span>
      ),
    },
    {
      header: <span className="sr-only">Actions</span>,
      label: "Actions",
      cell: (user) => <RowActions user={user} {...actions} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      stackBelow="lg"
      card={(user) => (
        <>
          <div>
            <p className="font-medium text-slate-900">{user.name}</p>
            <p className="truncate text-sm text-slate-700">{user.email}</p>
            <p className="text-xs text-slate-500">Signed up {localDate(user.signupDate)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <StatusBadge status={user.status} />
            <PlanBadge plan={user.planType} />
            {user.staff && <StaffBadge />}
          </div>
          <RowActions user={user} {...actions} />
        </>
      )}
    />
  );
}

import { Button } from "../../../components/ui/button";
import { localDate } from "../../../lib/format";
import type { AdminUserRow } from "../api/users";
import { PlanBadge, StatusBadge } from "./user-badges";

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
  return (
    <>
      <table className="hidden w-full text-left text-sm lg:table">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              Name
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Email
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Signed Up
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Plan
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-b border-slate-100">
              <td className="py-2 pr-4 font-medium text-slate-900">{user.name}</td>
              <td className="py-2 pr-4 text-slate-700 [overflow-wrap:anywhere]">{user.email}</td>
              <td className="py-2 pr-4 whitespace-nowrap text-slate-700">{localDate(user.signupDate)}</td>
              <td className="py-2 pr-4">
                <StatusBadge status={user.status} />
              </td>
              <td className="py-2 pr-4">
                <PlanBadge plan={user.planType} />
              </td>
              <td className="py-2">
                <RowActions user={user} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 lg:hidden">
        {users.map((user) => (
          <li key={user.id} className="space-y-2 py-3">
            <div>
              <p className="font-medium text-slate-900">{user.name}</p>
              <p className="truncate text-sm text-slate-700">{user.email}</p>
              <p className="text-xs text-slate-500">Signed up {localDate(user.signupDate)}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <StatusBadge status={user.status} />
              <PlanBadge plan={user.planType} />
            </div>
            <RowActions user={user} {...actions} />
          </li>
        ))}
      </ul>
    </>
  );
}

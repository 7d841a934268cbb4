import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { PLAN_TYPES, type PlanType } from "../../../../shared/plans";
import { USER_STATUSES, USERS_PAGE_SIZES, type UserStatus } from "../../../../shared/schemas/admin";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/notice";
import { Pager, type PageSize } from "../../../components/ui/pager";
import { Spinner } from "../../../components/ui/spinner";
import { type AdminUserRow, adminUsersQuery, type UserListParams, usersCsvUrl } from "../api/users";
import { UserDetailsDialog } from "../components/user-details-dialog";
import { UserEditDialog } from "../components/user-edit-dialog";
import { type UserFilters, UsersFilters } from "../components/users-filters";
import { UsersTable } from "../components/users-table";

export function meta() {
  return [{ title: "User Management · Admin · Finance Careers" }];
}

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((v) => v === value);

/** The list's filters live in the address, so a filtered page can be shared, reloaded or gone back to. */
function useListParams() {
  const [search, setSearch] = useSearchParams();
  const page = Number.parseInt(search.get("page") ?? "", 10);
  const size = Number(search.get("size"));
  const params: UserListParams = {
    q: search.get("q")?.trim() ?? "",
    status: oneOf(USER_STATUSES, search.get("status")),
    plan: oneOf(PLAN_TYPES, search.get("plan")),
    referral: search.get("referral")?.trim() || undefined,
    licence: search.get("licence")?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (USERS_PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : 25,
  };
  const update = useCallback(
    (
      change: Partial<
        Record<"q" | "status" | "plan" | "referral" | "licence" | "page" | "size", string | undefined>
      >,
    ) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          // A new search or filter starts again from the first page.
          if (!("page" in change)) next.delete("page");
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { params, update };
}

// 001 §2-5: User Management.
export default function AdminUsers() {
  const { params, update } = useListParams();
  const users = useQuery(adminUsersQuery(params));
  const [details, setDetails] = useState<AdminUserRow | null>(null);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const filtered = Boolean(params.q || params.status || params.plan || params.referral || params.licence);

  const onFilters = useCallback(
    (change: Partial<UserFilters>) =>
      update({
        ...("q" in change ? { q: change.q } : {}),
        ...("status" in change ? { status: change.status as UserStatus | undefined } : {}),
        ...("plan" in change ? { plan: change.plan as PlanType | undefined } : {}),
        ...("referral" in change ? { referral: change.referral } : {}),
        ...("licence" in change ? { licence: change.licence } : {}),
      }),
    [update],
  );

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <UsersFilters filters={params} onChange={onFilters} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {users.data
            ? `${users.data.total.toLocaleString()} ${users.data.total === 1 ? "user" : "users"}`
            : ""}
          {filtered ? " match these filters" : ""}
        </p>
        <Button asChild variant="secondary" size="sm">
          <a href={usersCsvUrl(params)} download>
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        </Button>
      </div>
      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <div role="alert" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4">
          <h2 className="font-semibold text-red-900">Error fetching users</h2>
          <p className="text-sm text-red-800">
            {users.error.message || "An unexpected error occurred while fetching users."}
          </p>
          <Button variant="secondary" size="sm" onClick={() => users.refetch()} disabled={users.isFetching}>
            {users.isFetching ? "Retrying..." : "Retry"}
          </Button>
        </div>
      ) : users.data.total === 0 ? (
        filtered ? (
          <EmptyState
            title="No users match your current filters."
            hint="Try adjusting your search query or filters."
          />
        ) : (
          <EmptyState
            title="No users found in the system."
            hint="Once users sign up, they will appear here."
          />
        )
      ) : users.data.users.length === 0 ? (
        // The list shrank under this page (a filter elsewhere, a deletion): offer the way back.
        <div className="space-y-3">
          <EmptyState title="This page is past the end of the list." />
          <Button variant="secondary" size="sm" onClick={() => update({ page: undefined })}>
            Go to the first page
          </Button>
        </div>
      ) : (
        <div className={users.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <UsersTable users={users.data.users} onDetails={setDetails} onEdit={setEditing} />
          <div className="mt-4 border-t border-slate-100 pt-4">
            <Pager
              page={params.page}
              pageSize={params.pageSize}
              total={users.data.total}
              onPage={(page) => update({ page: page > 1 ? String(page) : undefined })}
              onPageSize={(size) => update({ size: size === 25 ? undefined : String(size) })}
            />
          </div>
        </div>
      )}
      <UserDetailsDialog user={details} onClose={() => setDetails(null)} />
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

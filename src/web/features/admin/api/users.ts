import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { PlanType } from "../../../../shared/plans";
import type { USERS_PAGE_SIZES, UserStatus } from "../../../../shared/schemas/admin";
import { adminKeys } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

export type UserListParams = {
  q: string;
  status?: UserStatus;
  plan?: PlanType;
  referral?: string;
  licence?: string;
  page: number;
  pageSize: (typeof USERS_PAGE_SIZES)[number];
};

// Search, filters and paging all happen on the server, so the table stays fast at 100k users.
export const adminUsersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: [...adminKeys.users, "list", params],
    queryFn: () =>
      unwrap(
        client.api.admin.users.$get({
          query: {
            ...(params.q ? { q: params.q } : {}),
            ...(params.status ? { status: params.status } : {}),
            ...(params.plan ? { plan: params.plan } : {}),
            ...(params.referral ? { referral: params.referral } : {}),
            ...(params.licence ? { licence: params.licence } : {}),
            page: String(params.page),
            pageSize: String(params.pageSize),
          },
        }),
      ),
    // The old page stays on screen while the next one loads, instead of a flash of "loading".
    placeholderData: keepPreviousData,
  });

export type AdminUserList = Awaited<ReturnType<ReturnType<typeof adminUsersQuery>["queryFn"] & {}>>;
export type AdminUserRow = AdminUserList["users"][number];

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.users, "detail", id],
    queryFn: () => unwrap(client.api.admin.users[":id"].$get({ param: { id } })),
  });

export type AdminUserRecord = Awaited<ReturnType<ReturnType<typeof adminUserQuery>["queryFn"] & {}>>;

export const updateUserStatus = (id: string, status: "Active" | "Suspended") =>
  unwrap(client.api.admin.users[":id"].status.$patch({ param: { id }, json: { status } }));

export const confirmUserEmail = (id: string) =>
  unwrap(client.api.admin.users[":id"]["confirm-email"].$post({ param: { id } }));

export const updateUserPlan = (id: string, planType: PlanType) =>
  unwrap(client.api.admin.users[":id"].plan.$patch({ param: { id }, json: { planType } }));

/** The filtered list as a CSV download (every matching member, not one page). */
export function usersCsvUrl(params: Omit<UserListParams, "page" | "pageSize">) {
  const query = new URLSearchParams();
  for (const key of ["q", "status", "plan", "referral", "licence"] as const) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return `/api/admin/users/export.csv${text ? `?${text}` : ""}`;
}

/** The member's own data export, downloaded by the browser (and audited by the server). */
export const memberExportUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}/export`;

export const correctUserDetails = (
  id: string,
  change: { first_name?: string; last_name?: string; email?: string },
) => unwrap(client.api.admin.users[":id"].details.$patch({ param: { id }, json: change }));

export const sendPasswordReset = (id: string) =>
  unwrap(client.api.admin.users[":id"]["password-reset"].$post({ param: { id } }));

export const eraseUser = (id: string, confirmEmail: string) =>
  unwrap(client.api.admin.users[":id"].erase.$post({ param: { id }, json: { confirm_email: confirmEmail } }));

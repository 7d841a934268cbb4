import { queryOptions } from "@tanstack/react-query";
import type { FirmUpdateInput, JobSourceCreateInput } from "../../../../shared/schemas/site-content";
import { ADMIN_KEY } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

// The Job Sources section of the admin's Site Content screen: the boards polled and the CSV of roles.
const api = client.api.admin["site-content"];

export const jobSourceKeys = {
  list: [...ADMIN_KEY, "site-content", "job-sources"] as const,
};

export const jobSourcesQuery = queryOptions({
  queryKey: jobSourceKeys.list,
  queryFn: () => unwrap(api["job-sources"].$get()),
});
export type AdminJobSource = Awaited<ReturnType<typeof jobSourcesQuery.queryFn & {}>>["sources"][number];

export const addJobSource = (input: JobSourceCreateInput) =>
  unwrap(api["job-sources"].$post({ json: input }));
export const runJobSource = (id: string) => unwrap(api["job-sources"][":id"].run.$post({ param: { id } }));
export type JobSourceRun = Awaited<ReturnType<typeof runJobSource>>;

export const importJobsCsv = (csv: string, dryRun: boolean) =>
  unwrap(api["jobs-csv"].$post({ json: { csv, dry_run: dryRun } }));
export type JobsCsvResult = Awaited<ReturnType<typeof importJobsCsv>>;

// The Premier firms section: which firms members see as premier, and the card each one shows.
export type FirmFilters = { q: string; premier: boolean };

export const firmKeys = {
  all: [...ADMIN_KEY, "site-content", "firms"] as const,
};

export const firmsQuery = (filters: FirmFilters) =>
  queryOptions({
    queryKey: [...firmKeys.all, filters] as const,
    queryFn: () =>
      unwrap(
        api.firms.$get({
          query: { ...(filters.q ? { q: filters.q } : {}), ...(filters.premier ? { premier: "true" } : {}) },
        }),
      ),
  });
export type AdminFirm = Awaited<ReturnType<ReturnType<typeof firmsQuery>["queryFn"] & {}>>["firms"][number];

export const updateFirm = (id: string, input: FirmUpdateInput) =>
  unwrap(api.firms[":id"].$patch({ param: { id }, json: input }));

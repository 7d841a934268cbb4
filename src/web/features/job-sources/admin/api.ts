import { queryOptions } from "@tanstack/react-query";
import type { JobSourceCreateInput } from "../../../../shared/schemas/site-content";
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

import { queryOptions } from "@tanstack/react-query";
import type {
  FirmCreateInput,
  FirmUpdateInput,
  JobSourceCreateInput,
  JobSourceEditInput,
  JobSourcePreviewInput,
} from "../../../../shared/schemas/site-content";
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
export const previewJobSource = (input: JobSourcePreviewInput) =>
  unwrap(api["job-sources"].preview.$post({ json: input }));
export type JobSourcePreview = Awaited<ReturnType<typeof previewJobSource>>;
export const runJobSource = (id: string) => unwrap(api["job-sources"][":id"].run.$post({ param: { id } }));
export const editJobSource = (id: string, input: JobSourceEditInput) =>
  unwrap(api["job-sources"][":id"].$patch({ param: { id }, json: input }));
export const setJobSourceEnabled = (id: string, enabled: boolean) =>
  unwrap(api["job-sources"][":id"].enabled.$put({ param: { id }, json: { enabled } }));
export const deleteJobSource = (id: string) => unwrap(api["job-sources"][":id"].$delete({ param: { id } }));
export type JobSourceRun = Awaited<ReturnType<typeof runJobSource>>;

export const importJobsCsv = (csv: string, dryRun: boolean) =>
  unwrap(api["jobs-csv"].$post({ json: { csv, dry_run: dryRun } }));
export type JobsCsvResult = Awaited<ReturnType<typeof importJobsCsv>>;
/** A CSV with every column and two example rows, downloaded from the server so it matches what it reads. */
export const JOBS_CSV_TEMPLATE_URL = "/api/admin/site-content/jobs-csv/template";

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
export const createFirm = (input: FirmCreateInput) => unwrap(api.firms.$post({ json: input }));
export const orderPremierFirms = (firmIds: string[]) =>
  unwrap(api.firms["premier-order"].$put({ json: { firm_ids: firmIds } }));

/** The logo goes as a multipart upload; the server judges the file by its bytes. */
export function uploadFirmLogo(id: string, file: File) {
  const body = new FormData();
  body.set("file", file);
  return unwrap(api.firms[":id"].logo.$post({ param: { id } }, { init: { body } }));
}
export const removeFirmLogo = (id: string) => unwrap(api.firms[":id"].logo.$delete({ param: { id } }));

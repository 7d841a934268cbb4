import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/api";

/** The feed's URL parameters, passed to the API as they are (the server validates them). */
export type FeedParams = Record<string, string>;

/** The feed's query from the address's search parameters (the URL is the feed's state). */
export function feedParamsOf(search: URLSearchParams): FeedParams {
  const params: FeedParams = {};
  for (const [key, value] of search) if (value && key !== "cursor") params[key] = value;
  return params;
}

export const feedQuery = (params: FeedParams) =>
  infiniteQueryOptions({
    queryKey: ["jobs", "feed", params],
    queryFn: ({ pageParam }) =>
      unwrap(client.api.jobs.$get({ query: { ...params, ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export type FeedPage = Awaited<ReturnType<ReturnType<typeof feedQuery>["queryFn"] & {}>>;
export type JobCardData = FeedPage["jobs"][number];

export const jobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ["jobs", "detail", jobId],
    queryFn: () => unwrap(client.api.jobs[":jobId"].$get({ param: { jobId } })),
  });

export const premierFirmsQuery = queryOptions({
  queryKey: ["jobs", "premier-firms"],
  queryFn: () => unwrap(client.api.jobs["premier-firms"].$get()),
});

export function setSaved(jobId: string, saved: boolean) {
  const route = client.api.jobs[":jobId"].save;
  return unwrap(saved ? route.$put({ param: { jobId } }) : route.$delete({ param: { jobId } }));
}

export const summaryQuery = (jobId: string) =>
  queryOptions({
    queryKey: ["jobs", "summary", jobId],
    queryFn: () => unwrap(client.api["job-tools"][":jobId"].summary.$get({ param: { jobId } })),
    // A summary never changes for a role; a refusal (free plan) should not be retried either.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const importJob = (url: string) => unwrap(client.api["job-tools"].import.$post({ json: { url } }));

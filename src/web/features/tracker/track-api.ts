import { queryOptions } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/api";

// Which feed roles the member tracks (one request for a whole page of cards), and Track itself.

export const trackedQuery = queryOptions({
  queryKey: ["tracker", "tracked"],
  queryFn: () => unwrap(client.api.tracker.tracked.$get()),
  staleTime: 30_000,
});

export const trackJob = (jobId: string) =>
  unwrap(client.api.tracker.track[":jobId"].$post({ param: { jobId } }));

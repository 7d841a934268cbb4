import { queryOptions } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/api";

// The assessment prep hub's summary, typed from the server.

export const overviewQuery = queryOptions({
  queryKey: ["assessments", "overview"],
  queryFn: () => unwrap(client.api.assessments.overview.$get()),
});
export type Overview = Awaited<ReturnType<typeof overviewQuery.queryFn & {}>>;

import { queryOptions } from "@tanstack/react-query";
import { client, unwrap } from "../../lib/api";

// The job guarantee's progress on the tracker, and filing the claim (which reaches Support).

export const GUARANTEE_KEY = ["tracker", "guarantee"] as const;

export const guaranteeQuery = queryOptions({
  queryKey: GUARANTEE_KEY,
  queryFn: () => unwrap(client.api.tracker.guarantee.$get()),
});

export const claimGuarantee = () => unwrap(client.api.tracker.guarantee.claim.$post());

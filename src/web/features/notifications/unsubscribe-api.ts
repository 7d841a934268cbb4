import { queryOptions } from "@tanstack/react-query";
import type { ResubscribeInput, UnsubscribeQuery } from "../../../shared/schemas/unsubscribe";
import { ApiError, client, unwrap } from "../../lib/api";

// The /unsubscribe page's calls: the signed link from the email is the authority, no session needed.

/** What the link would stop and whether it is on; reading it changes nothing. A bad link is not retried. */
export const unsubscribeLinkQuery = (link: UnsubscribeQuery) =>
  queryOptions({
    queryKey: ["unsubscribe", link],
    queryFn: () => unwrap(client.api.unsubscribe.$get({ query: link })),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 400) && failures < 3,
    staleTime: 0,
  });

export const unsubscribe = (link: UnsubscribeQuery) => unwrap(client.api.unsubscribe.$post({ query: link }));

export const resubscribe = (link: UnsubscribeQuery, input: ResubscribeInput) =>
  unwrap(client.api.unsubscribe.resubscribe.$post({ query: link, json: input }));

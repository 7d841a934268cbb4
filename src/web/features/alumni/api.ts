import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { alumniListingSchema, ChatReportInput, ChatRequestInput } from "../../../shared/schemas/alumni";
import { client, unwrap } from "../../lib/api";

// Alumni's queries and mutations on the typed client; shapes are inferred from the server.

export const ALUMNI_KEY = ["alumni"] as const;
const api = client.api.alumni;
const oneRequest = api.requests[":requestId"];

/**
 * Alumni from the member's university, 20 at a time. Read fresh on each visit: listings come and go at
 * once.
 */
export const directoryQuery = infiniteQueryOptions({
  queryKey: [...ALUMNI_KEY, "directory"],
  queryFn: ({ pageParam }) => unwrap(api.$get({ query: pageParam ? { cursor: pageParam } : {} })),
  initialPageParam: "",
  getNextPageParam: (last) => last.next_cursor ?? undefined,
  staleTime: 0,
});
export type Directory = Awaited<ReturnType<typeof directoryQuery.queryFn & {}>>;
export type Alum = Directory["alumni"][number];

/** The member's own listing; fresh on each visit, since the university comes from their answers. */
export const listingQuery = queryOptions({
  queryKey: [...ALUMNI_KEY, "listing"],
  queryFn: () => unwrap(api.listing.$get()),
  staleTime: 0,
});
export type Listing = Awaited<ReturnType<typeof listingQuery.queryFn & {}>>;

export const requestsQuery = queryOptions({
  queryKey: [...ALUMNI_KEY, "requests"],
  queryFn: () => unwrap(api.requests.$get()),
  staleTime: 0,
});
export type ChatRequests = Awaited<ReturnType<typeof requestsQuery.queryFn & {}>>;
export type IncomingRequest = ChatRequests["incoming"][number];
export type OutgoingRequest = ChatRequests["outgoing"][number];

export const saveListing = (input: z.output<typeof alumniListingSchema>) =>
  unwrap(api.listing.$put({ json: input }));
export const askToChat = (alumId: string, input: ChatRequestInput) =>
  unwrap(api[":alumId"].requests.$post({ param: { alumId }, json: input }));
export const acceptRequest = (requestId: string) => unwrap(oneRequest.accept.$post({ param: { requestId } }));
export const declineRequest = (requestId: string) =>
  unwrap(oneRequest.decline.$post({ param: { requestId } }));
export const blockSender = (requestId: string) => unwrap(oneRequest.block.$post({ param: { requestId } }));
export const reportRequest = (requestId: string, input: ChatReportInput) =>
  unwrap(oneRequest.report.$post({ param: { requestId }, json: input }));
export const unblockMember = (memberId: string) =>
  unwrap(api.blocks[":memberId"].$delete({ param: { memberId } }));

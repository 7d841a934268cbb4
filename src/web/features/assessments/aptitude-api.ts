import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { AptitudeAnswerInput, AptitudeStartInput } from "../../../shared/schemas/assessments";
import { client, unwrap } from "../../lib/api";

// Aptitude tests' queries and mutations on the typed client; every shape is inferred from the server.

/** The whole feature's prefix: finishing a test refreshes the hub's summary as well as the history. */
export const ASSESSMENTS_KEY = ["assessments"] as const;
export const APTITUDE_KEY = [...ASSESSMENTS_KEY, "aptitude"] as const;
const api = client.api.assessments.aptitude;
const one = api[":attemptId"];

export const aptitudeHistoryQuery = queryOptions({
  queryKey: [...APTITUDE_KEY, "history"],
  queryFn: () => unwrap(api.history.$get({ query: {} })),
});
export type AptitudeHistory = Awaited<ReturnType<typeof aptitudeHistoryQuery.queryFn & {}>>;
export type AptitudeHistoryEntry = AptitudeHistory[number];

export const attemptQuery = (attemptId: string) =>
  queryOptions({
    queryKey: [...APTITUDE_KEY, "attempt", attemptId],
    queryFn: () => unwrap(one.$get({ param: { attemptId } })),
    // A missing (or malformed) attempt stays missing; asking again only delays the message.
    retry: (count, error) => ![400, 404].includes((error as { status?: number }).status ?? 0) && count < 2,
  });
export type AptitudeAttempt = Awaited<ReturnType<ReturnType<typeof attemptQuery>["queryFn"] & {}>>;
export type AttemptEntry = AptitudeAttempt["items"][number];
export type ShownItem = AttemptEntry["item"];
export type ItemReview = NonNullable<AttemptEntry["review"]>;
export type AttemptResult = NonNullable<AptitudeAttempt["result"]>;

export const startAptitude = (input: AptitudeStartInput) => unwrap(api.$post({ json: input }));
export const answerAptitude = (attemptId: string, input: AptitudeAnswerInput) =>
  unwrap(one.answers.$post({ param: { attemptId }, json: input }));
export type AnswerReply = Awaited<ReturnType<typeof answerAptitude>>;
export const completeAptitude = (attemptId: string) => unwrap(one.complete.$post({ param: { attemptId } }));

/** After a test ends: the history, the cards' last and best results, and the hub's summary. */
export const refreshAptitudeSummaries = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    queryKey: ASSESSMENTS_KEY,
    predicate: (query) => query.queryKey[2] !== "attempt",
  });

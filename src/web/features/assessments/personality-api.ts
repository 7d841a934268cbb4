import { queryOptions } from "@tanstack/react-query";
import type { PersonalityAnswers } from "../../../shared/personality";
import { client, unwrap } from "../../lib/api";

// The personality questionnaire's queries and mutations on the typed client; shapes are inferred from
// the server.

export const PERSONALITY_KEY = ["assessments", "personality"] as const;
const api = client.api.assessments.personality;
const one = api[":attemptId"];

/** The attempt in progress (with its answers) and every result, newest first. */
export const personalityOverviewQuery = queryOptions({
  queryKey: [...PERSONALITY_KEY, "overview"],
  queryFn: () => unwrap(api.$get()),
});
export type PersonalityOverview = Awaited<ReturnType<typeof personalityOverviewQuery.queryFn & {}>>;
export type PersonalityResultEntry = PersonalityOverview["results"][number];
export type DomainView = PersonalityResultEntry["result"]["domains"][number];
export type FacetView = DomainView["facets"][number];

/** The statements never change while the app runs, so a page is fetched once. */
export const personalityPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...PERSONALITY_KEY, "items", page],
    queryFn: () => unwrap(api.items.$get({ query: { page: String(page) } })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
export type PersonalityPage = Awaited<ReturnType<ReturnType<typeof personalityPageQuery>["queryFn"] & {}>>;
export type PersonalityStatement = PersonalityPage["items"][number];

/** Starts an attempt, or gives back the one already in progress (on any device) with its answers. */
export const startPersonality = () => unwrap(api.$post());
export type PersonalityAttempt = Awaited<ReturnType<typeof startPersonality>>;

/** Merges these answers into the attempt's. */
export const savePersonalityAnswers = (attemptId: string, answers: PersonalityAnswers) =>
  unwrap(one.answers.$put({ param: { attemptId }, json: { answers } }));

export const completePersonality = (attemptId: string) =>
  unwrap(one.complete.$post({ param: { attemptId } }));

import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { QuestionCategory } from "../../../shared/interview";
import type { StoryCreateInput, StoryUpdateInput } from "../../../shared/schemas/prep";
import { client, unwrap } from "../../lib/api";

// The prep hub's queries and mutations on the typed client; shapes are inferred from the server.

export const PREP_KEY = ["prep"] as const;
const api = client.api.prep;
const oneStory = api.stories[":storyId"];

export type QuestionSearchState = { q: string; category: QuestionCategory | ""; page: number };

export const questionsQuery = ({ q, category, page }: QuestionSearchState) =>
  queryOptions({
    queryKey: [...PREP_KEY, "questions", { q, category, page }],
    queryFn: () => unwrap(api.questions.$get({ query: { q, category, page: String(page) } })),
    // The previous results stay on screen while the next search loads, so the list does not jump.
    placeholderData: keepPreviousData,
    // The bank changes only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
export type QuestionResults = Awaited<ReturnType<ReturnType<typeof questionsQuery>["queryFn"] & {}>>;
export type BankQuestion = QuestionResults["questions"][number];

export const storiesQuery = queryOptions({
  queryKey: [...PREP_KEY, "stories"],
  queryFn: () => unwrap(api.stories.$get()),
});
export type StoriesData = Awaited<ReturnType<typeof storiesQuery.queryFn & {}>>;
export type Story = StoriesData["stories"][number];

export const createStory = (input: StoryCreateInput) => unwrap(api.stories.$post({ json: input }));
export const updateStory = (storyId: string, input: StoryUpdateInput) =>
  unwrap(oneStory.$patch({ param: { storyId }, json: input }));
export const deleteStory = (storyId: string) => unwrap(oneStory.$delete({ param: { storyId } }));

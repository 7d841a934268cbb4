import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { AnswerSubmitInput, InterviewCreateInput } from "../../../shared/schemas/interview";
import { ApiError, client, unwrap } from "../../lib/api";

// Interview practice's queries and mutations on the typed client; shapes are inferred from the server.

export const INTERVIEW_KEY = ["interview"] as const;
const api = client.api.interview;
const one = api.sessions[":sessionId"];

export const optionsQuery = queryOptions({
  queryKey: [...INTERVIEW_KEY, "options"],
  queryFn: () => unwrap(api.options.$get()),
});
export type InterviewOptions = Awaited<ReturnType<typeof optionsQuery.queryFn & {}>>;

export const sessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [...INTERVIEW_KEY, "session", sessionId],
    queryFn: () => unwrap(one.$get({ param: { sessionId } })),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
export type SessionData = Awaited<ReturnType<ReturnType<typeof sessionQuery>["queryFn"] & {}>>;
export type SessionQuestion = SessionData["questions"][number];

/** The history a page of 20 at a time (each page also carries the chart's latest finished sessions). */
export const historyQuery = infiniteQueryOptions({
  queryKey: [...INTERVIEW_KEY, "history"],
  queryFn: ({ pageParam }) => unwrap(api.history.$get({ query: pageParam ? { cursor: pageParam } : {} })),
  initialPageParam: "",
  getNextPageParam: (last) => last.next_cursor ?? undefined,
});
export type HistoryData = Awaited<ReturnType<typeof historyQuery.queryFn & {}>>;

export const createSession = (input: InterviewCreateInput) => unwrap(api.sessions.$post({ json: input }));
export const submitAnswer = (sessionId: string, input: AnswerSubmitInput) =>
  unwrap(one.answers.$post({ param: { sessionId }, json: input }));
export type AnswerResult = Awaited<ReturnType<typeof submitAnswer>>;
export const completeSession = (sessionId: string) => unwrap(one.complete.$post({ param: { sessionId } }));

/** Sends a recording for a transcript; the server answers 503 when no transcription service is set. */
export async function transcribe(blob: Blob): Promise<string> {
  const form = new FormData();
  form.append(
    "file",
    new File([blob], `answer.${blob.type.includes("mp4") ? "mp4" : "webm"}`, { type: blob.type }),
  );
  const response = await fetch("/api/interview/transcribe", {
    method: "POST",
    body: form,
    credentials: "same-origin",
  }).catch(() => {
    throw new ApiError(0, "network", "Could not reach the server. Check your connection and try again.");
  });
  const body = (await response.json().catch(() => null)) as {
    text?: string;
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      body?.error?.code ?? "http_error",
      body?.error?.message ?? "The transcript failed. Type or correct it instead.",
    );
  }
  return body?.text ?? "";
}

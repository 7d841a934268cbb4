import { queryOptions } from "@tanstack/react-query";
import type { PlanTickInput } from "../../../shared/schemas/career-coach";
import { createSseReader } from "../../../shared/sse";
import { ApiError, client, unwrap } from "../../lib/api";

// The career coach's queries and calls on the typed client; shapes are inferred from the server. A
// question's answer is read as server-sent events, so a model's answer shows as it is written.

export const COACH_KEY = ["career-coach"] as const;
const api = client.api["career-coach"];

export const planQuery = queryOptions({
  queryKey: [...COACH_KEY, "plan"],
  queryFn: () => unwrap(api.plan.$get()),
  // The plan is computed from the tracker, practice and documents: read it afresh on every visit.
  staleTime: 0,
});
export type WeekPlan = Awaited<ReturnType<typeof planQuery.queryFn & {}>>;
export type PlanItem = WeekPlan["items"][number];

export const tickItem = (input: PlanTickInput) => unwrap(api.plan.ticks.$put({ json: input }));

export const messagesQuery = queryOptions({
  queryKey: [...COACH_KEY, "messages"],
  queryFn: () => unwrap(api.messages.$get()),
});
export type ChatHistory = Awaited<ReturnType<typeof messagesQuery.queryFn & {}>>;
export type ChatMessage = ChatHistory["messages"][number];

export const deleteHistory = () => unwrap(api.messages.$delete());

export type AnswerEvent =
  | { type: "start"; by: string; engine: "builtin" | "model"; model: string | null; notice: string | null }
  | { type: "delta"; text: string }
  | { type: "restart"; notice: string }
  | { type: "done"; question: ChatMessage; answer: ChatMessage };

const NETWORK = "Could not reach the server. Check your connection and try again.";

/** Asks the coach and calls `onEvent` for each part of the answer as it arrives. */
export async function askCoach(question: string, onEvent: (event: AnswerEvent) => void): Promise<void> {
  const response = await api.messages
    .$post({ json: { question } }, { headers: { accept: "text/event-stream" } })
    .catch((error: unknown) => {
      throw error instanceof ApiError ? error : new ApiError(0, "network", NETWORK);
    });
  if (!response.ok || !response.body) {
    // Refusals (validation, the daily limit) come before the stream, in the API's error shape.
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? "http_error",
      body?.error?.message ??
        (response.status >= 500
          ? `The coach is not available right now (the server answered ${response.status}). Please try again in a moment.`
          : `The server answered ${response.status}. Please try again.`),
      body?.error?.fields,
    );
  }
  const reader = createSseReader();
  const decoder = new TextDecoder();
  const body = response.body.getReader();
  let finished = false;
  const handle = (events: { event: string; data: string }[]) => {
    for (const { event, data } of events) {
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === "error") {
        throw new ApiError(500, "coach_failed", String(payload.message ?? "The coach could not answer."));
      }
      if (event === "done") finished = true;
      onEvent({ type: event, ...payload } as AnswerEvent);
    }
  };
  try {
    for (;;) {
      const { value, done } = await body.read();
      if (done) break;
      handle(reader.push(decoder.decode(value, { stream: true })));
    }
    handle(reader.end());
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      0,
      "network",
      "The connection dropped while the coach was answering. Your question is saved: reload to see whether the answer arrived, or ask again.",
    );
  }
  if (!finished) {
    throw new ApiError(
      0,
      "network",
      "The answer stopped before it was finished. Reload to see it in your history, or ask again.",
    );
  }
}

import type { ClientResponse } from "hono/client";
import { hc } from "hono/client";
import type { ApiRoutes } from "../../server/app";

/** An API failure with the server's code, message and per-field messages (server/http/errors.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";

// Types come from the server's routers (ApiRoutes), never written by hand.
export const client = hc<ApiRoutes>("/", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    fetch(input, { ...init, credentials: "same-origin" }).catch(() => {
      throw new ApiError(0, "network", NETWORK_MESSAGE);
    }),
});

type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, "json">
    ? Status extends 200 | 201
      ? Body
      : never
    : never;

/** Awaits a typed call and returns its success body, or throws ApiError with the server's words. */
export async function unwrap<R extends ClientResponse<unknown, number, "json">>(
  request: Promise<R>,
): Promise<SuccessBody<R>> {
  const response = await request;
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return body as SuccessBody<R>;
  const error = (
    body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null
  )?.error;
  throw new ApiError(
    response.status,
    error?.code ?? "http_error",
    error?.message ?? `The server answered ${response.status}. Please try again.`,
    error?.fields,
  );
}

/** For better-auth's own endpoints, which the typed client does not describe. */
export async function postAuth(path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`/api/auth${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => {
    throw new ApiError(0, "network", NETWORK_MESSAGE);
  });
  if (!response.ok) {
    const error = (
      (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null
    )?.error;
    throw new ApiError(response.status, error?.code ?? "http_error", error?.message ?? "The request failed.");
  }
}

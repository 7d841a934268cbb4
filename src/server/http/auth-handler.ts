import type { Context } from "hono";
import { AUTH_HTTP_ENDPOINTS } from "../auth";
import type { AppEnv } from "./context";
import { notFound } from "./errors";

const BASE_PATH = "/api/auth";

// The session token lives in an HttpOnly cookie so that page scripts can never read it; these reads
// would hand it to them in JSON, so it is taken out (nothing in the app needs it).
const SESSION_READS = new Set(["/api/auth/get-session", "/api/auth/list-sessions"]);

function dropTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropTokens);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, item]) => [key, dropTokens(item)]),
  );
}

async function withoutTokens(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(dropTokens(await response.json())), {
    status: response.status,
    headers,
  });
}

/**
 * The request better-auth gets. It reads the session cookie itself; when the request context accepted
 * no session from it (none, a forged or ended one, a suspended member's, an admin's past its limits),
 * the cookies are left out, so better-auth sees nobody signed in either, as every other /api route does.
 */
function asSeenByUs(c: Context<AppEnv>): Request {
  const request = c.req.raw;
  if (c.get("session") || !request.headers.has("cookie")) return request;
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  return new Request(request, { headers });
}

/**
 * better-auth's own endpoints, only those on the allow-list (AUTH_HTTP_ENDPOINTS in auth.ts): any other
 * path, method or spelling answers 404 before better-auth sees it. The path is taken from the URL as
 * sent, the way better-auth routes it. Its JSON errors are `{ code, message }`; they are reshaped into
 * the API's `{ error: { code, message } }`.
 */
export async function authHandler(c: Context<AppEnv>) {
  const path = new URL(c.req.url).pathname;
  const endpoint = path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : "";
  if (!AUTH_HTTP_ENDPOINTS.has(`${c.req.method} ${endpoint}`)) throw notFound("There is no such API route.");
  const response = await c.get("deps").auth.handler(asSeenByUs(c));
  if (response.ok && SESSION_READS.has(c.req.path)) return withoutTokens(response);
  if (response.status < 400) return response;
  // A 5xx is unexpected: onError logs it and answers with a request id, like every other route.
  if (response.status >= 500)
    throw new Error(`better-auth answered ${response.status}: ${await response.text()}`);
  const isJson = response.headers.get("content-type")?.includes("application/json");
  const body = (isJson ? await response.json().catch(() => ({})) : {}) as { code?: string; message?: string };
  if (!isJson && response.status === 404) body.message = "There is no such API route.";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(
    JSON.stringify({
      error: {
        code: (body.code ?? (response.status === 404 ? "not_found" : "auth_error")).toLowerCase(),
        message: body.message ?? "The request could not be completed.",
      },
    }),
    { status: response.status, headers },
  );
}

import { type APIError, isAPIError } from "better-auth/api";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import { HttpError } from "../platform/http-error";
import { loggedPath } from "./log-path";

// Every error leaves the API as { error: { code, message, fields? } }. Handlers throw;
// one onError renders. Anything unexpected becomes a 500 that carries only the request id.

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
};

// Defined in the platform layer, which throws it too; exported here as well so that a route or service
// imports the error and its helpers from one place.
export { HttpError };

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, "bad_request", message, fields);
export const unauthorized = (message = "Please sign in to continue.") =>
  new HttpError(401, "unauthorized", message);
export const forbidden = (message = "You do not have access to this.") =>
  new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found.") => new HttpError(404, "not_found", message);
export const conflict = (message: string) => new HttpError(409, "conflict", message);

export function errorResponse(c: Context, error: HttpError) {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fields) body.error.fields = error.fields;
  return c.json(body, error.status, error.headers);
}

/** better-auth reports its errors with UPPER_SNAKE codes and its own wording. */
function fromBetterAuth(error: APIError): HttpError {
  const status = Math.max(error.statusCode, 400) as ContentfulStatusCode;
  const code = String(error.body?.code ?? error.status).toLowerCase();
  const message = error.body?.message ?? error.message ?? "Request failed.";
  return new HttpError(status, code, message);
}

export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof HttpError) return errorResponse(c, err);
    // isAPIError also knows better-call's errors (better-auth's body validation throws those).
    // better-auth's own 5xx (e.g. "Failed to get session" when the database is down) is unexpected too.
    if (isAPIError(err) && err.statusCode < 500) return errorResponse(c, fromBetterAuth(err));
    if (err instanceof HTTPException && err.status < 500) {
      const message =
        err.status === 413 ? "The request is too large." : err.message || "The request could not be read.";
      return errorResponse(
        c,
        new HttpError(
          err.status as ContentfulStatusCode,
          err.status === 413 ? "payload_too_large" : "bad_request",
          message,
        ),
      );
    }
    const requestId = c.get("requestId") as string | undefined;
    logger.error({ err, requestId, path: loggedPath(c.req.path) }, "unhandled error");
    const body: ErrorBody = {
      error: {
        code: "internal_error",
        message: `Something went wrong on our side. Please try again; if it keeps happening, contact support quoting ${requestId}.`,
        requestId,
      },
    };
    return c.json(body, 500);
  };
}

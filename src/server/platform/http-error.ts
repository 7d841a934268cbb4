import type { ContentfulStatusCode } from "hono/utils/http-status";

// The one typed error every layer throws: its status, a stable code, the message the person sees and,
// for a form, the message for each field. It lives here, below the HTTP layer, because platform
// services (the audit log's cursor, the common-password check, the Premium check) refuse bad input with
// it too; src/server/http/errors.ts renders it as the API's error body.
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

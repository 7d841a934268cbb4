import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";

// PostgreSQL cannot store a NUL character in text, and an unpaired UTF-16 surrogate is not text at all
// (it cannot be encoded as UTF-8), so either would reach the database and fail there as a 500. Every
// API input is checked here first, whatever route it is for: the JSON body, the query string and the
// path. The request is refused with a 400 that says what to change; nothing is stored.

export const BAD_CHARACTERS_MESSAGE =
  "The request contains a character that cannot be stored (a NUL character or a broken emoji or symbol). Remove it and try again.";

const badCharacters = () => new HttpError(400, "invalid_characters", BAD_CHARACTERS_MESSAGE);

const NUL = String.fromCharCode(0);
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL can store: no NUL, and well-formed UTF-16 (no unpaired surrogate). */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !UNPAIRED_SURROGATE.test(text);
}

function everyStringStorable(value: unknown): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (Array.isArray(value)) return value.every(everyStringStorable);
  if (value && typeof value === "object") {
    return Object.entries(value).every(([key, item]) => isStorableText(key) && everyStringStorable(item));
  }
  return true;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // Not valid percent-encoded UTF-8: the router and validators refuse it on their own terms.
    return text;
  }
}

/**
 * Refuses API requests whose text cannot be stored. `skip` lists paths whose raw body must stay
 * untouched (a signed webhook) or that another library reads itself.
 */
export function storableTextOnly(skip: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (skip(c.req.path)) return next();
    const url = new URL(c.req.url);
    if (!isStorableText(decoded(url.pathname))) throw badCharacters();
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (!isStorableText(key) || !values.every(isStorableText)) throw badCharacters();
    }
    if (c.req.header("content-type")?.includes("application/json")) {
      // Read once and cached by Hono, so the route's validator reads the same body. Malformed JSON is
      // left for the validator to refuse with its own message.
      const body = await c.req.json().catch(() => undefined);
      if (!everyStringStorable(body)) throw badCharacters();
    }
    await next();
  };
}

import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";

// PostgreSQL cannot store a NUL character in text, and an unpaired UTF-16 surrogate is not text at all
// (it cannot be encoded as UTF-8), so either would reach the database and fail there as a 500. Every
// API input passes here first, whatever route it is for. In a JSON body they are removed (invisible
// debris of a paste, or half of a broken emoji), as the shared schemas' sanitisers remove other
// characters; in the path or the query string, which name records and searches, they are refused with a
// 400 that says what to change.

export const BAD_CHARACTERS_MESSAGE =
  "The request contains a character that cannot be stored (a NUL character or a broken emoji or symbol). Remove it and try again.";

const badCharacters = () => new HttpError(400, "invalid_characters", BAD_CHARACTERS_MESSAGE);

const NUL = String.fromCharCode(0);
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL can store: no NUL, and well-formed UTF-16 (no unpaired surrogate). */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !UNPAIRED_SURROGATE.test(text);
}

const UNSTORABLE_ALL = new RegExp(`${NUL}|${UNPAIRED_SURROGATE.source}`, "g");

/** The text without NUL characters and unpaired surrogates. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE_ALL, "");
}

/** Every string in a JSON value (keys too) made storable; whether anything had to change. */
function cleaned(value: unknown): { value: unknown; changed: boolean } {
  if (typeof value === "string") {
    const text = storableText(value);
    return { value: text, changed: text !== value };
  }
  if (Array.isArray(value)) {
    const items = value.map(cleaned);
    return { value: items.map((i) => i.value), changed: items.some((i) => i.changed) };
  }
  if (value && typeof value === "object") {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const k = storableText(key);
      const v = cleaned(item);
      changed ||= k !== key || v.changed;
      return [k, v.value] as const;
    });
    return { value: Object.fromEntries(entries), changed };
  }
  return { value, changed: false };
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
 * Cleans or refuses API requests whose text cannot be stored. `skip` lists paths whose raw body must stay
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
      // Hono caches the body's text, which the route's validator parses again; a cleaned body replaces
      // it there. Malformed JSON is left for the validator to refuse with its own message.
      const body = await c.req.json().catch(() => undefined);
      const result = cleaned(body);
      // The cache holds promises (Hono awaits what it finds there), whatever its type says.
      if (result.changed) {
        (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(JSON.stringify(result.value));
      }
    }
    await next();
  };
}

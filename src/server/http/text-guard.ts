import type { MiddlewareHandler } from "hono";
import { withoutInvisibleCharacters } from "../../shared/sanitize";
import type { AppEnv } from "./context";
import { HttpError } from "./errors";

// PostgreSQL cannot store a NUL character in text, and an unpaired UTF-16 surrogate is not text at all
// (it cannot be encoded as UTF-8), so either would reach the database and fail there as a 500. Every
// API input passes here first, whatever route it is for. In a JSON body they are removed (invisible
// debris of a paste, or half of a broken emoji), as the shared schemas' sanitisers remove other
// characters; in the path or the query string, which name records and searches, they are refused with a
// 400 that says what to change. A JSON body also loses its invisible formatting characters (bidirectional
// overrides, zero-width marks), whether or not its schema's fields use the shared sanitisers, since any
// stored text may be shown to someone; and one nested deeper than any form sends is refused with a 400
// before anything walks it.

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

/** How deeply brackets may nest in a JSON body; the app's own forms send three or four levels. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request's data is nested more than ${MAX_JSON_DEPTH} levels deep, which nothing in this app sends. Send it with fewer levels of brackets, as the app's forms do.`;

// Passwords keep every character the member typed (sanitizePassword): a password is never shown, so an
// invisible character in one spoofs nothing, and removing it would lock out whoever chose it.
const KEEPS_EVERY_CHARACTER = /password/i;

type Holder = Record<string, unknown> | unknown[];

/**
 * Every string in a JSON value (keys too) made storable, and stripped of invisible formatting characters
 * as the shared sanitisers strip them; whether anything had to change. Walks with its own stack, never
 * recursion, so no depth of nesting can overflow the call stack; past MAX_JSON_DEPTH it refuses.
 */
function cleaned(body: unknown): { value: unknown; changed: boolean } {
  const root: Holder = [body];
  let changed = false;
  const pending: [holder: Holder, key: string | number, depth: number, keepsAll: boolean][] = [
    [root, 0, 0, false],
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [holder, key, depth, keepsAll] = next;
    const value = (holder as Record<string | number, unknown>)[key];
    if (typeof value === "string") {
      const text = keepsAll ? storableText(value) : withoutInvisibleCharacters(storableText(value));
      if (text !== value) {
        (holder as Record<string | number, unknown>)[key] = text;
        changed = true;
      }
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) throw new HttpError(400, "too_deeply_nested", TOO_DEEP_MESSAGE);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) pending.push([value, i, depth + 1, keepsAll]);
      continue;
    }
    let object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    const cleanKeys = keys.map((k) => withoutInvisibleCharacters(storableText(k)));
    if (cleanKeys.some((k, i) => k !== keys[i])) {
      // Rebuilt rather than renamed in place, so the keys keep their order. A JSON key "__proto__" is
      // an ordinary property here, as JSON.parse made it.
      object = Object.fromEntries(cleanKeys.map((k, i) => [k, object[keys[i] as string]]));
      (holder as Record<string | number, unknown>)[key] = object;
      changed = true;
    }
    for (const k of Object.keys(object)) {
      pending.push([object, k, depth + 1, keepsAll || KEEPS_EVERY_CHARACTER.test(k)]);
    }
  }
  return { value: root[0], changed };
}

// The media types the routes' JSON validator parses (hono/validator), in any letter case, so no body it
// reads can pass here unchecked.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const isJson = (contentType: string | undefined) =>
  contentType !== undefined && JSON_MEDIA_TYPE.test(contentType.split(";")[0]?.trim() ?? "");

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
    if (isJson(c.req.header("content-type"))) {
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

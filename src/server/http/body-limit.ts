import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { METHOD_NAME_ALL } from "hono/router";
import type { RouterRoute } from "hono/types";
import { COMPOSED_HANDLER } from "hono/utils/constants";
import { CLOSE_CONNECTION } from "./early-refusal";
import { HttpError } from "./errors";

// How large a body each API route takes is declared on the route, in its feature's routes file, with
// bodyLimitOf(); routes that declare nothing take DEFAULT_BODY_BYTES. The app applies exactly one limit
// per request, in routeBodyLimits at the front of /api/*, before anything reads the body: a route's own
// limit replaces the default rather than running after it (a 2 MB CSV must never meet the 100 KB limit
// first). Because the limit travels with the route's definition, renaming or moving a route keeps it.

export const DEFAULT_BODY_BYTES = 100 * 1024;

export type BodyLimit = { readonly maxBytes: number; readonly code: string; readonly message: string };

type Declared = BodyLimit & { readonly check: MiddlewareHandler };

const DECLARED = new WeakMap<object, Declared>();
/** The limit routeBodyLimits applied to a request, so the route's own declaration knows it was honoured. */
const APPLIED = new WeakMap<Context, Declared>();

function limitOf(maxBytes: number, message: string, code: string): Declared {
  // Refused before the body is read, so the connection closes after it and the client's next request
  // opens a fresh one (http/early-refusal.ts).
  const refuse = () => {
    throw new HttpError(413, code, message, undefined, CLOSE_CONNECTION);
  };
  const counted = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return {
    maxBytes,
    code,
    message,
    // A declared length (without chunked encoding, which Node's parser would otherwise honour) is what
    // the body will be: Node reads exactly that many bytes. Deciding from the header alone spares a
    // body-less POST (finishing a test, marking a notification read) the whole web Request that
    // looking at the body builds; only chunked bodies are counted as they arrive.
    check: (c, next) => {
      const length = c.req.header("content-length");
      if (length === undefined || c.req.header("transfer-encoding") !== undefined) return counted(c, next);
      return Number.parseInt(length, 10) > maxBytes ? refuse() : next();
    },
  };
}

const DEFAULT_LIMIT = limitOf(
  DEFAULT_BODY_BYTES,
  "The request is too large (the limit is 100 KB).",
  "payload_too_large",
);
export const DEFAULT_BODY_LIMIT: BodyLimit = DEFAULT_LIMIT;

/**
 * A route's body limit, placed among the route's own handlers (`.post("/import", bodyLimitOf(…), …)`).
 * The message says what was too large and what to send instead.
 */
export function bodyLimitOf(
  maxBytes: number,
  message: string,
  code = "payload_too_large",
): MiddlewareHandler {
  const declared = limitOf(maxBytes, message, code);
  const onRoute: MiddlewareHandler = async (c, next) => {
    const applied = APPLIED.get(c);
    if (applied === declared) return next();
    // A router mounted without routeBodyLimits in front still keeps its limit.
    if (applied === undefined) return declared.check(c, next);
    // Placed where routeBodyLimits cannot see it (in a router's use(), or twice on one route): the
    // request already met another limit, so this one would silently mean nothing.
    throw new Error(
      `The body limit declared for ${c.req.method} ${c.req.path} was not applied: declare one limit, among the route's own handlers.`,
    );
  };
  DECLARED.set(onRoute, declared);
  return onRoute;
}

function declarationOf(handler: unknown): Declared | undefined {
  if (typeof handler !== "function") return undefined;
  // A router with its own onError has its handlers wrapped when mounted; the wrapper keeps the original.
  const own = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER] ?? handler;
  return DECLARED.get(own as object);
}

/** The limit a route handler declares, if it is one of bodyLimitOf()'s. */
export const declaredBodyLimit: (handler: unknown) => BodyLimit | undefined = declarationOf;

/**
 * The limit of the route that will answer: the first match with a method of its own (the ones before it
 * are middleware mounted with use(), for every method), among that route's handlers.
 */
function routeLimit(routes: RouterRoute[]): Declared | undefined {
  const first = routes.findIndex((route) => route.method !== METHOD_NAME_ALL);
  if (first < 0) return undefined;
  const { method, path } = routes[first] as RouterRoute;
  for (let i = first; i < routes.length; i += 1) {
    const route = routes[i] as RouterRoute;
    if (route.method !== method || route.path !== path) break;
    const declared = declarationOf(route.handler);
    if (declared) return declared;
  }
  return undefined;
}

// No route reads a GET or HEAD body. Checking for one would make the server build the whole web Request
// for every read, which costs more than the route on the busiest paths.
const BODYLESS = new Set(["GET", "HEAD"]);

/** The matched route's declared limit, or the default; the only body limit a request meets. */
export const routeBodyLimits: MiddlewareHandler = (c, next) => {
  if (BODYLESS.has(c.req.method)) return next();
  const limit = routeLimit(matchedRoutes(c)) ?? DEFAULT_LIMIT;
  APPLIED.set(c, limit);
  return limit.check(c, next);
};

import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";

// A response sent before the request's body has arrived (the body limit's 413, a foreign origin's 403,
// a route that refuses before it reads its input) leaves the rest of that body on the connection.
// Node's server, through @hono/node-server, then reads and discards it for at most half a second or
// 64 MB and otherwise drops the connection, under a keep-alive client that has already taken the
// answer as the end of the exchange: its next request on that connection fails with a network error.
// Saying "Connection: close" on such a response makes the client open a fresh connection instead.

type NodeBindings = { incoming?: Pick<IncomingMessage, "complete"> };

/** Whether the request's body is still arriving: only node:http knows (app.request() has no socket). */
const bodyStillArriving = (env: unknown) => (env as NodeBindings | undefined)?.incoming?.complete === false;

export const CLOSE_CONNECTION = { Connection: "close" } as const;

/** Closes the connection after any answer given before the request's body fully arrived. */
export const closeAfterEarlyAnswer: MiddlewareHandler = async (c, next) => {
  await next();
  if (bodyStillArriving(c.env)) c.header("Connection", "close");
};

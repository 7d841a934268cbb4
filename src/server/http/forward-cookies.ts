import type { Context } from "hono";
import type { AppEnv } from "./context";

/** better-auth answers with Set-Cookie headers; a wrapping route passes them on unchanged. */
export function forwardCookies(c: Context<AppEnv>, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}

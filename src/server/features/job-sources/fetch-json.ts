import { isIP } from "node:net";
import { CONTACT_EMAILS, SITE_NAME, SITE_URL } from "../../../shared/site";
import { isPublicAddress } from "../../platform/address-policy";
import { type Guard, readCapped, sendGuarded } from "../../platform/guarded-http";

// Reading a careers board over HTTP, politely and safely:
// - every attempt has a deadline, and a response may not exceed a size cap;
// - network failures, timeouts, 5xx and 429 are retried with exponential backoff; a 429's or 503's
//   Retry-After is waited out, and one longer than the policy's longest wait ends the run rather than
//   asking early; other 4xx answers are final: a board that does not exist will not appear by asking
//   again;
// - at most two requests are in flight to one host at a time, from this process;
// - every request says who we are (the product and its contact address);
// - an address an admin typed (a Workday or Oracle host) is connected to only when every address it
//   resolves to is public (platform/address-policy.ts, through platform/guarded-http.ts); only the API addresses the operator configured
//   (*_API_URL) are `trusted` and may be local.

export type FetchPolicy = {
  timeoutMs: number;
  maxBytes: number;
  /** Attempts after the first. */
  retries: number;
  /** First wait; each next one doubles, plus up to the same again at random (jitter). */
  backoffMs: number;
  maxBackoffMs: number;
};

export const DEFAULT_FETCH_POLICY: FetchPolicy = {
  timeoutMs: 15_000,
  maxBytes: 20 * 1024 * 1024,
  retries: 3,
  backoffMs: 1_000,
  maxBackoffMs: 30_000,
};

export const USER_AGENT = `${SITE_NAME.replace(/\s+/g, "")}-JobsReader/1.0 (+${SITE_URL}; ${CONTACT_EMAILS.support})`;

/** At most this many requests to one host at once. */
export const PER_HOST_CONCURRENCY = 2;
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type RequestOptions = {
  method?: "GET" | "POST";
  /** Sent as JSON. */
  body?: unknown;
  /** The operator's configured API address: its own origin may resolve to a local address. */
  trusted?: boolean;
};

export class FetchFailed extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
  /** The board answered that the address does not exist: wrong identifiers, not a network fault. */
  get notFound(): boolean {
    return this.status === 404 || this.status === 410;
  }
}

/**
 * No answer at all: the name did not resolve, the connection was refused or cut, or nothing came back
 * in time. The server's own network is the first suspect, not the board's identifiers.
 */
export class Unreachable extends FetchFailed {
  constructor(readonly detail: string) {
    super(`cannot reach the provider from this server (DNS or outbound network): ${detail}`, true);
  }
}

// Connection-level failures (Node's and undici's codes), as opposed to an answer we did not like.
const UNREACHABLE_CODES = new Set([
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_FAIL",
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ETIMEDOUT",
  "EPIPE",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_SOCKET",
]);

class RetryAfter extends FetchFailed {
  constructor(
    message: string,
    status: number,
    readonly waitMs: number,
  ) {
    super(message, true, status);
  }
}

export async function fetchJson(
  url: string,
  policy: FetchPolicy = DEFAULT_FETCH_POLICY,
  signal?: AbortSignal,
  options: RequestOptions = {},
): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withHostSlot(new URL(url).host, signal, () => attemptOnce(url, policy, signal, options));
    } catch (error) {
      const failure = asFailure(error, policy);
      if (!failure.retryable || attempt >= policy.retries || signal?.aborted) throw failure;
      // Asking again before the board's Retry-After is up would not be polite: a wait longer than
      // this run allows ends the run instead, and the next pass asks again.
      if (failure instanceof RetryAfter && failure.waitMs > policy.maxBackoffMs) {
        throw new FetchFailed(
          `${failure.message} and asked us to wait ${Math.ceil(failure.waitMs / 1000)} s; not asked again in this run`,
          false,
          failure.status,
        );
      }
      const wait =
        failure instanceof RetryAfter
          ? failure.waitMs
          : Math.min(backoff(policy, attempt), policy.maxBackoffMs);
      await sleep(wait, signal);
    }
  }
}

// Per-host slots: a waiting request starts when one in flight to the same host ends.
const slots = new Map<string, { active: number; waiting: (() => void)[] }>();

async function withHostSlot<T>(host: string, signal: AbortSignal | undefined, run: () => Promise<T>) {
  let slot = slots.get(host);
  if (!slot) {
    slot = { active: 0, waiting: [] };
    slots.set(host, slot);
  }
  const held = slot;
  if (held.active >= PER_HOST_CONCURRENCY) {
    await new Promise<void>((resolve) => held.waiting.push(resolve));
  }
  held.active++;
  try {
    if (signal?.aborted) throw new FetchFailed("stopped", false);
    return await run();
  } finally {
    held.active--;
    const next = held.waiting.shift();
    if (next) next();
    else if (held.active === 0) slots.delete(host);
  }
}

async function attemptOnce(
  start: string,
  policy: FetchPolicy,
  signal: AbortSignal | undefined,
  options: RequestOptions,
): Promise<unknown> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  const combined = signal ? AbortSignal.any([deadline, signal]) : deadline;
  if (options.trusted) return attemptTrusted(start, policy, combined, options);
  let url = new URL(start);
  let method = options.method ?? "GET";
  for (let redirects = 0; ; redirects++) {
    checkUrl(url);
    const response = await send(url, method, method === "POST" ? options.body : undefined, combined);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.resume();
      if (redirects >= MAX_REDIRECTS) throw new FetchFailed(`more than ${MAX_REDIRECTS} redirects`, false);
      url = new URL(location, url);
      if (status === 303 || ((status === 301 || status === 302) && method === "POST")) method = "GET";
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      const what = `${new URL(start).host} answered ${status}`;
      const retryAfter = retryAfterMs(response.headers["retry-after"]);
      if (status === 429 || status === 503) {
        if (retryAfter !== null) throw new RetryAfter(what, status, retryAfter);
        throw new FetchFailed(what, true, status);
      }
      throw new FetchFailed(what, status >= 500, status);
    }
    const body = await readCapped(response, policy.maxBytes, () => overLimit(policy));
    return parseJson(body.toString("utf8"));
  }
}

/** The operator's own API address (*_API_URL): read with the platform's fetch, redirects followed. */
async function attemptTrusted(
  url: string,
  policy: FetchPolicy,
  signal: AbortSignal,
  options: RequestOptions,
): Promise<unknown> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await fetch(url, {
    method: options.method ?? "GET",
    headers: {
      accept: "application/json",
      "user-agent": USER_AGENT,
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
    },
    body: payload,
    redirect: "follow",
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    const what = `${new URL(url).host} answered ${response.status}`;
    if (response.status === 429 || response.status === 503) {
      const retryAfter = retryAfterMs(response.headers.get("retry-after") ?? undefined);
      if (retryAfter !== null) throw new RetryAfter(what, response.status, retryAfter);
      throw new FetchFailed(what, true, response.status);
    }
    throw new FetchFailed(what, response.status >= 500, response.status);
  }
  const declared = Number(response.headers.get("content-length"));
  if (declared > policy.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw overLimit(policy);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > policy.maxBytes) {
        await reader.cancel().catch(() => {});
        throw overLimit(policy);
      }
      chunks.push(value);
    }
  }
  return parseJson(Buffer.concat(chunks).toString("utf8"));
}

function overLimit(policy: FetchPolicy) {
  return new FetchFailed(`response is over the ${policy.maxBytes}-byte limit`, false);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new FetchFailed("response is not valid JSON", false);
  }
}

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
function retryAfterMs(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

function checkUrl(url: URL) {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchFailed(`${url.protocol} addresses cannot be read`, false);
  }
  if (url.username || url.password || url.port !== "") {
    throw new FetchFailed(`refused ${url.host}: only the standard web ports are read`, false);
  }
  // Node connects to an IP literal without calling the lookup, so literals are checked here.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !isPublicAddress(host)) {
    throw new FetchFailed(`refused ${host}: not a public address`, false);
  }
}

const GUARD: Guard = {
  allowAddress: isPublicAddress,
  refuse: (hostname, address) =>
    new FetchFailed(
      `refused ${hostname}: it resolves to ${address ?? "nothing"}, not a public address`,
      false,
    ),
};

/** One request on a connection whose every resolved address was checked. */
function send(url: URL, method: "GET" | "POST", body: unknown, signal: AbortSignal) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return sendGuarded(url, GUARD, {
    method,
    payload,
    signal,
    headers: {
      accept: "application/json",
      "user-agent": USER_AGENT,
      ...(payload === undefined
        ? {}
        : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
    },
  });
}

function asFailure(error: unknown, policy: FetchPolicy): FetchFailed {
  if (error instanceof FetchFailed) return error;
  const name = (error as { name?: string })?.name;
  const cause = (error as { cause?: { name?: string } })?.cause;
  if (name === "TimeoutError" || cause?.name === "TimeoutError") {
    return new Unreachable(`no answer within ${policy.timeoutMs} ms`);
  }
  if (name === "AbortError") return new FetchFailed("stopped", false);
  // The platform's fetch (trusted addresses) puts the system's code on the cause.
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  if (code && UNREACHABLE_CODES.has(code)) {
    const host = (error as { hostname?: string })?.hostname;
    return new Unreachable(host ? `${code} ${host}` : code);
  }
  return new FetchFailed(`network error: ${code ?? (error as Error)?.message ?? String(error)}`, true);
}

function backoff(policy: FetchPolicy, attempt: number): number {
  const base = policy.backoffMs * 2 ** attempt;
  return base + Math.floor(Math.random() * policy.backoffMs);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

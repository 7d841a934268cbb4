import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { isPublicAddress } from "./address-policy";
import { type Guard, readCapped, sendGuarded } from "./guarded-http";

// Fetching a URL a member typed (import via URL): http(s) only, on the scheme's default port,
// every resolved address checked (address-policy.ts, through guarded-http.ts), at most 3 redirects
// each checked again, one deadline for the whole exchange, and a size cap on the decompressed body.

export type FetchPolicy = {
  /** May the server connect to this resolved address? */
  allowAddress: (address: string) => boolean;
  /** May a URL name this port? Production: the scheme's default only. */
  allowPort: (url: URL) => boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** The job boards' public APIs. */
  apis: { greenhouse: string; lever: string; leverEu: string };
};

/** What production uses. Tests inject another through deps.fetchPolicy; no setting switches it off. */
export const PUBLIC_FETCH_POLICY: FetchPolicy = Object.freeze({
  allowAddress: isPublicAddress,
  allowPort: (url: URL) => url.port === "",
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  apis: Object.freeze({
    greenhouse: "https://boards-api.greenhouse.io",
    lever: "https://api.lever.co",
    leverEu: "https://api.eu.lever.co",
  }),
});

export type RefusalReason =
  | "unsupported_url"
  | "private_address"
  | "unreachable"
  | "timeout"
  | "too_large"
  | "too_many_redirects"
  | "not_found"
  | "upstream_error";

export class FetchRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type Fetched = { url: URL; status: number; contentType: string; text: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Refuses a URL before any connection: scheme, credentials, port, and an address written literally. */
function checkUrl(url: URL, policy: FetchPolicy) {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefused("unsupported_url", `${url.protocol} addresses cannot be fetched`);
  }
  if (url.username || url.password || !policy.allowPort(url)) {
    throw new FetchRefused("unsupported_url", `refused ${url.host}`);
  }
  // Node connects to an IP literal without calling the lookup below, so literals are checked here.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !policy.allowAddress(host)) {
    throw new FetchRefused("private_address", `refused address ${host}`);
  }
}

function guard(policy: FetchPolicy): Guard {
  return {
    allowAddress: policy.allowAddress,
    refuse: (hostname, address) =>
      new FetchRefused("private_address", `${hostname} resolves to ${address ?? "nothing"}`),
  };
}

function tooLarge(policy: FetchPolicy) {
  return () => new FetchRefused("too_large", `larger than ${policy.maxBytes} bytes`);
}

/** The body as text in the charset the answer names (UTF-8 when it names none we know). */
async function readText(response: IncomingMessage, policy: FetchPolicy): Promise<string> {
  const body = await readCapped(response, policy.maxBytes, tooLarge(policy));
  const charset = /charset=["']?([\w-]+)/i.exec(response.headers["content-type"] ?? "")?.[1] ?? "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(body);
}

export async function safeGet(start: URL, policy: FetchPolicy, accept: string): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    let url = start;
    for (let redirects = 0; ; redirects++) {
      checkUrl(url, policy);
      const response = await sendGuarded(url, guard(policy), {
        method: "GET",
        headers: { accept, "user-agent": "FinanceCareers-JobImport/1.0" },
        signal: controller.signal,
      });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.resume();
        if (redirects >= policy.maxRedirects) {
          throw new FetchRefused("too_many_redirects", `more than ${policy.maxRedirects} redirects`);
        }
        url = new URL(location, url);
        continue;
      }
      if (status === 404 || status === 410) {
        response.resume();
        throw new FetchRefused("not_found", `answered ${status}`, status);
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FetchRefused("upstream_error", `answered ${status}`, status);
      }
      const text = await readText(response, policy);
      return { url, status, contentType: response.headers["content-type"] ?? "", text };
    }
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    if (controller.signal.aborted)
      throw new FetchRefused("timeout", `no answer within ${policy.timeoutMs} ms`);
    throw new FetchRefused("unreachable", error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

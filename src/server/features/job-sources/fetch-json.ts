// Reading a careers board over HTTP: every attempt has a deadline, a response may not exceed a size cap,
// and network failures, timeouts, 5xx and 429 are retried with exponential backoff (429's Retry-After is
// honoured up to the cap). Other 4xx answers are final: a board that does not exist will not appear
// by asking again.

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

export class FetchFailed extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

export async function fetchJson(
  url: string,
  policy: FetchPolicy = DEFAULT_FETCH_POLICY,
  signal?: AbortSignal,
): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptOnce(url, policy, signal);
    } catch (error) {
      const failure = asFailure(error, policy);
      if (!failure.retryable || attempt >= policy.retries || signal?.aborted) throw failure;
      const wait = Math.min(
        failure instanceof RetryAfter ? failure.waitMs : backoff(policy, attempt),
        policy.maxBackoffMs,
      );
      await sleep(wait, signal);
    }
  }
}

class RetryAfter extends FetchFailed {
  constructor(
    message: string,
    status: number,
    readonly waitMs: number,
  ) {
    super(message, true, status);
  }
}

async function attemptOnce(url: string, policy: FetchPolicy, signal?: AbortSignal): Promise<unknown> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  const response = await fetch(url, {
    headers: { accept: "application/json", "user-agent": "finance-careers-ingest/1.0" },
    redirect: "follow",
    signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    const what = `${new URL(url).host} answered ${response.status}`;
    if (response.status === 429) {
      const seconds = Number(response.headers.get("retry-after"));
      if (Number.isFinite(seconds) && seconds > 0) throw new RetryAfter(what, 429, seconds * 1000);
      throw new FetchFailed(what, true, 429);
    }
    throw new FetchFailed(what, response.status >= 500, response.status);
  }
  const declared = Number(response.headers.get("content-length"));
  if (declared > policy.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new FetchFailed(`response of ${declared} bytes is over the ${policy.maxBytes}-byte limit`, false);
  }
  const text = await readCapped(response, policy.maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new FetchFailed("response is not valid JSON", false);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new FetchFailed(`response is over the ${maxBytes}-byte limit`, false);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function asFailure(error: unknown, policy: FetchPolicy): FetchFailed {
  if (error instanceof FetchFailed) return error;
  const name = (error as { name?: string })?.name;
  if (name === "TimeoutError") return new FetchFailed(`no answer within ${policy.timeoutMs} ms`, true);
  if (name === "AbortError") return new FetchFailed("stopped", false);
  // fetch() rejects with a TypeError for DNS, connection and TLS failures; the cause says which.
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const detail = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
  return new FetchFailed(`network error: ${detail}`, true);
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

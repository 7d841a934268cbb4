import { createHash } from "node:crypto";
import { z } from "zod";
import type { JobBoardApis } from "../../../config";
import { FetchFailed, type FetchPolicy } from "../fetch-json";
import { type Posting, safeHttpUrl } from "../posting";

/** One board's postings, plus those it sent that could not be read (kept open, counted as errors). */
export type BoardResult = {
  postings: Posting[];
  /** External ids of postings that were present but unreadable: they must not be closed. */
  unreadableIds: string[];
  errors: string[];
  /** Listed roles whose listing is as it was (same fingerprint): kept open without reading them again. */
  unchangedIds?: string[];
  /** How many roles the board lists (a preview reads the details of only the first few). */
  listed?: number;
};

/** What a provider needs to read one board. */
export type ReadContext = {
  apis: JobBoardApis;
  policy?: FetchPolicy;
  signal?: AbortSignal;
  /** Open roles of this source: external id to the fingerprint stored with it. */
  known?: Map<string, string | null>;
  /** A preview: read the details of only this many roles; the rest are only counted. */
  detailLimit?: number;
};

/** A role as the board's list shows it, before its details are read. */
export type Listed<T> = { id: string; fingerprint: string; item: T };

/** The listing's own fields, hashed: when they are unchanged the role's details are not fetched again. */
export function fingerprintOf(fields: unknown[]): string {
  return createHash("sha256")
    .update(JSON.stringify(["v1", ...fields]))
    .digest("hex")
    .slice(0, 32);
}

/**
 * Reads the details of each listed role whose fingerprint changed (or is new), two at a time (the
 * fetch layer also holds each host to two). A role whose details cannot be read stays open and is
 * reported; when not one of them can be read the board counts as unreadable.
 */
export async function readDetails<T>(
  listed: Listed<T>[],
  context: ReadContext,
  detail: (entry: Listed<T>) => Promise<Posting>,
): Promise<BoardResult> {
  const result: BoardResult = { postings: [], unreadableIds: [], errors: [], unchangedIds: [] };
  const seen = new Set<string>();
  const queue: Listed<T>[] = [];
  for (const entry of listed) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    if (context.known?.get(entry.id) === entry.fingerprint) result.unchangedIds?.push(entry.id);
    else if (context.detailLimit === undefined || queue.length < context.detailLimit) queue.push(entry);
  }
  result.listed = seen.size;
  const postings = new Map<string, Posting>();
  let firstFailure: unknown = null;
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      if (context.signal?.aborted) throw new FetchFailed("stopped", false);
      try {
        const posting = checked(await detail(entry));
        postings.set(entry.id, { ...posting, externalId: entry.id, fingerprint: entry.fingerprint });
      } catch (error) {
        firstFailure ??= error;
        result.unreadableIds.push(entry.id);
        result.errors.push(`posting ${entry.id} skipped: ${describe(error)}`);
      }
    }
  };
  const total = queue.length;
  await Promise.all([worker(), worker()]);
  if (total > 0 && postings.size === 0 && firstFailure) throw firstFailure;
  // In the board's own order.
  for (const entry of listed) {
    const posting = postings.get(entry.id);
    if (posting && !result.postings.includes(posting)) result.postings.push(posting);
  }
  return result;
}

/** Only web links may become an "Apply" button. */
function checked(posting: Posting): Posting {
  const applyUrl = safeHttpUrl(posting.applyUrl);
  if (!applyUrl) throw new Error("its apply link is not an http(s) URL");
  return { ...posting, applyUrl };
}

/** The provider's API address: the operator's *_API_URL (trusted, may be local) or the public one. */
export function apiBase(configured: string | undefined, publicBase: string) {
  return { base: (configured ?? publicBase).replace(/\/$/, ""), trusted: configured !== undefined };
}

/** Reads each raw posting on its own, so one malformed entry does not cost the whole board. */
export function parseEach(raws: unknown[], read: (raw: unknown) => Posting): BoardResult {
  const result: BoardResult = { postings: [], unreadableIds: [], errors: [] };
  const seen = new Set<string>();
  for (const raw of raws) {
    const id = idOf(raw);
    try {
      const posting = checked(read(raw));
      if (seen.has(posting.externalId)) continue;
      seen.add(posting.externalId);
      result.postings.push(posting);
    } catch (error) {
      if (id) result.unreadableIds.push(id);
      const reason = describe(error);
      result.errors.push(`posting ${id ?? "without an id"} skipped: ${reason}`);
    }
  }
  return result;
}

function idOf(raw: unknown): string | null {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/** One line for the admin console: the first schema problem with its field, or the error's message. */
export function describe(error: unknown): string {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    return issue ? `${issue.path.join(".") || "response"}: ${issue.message}` : "unexpected format";
  }
  return error instanceof Error ? error.message : String(error);
}

import { z } from "zod";
import { type Posting, safeHttpUrl } from "../posting";

/** One board's postings, plus those it sent that could not be read (kept open, counted as errors). */
export type BoardResult = {
  postings: Posting[];
  /** External ids of postings that were present but unreadable: they must not be closed. */
  unreadableIds: string[];
  errors: string[];
};

/** Reads each raw posting on its own, so one malformed entry does not cost the whole board. */
export function parseEach(raws: unknown[], read: (raw: unknown) => Posting): BoardResult {
  const result: BoardResult = { postings: [], unreadableIds: [], errors: [] };
  const seen = new Set<string>();
  for (const raw of raws) {
    const id = idOf(raw);
    try {
      const posting = read(raw);
      const applyUrl = safeHttpUrl(posting.applyUrl);
      if (!applyUrl) throw new Error("its apply link is not an http(s) URL");
      if (seen.has(posting.externalId)) continue;
      seen.add(posting.externalId);
      result.postings.push({ ...posting, applyUrl });
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

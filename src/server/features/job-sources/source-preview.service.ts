import { and, eq } from "drizzle-orm";
import { type BoardProvider, PROVIDER_LABELS } from "../../../shared/job-source-providers";
import type { JobBoardApis } from "../../config";
import type { Db } from "../../db/client";
import { firms, jobSources } from "../../db/schema";
import { FetchFailed, Unreachable } from "./fetch-json";
import { readBoard } from "./ingest.service";
import { RUN_NOW_POLICY } from "./job-sources-admin.service";
import { classifyPosting } from "./posting";
import { describe } from "./providers/board";
import { sourceFailure } from "./source-errors";

// Before an admin saves a source, the board is read once as the pass would read it: how many roles it
// lists and the first ten with title, locations and closing date (their details are read, nothing is
// stored), or what went wrong in words the admin can act on.

export const PREVIEW_ROLES = 10;
/** The admin waits on the page: a whole preview ends within this. */
const PREVIEW_TIME_LIMIT_MS = 45_000;

export type PreviewRole = { title: string; locations: string[]; closes_at: string | null; rolling: boolean };

export async function previewJobSource(
  db: Db,
  apis: JobBoardApis,
  input: { kind: BoardProvider; token: string },
  now = new Date(),
) {
  const [existing] = await db
    .select({ firm: firms.name })
    .from(jobSources)
    .innerJoin(firms, eq(firms.id, jobSources.firmId))
    .where(and(eq(jobSources.kind, input.kind), eq(jobSources.token, input.token)));
  const base = { kind: input.kind, token: input.token, existing_firm: existing?.firm ?? null };
  const deadline = AbortSignal.timeout(PREVIEW_TIME_LIMIT_MS);
  try {
    const board = await readBoard(input, {
      apis,
      policy: RUN_NOW_POLICY,
      signal: deadline,
      detailLimit: PREVIEW_ROLES,
    });
    const roles: PreviewRole[] = board.postings.slice(0, PREVIEW_ROLES).map((posting) => {
      const job = classifyPosting(posting, undefined, now);
      return {
        title: job.title,
        locations: posting.locations.slice(0, 5),
        closes_at: job.closesAt?.toISOString() ?? null,
        rolling: job.rolling,
      };
    });
    const total = board.listed ?? board.postings.length;
    return {
      ...base,
      ok: true as const,
      total,
      roles,
      errors: board.errors.slice(0, 5),
      error: null,
      warning: total === 0 ? emptyBoard(input) : null,
    };
  } catch (error) {
    const message = deadline.aborted
      ? `The board took longer than ${PREVIEW_TIME_LIMIT_MS / 1000} seconds to answer. Try the preview again in a few minutes.`
      : explain(input, error);
    return {
      ...base,
      ok: false as const,
      total: 0,
      roles: [] as PreviewRole[],
      errors: [],
      error: message,
      warning: null,
    };
  }
}

/**
 * Some providers answer identifiers they do not know with an empty list rather than a 404, so a board
 * with no roles may be a wrong identifier: the admin is told before saving a source that will never
 * bring in a role.
 */
function emptyBoard(input: { kind: BoardProvider; token: string }): string {
  const provider = PROVIDER_LABELS[input.kind];
  const caseNote =
    input.kind === "smartrecruiters" ? " (SmartRecruiters company names are case-sensitive)" : "";
  return `${provider} lists no open roles at "${input.token}". If the firm's careers site shows roles, the identifiers are probably wrong${caseNote}: check them against the site's address and preview again.`;
}

/** A wrong identifier (404), an unreachable host, and a board in a format we could not read are told apart. */
function explain(input: { kind: BoardProvider; token: string }, error: unknown): string {
  const provider = PROVIDER_LABELS[input.kind];
  if (error instanceof Unreachable || (error instanceof FetchFailed && error.notFound)) {
    return sourceFailure(input, error, "then preview again");
  }
  if (error instanceof FetchFailed) {
    return `${provider} could not be read: ${error.message}. Try again in a few minutes; if it keeps failing, check the identifiers.`;
  }
  return `${provider} answered in a form we could not read (${describe(error)}). Check that the identifiers are this provider's.`;
}

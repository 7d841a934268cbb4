import { and, eq } from "drizzle-orm";
import { ukDayOf } from "../../../shared/uk-time";
import type { Db } from "../../db/client";
import { firms, jobs, savedJobs } from "../../db/schema";
import type { Hooks } from "../../http/context";
import { HttpError } from "../../http/errors";
import { enforce, type RateRule } from "../../http/rate-limit";
import { blocksToText, htmlBlocks, renderBlocks, type TextBlock } from "../../platform/html";
import { type FetchPolicy, FetchRefused, type RefusalReason } from "../../platform/safe-fetch";
import { importedFirm, locationValues, nameFromToken } from "./imported-firm";
import { canonicalUrl, fetchPosting, NoPostingFound, type Posting, recognise } from "./job-sites";

// Import via URL (Premium): fetch a posting, add it as a role only this member sees
// (jobs.imported_by), and save it for them. Each member's import of a posting is its own row:
// jobs are unique by (source, external_id), so external_id is "<member id> <canonical URL>"; with the
// URL alone, the first member to import a posting would lock every other member out of it.

export const IMPORT_SOURCE = "import";
// Each import makes outbound requests on the member's behalf; this keeps it to a person's pace.
const IMPORT_RATE: RateRule = { name: "job-import:member", windowSeconds: 60 * 60, max: 30 };
const MAX_DESCRIPTION_CHARS = 100_000;

const MESSAGES: Record<RefusalReason | "no_posting", [status: 400 | 422, message: string]> = {
  unsupported_url: [
    400,
    "Only ordinary web addresses (http:// or https://, on the standard port) can be imported.",
  ],
  private_address: [400, "That address points to a private or local network, so it cannot be imported."],
  unreachable: [422, "We could not reach that site. Check the link and try again."],
  timeout: [422, "That site took too long to answer. Please try again later."],
  too_large: [422, "That page is too large to import (the limit is 2 MB)."],
  too_many_redirects: [422, "That link redirects too many times (more than 3) to be imported."],
  not_found: [422, "That job posting was not found. It may have been taken down; check the link."],
  upstream_error: [
    422,
    "That site answered with an error, so the posting could not be read. Please try again later.",
  ],
  no_posting: [
    422,
    "We could not find a job posting at that link. Paste a Greenhouse or Lever job link, or the page of a single job on a careers site that publishes it as a schema.org JobPosting.",
  ],
};

function refusal(reason: RefusalReason | "no_posting", policy: FetchPolicy): HttpError {
  const [status, message] = MESSAGES[reason];
  const limit = `${Math.round(policy.maxBytes / (1024 * 1024))} MB`;
  return new HttpError(status, reason, message.replace("2 MB", limit));
}

/** An apply link is only ever an http(s) address; anything else (javascript:, data:) is dropped. */
function webLink(value: string, fallback: string): string {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** The description's first blocks, up to the length cap, so no block is cut in half. */
function limited(blocks: TextBlock[]): TextBlock[] {
  let total = 0;
  return blocks.filter((block) => {
    total += block.text.length + 1;
    return total <= MAX_DESCRIPTION_CHARS;
  });
}

function clean(text: string, max: number): string {
  // Control characters (PostgreSQL refuses NUL in text) become spaces.
  return text
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

async function importedJob(db: Pick<Db, "select">, userId: string, externalId: string) {
  const [row] = await db
    .select({ job: jobs, firm: { name: firms.name, slug: firms.slug } })
    .from(jobs)
    .innerJoin(firms, eq(firms.id, jobs.firmId))
    .where(and(eq(jobs.source, IMPORT_SOURCE), eq(jobs.externalId, externalId), eq(jobs.importedBy, userId)));
  return row;
}

function toDto({ job, firm }: NonNullable<Awaited<ReturnType<typeof importedJob>>>, created: boolean) {
  return {
    created,
    job: {
      id: job.id,
      title: job.title,
      firm,
      locations: job.locations,
      workplace: job.workplace,
      apply_url: job.applyUrl,
      closes_at: job.closesAt?.toISOString() ?? null,
    },
  };
}

async function readPosting(url: URL, policy: FetchPolicy): Promise<Posting> {
  try {
    return await fetchPosting(url, recognise(url), policy);
  } catch (error) {
    if (error instanceof FetchRefused) throw refusal(error.reason, policy);
    if (error instanceof NoPostingFound) throw refusal("no_posting", policy);
    throw error;
  }
}

// Reading a link for Match an advert makes the same outbound requests as an import, at the same pace.
const ADVERT_LINK_RATE: RateRule = { name: "advert-link:member", windowSeconds: 60 * 60, max: 30 };

/**
 * A posting read from a link for Match an advert (documents, through the app's hooks): the same
 * SSRF-safe fetch, recognisers and refusals as an import, but nothing is stored; the member decides later
 * whether to track it.
 */
export async function readPostingLink(db: Db, policy: FetchPolicy, userId: string, rawUrl: string) {
  await enforce(db, userId, ADVERT_LINK_RATE);
  const url = new URL(rawUrl);
  const posting = await readPosting(url, policy);
  const text = blocksToText(limited(htmlBlocks(posting.descriptionHtml)));
  const title = clean(posting.title, 200);
  if (!title || !text.trim()) throw refusal("no_posting", policy);
  const firm = clean(posting.firmName ?? (posting.board ? nameFromToken(posting.board.token) : ""), 200);
  return {
    title,
    firm: firm || url.hostname.replace(/^www\./, ""),
    location: posting.locations[0] ? clean(posting.locations[0], 120) : null,
    // The closing day in the UK, read from the board's field or the posting's text as import reads it.
    closesOn: posting.closesAt ? ukDayOf(posting.closesAt) : null,
    text,
    url: canonicalUrl(url, recognise(url)),
  };
}

export async function importJob(
  db: Db,
  policy: FetchPolicy,
  userId: string,
  rawUrl: string,
  addImportedRole: Hooks["addImportedRole"],
) {
  const url = new URL(rawUrl);
  const canonical = canonicalUrl(url, recognise(url));
  const externalId = `${userId} ${canonical}`;
  const existing = await importedJob(db, userId, externalId);
  if (existing) {
    await db.insert(savedJobs).values({ userId, jobId: existing.job.id }).onConflictDoNothing();
    return toDto(existing, false);
  }
  await enforce(db, userId, IMPORT_RATE);
  const posting = await readPosting(url, policy);
  const blocks = limited(htmlBlocks(posting.descriptionHtml));
  const descriptionText = blocksToText(blocks);
  const title = clean(posting.title, 300);
  if (!title) throw refusal("no_posting", policy);

  await db.transaction(async (tx) => {
    // The catalogue is job-sources' (reached through the app's hooks); two imports of the same link at
    // once leave one role, which both then save.
    const added = await addImportedRole(tx, {
      importedBy: userId,
      source: IMPORT_SOURCE,
      externalId,
      firm: importedFirm(posting, `${title} ${descriptionText}`),
      title,
      locations: locationValues(posting.locations),
      workplace: posting.workplace,
      descriptionHtml: renderBlocks(blocks),
      descriptionText,
      applyUrl: webLink(posting.applyUrl, canonical),
      postedAt: posting.postedAt,
      closesAt: posting.closesAt,
    });
    const jobId = added ?? (await importedJob(tx, userId, externalId))?.job.id;
    if (jobId) await tx.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
  });
  const created = await importedJob(db, userId, externalId);
  if (!created) throw new Error("imported job not found after insert");
  return toDto(created, true);
}

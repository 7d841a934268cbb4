import { and, eq } from "drizzle-orm";
import { LOCATIONS } from "../../../shared/onboarding";
import type { DbOrTx } from "../../db/client";
import { applications, jobs } from "../../db/schema";
import { notFound } from "../../http/errors";
import { htmlToText } from "../../platform/html";

// What a CV is scored and a letter written against: a role in the feed, or one of the member's tracker
// applications (which keeps a copy of the posting when it was tracked; one entered by hand has only
// its title, firm and notes).

export type Posting = {
  title: string;
  firm: string;
  location: string | null;
  text: string;
  roleType: string | null;
  financeAreas: string[];
  jobId: string | null;
  applicationId: string | null;
};

/** A place a letter can be addressed to: the feed stores "london", a letter says "London". */
function placeName(location: string | null | undefined): string | null {
  if (!location) return null;
  const known = LOCATIONS.find((l) => l.value === location);
  if (!known) return location;
  // "Elsewhere in the UK" or "Remote" say where the role is not; they are no address.
  return known.value !== "other" && /^[A-Z][a-z]+(?: [A-Z][a-z]+)*$/.test(known.label) ? known.label : null;
}

export type PostingTarget = { jobId?: string; applicationId?: string };

async function jobPosting(db: DbOrTx, jobId: string) {
  const [job] = await db
    .select({
      title: jobs.title,
      firm: jobs.firmName,
      locations: jobs.locations,
      html: jobs.descriptionHtml,
      text: jobs.descriptionText,
      roleType: jobs.roleType,
      financeAreas: jobs.financeAreas,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) return null;
  return {
    title: job.title,
    firm: job.firm,
    location: placeName(job.locations[0]),
    // The HTML keeps headings and list items apart; older rows have text only.
    text: job.html ? htmlToText(job.html) : job.text,
    roleType: job.roleType,
    financeAreas: job.financeAreas,
  };
}

export async function loadPosting(db: DbOrTx, userId: string, target: PostingTarget): Promise<Posting> {
  if (target.jobId) {
    const job = await jobPosting(db, target.jobId);
    if (!job) throw notFound("This role does not exist or is no longer listed.");
    return { ...job, jobId: target.jobId, applicationId: null };
  }
  const [app] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, target.applicationId ?? ""), eq(applications.userId, userId)));
  if (!app) throw notFound("There is no such application.");
  const job = app.jobId ? await jobPosting(db, app.jobId) : null;
  const text =
    job?.text || app.descriptionSnapshot || [app.roleTitle, app.notes].filter(Boolean).join("\n\n");
  return {
    title: app.roleTitle,
    firm: app.firmName,
    location: placeName(app.location) ?? job?.location ?? null,
    text,
    roleType: app.programmeType ?? job?.roleType ?? null,
    financeAreas: job?.financeAreas ?? [],
    jobId: app.jobId,
    applicationId: app.id,
  };
}

import { and, eq } from "drizzle-orm";
import { LOCATIONS } from "../../../shared/onboarding";
import type { Advert } from "../../../shared/schemas/documents";
import type { DbOrTx } from "../../db/client";
import { applications } from "../../db/schema";
import { notFound } from "../../http/errors";
import { htmlToText } from "../../platform/html";
import { findVisibleJob, type VisibleJob, visibleJob } from "../../platform/job-visibility";

// What a CV is scored and a letter written against: a role in the feed, one of the member's tracker
// applications (which keeps a copy of the posting when it was tracked; one entered by hand has only
// its title, firm and notes), or an advert the member pasted without tracking it.

export type Posting = {
  title: string;
  firm: string;
  location: string | null;
  text: string;
  roleType: string | null;
  financeAreas: string[];
  /** The firm's row in the catalogue when the posting is a listed role; its profile feeds the letter. */
  firmId: string | null;
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

export type PostingTarget = { jobId?: string; applicationId?: string; advert?: Advert };

function postingOf(job: VisibleJob) {
  return {
    title: job.title,
    firm: job.firmName,
    location: placeName(job.locations[0]),
    // The HTML keeps headings and list items apart; older rows have text only.
    text: job.descriptionHtml ? htmlToText(job.descriptionHtml) : job.descriptionText,
    roleType: job.roleType,
    financeAreas: job.financeAreas,
    firmId: job.firmId,
  };
}

export async function loadPosting(db: DbOrTx, userId: string, target: PostingTarget): Promise<Posting> {
  if (target.advert) {
    const { title, firm, location, text } = target.advert;
    return {
      title,
      firm,
      location: location ?? null,
      text,
      roleType: null,
      financeAreas: [],
      firmId: null,
      jobId: null,
      applicationId: null,
    };
  }
  if (target.jobId) {
    // Another member's imported role is a role that does not exist: its firm and title stay theirs.
    const job = await visibleJob(db, userId, target.jobId);
    return { ...postingOf(job), jobId: job.id, applicationId: null };
  }
  const [app] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, target.applicationId ?? ""), eq(applications.userId, userId)));
  if (!app) throw notFound("There is no such application.");
  const linked = app.jobId ? await findVisibleJob(db, userId, app.jobId) : undefined;
  const job = linked ? postingOf(linked) : null;
  const text =
    job?.text || app.descriptionSnapshot || [app.roleTitle, app.notes].filter(Boolean).join("\n\n");
  return {
    title: app.roleTitle,
    firm: app.firmName,
    location: placeName(app.location) ?? job?.location ?? null,
    text,
    roleType: app.programmeType ?? job?.roleType ?? null,
    financeAreas: job?.financeAreas ?? [],
    firmId: job?.firmId ?? null,
    jobId: app.jobId,
    applicationId: app.id,
  };
}

import type { JobRequirements } from "../../../shared/jobs";
import { withoutInvisibleCharacters } from "../../../shared/sanitize";
import { htmlToText, sanitizeDescription } from "../../platform/html";
import { searchTermsFor } from "../../platform/search-vocabulary";
import { findDeadlines } from "./classify/deadlines";
import { mapLocations } from "./classify/locations";
import { findRequirements } from "./classify/requirements";
import { classifyFinanceAreas, classifyRoleType, classifyWorkplace } from "./classify/roles";
import { findSalary } from "./classify/salary";

// Every source (the careers boards, CSV, the sample catalogue) turns its postings into a `Posting`; one
// function then cleans and classifies it into the columns of `jobs`, so all sources are treated alike.

export type Posting = {
  externalId: string;
  title: string;
  /** Location strings as the source writes them. */
  locations: string[];
  /** Departments, teams or categories: they name the area better than the description does. */
  departments: string[];
  commitment?: string;
  /** The source's own workplace field, when it has one (Lever's workplaceType). */
  workplace?: string | null;
  /** Unsanitised HTML. */
  descriptionHtml: string;
  applyUrl: string;
  postedAt: Date | null;
  /** Set when the source states them in a field (CSV); otherwise read from the text. */
  roleType?: string | null;
  closesAt?: Date | null;
  rolling?: boolean;
  /** Pay from the source's own fields, formatted (classify/salary.ts); otherwise read from the text. */
  salary?: string | null;
  /** The listing's fields hashed, for sources whose details cost a request each (providers/board.ts). */
  fingerprint?: string;
};

export type ClassifiedJob = {
  externalId: string;
  title: string;
  locations: string[];
  workplace: string | null;
  roleType: string;
  financeAreas: string[];
  descriptionHtml: string;
  descriptionText: string;
  applyUrl: string;
  postedAt: Date | null;
  opensAt: Date | null;
  closesAt: Date | null;
  rolling: boolean;
  salary: string | null;
  requirements: JobRequirements;
  /** Its classification in words, for the search (platform/search-vocabulary.ts). */
  searchTerms: string;
  fingerprint: string | null;
};

const MAX_TITLE = 300;

export function classifyPosting(posting: Posting, sector?: string, now: Date = new Date()): ClassifiedJob {
  const descriptionHtml = sanitizeDescription(posting.descriptionHtml);
  const descriptionText = htmlToText(descriptionHtml);
  // Boards and CSV files bypass the JSON text guard, so a title's bidirectional overrides and zero-width
  // marks are removed here: on screen they could make one role read as another.
  const title = withoutInvisibleCharacters(posting.title).replace(/\s+/g, " ").trim().slice(0, MAX_TITLE);
  const deadlines = findDeadlines(descriptionText, now);
  const locations = mapLocations(posting.locations.map(withoutInvisibleCharacters));
  const roleType = posting.roleType ?? classifyRoleType(title, descriptionText, posting.commitment);
  const financeAreas = classifyFinanceAreas(title, posting.departments, descriptionText, sector);
  return {
    externalId: posting.externalId,
    title,
    locations,
    workplace: classifyWorkplace(posting.workplace, posting.locations, descriptionText),
    roleType,
    financeAreas,
    descriptionHtml,
    descriptionText,
    applyUrl: posting.applyUrl,
    postedAt: posting.postedAt,
    opensAt: deadlines.opensAt,
    closesAt: posting.closesAt ?? deadlines.closesAt,
    rolling: posting.rolling || deadlines.rolling,
    salary: posting.salary ?? findSalary(descriptionText),
    requirements: findRequirements(descriptionText),
    searchTerms: searchTermsFor({ roleType, financeAreas, locations }),
    fingerprint: posting.fingerprint ?? null,
  };
}

/** Only web links may become an "Apply" button: never javascript:, data: or relative URLs. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

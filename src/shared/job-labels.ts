// The vocabulary of firms and jobs as the screens show it: sectors, workplaces, the feed's sorts and the
// closing badge. jobs.ts re-exports all of it beside the feed's zod schema; the job feed imports from
// here so its first load has no zod.

import { ukShortDate } from "./uk-time";

export const SECTORS = [
  { value: "investment_banking", label: "Investment banking" },
  { value: "asset_management", label: "Asset management" },
  { value: "private_equity", label: "Private equity" },
  { value: "hedge_fund", label: "Hedge fund" },
  { value: "trading", label: "Trading firm" },
  { value: "consulting", label: "Consulting and advisory" },
  { value: "fintech", label: "Fintech" },
  { value: "insurance", label: "Insurance" },
] as const;
export type Sector = (typeof SECTORS)[number]["value"];

export const WORKPLACES = [
  { value: "onsite", label: "On-site" },
  { value: "hybrid", label: "Hybrid" },
  { value: "remote", label: "Remote" },
] as const;

export type JobRequirements = {
  cv?: boolean;
  cover_letter?: boolean;
  written_answers?: boolean;
  online_tests?: { kind: string; provider?: string }[];
  interview_stages?: string[];
};

/** The AI summary of a job: every part comes from the job's own text. */
export type JobSummary = {
  overview: string;
  responsibilities: string[];
  requirements: string[];
  deadline: string | null;
  tests: string[];
};

export const CLOSING_WINDOWS = [
  { value: "7", label: "Closing within 7 days" },
  { value: "14", label: "Closing within 14 days" },
  { value: "30", label: "Closing within 30 days" },
] as const;

export const FEED_SORTS = [
  { value: "relevance", label: "Best match" },
  { value: "newest", label: "Newest" },
  { value: "closing", label: "Closing soon" },
] as const;

export const FEED_PAGE_SIZE = 20;

/** "closes in N days", "closes today", "Rolling" or nothing, as the job card shows it. */
export function closingLabel(closesAt: string | null, rolling: boolean, now = new Date()): string | null {
  if (rolling) return "Rolling";
  if (!closesAt) return null;
  const ms = Date.parse(closesAt) - now.getTime();
  if (!Number.isFinite(ms)) return null;
  if (ms < 0) return "Closed";
  const days = Math.floor(ms / 86_400_000);
  if (days === 0) return "Closes today";
  return `Closes in ${days} ${days === 1 ? "day" : "days"}`;
}

/**
 * "12 Jan 2027": a closing date as cards show it. Deadlines are the end of a UK day, so they show as
 * that day wherever one reads them.
 */
export const closingDate = (iso: string) => ukShortDate(new Date(iso));

/**
 * The closing badge of a card or role page: `closingLabel`, except that a rolling role that also states
 * a closing date shows both ("Rolling · closes 12 Jan 2027"). `urgent` marks a deadline within a week.
 */
export function closingBadge(
  closesAt: string | null,
  rolling: boolean,
  now = new Date(),
): { label: string; urgent: boolean } | null {
  const dated = closingLabel(closesAt, false, now);
  const ms = closesAt ? Date.parse(closesAt) - now.getTime() : Number.NaN;
  const urgent = Number.isFinite(ms) && ms >= 0 && ms < 7 * 86_400_000;
  if (!rolling) return dated ? { label: dated, urgent } : null;
  // A rolling role whose stated deadline has passed is closed like any other.
  if (closesAt && dated === "Closed") return { label: dated, urgent: false };
  if (closesAt && dated) return { label: `Rolling · closes ${closingDate(closesAt)}`, urgent };
  return { label: "Rolling", urgent: false };
}

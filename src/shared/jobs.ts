import { z } from "zod";
import { FINANCE_AREAS, LOCATIONS, ROLE_TYPES } from "./onboarding";
import { ukShortDate } from "./uk-time";

// The vocabulary of firms and jobs, and the feed's query, shared by the server and the web.
// Role types, finance areas and locations reuse the onboarding lists, so a member's answers and a job's
// classification speak the same language.

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

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as [T[number]["value"], ...T[number]["value"][]];

/** A comma-separated list in the URL (?area=private_equity,hedge_funds) or repeated parameters. */
const listParam = <T extends [string, ...string[]]>(allowed: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : (value ?? "").split(",")).map((item) => item.trim()).filter(Boolean),
    )
    .pipe(z.array(z.enum(allowed)).max(allowed.length));

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

export const FEED_PAGE_SIZE = 20;

/** The feed's filters as they appear in the URL, so a search can be shared and bookmarked. */
export const feedQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? "").replace(/[<>]/g, "").trim().slice(0, 200)),
  type: listParam(values(ROLE_TYPES)),
  area: listParam(values(FINANCE_AREAS)),
  location: listParam(values(LOCATIONS)),
  workplace: listParam(values(WORKPLACES)),
  firm: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, "Unknown firm.")
    .optional(),
  premier: flag,
  closing: z.enum(values(CLOSING_WINDOWS)).optional(),
  sort: z.enum(values(FEED_SORTS)).default("relevance"),
  saved: flag,
  cursor: z.string().max(400).optional(),
});
export type FeedQuery = z.output<typeof feedQuerySchema>;

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

import { z } from "zod";
import { FINANCE_AREAS, LOCATIONS, ROLE_TYPES } from "./onboarding-choices";

// The vocabulary of firms and jobs, and the feed's query, shared by the server and the web.
// Role types, finance areas and locations reuse the onboarding lists, so a member's answers and a job's
// classification speak the same language.

// The labels, sorts and closing badge live in job-labels.ts, which has no zod.
import { CLOSING_WINDOWS, FEED_SORTS, WORKPLACES } from "./job-labels";

export * from "./job-labels";

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

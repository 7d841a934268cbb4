import { z } from "zod";
import { escapeHtml } from "../../../../shared/escape-html";
import { htmlToText } from "../../../platform/html";
import { findSalary, salaryFromLever } from "../classify/salary";
import { type FetchPolicy, fetchJson } from "../fetch-json";
import type { Posting } from "../posting";
import { type BoardResult, parseEach } from "./board";

// Lever Postings API (github.com/lever/postings-api, "Get a list of job postings"):
// GET {base}/v0/postings/{site}?mode=json[&skip=N&limit=M] answers a bare JSON array of postings
// { id, text, categories: { location, commitment, team, department, allLocations? }, country,
//   opening, openingPlain, description, descriptionPlain, descriptionBody, descriptionBodyPlain,
//   lists: [{ text, content }], additional, additionalPlain, hostedUrl, applyUrl, workplaceType
//   ("unspecified" | "on-site" | "remote" | "hybrid"), salaryRange?, salaryDescription?, createdAt (ms) }.
// salaryRange is { min, max, currency, interval } ("per-year-salary", "per-hour-wage", …); an odd one is
// ignored rather than costing the posting.
// `description` already combines opening and body; `lists` hold requirements and benefits as <li> HTML.
// Pages are read with skip/limit until a short page, so a board larger than one page is never cut
// short (a cut-short board would close the roles it left out).

export const LEVER_PAGE_SIZE = 100;
const MAX_PAGES = 50;

const postingSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  categories: z
    .object({
      location: z.string().nullish(),
      commitment: z.string().nullish(),
      team: z.string().nullish(),
      department: z.string().nullish(),
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  description: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  lists: z.array(z.object({ text: z.string().nullish(), content: z.string().nullish() })).nullish(),
  additional: z.string().nullish(),
  hostedUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  workplaceType: z.string().nullish(),
  salaryRange: z.unknown().optional(),
  salaryDescription: z.string().nullish().catch(null),
  salaryDescriptionPlain: z.string().nullish().catch(null),
  createdAt: z.number().nullish(),
});

export function leverPostingsUrl(base: string, site: string, skip = 0, limit = LEVER_PAGE_SIZE): string {
  return `${base.replace(/\/$/, "")}/v0/postings/${encodeURIComponent(site)}?mode=json&skip=${skip}&limit=${limit}`;
}

// `base` is the operator's GREENHOUSE_API_URL / LEVER_API_URL, never an address an admin typed.
export async function fetchLeverSite(
  base: string,
  site: string,
  policy?: FetchPolicy,
  signal?: AbortSignal,
): Promise<BoardResult> {
  const raws: unknown[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = z
      .array(z.unknown())
      .parse(await fetchJson(leverPostingsUrl(base, site, raws.length), policy, signal, { trusted: true }));
    raws.push(...body);
    if (body.length < LEVER_PAGE_SIZE) return parseEach(raws, (raw) => toPosting(postingSchema.parse(raw)));
  }
  throw new Error(`more than ${MAX_PAGES * LEVER_PAGE_SIZE} postings: stopped reading`);
}

function toPosting(posting: z.output<typeof postingSchema>): Posting {
  const categories = posting.categories ?? {};
  const lists = (posting.lists ?? [])
    .filter((list) => list.content)
    .map((list) => `${list.text ? `<h3>${escapeHtml(list.text)}</h3>` : ""}<ul>${list.content}</ul>`)
    .join("");
  const workplace = posting.workplaceType === "unspecified" ? null : posting.workplaceType;
  return {
    externalId: posting.id,
    title: posting.text,
    locations: [categories.location, ...(categories.allLocations ?? [])].filter((value): value is string =>
      Boolean(value),
    ),
    departments: [categories.department, categories.team].filter((value): value is string => Boolean(value)),
    commitment: categories.commitment ?? undefined,
    workplace,
    descriptionHtml: `${posting.description ?? escapeHtml(posting.descriptionPlain ?? "")}${lists}${posting.additional ?? ""}`,
    applyUrl: posting.applyUrl ?? posting.hostedUrl ?? "",
    postedAt: posting.createdAt ? new Date(posting.createdAt) : null,
    salary:
      salaryFromLever(posting.salaryRange) ??
      findSalary(posting.salaryDescriptionPlain ?? htmlToText(posting.salaryDescription ?? ""), {
        field: true,
      }),
  };
}

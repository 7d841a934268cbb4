import { z } from "zod";
import { fetchJson } from "../fetch-json";
import type { Posting } from "../posting";
import {
  apiBase,
  type BoardResult,
  fingerprintOf,
  type Listed,
  type ReadContext,
  readDetails,
} from "./board";

// Workday's candidate experience ("cxs") API, the one a firm's myworkdayjobs.com careers site calls:
// POST {host}/wday/cxs/{tenant}/{site}/jobs with {"appliedFacets":{},"limit":20,"offset":N,"searchText":""}
// answers { total, jobPostings: [{ title, externalPath, locationsText, postedOn, bulletFields }] }, where
// `total` is only filled on the first page and `locationsText` reads "3 Locations" for a role posted in
// several places. GET {host}/wday/cxs/{tenant}/{site}{externalPath} answers
// { jobPostingInfo: { id, title, jobDescription (HTML), location, additionalLocations, startDate,
//   endDate?, timeType, remoteType?, jobReqId, externalUrl, ... }, hiringOrganization: { name } }.
// `postedOn` is relative ("Posted 3 Days Ago"), so it is left out of the fingerprint: it changes daily.

export const WORKDAY_PAGE_SIZE = 20;
const MAX_PAGES = 250;

const listSchema = z.object({
  total: z.number().nullish(),
  jobPostings: z.array(z.unknown()).nullish(),
});

const listedSchema = z.object({
  title: z.string().min(1),
  externalPath: z.string().regex(/^\/[^?#]*$/, "is not a path on the site"),
  locationsText: z.string().nullish(),
  postedOn: z.string().nullish(),
  bulletFields: z.array(z.string()).nullish(),
});

const detailSchema = z.object({
  jobPostingInfo: z.object({
    id: z.string().nullish(),
    title: z.string().min(1),
    jobDescription: z.string().nullish(),
    location: z.string().nullish(),
    additionalLocations: z.array(z.string()).nullish(),
    startDate: z.string().nullish(),
    endDate: z.string().nullish(),
    timeType: z.string().nullish(),
    remoteType: z.string().nullish(),
    jobReqId: z.string().nullish(),
    externalUrl: z.string().nullish(),
  }),
  // Not read; some sites send an object, others a plain name: neither may cost the role.
  hiringOrganization: z.unknown().optional(),
});

export type WorkdaySite = { host: string; tenant: string; site: string };

export function workdaySite(token: string): WorkdaySite {
  const [host = "", tenant = "", site = ""] = token.split("/");
  return { host, tenant, site };
}

function sitePath({ tenant, site }: WorkdaySite) {
  return `/wday/cxs/${encodeURIComponent(tenant)}/${encodeURIComponent(site)}`;
}

export async function fetchWorkdaySite(token: string, context: ReadContext): Promise<BoardResult> {
  const where = workdaySite(token);
  const { base, trusted } = apiBase(context.apis.workdayApiUrl, `https://${where.host}`);
  const listed: Listed<z.output<typeof listedSchema>>[] = [];
  const errors: string[] = [];
  let total: number | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = listSchema.parse(
      await fetchJson(`${base}${sitePath(where)}/jobs`, context.policy, context.signal, {
        method: "POST",
        body: {
          appliedFacets: {},
          limit: WORKDAY_PAGE_SIZE,
          offset: page * WORKDAY_PAGE_SIZE,
          searchText: "",
        },
        trusted,
      }),
    );
    if (page === 0) total = body.total ?? null;
    const postings = body.jobPostings ?? [];
    for (const raw of postings) {
      const entry = listedSchema.safeParse(raw);
      if (!entry.success) {
        errors.push(`a listed role without a title or path was skipped`);
        continue;
      }
      const { title, externalPath, locationsText, bulletFields } = entry.data;
      listed.push({
        id: `${where.tenant}/${where.site}${externalPath}`,
        fingerprint: fingerprintOf([title, externalPath, locationsText, bulletFields]),
        item: entry.data,
      });
    }
    const read = (page + 1) * WORKDAY_PAGE_SIZE;
    if (postings.length < WORKDAY_PAGE_SIZE || (total !== null && read >= total)) {
      const result = await readDetails(listed, context, (entry) =>
        detail(entry.item, where, base, trusted, context),
      );
      return { ...result, errors: [...errors, ...result.errors] };
    }
  }
  throw new Error(`more than ${MAX_PAGES * WORKDAY_PAGE_SIZE} postings: stopped reading`);
}

async function detail(
  listed: z.output<typeof listedSchema>,
  where: WorkdaySite,
  base: string,
  trusted: boolean,
  context: ReadContext,
): Promise<Posting> {
  const { jobPostingInfo: info } = detailSchema.parse(
    await fetchJson(`${base}${sitePath(where)}${listed.externalPath}`, context.policy, context.signal, {
      trusted,
    }),
  );
  // "3 Locations" is a count, not a place: the details name them.
  const summary = /^\d+\s+locations?$/i.test(listed.locationsText ?? "") ? null : listed.locationsText;
  const locations = [info.location, ...(info.additionalLocations ?? [])].filter((value): value is string =>
    Boolean(value),
  );
  return {
    externalId: "",
    title: info.title,
    locations: locations.length ? locations : summary ? [summary] : [],
    departments: [],
    commitment: info.timeType ?? undefined,
    workplace: info.remoteType ?? null,
    descriptionHtml: info.jobDescription ?? "",
    applyUrl: info.externalUrl ?? `https://${where.host}/${where.site}${listed.externalPath}`,
    postedAt: parseDay(info.startDate),
    closesAt: parseDay(info.endDate, true),
  };
}

/** Workday's dates are days ("2026-10-01"); a closing day lasts until its end. */
export function parseDay(value: string | null | undefined, endOfDay = false): Date | null {
  if (!value) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${endOfDay ? "23:59:59" : "00:00:00"}Z` : value;
  const time = Date.parse(day);
  return Number.isFinite(time) ? new Date(time) : null;
}

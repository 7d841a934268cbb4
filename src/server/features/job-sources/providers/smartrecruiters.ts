import { z } from "zod";
import { escapeHtml } from "../../../../shared/escape-html";
import { fetchJson } from "../fetch-json";
import type { Posting } from "../posting";
import { parseTime } from "./ashby";
import {
  apiBase,
  type BoardResult,
  fingerprintOf,
  type Listed,
  type ReadContext,
  readDetails,
} from "./board";

// SmartRecruiters' Posting API (developers.smartrecruiters.com, "Posting API"):
// GET {base}/v1/companies/{company}/postings?limit=100&offset=N answers
// { offset, limit, totalFound, content: [{ id, name, uuid, refNumber, releasedDate,
//   location: { city, region, country, remote, hybrid?, fullLocation? }, department: { label },
//   function: { label }, typeOfEmployment: { label }, experienceLevel: { label }, ref }] }; and
// GET {base}/v1/companies/{company}/postings/{id} answers the same fields with
// { jobAd: { sections: { companyDescription, jobDescription, qualifications, additionalInformation } },
//   applyUrl, postingUrl }, each section { title, text (HTML) }.
// SmartRecruiters lists a role open in several places once per place, under one refNumber: those are one
// role here, with every place.

export const SMARTRECRUITERS_API = "https://api.smartrecruiters.com";
export const SMARTRECRUITERS_PAGE_SIZE = 100;
const MAX_PAGES = 100;

const label = z.object({ label: z.string().nullish() }).passthrough().nullish();
const locationSchema = z
  .object({
    city: z.string().nullish(),
    region: z.string().nullish(),
    country: z.string().nullish(),
    remote: z.boolean().nullish(),
    hybrid: z.boolean().nullish(),
    fullLocation: z.string().nullish(),
  })
  .passthrough()
  .nullish();

const listSchema = z.object({
  totalFound: z.number().nullish(),
  content: z.array(z.unknown()),
});

const listedSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  refNumber: z.string().nullish(),
  releasedDate: z.string().nullish(),
  location: locationSchema,
  department: label,
  function: label,
  typeOfEmployment: label,
});

const section = z.object({ title: z.string().nullish(), text: z.string().nullish() }).nullish();
const detailSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  releasedDate: z.string().nullish(),
  location: locationSchema,
  jobAd: z
    .object({
      sections: z
        .object({
          companyDescription: section,
          jobDescription: section,
          qualifications: section,
          additionalInformation: section,
        })
        .partial()
        .nullish(),
    })
    .nullish(),
  applyUrl: z.string().nullish(),
  postingUrl: z.string().nullish(),
});

type ListedPosting = z.output<typeof listedSchema>;

export function smartRecruitersListUrl(base: string, company: string, offset: number): string {
  return `${base}/v1/companies/${encodeURIComponent(company)}/postings?limit=${SMARTRECRUITERS_PAGE_SIZE}&offset=${offset}`;
}

export async function fetchSmartRecruitersCompany(
  company: string,
  context: ReadContext,
): Promise<BoardResult> {
  const { base, trusted } = apiBase(context.apis.smartRecruitersApiUrl, SMARTRECRUITERS_API);
  const raws: unknown[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = listSchema.parse(
      await fetchJson(smartRecruitersListUrl(base, company, raws.length), context.policy, context.signal, {
        trusted,
      }),
    );
    raws.push(...body.content);
    const total = body.totalFound ?? null;
    if (body.content.length < SMARTRECRUITERS_PAGE_SIZE || (total !== null && raws.length >= total)) {
      const { listed, errors } = grouped(raws, company);
      const result = await readDetails(listed, context, async ({ item }) => {
        const [first] = item;
        const url = `${base}/v1/companies/${encodeURIComponent(company)}/postings/${encodeURIComponent(first?.id ?? "")}`;
        const posting = detailSchema.parse(await fetchJson(url, context.policy, context.signal, { trusted }));
        return toPosting(posting, item);
      });
      return { ...result, errors: [...errors, ...result.errors] };
    }
  }
  throw new Error(`more than ${MAX_PAGES * SMARTRECRUITERS_PAGE_SIZE} postings: stopped reading`);
}

/** One entry per role: postings sharing a reference number are one role in several places. */
function grouped(raws: unknown[], company: string) {
  const groups = new Map<string, ListedPosting[]>();
  const errors: string[] = [];
  for (const raw of raws) {
    const entry = listedSchema.safeParse(raw);
    if (!entry.success) {
      errors.push("a listed posting without an id or name was skipped");
      continue;
    }
    const key = entry.data.refNumber ? `${company}:${entry.data.refNumber}` : `${company}:${entry.data.id}`;
    groups.set(key, [...(groups.get(key) ?? []), entry.data]);
  }
  const listed: Listed<ListedPosting[]>[] = [...groups].map(([id, postings]) => ({
    id,
    fingerprint: fingerprintOf(
      postings.map((p) => [p.id, p.name, p.releasedDate, p.location, p.typeOfEmployment]),
    ),
    item: postings,
  }));
  return { listed, errors };
}

function place(location: z.output<typeof locationSchema>): string | null {
  if (!location) return null;
  if (location.fullLocation) return location.fullLocation;
  const parts = [location.city, location.region, location.country?.toUpperCase()].filter(Boolean);
  return parts.length ? parts.join(", ") : location.remote ? "Remote" : null;
}

function toPosting(posting: z.output<typeof detailSchema>, group: ListedPosting[]): Posting {
  const sections = posting.jobAd?.sections ?? {};
  const html = (["jobDescription", "qualifications", "additionalInformation", "companyDescription"] as const)
    .map((key) => sections[key])
    .filter((s) => s?.text?.trim())
    .map((s) => `${s?.title ? `<h3>${escapeHtml(s.title)}</h3>` : ""}${s?.text ?? ""}`)
    .join("");
  const [first] = group;
  const location = posting.location ?? first?.location;
  return {
    externalId: "",
    title: posting.name,
    locations: [...new Set(group.map((p) => place(p.location)).filter((v): v is string => Boolean(v)))],
    departments: [first?.department?.label, first?.function?.label].filter((v): v is string => Boolean(v)),
    commitment: first?.typeOfEmployment?.label ?? undefined,
    workplace: location?.remote ? "remote" : location?.hybrid ? "hybrid" : null,
    descriptionHtml: html,
    applyUrl: posting.postingUrl ?? posting.applyUrl ?? "",
    postedAt: parseTime(posting.releasedDate ?? first?.releasedDate),
  };
}

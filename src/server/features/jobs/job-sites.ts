import { z } from "zod";
import { decodeEntities } from "../../platform/html";
import { type FetchPolicy, FetchRefused, safeGet } from "../../platform/safe-fetch";
import { parseJobPosting } from "./json-ld";

// Where an imported posting comes from. Greenhouse and Lever links are read through the boards' public
// APIs, in their documented wire formats: Greenhouse Job Board API `GET /v1/boards/{token}/jobs/{id}`
// (content is HTML escaped as entities; `GET /v1/boards/{token}` names the company) and Lever Postings
// API `GET /v0/postings/{site}/{id}`. Any other https page must carry a schema.org JobPosting.

export type PostingSource =
  | { kind: "greenhouse"; token: string; id: string }
  | { kind: "lever"; site: string; id: string; eu: boolean }
  | { kind: "page" };

export type Posting = {
  title: string;
  firmName: string | null;
  /** The board the firm publishes on, to match a firm the catalogue already monitors. */
  board: { kind: "greenhouse" | "lever"; token: string } | null;
  locations: string[];
  workplace: "onsite" | "hybrid" | "remote" | null;
  descriptionHtml: string;
  applyUrl: string;
  postedAt: Date | null;
  closesAt: Date | null;
};

export class NoPostingFound extends Error {}

const TRACKING = /^(utm_\w+|gclid|fbclid|mc_cid|mc_eid|gh_src|lever-source(\[\])?|lever-origin)$/i;

export function recognise(url: URL): PostingSource {
  const host = url.hostname.toLowerCase();
  if (host === "boards.greenhouse.io" || host === "job-boards.greenhouse.io") {
    const path = /^\/([\w-]+)\/jobs\/(\d+)\/?$/.exec(url.pathname);
    if (path?.[1] && path[2]) return { kind: "greenhouse", token: path[1].toLowerCase(), id: path[2] };
    const token = url.searchParams.get("for");
    const id = url.searchParams.get("token") ?? url.searchParams.get("gh_jid");
    if (url.pathname.startsWith("/embed/") && token && id && /^[\w-]+$/.test(token) && /^\d+$/.test(id)) {
      return { kind: "greenhouse", token: token.toLowerCase(), id };
    }
  }
  if (host === "jobs.lever.co" || host === "jobs.eu.lever.co") {
    const path = /^\/([\w.-]+)\/([0-9a-f-]{36})(\/apply)?\/?$/i.exec(url.pathname);
    if (path?.[1] && path[2]) {
      return {
        kind: "lever",
        site: path[1].toLowerCase(),
        id: path[2].toLowerCase(),
        eu: host.includes(".eu."),
      };
    }
  }
  return { kind: "page" };
}

/** One address per posting, whichever link to it was pasted. */
export function canonicalUrl(url: URL, source: PostingSource): string {
  if (source.kind === "greenhouse") return `https://boards.greenhouse.io/${source.token}/jobs/${source.id}`;
  if (source.kind === "lever") {
    return `https://jobs.${source.eu ? "eu." : ""}lever.co/${source.site}/${source.id}`;
  }
  const clean = new URL(url);
  clean.hash = "";
  for (const key of [...clean.searchParams.keys()]) if (TRACKING.test(key)) clean.searchParams.delete(key);
  return clean.toString();
}

const greenhouseJob = z.object({
  title: z.string().min(1),
  absolute_url: z.string().optional(),
  content: z.string().optional().default(""),
  company_name: z.string().nullish(),
  location: z.object({ name: z.string().nullish() }).nullish(),
  offices: z.array(z.object({ name: z.string().nullish(), location: z.string().nullish() })).nullish(),
  first_published: z.string().nullish(),
  updated_at: z.string().nullish(),
});
const greenhouseBoard = z.object({ name: z.string().min(1) });

const leverPosting = z.object({
  text: z.string().min(1),
  categories: z
    .object({ location: z.string().nullish(), allLocations: z.array(z.string()).nullish() })
    .partial()
    .nullish(),
  description: z.string().nullish(),
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: z.string().nullish(),
  hostedUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  createdAt: z.number().nullish(),
  workplaceType: z.string().nullish(),
});

function asDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isFinite(date.getTime()) ? date : null;
}

function workplaceOf(...hints: (string | null | undefined)[]): Posting["workplace"] {
  const text = hints.filter(Boolean).join(" ").toLowerCase();
  if (/\bhybrid\b/.test(text)) return "hybrid";
  if (/\bremote\b/.test(text)) return "remote";
  if (/\bon-?site\b/.test(text)) return "onsite";
  return null;
}

async function getJson(url: URL, policy: FetchPolicy): Promise<unknown> {
  const fetched = await safeGet(url, policy, "application/json");
  try {
    return JSON.parse(fetched.text);
  } catch {
    throw new FetchRefused("upstream_error", "the job board did not answer with JSON");
  }
}

async function fromGreenhouse(source: { token: string; id: string }, policy: FetchPolicy): Promise<Posting> {
  const base = `${policy.apis.greenhouse}/v1/boards/${encodeURIComponent(source.token)}`;
  const parsed = greenhouseJob.safeParse(await getJson(new URL(`${base}/jobs/${source.id}`), policy));
  if (!parsed.success) throw new FetchRefused("upstream_error", "unexpected Greenhouse answer");
  const job = parsed.data;
  let firmName = job.company_name ?? null;
  if (!firmName) {
    const board = greenhouseBoard.safeParse(await getJson(new URL(base), policy));
    firmName = board.success ? board.data.name : null;
  }
  const offices = (job.offices ?? []).map((o) => o.location || o.name).filter((o): o is string => Boolean(o));
  return {
    title: job.title,
    firmName,
    board: { kind: "greenhouse", token: source.token },
    locations: job.location?.name ? [job.location.name] : offices,
    workplace: workplaceOf(job.location?.name),
    descriptionHtml: decodeEntities(job.content),
    applyUrl: job.absolute_url ?? `https://boards.greenhouse.io/${source.token}/jobs/${source.id}`,
    postedAt: asDate(job.first_published ?? job.updated_at),
    closesAt: null,
  };
}

async function fromLever(
  source: { site: string; id: string; eu: boolean },
  policy: FetchPolicy,
): Promise<Posting> {
  const api = source.eu ? policy.apis.leverEu : policy.apis.lever;
  const url = new URL(`${api}/v0/postings/${encodeURIComponent(source.site)}/${source.id}`);
  const parsed = leverPosting.safeParse(await getJson(url, policy));
  if (!parsed.success) throw new FetchRefused("upstream_error", "unexpected Lever answer");
  const p = parsed.data;
  // Lever keeps the requirements and similar lists apart from the description; they belong to it.
  const lists = (p.lists ?? [])
    .map((list) => `<h3>${list.text.replace(/[<&]/g, " ")}</h3><ul>${list.content}</ul>`)
    .join("");
  const locations = p.categories?.allLocations?.length
    ? p.categories.allLocations
    : p.categories?.location
      ? [p.categories.location]
      : [];
  return {
    title: p.text,
    firmName: null,
    board: { kind: "lever", token: source.site },
    locations,
    workplace: workplaceOf(p.workplaceType),
    descriptionHtml: `${p.description ?? ""}${lists}${p.additional ?? ""}`,
    applyUrl: p.hostedUrl ?? `https://jobs.${source.eu ? "eu." : ""}lever.co/${source.site}/${source.id}`,
    postedAt: asDate(p.createdAt),
    closesAt: null,
  };
}

const SITE_NAME =
  /<meta\b[^<>]*\bproperty\s*=\s*["']og:site_name["'][^<>]*\bcontent\s*=\s*["']([^"'<>]+)["']/i;

async function fromPage(url: URL, policy: FetchPolicy): Promise<Posting> {
  const page = await safeGet(url, policy, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1");
  if (!/html|xml/i.test(page.contentType) && !/<html|<script/i.test(page.text.slice(0, 2000))) {
    throw new NoPostingFound("not an HTML page");
  }
  const posting = parseJobPosting(page.text, page.url);
  if (!posting) throw new NoPostingFound("no schema.org JobPosting");
  const siteName = SITE_NAME.exec(page.text)?.[1];
  return {
    title: posting.title,
    firmName: posting.organization ?? (siteName ? decodeEntities(siteName).trim() : null),
    board: null,
    locations: posting.locations,
    workplace: posting.remote ? "remote" : workplaceOf(...posting.locations),
    descriptionHtml: posting.descriptionHtml,
    applyUrl: posting.url ?? page.url.toString(),
    postedAt: posting.datePosted,
    closesAt: posting.validThrough,
  };
}

export function fetchPosting(url: URL, source: PostingSource, policy: FetchPolicy): Promise<Posting> {
  if (source.kind === "greenhouse") return fromGreenhouse(source, policy);
  if (source.kind === "lever") return fromLever(source, policy);
  return fromPage(url, policy);
}

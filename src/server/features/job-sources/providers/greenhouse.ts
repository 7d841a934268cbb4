import { z } from "zod";
import { escapeHtml } from "../../../../shared/escape-html";
import { unescapeOnce } from "../../../platform/html";
import { salaryFromGreenhouse } from "../classify/salary";
import { type FetchPolicy, fetchJson } from "../fetch-json";
import type { Posting } from "../posting";
import { type BoardResult, parseEach } from "./board";

// Greenhouse Job Board API, "List jobs" (developers.greenhouse.io/job-board.html):
// GET {base}/v1/boards/{board_token}/jobs?content=true answers
// { jobs: [{ id, internal_job_id, title, updated_at, requisition_id, location: { name }, absolute_url,
//   metadata, content, departments: [{ id, name, parent_id, child_ids }],
//   offices: [{ id, name, location, parent_id, child_ids }] }], meta: { total } }
// where `content` is the description HTML, escaped once ("&lt;p&gt;"). `metadata` is null or a list of
// the board's custom fields { id, name, value, value_type }. Newer boards also send `first_published`,
// and boards with pay transparency `pay_input_ranges: [{ min_cents, max_cents, currency_type, title,
// blurb }]` (an odd one is ignored rather than costing the posting).

const named = z.object({ name: z.string().nullish() }).passthrough();

const jobSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  internal_job_id: z.union([z.number(), z.string()]).nullish(),
  title: z.string().min(1),
  updated_at: z.string().nullish(),
  first_published: z.string().nullish(),
  requisition_id: z.string().nullish(),
  location: z.object({ name: z.string().nullish() }).nullish(),
  absolute_url: z.string(),
  content: z.string().nullish(),
  departments: z.array(named).nullish(),
  offices: z.array(named.extend({ location: z.string().nullish() })).nullish(),
  metadata: z.array(z.object({ name: z.string().nullish(), value: z.unknown() }).passthrough()).nullish(),
  pay_input_ranges: z.unknown().optional(),
});

const boardSchema = z.object({
  jobs: z.array(z.unknown()),
  meta: z.object({ total: z.number() }).partial().nullish(),
});

export function greenhouseJobsUrl(base: string, token: string): string {
  return `${base.replace(/\/$/, "")}/v1/boards/${encodeURIComponent(token)}/jobs?content=true`;
}

// `base` is the operator's GREENHOUSE_API_URL / LEVER_API_URL, never an address an admin typed.
export async function fetchGreenhouseBoard(
  base: string,
  token: string,
  policy?: FetchPolicy,
  signal?: AbortSignal,
): Promise<BoardResult> {
  const body = boardSchema.parse(
    await fetchJson(greenhouseJobsUrl(base, token), policy, signal, { trusted: true }),
  );
  return parseEach(body.jobs, (raw) => toPosting(jobSchema.parse(raw)));
}

function toPosting(job: z.output<typeof jobSchema>): Posting {
  const metadata = (job.metadata ?? [])
    .filter((field) => field.name && typeof field.value === "string" && field.value.length < 200)
    .map((field) => `${field.name}: ${field.value as string}`);
  const description = unescapeOnce(job.content ?? "");
  return {
    externalId: job.id,
    title: job.title,
    locations: [
      job.location?.name,
      ...(job.offices ?? []).map((office) => office.location ?? office.name),
    ].filter((value): value is string => Boolean(value)),
    departments: (job.departments ?? []).map((d) => d.name).filter((name): name is string => Boolean(name)),
    descriptionHtml: metadata.length
      ? `${description}<ul>${metadata.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
      : description,
    applyUrl: job.absolute_url,
    postedAt: parseTime(job.first_published) ?? parseTime(job.updated_at),
    salary: salaryFromGreenhouse(job.pay_input_ranges),
  };
}

function parseTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time) : null;
}

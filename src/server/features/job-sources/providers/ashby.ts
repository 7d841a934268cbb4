import { z } from "zod";
import { escapeHtml } from "../../../../shared/escape-html";
import { findSalary, salaryFromLever } from "../classify/salary";
import { fetchJson } from "../fetch-json";
import type { Posting } from "../posting";
import { apiBase, type BoardResult, parseEach, type ReadContext } from "./board";

// Ashby's public job posting API (developers.ashbyhq.com, "Job Postings API"):
// GET {base}/posting-api/job-board/{board}?includeCompensation=true answers the whole board at once,
// { apiVersion, jobs: [{ id, title, department, team, employmentType, location,
//   secondaryLocations: [{ location, address }], address, isRemote, workplaceType, isListed,
//   publishedAt, jobUrl, applyUrl, descriptionHtml, descriptionPlain, compensation? }] }.
// A role with isListed false is hidden on the firm's own board, so it is skipped here too. With
// compensation, `compensation.summaryComponents` holds { compensationType: "Salary", interval: "1 YEAR",
// currencyCode, minValue, maxValue }, and `compensationTierSummary` the pay in words.

export const ASHBY_API = "https://api.ashbyhq.com";

const componentSchema = z
  .object({
    compensationType: z.string().nullish(),
    interval: z.string().nullish(),
    currencyCode: z.string().nullish(),
    minValue: z.number().nullish(),
    maxValue: z.number().nullish(),
  })
  .passthrough();

const jobSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  department: z.string().nullish(),
  team: z.string().nullish(),
  employmentType: z.string().nullish(),
  location: z.string().nullish(),
  secondaryLocations: z.array(z.object({ location: z.string().nullish() }).passthrough()).nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: z.string().nullish(),
  isListed: z.boolean().nullish(),
  publishedAt: z.string().nullish(),
  jobUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  descriptionHtml: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  compensation: z
    .object({
      compensationTierSummary: z.string().nullish(),
      summaryComponents: z.array(componentSchema).nullish(),
    })
    .passthrough()
    .nullish()
    .catch(null),
});

const boardSchema = z.object({ jobs: z.array(z.unknown()) });

export function ashbyBoardUrl(base: string, board: string): string {
  return `${base}/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`;
}

export async function fetchAshbyBoard(board: string, context: ReadContext): Promise<BoardResult> {
  const { base, trusted } = apiBase(context.apis.ashbyApiUrl, ASHBY_API);
  const body = boardSchema.parse(
    await fetchJson(ashbyBoardUrl(base, board), context.policy, context.signal, { trusted }),
  );
  const listedJobs = body.jobs.filter((job) => (job as { isListed?: unknown } | null)?.isListed !== false);
  const result = parseEach(listedJobs, (raw) => toPosting(jobSchema.parse(raw)));
  const limited =
    context.detailLimit === undefined ? result.postings : result.postings.slice(0, context.detailLimit);
  return { ...result, postings: limited, listed: result.postings.length };
}

function toPosting(job: z.output<typeof jobSchema>): Posting {
  const salary = (job.compensation?.summaryComponents ?? []).find(
    (c) => c.compensationType?.toLowerCase() === "salary",
  );
  return {
    externalId: job.id,
    title: job.title,
    locations: [job.location, ...(job.secondaryLocations ?? []).map((s) => s.location)].filter(
      (value): value is string => Boolean(value),
    ),
    departments: [job.department, job.team].filter((value): value is string => Boolean(value)),
    commitment: job.employmentType ?? undefined,
    workplace: job.workplaceType ?? (job.isRemote ? "remote" : null),
    descriptionHtml: job.descriptionHtml ?? escapeHtml(job.descriptionPlain ?? ""),
    // The role's page on the firm's board; the form is one click from it.
    applyUrl: job.jobUrl ?? job.applyUrl ?? "",
    postedAt: parseTime(job.publishedAt),
    salary:
      (salary
        ? salaryFromLever({
            min: salary.minValue,
            max: salary.maxValue,
            currency: salary.currencyCode,
            interval: salary.interval,
          })
        : null) ?? findSalary(job.compensation?.compensationTierSummary ?? "", { field: true }),
  };
}

export function parseTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time) : null;
}

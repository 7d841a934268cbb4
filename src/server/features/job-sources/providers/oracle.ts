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

// Oracle Recruiting Cloud's candidate experience REST API, the one a firm's
// {host}/hcmUI/CandidateExperience/en/sites/{site} careers site calls (Oracle's REST API for HCM,
// "recruitingCEJobRequisitions" with its findReqs finder, and "recruitingCEJobRequisitionDetails"):
// GET {host}/hcmRestApi/resources/latest/recruitingCEJobRequisitions?onlyData=true
//   &expand=requisitionList.secondaryLocations&finder=findReqs;siteNumber={site},limit=25,offset=N,sortBy=POSTING_DATES_DESC
// answers { items: [{ TotalJobsCount, requisitionList: [{ Id, Title, PostedDate, PrimaryLocation,
//   ShortDescriptionStr, secondaryLocations: [{ Name }], ... }] }] }, and
// GET .../recruitingCEJobRequisitionDetails?expand=all&onlyData=true&finder=ById;Id="{id}",siteNumber={site}
// answers { items: [{ Id, Title, ExternalDescriptionStr, ExternalResponsibilitiesStr,
//   ExternalQualificationsStr, PrimaryLocation, secondaryLocations: [{ Name }], ExternalPostedStartDate,
//   ExternalPostedEndDate, JobSchedule, WorkplaceType, ... }] }. A role's page is
// https://{host}/hcmUI/CandidateExperience/en/sites/{site}/job/{id}.

export const ORACLE_PAGE_SIZE = 25;
const MAX_PAGES = 400;
const RESOURCES = "/hcmRestApi/resources/latest";

const located = z.array(z.object({ Name: z.string().nullish() }).passthrough()).nullish();

const listSchema = z.object({
  items: z.array(
    z.object({
      TotalJobsCount: z.number().nullish(),
      requisitionList: z.array(z.unknown()).nullish(),
    }),
  ),
});

const listedSchema = z.object({
  Id: z.union([z.string().min(1), z.number()]).transform(String),
  Title: z.string().min(1),
  PostedDate: z.string().nullish(),
  PrimaryLocation: z.string().nullish(),
  ShortDescriptionStr: z.string().nullish(),
  secondaryLocations: located,
});

const detailSchema = z.object({
  items: z
    .array(
      z.object({
        Id: z.union([z.string(), z.number()]).transform(String),
        Title: z.string().min(1),
        ExternalDescriptionStr: z.string().nullish(),
        ExternalResponsibilitiesStr: z.string().nullish(),
        ExternalQualificationsStr: z.string().nullish(),
        PrimaryLocation: z.string().nullish(),
        secondaryLocations: located,
        ExternalPostedStartDate: z.string().nullish(),
        ExternalPostedEndDate: z.string().nullish(),
        JobSchedule: z.string().nullish(),
        WorkplaceType: z.string().nullish(),
        JobFunction: z.string().nullish(),
        Organization: z.string().nullish(),
      }),
    )
    .min(1, "the role is not on the site any more"),
});

export function oracleSite(token: string) {
  const [host = "", site = ""] = token.split("/");
  return { host, site };
}

export function oracleListUrl(base: string, site: string, offset: number): string {
  const finder = `findReqs;siteNumber=${encodeURIComponent(site)},limit=${ORACLE_PAGE_SIZE},offset=${offset},sortBy=POSTING_DATES_DESC`;
  return `${base}${RESOURCES}/recruitingCEJobRequisitions?onlyData=true&expand=requisitionList.secondaryLocations&finder=${finder}`;
}

export function oracleDetailUrl(base: string, site: string, id: string): string {
  const finder = `ById;Id=%22${encodeURIComponent(id)}%22,siteNumber=${encodeURIComponent(site)}`;
  return `${base}${RESOURCES}/recruitingCEJobRequisitionDetails?expand=all&onlyData=true&finder=${finder}`;
}

export async function fetchOracleSite(token: string, context: ReadContext): Promise<BoardResult> {
  const { host, site } = oracleSite(token);
  const { base, trusted } = apiBase(context.apis.oracleApiUrl, `https://${host}`);
  const listed: Listed<z.output<typeof listedSchema>>[] = [];
  const errors: string[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const offset = page * ORACLE_PAGE_SIZE;
    const body = listSchema.parse(
      await fetchJson(oracleListUrl(base, site, offset), context.policy, context.signal, { trusted }),
    );
    const [first] = body.items;
    const requisitions = first?.requisitionList ?? [];
    for (const raw of requisitions) {
      const entry = listedSchema.safeParse(raw);
      if (!entry.success) {
        errors.push("a listed role without an id or title was skipped");
        continue;
      }
      const r = entry.data;
      listed.push({
        id: `${host}:${r.Id}`,
        fingerprint: fingerprintOf([
          r.Title,
          r.PostedDate,
          r.PrimaryLocation,
          r.ShortDescriptionStr,
          (r.secondaryLocations ?? []).map((l) => l.Name),
        ]),
        item: r,
      });
    }
    const total = first?.TotalJobsCount ?? null;
    if (requisitions.length < ORACLE_PAGE_SIZE || (total !== null && offset + ORACLE_PAGE_SIZE >= total)) {
      const result = await readDetails(listed, context, async ({ item }) => {
        const answer = detailSchema.parse(
          await fetchJson(oracleDetailUrl(base, site, item.Id), context.policy, context.signal, { trusted }),
        );
        return toPosting(answer.items[0] as z.output<typeof detailSchema>["items"][number], item, host, site);
      });
      return { ...result, errors: [...errors, ...result.errors] };
    }
  }
  throw new Error(`more than ${MAX_PAGES * ORACLE_PAGE_SIZE} postings: stopped reading`);
}

function toPosting(
  role: z.output<typeof detailSchema>["items"][number],
  listed: z.output<typeof listedSchema>,
  host: string,
  site: string,
): Posting {
  const section = (title: string, html: string | null | undefined) =>
    html?.trim() ? `<h3>${escapeHtml(title)}</h3>${html}` : "";
  const secondary = role.secondaryLocations ?? listed.secondaryLocations ?? [];
  return {
    externalId: "",
    title: role.Title,
    locations: [role.PrimaryLocation ?? listed.PrimaryLocation, ...secondary.map((l) => l.Name)].filter(
      (value): value is string => Boolean(value),
    ),
    departments: [role.JobFunction, role.Organization].filter((value): value is string => Boolean(value)),
    commitment: role.JobSchedule ?? undefined,
    workplace: role.WorkplaceType ?? null,
    descriptionHtml: [
      role.ExternalDescriptionStr ?? "",
      section("Responsibilities", role.ExternalResponsibilitiesStr),
      section("Qualifications", role.ExternalQualificationsStr),
    ].join(""),
    applyUrl: `https://${host}/hcmUI/CandidateExperience/en/sites/${encodeURIComponent(site)}/job/${encodeURIComponent(role.Id)}`,
    postedAt: parseTime(role.ExternalPostedStartDate) ?? parseTime(listed.PostedDate),
    closesAt: parseTime(role.ExternalPostedEndDate),
  };
}

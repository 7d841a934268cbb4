import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for four careers-board APIs, answering in their wire formats: Workday's candidate
// experience "cxs" API (POST .../jobs with limit/offset, GET a posting by its externalPath), Oracle
// Recruiting Cloud's recruitingCEJobRequisitions / recruitingCEJobRequisitionDetails finders,
// SmartRecruiters' Posting API and Ashby's job board posting API. Unknown boards answer 404, as the
// real ones do; a 429 with Retry-After can be queued for any path prefix. Tests point WORKDAY_API_URL,
// ORACLE_API_URL, SMARTRECRUITERS_API_URL and ASHBY_API_URL here.

export type WorkdayRole = {
  title: string;
  externalPath: string;
  locationsText: string;
  postedOn: string;
  bulletFields: string[];
  detail: {
    id: string;
    title: string;
    jobDescription: string;
    location: string;
    additionalLocations?: string[];
    startDate: string;
    endDate?: string;
    timeType: string;
    jobReqId: string;
    externalUrl: string;
  };
};

export type OracleRole = {
  Id: string;
  Title: string;
  PostedDate: string;
  PrimaryLocation: string;
  ShortDescriptionStr: string;
  secondaryLocations: { Name: string }[];
  detail: {
    ExternalDescriptionStr: string;
    ExternalResponsibilitiesStr?: string;
    ExternalQualificationsStr?: string;
    ExternalPostedStartDate: string;
    ExternalPostedEndDate?: string | null;
    JobSchedule?: string;
  };
};

export type SmartRecruitersPosting = {
  id: string;
  name: string;
  refNumber: string;
  releasedDate: string;
  location: { city: string; region?: string; country: string; remote: boolean };
  typeOfEmployment: { label: string };
  department?: { label: string };
  sections: Record<string, { title: string; text: string }>;
};

export type AshbyJob = {
  id: string;
  title: string;
  department?: string;
  team?: string;
  employmentType?: string;
  location: string;
  secondaryLocations?: { location: string }[];
  isListed: boolean;
  isRemote?: boolean;
  publishedAt: string;
  jobUrl: string;
  applyUrl: string;
  descriptionHtml: string;
  descriptionPlain: string;
  compensation?: unknown;
};

let next = 1;
const slug = (title: string) => title.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");

export function workdayRole(
  title: string,
  fields: { locations?: string[]; html?: string; endDate?: string; startDate?: string } = {},
): WorkdayRole {
  const req = `R${1000 + next++}`;
  const [first = "London", ...more] = fields.locations ?? ["London"];
  const externalPath = `/job/${slug(first)}/${slug(title)}_${req}`;
  return {
    title,
    externalPath,
    locationsText: more.length ? `${more.length + 1} Locations` : first,
    postedOn: "Posted 2 Days Ago",
    bulletFields: [req],
    detail: {
      id: `${req.toLowerCase()}0000000000000000000000`,
      title,
      jobDescription: fields.html ?? "<p>Join our team.</p>",
      location: first,
      additionalLocations: more,
      startDate: fields.startDate ?? "2026-10-01",
      ...(fields.endDate ? { endDate: fields.endDate } : {}),
      timeType: "Full time",
      jobReqId: req,
      externalUrl: `https://examplebank.wd3.myworkdayjobs.com/en-US/Campus${externalPath}`,
    },
  };
}

export function oracleRole(
  title: string,
  fields: { locations?: string[]; html?: string; endDate?: string | null } = {},
): OracleRole {
  const [first = "London, United Kingdom", ...more] = fields.locations ?? ["London, United Kingdom"];
  return {
    Id: String(20000 + next++),
    Title: title,
    PostedDate: "2026-10-02",
    PrimaryLocation: first,
    ShortDescriptionStr: `${title} in our London office.`,
    secondaryLocations: more.map((Name) => ({ Name })),
    detail: {
      ExternalDescriptionStr: fields.html ?? "<p>About the role.</p>",
      ExternalResponsibilitiesStr: "<ul><li>Build models</li></ul>",
      ExternalQualificationsStr: "<ul><li>A strong degree</li></ul>",
      ExternalPostedStartDate: "2026-10-02T08:00:00+00:00",
      ExternalPostedEndDate: fields.endDate === undefined ? "2027-01-31T23:59:00+00:00" : fields.endDate,
      JobSchedule: "Full time",
    },
  };
}

export function smartRecruitersPosting(
  title: string,
  fields: { city?: string; refNumber?: string; html?: string } = {},
): SmartRecruitersPosting {
  const id = String(744000000000 + next++);
  return {
    id,
    name: title,
    refNumber: fields.refNumber ?? `REF${id.slice(-4)}`,
    releasedDate: "2026-10-03T10:00:00.000Z",
    location: { city: fields.city ?? "London", country: "gb", remote: false },
    typeOfEmployment: { label: "Full-time" },
    department: { label: "Asset Management" },
    sections: {
      companyDescription: { title: "Company Description", text: "<p>We manage money.</p>" },
      jobDescription: { title: "Job Description", text: fields.html ?? "<p>Research equities.</p>" },
      qualifications: { title: "Qualifications", text: "<ul><li>Excel</li></ul>" },
      additionalInformation: { title: "Additional Information", text: "<p>Hybrid working.</p>" },
    },
  };
}

export function ashbyJob(title: string, fields: Partial<AshbyJob> & { html?: string } = {}): AshbyJob {
  const id = `${(next++).toString(16).padStart(8, "0")}-1111-4111-8111-111111111111`;
  const { html = "<p>Build the future of payments.</p>", ...rest } = fields;
  return {
    id,
    title,
    department: "Finance",
    team: "Treasury",
    employmentType: "FullTime",
    location: "London",
    secondaryLocations: [],
    isListed: true,
    publishedAt: "2026-10-04T09:00:00.000+00:00",
    jobUrl: `https://jobs.ashbyhq.com/examplepay/${id}`,
    applyUrl: `https://jobs.ashbyhq.com/examplepay/${id}/application`,
    descriptionHtml: html,
    descriptionPlain: html.replace(/<[^>]+>/g, ""),
    ...rest,
  };
}

export async function startFakeAtsBoards() {
  const workday = new Map<string, WorkdayRole[]>(); // "tenant/site"
  const oracle = new Map<string, OracleRole[]>(); // site number
  const smartRecruiters = new Map<string, SmartRecruitersPosting[]>();
  const ashby = new Map<string, AshbyJob[]>();
  const requests: string[] = [];
  const userAgents = new Set<string>();
  const throttles: { prefix: string; retryAfter: string }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  function answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  }

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    return text ? JSON.parse(text) : null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    // Holds the answer a moment, so concurrent requests overlap and the per-host limit shows.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = decodeURIComponent(url.pathname);
    const line = `${req.method} ${path}${url.search ? decodeURIComponent(url.search) : ""}`;
    requests.push(line);
    userAgents.add(req.headers["user-agent"] ?? "");
    const throttle = throttles.findIndex((t) => path.startsWith(t.prefix));
    if (throttle >= 0) {
      const [t] = throttles.splice(throttle, 1);
      res.writeHead(429, { "retry-after": t?.retryAfter ?? "1" });
      res.end();
      return;
    }

    const wd = /^\/wday\/cxs\/([^/]+)\/([^/]+)(\/.*)$/.exec(path);
    if (wd) {
      const roles = workday.get(`${wd[1]}/${wd[2]}`);
      if (!roles) return answer(res, 404, { errorCode: "HTTP_404", message: "Not Found" });
      if (wd[3] === "/jobs" && req.method === "POST") {
        const body = (await readBody(req)) as { limit: number; offset: number };
        const page = roles.slice(body.offset, body.offset + body.limit);
        return answer(res, 200, {
          // Workday fills `total` on the first page only.
          total: body.offset === 0 ? roles.length : 0,
          jobPostings: page.map(({ detail: _d, ...listed }) => listed),
          facets: [],
        });
      }
      const role = roles.find((r) => r.externalPath === wd[3]);
      if (!role) return answer(res, 404, { errorCode: "HTTP_404" });
      return answer(res, 200, {
        jobPostingInfo: { ...role.detail, postedOn: role.postedOn, canApply: true },
        hiringOrganization: { name: "Example Bank", url: "" },
        similarJobs: [],
      });
    }

    if (path.startsWith("/hcmRestApi/resources/latest/")) {
      const finder = url.searchParams.get("finder") ?? "";
      const vars = Object.fromEntries(
        finder
          .slice(finder.indexOf(";") + 1)
          .split(",")
          .map((pair) => pair.split("=") as [string, string]),
      );
      const roles = oracle.get(vars.siteNumber ?? "");
      if (!roles) return answer(res, 404, { title: "Not Found", status: "404" });
      if (path.endsWith("/recruitingCEJobRequisitions") && finder.startsWith("findReqs;")) {
        const offset = Number(vars.offset ?? 0);
        const limit = Number(vars.limit ?? 25);
        const list = roles.slice(offset, offset + limit).map(({ detail: _d, ...r }) => r);
        return answer(res, 200, {
          items: [{ SearchId: 1, TotalJobsCount: roles.length, requisitionList: list }],
          count: 1,
          hasMore: false,
        });
      }
      if (path.endsWith("/recruitingCEJobRequisitionDetails") && finder.startsWith("ById;")) {
        const id = (vars.Id ?? "").replace(/^"|"$/g, "");
        const role = roles.find((r) => r.Id === id);
        const items = role
          ? [
              {
                Id: role.Id,
                Title: role.Title,
                PrimaryLocation: role.PrimaryLocation,
                secondaryLocations: role.secondaryLocations,
                ...role.detail,
              },
            ]
          : [];
        return answer(res, 200, { items, count: items.length, hasMore: false });
      }
    }

    const sr = /^\/v1\/companies\/([^/]+)\/postings(?:\/([^/]+))?$/.exec(path);
    if (sr) {
      const postings = smartRecruiters.get(sr[1] ?? "");
      if (!postings) return answer(res, 404, { message: "Company not found" });
      if (!sr[2]) {
        const offset = Number(url.searchParams.get("offset") ?? 0);
        const limit = Number(url.searchParams.get("limit") ?? 10);
        const content = postings
          .slice(offset, offset + limit)
          .map(({ sections: _s, ...p }) => ({ ...p, ref: `https://api.smartrecruiters.com${path}/${p.id}` }));
        return answer(res, 200, { offset, limit, totalFound: postings.length, content });
      }
      const posting = postings.find((p) => p.id === sr[2]);
      if (!posting) return answer(res, 404, { message: "Posting not found" });
      const { sections, ...rest } = posting;
      return answer(res, 200, {
        ...rest,
        jobAd: { sections },
        applyUrl: `https://jobs.smartrecruiters.com/${sr[1]}/${posting.id}?oga=true`,
        postingUrl: `https://jobs.smartrecruiters.com/${sr[1]}/${posting.id}-${slug(posting.name).toLowerCase()}`,
      });
    }

    const ab = /^\/posting-api\/job-board\/([^/]+)$/.exec(path);
    if (ab) {
      const jobs = ashby.get(ab[1] ?? "");
      if (!jobs) return answer(res, 404, { success: false, error: "Job board not found" });
      return answer(res, 200, { apiVersion: "1", jobs });
    }
    answer(res, 404, { error: "no such route" });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => answer(res, 500, { error: "fake server failed" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    userAgents,
    workday,
    oracle,
    smartRecruiters,
    ashby,
    /** The most requests this server held at once since the last reset. */
    maxInFlight: () => maxInFlight,
    resetCounters() {
      requests.length = 0;
      maxInFlight = 0;
    },
    /** The next request whose path starts with `prefix` answers 429 with this Retry-After. */
    throttle(prefix: string, retryAfter = "1") {
      throttles.push({ prefix, retryAfter });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeAtsBoards = Awaited<ReturnType<typeof startFakeAtsBoards>>;

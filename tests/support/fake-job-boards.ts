import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for the Greenhouse Job Board API and the Lever Postings API, answering in their
// documented wire formats (developers.greenhouse.io/job-board.html "List jobs"; github.com/lever/
// postings-api "Get a list of job postings"), with faults on demand: 5xx, 429, a hang, a dropped
// connection, an oversized body. Tests point GREENHOUSE_API_URL / LEVER_API_URL here.

export type GreenhouseJob = {
  id: number;
  internal_job_id: number;
  title: string;
  updated_at: string;
  requisition_id: string | null;
  location: { name: string };
  absolute_url: string;
  metadata: { id: number; name: string; value: unknown; value_type: string }[] | null;
  /** The description HTML, escaped once, as Greenhouse sends it. */
  content: string;
  departments: { id: number; name: string; parent_id: number | null; child_ids: number[] }[];
  offices: {
    id: number;
    name: string;
    location: string | null;
    parent_id: number | null;
    child_ids: number[];
  }[];
  /** Boards with pay transparency: one range per pay zone. */
  pay_input_ranges?: {
    min_cents: number;
    max_cents: number;
    currency_type: string;
    title: string;
    blurb: string;
  }[];
};

export type LeverPosting = {
  id: string;
  text: string;
  categories: {
    location?: string;
    commitment?: string;
    team?: string;
    department?: string;
    allLocations?: string[];
  };
  country: string | null;
  createdAt: number;
  opening: string;
  openingPlain: string;
  description: string;
  descriptionPlain: string;
  descriptionBody: string;
  descriptionBodyPlain: string;
  lists: { text: string; content: string }[];
  additional: string;
  additionalPlain: string;
  hostedUrl: string;
  applyUrl: string;
  workplaceType: "unspecified" | "on-site" | "remote" | "hybrid";
  salaryRange?: { min: number; max: number; currency: string; interval: string };
  salaryDescription?: string;
  salaryDescriptionPlain?: string;
};

export type Fault =
  | number
  | "hang"
  | "reset"
  | "oversized"
  | "not-json"
  | { status: 429; retryAfter: number };

/** HTML escaped once, as Greenhouse escapes a posting's `content` (apostrophes are left as they are). */
export const escapeOnce = (html: string) =>
  html.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

let nextId = 4_000_000;

/** A Greenhouse job as "List jobs" with ?content=true returns it; `html` is the unescaped description. */
export function greenhouseJob(
  fields: Partial<Omit<GreenhouseJob, "content">> & {
    title: string;
    html?: string;
    location?: { name: string };
  },
): GreenhouseJob {
  const id = fields.id ?? nextId++;
  const { html = "<p>Join us.</p>", ...rest } = fields;
  return {
    id,
    internal_job_id: id + 1000,
    updated_at: "2026-10-01T09:30:00-04:00",
    requisition_id: `REQ-${id}`,
    location: { name: "London" },
    absolute_url: `https://boards.greenhouse.io/example/jobs/${id}`,
    metadata: null,
    departments: [],
    offices: [],
    ...rest,
    content: escapeOnce(html),
  };
}

/** A Lever posting as the list API returns it in JSON mode. */
export function leverPosting(fields: Partial<LeverPosting> & { text: string }): LeverPosting {
  const id = fields.id ?? `${(nextId++).toString(16)}-0000-4000-8000-000000000000`;
  const description = fields.description ?? "<div>We are hiring.</div>";
  return {
    id,
    categories: { location: "London", commitment: "Full-time", team: "Markets", department: "Trading" },
    country: "GB",
    createdAt: Date.parse("2026-10-01T09:00:00Z"),
    opening: description,
    openingPlain: description.replace(/<[^>]+>/g, ""),
    description,
    descriptionPlain: description.replace(/<[^>]+>/g, ""),
    descriptionBody: "",
    descriptionBodyPlain: "",
    lists: [],
    additional: "",
    additionalPlain: "",
    hostedUrl: `https://jobs.lever.co/example/${id}`,
    applyUrl: `https://jobs.lever.co/example/${id}/apply`,
    workplaceType: "unspecified",
    ...fields,
  };
}

export async function startFakeJobBoards() {
  const greenhouse = new Map<string, GreenhouseJob[]>();
  const lever = new Map<string, LeverPosting[]>();
  const faults = new Map<string, Fault[]>();
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();

  function answer(res: ServerResponse, status: number, body: unknown) {
    const text = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(text);
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(`${url.pathname}${url.search}`);
    const board = url.pathname.split("/").filter(Boolean).slice(0, 3).join("/");
    const fault = faults.get(board)?.shift();
    if (fault === "hang") {
      hanging.add(res);
      return;
    }
    if (fault === "reset") {
      req.socket.destroy();
      return;
    }
    if (fault === "not-json") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>maintenance</html>");
      return;
    }
    if (fault === "oversized") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`{"jobs":[],"padding":"${"x".repeat(2 * 1024 * 1024)}"}`);
      return;
    }
    if (typeof fault === "object") {
      res.writeHead(429, { "retry-after": String(fault.retryAfter) });
      res.end();
      return;
    }
    if (typeof fault === "number") return answer(res, fault, { error: `fault ${fault}` });

    const greenhouseMatch = /^\/v1\/boards\/([^/]+)\/jobs$/.exec(url.pathname);
    if (greenhouseMatch) {
      const jobs = greenhouse.get(decodeURIComponent(greenhouseMatch[1] ?? ""));
      if (!jobs) return answer(res, 404, { status: 404, error: "Job board not found" });
      const content = url.searchParams.get("content") === "true";
      const listed = jobs.map((job) => {
        if (content) return job;
        const { content: _c, departments: _d, offices: _o, ...short } = job;
        return short;
      });
      return answer(res, 200, { jobs: listed, meta: { total: jobs.length } });
    }
    const leverMatch = /^\/v0\/postings\/([^/]+)$/.exec(url.pathname);
    if (leverMatch && url.searchParams.get("mode") === "json") {
      const postings = lever.get(decodeURIComponent(leverMatch[1] ?? ""));
      if (!postings) return answer(res, 404, { ok: false, error: "Document not found" });
      const skip = Number(url.searchParams.get("skip") ?? 0);
      const limit = url.searchParams.has("limit") ? Number(url.searchParams.get("limit")) : postings.length;
      return answer(res, 200, postings.slice(skip, skip + limit));
    }
    answer(res, 404, { error: "no such route" });
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    greenhouse,
    lever,
    /** The next requests to this board (`v1/boards/TOKEN` or `v0/postings/SITE`) get these faults. */
    fail(board: string, ...next: Fault[]) {
      faults.set(board, [...(faults.get(board) ?? []), ...next]);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeJobBoards = Awaited<ReturnType<typeof startFakeJobBoards>>;

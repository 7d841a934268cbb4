import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import type { FetchPolicy } from "../../src/server/platform/safe-fetch";

// Local stand-ins for what "import a job by URL" reads (nothing reaches the network):
//   /greenhouse  the Greenhouse Job Board API: GET /v1/boards/{token} → {name, content};
//                GET /v1/boards/{token}/jobs/{id} → a job with `content` as entity-escaped HTML
//   /lever       the Lever Postings API: GET /v0/postings/{site}/{id} → a posting (text, categories,
//                description, lists [{text, content}], additional, hostedUrl, applyUrl, createdAt, …)
//   /pages/…     careers pages (HTML, maybe with schema.org JobPosting JSON-LD), and misbehaving ones:
//                /pages/huge (3 MB), /pages/bomb (small gzip, 3 MB inflated), /pages/hang (no answer),
//                /pages/hop/{n} (a chain of n redirects), /pages/gone (404)
// Its `policy` lets the import reach this server (and only it); tests put it in deps.fetchPolicy.

export type FakeJobSites = {
  url: string;
  greenhouseBoards: Map<string, { name: string; jobs: Map<string, unknown> }>;
  leverPostings: Map<string, unknown>;
  pages: Map<string, string>;
  requests: string[];
  policy: FetchPolicy;
  close(): Promise<void>;
};

const MB = 1024 * 1024;

export async function startFakeJobSites(): Promise<FakeJobSites> {
  const sites: FakeJobSites = {
    url: "",
    greenhouseBoards: new Map(),
    leverPostings: new Map(),
    pages: new Map(),
    requests: [],
    policy: undefined as unknown as FetchPolicy,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    sites.requests.push(path);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const html = (body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
      res.end(body);
    };

    const board = /^\/greenhouse\/v1\/boards\/([\w-]+)(?:\/jobs\/(\d+))?$/.exec(path);
    if (board?.[1]) {
      const found = sites.greenhouseBoards.get(board[1]);
      if (!found) return json(404, { status: 404, error: "Job board not found" });
      if (!board[2]) return json(200, { name: found.name, content: "" });
      const job = found.jobs.get(board[2]);
      return job ? json(200, job) : json(404, { status: 404, error: "Job not found" });
    }
    const lever = /^\/lever(?:-eu)?\/v0\/postings\/([\w.-]+)\/([0-9a-f-]+)$/.exec(path);
    if (lever?.[1]) {
      const posting = sites.leverPostings.get(`${lever[1]}/${lever[2]}`);
      return posting ? json(200, posting) : json(404, { ok: false, error: "Document not found" });
    }
    if (path === "/pages/huge") return html("<p>x</p>".repeat((3 * MB) / 8));
    if (path === "/pages/bomb") return html(gzipSync(" ".repeat(3 * MB)), { "content-encoding": "gzip" });
    if (path === "/pages/hang") return; // never answers
    if (path === "/pages/gone") {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("<h1>Not found</h1>");
    }
    const hop = /^\/pages\/hop\/(\d+)$/.exec(path);
    if (hop?.[1]) {
      const left = Number(hop[1]);
      res.writeHead(302, { location: left > 0 ? `/pages/hop/${left - 1}` : "/pages/landing" });
      return res.end();
    }
    const page = sites.pages.get(path);
    if (page !== undefined) return html(page);
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sites.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sites.policy = {
    allowAddress: (address) => address === "127.0.0.1",
    allowPort: () => true,
    timeoutMs: 1_000,
    maxBytes: 2 * MB,
    maxRedirects: 3,
    apis: {
      greenhouse: `${sites.url}/greenhouse`,
      lever: `${sites.url}/lever`,
      leverEu: `${sites.url}/lever-eu`,
    },
  };
  return sites;
}

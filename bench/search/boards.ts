import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Sector } from "../../src/shared/jobs";

// The bench's careers boards, as committed in bench/search/: boards.json names each board (provider,
// token, firm, sector) and its file, which holds the provider's own answer (Greenhouse "List jobs"
// with ?content=true, or the Lever postings array in JSON mode). queries.json holds the judged queries.

export const DATA_DIR = path.resolve(import.meta.dirname);

export type BoardEntry = {
  kind: "greenhouse" | "lever";
  token: string;
  firm: string;
  sector: Sector;
  file: string;
};

export type Board = BoardEntry & {
  /** The file's JSON, served as it is. */
  body: unknown;
  /** External id → title, for checking the judgements. */
  titles: Map<string, string>;
};

export type JudgedQuery = {
  q: string;
  why: string;
  relevant: { job: string; grade: 1 | 2; title: string }[];
};

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, file), "utf8"));

export function loadBoards(): Board[] {
  return (readJson("boards.json") as BoardEntry[]).map((entry) => {
    const body = readJson(entry.file);
    const listed =
      entry.kind === "greenhouse"
        ? (body as { jobs: { id: number; title: string }[] }).jobs.map((job) => [String(job.id), job.title])
        : (body as { id: string; text: string }[]).map((posting) => [posting.id, posting.text]);
    return { ...entry, body, titles: new Map(listed as [string, string][]) };
  });
}

/**
 * The judged queries, checked against the boards: every judged role exists under that title (the
 * title is written beside the id so a reader can judge the judgements), with grade 1 or 2, once.
 */
export function loadQueries(boards: Board[]): JudgedQuery[] {
  const queries = readJson("queries.json") as JudgedQuery[];
  const byToken = new Map(boards.map((board) => [board.token, board]));
  const problems: string[] = [];
  for (const query of queries) {
    const seen = new Set<string>();
    if (!query.relevant.length) problems.push(`"${query.q}": no relevant roles`);
    for (const { job, grade, title } of query.relevant) {
      const [token = "", id = ""] = job.split("/");
      const listed = byToken.get(token)?.titles.get(id);
      if (listed === undefined) problems.push(`"${query.q}": ${job} is on no board`);
      else if (listed !== title) problems.push(`"${query.q}": ${job} is "${listed}", not "${title}"`);
      if (grade !== 1 && grade !== 2) problems.push(`"${query.q}": ${job} has grade ${grade}`);
      if (seen.has(job)) problems.push(`"${query.q}": ${job} judged twice`);
      seen.add(job);
    }
  }
  if (problems.length) throw new Error(`queries.json does not match the boards:\n  ${problems.join("\n  ")}`);
  return queries;
}

export type BoardServers = { greenhouseUrl: string; leverUrl: string; close(): Promise<void> };

/**
 * Two local servers answering as the providers do: Greenhouse at /v1/boards/{token}/jobs, Lever at
 * /v0/postings/{site}?mode=json with skip/limit paging. Unknown boards answer 404, as the real ones do.
 */
export async function serveBoards(boards: Board[]): Promise<BoardServers> {
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };
  const find = (kind: Board["kind"], token: string | undefined) =>
    boards.find((board) => board.kind === kind && board.token === decodeURIComponent(token ?? ""));

  const greenhouse = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const board = find("greenhouse", /^\/v1\/boards\/([^/]+)\/jobs$/.exec(url.pathname)?.[1]);
    if (!board) return send(res, 404, { status: 404, error: "Job board not found" });
    send(res, 200, board.body);
  });
  const lever = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const board = find("lever", /^\/v0\/postings\/([^/]+)$/.exec(url.pathname)?.[1]);
    if (!board || url.searchParams.get("mode") !== "json") {
      return send(res, 404, { ok: false, error: "Document not found" });
    }
    const postings = board.body as unknown[];
    const skip = Number(url.searchParams.get("skip") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? postings.length);
    send(res, 200, postings.slice(skip, skip + limit));
  });
  const listen = (server: Server) =>
    new Promise<string>((resolve) =>
      server.listen(0, "127.0.0.1", () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      ),
    );
  const [greenhouseUrl, leverUrl] = await Promise.all([listen(greenhouse), listen(lever)]);
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    greenhouseUrl,
    leverUrl,
    close: async () => void (await Promise.all([stop(greenhouse), stop(lever)])),
  };
}

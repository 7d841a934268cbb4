import { readFileSync } from "node:fs";
import { createServer } from "node:http";

// The baseline of `npm run bench:static`, run as a process of its own (bare-process.ts starts it): a bare
// node:http server that answers with bytes captured from the app, status, headers and body exactly,
// picked by path and by whether the request is conditional. Nothing is read, compressed or computed
// per request, so it is as fast as node:http can send those bytes.

export type Captured = {
  path: string;
  conditional: boolean;
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
};

const key = (path: string | undefined, conditional: boolean) => `${conditional ? "if" : "-"} ${path}`;

const file = process.argv[2];
if (!file) throw new Error("usage: bare-server.ts <captured answers JSON>");
const answers = new Map(
  (JSON.parse(readFileSync(file, "utf8")) as Captured[]).map((c) => [
    key(c.path, c.conditional),
    { status: c.status, headers: c.headers, body: Buffer.from(c.body, "base64") },
  ]),
);

const server = createServer((request, response) => {
  const found = answers.get(key(request.url, request.headers["if-none-match"] !== undefined));
  if (!found) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(found.status, found.headers);
  response.end(found.body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  // The parent reads the port from this line.
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FakeJobSites, startFakeJobSites } from "../../../tests/support/fake-job-sites";
import { type FetchPolicy, PUBLIC_FETCH_POLICY, safeGet } from "./safe-fetch";

// Against a local server with a policy that allows exactly it (the injected test policy), and with the
// production policy to show what it refuses before connecting.

describe("safeGet", () => {
  let sites: FakeJobSites;
  beforeAll(async () => {
    sites = await startFakeJobSites();
    sites.pages.set("/pages/landing", "<p>Landed</p>");
  });
  afterAll(() => sites?.close());

  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => "fetched",
      (error: { reason?: string }) => error.reason ?? String(error),
    );
  const get = (path: string, policy: FetchPolicy = sites.policy) =>
    safeGet(new URL(path, sites.url), policy, "text/html");

  test("follows up to three redirects and reports where it ended", async () => {
    const page = await get("/pages/hop/2");
    expect(page.text).toBe("<p>Landed</p>");
    expect(page.url.pathname).toBe("/pages/landing");
    expect(await reason(get("/pages/hop/3"))).toBe("too_many_redirects");
  });

  test("a body over the cap is refused, declared or streamed, compressed or not", async () => {
    expect(await reason(get("/pages/huge"))).toBe("too_large");
    expect(await reason(get("/pages/bomb"))).toBe("too_large");
  });

  test("a server that never answers is cut off at the deadline", async () => {
    expect(await reason(get("/pages/hang", { ...sites.policy, timeoutMs: 150 }))).toBe("timeout");
  });

  test("404 is 'not found'; other failures are upstream errors", async () => {
    expect(await reason(get("/pages/gone"))).toBe("not_found");
  });

  test("the production policy refuses private addresses, odd ports and other schemes before connecting", async () => {
    const refused = (link: string) => reason(safeGet(new URL(link), PUBLIC_FETCH_POLICY, "text/html"));
    expect(await refused("http://127.0.0.1/")).toBe("private_address");
    expect(await refused("https://[::1]/")).toBe("private_address");
    expect(await refused("http://169.254.169.254/latest/meta-data/")).toBe("private_address");
    expect(await refused("http://[::ffff:7f00:1]/")).toBe("private_address");
    expect(await refused(`${sites.url}/pages/landing`)).toBe("unsupported_url"); // port
    expect(await refused("ftp://example.com/job")).toBe("unsupported_url");
    expect(await refused("https://user:secret@example.com/job")).toBe("unsupported_url");
    expect(sites.requests).not.toContain("/latest/meta-data/");
  });

  test("a host name that resolves to a private address is refused at the lookup", async () => {
    // Any port, but only public addresses: "localhost" resolves to loopback.
    const policy = { ...PUBLIC_FETCH_POLICY, allowPort: () => true };
    const port = new URL(sites.url).port;
    const before = sites.requests.length;
    expect(
      await reason(safeGet(new URL(`http://localhost:${port}/pages/landing`), policy, "text/html")),
    ).toBe("private_address");
    expect(sites.requests.length).toBe(before); // no connection was made
  });

  test("a redirect to a private address is checked again and refused", async () => {
    const redirector = createServer((_req, res) => {
      res.writeHead(302, { location: "http://10.0.0.7/admin" });
      res.end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, "127.0.0.1", resolve));
    try {
      const url = new URL(`http://127.0.0.1:${(redirector.address() as AddressInfo).port}/job`);
      expect(await reason(safeGet(url, sites.policy, "text/html"))).toBe("private_address");
    } finally {
      redirector.close();
    }
  });
});

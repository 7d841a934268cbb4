import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../tests/support/test-app";
import { createSseReader } from "../../shared/sse";

// The API's JSON is compressed for a client that accepts gzip; the coach's event stream and downloads
// are sent as they are (http/compress-answers.ts).

describe("compressed API answers", () => {
  let t: TestApp;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    // Enough applications that the list is well over the 1 KiB below which nothing is compressed.
    for (let i = 0; i < 12; i++) {
      const created = await t.request("/api/tracker/applications", {
        cookie: member.cookie,
        json: {
          firm_name: `Firm ${i}`,
          role_title: `Summer Analyst, Investment Banking Division, London ${i}`,
        },
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(() => t?.dispose());

  test("JSON is gzipped when the client accepts gzip, and plain when it does not", async () => {
    const path = "/api/tracker/applications?archived=false";
    const zipped = await t.request(path, {
      cookie: member.cookie,
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    // Compressed whole and sent in one piece with its length, not streamed in chunks.
    expect(zipped.headers.get("content-length")).toBe(String(bytes.length));
    expect(zipped.headers.get("transfer-encoding")).toBeNull();
    const unzipped = JSON.parse(gunzipSync(bytes).toString("utf8"));

    const plain = await t.request(path, { cookie: member.cookie });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(unzipped).toEqual(JSON.parse(text));
    expect(unzipped.applications).toHaveLength(12);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(text) / 2);
  });

  test("a large answer (compressed off the event loop) arrives whole, with its length", async () => {
    // Fifteen applications (the free plan's most) with long links and titles: a list well over the
    // 32 KiB gzipped in place, the same size every run (a drawn aptitude test's size is not).
    const other = await t.signUp();
    for (let i = 0; i < 15; i++) {
      const created = await t.request("/api/tracker/applications", {
        cookie: other.cookie,
        json: {
          firm_name: `Firm ${i} ${"Capital Partners ".repeat(11)}`.slice(0, 200),
          role_title: `Analyst ${i} ${"Investment Banking Division ".repeat(7)}`.slice(0, 200),
          location: `${"London, United Kingdom; ".repeat(8)}`.slice(0, 200),
          url: `https://careers.example.com/jobs/${i}/${"analyst-programme-".repeat(110)}`.slice(0, 2000),
        },
      });
      expect(created.status).toBe(201);
    }
    const path = "/api/tracker/applications?archived=false";
    const zipped = await t.request(path, { cookie: other.cookie, headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.headers.get("content-length")).toBe(String(bytes.length));
    const plain = await (await t.request(path, { cookie: other.cookie })).text();
    expect(Buffer.byteLength(plain)).toBeGreaterThan(32 * 1024);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(JSON.parse(plain));
  });

  test("an answer under 1 KiB goes as it is, with its length", async () => {
    const response = await t.request("/api/account/session", {
      cookie: member.cookie,
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    const text = await response.text();
    expect(Buffer.byteLength(text)).toBeLessThan(1024);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text).user.id).toBe(member.user.id);
  });

  test("an answer's strong ETag becomes weak once compressed", async () => {
    const { compressAnswers } = await import("./compress-answers");
    const { Hono } = await import("hono");
    const app = new Hono().use(compressAnswers).get("/big", (c) => {
      c.header("ETag", '"abc"');
      return c.json({ words: "finance ".repeat(400) });
    });
    const response = await app.request("/big", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("etag")).toBe('W/"abc"');
    const unzipped = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8"));
    expect(unzipped.words).toHaveLength(3200);
  });

  test("the coach's event stream is not compressed, even when the client accepts gzip", async () => {
    const response = await t.request("/api/career-coach/messages", {
      cookie: member.cookie,
      json: { question: "Any tips for a superday?" },
      headers: { accept: "text/event-stream", "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("content-encoding")).toBeNull();
    // Readable as it is: plain text events, the answer's words among them.
    const reader = createSseReader();
    const events = [...reader.push(await response.text()), ...reader.end()];
    expect(events.map((e) => e.event)).toEqual(["start", "delta", "done"]);
    expect(JSON.parse(events[1]?.data ?? "{}").text).toContain("Superdays");
  });

  test("a download is sent as it is", async () => {
    const response = await t.request("/api/tracker/export.csv", {
      cookie: member.cookie,
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(response.headers.get("content-encoding")).toBeNull();
    const csv = await response.text();
    expect(csv).toContain("Firm 11");
    // Long enough that only its being a download keeps it from being compressed.
    expect(Buffer.byteLength(csv)).toBeGreaterThan(1024);
  });
});

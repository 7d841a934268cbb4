import { Worker } from "node:worker_threads";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { documents, documentVersions, storedBlobs } from "../../db/schema";
import { WALL_FACTOR } from "../../platform/worker-task";
import { uploadForm } from "./documents.fixtures";
import { PARSE_LIMITS } from "./parse-upload";
import {
  deflatedRepeat,
  formOverAndOverPdf,
  longWordXml,
  onePagePdf,
  TEXT_OPERATORS,
  zip,
} from "./upload-files.fixtures";

// Files that are small to send and huge to read. Each is read off the request's thread, within a time
// and memory limit, and refused with a 422 that says what happened and what to do; nothing is stored,
// and meanwhile the server keeps answering others: a health check answers within 100 ms, where reading
// the same file on the request's thread holds it for seconds or minutes.

/** A health check is asked for this often. */
const SAMPLE_EVERY_MS = 25;
/** How late a health check may answer while an upload is read, beyond the machine's own idle jitter. */
const ALLOWED_MS = 100;

// Each timing test runs again, up to twice, when a health check answers late: on a machine shared with
// the rest of the suite a scheduler hiccup can delay one check past the allowance. Reading a file on
// the request's own thread stalls every check for its whole length, attempt after attempt, so a real
// regression still fails. A reading thread that the machine gives little CPU may run to its limit's cap
// on the clock (WALL_FACTOR times the limit) before it is stopped, so each attempt has time for that.
describe("uploads read within limits", {
  retry: 2,
  timeout: PARSE_LIMITS.timeMs * WALL_FACTOR + 20_000,
}, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  /**
   * Asks for `/api/health` every SAMPLE_EVERY_MS until `done()` (and at least `atLeast` times). Each
   * delay runs from when the check was due (its timer's moment) to its answer, so a busy event loop
   * shows whether it held up the timer or the request.
   */
  async function healthDelays(done: () => boolean, atLeast = 0) {
    const delays: number[] = [];
    while (!done() || delays.length < atLeast) {
      const due = performance.now() + SAMPLE_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      const health = await t.request("/api/health");
      delays.push(performance.now() - due);
      expect(health.status).toBe(200);
    }
    return delays;
  }

  /**
   * Times health checks for a second while another thread keeps one core busy, as the reading thread
   * will (what a busy two-core test machine adds by itself: the other test worker, the operating
   * system's scheduling), then sends the upload and times them until its answer comes. The multipart body is encoded
   * beforehand: a browser does that on its own machine, not on the server's thread.
   */
  async function uploadWhileTimingHealth(who: SignedIn, bytes: Buffer, name: string) {
    const encoded = new Request(t.config.appUrl, { method: "POST", body: uploadForm(bytes, name) });
    const body = new Uint8Array(await encoded.arrayBuffer());
    const headers = {
      "content-type": encoded.headers.get("content-type") ?? "",
      cookie: who.cookie,
      origin: t.config.appUrl,
    };
    // As test-app's request() does: the client address the rate limits see.
    const env = { incoming: { socket: { remoteAddress: "192.0.2.10" } } };
    const spinner = new Worker("const end = Date.now() + 30_000; while (Date.now() < end) {}", {
      eval: true,
    });
    const idle = await healthDelays(() => true, 40).finally(() => spinner.terminate());
    let answered = false;
    const sent = Promise.resolve(
      t.app.request(
        new URL("/api/documents", t.config.appUrl).toString(),
        { method: "POST", headers, body },
        env,
      ),
    ).finally(() => {
      answered = true;
    });
    const delays = await healthDelays(() => answered);
    return { response: await sent, delays, idle };
  }

  async function expectNothingStored(who: SignedIn) {
    const [docs] = await t.db.select({ n: count() }).from(documents).where(eq(documents.userId, who.user.id));
    const [versions] = await t.db
      .select({ n: count() })
      .from(documentVersions)
      .where(eq(documentVersions.userId, who.user.id));
    const [blobs] = await t.db.select({ n: count() }).from(storedBlobs);
    expect([docs?.n, versions?.n, blobs?.n]).toEqual([0, 0, 0]);
  }

  function expectResponsive({ delays, idle }: { delays: number[]; idle: number[] }) {
    // More than one check, so they really ran while the file was being read.
    expect(delays.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...delays)).toBeLessThan(ALLOWED_MS + Math.max(...idle));
  }

  test("a one-page PDF whose page inflates to 256 MB of text is refused at once; health keeps answering", async () => {
    const who = await t.signUp();
    const bomb = onePagePdf(await deflatedRepeat(TEXT_OPERATORS, 256 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);

    const { response, ...timings } = await uploadWhileTimingHealth(who, bomb, "cv.pdf");
    expectResponsive(timings);
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe("upload_pdf_bomb");
    expect(error.message).toMatch(/expands to far more than its size.*Save it again as a simpler PDF.*DOCX/);
    await expectNothingStored(who);
  });

  test("a PDF that takes longer than the time limit to read is stopped and refused; health keeps answering", async () => {
    const who = await t.signUp();
    // 20 KB that draws one form a million times: hours of reading for any machine.
    const slow = formOverAndOverPdf(1_000_000);
    expect(slow.length).toBeLessThan(50 * 1024);

    const { response, ...timings } = await uploadWhileTimingHealth(who, slow, "cv.pdf");
    expectResponsive(timings);
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe("upload_too_slow");
    expect(error.message).toMatch(/could not be read within our time limit.*Save it again as a simpler PDF/);
    await expectNothingStored(who);
  });

  test("a Word document with 16 MB of XML is refused within the limits; health keeps answering", async () => {
    const who = await t.signUp();
    // Within the zip checks; a minute of reading and gigabytes of heap for mammoth.
    const docx = zip([{ name: "word/document.xml", data: longWordXml(16 * 1024 * 1024) }]);
    expect(docx.length).toBeLessThan(2 * 1024 * 1024);

    const { response, ...timings } = await uploadWhileTimingHealth(who, docx, "cv.docx");
    expectResponsive(timings);
    expect(response.status).toBe(422);
    const { error } = await response.json();
    // Which limit it meets first depends on the machine; each says what happened and what to do.
    expect(["upload_too_slow", "upload_too_much_memory", "upload_too_much_text"]).toContain(error.code);
    expect(error.message).toMatch(/(time limit|memory limit|more text than we can read).*(PDF|DOCX)/);
    await expectNothingStored(who);
  });
});

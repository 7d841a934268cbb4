import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { campaigns, premiumSignups, siteFigures, testimonials } from "../../db/schema";
import { contentChanged } from "../../platform/content-cache";

// docs/decisions/0030-landing-cache.md: GET /api/landing is served from memory for
// LANDING_CACHE_SECONDS (5 by default, as here). The system clock is frozen in each test and moved by
// hand, so a change that shows before the copy's lifetime is up can only have come from invalidation.

const HOUR = 3_600_000;
const ADMIN = "/api/admin/site-content";

let t: TestApp;
let admin: SignedIn;
let ttlMs: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUpAdmin();
  ttlMs = t.config.landingCacheSeconds * 1000;
});
afterAll(() => t?.dispose());
beforeEach(async () => {
  await t.db.delete(premiumSignups);
  await t.db.delete(campaigns);
  await t.db.delete(testimonials);
  await t.db.delete(siteFigures);
  // Written straight to the database, so this process is told as a writer in it would tell it.
  contentChanged(t.db, campaigns, testimonials, siteFigures, premiumSignups);
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});

async function landing() {
  const response = await t.request("/api/landing");
  expect(response.status).toBe(200);
  return { response, body: await response.json() };
}

const asAdmin = async (method: string, path: string, json?: unknown) => {
  const response = await t.request(`${ADMIN}${path}`, { method, json: json ?? {}, cookie: admin.cookie });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.json();
};
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const figureKeys = (body: { figures: { key: string }[] }) => body.figures.map((f) => f.key);

describe("landing cache", () => {
  test("a second request is served from memory: the database is not read again", async () => {
    const select = vi.spyOn(t.db, "select");
    try {
      await landing();
      expect(select.mock.calls.length).toBeGreaterThan(0);
      select.mockClear();
      const { response, body } = await landing();
      expect(select).not.toHaveBeenCalled();
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(body).toMatchObject({ campaign: null, testimonials: [], figures: [] });
    } finally {
      select.mockRestore();
    }
  });

  test("a row written behind the app's back shows once the copy's lifetime is up, not before", async () => {
    await landing();
    await t.db
      .insert(siteFigures)
      .values({ key: "placements", label: "Placements", value: "120", source: "2026 member survey" });
    expect(figureKeys((await landing()).body)).toEqual([]);
    vi.advanceTimersByTime(ttlMs - 1);
    expect(figureKeys((await landing()).body)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(figureKeys((await landing()).body)).toEqual(["placements"]);
  });

  test("`now` is each request's own time, even while the rest comes from memory", async () => {
    const first = (await landing()).body;
    vi.advanceTimersByTime(3000);
    const second = (await landing()).body;
    expect(Date.parse(second.now) - Date.parse(first.now)).toBe(3000);
    expect(Date.parse(second.now)).toBe(Date.now());
  });

  test("the admin's edits show on the next request", async () => {
    await landing();
    await asAdmin("POST", "/campaigns", {
      name: "Spring intake",
      starts_at: at(-HOUR),
      ends_at: at(24 * HOUR),
      seat_cap: 30,
    });
    expect((await landing()).body.campaign).toMatchObject({ name: "Spring intake", seats_left: 30 });

    const created = await asAdmin("POST", "/testimonials", {
      quote: "The tracker kept my applications straight.",
      name: "Priya S.",
      school: "University of Leeds",
      company: "Barclays",
      role: "Summer Analyst",
      rating: 5,
      consent_at: "2026-03-14",
      consent: true,
    });
    expect((await landing()).body.testimonials).toEqual([]);
    await asAdmin("PATCH", `/testimonials/${created.id}`, { published: true });
    expect((await landing()).body.testimonials.map((q: { name: string }) => q.name)).toEqual(["Priya S."]);
    await asAdmin("DELETE", `/testimonials/${created.id}`);
    expect((await landing()).body.testimonials).toEqual([]);

    await asAdmin("POST", "/figures", { label: "Offers secured", value: "120", source: "Survey" });
    expect((await landing()).body.figures).toContainEqual(expect.objectContaining({ value: "120" }));
    await asAdmin("PUT", "/figures/offers-secured", {
      label: "Offers secured",
      value: "135",
      source: "Survey",
    });
    expect((await landing()).body.figures).toContainEqual(expect.objectContaining({ value: "135" }));
    await asAdmin("DELETE", "/figures/offers-secured");
    expect(figureKeys((await landing()).body)).not.toContain("offers-secured");

    await asAdmin("POST", "/campaigns/end");
    expect((await landing()).body.campaign).toBeNull();
  });

  test("a member redeeming a licence shows at once as just joined, taking no seat (billing tells the cache)", async () => {
    await asAdmin("POST", "/campaigns", {
      name: "Spring intake",
      starts_at: at(-HOUR),
      ends_at: at(24 * HOUR),
      seat_cap: 30,
    });
    const licence = await t.request("/api/admin/licenses", {
      json: { organization_name: "University of Leeds", max_uses: 5, expires_at: at(30 * 24 * HOUR) },
      cookie: admin.cookie,
    });
    const { license_code: code } = await licence.json();
    const member = await t.signUp();
    vi.setSystemTime(vi.getRealSystemTime());
    const primedAt = Date.now();
    expect((await landing()).body).toMatchObject({ campaign: { seats_left: 30 }, recent_join: null });

    const redeemed = await t.request("/api/billing/license", { json: { code }, cookie: member.cookie });
    expect(redeemed.status).toBe(200);
    // The database stamps the sign-up with its own clock: the frozen one moves just past that stamp,
    // still inside the copy's lifetime, so only the notice from billing can show the seat taken.
    const [signup] = await t.db.select().from(premiumSignups);
    vi.setSystemTime(Math.max(Date.now(), (signup?.createdAt.getTime() ?? 0) + 1));
    expect(Date.now() - primedAt).toBeLessThan(ttlMs);
    const { body } = await landing();
    // A licence gives access but takes no seat (only paid sign-ups do); the new "just joined" notice
    // shows the copy was read again.
    expect(body.campaign.seats_left).toBe(30);
    expect(body.recent_join).toEqual({ id: expect.any(String), at: expect.any(String) });
  });

  test("the copy ends at the campaign's deadline, however long it had left", async () => {
    const deadlineIn = Math.min(2000, ttlMs / 2);
    await asAdmin("POST", "/campaigns", {
      name: "Last call",
      starts_at: at(-HOUR),
      ends_at: at(deadlineIn),
      seat_cap: 10,
    });
    expect((await landing()).body.campaign).toMatchObject({ name: "Last call", seats_left: 10 });
    vi.advanceTimersByTime(deadlineIn - 1);
    expect((await landing()).body.campaign).toMatchObject({ name: "Last call" });
    vi.advanceTimersByTime(1);
    expect((await landing()).body.campaign).toBeNull();
  });

  test("50 simultaneous requests on a cold cache read the database once", async () => {
    const select = vi.spyOn(t.db, "select");
    try {
      await landing();
      const oneRead = select.mock.calls.length;
      expect(oneRead).toBeGreaterThan(0);

      contentChanged(t.db, siteFigures);
      select.mockClear();
      const answers = await Promise.all(Array.from({ length: 50 }, () => t.request("/api/landing")));
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
      expect(select).toHaveBeenCalledTimes(oneRead);
    } finally {
      select.mockRestore();
    }
  });
});

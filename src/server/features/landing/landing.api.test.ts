import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { campaigns, premiumSignups, profiles, siteFigures, testimonials, user } from "../../db/schema";
import { createCampaign, endRunningCampaign } from "./site-content.service";

// GET /api/landing answers only what the data supports: a running campaign
// with seats counted from real premium sign-ups, a "just joined" naming only opted-in members, and
// published, consented testimonials. These tests write rows straight into the database, as another
// process would, so they run with the landing cache off (LANDING_CACHE_SECONDS=0) and every request
// reads the data; the cache itself is tested in landing-cache.api.test.ts.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

type MemberFields = {
  firstName?: string;
  university?: string | null;
  optedIn?: boolean;
  role?: "user" | "admin";
  createdAt?: Date;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LANDING_CACHE_SECONDS: "0" } });
});
afterAll(() => t?.dispose());
beforeEach(async () => {
  await t.db.delete(premiumSignups);
  await t.db.delete(campaigns);
  await t.db.delete(testimonials);
  await t.db.delete(siteFigures);
  await t.db.delete(user);
});

/** A member row and profile, inserted directly (the sign-up flow has its own tests). */
async function member(fields: MemberFields = {}): Promise<string> {
  const id = randomUUID();
  const firstName = fields.firstName ?? "Priya";
  await t.db.insert(user).values({
    id,
    name: `${firstName} Shah`,
    firstName,
    lastName: "Shah",
    email: `${id}@example.com`,
    role: fields.role ?? "user",
    createdAt: fields.createdAt ?? new Date(),
  });
  await t.db.insert(profiles).values({
    id,
    university: fields.university === undefined ? "University of Leeds" : fields.university,
    showInJoinAlerts: fields.optedIn ?? false,
  });
  return id;
}

async function premiumSignup(createdAt: Date, userId?: string) {
  const [row] = await t.db
    .insert(premiumSignups)
    // A paid sign-up: only these take a seat (a licence or an admin's grant does not).
    .values({ userId: userId ?? (await member()), source: "subscription", createdAt })
    .returning();
  return row?.id;
}

async function campaign(startsAt: Date, endsAt: Date, seatCap = 37, name = "Spring intake") {
  await t.db.insert(campaigns).values({ name, startsAt, endsAt, seatCap });
}

async function landing() {
  const response = await t.request("/api/landing");
  expect(response.status).toBe(200);
  return { response, body: await response.json() };
}

describe("campaign", () => {
  test("none running: campaign is null, and the answer is never cached", async () => {
    const { response, body } = await landing();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body.campaign).toBeNull();
    expect(body.recent_join).toBeNull();
    expect(body.testimonials).toEqual([]);
  });

  test("seats left count only paid premium sign-ups since the start", async () => {
    const endsAt = ahead(3 * DAY);
    await campaign(ago(HOUR), endsAt, 37, "Spring intake");
    await premiumSignup(ago(2 * HOUR)); // before the start: not counted
    await premiumSignup(ago(30 * MINUTE));
    await premiumSignup(ago(10 * MINUTE));
    // Free accounts are not sign-ups to Premium.
    await member();
    const { body } = await landing();
    expect(body.campaign).toEqual({
      name: "Spring intake",
      ends_at: endsAt.toISOString(),
      seat_cap: 37,
      seats_left: 35,
    });
  });

  test("seats left never go below 0", async () => {
    await campaign(ago(HOUR), ahead(DAY), 2);
    for (const minutes of [40, 30, 20]) await premiumSignup(ago(minutes * MINUTE));
    const { body } = await landing();
    expect(body.campaign.seats_left).toBe(0);
  });

  test("a campaign that has ended or not begun is not running", async () => {
    await campaign(ago(2 * DAY), ago(1000));
    await campaign(ahead(HOUR), ahead(DAY));
    expect((await landing()).body.campaign).toBeNull();
  });

  test("a new campaign ends the running one; ending it leaves none running", async () => {
    await campaign(ago(DAY), ahead(DAY), 37, "Old");
    await createCampaign(t.db, { name: "New", starts_at: new Date(), ends_at: ahead(2 * DAY), seat_cap: 10 });
    const rows = await t.db.select().from(campaigns);
    const old = rows.find((row) => row.name === "Old");
    const fresh = rows.find((row) => row.name === "New");
    expect(old?.endsAt.getTime()).toBe(fresh?.startsAt.getTime());
    expect((await landing()).body.campaign).toMatchObject({ name: "New", seat_cap: 10, seats_left: 10 });

    expect(await endRunningCampaign(t.db)).toHaveLength(1);
    expect((await landing()).body.campaign).toBeNull();
  });
});

describe("recent join", () => {
  test("only a premium sign-up of the last 60 seconds is announced, the newest first", async () => {
    await premiumSignup(ago(2 * MINUTE));
    expect((await landing()).body.recent_join).toBeNull();

    await premiumSignup(ago(40_000));
    const newest = await premiumSignup(ago(5000));
    const { body } = await landing();
    expect(body.recent_join.id).toBe(newest);
    expect(Date.parse(body.recent_join.at)).toBeGreaterThan(Date.now() - MINUTE);
  });

  test("a member who did not opt in is not named, nor their university", async () => {
    const id = await premiumSignup(ago(1000), await member({ firstName: "Hidden", optedIn: false }));
    expect((await landing()).body.recent_join).toEqual({ id, at: expect.any(String) });
  });

  test("an opted-in member is named with their university when they gave one", async () => {
    await premiumSignup(ago(3000), await member({ firstName: "Amira", university: "LSE", optedIn: true }));
    expect((await landing()).body.recent_join).toMatchObject({ first_name: "Amira", university: "LSE" });

    await premiumSignup(ago(1000), await member({ firstName: "Tom", university: null, optedIn: true }));
    const { recent_join } = (await landing()).body;
    expect(recent_join.first_name).toBe("Tom");
    expect(recent_join).not.toHaveProperty("university");
  });
});

describe("testimonials", () => {
  const base = { name: "A", school: "UCL", company: "Firm", role: "Analyst", rating: 5 };

  test("only published and consented ones, at most 5, by position then age", async () => {
    await t.db.insert(testimonials).values([
      { ...base, quote: "not published", consentAt: ago(DAY), published: false },
      { ...base, quote: "no consent", consentAt: null, published: true },
      { ...base, quote: "third", consentAt: ago(DAY), published: true, position: 2 },
      { ...base, quote: "first", consentAt: ago(DAY), published: true, position: 0, createdAt: ago(HOUR) },
      { ...base, quote: "second", consentAt: ago(DAY), published: true, position: 0 },
      { ...base, quote: "fourth", consentAt: ago(DAY), published: true, position: 3 },
      { ...base, quote: "fifth", consentAt: ago(DAY), published: true, position: 4 },
      { ...base, quote: "sixth", consentAt: ago(DAY), published: true, position: 5 },
    ]);
    const { body } = await landing();
    expect(body.testimonials.map((item: { quote: string }) => item.quote)).toEqual([
      "first",
      "second",
      "third",
      "fourth",
      "fifth",
    ]);
    expect(body.testimonials[0]).toEqual({ ...base, quote: "first" });
  });
});

describe("figures", () => {
  test("members are counted (administrators are not); admin figures carry their source", async () => {
    await member({ createdAt: ago(30 * DAY) });
    await member({ createdAt: ago(2 * DAY) });
    await member({ role: "admin" });
    await t.db
      .insert(siteFigures)
      .values({ key: "placements", label: "Placements", value: "120", source: "2025 member survey" });
    const { body } = await landing();
    expect(body.figures).toEqual([
      { key: "members", label: "Members", value: "2", source: expect.any(String) },
      { key: "placements", label: "Placements", value: "120", source: "2025 member survey" },
    ]);
    expect(body.hero_figure).toEqual({ value: 1, label: "member joined in the last 7 days" });
  });

  test("no members yet: no member figure and no hero number", async () => {
    await member({ role: "admin" });
    await member({ createdAt: ago(8 * DAY) });
    const { body } = await landing();
    expect(body.figures.map((f: { key: string }) => f.key)).toEqual(["members"]);
    expect(body.hero_figure).toBeNull();

    await t.db.delete(user);
    expect((await landing()).body.figures).toEqual([]);
  });
});

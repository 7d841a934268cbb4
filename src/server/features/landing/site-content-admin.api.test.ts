import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { SITE_CONTENT_MESSAGES } from "../../../shared/schemas/site-content";
import { adminAuditLog, campaigns, premiumSignups, siteFigures, testimonials } from "../../db/schema";

// The admin's Site Content for the landing page (campaigns, testimonials, figures): what each
// /api/admin/site-content route does, what it refuses and in which words, and the audit row each change
// leaves. Access for every role is in src/server/authz.api.test.ts.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const BASE = "/api/admin/site-content";

describe("site content admin API", () => {
  let t: TestApp;
  let admin: SignedIn;
  const get = async (path: string) => {
    const response = await t.request(`${BASE}${path}`, { cookie: admin.cookie });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const send = (method: string, path: string, json?: unknown) =>
    t.request(`${BASE}${path}`, { method, json: json ?? {}, cookie: admin.cookie });
  const landing = async () => (await t.request("/api/landing")).json();
  const auditOf = (targetType: string) =>
    t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetType, targetType));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAdmin();
  });
  afterAll(() => t?.dispose());
  beforeEach(async () => {
    await t.db.delete(adminAuditLog);
  });

  describe("campaigns", () => {
    beforeEach(async () => {
      await t.db.delete(campaigns);
      await t.db.delete(premiumSignups);
    });

    test("refuses a campaign without a name, with no seats, or ending before it starts", async () => {
      const bad = await send("POST", "/campaigns", {
        name: " ",
        starts_at: at(HOUR),
        ends_at: at(-HOUR),
        seat_cap: 0,
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields).toEqual({
        name: "The name is required.",
        ends_at: "The deadline must be after the start.",
        seat_cap: "Seats must be at least 1.",
      });
      const backwards = await send("POST", "/campaigns", {
        name: "Spring",
        starts_at: at(2 * HOUR),
        ends_at: at(HOUR),
        seat_cap: 5,
      });
      expect((await backwards.json()).error.fields).toEqual({
        ends_at: "The deadline must be after the start.",
      });
      const noOffset = await send("POST", "/campaigns", {
        name: "Spring",
        starts_at: "2026-12-01T10:00",
        ends_at: at(DAY),
        seat_cap: 5,
      });
      expect((await noOffset.json()).error.fields).toEqual({
        starts_at: "The start must be a date and time.",
      });
      const past = await send("POST", "/campaigns", {
        name: "Spring",
        starts_at: at(-2 * DAY),
        ends_at: at(-DAY),
        seat_cap: 5,
      });
      expect(past.status).toBe(400);
      expect((await past.json()).error.message).toBe("The deadline must be in the future.");
      expect(await t.db.select().from(campaigns)).toEqual([]);
    });

    test("one campaign at a time: a new one ends the running one, and both changes are audited", async () => {
      const first = await send("POST", "/campaigns", {
        name: "Autumn intake",
        starts_at: at(-HOUR),
        ends_at: at(3 * DAY),
        seat_cap: 40,
      });
      expect(first.status).toBe(201);
      expect((await landing()).campaign).toMatchObject({
        name: "Autumn intake",
        seat_cap: 40,
        seats_left: 40,
      });

      const scheduled = await send("POST", "/campaigns", {
        name: "Spring intake",
        starts_at: at(DAY),
        ends_at: at(5 * DAY),
        seat_cap: 25,
      });
      expect(await scheduled.json()).toMatchObject({ shortened: ["Autumn intake"], removed: [] });

      const { campaigns: list } = await get("/campaigns");
      expect(list.map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
        ["Spring intake", "scheduled"],
        ["Autumn intake", "running"],
      ]);
      const autumn = list[1];
      expect(Date.parse(autumn.ends_at)).toBe(Date.parse(list[0].starts_at));
      expect(autumn.seats_left).toBe(40);

      const audit = await auditOf("campaign");
      expect(audit.map((row) => row.action).sort()).toEqual([
        "campaign.create",
        "campaign.create",
        "campaign.shorten",
      ]);
      const shorten = audit.find((row) => row.action === "campaign.shorten");
      expect(shorten).toMatchObject({ adminEmail: admin.email, targetId: autumn.id });
      expect(shorten?.before).toMatchObject({ name: "Autumn intake", ends_at: expect.any(String) });
      expect(shorten?.before).not.toMatchObject({ ends_at: autumn.ends_at });
      expect(shorten?.after).toMatchObject({ ends_at: autumn.ends_at });
    });

    test("seats left count the premium sign-ups since the start; end now stops the banner", async () => {
      await send("POST", "/campaigns", { name: "Now", starts_at: at(-HOUR), ends_at: at(DAY), seat_cap: 3 });
      const member = await t.signUp();
      await t.db.insert(premiumSignups).values({ userId: member.user.id, source: "subscription" });
      const [running] = (await get("/campaigns")).campaigns;
      expect(running).toMatchObject({ status: "running", premium_signups: 1, seats_left: 2 });

      const end = await send("POST", "/campaigns/end");
      expect(end.status).toBe(200);
      expect(await end.json()).toEqual({ ended: ["Now"] });
      expect((await landing()).campaign).toBeNull();
      expect((await get("/campaigns")).campaigns[0].status).toBe("ended");
      const [ended] = (await auditOf("campaign")).filter((row) => row.action === "campaign.end");
      const window = (side: unknown) => Date.parse((side as { ends_at: string }).ends_at);
      expect(ended?.before).toMatchObject({ name: "Now", seat_cap: 3 });
      expect(window(ended?.before)).toBeGreaterThan(Date.now());
      expect(window(ended?.after)).toBeLessThanOrEqual(Date.now());

      const again = await send("POST", "/campaigns/end");
      expect(again.status).toBe(409);
      expect((await again.json()).error.message).toBe("No campaign is running, so none was ended.");
    });
  });

  describe("testimonials", () => {
    const quote = {
      quote: "The tracker kept my twelve applications straight.",
      name: "Priya S.",
      school: "University of Leeds",
      company: "Barclays",
      role: "Summer Analyst",
      rating: 5,
      consent_at: "2026-03-14",
    };
    beforeEach(async () => {
      await t.db.delete(testimonials);
    });

    test("needs the consent box ticked and a consent date that has come", async () => {
      const unticked = await send("POST", "/testimonials", { ...quote, consent: false });
      expect(unticked.status).toBe(400);
      expect((await unticked.json()).error.fields).toEqual({ consent: SITE_CONTENT_MESSAGES.consent });
      const future = await send("POST", "/testimonials", {
        ...quote,
        consent: true,
        consent_at: at(3 * DAY),
      });
      expect((await future.json()).error.fields).toEqual({ consent_at: SITE_CONTENT_MESSAGES.consentFuture });
      const rating = await send("POST", "/testimonials", { ...quote, consent: true, rating: 6 });
      expect((await rating.json()).error.fields).toEqual({
        rating: "The rating must be a whole number from 1 to 5.",
      });
      expect(await t.db.select().from(testimonials)).toEqual([]);
    });

    test("added unpublished, published to the landing page, unpublished and deleted, all audited", async () => {
      const created = await send("POST", "/testimonials", { ...quote, consent: true });
      expect(created.status).toBe(201);
      const row = await created.json();
      expect(row).toMatchObject({
        name: "Priya S.",
        published: false,
        consent_at: "2026-03-14T00:00:00.000Z",
      });
      expect((await landing()).testimonials).toEqual([]);

      const published = await send("PATCH", `/testimonials/${row.id}`, { published: true });
      expect(published.status).toBe(200);
      expect((await landing()).testimonials).toEqual([
        {
          quote: quote.quote,
          name: quote.name,
          school: quote.school,
          company: quote.company,
          role: quote.role,
          rating: 5,
        },
      ]);
      await send("PATCH", `/testimonials/${row.id}`, { published: false });
      expect((await landing()).testimonials).toEqual([]);

      expect((await send("DELETE", `/testimonials/${row.id}`)).status).toBe(200);
      expect((await get("/testimonials")).testimonials).toEqual([]);
      const gone = await send("DELETE", `/testimonials/${row.id}`);
      expect(gone.status).toBe(404);
      expect((await gone.json()).error.message).toBe("This testimonial no longer exists. Reload the list.");

      const audit = await auditOf("testimonial");
      expect(audit.map((entry) => entry.action).sort()).toEqual([
        "testimonial.create",
        "testimonial.delete",
        "testimonial.publish",
        "testimonial.unpublish",
      ]);
      const publish = audit.find((entry) => entry.action === "testimonial.publish");
      expect(publish).toMatchObject({
        before: { name: "Priya S.", published: false },
        after: { name: "Priya S.", published: true },
      });
    });

    test("a record without consent (added before consent was required) cannot be published", async () => {
      const [row] = await t.db
        .insert(testimonials)
        .values({ ...quote, consentAt: null, published: false })
        .returning();
      const response = await send("PATCH", `/testimonials/${row?.id}`, { published: true });
      expect(response.status).toBe(409);
      expect((await response.json()).error.message).toMatch(/no recorded consent/);
    });
  });

  describe("figures", () => {
    beforeEach(async () => {
      await t.db.delete(siteFigures);
    });

    test("added with a source, shown on the landing page, edited and removed, all audited", async () => {
      const missing = await send("POST", "/figures", { label: "Placements", value: "120", source: "" });
      expect((await missing.json()).error.fields).toEqual({ source: "The source is required." });
      const symbols = await send("POST", "/figures", { label: "%%", value: "1", source: "x" });
      expect((await symbols.json()).error.fields).toEqual({
        label: "The label needs at least one letter or digit.",
      });
      const reserved = await send("POST", "/figures", { label: "Members", value: "9000", source: "guess" });
      expect((await reserved.json()).error.fields).toEqual({ label: SITE_CONTENT_MESSAGES.reservedFigure });

      const created = await send("POST", "/figures", {
        label: "Offers secured",
        value: "120",
        source: "2026 member survey",
      });
      expect(created.status).toBe(201);
      expect(await created.json()).toMatchObject({ key: "offers-secured", label: "Offers secured" });
      const duplicate = await send("POST", "/figures", { label: "Offers secured", value: "1", source: "x" });
      expect(duplicate.status).toBe(409);
      expect((await landing()).figures).toContainEqual({
        key: "offers-secured",
        label: "Offers secured",
        value: "120",
        source: "2026 member survey",
      });

      const edited = await send("PUT", "/figures/offers-secured", {
        label: "Offers secured",
        value: "135",
        source: "2026 member survey, October",
      });
      expect(edited.status).toBe(200);
      expect((await get("/figures")).figures).toEqual([
        expect.objectContaining({ key: "offers-secured", value: "135" }),
      ]);
      expect((await send("DELETE", "/figures/offers-secured")).status).toBe(200);
      expect((await landing()).figures.map((f: { key: string }) => f.key)).not.toContain("offers-secured");
      expect(
        (await send("PUT", "/figures/offers-secured", { label: "a", value: "1", source: "b" })).status,
      ).toBe(404);

      const audit = await auditOf("site_figure");
      const update = audit.find((row) => row.action === "figure.update");
      expect(update).toMatchObject({
        targetId: "offers-secured",
        before: { value: "120", source: "2026 member survey" },
        after: { value: "135", source: "2026 member survey, October" },
      });
      expect(audit.map((row) => row.action).sort()).toEqual([
        "figure.create",
        "figure.delete",
        "figure.update",
      ]);
    });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { FIRM_MESSAGES } from "../../../shared/schemas/site-content";
import { adminAuditLog, firms, jobSources, jobs } from "../../db/schema";

// The Premier firms section of the admin's Site Content screen: the firms list, marking a firm premier
// (and what members then see in the directory and the feed), editing its card, what is refused and in
// which words, and the audit row each change leaves.

const BASE = "/api/admin/site-content/firms";

type ListedFirm = { id: string; name: string; premier: boolean; open_roles: number; sources: number };

describe("admin premier firms API", () => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  const ids: Record<string, string> = {};

  const list = async (query = "") => {
    const response = await t.request(`${BASE}${query}`, { cookie: admin.cookie });
    expect(response.status, query).toBe(200);
    return (await response.json()) as { firms: ListedFirm[]; total: number };
  };
  const patch = (id: string, json: unknown, cookie = admin.cookie) =>
    t.request(`${BASE}/${id}`, { method: "PATCH", json, cookie });
  const asMember = async (path: string) => {
    const response = await t.request(path, { cookie: member.cookie });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const firmAudit = () => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetType, "firm"));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAdmin();
    member = await t.signUp();
    const rows = await t.db
      .insert(firms)
      .values([
        { slug: "northbank-capital", name: "Northbank Capital", sector: "investment_banking" },
        { slug: "eastgate-partners", name: "Eastgate Partners", sector: "private_equity" },
        { slug: "100-percent-fund", name: "100% Fund", sector: "hedge_fund" },
      ])
      .returning();
    for (const row of rows) ids[row.slug] = row.id;
    const northbank = ids["northbank-capital"] ?? "";
    await t.db.insert(jobSources).values({ firmId: northbank, kind: "greenhouse", token: "northbank" });
    const role = {
      firmId: northbank,
      firmName: "Northbank Capital",
      source: "test",
      applyUrl: "https://x.io",
    };
    await t.db.insert(jobs).values([
      { ...role, externalId: "open", title: "2027 Summer Analyst" },
      { ...role, externalId: "closed", title: "Old Analyst", closedAt: new Date() },
    ]);
  });
  afterAll(() => t?.dispose());
  beforeEach(async () => {
    await t.db.delete(adminAuditLog);
  });

  test("lists firms by name with open roles and sources; searches by name and filters premier", async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.firms.map((f) => f.name)).toEqual(["100% Fund", "Eastgate Partners", "Northbank Capital"]);
    expect(all.firms.find((f) => f.name === "Northbank Capital")).toMatchObject({
      sector: "investment_banking",
      premier: false,
      logo_url: null,
      website: null,
      description: null,
      open_roles: 1,
      sources: 1,
    });
    expect((await list("?q=east")).firms.map((f) => f.name)).toEqual(["Eastgate Partners"]);
    // A % in the search is a character, not a wildcard.
    expect((await list("?q=%25")).firms.map((f) => f.name)).toEqual(["100% Fund"]);
    expect((await list("?premier=true")).firms).toEqual([]);
  });

  test("marking a firm premier puts it and its roles in front of members; unmarking takes them away", async () => {
    const id = ids["northbank-capital"] ?? "";
    expect((await asMember("/api/jobs/premier-firms")).firms).toEqual([]);

    const marked = await patch(id, { premier: true });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ name: "Northbank Capital", premier: true });
    expect((await list("?premier=true")).firms.map((f) => f.name)).toEqual(["Northbank Capital"]);
    const directory = await asMember("/api/jobs/premier-firms");
    expect(directory.firms).toMatchObject([{ name: "Northbank Capital", open_roles: 1 }]);
    const feed = await asMember("/api/jobs?premier=true");
    expect(feed.jobs.map((j: { title: string }) => j.title)).toEqual(["2027 Summer Analyst"]);

    const [audit] = await firmAudit();
    expect(audit).toMatchObject({
      action: "firm.update",
      targetId: id,
      adminEmail: admin.email,
      before: { name: "Northbank Capital", premier: false },
      after: { name: "Northbank Capital", premier: true },
    });

    // Marking it again changes nothing and audits nothing.
    expect((await patch(id, { premier: true })).status).toBe(200);
    expect(await firmAudit()).toHaveLength(1);

    expect((await patch(id, { premier: false })).status).toBe(200);
    expect((await asMember("/api/jobs/premier-firms")).firms).toEqual([]);
    expect((await asMember("/api/jobs?premier=true")).jobs).toEqual([]);
    expect(await firmAudit()).toHaveLength(2);
  });

  test("the card's logo, sector, website and description are saved, shown to members and audited", async () => {
    const id = ids["eastgate-partners"] ?? "";
    const response = await patch(id, {
      premier: true,
      logo_url: " https://cdn.example.com/eastgate.svg ",
      sector: "asset_management",
      website: "http://eastgate.example",
      description: "  A mid-market buyout firm.\nOffices in London and Leeds.  ",
    });
    expect(response.status).toBe(200);
    const [card] = (await asMember("/api/jobs/premier-firms")).firms;
    expect(card).toMatchObject({
      name: "Eastgate Partners",
      sector: "asset_management",
      logo_url: "https://cdn.example.com/eastgate.svg",
      website: "http://eastgate.example",
      description: "A mid-market buyout firm.\nOffices in London and Leeds.",
    });
    const [audit] = await firmAudit();
    expect(audit?.after).toMatchObject({ name: "Eastgate Partners", sector: "asset_management" });
    expect(audit?.before).toMatchObject({ logo_url: null, sector: "private_equity", premier: false });

    // Empty fields clear the logo, website and description.
    await patch(id, { logo_url: "", website: "", description: "   ", premier: false });
    const [row] = await t.db.select().from(firms).where(eq(firms.id, id));
    expect(row).toMatchObject({ logoUrl: null, website: null, description: null, premier: false });
  });

  test.each([
    ["javascript:alert(1)", FIRM_MESSAGES.logoUrl],
    ["data:image/png;base64,iVBORw0KGgo=", FIRM_MESSAGES.logoUrl],
    ["http://cdn.example.com/logo.png", FIRM_MESSAGES.logoUrl],
    ["logo.png", FIRM_MESSAGES.logoUrl],
    [`https://cdn.example.com/${"a".repeat(500)}.png`, FIRM_MESSAGES.logoUrlTooLong],
  ])("refuses the logo URL %s and says what to do", async (logo, message) => {
    const id = ids["eastgate-partners"] ?? "";
    const response = await patch(id, { logo_url: logo });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toMatchObject({ message, fields: { logo_url: message } });
    expect(await firmAudit()).toEqual([]);
  });

  test("refuses a bad website, sector, long description or empty change; an unknown firm is 404", async () => {
    const id = ids["eastgate-partners"] ?? "";
    const error = async (json: unknown) => (await (await patch(id, json)).json()).error;
    expect((await error({ website: "javascript:alert(1)" })).fields).toEqual({
      website: FIRM_MESSAGES.website,
    });
    expect((await error({ sector: "crypto" })).fields).toEqual({ sector: FIRM_MESSAGES.sector });
    expect((await error({ description: "x".repeat(601) })).message).toBe(FIRM_MESSAGES.description);
    expect((await error({})).message).toBe(FIRM_MESSAGES.nothing);
    expect((await error({ name: "Renamed" })).fields).toMatchObject({ name: "This field is not accepted." });

    const missing = await patch(crypto.randomUUID(), { premier: true });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(FIRM_MESSAGES.notFound);
    expect(await firmAudit()).toEqual([]);
  });

  test("members and visitors cannot list or change firms", async () => {
    const id = ids["northbank-capital"] ?? "";
    expect((await t.request(BASE, { cookie: member.cookie })).status).toBe(403);
    expect((await patch(id, { premier: true }, member.cookie)).status).toBe(403);
    expect((await t.request(BASE)).status).toBe(401);
    expect((await t.request(`${BASE}/${id}`, { method: "PATCH", json: { premier: true } })).status).toBe(401);
    const [row] = await t.db.select().from(firms).where(eq(firms.id, id));
    expect(row?.premier).toBe(false);
  });
});

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
    expect((await error({ slug: "renamed" })).fields).toMatchObject({ slug: "This field is not accepted." });
    expect((await error({ name: "  " })).fields).toEqual({ name: FIRM_MESSAGES.name });

    const missing = await patch(crypto.randomUUID(), { premier: true });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(FIRM_MESSAGES.notFound);
    expect(await firmAudit()).toEqual([]);
  });

  test("Add firm stores a firm with its card, audited; a second firm of the same name is refused", async () => {
    const input = {
      name: "  Goldman Sachs ",
      sector: "investment_banking",
      website: "https://www.goldmansachs.com",
      description: "Global investment bank.",
    };
    const created = await t.request(BASE, { method: "POST", json: input, cookie: admin.cookie });
    expect(created.status).toBe(201);
    const firm = await created.json();
    expect(firm).toMatchObject({
      name: "Goldman Sachs",
      slug: "goldman-sachs",
      premier: false,
      logo_url: null,
      logo_uploaded: false,
      website: "https://www.goldmansachs.com",
      open_roles: 0,
      sources: 0,
    });
    expect((await list("?q=goldman")).firms.map((f) => f.id)).toEqual([firm.id]);
    const [audit] = await firmAudit();
    expect(audit).toMatchObject({
      action: "firm.create",
      targetId: firm.id,
      before: null,
      after: { name: "Goldman Sachs", sector: "investment_banking", premier: false },
    });

    // However it is typed, the same firm is not added twice.
    for (const name of ["goldman sachs", "Goldman-Sachs"]) {
      const again = await t.request(BASE, { method: "POST", json: { ...input, name }, cookie: admin.cookie });
      expect(again.status).toBe(409);
      expect((await again.json()).error.fields.name).toBe(
        `${name} is already in the list. Search for it and edit it instead of adding it again.`,
      );
    }
    const noName = await t.request(BASE, {
      method: "POST",
      json: { name: " ", sector: "fintech" },
      cookie: admin.cookie,
    });
    expect((await noName.json()).error.fields).toEqual({ name: FIRM_MESSAGES.name });
    expect(await firmAudit()).toHaveLength(1);
    expect((await t.request(BASE, { method: "POST", json: input, cookie: member.cookie })).status).toBe(403);
  });

  test("a firm's name is corrected everywhere members find it; another firm's name is refused", async () => {
    const [typo] = await t.db
      .insert(firms)
      .values({ slug: "morgan-stanely", name: "Morgan Stanely", sector: "investment_banking" })
      .returning();
    const id = typo?.id ?? "";
    await t.db.insert(jobSources).values({ firmId: id, kind: "manual", token: "morgan-stanely" });
    await t.db.insert(jobs).values({
      firmId: id,
      firmName: "Morgan Stanely",
      source: "manual",
      externalId: "ms-1",
      title: "Equity Research Intern",
      applyUrl: "https://ms.example/1",
    });
    const renamed = await patch(id, { name: "Morgan Stanley" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "Morgan Stanley", slug: "morgan-stanley" });
    const [role] = await t.db.select().from(jobs).where(eq(jobs.firmId, id));
    expect(role?.firmName).toBe("Morgan Stanley");
    // The feed's search reads the corrected name (and its other spellings, held in the search terms).
    const found = await asMember("/api/jobs?q=morgan%20stanley");
    expect(found.jobs.map((j: { title: string }) => j.title)).toEqual(["Equity Research Intern"]);
    const [manual] = await t.db.select().from(jobSources).where(eq(jobSources.firmId, id));
    expect(manual?.token).toBe("morgan-stanley");
    const [audit] = await firmAudit();
    expect(audit).toMatchObject({
      action: "firm.update",
      before: { name: "Morgan Stanely" },
      after: { name: "Morgan Stanley" },
    });

    const taken = await patch(id, { name: "northbank capital" });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.fields.name).toBe(
      "Another firm is already called northbank capital. Choose a different name, or edit that firm instead.",
    );
    await t.db.delete(jobs).where(eq(jobs.firmId, id));
    await t.db.delete(firms).where(eq(firms.id, id));
  });

  test("premier firms are shown to members in the order the admin sets", async () => {
    const names = ["Northbank Capital", "Eastgate Partners", "100% Fund"];
    const id = (name: string) => ids[name.toLowerCase().replace("%", "-percent").replace(/ /g, "-")] ?? "";
    for (const name of names) expect((await patch(id(name), { premier: true })).status).toBe(200);
    const directory = async () =>
      ((await asMember("/api/jobs/premier-firms")).firms as { name: string }[]).map((f) => f.name);
    // Marked one after another, each joins the end.
    expect(await directory()).toEqual(names);
    expect((await list("?premier=true")).firms.map((f) => f.name)).toEqual(names);

    const order = (firmIds: string[], cookie = admin.cookie) =>
      t.request(`${BASE}/premier-order`, { method: "PUT", json: { firm_ids: firmIds }, cookie });
    const wanted = ["100% Fund", "Northbank Capital", "Eastgate Partners"];
    const ordered = await order(wanted.map(id));
    expect(ordered.status).toBe(200);
    expect((await ordered.json()).firms.map((f: { name: string }) => f.name)).toEqual(wanted);
    expect(await directory()).toEqual(wanted);
    const audit = (await firmAudit()).find((row) => row.action === "firm.premier_order");
    expect(audit).toMatchObject({ before: { order: names }, after: { order: wanted } });

    // A list that leaves a firm out, repeats one or names one that is not premier is refused whole.
    for (const stale of [
      wanted.slice(0, 2).map(id),
      [...wanted, wanted[0] ?? ""].map(id),
      [crypto.randomUUID()],
    ]) {
      const refused = await order(stale);
      expect(refused.status).toBe(409);
      expect((await refused.json()).error.message).toBe(FIRM_MESSAGES.premierOrder);
    }
    expect(await directory()).toEqual(wanted);
    expect((await order(wanted.map(id), member.cookie)).status).toBe(403);

    // Unmarked, a firm leaves the order; marked again, it joins the end.
    await patch(id("100% Fund"), { premier: false });
    await patch(id("100% Fund"), { premier: true });
    expect(await directory()).toEqual(["Northbank Capital", "Eastgate Partners", "100% Fund"]);
    for (const name of names) await patch(id(name), { premier: false });
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

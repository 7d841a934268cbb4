import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type FakeJobSites, startFakeJobSites } from "../../../../tests/support/fake-job-sites";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import type { ApplicationCreateInput } from "../../../shared/schemas/tracker";
import { applicationStageHistory, applications } from "../../db/schema";
import type { Deps } from "../../http/context";

// Clip to tracker (saving a confirmed clip, the duplicate answer that links to the tracked application,
// reading a clipped link without JobPosting data), priority and tags with the list's filters and sorts,
// and bulk move, tag and archive, all or nothing and only on the member's own applications.

type Card = { id: string; stage: string; firm_name: string; priority: number | null; tags: string[] };

describe("clip to tracker, priority, tags and bulk actions", () => {
  let t: TestApp;
  let sites: FakeJobSites;

  beforeAll(async () => {
    [t, sites] = await Promise.all([createTestApp(), startFakeJobSites()]);
    // Test-only: the link reader may reach the local fake sites (and nothing else).
    const deps: Deps = t.deps;
    deps.fetchPolicy = sites.policy;
    sites.pages.set(
      "/pages/northwind-analyst",
      `<!doctype html><html><head><title>Careers</title><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: "Graduate Analyst 2027",
        hiringOrganization: { "@type": "Organization", name: "Northwind Capital" },
        jobLocation: { "@type": "Place", address: { addressLocality: "Edinburgh", addressCountry: "GB" } },
        description: "<p>Join our credit team.</p><ul><li>Build models</li></ul>",
        // Late in the evening in winter: the same day in the UK.
        validThrough: "2027-01-15T23:30:00Z",
      })}</script></head><body></body></html>`,
    );
    sites.pages.set(
      "/pages/about",
      "<html><head><title>About us</title></head><body><p>Hi.</p></body></html>",
    );
  });
  afterAll(async () => {
    await t?.dispose();
    await sites?.close();
  });

  const api = (who: SignedIn, path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/tracker${path}`, { cookie: who.cookie, ...init });
  async function ok(response: Response, status = 200) {
    expect(response.status, await response.clone().text()).toBe(status);
    return response.json();
  }
  async function add(who: SignedIn, input: Partial<ApplicationCreateInput> = {}): Promise<Card> {
    const json = { firm_name: "Acme", role_title: "Analyst", ...input };
    return (await ok(await api(who, "/applications", { json }), 201)).application;
  }
  const list = async (who: SignedIn, query = ""): Promise<Card[]> =>
    (await ok(await api(who, `/applications${query}`))).applications;
  const bulk = (who: SignedIn, json: unknown) => api(who, "/applications/bulk", { json });

  test("a confirmed clip is saved with its description as text; clipping it again names and links the tracked one", async () => {
    const who = await t.signUp();
    const clip = {
      firm_name: "Barclays",
      role_title: "Summer Analyst, Markets",
      deadline: "2027-01-31",
      location: "London",
      url: "https://barclays.wd3.myworkdayjobs.com/en-GB/External/job/London/Summer-Analyst_R123?utm_source=linkedin",
      description: "<p>About the role</p>\n<b>Rotations</b> across desks <script>x</script>",
      priority: 2,
      tags: ["markets"],
    };
    const saved = (await ok(await api(who, "/clip", { json: clip }), 201)).application;
    expect(saved).toMatchObject({
      firm_name: "Barclays",
      deadline: "2027-01-31",
      stage: "saved",
      priority: 2,
    });
    const detail = (await ok(await api(who, `/applications/${saved.id}`))).application;
    expect(detail.description_snapshot).not.toMatch(/[<>]/);
    expect(detail.description_snapshot).toContain("Rotations across desks");

    // The same link without its tracking parameter: already tracked, nothing added, and it names the one.
    const again = await api(who, "/clip", {
      json: { ...clip, url: clip.url.replace(/\?.*$/, ""), firm_name: "Barclays Bank" },
    });
    expect(again.status).toBe(409);
    const body = await again.json();
    expect(body.existing).toMatchObject({ id: saved.id, firm_name: "Barclays", stage: "saved" });
    expect(body.error.message).toContain("You already track Barclays: Summer Analyst, Markets (Saved)");
    // The clip page asks as it opens, before the member confirms: the same answer, nothing stored.
    const check = async (json: unknown) => ok(await api(who, "/clip/check", { json }));
    const checked = await check({ firm_name: "Someone", role_title: "Else", url: clip.url });
    expect(checked.existing).toMatchObject({ id: saved.id, firm_name: "Barclays" });
    expect(checked.error.message).toContain("You already track Barclays: Summer Analyst, Markets (Saved)");
    expect(
      (await check({ firm_name: "BARCLAYS", role_title: "Summer Analyst, Markets", url: "" })).existing.id,
    ).toBe(saved.id);
    expect(await check({ firm_name: "Barclays", role_title: "Graduate Analyst", url: "" })).toEqual({
      existing: null,
    });
    expect(await check({ firm_name: "", role_title: "", url: "" })).toEqual({ existing: null });
    // Another member's tracker is not theirs to ask about.
    const stranger = await t.signUp();
    expect((await ok(await api(stranger, "/clip/check", { json: { url: clip.url } }))).existing).toBeNull();
    expect((await t.request("/api/tracker/clip/check", { json: { url: clip.url } })).status).toBe(401);
    // Same firm and role from another link: also the tracked one; adding by hand answers the same way.
    const byName = await api(who, "/applications", {
      json: { firm_name: "barclays", role_title: "Summer Analyst - Markets" },
    });
    expect(byName.status).toBe(409);
    expect((await byName.json()).existing.id).toBe(saved.id);
    // Confirmed as a separate application, it is added.
    await ok(await api(who, "/clip", { json: { ...clip, allow_duplicate: true } }), 201);
    expect(await list(who)).toHaveLength(2);

    for (const bad of [
      { ...clip, role_title: "  " },
      { ...clip, deadline: "31/01/2027" },
      { ...clip, url: "javascript:alert(1)" },
      { ...clip, description: "x".repeat(9000) },
      { ...clip, priority: 4 },
    ]) {
      expect((await api(who, "/clip", { json: bad })).status).toBe(400);
    }
    expect(await list(who)).toHaveLength(2);
    expect((await t.request("/api/tracker/clip", { json: clip })).status).toBe(401);
  });

  test("a clipped link without JobPosting data is read by the import's reader, or refused with a reason", async () => {
    const who = await t.signUp();
    const read = await ok(
      await api(who, "/clip/read", { json: { url: `${sites.url}/pages/northwind-analyst` } }),
    );
    expect(read.posting).toMatchObject({
      title: "Graduate Analyst 2027",
      firm: "Northwind Capital",
      location: expect.stringContaining("Edinburgh"),
      // Its closing day comes too, for the member to confirm.
      deadline: "2027-01-15",
    });
    // The posting's text comes with it, so the clip keeps the description as a JSON-LD clip does.
    expect(read.posting.description).toContain("Join our credit team.");
    expect(read.posting.description).not.toMatch(/[<>]/);
    const none = await api(who, "/clip/read", { json: { url: `${sites.url}/pages/about` } });
    expect(none.status).toBe(422);
    expect((await none.json()).error.message).toMatch(/could not find a job posting/);
    expect((await api(who, "/clip/read", { json: { url: "not a link" } })).status).toBe(400);
    expect(await list(who)).toEqual([]);
  });

  test("priority and tags: kept once each, filtered by tag or stars, sorted by priority", async () => {
    const who = await t.signUp();
    const dream = await add(who, {
      firm_name: "Goldman Sachs",
      priority: 3,
      tags: ["Dream", "London", "dream"],
    });
    const backup = await add(who, { firm_name: "Lloyds", priority: 1, tags: ["backup", "London"] });
    const unranked = await add(who, { firm_name: "Aviva" });
    expect(dream.tags).toEqual(["Dream", "London"]);
    expect(unranked).toMatchObject({ priority: null, tags: [] });

    const firms = (cards: Card[]) => cards.map((c) => c.firm_name);
    expect(firms(await list(who, "?tag=london"))).toEqual(["Goldman Sachs", "Lloyds"]);
    expect(firms(await list(who, "?tag=DREAM"))).toEqual(["Goldman Sachs"]);
    expect(firms(await list(who, "?priority=1&sort=priority"))).toEqual(["Goldman Sachs", "Lloyds"]);
    expect(firms(await list(who, "?priority=3"))).toEqual(["Goldman Sachs"]);
    expect(firms(await list(who, "?sort=priority"))).toEqual(["Goldman Sachs", "Lloyds", "Aviva"]);

    const edited = await ok(
      await api(who, `/applications/${backup.id}`, { method: "PATCH", json: { priority: 3, tags: [] } }),
    );
    expect(edited.application).toMatchObject({ priority: 3, tags: [] });
    await ok(await api(who, `/applications/${backup.id}`, { method: "PATCH", json: { priority: null } }));
    expect(firms(await list(who, "?priority=2"))).toEqual(["Goldman Sachs"]);

    const tooMany = Array.from({ length: 11 }, (_, i) => `tag ${i}`);
    for (const bad of [{ priority: 0 }, { priority: 1.5 }, { tags: tooMany }, { tags: ["x".repeat(41)] }]) {
      const response = await api(who, `/applications/${dream.id}`, { method: "PATCH", json: bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    for (const query of ["?priority=4", "?sort=stars"]) {
      expect((await api(who, `/applications${query}`)).status).toBe(400);
    }
    // Another member's filters see only their own.
    expect(await list(await t.signUp(), "?tag=london")).toEqual([]);
  });

  test("bulk move, tag and archive: all the selected, each move dated; another member's id changes nothing", async () => {
    const who = await t.signUp();
    const a = await add(who, { firm_name: "HSBC" });
    const b = await add(who, { firm_name: "NatWest", tags: ["banks"] });
    const c = await add(who, { firm_name: "Schroders" });

    const moved = await ok(
      await bulk(who, { ids: [a.id, b.id], action: { kind: "move", stage: "applied" } }),
    );
    expect(moved.changed).toBe(2);
    const stages = new Map((await list(who)).map((card) => [card.firm_name, card.stage]));
    expect(Object.fromEntries(stages)).toEqual({ HSBC: "applied", NatWest: "applied", Schroders: "saved" });
    const history = await t.db
      .select()
      .from(applicationStageHistory)
      .where(eq(applicationStageHistory.applicationId, a.id));
    expect(history.map((h) => h.stage)).toEqual(["saved", "applied"]);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row?.appliedAt).not.toBeNull();

    await ok(await bulk(who, { ids: [a.id, b.id, c.id], action: { kind: "tag", tag: "Banks" } }));
    const tagsOf = async () =>
      Object.fromEntries((await list(who)).map((card) => [card.firm_name, card.tags]));
    // Added once: NatWest's "banks" is the same tag and stays as it was written.
    expect(await tagsOf()).toEqual({ HSBC: ["Banks"], NatWest: ["banks"], Schroders: ["Banks"] });
    await ok(await bulk(who, { ids: [b.id, c.id], action: { kind: "tag", tag: "BANKS", remove: true } }));
    expect((await list(who, "?tag=banks")).map((card) => card.firm_name)).toEqual(["HSBC"]);

    const intruder = await t.signUp();
    const theirs = await add(intruder, { firm_name: "Theirs" });
    const mixed = await bulk(who, { ids: [a.id, theirs.id], action: { kind: "archive" } });
    expect(mixed.status).toBe(404);
    expect((await mixed.json()).error.message).toMatch(/Nothing was changed/);
    expect(await list(who)).toHaveLength(3);
    expect((await bulk(intruder, { ids: [a.id], action: { kind: "move", stage: "offer" } })).status).toBe(
      404,
    );
    expect(await list(intruder)).toHaveLength(1);

    await ok(await bulk(who, { ids: [a.id, c.id], action: { kind: "archive" } }));
    expect((await list(who)).map((card) => card.firm_name)).toEqual(["NatWest"]);
    expect((await list(who, "?archived=true")).map((card) => card.firm_name).sort()).toEqual([
      "HSBC",
      "Schroders",
    ]);

    for (const bad of [
      { ids: [], action: { kind: "archive" } },
      { ids: [a.id], action: { kind: "delete" } },
      { ids: [a.id], action: { kind: "move", stage: "nowhere" } },
      { ids: [a.id], action: { kind: "tag", tag: " " } },
      { ids: ["not-a-uuid"], action: { kind: "archive" } },
    ]) {
      expect((await bulk(who, bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  test("bulk tagging stops at ten tags an application, naming it", async () => {
    const who = await t.signUp();
    const full = await add(who, {
      firm_name: "Full Ltd",
      tags: Array.from({ length: 10 }, (_, i) => `t${i}`),
    });
    const other = await add(who, { firm_name: "Other" });
    const response = await bulk(who, { ids: [other.id, full.id], action: { kind: "tag", tag: "new" } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain("Full Ltd already has 10 tags");
    expect((await list(who)).find((card) => card.id === other.id)?.tags).toEqual([]);
  });
});

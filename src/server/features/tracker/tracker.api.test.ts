import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import type { ApplicationCreateInput } from "../../../shared/schemas/tracker";
import { applicationStageHistory, applications } from "../../db/schema";

// The board: adding by hand (and the warning when it is already tracked), the stage order, moving with the order kept and each change of stage
// recorded, editing, archive and delete. (The application page's history, events and refusals are in
// application-page.api.test.ts.)

type Card = { id: string; stage: string; position: number; firm_name: string; applied_at: string | null };

describe("application tracker", () => {
  let t: TestApp;
  let other: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    other = await t.signUp();
  });
  afterAll(() => t?.dispose());

  const api = (who: SignedIn, path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/tracker${path}`, { cookie: who.cookie, ...init });

  async function ok(response: Response, status = 200) {
    expect(response.status, await response.clone().text()).toBe(status);
    return response.json();
  }

  async function add(who: SignedIn, input: Partial<ApplicationCreateInput> = {}): Promise<Card> {
    const body = await ok(
      await api(who, "/applications", { json: { firm_name: "Acme", role_title: "Analyst", ...input } }),
      201,
    );
    return body.application;
  }

  const board = async (who: SignedIn, query = "") => ok(await api(who, `/applications${query}`));
  const column = async (who: SignedIn, stage: string) =>
    (await board(who)).applications.filter((c: Card) => c.stage === stage).map((c: Card) => c.firm_name);
  const move = (who: SignedIn, id: string, stage: string, before_id: string | null = null) =>
    api(who, `/applications/${id}/move`, { json: { stage, before_id } });
  test("adding by hand: the card, its first stage date, and the board in stage order", async () => {
    const who = await t.signUp();
    const saved = await add(who, {
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst",
      programme_type: "summer_internship",
      location: "London",
      url: "https://example.com/apply",
      deadline: "2027-01-15",
      notes: "Ask Sam about the team",
    });
    expect(saved).toMatchObject({
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst",
      programme_type: "summer_internship",
      location: "London",
      url: "https://example.com/apply",
      deadline: "2027-01-15",
      rolling: false,
      stage: "saved",
      applied_at: null,
      archived: false,
      job_id: null,
      job_closed: false,
      test_providers: [],
    });
    expect(new Date((saved as unknown as { updated_at: string }).updated_at).toISOString()).toBeTruthy();
    const applied = await add(who, { firm_name: "JPMorgan", stage: "applied", rolling: true });
    expect(Date.now() - Date.parse(applied.applied_at ?? "")).toBeLessThan(60_000);
    await add(who, { firm_name: "Blackstone", stage: "offer" });
    await add(who, { firm_name: "Citi" });

    const body = await board(who);
    expect(body.applications.map((c: Card) => [c.firm_name, c.stage])).toEqual([
      ["Goldman Sachs", "saved"],
      ["Citi", "saved"],
      ["JPMorgan", "applied"],
      ["Blackstone", "offer"],
    ]);
    expect(body.limit).toEqual({ used: 4, max: 15 });

    const detail = (await ok(await api(who, `/applications/${saved.id}`))).application;
    expect(detail).toMatchObject({ notes: "Ask Sam about the team", checklist: [], outcome: {}, events: [] });
    expect(detail.history).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({ stage: "saved" });
  });

  test("adding one already tracked answers 409 naming it, and adds it only when confirmed", async () => {
    const who = await t.signUp();
    const first = await add(who, {
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst",
      url: "https://www.goldmansachs.com/careers/1",
      stage: "applied",
    });
    const existing = {
      id: first.id,
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst",
      stage: "applied",
      archived: false,
    };
    const message =
      "You already track Goldman Sachs: Summer Analyst (Applied). Add it again only if this is a separate application.";
    for (const json of [
      { firm_name: "  goldman sachs ", role_title: "Summer  Analyst." },
      { firm_name: "GS", role_title: "Intern", url: "http://goldmansachs.com/careers/1/" },
    ]) {
      const response = await api(who, "/applications", { json });
      expect(response.status, JSON.stringify(json)).toBe(409);
      expect(await response.json()).toEqual({ error: { code: "duplicate_application", message }, existing });
    }
    expect((await board(who)).applications).toHaveLength(1);

    // Another role at the same firm is a different application.
    await add(who, { firm_name: "Goldman Sachs", role_title: "Spring Week" });
    // Confirmed: a separate application for the same role.
    const again = await add(who, {
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst",
      allow_duplicate: true,
    });
    expect(again.id).not.toBe(first.id);
    expect((await board(who)).applications).toHaveLength(3);

    // An archived application still counts, and the warning says where it is.
    await ok(await api(who, `/applications/${first.id}`, { method: "PATCH", json: { archived: true } }));
    const archived = await api(who, "/applications", {
      json: { firm_name: "Citi", role_title: "Analyst", url: "https://goldmansachs.com/careers/1" },
    });
    expect(archived.status).toBe(409);
    expect((await archived.json()).error.message).toBe(
      "You already track Goldman Sachs: Summer Analyst (archived). Add it again only if this is a separate application.",
    );
    // Another member's applications are not theirs to be warned about.
    await add(other, { firm_name: "Goldman Sachs", role_title: "Summer Analyst" });
  });

  test("moving keeps the order inside columns and records each change of stage", async () => {
    const who = await t.signUp();
    const a = await add(who, { firm_name: "A" });
    const b = await add(who, { firm_name: "B" });
    const c = await add(who, { firm_name: "C" });
    expect(await column(who, "saved")).toEqual(["A", "B", "C"]);

    await ok(await move(who, c.id, "saved", a.id));
    expect(await column(who, "saved")).toEqual(["C", "A", "B"]);
    await ok(await move(who, c.id, "saved", b.id));
    expect(await column(who, "saved")).toEqual(["A", "C", "B"]);
    await ok(await move(who, a.id, "saved", null));
    expect(await column(who, "saved")).toEqual(["C", "B", "A"]);

    const moved = (await ok(await move(who, b.id, "applied"))).application;
    expect(moved.stage).toBe("applied");
    expect(moved.applied_at).not.toBeNull();
    await ok(await move(who, a.id, "applied", b.id));
    expect(await column(who, "applied")).toEqual(["A", "B"]);
    expect(await column(who, "saved")).toEqual(["C"]);

    // Many drops into the same gap: the column is renumbered and keeps its order.
    for (let i = 0; i < 12; i++) await ok(await move(who, i % 2 ? a.id : c.id, "applied", b.id));
    expect(await column(who, "applied")).toEqual(["C", "A", "B"]);

    // Back to Saved and on again: applied_at keeps the first time.
    const first = moved.applied_at;
    await ok(await move(who, b.id, "saved"));
    const again = (await ok(await move(who, b.id, "interviews"))).application;
    expect(again.applied_at).toBe(first);
    const history = (await ok(await api(who, `/applications/${b.id}`))).application.history;
    expect(history.map((h: { stage: string }) => h.stage)).toEqual([
      "saved",
      "applied",
      "saved",
      "interviews",
    ]);
  });

  test("a move before a card of another column or another member is refused and changes nothing", async () => {
    const who = await t.signUp();
    const a = await add(who, { firm_name: "A" });
    const b = await add(who, { firm_name: "B", stage: "applied" });
    const theirs = await add(other, { firm_name: "Theirs" });
    for (const before of [b.id, theirs.id, crypto.randomUUID()]) {
      const response = await move(who, a.id, "saved", before);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe("The card to place it before is not in that stage.");
    }
    expect((await move(who, a.id, "nowhere")).status).toBe(400);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row?.stage).toBe("saved");
  });

  test("withdrawing straight from Saved does not count as applying", async () => {
    const who = await t.signUp();
    const a = await add(who);
    expect((await ok(await move(who, a.id, "withdrawn"))).application.applied_at).toBeNull();
  });

  test("editing: fields, checklist, outcome merged, archive and back", async () => {
    const who = await t.signUp();
    const card = await add(who, { location: "London", url: "https://example.com" });
    const patch = (json: unknown) => api(who, `/applications/${card.id}`, { method: "PATCH", json });
    const edited = (
      await ok(
        await patch({
          role_title: "Spring Week",
          location: "",
          notes: "Cover letter sent",
          checklist: [{ id: "cv", label: "CV tailored", done: true }],
          outcome: { offer_salary: "£55,000", offer_reply_by: "2027-02-01" },
        }),
      )
    ).application;
    expect(edited).toMatchObject({
      role_title: "Spring Week",
      location: null,
      url: "https://example.com",
      notes: "Cover letter sent",
      checklist: [{ id: "cv", label: "CV tailored", done: true }],
      outcome: { offer_salary: "£55,000", offer_reply_by: "2027-02-01" },
    });
    const merged = (await ok(await patch({ outcome: { offer_salary: "", rejection_reason: "Late" } })))
      .application;
    expect(merged.outcome).toEqual({ offer_reply_by: "2027-02-01", rejection_reason: "Late" });

    const archived = (await ok(await patch({ archived: true }))).application;
    expect(archived.archived).toBe(true);
    expect((await board(who)).applications).toEqual([]);
    expect((await board(who)).limit.used).toBe(0);
    expect((await board(who, "?archived=true")).applications.map((c: Card) => c.id)).toEqual([card.id]);
    expect((await api(who, "/applications?archived=maybe")).status).toBe(400);
    expect((await ok(await patch({ archived: false }))).application.archived).toBe(false);
    expect((await board(who)).applications.map((c: Card) => c.id)).toEqual([card.id]);
  });

  test("deleting removes the application with its history", async () => {
    const who = await t.signUp();
    const card = await add(who);
    expect(await ok(await api(who, `/applications/${card.id}`, { method: "DELETE" }))).toEqual({ ok: true });
    expect((await api(who, `/applications/${card.id}`)).status).toBe(404);
    expect((await api(who, `/applications/${card.id}`, { method: "DELETE" })).status).toBe(404);
    const history = await t.db
      .select()
      .from(applicationStageHistory)
      .where(eq(applicationStageHistory.applicationId, card.id));
    expect(history).toEqual([]);
  });
});

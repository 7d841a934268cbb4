import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { indexPlan, planNodes, recordingDb } from "../../../../tests/support/explain-reads";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { CONTACT_PAGE_SIZE } from "../../../shared/schemas/networking";
import { PAGING_MESSAGES } from "../../../shared/schemas/paging";
import { networkingContacts, networkingInteractions } from "../../db/schema";
import { listContacts } from "./contacts.service";
import { makePremium, networkingApi } from "./networking.fixtures";

// The contacts list a page at a time: walking every page gives each of the member's contacts once, in
// the list's A-to-Z order (same-named contacts added in the same instant included); another member's
// contacts never appear, filtered or not; search and stage filters hold on every page; each row
// carries its latest interaction and the summary only; a cursor that is not one is a clear 400.

type Row = { id: string; name: string; stage: string; tags: string[]; last_interaction_on: string | null };
type Page = { contacts: Row[]; next_cursor: string | null; total: number; matching: number };

const FIRMS = ["Goldman Sachs", "Rothschild & Co", "Lazard", "Barclays"];
const STAGES = ["identified", "reached_out", "chatted", "following_up", "advocate"];
const SAME_TIME = new Date("2026-03-02T09:00:00.123456Z");

describe("contacts in keyset pages", () => {
  let t: TestApp;
  let api: ReturnType<typeof networkingApi>;
  let member: SignedIn;
  let other: SignedIn;

  async function seed(who: SignedIn, count: number, prefix: string) {
    const rows = Array.from({ length: count }, (_, i) => ({
      userId: who.user.id,
      name: `${prefix} ${String(i).padStart(3, "0")}`,
      firm: FIRMS[i % FIRMS.length] ?? "",
      role: i % 3 === 0 ? "Analyst" : "Associate",
      university: i % 5 === 0 ? "University of Bristol" : "LSE",
      tags: i % 2 === 0 ? ["alumni"] : ["m&a_100%"],
      stage: STAGES[i % STAGES.length] ?? "identified",
      notes: "Private notes the list never carries.",
      email: `${prefix.toLowerCase()}${i}@example.com`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    }));
    await t.db.insert(networkingContacts).values(rows);
  }

  async function walk(who: SignedIn, filters: Record<string, string> = {}) {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ ...filters, ...(cursor ? { cursor } : {}) });
      const response = await api.call(who, `/contacts?${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      const page = (await response.json()) as Page;
      pages.push(page);
      cursor = page.next_cursor;
    } while (cursor && pages.length < 50);
    return { pages, rows: pages.flatMap((p) => p.contacts) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    api = networkingApi(t);
    member = await t.signUp();
    other = await t.signUp();
    await makePremium(t, member);
    await makePremium(t, other);
    await seed(member, 130, "Contact");
    // The other member's names sort among the member's own, and match the same searches.
    await seed(other, 70, "Contact");
    // Four namesakes added in the same microsecond: only the id tells them apart.
    await t.db.insert(networkingContacts).values(
      Array.from({ length: 4 }, () => ({
        userId: member.user.id,
        name: "Contact 050",
        firm: "Goldman Sachs",
        createdAt: SAME_TIME,
      })),
    );
  });
  afterAll(() => t?.dispose());

  test("every page follows the last: each contact once, A to Z, namesakes included", async () => {
    const { pages, rows } = await walk(member);
    expect(pages).toHaveLength(Math.ceil(134 / CONTACT_PAGE_SIZE));
    expect(pages.slice(0, -1).every((p) => p.contacts.length === CONTACT_PAGE_SIZE)).toBe(true);
    expect(pages.at(-1)?.next_cursor).toBeNull();
    expect(pages[0]).toMatchObject({ total: 134, matching: 134 });

    const expected = await t.db
      .select({ id: networkingContacts.id })
      .from(networkingContacts)
      .where(eq(networkingContacts.userId, member.user.id))
      .orderBy(
        sql`lower(${networkingContacts.name})`,
        asc(networkingContacts.createdAt),
        asc(networkingContacts.id),
      );
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(new Set(rows.map((r) => r.id)).size).toBe(134);
    expect(rows.filter((r) => r.name === "Contact 050")).toHaveLength(5);
  });

  test("another member's contacts never appear, filtered or not, and never count", async () => {
    const theirs = new Set(
      (
        await t.db
          .select({ id: networkingContacts.id })
          .from(networkingContacts)
          .where(eq(networkingContacts.userId, other.user.id))
      ).map((r) => r.id),
    );
    expect(theirs.size).toBe(70);
    for (const filters of [{}, { q: "goldman" }, { stage: "chatted" }, { q: "contact 00" }] as Record<
      string,
      string
    >[]) {
      const { pages, rows } = await walk(member, filters);
      expect(
        rows.some((r) => theirs.has(r.id)),
        JSON.stringify(filters),
      ).toBe(false);
      expect(pages[0]?.total).toBe(134);
    }
    const { rows } = await walk(other);
    expect(rows).toHaveLength(70);
    expect(rows.every((r) => theirs.has(r.id))).toBe(true);
  });

  test("search and stage filters hold across pages, with the number that match", async () => {
    const mine = await t.db
      .select()
      .from(networkingContacts)
      .where(eq(networkingContacts.userId, member.user.id));
    const text = (c: (typeof mine)[number]) =>
      [c.name, c.firm, c.role, c.team, c.university, ...c.tags].join(" ").toLowerCase();

    // Search by several words, in any field, across more than one page.
    const alumni = mine.filter((c) => text(c).includes("alumni") && text(c).includes("lse"));
    expect(alumni.length).toBeGreaterThan(CONTACT_PAGE_SIZE);
    const searched = await walk(member, { q: "  Alumni   LSE " });
    expect(searched.pages.length).toBeGreaterThan(1);
    expect(searched.pages[0]?.matching).toBe(alumni.length);
    expect(new Set(searched.rows.map((r) => r.id))).toEqual(new Set(alumni.map((c) => c.id)));

    // Stage and search together.
    const chattedAtGoldman = mine.filter((c) => c.stage === "chatted" && text(c).includes("goldman"));
    const both = await walk(member, { stage: "chatted", q: "goldman" });
    expect(both.rows.map((r) => r.id).sort()).toEqual(chattedAtGoldman.map((c) => c.id).sort());
    expect(both.rows.every((r) => r.stage === "chatted")).toBe(true);
    expect(both.pages[0]?.matching).toBe(chattedAtGoldman.length);

    // % and _ are letters to find, not patterns.
    const literal = await walk(member, { q: "m&a_100%" });
    expect(literal.rows).toHaveLength(mine.filter((c) => c.tags.includes("m&a_100%")).length);
    expect((await walk(member, { q: "m%a" })).rows).toEqual([]);

    // Nothing matches: an empty page, no cursor, the total still there for "0 of 134".
    const none = await walk(member, { q: "nobody-by-this-name" });
    expect(none.pages).toEqual([
      { contacts: [], next_cursor: null, total: 134, matching: 0, limit: expect.anything() },
    ]);
  });

  test("each row has its latest interaction and the summary only", async () => {
    const [first] = await t.db
      .select({ id: networkingContacts.id })
      .from(networkingContacts)
      .where(and(eq(networkingContacts.userId, member.user.id), eq(networkingContacts.name, "Contact 001")));
    if (!first) throw new Error("seed missing");
    await t.db.insert(networkingInteractions).values(
      ["2026-01-05", "2026-02-11", "2026-01-20"].map((occurredOn) => ({
        contactId: first.id,
        userId: member.user.id,
        kind: "call",
        occurredOn,
      })),
    );
    const { rows } = await walk(member, { q: "contact 001" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      id: first.id,
      name: "Contact 001",
      firm: "Rothschild & Co",
      role: "Associate",
      team: "",
      met_via: null,
      tags: ["m&a_100%"],
      stage: "reached_out",
      last_interaction_on: "2026-02-11",
    });
    const { rows: others } = await walk(member, { q: "contact 002" });
    expect(others[0]?.last_interaction_on).toBeNull();
  });

  test("a page's latest interactions come from the member's entries of one index alone", async () => {
    const recording = recordingDb(t.db);
    await listContacts(recording.db, { id: member.user.id, premium: true });
    const latest = recording.sent.find((s) => s.sql.includes('from "networking_interactions"'));
    if (!latest) throw new Error("the list did not read networking_interactions");
    // Not a descent of the contacts' index per contact on the page: that is one more page per contact
    // with each level the index gains as every member's interactions grow.
    const nodes = planNodes(await indexPlan(t.db, latest));
    expect(nodes.map((n) => `${n["Node Type"]} ${n["Index Name"] ?? ""}`)).toContain(
      "Index Only Scan networking_interactions_user_contact_idx",
    );
  });

  test("a cursor that is not one, or an unknown stage, is a clear 400", async () => {
    for (const cursor of [
      "not-a-cursor",
      Buffer.from('{"n":"a","t":"yesterday","id":"x"}').toString("base64url"),
    ]) {
      const response = await api.call(member, `/contacts?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(PAGING_MESSAGES.badCursor);
    }
    const stage = await api.call(member, "/contacts?stage=best_friend");
    expect(stage.status).toBe(400);
    expect((await stage.json()).error.message).toMatch(/five stages/);
  });
});

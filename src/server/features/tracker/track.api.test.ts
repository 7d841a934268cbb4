import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import { applications, firms, jobs, profiles } from "../../db/schema";

// Track from the feed (copied details, no duplicates, the Tracked map), the free limit on every way in,
// and the Add form's firm suggestions.

const DAY = 86_400_000;

describe("tracking roles and the free limit", () => {
  let t: TestApp;
  let firmId: string;

  async function addJob(values: Partial<typeof jobs.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(jobs)
      .values({
        firmId,
        firmName: "Goldman Sachs",
        title: "Summer Analyst 2027",
        source: "test",
        externalId: crypto.randomUUID(),
        applyUrl: "https://example.com/apply/1",
        ...values,
      })
      .returning();
    return row?.id ?? "";
  }

  beforeAll(async () => {
    t = await createTestApp();
    const [firm] = await t.db
      .insert(firms)
      .values([
        { slug: "goldman-sachs", name: "Goldman Sachs", sector: "investment_banking", premier: true },
        { slug: "jane-street", name: "Jane Street", sector: "trading" },
        { slug: "100-percent", name: "100% Capital", sector: "private_equity" },
      ])
      .returning();
    firmId = firm?.id ?? "";
  });
  afterAll(() => t?.dispose());

  const api = (who: SignedIn, path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/tracker${path}`, { cookie: who.cookie, ...init });
  const track = (who: SignedIn, jobId: string) => api(who, `/track/${jobId}`, { method: "POST", json: {} });
  const addByHand = (who: SignedIn, firm_name = "Acme") =>
    api(who, "/applications", { json: { firm_name, role_title: "Analyst" } });

  test("tracking copies the role into Saved, once, and the feed learns it is tracked", async () => {
    const member = await t.signUp();
    const closes = new Date("2027-01-15T23:59:59.000Z");
    const jobId = await addJob({
      roleType: "summer_internship",
      locations: ["london", "new_york"],
      closesAt: closes,
      descriptionText: "Ten weeks in M&A.",
      requirements: {
        online_tests: [
          { kind: "numerical", provider: "SHL" },
          { kind: "verbal", provider: "SHL" },
        ],
      },
    });
    const first = await track(member, jobId);
    expect(first.status, await first.clone().text()).toBe(201);
    const body = await first.json();
    expect(body.created).toBe(true);
    expect(body.application).toMatchObject({
      job_id: jobId,
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst 2027",
      programme_type: "summer_internship",
      location: "London, New York",
      url: "https://example.com/apply/1",
      deadline: "2027-01-15",
      rolling: false,
      stage: "saved",
      job_closed: false,
      test_providers: ["SHL"],
    });
    const again = await track(member, jobId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ created: false, application: { id: body.application.id } });
    const rows = await t.db.select().from(applications).where(eq(applications.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.descriptionSnapshot).toBe("Ten weeks in M&A.");

    const tracked = await (await api(member, "/tracked")).json();
    expect(tracked).toEqual({ tracked: { [jobId]: body.application.id } });

    // The posting closes: the card says so and keeps its copy.
    await t.db.update(jobs).set({ closedAt: new Date() }).where(eq(jobs.id, jobId));
    const detail = (await (await api(member, `/applications/${body.application.id}`)).json()).application;
    expect(detail).toMatchObject({ job_closed: true, description_snapshot: "Ten weeks in M&A." });
  });

  test("two Track clicks at once still make one application", async () => {
    const member = await t.signUp();
    const jobId = await addJob({ rolling: true });
    const answers = await Promise.all([track(member, jobId), track(member, jobId), track(member, jobId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const rows = await t.db.select().from(applications).where(eq(applications.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rolling: true, deadline: null });
  });

  test("a role that does not exist, or that another member imported, answers 404", async () => {
    const member = await t.signUp();
    const someone = await t.signUp();
    const theirs = await addJob({ importedBy: someone.user.id });
    for (const id of [crypto.randomUUID(), theirs]) {
      const response = await track(member, id);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("job_not_found");
    }
    expect((await track(member, "not-a-uuid")).status).toBe(400);
    expect((await track(someone, theirs)).status).toBe(201);
  });

  test(`a Free member keeps ${FREE_LIMITS.trackedApplications.value} active applications; then the upgrade prompt and nothing stored`, async () => {
    const member = await t.signUp();
    const max = FREE_LIMITS.trackedApplications.value;
    for (let i = 0; i < max; i++) expect((await addByHand(member, `Firm ${i}`)).status).toBe(201);
    const board = await (await api(member, "/applications")).json();
    expect(board.limit).toEqual({ used: max, max });

    const refusals = [await addByHand(member, "One too many"), await track(member, await addJob())];
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect((await response.json()).error).toEqual({
        code: "free_limit_reached",
        message: limitMessage("trackedApplications"),
      });
    }
    const count = async () =>
      (await t.db.select().from(applications).where(eq(applications.userId, member.user.id))).length;
    expect(await count()).toBe(max);

    // Archiving makes room; bringing it back when full is refused.
    const first = board.applications[0].id;
    const patch = (archived: boolean) =>
      api(member, `/applications/${first}`, { method: "PATCH", json: { archived } });
    expect((await patch(true)).status).toBe(200);
    expect((await addByHand(member, "Room again")).status).toBe(201);
    const back = await patch(false);
    expect(back.status).toBe(403);
    expect((await back.json()).error.code).toBe("free_limit_reached");
    const [row] = await t.db.select().from(applications).where(eq(applications.id, first));
    expect(row?.archivedAt).not.toBeNull();
  });

  test("Premium tracks without a limit", async () => {
    const member = await t.signUp();
    await t.db
      .update(profiles)
      .set({ trialEndsAt: new Date(Date.now() + 5 * DAY), trialStartedAt: new Date() })
      .where(eq(profiles.id, member.user.id));
    const max = FREE_LIMITS.trackedApplications.value;
    for (let i = 0; i <= max + 1; i++) expect((await addByHand(member, `Firm ${i}`)).status).toBe(201);
    expect((await track(member, await addJob())).status).toBe(201);
    const board = await (await api(member, "/applications")).json();
    expect(board.limit).toEqual({ used: max + 3, max: null });
  });

  test("firm suggestions: known firms and the member's own, starting matches first", async () => {
    const member = await t.signUp();
    const someone = await t.signUp();
    await addByHand(member, "Streetwise Partners");
    await addByHand(someone, "Street Secret LLP");
    const suggest = async (who: SignedIn, q: string) =>
      (await (await api(who, `/firms?q=${encodeURIComponent(q)}`)).json()).firms;
    expect(await suggest(member, "street")).toEqual(["Streetwise Partners", "Jane Street"]);
    expect(await suggest(member, "GOLD")).toEqual(["Goldman Sachs"]);
    // % is a character to find, not a wildcard.
    expect(await suggest(member, "%")).toEqual(["100% Capital"]);
    expect((await suggest(member, "")).length).toBeLessThanOrEqual(10);
    expect((await api(member, `/firms?q=${"x".repeat(101)}`)).status).toBe(400);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { closingDate } from "../../../shared/jobs";
import type { ApplicationCreateInput } from "../../../shared/schemas/tracker";
import { applicationStageHistory, applications } from "../../db/schema";

// An application's page: stage dates corrected (never into the future, never out of order), events; another member's ids
// and bad input answer 4xx and change nothing.

type Card = { id: string; stage: string; position: number; firm_name: string; applied_at: string | null };
const DAY = 86_400_000;

describe("application page", () => {
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
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
  const move = (who: SignedIn, id: string, stage: string, before_id: string | null = null) =>
    api(who, `/applications/${id}/move`, { json: { stage, before_id } });
  test("a stage date can be corrected, never into the future, and applied_at follows Applied", async () => {
    const who = await t.signUp();
    const card = await add(who, { stage: "saved" });
    await ok(await move(who, card.id, "applied"));
    await ok(await move(who, card.id, "interviews"));
    const { history } = (await ok(await api(who, `/applications/${card.id}`))).application;
    const appliedRow = history.find((h: { stage: string }) => h.stage === "applied");

    const corrected = (
      await ok(
        await api(who, `/applications/${card.id}/history/${appliedRow.id}`, {
          method: "PATCH",
          json: { entered_at: "2025-10-01" },
        }),
      )
    ).application;
    expect(corrected.history.map((h: { stage: string }) => h.stage)).toEqual([
      "applied",
      "saved",
      "interviews",
    ]);
    expect(corrected.history[0].entered_at).toBe("2025-10-01T12:00:00.000Z");
    expect(corrected.applied_at).toBe("2025-10-01T12:00:00.000Z");

    const exact = "2025-09-30T08:30:00.000Z";
    const withTime = await api(who, `/applications/${card.id}/history/${appliedRow.id}`, {
      method: "PATCH",
      json: { entered_at: exact },
    });
    expect((await ok(withTime)).application.applied_at).toBe(exact);

    const tomorrow = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    for (const entered_at of [
      tomorrow,
      new Date(Date.now() + DAY).toISOString(),
      "yesterday",
      "2025-02-30",
    ]) {
      const response = await api(who, `/applications/${card.id}/history/${appliedRow.id}`, {
        method: "PATCH",
        json: { entered_at },
      });
      expect(response.status, entered_at).toBe(400);
    }
    const future = await api(who, `/applications/${card.id}/history/${appliedRow.id}`, {
      method: "PATCH",
      json: { entered_at: tomorrow },
    });
    expect((await future.json()).error.message).toBe("The date cannot be in the future.");
    const notADate = await api(who, `/applications/${card.id}/history/${appliedRow.id}`, {
      method: "PATCH",
      json: { entered_at: "2025-02-30" },
    });
    expect((await notADate.json()).error.message).toBe("Enter the date as YYYY-MM-DD, or a date and time.");
    const [row] = await t.db
      .select()
      .from(applicationStageHistory)
      .where(eq(applicationStageHistory.id, appliedRow.id));
    expect(row?.enteredAt.toISOString()).toBe(exact);

    // Another member's history row, or this one through another application, is not found.
    const second = await add(who, { role_title: "Spring Week" });
    const wrong = await api(who, `/applications/${second.id}/history/${appliedRow.id}`, {
      method: "PATCH",
      json: { entered_at: "2025-01-01" },
    });
    expect(wrong.status).toBe(404);
    const theirs = await api(other, `/applications/${card.id}/history/${appliedRow.id}`, {
      method: "PATCH",
      json: { entered_at: "2025-01-01" },
    });
    expect(theirs.status).toBe(404);
  });

  test("a stage date stays between the stages before and after it, and the refusal names the date", async () => {
    const who = await t.signUp();
    const card = await add(who, { firm_name: "Lazard", role_title: "Spring Week" });
    await ok(await move(who, card.id, "applied"));
    await ok(await move(who, card.id, "interviews"));
    const history = async () =>
      (await ok(await api(who, `/applications/${card.id}`))).application.history as {
        id: string;
        stage: string;
        entered_at: string;
      }[];
    const rowOf = async (stage: string) => (await history()).find((h) => h.stage === stage)?.id ?? "";
    const [savedId, appliedId, interviewsId] = [
      await rowOf("saved"),
      await rowOf("applied"),
      await rowOf("interviews"),
    ];
    const correct = (id: string, entered_at: string) =>
      api(who, `/applications/${card.id}/history/${id}`, { method: "PATCH", json: { entered_at } });
    const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

    // Applied before tracking began: the Saved date a card starts with does not hold it back.
    await ok(await correct(appliedId, daysAgo(30)));
    const appliedOn = closingDate(`${daysAgo(30)}T12:00:00Z`);

    const early = await correct(interviewsId, daysAgo(40));
    expect(early.status).toBe(400);
    const before = `The Interviews date can't be before the Applied date (${appliedOn}). Correct the Applied date first if it was earlier.`;
    expect((await early.json()).error).toEqual({
      code: "bad_request",
      message: before,
      fields: { entered_at: before },
    });
    const [interviewsRow] = await t.db
      .select()
      .from(applicationStageHistory)
      .where(eq(applicationStageHistory.id, interviewsId));
    expect(Date.now() - (interviewsRow?.enteredAt.getTime() ?? 0)).toBeLessThan(DAY);

    await ok(await correct(interviewsId, daysAgo(20)));
    const late = await correct(appliedId, daysAgo(10));
    expect(late.status).toBe(400);
    expect((await late.json()).error.message).toBe(
      `The Applied date can't be after the Interviews date (${closingDate(`${daysAgo(20)}T12:00:00Z`)}). Correct the Interviews date first if it was later.`,
    );

    // The same day as the stage before, given as a day (midday) when that stage was later that day:
    // accepted, and kept after it.
    const afternoon = `${daysAgo(30)}T15:00:00.000Z`;
    await ok(await correct(appliedId, afternoon));
    const sameDay = (await ok(await correct(interviewsId, daysAgo(30)))).application;
    expect(sameDay.history.map((h: { stage: string }) => h.stage)).toEqual([
      "applied",
      "interviews",
      "saved",
    ]);
    expect(sameDay.history[1].entered_at).toBe(afternoon);
    expect(sameDay.applied_at).toBe(afternoon);

    // The starting Saved date may be corrected freely (it is when tracking began).
    await ok(await correct(savedId, daysAgo(45)));
    expect((await history()).map((h) => h.stage)).toEqual(["saved", "applied", "interviews"]);
  });

  test("events: add, edit and delete, in date order", async () => {
    const who = await t.signUp();
    const card = await add(who, { stage: "interviews" });
    const path = `/applications/${card.id}/events`;
    const later = new Date(Date.now() + 10 * DAY).toISOString();
    const sooner = new Date(Date.now() + 3 * DAY).toISOString();
    await ok(
      await api(who, path, {
        json: { kind: "interview", starts_at: later, format: "Video", location: "Zoom" },
      }),
    );
    const detail = (await ok(await api(who, path, { json: { kind: "online_test", starts_at: sooner } })))
      .application;
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(["online_test", "interview"]);
    expect(detail.events[1]).toMatchObject({
      starts_at: later,
      format: "Video",
      location: "Zoom",
      notes: "",
    });
    expect(detail.events[0]).toMatchObject({ format: null, location: null });

    const interview = detail.events[1].id;
    const edited = await api(who, `${path}/${interview}`, {
      method: "PATCH",
      json: { notes: "Superday", format: "" },
    });
    expect((await ok(edited)).application.events[1]).toMatchObject({ notes: "Superday", format: null });
    expect((await api(who, `${path}/${interview}`, { method: "PATCH", json: {} })).status).toBe(200);

    const bad = [
      { kind: "party", starts_at: later },
      { kind: "interview", starts_at: "next Tuesday" },
      { kind: "interview", starts_at: later, notes: "x".repeat(10_001) },
      { kind: "interview" },
    ];
    for (const json of bad) expect((await api(who, path, { json })).status).toBe(400);
    expect((await api(other, path, { json: { kind: "interview", starts_at: later } })).status).toBe(404);
    expect((await api(other, `${path}/${interview}`, { method: "DELETE" })).status).toBe(404);

    const afterDelete = (await ok(await api(who, `${path}/${interview}`, { method: "DELETE" }))).application;
    expect(afterDelete.events).toHaveLength(1);
    expect((await api(who, `${path}/${interview}`, { method: "DELETE" })).status).toBe(404);
  });

  test("bad input gets a clear 400 and changes nothing", async () => {
    const who = await t.signUp();
    const card = await add(who, { notes: "kept" });
    const cases: [string, unknown, string][] = [
      ["POST", { firm_name: "A", role_title: "B", stage: "dreaming" }, "Choose one of the eight stages."],
      [
        "POST",
        { firm_name: "A", role_title: "B", notes: "x".repeat(10_001) },
        "Notes can be at most 10,000 characters.",
      ],
      [
        "POST",
        { firm_name: "A", role_title: "B", deadline: "31st" },
        "Enter the deadline as a date (YYYY-MM-DD).",
      ],
      ["POST", { firm_name: "", role_title: "B" }, "Enter the firm's name."],
      [
        "POST",
        { firm_name: "A", role_title: "B", url: "javascript:alert(1)" },
        "Enter a full link starting with https:// or http://.",
      ],
      ["PATCH", { notes: "x".repeat(10_001) }, "Notes can be at most 10,000 characters."],
      ["PATCH", { deadline: "2027-13-01" }, "Enter the deadline as a date (YYYY-MM-DD)."],
      ["PATCH", { stage: "offer" }, "This field is not accepted."],
    ];
    for (const [method, json, message] of cases) {
      const path = method === "POST" ? "/applications" : `/applications/${card.id}`;
      const response = await api(who, path, { method, json });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
    const rows = await t.db.select().from(applications).where(eq(applications.userId, who.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ notes: "kept", stage: "saved" });
    expect((await api(who, "/applications/not-a-uuid")).status).toBe(400);
  });

  test("another member's application answers 404 everywhere and is left alone", async () => {
    const mine = await add(member, { firm_name: "Mine", notes: "private" });
    const id = mine.id;
    const attempts: [string, string, unknown?][] = [
      ["GET", `/applications/${id}`],
      ["PATCH", `/applications/${id}`, { notes: "changed" }],
      ["PATCH", `/applications/${id}`, { archived: true }],
      ["POST", `/applications/${id}/move`, { stage: "offer", before_id: null }],
      ["DELETE", `/applications/${id}`],
    ];
    for (const [method, path, json] of attempts) {
      const response = await api(other, path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await response.json()).error.message).toBe("There is no such application.");
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ notes: "private", stage: "saved", archivedAt: null });
    expect((await board(other)).applications.some((c: Card) => c.id === id)).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { everyPage } from "../../../../tests/support/paging";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { interviewSessions } from "../../db/schema";
import { HISTORY_PAGE_SIZE, PROGRESS_SESSIONS } from "./history.service";
import { type History, ok } from "./interview.fixtures";

// Interview history a page at a time: newest first on (created_at, id), every session exactly once
// even when many share a timestamp to the microsecond, only the member's own, and a cursor that is not
// one of ours is refused with a message.

describe("interview history pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const history = (who: SignedIn, cursor?: string) =>
    t.request(`/api/interview/history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, {
      cookie: who.cookie,
    });

  /** `count` sessions, in groups of five sharing one timestamp; every other one finished. */
  async function sessions(who: SignedIn, count: number) {
    const base = Date.parse("2026-03-01T09:00:00.123456Z");
    const rows = Array.from({ length: count }, (_, i) => ({
      userId: who.user.id,
      questionType: "Behavioural",
      persona: "friendly-analyst",
      mode: "Practice",
      questionCount: 3,
      seed: `seed-${i}`,
      status: i % 2 ? "completed" : "in_progress",
      overall: i % 2 ? 3.5 : null,
      criteria: i % 2 ? { structure: 3, specificity: 4 } : null,
      createdAt: new Date(base + Math.floor(i / 5) * 60_000),
    }));
    return t.db.insert(interviewSessions).values(rows).returning({
      id: interviewSessions.id,
      createdAt: interviewSessions.createdAt,
    });
  }

  test("every session once, newest first, ties broken by id; only the member's own", async () => {
    const member = await t.signUp();
    const other = await t.signUp();
    const mine = await sessions(member, 2 * HISTORY_PAGE_SIZE + 7);
    await sessions(other, 6);

    const { rows, sizes } = await everyPage(async (cursor) => {
      const page = await ok<History>(await history(member, cursor));
      return { rows: page.sessions, next_cursor: page.next_cursor };
    });
    expect(sizes).toEqual([HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE, 7]);
    const expected = [...mine]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((s) => s.id);
    expect(rows.map((s) => s.id)).toEqual(expected);
    expect(new Set(rows.map((s) => s.id)).size).toBe(mine.length);

    // The chart's series: the latest finished sessions, oldest first, on every page.
    const first = await ok<History>(await history(member));
    const finished = Math.floor(mine.length / 2);
    expect(first.progress).toHaveLength(Math.min(finished, PROGRESS_SESSIONS));
    const times = first.progress.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  test("another member's cursor pages through their own sessions only", async () => {
    const member = await t.signUp();
    const other = await t.signUp();
    await sessions(member, HISTORY_PAGE_SIZE + 3);
    const theirs = await sessions(other, 4);
    const first = await ok<History>(await history(member));
    expect(first.next_cursor).toEqual(expect.any(String));
    const crossed = await ok<History>(await history(other, first.next_cursor ?? ""));
    const ids = new Set(theirs.map((s) => s.id));
    expect(crossed.sessions.every((s) => ids.has(s.id))).toBe(true);
  });

  test("a cursor that is not one of ours is refused with what to do", async () => {
    const member = await t.signUp();
    const response = await history(member, "not-a-cursor");
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("bad_cursor");
    expect(body.error.message).toMatch(/Reload the page/);
  });
});

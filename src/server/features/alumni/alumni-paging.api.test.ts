import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { everyPage } from "../../../../tests/support/paging";
import type { TestApp } from "../../../../tests/support/test-app";
import { createTestApp } from "../../../../tests/support/test-app";
import { universityKey } from "../../../shared/alumni";
import { alumniListings, profiles, user } from "../../db/schema";
import { answers, type Directory, errorOf, memberAt, ok } from "./alumni.fixtures";
import { DIRECTORY_PAGE_SIZE } from "./directory.service";

// The alumni directory a page at a time: newest listings first on (listed_at, user_id), every alum
// exactly once when many listed at the same microsecond, and never another university's alumni.

describe("alumni directory pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  /** `count` graduates of `university`, listed in groups of four sharing one timestamp. */
  async function alumni(university: string, count: number, prefix: string) {
    const base = Date.parse("2026-02-01T12:00:00.654321Z");
    const ids = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(3, "0")}`);
    await t.db.insert(user).values(
      ids.map((id, i) => ({
        id,
        name: `Alum ${i}`,
        firstName: "Alum",
        lastName: `${i}`,
        email: `${id}@example.com`,
      })),
    );
    await t.db
      .insert(profiles)
      .values(ids.map((id) => ({ id, university, onboarding: answers("Alum", "X", university) as never })));
    await t.db.insert(alumniListings).values(
      ids.map((id, i) => ({
        userId: id,
        university,
        universityKey: universityKey(university),
        firm: "Barclays",
        role: "Analyst",
        listedAt: new Date(base + Math.floor(i / 4) * 1000),
      })),
    );
    return ids;
  }

  test("every alum once, newest first, ties broken by id; only the member's university", async () => {
    const ids = await alumni("University of Leeds", 2 * DIRECTORY_PAGE_SIZE + 5, "leeds");
    await alumni("University of York", 6, "york");
    const student = await memberAt(
      t,
      "University of Leeds",
      { first: "Sam", last: "Lee" },
      "undergraduate_final",
    );

    const { rows, sizes } = await everyPage(async (cursor) => {
      const page = await ok<Directory>(
        await t.request(`/api/alumni${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, {
          cookie: student.cookie,
        }),
      );
      return { rows: page.alumni, next_cursor: page.next_cursor };
    });
    expect(sizes).toEqual([DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE, 5]);
    // Newest group first; inside a group (same listed_at) by id, descending.
    const expected = ids
      .map((id, i) => ({ id, group: Math.floor(i / 4) }))
      .sort((a, b) => b.group - a.group || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    expect(rows.map((row) => row.id)).toEqual(expected);
  });

  test("a cursor that is not one of ours is refused with what to do", async () => {
    const student = await memberAt(
      t,
      "University of Leeds",
      { first: "Ana", last: "Ruiz" },
      "undergraduate_final",
    );
    const error = await errorOf(await t.request("/api/alumni?cursor=zzz", { cookie: student.cookie }), 400);
    expect(error.code).toBe("bad_cursor");
    expect(error.message).toMatch(/Reload the page/);
  });
});

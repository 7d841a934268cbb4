import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import type { DbOrTx } from "../db/client";
import { defineLimit, freeOnly } from "./free-limit";
import { HttpError } from "./http-error";

// The free-limit check on a real database: requests that arrive together still cannot take a member
// past their limit, because each waits for the member's lock before it counts. The count below pauses
// between reading and the insert, the gap in which two unlocked requests would both see room.

type Member = { id: string; premium: boolean };
const MAX = 3;

describe("defineLimit", () => {
  let database: TestDatabase;
  const counted: (string | undefined)[] = [];

  async function itemsOf(db: DbOrTx, userId: string, except?: string) {
    const result = await db.execute(
      sql`select count(*)::int as n from limit_probe where user_id = ${userId}
        and (${except ?? null}::text is null or label <> ${except ?? null})`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }

  const probeLimit = defineLimit<Member, string>({
    resource: "limit-probe",
    max: freeOnly(MAX),
    count: async (db, userId, except) => {
      counted.push(except);
      const n = await itemsOf(db, userId, except);
      await db.execute(sql`select pg_sleep(0.05)`);
      return n;
    },
    refusal: ({ used, max }) => new HttpError(403, "free_limit_reached", `${used} of ${max} used.`),
  });

  const add = (member: Member, label: string, adding = 1) =>
    database.db.transaction(async (tx) => {
      await probeLimit.ensureRoom(tx, member, adding);
      for (let i = 0; i < adding; i++) {
        await tx.execute(sql`insert into limit_probe (user_id, label) values (${member.id}, ${label})`);
      }
    });

  const stored = async (member: Member) => itemsOf(database.db, member.id);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table limit_probe (user_id text not null, label text not null)`);
  });
  afterAll(() => database?.dispose());

  test("eight requests at once for a Free member: exactly the limit is stored, the rest refused", async () => {
    const member = { id: "free-at-once", premium: false };
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => add(member, `item ${i}`)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX);
    const refusals = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(refusals).toHaveLength(8 - MAX);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ status: 403, code: "free_limit_reached", message: "3 of 3 used." });
    }
    expect(await stored(member)).toBe(MAX);
    expect(await probeLimit.summary(database.db, member)).toEqual({ used: MAX, max: MAX });
  });

  test("several added at once need room for all of them; one member's limit is not another's", async () => {
    const member = { id: "free-batch", premium: false };
    await add(member, "first");
    await expect(add(member, "batch", 3)).rejects.toMatchObject({ message: "1 of 3 used." });
    expect(await stored(member)).toBe(1);
    await add(member, "batch", 2);
    expect(await stored(member)).toBe(MAX);
    const other = { id: "free-other", premium: false };
    await add(other, "theirs");
    expect(await probeLimit.summary(database.db, other)).toEqual({ used: 1, max: MAX });
  });

  test("Premium has no limit, and adding nothing is never refused", async () => {
    const member = { id: "was-premium", premium: true };
    await Promise.all(Array.from({ length: 5 }, (_, i) => add(member, `item ${i}`)));
    expect(await probeLimit.summary(database.db, member)).toEqual({ used: 5, max: null });
    // Back on Free with more than the limit: nothing is lost, nothing more fits, re-saving is allowed.
    const lapsed = { ...member, premium: false };
    expect(await probeLimit.summary(database.db, lapsed)).toEqual({ used: 5, max: MAX });
    await expect(add(lapsed, "one more")).rejects.toMatchObject({ code: "free_limit_reached" });
    await add(lapsed, "nothing new", 0);
    await expect(probeLimit.check(database.db, lapsed, 1)).rejects.toBeInstanceOf(HttpError);
    expect(await stored(lapsed)).toBe(5);
  });

  test("the scope reaches the count: what it leaves out does not use the allowance", async () => {
    const member = { id: "scoped", premium: false };
    for (const label of ["a", "b", "c"]) await add(member, label);
    counted.length = 0;
    await database.db.transaction((tx) => probeLimit.ensureRoom(tx, member, 1, "a"));
    expect(counted).toEqual(["a"]);
    await expect(database.db.transaction((tx) => probeLimit.ensureRoom(tx, member, 1))).rejects.toMatchObject(
      { message: "3 of 3 used." },
    );
  });
});

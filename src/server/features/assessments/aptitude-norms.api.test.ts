import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { countingDb } from "../../../../tests/support/count-statements";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { aptitudeAttempts, aptitudeNorms } from "../../db/schema";
import { completeAptitude, startAptitude } from "./aptitude.service";
import { addToAptitudeNorms } from "./aptitude-norms";

// The norm per kind follows each finished Timed test: a member's first score adds them, a better one
// adds the difference, a worse one and a Practice test change nothing (checked against the sum the
// attempts themselves give). A finish reads the member's best Timed score once, for the percentile and
// the norm both.

describe("aptitude norms on finish", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  async function finish(userId: string, mode: "Timed" | "Practice", correct: number) {
    const [row] = await t.db
      .insert(aptitudeAttempts)
      .values({
        userId,
        kind: "numerical",
        mode,
        seed: crypto.randomUUID(),
        attempt: 1,
        itemCount: 10,
        status: "completed",
        correct,
        completedAt: new Date(),
      })
      .returning();
    if (!row) throw new Error("no attempt");
    await addToAptitudeNorms(t.db, row);
  }

  const norm = async () =>
    (await t.db.select().from(aptitudeNorms).where(eq(aptitudeNorms.kind, "numerical")))[0] ?? null;

  test("first score, better score, worse score, Practice", async () => {
    const a = (await t.signUp()).user.id;
    const b = (await t.signUp()).user.id;
    await finish(a, "Timed", 5);
    expect(await norm()).toMatchObject({ members: 1 });
    expect((await norm())?.bestTotal).toBeCloseTo(0.5);
    await finish(b, "Timed", 7);
    expect(await norm()).toMatchObject({ members: 2 });
    expect((await norm())?.bestTotal).toBeCloseTo(1.2);
    await finish(a, "Timed", 9);
    expect(await norm()).toMatchObject({ members: 2 });
    expect((await norm())?.bestTotal).toBeCloseTo(1.6);
    await finish(a, "Timed", 2);
    await finish(b, "Practice", 10);
    expect(await norm()).toMatchObject({ members: 2 });
    expect((await norm())?.bestTotal).toBeCloseTo(1.6);
  });

  test("a Timed finish reads the member's best Timed score once, and moves the norm from it", async () => {
    const { id: userId } = (await t.signUp()).user;
    const verbalNorm = async () =>
      (await t.db.select().from(aptitudeNorms).where(eq(aptitudeNorms.kind, "verbal")))[0] ?? null;
    const membersBefore = (await verbalNorm())?.members ?? 0;
    for (let finish = 0; finish < 2; finish++) {
      const started = await startAptitude(t.db, userId, { kind: "verbal", mode: "Timed" });
      const counted = countingDb(t.db);
      await completeAptitude(counted.db, userId, started.id);
      const bestReads = counted.statements.filter(
        (text) => /\bmax\(/i.test(text) && /from "aptitude_attempts"/i.test(text),
      );
      expect(bestReads).toHaveLength(1);
      // The first finish adds the member; the second, no better, changes nothing.
      expect((await verbalNorm())?.members).toBe(membersBefore + 1);
    }
  });
});

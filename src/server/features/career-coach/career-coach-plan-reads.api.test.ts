import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { countingDb } from "../../../../tests/support/count-statements";
import { indexPlan, planNodes, recordingDb } from "../../../../tests/support/explain-reads";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ukDayOf } from "../../../shared/uk-time";
import {
  applicationEvents,
  aptitudeAttempts,
  aptitudeNorms,
  cvMatchRuns,
  networkingSettings,
} from "../../db/schema";
import { addDays } from "./plan/clock";
import { setTick, weekPlan } from "./plan/plan.service";

// What a plan costs: each table read once, by the member's id, whatever the member's data and however
// many other members there are (the statement count is pinned here); and the aptitude norm the plan
// compares with, kept up to date as Timed tests finish rather than recomputed from every attempt.

/** The tables one plan reads, each in exactly one statement. */
const PLAN_TABLES = [
  "applications",
  "application_events",
  "application_stage_history",
  "aptitude_attempts",
  "aptitude_norms",
  "coach_plan_ticks",
  "cv_match_runs",
  "interview_answers",
  "networking_interactions",
  "networking_settings",
  "profiles",
];
/** networking_settings and networking_interactions share one statement (the goal and its chats). */
const PLAN_STATEMENTS = 10;

describe("the plan's reads", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  async function track(who: SignedIn, json: Record<string, unknown>): Promise<{ id: string }> {
    const response = await t.request("/api/tracker/applications", { cookie: who.cookie, json });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).application;
  }

  /** A member with something in every table the plan reads. */
  async function busyMember(applications: number): Promise<SignedIn> {
    const member = await t.signUp();
    const today = ukDayOf(new Date());
    const tracked: { id: string }[] = [];
    for (let i = 0; i < applications; i++) {
      tracked.push(
        await track(member, {
          firm_name: `Firm ${i}`,
          role_title: "Summer Analyst",
          stage: i % 2 ? "applied" : "saved",
          deadline: addDays(today, 2 + (i % 10)),
        }),
      );
    }
    const [first] = tracked;
    if (!first) throw new Error("no application");
    await t.db.insert(applicationEvents).values({
      applicationId: first.id,
      userId: member.user.id,
      kind: "interview",
      startsAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
    });
    await t.db.insert(networkingSettings).values({ userId: member.user.id, monthlyChatGoal: 4 });
    await t.db
      .insert(cvMatchRuns)
      .values({ userId: member.user.id, applicationId: first.id, score: 30, engine: "test" });
    await t.db.insert(aptitudeAttempts).values({
      userId: member.user.id,
      kind: "numerical",
      mode: "Practice",
      seed: crypto.randomUUID(),
      attempt: 1,
      itemCount: 10,
      status: "completed",
      correct: 3,
      completedAt: new Date(),
    });
    return member;
  }

  test(`a plan is ${PLAN_STATEMENTS} statements, each table read once, however much the member has`, async () => {
    for (const size of [2, 12]) {
      const member = await busyMember(size);
      const counting = countingDb(t.db);
      const plan = await weekPlan(counting.db, member.user.id);
      expect(plan.items.length).toBeGreaterThan(0);
      expect(counting.statements).toHaveLength(PLAN_STATEMENTS);
      const tables = counting.tables().flat();
      expect([...tables].sort()).toEqual([...PLAN_TABLES].sort());
      // Every statement names the member: nothing reads other members' rows.
      for (const text of counting.statements.filter((s) => !s.includes('"aptitude_norms"'))) {
        expect(text).toMatch(/"user_id" = \$1|"id" = \$1/);
      }
    }
  });

  test("ticking an item costs the plan's reads (not the ticks) and one write", async () => {
    const member = await busyMember(2);
    const counting = countingDb(t.db);
    await setTick(counting.db, member.user.id, { key: "start:interview", done: true });
    expect(counting.statements).toHaveLength(PLAN_STATEMENTS);
    expect(counting.statements.at(-1)).toMatch(/^insert into "coach_plan_ticks"/);
  });

  test("each read walks the member's own entries of an index, the CV match scores from the index alone", async () => {
    const member = await busyMember(3);
    const recording = recordingDb(t.db);
    await weekPlan(recording.db, member.user.id);
    const result = await t.db.execute(
      "select indexname from pg_indexes where indexdef ~ 'USING btree \\(user_id[,)]' or indexname = 'profiles_pkey'",
    );
    const memberIndexes = (result as unknown as { rows: { indexname: string }[] }).rows.map(
      (row) => row.indexname,
    );
    expect(memberIndexes).toContain("cv_match_runs_user_idx");
    for (const statement of recording.sent) {
      if (statement.sql.includes('"aptitude_norms"')) continue;
      for (const node of planNodes(await indexPlan(t.db, statement))) {
        expect(node["Node Type"], statement.sql).not.toBe("Seq Scan");
        if (node["Index Name"]) expect(memberIndexes, statement.sql).toContain(node["Index Name"]);
      }
    }
    // Each score the plan reads is in the index itself: without it the read fetches a heap page per run,
    // and at scale the planner may prefer scanning every member's runs.
    const runs = recording.sent.find((s) => s.sql.includes('from "cv_match_runs"'));
    if (!runs) throw new Error("the plan did not read cv_match_runs");
    const nodes = planNodes(await indexPlan(t.db, runs));
    expect(nodes.map((n) => `${n["Node Type"]} ${n["Index Name"] ?? ""}`)).toContain(
      "Index Only Scan cv_match_runs_user_idx",
    );
  });

  test("every per-member read has an index that starts with the member", async () => {
    const result = await t.db.execute(
      "select tablename, indexdef from pg_indexes where tablename in ('application_stage_history', 'application_events', 'aptitude_attempts', 'cv_match_runs', 'interview_answers', 'networking_interactions', 'applications')",
    );
    const rows = (result as unknown as { rows: { tablename: string; indexdef: string }[] }).rows;
    for (const table of [
      "application_stage_history",
      "application_events",
      "aptitude_attempts",
      "cv_match_runs",
      "interview_answers",
      "networking_interactions",
      "applications",
    ]) {
      expect(
        rows.some((row) => row.tablename === table && /USING btree \(user_id\b/.test(row.indexdef)),
        table,
      ).toBe(true);
    }
  });
});

describe("the aptitude norms", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  async function finishTimed(who: SignedIn, kind: string): Promise<void> {
    const started = await t.request("/api/assessments/aptitude", {
      cookie: who.cookie,
      json: { kind, mode: "Timed" },
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { id } = (await started.json()) as { id: string };
    const done = await t.request(`/api/assessments/aptitude/${id}/complete`, {
      cookie: who.cookie,
      method: "POST",
    });
    expect(done.status, await done.clone().text()).toBe(200);
  }

  const norm = async (kind: string) =>
    (await t.db.select().from(aptitudeNorms).where(eq(aptitudeNorms.kind, kind)))[0] ?? null;

  test("finishing a Timed test updates its kind's norm, which the plan then compares with", async () => {
    expect(await norm("logical")).toBeNull();
    const others = await Promise.all(Array.from({ length: 5 }, () => t.signUp()));
    for (const other of others) await finishTimed(other, "logical");
    // Nothing answered: five members, each with a best of 0.
    expect(await norm("logical")).toMatchObject({ members: 5, bestTotal: 0 });
    // A second test no better than the member's best changes nothing.
    await finishTimed(others[0] as SignedIn, "logical");
    expect(await norm("logical")).toMatchObject({ members: 5, bestTotal: 0 });

    // 30% on a Practice test: under the coach's fixed 60% benchmark, but above the members' average of
    // 0%, so with the norm in place the plan does not ask for practice.
    const member = await t.signUp();
    await t.db.insert(aptitudeAttempts).values({
      userId: member.user.id,
      kind: "logical",
      mode: "Practice",
      seed: crypto.randomUUID(),
      attempt: 1,
      itemCount: 10,
      status: "completed",
      correct: 3,
      completedAt: new Date(),
    });
    const response = await t.request("/api/career-coach/plan", { cookie: member.cookie });
    const plan = (await response.json()) as { items: { key: string }[] };
    expect(plan.items.map((i) => i.key)).not.toContain("aptitude:logical");

    // With the norm gone the benchmark decides, and the same result is flagged: the norm is what decided.
    await t.db.delete(aptitudeNorms).where(eq(aptitudeNorms.kind, "logical"));
    const without = (await (await t.request("/api/career-coach/plan", { cookie: member.cookie })).json()) as {
      items: { key: string }[];
    };
    expect(without.items.map((i) => i.key)).toContain("aptitude:logical");
  }, 120_000);

  test("a Practice test leaves the norm alone", async () => {
    const member = await t.signUp();
    const started = await t.request("/api/assessments/aptitude", {
      cookie: member.cookie,
      json: { kind: "verbal", mode: "Practice" },
    });
    const { id } = (await started.json()) as { id: string };
    await t.request(`/api/assessments/aptitude/${id}/complete`, { cookie: member.cookie, method: "POST" });
    expect(await norm("verbal")).toBeNull();
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS } from "../../../shared/onboarding";
import { ukDayOf } from "../../../shared/uk-time";
import { applicationStageHistory, aptitudeAttempts, aptitudeNorms, cvMatchRuns } from "../../db/schema";
import { addDays } from "./plan/clock";
import type { WeekPlan } from "./plan/plan.service";

// "This week" through the API, on the member's real data: tracker deadlines, an application stuck in
// Applied, a weak interview criterion, an aptitude result below the members' norm, a low CV match for a
// tracked role and targets with nothing tracked. Ticks persist for the week and belong to their owner;
// one member's data never appears in another's plan.

type Item = WeekPlan["items"][number];

const POOR_ANSWER =
  "I was in a group project at university. I organised the meetings and I talked to everyone about what they were doing and I kept the notes for the group.";

describe("this week's plan", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  async function plan(who: SignedIn): Promise<WeekPlan> {
    const response = await t.request("/api/career-coach/plan", { cookie: who.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  }
  const item = (p: WeekPlan, key: string): Item | undefined => p.items.find((i) => i.key === key);

  async function track(who: SignedIn, json: Record<string, unknown>): Promise<{ id: string }> {
    const response = await t.request("/api/tracker/applications", { cookie: who.cookie, json });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).application;
  }

  const tick = (who: SignedIn, key: string, done: boolean) =>
    t.request("/api/career-coach/plan/ticks", { method: "PUT", cookie: who.cookie, json: { key, done } });

  test("a brand-new member gets a starter plan", async () => {
    const member = await t.signUp();
    const p = await plan(member);
    expect(p.starter).toBe(true);
    expect(p.week).toMatch(/^\d{4}-W\d{2}$/);
    expect(p.items.map((i) => i.key)).toEqual([
      "target:profile",
      "start:track",
      "start:interview",
      "start:aptitude",
      "start:cv-match",
    ]);
    expect(p.items.every((i) => i.title && i.why && i.link.href.startsWith("/app/") && !i.done)).toBe(true);
  });

  test("a tracker deadline in 3 days is first, linked to the application", async () => {
    const member = await t.signUp();
    const today = ukDayOf(new Date());
    const gs = await track(member, {
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst",
      deadline: addDays(today, 3),
    });
    await track(member, { firm_name: "Nomura", role_title: "Spring Week", deadline: addDays(today, 40) });
    const p = await plan(member);
    expect(p.starter).toBe(false);
    expect(p.items[0]).toMatchObject({
      key: `deadline:${gs.id}`,
      kind: "deadline",
      title: "Apply to Goldman Sachs Summer Analyst — closes in 3 days",
      link: { href: `/app/tracker/${gs.id}` },
      done: false,
    });
    expect(JSON.stringify(p.items)).not.toContain("Nomura");

    // Applying changes the plan at once: the deadline no longer asks for anything.
    const moved = await t.request(`/api/tracker/applications/${gs.id}/move`, {
      cookie: member.cookie,
      json: { stage: "applied", before_id: null },
    });
    expect(moved.status).toBe(200);
    expect(item(await plan(member), `deadline:${gs.id}`)).toBeUndefined();
  });

  test("an application stuck in Applied for 30 days asks for a follow-up", async () => {
    const member = await t.signUp();
    const app = await track(member, { firm_name: "Barclays", role_title: "IB Analyst", stage: "applied" });
    const thirtyDaysAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await t.db
      .update(applicationStageHistory)
      .set({ enteredAt: thirtyDaysAgo })
      .where(eq(applicationStageHistory.applicationId, app.id));
    const found = item(await plan(member), `stuck:${app.id}:applied`);
    expect(found).toMatchObject({
      kind: "stuck",
      title: "Follow up on Barclays IB Analyst — 30 days in Applied",
      link: { href: `/app/tracker/${app.id}` },
    });
  });

  test("a weak interview criterion from a practice answer is named with its score", async () => {
    const member = await t.signUp();
    const session = await (
      await t.request("/api/interview/sessions", {
        cookie: member.cookie,
        json: {
          questionType: "Behavioural",
          persona: "friendly-analyst",
          mode: "Practice",
          questionCount: 3,
        },
      })
    ).json();
    const answered = await t.request(`/api/interview/sessions/${session.id}/answers`, {
      cookie: member.cookie,
      json: { questionId: session.currentQuestionId, text: POOR_ANSWER, input: "typed" },
    });
    expect(answered.status).toBe(201);
    const { answer } = await answered.json();
    const weakest = (answer.feedback.criteria as { id: string; label: string; score: number | null }[])
      .filter((c) => c.score !== null && c.score < 3)
      .sort((a, b) => (a.score as number) - (b.score as number))[0];
    expect(weakest, "the poor answer scores low on something").toBeDefined();
    const p = await plan(member);
    const found = p.items.find((i) => i.kind === "interview");
    expect(found?.key).toBe(`interview:${weakest?.id}`);
    expect(found?.title).toBe(
      `Practise ${weakest?.label.toLowerCase()} in your interview answers — ${weakest?.score} of 5`,
    );
    expect(found?.link.href).toBe("/app/interview");
    expect(item(p, "start:interview")).toBeUndefined();
  });

  test("an aptitude result below the members' norm is flagged; one above it is not", async () => {
    const member = await t.signUp();
    const others = await Promise.all(Array.from({ length: 5 }, () => t.signUp()));
    const attempt = (userId: string, kind: "numerical" | "verbal", correct: number) => ({
      userId,
      kind,
      mode: "Timed",
      seed: crypto.randomUUID(),
      attempt: 1,
      itemCount: 10,
      status: "completed",
      correct,
      completedAt: new Date(),
    });
    await t.db
      .insert(aptitudeAttempts)
      .values([
        ...others.map((o) => attempt(o.user.id, "numerical", 8)),
        ...others.map((o) => attempt(o.user.id, "verbal", 5)),
        attempt(member.user.id, "numerical", 4),
        attempt(member.user.id, "verbal", 7),
      ]);
    // The norms as finishing these Timed tests leaves them (every member's best, the member's own
    // included); career-coach-plan-reads.api.test.ts finishes real tests through the API.
    await t.db.insert(aptitudeNorms).values([
      { kind: "numerical", members: 6, bestTotal: 5 * 0.8 + 0.4 },
      { kind: "verbal", members: 6, bestTotal: 5 * 0.5 + 0.7 },
    ]);
    const p = await plan(member);
    expect(item(p, "aptitude:numerical")).toMatchObject({
      title: "Practise numerical reasoning — 40% on your last test",
      link: { href: "/app/assessment-prep/aptitude?kind=numerical" },
    });
    expect(item(p, "aptitude:numerical")?.why).toContain(
      "the average of 5 members' best Timed scores is 80%",
    );
    expect(item(p, "aptitude:verbal")).toBeUndefined();
  });

  test("a low CV match for a tracked role, and targets with nothing tracked", async () => {
    const member = await t.signUp();
    const onboarding = await t.request("/api/profile/onboarding", {
      method: "PUT",
      cookie: member.cookie,
      json: {
        ...ONBOARDING_DEFAULTS,
        firstName: "Ada",
        lastName: "Lovelace",
        university: "University of Bristol",
        education_status: "undergraduate_penultimate",
        targeted_role_types: ["summer_internship", "spring_week"],
        targeted_finance_areas: ["investment_banking"],
        targeted_locations: ["london"],
      },
    });
    expect(onboarding.status).toBe(200);
    const app = await track(member, {
      firm_name: "Lazard",
      role_title: "Summer Analyst",
      programme_type: "summer_internship",
    });
    await t.db
      .insert(cvMatchRuns)
      .values({ userId: member.user.id, applicationId: app.id, score: 38, engine: "test" });
    const p = await plan(member);
    expect(item(p, `cv-match:${app.id}`)).toMatchObject({
      title: "Improve your CV for Lazard Summer Analyst — match 38 of 100",
      link: { href: "/app/documents" },
    });
    expect(item(p, "target:spring_week")).toMatchObject({
      title: "Track your first spring week roles",
      link: { href: "/app/job-feed?type=spring_week&area=investment_banking&location=london" },
    });
    // Summer internships are tracked; no profile step either.
    expect(item(p, "target:summer_internship")).toBeUndefined();
    expect(item(p, "target:profile")).toBeUndefined();
  });

  test("ticks persist for the week, belong to their owner, and another member's data never appears", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const today = ukDayOf(new Date());
    const app = await track(owner, {
      firm_name: "Evercore",
      role_title: "Analyst",
      deadline: addDays(today, 5),
    });
    await track(other, { firm_name: "Jefferies", role_title: "Analyst", deadline: addDays(today, 2) });
    const key = `deadline:${app.id}`;

    const ticked = await tick(owner, key, true);
    expect(ticked.status).toBe(200);
    expect(await ticked.json()).toMatchObject({ key, done: true });
    // Ticking twice is the same as once.
    expect((await tick(owner, key, true)).status).toBe(200);
    const after = await plan(owner);
    expect(item(after, key)?.done).toBe(true);
    expect(after.items.at(-1)?.key, "done items come after what is still to do").toBe(key);

    // The other member can neither tick nor see it, and sees only their own roles.
    const intruder = await tick(other, key, true);
    expect(intruder.status).toBe(404);
    expect((await intruder.json()).error.message).toContain("no longer in this week's plan");
    const theirs = JSON.stringify(await plan(other));
    expect(theirs).toContain("Jefferies");
    expect(theirs).not.toContain("Evercore");
    expect(theirs).not.toContain(app.id);
    expect(JSON.stringify(await plan(owner))).not.toContain("Jefferies");
    expect(item(await plan(owner), key)?.done).toBe(true);

    const unticked = await tick(owner, key, false);
    expect(unticked.status).toBe(200);
    expect(item(await plan(owner), key)?.done).toBe(false);
  });

  test("the monthly chat goal set on the networking screen asks for the chats still to book", async () => {
    const member = await t.signUp();
    expect(item(await plan(member), `chat-goal:${ukDayOf(new Date()).slice(0, 7)}`)).toBeUndefined();
    const settings = await t.request("/api/networking/settings", {
      method: "PUT",
      cookie: member.cookie,
      json: { monthly_chat_goal: 3 },
    });
    expect(settings.status, await settings.clone().text()).toBe(200);
    const contact = await t.request("/api/networking/contacts", {
      cookie: member.cookie,
      json: { name: "Priya Shah", firm: "Goldman Sachs" },
    });
    expect(contact.status, await contact.clone().text()).toBe(201);
    const { id } = (await contact.json()).contact as { id: string };
    const logged = await t.request(`/api/networking/contacts/${id}/interactions`, {
      cookie: member.cookie,
      json: { kind: "coffee_chat", occurred_on: ukDayOf(new Date()) },
    });
    expect(logged.status, await logged.clone().text()).toBe(201);

    const goal = item(await plan(member), `chat-goal:${ukDayOf(new Date()).slice(0, 7)}`);
    expect(goal?.title).toBe("Book 2 more chats to meet your monthly goal");
    expect(goal?.why).toContain("1 of 3 chats this month so far");
    expect(goal?.link.href).toBe("/app/networking");
  });

  test("a tick needs a key and a yes or no; a key not in the plan is 404", async () => {
    const member = await t.signUp();
    const missing = await t.request("/api/career-coach/plan/ticks", {
      method: "PUT",
      cookie: member.cookie,
      json: { done: true },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toHaveProperty("key");
    expect((await tick(member, "deadline:not-a-thing", true)).status).toBe(404);
    expect((await tick(member, "start:interview", true)).status).toBe(200);
  });
});

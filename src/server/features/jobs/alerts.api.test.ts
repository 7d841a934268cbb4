import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS, type OnboardingAnswers } from "../../../shared/onboarding";
import { firms, jobs, profiles, savedJobs, userNotifications } from "../../db/schema";
import type { Mail } from "../../platform/mail/mailer";
import { unsubscribeUrl } from "../../platform/mail/unsubscribe";
import { type AlertDeps, MAX_ROLES_PER_ALERT, runClosingReminders, runJobAlerts } from "./alerts.service";

// Alerts: matching by the member's answers and frequency, best fit first with where, when and why,
// "and N more" instead of a silent cut, at most one instant email an hour, never repeating a role, a
// reminder for saved roles closing within 3 days, and unsubscribing (and undoing it) from the link.

const HOUR = 3_600_000;

describe("job alerts", () => {
  let t: TestApp;
  let firmId = "";
  const sent: Mail[] = [];
  let deps: AlertDeps;

  beforeAll(async () => {
    t = await createTestApp();
    const [firm] = await t.db
      .insert(firms)
      .values({ slug: "blackstone", name: "Blackstone", sector: "private_equity", premier: true })
      .returning();
    firmId = firm?.id ?? "";
    deps = {
      db: t.db,
      mailer: { send: async (mail) => void sent.push(mail) },
      logger: pino({ level: "silent" }),
      appUrl: t.config.appUrl,
      authSecret: t.config.authSecret,
    };
  });
  afterAll(() => t?.dispose());

  async function memberWith(answers: Partial<OnboardingAnswers>): Promise<SignedIn> {
    const member = await t.signUp();
    const onboarding = {
      ...ONBOARDING_DEFAULTS,
      firstName: "Ada",
      lastName: "King",
      university: "LSE",
      university_name: "LSE",
      education_status: "graduate",
      ...answers,
    } as OnboardingAnswers;
    await t.db.update(profiles).set({ onboarding }).where(eq(profiles.id, member.user.id));
    return member;
  }

  async function addJob(values: Partial<typeof jobs.$inferInsert> & { title: string }) {
    const [row] = await t.db
      .insert(jobs)
      .values({
        firmId,
        firmName: "Blackstone",
        source: "test",
        externalId: crypto.randomUUID(),
        applyUrl: "https://example.com",
        ...values,
      })
      .returning();
    return row?.id ?? "";
  }

  const mailsTo = (member: SignedIn) => sent.filter((m) => m.to === member.email);

  test("instant alerts: matching new roles once, by email and in the app; other frequencies wait", async () => {
    const instant = await memberWith({
      job_update_frequency: "instant",
      targeted_finance_areas: ["private_equity"],
      targeted_locations: ["london"],
    });
    const weekly = await memberWith({
      job_update_frequency: "weekly_summary",
      targeted_finance_areas: ["private_equity"],
    });
    const none = await memberWith({
      job_update_frequency: "none",
      targeted_finance_areas: ["private_equity"],
    });
    const match = await addJob({
      title: "PE Analyst",
      financeAreas: ["private_equity"],
      locations: ["london"],
    });
    await addJob({ title: "PE Analyst, Paris", financeAreas: ["private_equity"], locations: ["paris"] });
    await addJob({
      title: "Old PE role",
      financeAreas: ["private_equity"],
      locations: ["london"],
      firstSeenAt: new Date(Date.now() - 48 * HOUR),
    });
    await addJob({
      title: "Closed PE role",
      financeAreas: ["private_equity"],
      locations: ["london"],
      closedAt: new Date(),
    });

    await runJobAlerts(deps, "instant");
    expect(mailsTo(instant).map((m) => m.subject)).toEqual(["New role for you: PE Analyst at Blackstone"]);
    const mail = mailsTo(instant)[0];
    expect(mail?.text).toContain(`/app/premier-firms/${match}`);
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(/\/api\/unsubscribe\?u=.+&s=alerts&t=/);
    const notes = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, instant.user.id));
    expect(notes).toMatchObject([
      { kind: "job_alert", title: "1 new role matches your goals", message: "PE Analyst at Blackstone" },
    ]);
    expect(mailsTo(weekly)).toEqual([]);
    expect(mailsTo(none)).toEqual([]);

    // Run again: nothing new, nothing repeated.
    await runJobAlerts(deps, "instant");
    expect(mailsTo(instant)).toHaveLength(1);

    // The weekly run picks up the same role for the weekly member, once.
    await runJobAlerts(deps, "weekly_summary");
    await runJobAlerts(deps, "weekly_summary");
    expect(mailsTo(weekly).map((m) => m.subject)).toEqual([
      expect.stringMatching(/new roles? (match|for you)/),
    ]);
  });

  test("the best matches come first, with where, when and why; the rest as 'and N more'", async () => {
    const member = await memberWith({
      job_update_frequency: "instant",
      targeted_role_types: ["summer_internship"],
      targeted_finance_areas: ["investment_banking"],
      targeted_locations: ["london", "manchester"],
      open_to_remote: true,
    });
    // The best fit was seen two hours ago; eleven weaker roles arrived after it.
    const best = await addJob({
      title: "IB Summer Analyst",
      roleType: "summer_internship",
      financeAreas: ["investment_banking"],
      locations: ["london"],
      workplace: "hybrid",
      closesAt: new Date(Date.now() + 5 * 24 * HOUR + HOUR),
      firstSeenAt: new Date(Date.now() - 2 * HOUR),
    });
    const second = await addJob({
      title: "Trading Summer Analyst",
      roleType: "summer_internship",
      financeAreas: ["sales_trading", "investment_banking"],
      locations: ["manchester"],
      rolling: true,
      firstSeenAt: new Date(Date.now() - HOUR),
    });
    for (let i = 0; i < 11; i++)
      await addJob({
        title: `IB Analyst ${i}`,
        roleType: "full_time",
        financeAreas: ["investment_banking"],
        locations: ["london"],
      });

    await runJobAlerts(deps, "instant");
    const [mail, ...others] = mailsTo(member);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("13 new roles match your goals");
    const text = mail?.text ?? "";
    const listed = [...text.matchAll(/^- (.+), Blackstone$/gm)].map((m) => m[1]);
    expect(listed).toHaveLength(MAX_ROLES_PER_ALERT);
    expect(listed.slice(0, 3)).toEqual(["IB Summer Analyst", "Trading Summer Analyst", "IB Analyst 10"]);
    // Where, when and why, under the role, in both parts.
    const bestBlock = text.slice(
      text.indexOf("- IB Summer Analyst"),
      text.indexOf("- Trading Summer Analyst"),
    );
    expect(bestBlock).toMatch(/London · Hybrid · Closes in 5 days \(\d{1,2} \w+ \d{4}\)/);
    expect(bestBlock).toContain(
      "Why it matches: Summer internship, as you asked · Matches your interest in Investment banking · In London · Hybrid, and you are open to it",
    );
    expect(bestBlock).toContain(`${t.config.appUrl}/app/premier-firms/${best}`);
    expect(text).toMatch(/- Trading Summer Analyst, Blackstone\n {2}Manchester · Rolling\n/);
    expect(mail?.html).toContain("London · Hybrid · Closes in 5 days");
    expect(mail?.html).toContain("Why it matches: Summer internship, as you asked");
    // Thirteen matched, ten listed: the other three are counted and linked, not dropped.
    // Every match is in the member's area, so the feed link filters by it.
    const feed = "/app/job-feed?area=investment_banking&location=london%2Cmanchester&sort=newest";
    expect(text).toContain(`...and 3 more. See them all in your job feed: ${t.config.appUrl}${feed}`);
    expect(mail?.html).toContain(
      `...and 3 more. <a href="${t.config.appUrl}${feed.replaceAll("&", "&amp;")}">`,
    );

    // In the app: the same alert, and each listed role has its own link.
    const response = await t.request("/api/notifications/history", { cookie: member.cookie });
    const [note] = (await response.json()).notifications;
    expect(note).toMatchObject({
      kind: "job_alert",
      broadcast_title: "13 new roles match your goals",
      broadcast_message: expect.stringMatching(
        /^IB Summer Analyst at Blackstone; Trading Summer Analyst at Blackstone; .*; and 3 more$/,
      ),
      link: feed,
    });
    expect(note.jobs).toHaveLength(MAX_ROLES_PER_ALERT);
    expect(note.jobs.slice(0, 2)).toEqual([
      { id: best, title: "IB Summer Analyst", firm: "Blackstone", link: `/app/premier-firms/${best}` },
      {
        id: second,
        title: "Trading Summer Analyst",
        firm: "Blackstone",
        link: `/app/premier-firms/${second}`,
      },
    ]);
  });

  test("a digest lists ten roles and says how many more, with a link to the feed filtered to them", async () => {
    const member = await memberWith({
      job_update_frequency: "daily_summary",
      targeted_role_types: ["graduate_programme"],
      targeted_locations: ["london"],
    });
    for (let i = 0; i < 12; i++)
      await addJob({
        title: `Graduate programme ${i}`,
        roleType: "graduate_programme",
        locations: ["london"],
      });
    await runJobAlerts(deps, "daily_summary");
    const [mail] = mailsTo(member);
    expect(mail?.subject).toBe("12 new roles match your goals");
    expect(mail?.text.match(/^- Graduate programme/gm)).toHaveLength(MAX_ROLES_PER_ALERT);
    expect(mail?.text).toContain(
      `...and 2 more. See them all in your job feed: ${t.config.appUrl}/app/job-feed?type=graduate_programme&location=london&sort=newest`,
    );
    // The two past the tenth were counted and linked: the next digest does not bring them again as new.
    await runJobAlerts(deps, "daily_summary");
    expect(mailsTo(member)).toHaveLength(1);
    await addJob({ title: "Graduate programme 12", roleType: "graduate_programme", locations: ["london"] });
    await runJobAlerts(deps, "daily_summary");
    expect(mailsTo(member)[1]?.subject).toBe("New role for you: Graduate programme 12 at Blackstone");
  });

  test("instant alerts: at most one email an hour; roles found meanwhile come in the next one", async () => {
    const member = await memberWith({
      job_update_frequency: "instant",
      targeted_role_types: ["off_cycle_internship"],
    });
    const start = new Date();
    await addJob({ title: "Off-cycle A", roleType: "off_cycle_internship" });
    await runJobAlerts(deps, "instant", start);
    expect(mailsTo(member).map((m) => m.subject)).toEqual(["New role for you: Off-cycle A at Blackstone"]);

    await addJob({ title: "Off-cycle B", roleType: "off_cycle_internship" });
    await runJobAlerts(deps, "instant", new Date(start.getTime() + 15 * 60_000));
    await addJob({ title: "Off-cycle C", roleType: "off_cycle_internship" });
    await runJobAlerts(deps, "instant", new Date(start.getTime() + 45 * 60_000));
    expect(mailsTo(member), "held back within the hour").toHaveLength(1);

    await runJobAlerts(deps, "instant", new Date(start.getTime() + 61 * 60_000));
    expect(mailsTo(member).map((m) => m.subject)).toEqual([
      "New role for you: Off-cycle A at Blackstone",
      "2 new roles match your goals",
    ]);
    expect(mailsTo(member)[1]?.text).toMatch(/Off-cycle C[\s\S]*Off-cycle B/);
    const notes = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, member.user.id));
    expect(notes).toHaveLength(2);
  });

  test("a saved role closing within 3 days sends one reminder", async () => {
    const member = await memberWith({ job_update_frequency: "weekly_summary" });
    const soon = await addJob({ title: "Closing soon", closesAt: new Date(Date.now() + 2 * 24 * HOUR) });
    const later = await addJob({ title: "Closing later", closesAt: new Date(Date.now() + 10 * 24 * HOUR) });
    await t.db.insert(savedJobs).values([
      { userId: member.user.id, jobId: soon },
      { userId: member.user.id, jobId: later },
    ]);
    await runClosingReminders(deps);
    await runClosingReminders(deps);
    expect(mailsTo(member).map((m) => m.subject)).toEqual(["Closing soon: Closing soon"]);
  });

  test("the unsubscribe link in an alert: checked without changes, turned off, and undone", async () => {
    const member = await memberWith({
      job_update_frequency: "instant",
      targeted_role_types: ["spring_week"],
    });
    await addJob({ title: "Spring week", roleType: "spring_week" });
    await runJobAlerts(deps, "instant");
    const link = mailsTo(member)[0]?.text.match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0] ?? "";
    expect(link.startsWith(`${t.config.appUrl}/unsubscribe?`)).toBe(true);
    const search = new URL(link).search;
    const frequency = async () =>
      (await t.db.select().from(profiles).where(eq(profiles.id, member.user.id)))[0]?.onboarding
        ?.job_update_frequency;

    // Opening the link (as a mail scanner would) changes nothing.
    const check = await t.request(`/api/unsubscribe${search}`);
    expect(await check.json()).toEqual({ scope: "alerts", subscribed: true });
    expect(await frequency()).toBe("instant");

    const response = await t.request(`/api/unsubscribe${search}`, { method: "POST", origin: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      scope: "alerts",
      message: "You will no longer receive job alert emails.",
      previous_frequency: "instant",
    });
    expect(await frequency()).toBe("none");
    expect(await (await t.request(`/api/unsubscribe${search}`)).json()).toMatchObject({ subscribed: false });
    await addJob({ title: "Another spring week", roleType: "spring_week" });
    await runJobAlerts(deps, "instant", new Date(Date.now() + 2 * HOUR));
    expect(mailsTo(member)).toHaveLength(1);

    // Undo brings alerts back as they were.
    const undo = await t.request(`/api/unsubscribe/resubscribe${search}`, {
      json: { job_update_frequency: "instant" },
    });
    expect(await undo.json()).toEqual({ scope: "alerts", message: "Job alert emails are back on." });
    expect(await frequency()).toBe("instant");

    // A link signed for another member or another kind of email does nothing.
    const forged = search.replace("s=alerts", "s=broadcasts");
    for (const [method, path] of [
      ["GET", "/api/unsubscribe"],
      ["POST", "/api/unsubscribe"],
      ["POST", "/api/unsubscribe/resubscribe"],
    ] as const) {
      const answer = await t.request(`${path}${forged}`, {
        method,
        json: method === "POST" ? {} : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect((await answer.json()).error.message).toBe(
        "This unsubscribe link is not valid. Change your email settings in your profile.",
      );
    }
  });

  test("announcements: the link turns them off and Undo turns them back on", async () => {
    const member = await memberWith({ job_update_frequency: "weekly_summary" });
    const search = new URL(unsubscribeUrl(t.config.appUrl, t.config.authSecret, member.user.id, "broadcasts"))
      .search;
    const setting = async () =>
      (await t.db.select().from(profiles).where(eq(profiles.id, member.user.id)))[0]?.emailBroadcasts;
    expect(await setting()).toBe(true);
    await t.request(`/api/unsubscribe${search}`, { method: "POST" });
    expect(await setting()).toBe(false);
    await t.request(`/api/unsubscribe/resubscribe${search}`, { json: {} });
    expect(await setting()).toBe(true);
  });
});

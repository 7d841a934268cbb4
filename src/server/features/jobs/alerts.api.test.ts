import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { ONBOARDING_DEFAULTS, type OnboardingAnswers } from "../../../shared/onboarding";
import { firms, jobs, profiles, savedJobs, userNotifications } from "../../db/schema";
import type { Mail } from "../../platform/mail/mailer";
import { type AlertDeps, MAX_ROLES_PER_ALERT, runClosingReminders, runJobAlerts } from "./alerts.service";

// Alerts: matching by the member's answers and frequency, never repeating a role, a reminder
// for saved roles closing within 3 days, and one-click unsubscribe from job alert emails.

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

  test("a digest holds at most ten roles", async () => {
    const member = await memberWith({
      job_update_frequency: "daily_summary",
      targeted_role_types: ["graduate_programme"],
    });
    for (let i = 0; i < 12; i++)
      await addJob({ title: `Graduate programme ${i}`, roleType: "graduate_programme" });
    await runJobAlerts(deps, "daily_summary");
    const [mail] = mailsTo(member);
    expect(mail?.subject).toBe(`${MAX_ROLES_PER_ALERT} new roles match your goals`);
    await runJobAlerts(deps, "daily_summary");
    expect(mailsTo(member)[1]?.subject, "the next digest brings the rest").toBe(
      "2 new roles match your goals",
    );
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

  test("the unsubscribe link in an alert turns job alert emails off", async () => {
    const member = await memberWith({
      job_update_frequency: "instant",
      targeted_role_types: ["spring_week"],
    });
    await addJob({ title: "Spring week", roleType: "spring_week" });
    await runJobAlerts(deps, "instant");
    const link = mailsTo(member)[0]?.text.match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0] ?? "";
    const response = await t.request(`/api/unsubscribe${new URL(link).search}`, {
      method: "POST",
      origin: null,
    });
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, member.user.id));
    expect(row?.onboarding?.job_update_frequency).toBe("none");
    await addJob({ title: "Another spring week", roleType: "spring_week" });
    await runJobAlerts(deps, "instant");
    expect(mailsTo(member)).toHaveLength(1);
  });
});

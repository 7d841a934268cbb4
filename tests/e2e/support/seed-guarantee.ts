import { eq } from "drizzle-orm";
import { runCli } from "../../../scripts/lib/cli-context";
import {
  applicationStageHistory,
  applications,
  premiumSignups,
  profiles,
  user,
} from "../../../src/server/db/schema";
import { GUARANTEE_DAYS, GUARANTEE_MIN_APPLICATIONS } from "../../../src/shared/constants";

// Run before an e2e server starts (it needs the PGlite lock): a member whose guarantee period has just
// ended and who met its conditions. A real season takes 90 days, so the dates are written as they would
// stand then: joined and onboarded before paying, paid Premium from a subscription, and the required
// applications recorded as applied half-way through. The member is described in SEED_GUARANTEE (JSON).

export type SeedGuaranteeMember = { email: string; password: string; firstName: string; lastName: string };

const member = JSON.parse(process.env.SEED_GUARANTEE ?? "null") as SeedGuaranteeMember | null;
if (!member) throw new Error("SEED_GUARANTEE names no member");

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const paidSince = GUARANTEE_DAYS + 5;

await runCli(async ({ db, auth }) => {
  const { user: created } = await auth.api.signUpEmail({
    body: {
      email: member.email,
      password: member.password,
      name: `${member.firstName} ${member.lastName}`,
      firstName: member.firstName,
      lastName: member.lastName,
    },
  });
  const userId = created.id;
  await db
    .update(user)
    .set({ emailVerified: true, createdAt: daysAgo(paidSince + 3) })
    .where(eq(user.id, userId));
  // Sign-up signs the account in; nobody holds that session.
  await (await auth.$context).internalAdapter.deleteUserSessions(userId);
  await db
    .update(profiles)
    .set({ appTier: "pro", onboardingCompletedAt: daysAgo(paidSince + 2) })
    .where(eq(profiles.id, userId));
  await db.insert(premiumSignups).values({ userId, source: "subscription", createdAt: daysAgo(paidSince) });
  const rows = await db
    .insert(applications)
    .values(
      Array.from({ length: GUARANTEE_MIN_APPLICATIONS }, (_, i) => ({
        userId,
        firmName: `Firm ${i + 1}`,
        roleTitle: "Graduate Analyst",
        stage: "applied",
        position: i,
        appliedAt: daysAgo(60),
      })),
    )
    .returning({ id: applications.id });
  await db.insert(applicationStageHistory).values(
    rows.flatMap(({ id }) => [
      { applicationId: id, userId, stage: "saved", enteredAt: daysAgo(61) },
      { applicationId: id, userId, stage: "applied", enteredAt: daysAgo(60) },
    ]),
  );
  console.log(`Seeded ${member.email} with ${rows.length} applications in an ended guarantee period.`);
});

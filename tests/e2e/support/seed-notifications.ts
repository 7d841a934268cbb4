import { eq } from "drizzle-orm";
import { runCli } from "../../../scripts/lib/cli-context";
import { user, userNotifications } from "../../../src/server/db/schema";
import type { NotificationKind } from "../../../src/shared/schemas/notifications";

// Run before an e2e server starts (it needs the PGlite lock): members, created through better-auth as
// sign-up does, and their notifications. The spec file describes them in SEED_NOTIFICATIONS (JSON).

export type SeedNotification = {
  kind: NotificationKind;
  title: string;
  message: string;
  link?: string;
  read?: boolean;
  minutesAgo: number;
};
export type SeedMember = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  notifications: SeedNotification[];
};

const members = JSON.parse(process.env.SEED_NOTIFICATIONS ?? "[]") as SeedMember[];

await runCli(async ({ db, auth }) => {
  const now = Date.now();
  for (const member of members) {
    const { user: created } = await auth.api.signUpEmail({
      body: {
        email: member.email,
        password: member.password,
        name: `${member.firstName} ${member.lastName}`,
        firstName: member.firstName,
        lastName: member.lastName,
      },
    });
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
    // Sign-up signs the account in; nobody holds that session.
    await (await auth.$context).internalAdapter.deleteUserSessions(created.id);
    if (member.notifications.length === 0) continue;
    await db.insert(userNotifications).values(
      member.notifications.map((n) => ({
        userId: created.id,
        kind: n.kind,
        title: n.title,
        message: n.message,
        link: n.link ?? null,
        isRead: n.read ?? false,
        readAt: n.read ? new Date(now) : null,
        createdAt: new Date(now - n.minutesAgo * 60_000),
      })),
    );
  }
  console.log(`Seeded ${members.length} members with notifications.`);
});

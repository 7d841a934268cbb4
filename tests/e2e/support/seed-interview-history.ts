import { eq } from "drizzle-orm";
import { runCli } from "../../../scripts/lib/cli-context";
import { interviewSessions, user } from "../../../src/server/db/schema";

// Run before an e2e server starts (it needs the PGlite lock): a member with SEED_INTERVIEWS.count
// finished mock interviews, one a day going back, for the history's pages. The member is described in
// SEED_INTERVIEWS (JSON).

type Seed = { email: string; password: string; firstName: string; lastName: string; count: number };
const seed = JSON.parse(process.env.SEED_INTERVIEWS ?? "null") as Seed | null;
if (!seed) throw new Error("SEED_INTERVIEWS names no member");

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRMS = ["Goldman Sachs", "Barclays", "HSBC", "Lazard", "Rothschild & Co", null];

await runCli(async ({ db, auth }) => {
  const { user: created } = await auth.api.signUpEmail({
    body: {
      email: seed.email,
      password: seed.password,
      name: `${seed.firstName} ${seed.lastName}`,
      firstName: seed.firstName,
      lastName: seed.lastName,
    },
  });
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  await db.insert(interviewSessions).values(
    Array.from({ length: seed.count }, (_, i) => {
      const createdAt = new Date(Date.now() - (i + 1) * DAY_MS);
      const score = 2.5 + ((i * 7) % 20) / 10;
      return {
        userId: created.id,
        questionType: i % 2 ? "Technical" : "Behavioural",
        persona: i % 3 ? "friendly-analyst" : "tough-managing-director",
        mode: "Practice",
        firmName: FIRMS[i % FIRMS.length] ?? null,
        questionCount: 3,
        seed: `e2e-${i}`,
        status: "completed",
        overall: Math.round(score * 10) / 10,
        criteria: { structure: Math.min(5, score), specificity: Math.max(1, score - 0.5), relevance: 4 },
        createdAt,
        completedAt: new Date(createdAt.getTime() + 20 * 60 * 1000),
      };
    }),
  );
});

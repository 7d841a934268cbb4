import { runCli } from "../../../scripts/lib/cli-context";
import { aptitudeAttempts, user } from "../../../src/server/db/schema";
import { moveBestScore } from "../../../src/server/features/assessments/aptitude-norms";
import { APTITUDE_KINDS, APTITUDE_TESTS, type AptitudeKind } from "../../../src/shared/assessments";

// Run before an e2e server starts (it needs the PGlite lock): other members, each with one finished
// Timed test of one kind and the given score, as addOtherMembersResults does for the API tests, so a
// percentile can be given. SEED_APTITUDE holds { kind, scores } as JSON.

export type SeedAptitudeResults = { kind: AptitudeKind; scores: number[] };

const seed = JSON.parse(process.env.SEED_APTITUDE ?? "null") as SeedAptitudeResults | null;
if (!seed || !APTITUDE_KINDS.includes(seed.kind)) throw new Error("SEED_APTITUDE names no kind of test");

await runCli(async ({ db }) => {
  const members = seed.scores.map((correct) => ({ id: crypto.randomUUID(), correct }));
  await db
    .insert(user)
    .values(members.map((m) => ({ id: m.id, name: "Other member", email: `${m.id}@example.com` })));
  await db.insert(aptitudeAttempts).values(
    members.map((m) => ({
      userId: m.id,
      kind: seed.kind,
      mode: "Timed",
      seed: "other",
      attempt: 0,
      itemCount: APTITUDE_TESTS[seed.kind].questions,
      status: "completed",
      correct: m.correct,
      completedAt: new Date(),
      timeLimitSeconds: APTITUDE_TESTS[seed.kind].minutes * 60,
    })),
  );
  // Percentiles read the counts of members at each best score, which finishing a test keeps; rows
  // written straight into the table have to be counted the same way.
  for (const m of members) {
    await moveBestScore(db, seed.kind, null, m.correct / APTITUDE_TESTS[seed.kind].questions);
  }
  console.log(`Seeded ${members.length} other members' Timed ${seed.kind} results.`);
});

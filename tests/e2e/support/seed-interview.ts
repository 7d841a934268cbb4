import { eq } from "drizzle-orm";
import { runCli } from "../../../scripts/lib/cli-context";
import { interviewQuestions, interviewSessions, user } from "../../../src/server/db/schema";
import { QUESTION_BANK } from "../../../src/server/platform/question-bank/question-bank";

// Run before an e2e server starts (it needs the PGlite lock): a member with a Practice interview whose
// questions are chosen, not drawn at random, so a browser test can answer a known technical question
// wrongly. The member is described in SEED_INTERVIEW (JSON); the session's id is printed last.

export type SeedInterviewMember = { email: string; password: string; firstName: string; lastName: string };
export const SEEDED_QUESTIONS = ["ebitda", "bond-prices-yields", "bat-and-ball"] as const;

const member = JSON.parse(process.env.SEED_INTERVIEW ?? "null") as SeedInterviewMember | null;
if (!member) throw new Error("SEED_INTERVIEW names no member");

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
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  // Sign-up signs the account in; nobody holds that session.
  await (await auth.$context).internalAdapter.deleteUserSessions(created.id);
  const [session] = await db
    .insert(interviewSessions)
    .values({
      userId: created.id,
      questionType: "Technical",
      persona: "private-equity-associate",
      mode: "Practice",
      questionCount: SEEDED_QUESTIONS.length,
      seed: "e2e-interview-claims",
    })
    .returning({ id: interviewSessions.id });
  if (!session) throw new Error("interview session insert returned nothing");
  await db.insert(interviewQuestions).values(
    SEEDED_QUESTIONS.map((id, i) => {
      const question = QUESTION_BANK.find((q) => q.id === id);
      if (!question) throw new Error(`the question bank has no ${id}`);
      return {
        sessionId: session.id,
        userId: created.id,
        position: i + 1,
        bankId: question.id,
        category: question.category,
        text: question.text,
        keyPoints: question.keyPoints,
        outline: question.outline,
        claims: question.claims ?? null,
      };
    }),
  );
  console.log(`SESSION ${session.id}`);
});

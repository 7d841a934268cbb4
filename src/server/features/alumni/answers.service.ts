import { and, eq } from "drizzle-orm";
import type { AlumniRequestStatus } from "../../../shared/alumni";
import { ALUMNI_MESSAGES } from "../../../shared/schemas/alumni";
import type { AuthUser } from "../../auth";
import type { Db, DbOrTx } from "../../db/client";
import { alumniBlocks, alumniChatRequests } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import { alumniAcceptedMail } from "../../platform/mail/templates";
import { notify } from "../../platform/notifications/notify";
import { shortName } from "./members";
import { ALUMNI_PAGE, type AlumniDeps } from "./requests.service";

// The alum's side: accept, decline, block the sender and unblock. Every change has the alum in its
// WHERE, so a request addressed to someone else behaves exactly like one that does not exist.

const addressedTo = (alumId: string, requestId: string) =>
  and(eq(alumniChatRequests.id, requestId), eq(alumniChatRequests.alumId, alumId));

/** Moves a pending request on; an answered one is a 409 that says so, anyone else's a 404. */
async function answer(db: DbOrTx, alumId: string, requestId: string, status: "accepted" | "declined") {
  const [row] = await db
    .update(alumniChatRequests)
    .set({ status, respondedAt: new Date() })
    .where(and(addressedTo(alumId, requestId), eq(alumniChatRequests.status, "pending")))
    .returning();
  if (row) return row;
  const [existing] = await db
    .select({ status: alumniChatRequests.status })
    .from(alumniChatRequests)
    .where(addressedTo(alumId, requestId));
  if (!existing) throw notFound(ALUMNI_MESSAGES.noRequest);
  throw conflict(`You already ${existing.status} this request.`);
}

const answered = (row: typeof alumniChatRequests.$inferSelect) => ({
  id: row.id,
  status: row.status as AlumniRequestStatus,
  responded_at: row.respondedAt?.toISOString() ?? null,
});

/** Accepting shares both emails and tells the student, in the bell and by email. */
export async function acceptRequest(deps: AlumniDeps, alum: AuthUser, requestId: string) {
  const { db } = deps;
  const alumName = shortName(alum);
  const { row, student } = await db.transaction(async (tx) => {
    const accepted = await answer(tx, alum.id, requestId, "accepted");
    const recipient = await notify(tx, {
      userId: accepted.studentId,
      kind: "alumni_chat",
      title: `${alumName} accepted your chat request`,
      message: "You can now see each other's email address: write to them to arrange a time.",
      link: ALUMNI_PAGE,
    });
    return { row: accepted, student: recipient };
  });
  if (student?.wantsEmail) {
    await deps.mailer
      .send(
        alumniAcceptedMail(student.email, {
          firstName: student.firstName ?? "",
          alumName,
          link: `${deps.appUrl}${ALUMNI_PAGE}`,
        }),
      )
      .catch((err: unknown) => deps.logger.error({ err, requestId }, "alumni acceptance email failed"));
  }
  return answered(row);
}

export async function declineRequest(db: Db, alumId: string, requestId: string) {
  return answered(await answer(db, alumId, requestId, "declined"));
}

/**
 * Blocks the request's sender: they stop seeing the alum and cannot ask again; what they sent and is
 * still waiting is declined. The request may be in any state (a member can be blocked after a chat).
 */
export async function blockSender(db: Db, alumId: string, requestId: string) {
  const [request] = await db
    .select({ studentId: alumniChatRequests.studentId })
    .from(alumniChatRequests)
    .where(addressedTo(alumId, requestId));
  if (!request) throw notFound(ALUMNI_MESSAGES.noRequest);
  await db.transaction(async (tx) => {
    await tx.insert(alumniBlocks).values({ alumId, blockedId: request.studentId }).onConflictDoNothing();
    await tx
      .update(alumniChatRequests)
      .set({ status: "declined", respondedAt: new Date() })
      .where(
        and(
          eq(alumniChatRequests.alumId, alumId),
          eq(alumniChatRequests.studentId, request.studentId),
          eq(alumniChatRequests.status, "pending"),
        ),
      );
  });
  return { blocked: true };
}

export async function unblockMember(db: Db, alumId: string, memberId: string) {
  const removed = await db
    .delete(alumniBlocks)
    .where(and(eq(alumniBlocks.alumId, alumId), eq(alumniBlocks.blockedId, memberId)))
    .returning({ id: alumniBlocks.blockedId });
  if (removed.length === 0) throw notFound(ALUMNI_MESSAGES.noMember);
  return { blocked: false };
}

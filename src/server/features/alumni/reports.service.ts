import { and, eq, or } from "drizzle-orm";
import { ALUMNI_MESSAGES } from "../../../shared/schemas/alumni";
import { ukLongDate } from "../../../shared/uk-time";
import type { Db } from "../../db/client";
import { alumniChatRequests, alumniReports, user } from "../../db/schema";
import type { Hooks } from "../../http/context";
import { conflict, notFound } from "../../http/errors";
import { shortName } from "./members";

// Either side may report a request. The report lands in the admins' Support Tickets as a message in the
// reporter's own support conversation (through the app's hook, so alumni never imports support). The
// reporter reads that conversation too, so it names the other member by account id, never by email.

const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

export async function reportRequest(
  db: Db,
  reporterId: string,
  requestId: string,
  reason: string,
  fileSupportMessage: Hooks["fileSupportMessage"],
) {
  const [request] = await db
    .select()
    .from(alumniChatRequests)
    .where(
      and(
        eq(alumniChatRequests.id, requestId),
        or(eq(alumniChatRequests.studentId, reporterId), eq(alumniChatRequests.alumId, reporterId)),
      ),
    );
  if (!request) throw notFound(ALUMNI_MESSAGES.noRequest);
  const reporterIsAlum = request.alumId === reporterId;
  const otherId = reporterIsAlum ? request.studentId : request.alumId;
  const [other] = await db
    .select({ firstName: user.firstName, lastName: user.lastName, name: user.name })
    .from(user)
    .where(eq(user.id, otherId));
  const content = [
    `Report of an alumni chat request (request ${request.id}).`,
    reporterIsAlum
      ? `I am the alum it was sent to. It came from ${other ? shortName(other) : "a member"} (account ${otherId}).`
      : `I sent it to ${other ? shortName(other) : "an alum"} (account ${otherId}).`,
    `Sent on ${ukLongDate(request.createdAt)}; status: ${request.status}.`,
    "",
    "The request's message:",
    quoted(request.message),
    "",
    "Why I am reporting it:",
    quoted(reason),
  ].join("\n");
  const filed = await db.transaction(async (tx) => {
    const [report] = await tx
      .insert(alumniReports)
      .values({ requestId: request.id, reporterId, reason })
      .onConflictDoNothing()
      .returning();
    if (!report) return null;
    await fileSupportMessage(tx, reporterId, content);
    return report;
  });
  if (!filed) throw conflict("You already reported this request. Our team has it and will reply in Help.");
  return { id: filed.id, reported: true, created_at: filed.createdAt.toISOString() };
}

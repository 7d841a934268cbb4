import { and, desc, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import {
  ALUMNI_DECLINE_COOLDOWN_DAYS,
  ALUMNI_REQUESTS_PER_DAY,
  type AlumniRequestStatus,
} from "../../../shared/alumni";
import { ALUMNI_MESSAGES } from "../../../shared/schemas/alumni";
import { ukLongDate } from "../../../shared/uk-time";
import type { AuthUser } from "../../auth";
import type { Db } from "../../db/client";
import { alumniBlocks, alumniChatRequests, alumniListings, alumniReports, user } from "../../db/schema";
import { conflict, HttpError, notFound } from "../../http/errors";
import { consume, type RateRule } from "../../http/rate-limit";
import type { Mailer } from "../../platform/mail/mailer";
import { alumniRequestMail } from "../../platform/mail/templates";
import { notify } from "../../platform/notifications/notify";
import { visibleAlum } from "./directory.service";
import { shortName } from "./members";

// Chat requests from a student to an alum: sent (rate-limited, one open per pair), and each side's
// list. The other side's email appears only on an accepted request.

export type AlumniDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string };

export const ALUMNI_PAGE = "/app/networking/alumni";
const REQUESTS_SHOWN = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

// A fixed 24-hour window per member, counted in the database so every process shares it.
export const ALUMNI_REQUEST_RULE: RateRule = {
  name: "alumni-requests:member",
  windowSeconds: 24 * 60 * 60,
  max: ALUMNI_REQUESTS_PER_DAY,
};

function waitText(seconds: number): string {
  if (seconds < 3600) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  }
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

const dailyLimitReached = (retryAfter: number) =>
  new HttpError(
    429,
    "rate_limited",
    `You can send ${ALUMNI_REQUESTS_PER_DAY} chat requests a day and have sent them all. You can send another in ${waitText(retryAfter)}.`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );

/** Refuses a request the pair already has an answer or a wait for. */
async function refuseRepeat(db: Db, studentId: string, alumId: string, alumName: string) {
  const [latest] = await db
    .select({ status: alumniChatRequests.status, respondedAt: alumniChatRequests.respondedAt })
    .from(alumniChatRequests)
    .where(and(eq(alumniChatRequests.studentId, studentId), eq(alumniChatRequests.alumId, alumId)))
    .orderBy(desc(alumniChatRequests.createdAt))
    .limit(1);
  if (latest?.status === "pending") {
    throw conflict(`You already asked ${alumName}: wait for their answer before asking again.`);
  }
  if (latest?.status === "accepted") {
    throw conflict(`${alumName} already accepted your request: their email is under Your chat requests.`);
  }
  if (latest?.status === "declined" && latest.respondedAt) {
    const again = new Date(latest.respondedAt.getTime() + ALUMNI_DECLINE_COOLDOWN_DAYS * DAY_MS);
    if (again > new Date()) {
      throw conflict(
        `${alumName} declined your last request. You can ask them again from ${ukLongDate(again)}.`,
      );
    }
  }
}

export async function sendRequest(deps: AlumniDeps, student: AuthUser, alumId: string, message: string) {
  const { db } = deps;
  const alum = await visibleAlum(db, student.id, alumId);
  if (!alum) throw notFound(ALUMNI_MESSAGES.noAlum);
  const alumName = shortName(alum);
  await refuseRepeat(db, student.id, alumId, alumName);
  const studentName = shortName(student);
  const sent = await db.transaction(async (tx) => {
    // The pair's unique open-request index settles two requests sent at the same moment, and only a
    // request that is really sent counts against the day's allowance: a refused one rolls back its count.
    const [created] = await tx
      .insert(alumniChatRequests)
      .values({ studentId: student.id, alumId, message })
      .onConflictDoNothing()
      .returning();
    if (!created) return null;
    const { allowed, retryAfter } = await consume(tx as unknown as Db, student.id, ALUMNI_REQUEST_RULE);
    if (!allowed) throw dailyLimitReached(retryAfter);
    const recipient = await notify(tx, {
      userId: alumId,
      kind: "alumni_chat",
      title: `${studentName} would like to chat`,
      message,
      link: ALUMNI_PAGE,
    });
    return { created, recipient };
  });
  if (!sent) throw conflict(`You already asked ${alumName}: wait for their answer before asking again.`);
  const { created: row, recipient } = sent;
  if (recipient?.wantsEmail) {
    await deps.mailer
      .send(
        alumniRequestMail(recipient.email, {
          firstName: recipient.firstName ?? "",
          studentName,
          university: alum.university,
          message,
          link: `${deps.appUrl}${ALUMNI_PAGE}`,
        }),
      )
      // The request and the bell entry stand; a failed email is logged, not lost silently.
      .catch((err: unknown) => deps.logger.error({ err, requestId: row.id }, "alumni request email failed"));
  }
  return { id: row.id, status: row.status as AlumniRequestStatus, created_at: row.createdAt.toISOString() };
}

type RequestRow = typeof alumniChatRequests.$inferSelect;
type Person = { id: string; firstName: string; lastName: string; name: string; email: string };

function view(row: RequestRow, other: Person | undefined, reported: boolean) {
  return {
    id: row.id,
    status: row.status as AlumniRequestStatus,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
    name: other ? shortName(other) : "A former member",
    // Shared only once the alum accepts, and then with both of them.
    email: row.status === "accepted" ? (other?.email ?? null) : null,
    reported,
  };
}

const newestFirst = [desc(alumniChatRequests.createdAt), desc(alumniChatRequests.id)];

/** Both sides of the member's requests, newest first, and the members they have blocked. */
export async function listRequests(db: Db, memberId: string) {
  const [incoming, outgoing, blocks] = await Promise.all([
    db
      .select()
      .from(alumniChatRequests)
      .where(eq(alumniChatRequests.alumId, memberId))
      .orderBy(...newestFirst)
      .limit(REQUESTS_SHOWN),
    db
      .select()
      .from(alumniChatRequests)
      .where(eq(alumniChatRequests.studentId, memberId))
      .orderBy(...newestFirst)
      .limit(REQUESTS_SHOWN),
    db
      .select({ id: alumniBlocks.blockedId, blockedAt: alumniBlocks.createdAt })
      .from(alumniBlocks)
      .where(eq(alumniBlocks.alumId, memberId))
      .orderBy(desc(alumniBlocks.createdAt)),
  ]);
  const otherIds = [
    ...new Set([
      ...incoming.map((r) => r.studentId),
      ...outgoing.map((r) => r.alumId),
      ...blocks.map((b) => b.id),
    ]),
  ];
  const requestIds = [...incoming, ...outgoing].map((row) => row.id);
  const [people, listings, reports] = await Promise.all([
    otherIds.length
      ? db
          .select({
            id: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            name: user.name,
            email: user.email,
          })
          .from(user)
          .where(inArray(user.id, otherIds))
      : [],
    outgoing.length
      ? db
          .select({ userId: alumniListings.userId, firm: alumniListings.firm, role: alumniListings.role })
          .from(alumniListings)
          .where(
            inArray(
              alumniListings.userId,
              outgoing.map((row) => row.alumId),
            ),
          )
      : [],
    requestIds.length
      ? db
          .select({ requestId: alumniReports.requestId })
          .from(alumniReports)
          .where(and(eq(alumniReports.reporterId, memberId), inArray(alumniReports.requestId, requestIds)))
      : [],
  ]);
  const personOf = (id: string) => people.find((p) => p.id === id);
  const reported = (row: RequestRow) => reports.some((r) => r.requestId === row.id);
  const blockedIds = new Set(blocks.map((b) => b.id));
  return {
    incoming: incoming.map((row) => ({
      ...view(row, personOf(row.studentId), reported(row)),
      blocked: blockedIds.has(row.studentId),
    })),
    outgoing: outgoing.map((row) => {
      const listing = listings.find((l) => l.userId === row.alumId);
      return {
        ...view(row, personOf(row.alumId), reported(row)),
        firm: listing?.firm ?? null,
        role: listing?.role ?? null,
      };
    }),
    blocked: blocks.map((block) => {
      const person = personOf(block.id);
      return {
        id: block.id,
        name: person ? shortName(person) : "A former member",
        blocked_at: block.blockedAt.toISOString(),
      };
    }),
  };
}

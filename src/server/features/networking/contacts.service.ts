import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  ContactListQuery,
  contactCreateSchema,
  contactUpdateSchema,
} from "../../../shared/schemas/networking";
import { CONTACT_PAGE_SIZE, NETWORKING_MESSAGES } from "../../../shared/schemas/networking";
import { PAGING_MESSAGES } from "../../../shared/schemas/paging";
import type { Db, DbOrTx } from "../../db/client";
import {
  applications,
  networkingContactApplications,
  networkingContacts,
  networkingInteractions,
  networkingReminders,
} from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { keysetTime } from "../../http/keyset";
import { contactListItem, contactSummary, interactionView, reminderView } from "./contact-view";
import { rescheduleFollowUps } from "./follow-up-schedule";
import { contactLimit, type NetworkingMember } from "./free-limit";

// A member's contacts: the list, one contact in full, adding (within the free limit), editing (the
// stage too, by hand, in any direction) and deleting. The member is in every WHERE; another member's
// contact is a contact that does not exist.

type CreateInput = z.output<typeof contactCreateSchema>;
type UpdateInput = z.output<typeof contactUpdateSchema>;

export const contactNotFound = () => notFound(NETWORKING_MESSAGES.noContact);

export const ownedContact = (userId: string, contactId: string) =>
  and(eq(networkingContacts.id, contactId), eq(networkingContacts.userId, userId));

const lastInteractionOn = sql<string | null>`(select max(i.occurred_on)::text from networking_interactions i
  where i.contact_id = "networking_contacts"."id")`;

/** One contact as the list shows it, or 404. */
export async function summaryOf(db: DbOrTx, userId: string, contactId: string) {
  const [row] = await db
    .select({ contact: networkingContacts, last: lastInteractionOn })
    .from(networkingContacts)
    .where(ownedContact(userId, contactId));
  if (!row) throw contactNotFound();
  return contactSummary(row.contact, row.last);
}

// The list's own cursor: the A-to-Z order is on the lowered name, then the time added and the id, so a
// page starts strictly after the last contact shown (same-named contacts are neither skipped nor
// repeated). The time is PostgreSQL's text with microseconds, as the shared keyset helper keeps it.
type ContactCursor = { n: string; t: string; id: string };
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function decodeContactCursor(raw: string | undefined): ContactCursor | null {
  if (!raw) return null;
  try {
    const cursor = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as ContactCursor;
    if (typeof cursor.n !== "string" || cursor.n.length > 200) throw new Error("bad cursor");
    if (!CURSOR_TIME.test(cursor.t) || !CURSOR_ID.test(cursor.id)) throw new Error("bad cursor");
    return { n: cursor.n, t: cursor.t, id: cursor.id };
  } catch {
    throw new HttpError(400, "bad_cursor", PAGING_MESSAGES.badCursor);
  }
}
const encodeContactCursor = (cursor: ContactCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString("base64url");

const sortName = sql<string>`lower(${networkingContacts.name})`;
// What the search box looks through: the same fields the list shows, and the university.
const searchText = sql`lower(concat_ws(' ', ${networkingContacts.name}, ${networkingContacts.firm},
  ${networkingContacts.role}, ${networkingContacts.team}, ${networkingContacts.university},
  array_to_string(${networkingContacts.tags}, ' ')))`;

/** The list's filters: every word of `q` somewhere in the contact, and one stage. */
function listFilters(query: ContactListQuery): SQL | undefined {
  const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  return and(
    query.stage ? eq(networkingContacts.stage, query.stage) : undefined,
    // strpos, not like: the member's % and _ are letters to find, not patterns.
    ...words.map((word) => sql`strpos(${searchText}, ${word}) > 0`),
  );
}

/**
 * One page of the member's contacts, A to Z, with the summary the list shows (no notes, email or
 * links: the contact in full has those), each one's latest interaction read once for the whole page,
 * and how many contacts there are and how many match.
 */
export async function listContacts(db: Db, member: NetworkingMember, query: ContactListQuery = {}) {
  const cursor = decodeContactCursor(query.cursor);
  const owned = eq(networkingContacts.userId, member.id);
  const filters = listFilters(query);
  const [rows, [counts], limit] = await Promise.all([
    db
      .select({
        id: networkingContacts.id,
        name: networkingContacts.name,
        firm: networkingContacts.firm,
        role: networkingContacts.role,
        team: networkingContacts.team,
        metVia: networkingContacts.metVia,
        tags: networkingContacts.tags,
        stage: networkingContacts.stage,
        sortName,
        cursorTime: keysetTime(networkingContacts.createdAt),
      })
      .from(networkingContacts)
      .where(
        and(
          owned,
          filters,
          cursor
            ? sql`(${sortName}, ${networkingContacts.createdAt}, ${networkingContacts.id})
                > (${cursor.n}, ${cursor.t}::timestamptz, ${cursor.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(sortName, asc(networkingContacts.createdAt), asc(networkingContacts.id))
      .limit(CONTACT_PAGE_SIZE + 1),
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        matching: (filters ? sql<number>`count(*) filter (where ${filters})` : sql<number>`count(*)`).mapWith(
          Number,
        ),
      })
      .from(networkingContacts)
      .where(owned),
    contactLimit.summary(db, member),
  ]);
  const page = rows.slice(0, CONTACT_PAGE_SIZE);
  const lastRow = page.at(-1);
  // The page's latest interactions in one grouped read (the interactions' contact index), not one
  // subquery per contact.
  const latest = page.length
    ? await db
        .select({
          contactId: networkingInteractions.contactId,
          last: sql<string>`max(${networkingInteractions.occurredOn})::text`,
        })
        .from(networkingInteractions)
        .where(
          and(
            eq(networkingInteractions.userId, member.id),
            inArray(
              networkingInteractions.contactId,
              page.map((row) => row.id),
            ),
          ),
        )
        .groupBy(networkingInteractions.contactId)
    : [];
  const lastOf = new Map(latest.map((row) => [row.contactId, row.last]));
  return {
    contacts: page.map((row) => contactListItem(row, lastOf.get(row.id) ?? null)),
    next_cursor:
      rows.length > CONTACT_PAGE_SIZE && lastRow
        ? encodeContactCursor({ n: lastRow.sortName, t: lastRow.cursorTime, id: lastRow.id })
        : null,
    total: counts?.total ?? 0,
    matching: counts?.matching ?? 0,
    limit,
  };
}

/** A contact with its notes, interactions (newest first), open reminders and linked applications. */
export async function contactDetail(db: Db, userId: string, contactId: string, now = new Date()) {
  const [row] = await db
    .select({ contact: networkingContacts, last: lastInteractionOn })
    .from(networkingContacts)
    .where(ownedContact(userId, contactId));
  if (!row) throw contactNotFound();
  const [interactions, reminders, linked] = await Promise.all([
    db
      .select()
      .from(networkingInteractions)
      .where(and(eq(networkingInteractions.contactId, contactId), eq(networkingInteractions.userId, userId)))
      .orderBy(desc(networkingInteractions.occurredOn), desc(networkingInteractions.createdAt)),
    db
      .select()
      .from(networkingReminders)
      .where(
        and(
          eq(networkingReminders.contactId, contactId),
          eq(networkingReminders.userId, userId),
          isNull(networkingReminders.doneAt),
        ),
      )
      .orderBy(asc(networkingReminders.remindAt)),
    db
      .select({
        id: applications.id,
        firm_name: applications.firmName,
        role_title: applications.roleTitle,
        stage: applications.stage,
      })
      .from(networkingContactApplications)
      .innerJoin(
        applications,
        and(
          eq(applications.id, networkingContactApplications.applicationId),
          eq(applications.userId, userId),
        ),
      )
      .where(
        and(
          eq(networkingContactApplications.contactId, contactId),
          eq(networkingContactApplications.userId, userId),
        ),
      )
      .orderBy(asc(applications.firmName), asc(applications.roleTitle)),
  ]);
  return {
    contact: { ...contactSummary(row.contact, row.last), notes: row.contact.notes },
    interactions: interactions.map(interactionView),
    reminders: reminders.map((r) => reminderView(r, now)),
    applications: linked,
  };
}

export async function createContact(db: Db, member: NetworkingMember, input: CreateInput) {
  const id = await db.transaction(async (tx) => {
    await contactLimit.ensureRoom(tx, member);
    const [row] = await tx
      .insert(networkingContacts)
      .values({
        userId: member.id,
        name: input.name,
        firm: input.firm,
        role: input.role,
        team: input.team,
        metVia: input.met_via,
        university: input.university,
        email: input.email,
        linkedinUrl: input.linkedin_url,
        notes: input.notes,
        tags: input.tags,
        stage: input.stage,
        followUpDays: input.follow_up_days,
      })
      .returning({ id: networkingContacts.id });
    return row?.id ?? "";
  });
  return { contact: await summaryOf(db, member.id, id) };
}

export async function updateContact(db: Db, userId: string, contactId: string, input: UpdateInput) {
  await db.transaction(async (tx) => {
    await updateContactRow(tx, userId, contactId, input);
    // A new cadence moves this contact's follow-ups not yet sent, as a new default does for the others.
    if (input.follow_up_days !== undefined) await rescheduleFollowUps(tx, userId, { contactId });
  });
  return { contact: await summaryOf(db, userId, contactId) };
}

async function updateContactRow(tx: DbOrTx, userId: string, contactId: string, input: UpdateInput) {
  const [row] = await tx
    .update(networkingContacts)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.firm !== undefined ? { firm: input.firm } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.team !== undefined ? { team: input.team } : {}),
      ...(input.met_via !== undefined ? { metVia: input.met_via } : {}),
      ...(input.university !== undefined ? { university: input.university } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.linkedin_url !== undefined ? { linkedinUrl: input.linkedin_url } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.tags !== undefined ? { tags: input.tags } : {}),
      ...(input.stage !== undefined ? { stage: input.stage } : {}),
      ...(input.follow_up_days !== undefined ? { followUpDays: input.follow_up_days } : {}),
      updatedAt: new Date(),
    })
    .where(ownedContact(userId, contactId))
    .returning({ id: networkingContacts.id });
  if (!row) throw contactNotFound();
}

/** Deletes the contact with its interactions, reminders and application links. */
export async function deleteContact(db: Db, userId: string, contactId: string) {
  const [row] = await db
    .delete(networkingContacts)
    .where(ownedContact(userId, contactId))
    .returning({ id: networkingContacts.id });
  if (!row) throw contactNotFound();
  return { ok: true as const };
}

import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { contactCreateSchema, contactUpdateSchema } from "../../../shared/schemas/networking";
import { NETWORKING_MESSAGES } from "../../../shared/schemas/networking";
import type { Db, DbOrTx } from "../../db/client";
import {
  applications,
  networkingContactApplications,
  networkingContacts,
  networkingInteractions,
  networkingReminders,
} from "../../db/schema";
import { notFound } from "../../http/errors";
import { contactSummary, interactionView, reminderView } from "./contact-view";
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

export async function listContacts(db: Db, member: NetworkingMember) {
  const [rows, limit] = await Promise.all([
    db
      .select({ contact: networkingContacts, last: lastInteractionOn })
      .from(networkingContacts)
      .where(eq(networkingContacts.userId, member.id))
      .orderBy(sql`lower(${networkingContacts.name})`, asc(networkingContacts.createdAt)),
    contactLimit.summary(db, member),
  ]);
  return { contacts: rows.map((r) => contactSummary(r.contact, r.last)), limit };
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

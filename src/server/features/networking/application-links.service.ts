import { and, eq, sql } from "drizzle-orm";
import { firmKey, NETWORKING_MESSAGES } from "../../../shared/schemas/networking";
import type { Db } from "../../db/client";
import { applications, networkingContactApplications, networkingContacts } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contactSummary } from "./contact-view";
import { contactNotFound, ownedContact } from "./contacts.service";

// Contacts on a tracker application's page: the member's contacts at the application's firm (the name
// compared without case or spaces) and the ones linked to it. The application is read from its table
// with the member in the WHERE, as any of the member's rows is; this feature does not ask the tracker.

async function ownedApplication(db: Db, userId: string, applicationId: string) {
  const [row] = await db
    .select({ id: applications.id, firm_name: applications.firmName, role_title: applications.roleTitle })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!row) throw notFound(NETWORKING_MESSAGES.noApplication);
  return row;
}

const sameFirm = (firm: string) =>
  sql`lower(regexp_replace(${networkingContacts.firm}, '\\s+', '', 'g')) = ${firmKey(firm)}`;

export async function applicationContacts(db: Db, userId: string, applicationId: string) {
  const application = await ownedApplication(db, userId, applicationId);
  const lastInteraction = sql<string | null>`(select max(i.occurred_on)::text from networking_interactions i
    where i.contact_id = "networking_contacts"."id")`;
  const linkedTo = sql<boolean>`exists (select 1 from networking_contact_applications l
    where l.contact_id = "networking_contacts"."id" and l.application_id = ${applicationId})`;
  const rows = await db
    .select({ contact: networkingContacts, last: lastInteraction, linked: linkedTo })
    .from(networkingContacts)
    .where(
      and(
        eq(networkingContacts.userId, userId),
        application.firm_name.trim() ? sql`(${sameFirm(application.firm_name)} or ${linkedTo})` : linkedTo,
      ),
    )
    .orderBy(sql`lower(${networkingContacts.name})`);
  const key = firmKey(application.firm_name);
  const view = (r: (typeof rows)[number]) => ({ ...contactSummary(r.contact, r.last), linked: r.linked });
  return {
    application,
    at_firm: rows.filter((r) => key && firmKey(r.contact.firm) === key).map(view),
    linked: rows.filter((r) => r.linked).map(view),
  };
}

export async function linkContact(db: Db, userId: string, applicationId: string, contactId: string) {
  await ownedApplication(db, userId, applicationId);
  const [contact] = await db
    .select({ id: networkingContacts.id })
    .from(networkingContacts)
    .where(ownedContact(userId, contactId));
  if (!contact) throw contactNotFound();
  await db
    .insert(networkingContactApplications)
    .values({ contactId, applicationId, userId })
    .onConflictDoNothing();
  return applicationContacts(db, userId, applicationId);
}

export async function unlinkContact(db: Db, userId: string, applicationId: string, contactId: string) {
  await ownedApplication(db, userId, applicationId);
  const [row] = await db
    .delete(networkingContactApplications)
    .where(
      and(
        eq(networkingContactApplications.contactId, contactId),
        eq(networkingContactApplications.applicationId, applicationId),
        eq(networkingContactApplications.userId, userId),
      ),
    )
    .returning({ contactId: networkingContactApplications.contactId });
  if (!row) throw notFound("That contact is not linked to this application.");
  return applicationContacts(db, userId, applicationId);
}

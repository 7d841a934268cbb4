import type { NetworkingContact, NetworkingInteraction, NetworkingReminder } from "../../db/schema";

// What the API answers about contacts, interactions and reminders: snake_case, notes only where a
// single contact is read (a list of thousands need not carry them).

/** A row of the contacts list: only what the list shows, so a page stays small. */
export function contactListItem(
  row: Pick<NetworkingContact, "id" | "name" | "firm" | "role" | "team" | "metVia" | "tags" | "stage">,
  lastInteractionOn: string | null,
) {
  return {
    id: row.id,
    name: row.name,
    firm: row.firm,
    role: row.role,
    team: row.team,
    met_via: row.metVia,
    tags: row.tags,
    stage: row.stage,
    last_interaction_on: lastInteractionOn,
  };
}

/** A contact as one contact's reads answer: the list row and the rest of its fields. */
export function contactSummary(row: NetworkingContact, lastInteractionOn: string | null) {
  return {
    ...contactListItem(row, lastInteractionOn),
    university: row.university,
    email: row.email,
    linkedin_url: row.linkedinUrl,
    connected_on: row.connectedOn,
    follow_up_days: row.followUpDays,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type ContactSummary = ReturnType<typeof contactSummary>;

export const interactionView = (row: NetworkingInteraction) => ({
  id: row.id,
  kind: row.kind,
  occurred_on: row.occurredOn,
  notes: row.notes,
  thank_you: row.thankYou,
  created_at: row.createdAt.toISOString(),
});

export const reminderView = (row: NetworkingReminder, now = new Date()) => ({
  id: row.id,
  contact_id: row.contactId,
  kind: row.kind,
  remind_at: row.remindAt.toISOString(),
  due: row.sentAt !== null || row.remindAt.getTime() <= now.getTime(),
  sent_at: row.sentAt?.toISOString() ?? null,
  done_at: row.doneAt?.toISOString() ?? null,
});

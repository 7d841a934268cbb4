import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  CHAT_KINDS,
  DEFAULT_FOLLOW_UP_DAYS,
  type interactionCreateSchema,
  NETWORKING_MESSAGES,
} from "../../../shared/schemas/networking";
import type { Db, DbOrTx } from "../../db/client";
import {
  networkingContacts,
  networkingInteractions,
  networkingReminders,
  networkingSettings,
} from "../../db/schema";
import { notFound } from "../../http/errors";
import { interactionView, reminderView } from "./contact-view";
import { contactNotFound, ownedContact, summaryOf } from "./contacts.service";
import { followUpAt, thankYouAt, wantsThankYou } from "./follow-up-times";
import { stageAfter } from "./stages";

// Log interaction: the interaction, the contact's stage moved forward by the rules in stages.ts, the
// reminders it makes moot marked done, and after a chat or call a thank-you and a follow-up reminder
// (docs/decisions/0024-networking-stages-and-follow-ups.md). All in one transaction: nothing half-saved.

type LogInput = z.output<typeof interactionCreateSchema>;

export async function followUpDays(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ days: networkingSettings.followUpDays })
    .from(networkingSettings)
    .where(eq(networkingSettings.userId, userId));
  return row?.days ?? DEFAULT_FOLLOW_UP_DAYS;
}

/** Pending reminders of `kind` for the contact from interactions on or before `onOrBefore`. */
function pendingBefore(tx: DbOrTx, userId: string, contactId: string, kind: string, onOrBefore: string) {
  return and(
    eq(networkingReminders.userId, userId),
    eq(networkingReminders.contactId, contactId),
    eq(networkingReminders.kind, kind),
    isNull(networkingReminders.doneAt),
    inArray(
      networkingReminders.interactionId,
      tx
        .select({ id: networkingInteractions.id })
        .from(networkingInteractions)
        .where(
          and(
            eq(networkingInteractions.contactId, contactId),
            sql`${networkingInteractions.occurredOn} <= ${onOrBefore}::date`,
          ),
        ),
    ),
  );
}

export async function logInteraction(
  db: Db,
  userId: string,
  contactId: string,
  input: LogInput,
  now = new Date(),
) {
  const isChat = CHAT_KINDS.includes(input.kind);
  // Only an email can be the thank-you note.
  const thankYou = input.kind === "email" && input.thank_you;
  const result = await db.transaction(async (tx) => {
    const [contact] = await tx
      .select({ stage: networkingContacts.stage, followUpDays: networkingContacts.followUpDays })
      .from(networkingContacts)
      .where(ownedContact(userId, contactId))
      .for("update");
    if (!contact) throw contactNotFound();
    const [interaction] = await tx
      .insert(networkingInteractions)
      .values({
        contactId,
        userId,
        kind: input.kind,
        occurredOn: input.occurred_on,
        notes: input.notes,
        thankYou,
      })
      .returning();
    if (!interaction) throw new Error("the interaction was not stored");
    await tx
      .update(networkingContacts)
      .set({ stage: stageAfter(contact.stage, input.kind, thankYou), updatedAt: now })
      .where(ownedContact(userId, contactId));

    // What this interaction has done: a thank-you note is the thank-you; anything else after a chat is
    // keeping in touch; a new chat replaces the thank-you still owed for an earlier one.
    const moot = thankYou ? ["thank_you"] : isChat ? ["thank_you", "follow_up"] : ["follow_up"];
    for (const kind of moot) {
      await tx
        .update(networkingReminders)
        .set({ doneAt: now })
        .where(pendingBefore(tx, userId, contactId, kind, input.occurred_on));
    }

    const planned: (typeof networkingReminders.$inferInsert)[] = [];
    if (isChat) {
      const base = { contactId, userId, interactionId: interaction.id };
      if (wantsThankYou(input.occurred_on, now))
        planned.push({ ...base, kind: "thank_you", remindAt: thankYouAt(input.occurred_on, now) });
      // The contact's own cadence, else the member's default.
      const days = contact.followUpDays ?? (await followUpDays(tx, userId));
      planned.push({ ...base, kind: "follow_up", remindAt: followUpAt(input.occurred_on, days, now) });
    }
    const reminders = planned.length
      ? await tx.insert(networkingReminders).values(planned).onConflictDoNothing().returning()
      : [];
    return { interaction, reminders };
  });
  return {
    interaction: interactionView(result.interaction),
    reminders: result.reminders.map((r) => reminderView(r, now)),
    contact: await summaryOf(db, userId, contactId),
  };
}

/** Removes a mistaken entry and its reminders; the stage stays where it is (it never moves back by itself). */
export async function deleteInteraction(db: Db, userId: string, contactId: string, interactionId: string) {
  const [row] = await db
    .delete(networkingInteractions)
    .where(
      and(
        eq(networkingInteractions.id, interactionId),
        eq(networkingInteractions.contactId, contactId),
        eq(networkingInteractions.userId, userId),
      ),
    )
    .returning({ id: networkingInteractions.id });
  if (!row) throw notFound(NETWORKING_MESSAGES.noInteraction);
  return { ok: true as const };
}

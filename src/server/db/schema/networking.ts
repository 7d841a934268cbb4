import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { applications } from "./tracker";

// The networking CRM (docs/decisions/0024-networking-stages-and-follow-ups.md): a member's contacts on a
// five-stage relationship ladder, the interactions they log, the thank-you and follow-up reminders the
// queue sends once, their links to tracker applications, and the member's goal and cadence.

export const networkingContacts = pgTable(
  "networking_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    firm: text("firm").notNull().default(""),
    role: text("role").notNull().default(""),
    team: text("team").notNull().default(""),
    metVia: text("met_via"), // a MET_VIA value
    university: text("university").notNull().default(""),
    email: text("email").notNull().default(""),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    notes: text("notes").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    stage: text("stage").notNull().default("identified"), // a CONTACT_STAGES value
    // LinkedIn's "Connected On", when the contact came from its export.
    connectedOn: date("connected_on", { mode: "string" }),
    // This contact's own follow-up cadence in days; null follows the member's (networking_settings).
    followUpDays: integer("follow_up_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("networking_contacts_user_idx").on(t.userId, t.createdAt),
    // The list's A-to-Z pages: the keyset (lowered name, time added, id) within one member.
    index("networking_contacts_user_name_idx").on(t.userId, sql`lower(${t.name})`, t.createdAt, t.id),
  ],
);

export const networkingInteractions = pgTable(
  "networking_interactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => networkingContacts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // an INTERACTION_KINDS value
    // The UK day it happened; the monthly goal counts chats and calls by this day's month.
    occurredOn: date("occurred_on", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    // An email that was the thank-you note after a chat: it clears the pending thank-you reminder.
    thankYou: boolean("thank_you").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("networking_interactions_contact_idx").on(t.contactId, t.occurredOn),
    index("networking_interactions_user_idx").on(t.userId, t.occurredOn),
    // The contacts list's "last interaction" for one page of contacts: read from the member's own
    // entries in the index alone, instead of one descent of the contacts' index per contact (more
    // levels as every member's interactions grow) or a heap page per interaction.
    index("networking_interactions_user_contact_idx").on(t.userId, t.contactId, t.occurredOn),
  ],
);

// After a chat or call: a thank-you reminder within 24 hours and a follow-up after the member's cadence.
// `sentAt` makes each arrive once; `doneAt` is set when the member has done it (or a later interaction
// made it moot), and the page stops listing it.
export const networkingReminders = pgTable(
  "networking_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => networkingContacts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    interactionId: uuid("interaction_id")
      .notNull()
      .references(() => networkingInteractions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // thank_you | follow_up
    remindAt: timestamp("remind_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One of each kind per chat, so logging or planning again never makes a second.
    uniqueIndex("networking_reminders_interaction_kind_idx").on(t.interactionId, t.kind),
    index("networking_reminders_due_idx").on(t.remindAt).where(sql`sent_at is null and done_at is null`),
    index("networking_reminders_contact_idx").on(t.contactId),
    index("networking_reminders_user_idx").on(t.userId, t.remindAt),
  ],
);

// A contact linked to one of the member's tracker applications (both rows belong to the member).
export const networkingContactApplications = pgTable(
  "networking_contact_applications",
  {
    contactId: uuid("contact_id")
      .notNull()
      .references(() => networkingContacts.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.applicationId] }),
    index("networking_contact_applications_app_idx").on(t.applicationId),
    index("networking_contact_applications_user_idx").on(t.userId),
  ],
);

// The member's monthly chat goal (null: none set) and follow-up cadence.
export const networkingSettings = pgTable("networking_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  monthlyChatGoal: integer("monthly_chat_goal"),
  followUpDays: integer("follow_up_days").notNull().default(21),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type NetworkingContact = typeof networkingContacts.$inferSelect;
export type NetworkingInteraction = typeof networkingInteractions.$inferSelect;
export type NetworkingReminder = typeof networkingReminders.$inferSelect;

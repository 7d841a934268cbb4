import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ApplicationChecklistItem, ApplicationOutcome } from "../../../shared/schemas/tracker";
import { user } from "./auth";
import { jobs } from "./jobs";

// The application tracker: a member's applications on an eight-stage board, every stage change with
// its date, dated events (tests, interviews), reminders the queue sends once, and the private
// calendar feed's token.

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // The feed's role it was tracked from; the firm, title and description below are copies, kept when
    // the posting closes or disappears.
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    firmName: text("firm_name").notNull(),
    roleTitle: text("role_title").notNull(),
    programmeType: text("programme_type"), // a ROLE_TYPES value (src/shared/onboarding.ts)
    location: text("location"),
    url: text("url"),
    // The day applications close (UK date); null with rolling = true for rolling recruitment.
    deadline: date("deadline", { mode: "string" }),
    rolling: boolean("rolling").notNull().default(false),
    stage: text("stage").notNull().default("saved"), // a TRACKER_STAGES value
    // Order inside the stage's column, lowest first.
    position: integer("position").notNull().default(0),
    notes: text("notes").notNull().default(""),
    descriptionSnapshot: text("description_snapshot"),
    checklist: jsonb("checklist").$type<ApplicationChecklistItem[]>().notNull().default([]),
    outcome: jsonb("outcome").$type<ApplicationOutcome>().notNull().default({}),
    // 1 to 3 stars as the member ranks it; null when not ranked.
    priority: integer("priority"),
    // The member's own labels ("dream firm", "needs referral"), kept once each whatever their case.
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("applications_user_stage_idx").on(t.userId, t.stage, t.position),
    // Tracking a role twice finds the first application instead of making a second.
    uniqueIndex("applications_user_job_idx").on(t.userId, t.jobId).where(sql`job_id is not null`),
    index("applications_deadline_idx").on(t.deadline).where(sql`archived_at is null`),
    check("applications_priority_check", sql`${t.priority} is null or ${t.priority} between 1 and 3`),
  ],
);

// One row per stage an application entered, with the date it happened (correctable by the member).
export const applicationStageHistory = pgTable(
  "application_stage_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("application_stage_history_app_idx").on(t.applicationId, t.enteredAt),
    // The coach reads a member's stage dates by member; covering, so it never visits the table.
    index("application_stage_history_user_idx").on(t.userId, t.applicationId, t.stage, t.enteredAt),
  ],
);

// Dated events of an application: an online test due, an interview, an assessment centre, an offer's
// reply-by date.
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // an APPLICATION_EVENT_KINDS value
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    format: text("format"), // video, phone, in person…
    location: text("location"),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("application_events_app_idx").on(t.applicationId, t.startsAt),
    index("application_events_user_idx").on(t.userId, t.startsAt),
  ],
);

// Reminders: the member's own, and the automatic ones (7 and 1 days before a Saved application's
// deadline, the day before an event). `sentAt` makes each one arrive exactly once.
export const applicationReminders = pgTable(
  "application_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // manual | deadline_7 | deadline_1 | event
    eventId: uuid("event_id").references(() => applicationEvents.id, { onDelete: "cascade" }),
    remindAt: timestamp("remind_at", { withTimezone: true }).notNull(),
    text: text("text").notNull().default(""),
    // Automatic reminders carry what they are for ("deadline_7:2026-12-01", "event:<id>:<time>"), so
    // planning them again never makes a second one; null for the member's own.
    autoKey: text("auto_key"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("application_reminders_due_idx").on(t.remindAt).where(sql`sent_at is null`),
    index("application_reminders_app_idx").on(t.applicationId, t.remindAt),
    uniqueIndex("application_reminders_auto_idx")
      .on(t.applicationId, t.autoKey)
      .where(sql`auto_key is not null`),
  ],
);

// The private iCalendar feed: only the token's SHA-256 is kept; regenerating replaces it, revoking
// deletes the row.
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// The job guarantee is claimed once per member: the row is written with the support message that
// carries the evidence, and its primary key refuses a second claim.
export const guaranteeClaims = pgTable("guarantee_claims", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  // No foreign key: the claim stands even if the support conversation is later cleared.
  supportMessageId: uuid("support_message_id"),
});

export type Application = typeof applications.$inferSelect;

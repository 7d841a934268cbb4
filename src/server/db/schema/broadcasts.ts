import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MemberSegment } from "../../../shared/schemas/admin";
import { user } from "./auth";

// 001 §3 Broadcast message: sent by a queued job. status: queued → sending → sent, or
// failed with its reason. delivery_method: email | push (in-app) | both; target_audience: all | selected |
// segment (members matching audience_filter when it is sent: plan, status, licence, university).
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    deliveryMethod: text("delivery_method").notNull(),
    targetAudience: text("target_audience").notNull(),
    recipientIds: text("recipient_ids").array().notNull().default(sql`'{}'::text[]`),
    audienceFilter: jsonb("audience_filter").$type<MemberSegment>(),
    status: text("status").notNull().default("queued"),
    failureReason: text("failure_reason"),
    inAppCount: integer("in_app_count").notNull().default(0),
    emailCount: integer("email_count").notNull().default(0),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("broadcasts_created_idx").on(t.createdAt.desc()),
    index("broadcasts_created_by_idx").on(t.createdBy),
  ],
);

// Which members a broadcast's email has reached, so a restart mid-send resumes without duplicates.
export const broadcastEmailDeliveries = pgTable(
  "broadcast_email_deliveries",
  {
    broadcastId: uuid("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.userId] }),
    index("broadcast_email_deliveries_user_idx").on(t.userId),
  ],
);

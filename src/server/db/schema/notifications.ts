import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { NotificationJob } from "../../../shared/schemas/notifications";
import { user } from "./auth";

// spec 000 §3 Notification, per member: what the bell and the notifications page list. Only
// src/server/platform/notifications/ writes it (src/server/db/table-owners.ts): every feature creates a
// notification through its notify(), which also says whether the member wants the email.
// kind: one of NOTIFICATION_KINDS (src/shared/schemas/notifications.ts). broadcast_id points at the
// broadcast whose title, message and sent time the list shows. `jobs` lists the roles a job alert or
// deadline reminder names, so the notifications page links to each one.
export const userNotifications = pgTable(
  "user_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    link: text("link"),
    jobs: jsonb("jobs").$type<NotificationJob[]>(),
    broadcastId: uuid("broadcast_id"),
    isRead: boolean("is_read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("user_notifications_unread_idx").on(t.userId).where(sql`is_read = false`),
    uniqueIndex("user_notifications_broadcast_idx").on(t.broadcastId, t.userId),
  ],
);

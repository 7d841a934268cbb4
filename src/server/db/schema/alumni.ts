import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// Alumni who offer to chat with students of their university (docs/decisions/0025). Nobody is listed
// without a row here with listed_at set; opting out clears listed_at at once and keeps what they wrote,
// so switching back on does not mean typing it again.
export const alumniListings = pgTable(
  "alumni_listings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    // The profile's university as it was when the listing was saved, and its match key
    // (src/shared/alumni.ts universityKey); a listing shows only while the profile still says the same.
    university: text("university").notNull(),
    universityKey: text("university_key").notNull(),
    firm: text("firm").notNull(),
    role: text("role").notNull(),
    note: text("note").notNull().default(""),
    listedAt: timestamp("listed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The directory's pages: one university's listings, newest first (keyset on listed_at, user_id).
    index("alumni_listings_university_idx")
      .on(t.universityKey, t.listedAt.desc(), t.userId.desc())
      .where(sql`listed_at is not null`),
  ],
);

// A student's request to chat with an alum. Each side reads it with their own id in the WHERE; the
// emails are shown only once it is accepted.
export const alumniChatRequests = pgTable(
  "alumni_chat_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: text("student_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    alumId: text("alum_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    status: text("status").notNull().default("pending"), // pending | accepted | declined
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    index("alumni_chat_requests_alum_idx").on(t.alumId, t.createdAt),
    index("alumni_chat_requests_student_idx").on(t.studentId, t.createdAt),
    // One open request per pair, however many arrive at once.
    uniqueIndex("alumni_chat_requests_open_pair_idx")
      .on(t.studentId, t.alumId)
      .where(sql`status = 'pending'`),
    check("alumni_chat_requests_status", sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check("alumni_chat_requests_not_self", sql`${t.studentId} <> ${t.alumId}`),
  ],
);

// An alum's block: the blocked member no longer sees them and cannot send them requests.
export const alumniBlocks = pgTable(
  "alumni_blocks",
  {
    alumId: text("alum_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alumId, t.blockedId] }),
    index("alumni_blocks_blocked_idx").on(t.blockedId),
  ],
);

// A report of a request by either side. The admins read it as a support ticket (the reporter's
// conversation); this row keeps one report per person and request.
export const alumniReports = pgTable(
  "alumni_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => alumniChatRequests.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alumni_reports_request_reporter_idx").on(t.requestId, t.reporterId),
    index("alumni_reports_reporter_idx").on(t.reporterId),
  ],
);

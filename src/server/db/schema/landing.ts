import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// The landing page's urgency comes from a real campaign record, not from the
// visitor's clock. Seats left = seat_cap − paid (subscription) sign-ups since starts_at (see premium_signups).
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    seatCap: integer("seat_cap").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_window_idx").on(t.startsAt, t.endsAt),
    check("campaigns_window_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("campaigns_seat_cap_check", sql`${t.seatCap} >= 1`),
  ],
);

// One row each time a member becomes premium by paying, redeeming a licence or an admin grant (never a
// free trial). Billing writes it; the campaign counts it and the "just joined" alert reads it.
export const premiumSignups = pgTable(
  "premium_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    source: text("source").notNull(), // 'subscription' | 'licence' | 'admin'
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("premium_signups_created_idx").on(t.createdAt)],
);

// spec 000 §3 Testimonial, as records an admin publishes (never invented). consent_at records
// when the person agreed to be quoted; only consented and published rows reach the site.
export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quote: text("quote").notNull(),
    name: text("name").notNull(),
    school: text("school").notNull(),
    company: text("company").notNull(),
    role: text("role").notNull(),
    rating: integer("rating").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    published: boolean("published").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("testimonials_rating_check", sql`${t.rating} between 1 and 5`)],
);

// Marketing figures of spec §1 that the product cannot compute itself (placements, success rate, …):
// shown only when an admin has entered them with their source.
export const siteFigures = pgTable("site_figures", {
  key: text("key").primaryKey(),
  label: text("label").notNull(),
  value: text("value").notNull(),
  source: text("source").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// spec 000 §2.1 /contact: messages are stored and reach the admins' support inbox
// (the support inbox shows them). user_id is set when the sender was signed in.
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

// 001 §3 Bulk license, as the admin spec names its fields. used_count only moves inside the redeeming
// transaction's conditional update, so it can never pass max_uses (race-safe redemption).
export const bulkLicenses = pgTable(
  "bulk_licenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    licenseCode: text("license_code").notNull().unique(),
    organizationName: text("organization_name").notNull(),
    maxUses: integer("max_uses").notNull(),
    usedCount: integer("used_count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bulk_licenses_uses_check", sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.maxUses}`),
    check("bulk_licenses_max_uses_check", sql`${t.maxUses} >= 1`),
  ],
);

// One redemption per member per code.
export const licenseRedemptions = pgTable(
  "license_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    licenseId: uuid("license_id")
      .notNull()
      .references(() => bulkLicenses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("license_redemptions_once_idx").on(t.licenseId, t.userId)],
);

// Stripe: the customer of each member, and the subscription as the latest webhook described it.
export const billingCustomers = pgTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(), // Stripe's subscription id
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    // Webhooks can arrive out of order: an event older than the one applied last changes nothing.
    stripeUpdatedAt: timestamp("stripe_updated_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

// Each Stripe event is applied once, however often Stripe delivers it.
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

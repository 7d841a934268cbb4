import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

// spec 000 §3 and 001 §3: referral codes and who signed up with them.
export const referralCodes = pgTable("referral_codes", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  influencerName: text("influencer_name").notNull(),
  // Admins deactivate a code; sign-ups with it then get 'Invalid Referral Code'.
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const referralSignups = pgTable(
  "referral_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referralCodeId: uuid("referral_code_id")
      .notNull()
      .references(() => referralCodes.id, { onDelete: "cascade" }),
    referredUserId: text("referred_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("referral_signups_code_idx").on(t.referralCodeId, t.createdAt),
    // A member is referred at most once.
    uniqueIndex("referral_signups_user_idx").on(t.referredUserId),
  ],
);

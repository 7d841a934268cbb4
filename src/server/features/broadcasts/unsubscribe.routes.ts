import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { profiles } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { validate } from "../../http/validate";
import { UNSUBSCRIBE_SCOPES, verifyUnsubscribe } from "../../platform/mail/unsubscribe";

const unsubscribeQuery = z.object({
  u: z.string().min(1).max(100),
  s: z.enum(UNSUBSCRIBE_SCOPES),
  t: z.string().min(10).max(100),
});

// One-click unsubscribe from announcements or job alerts, from the link in the email
// (the /unsubscribe page posts here) or the mail client's own button (RFC 8058 posts here directly).
// Authenticated by the signed link, not a session. Turning it back on is in the profile's settings.
export const unsubscribeRoutes = new Hono<AppEnv>().post(
  "/",
  validate("query", unsubscribeQuery),
  async (c) => {
    const { db, config } = c.get("deps");
    const { u, s, t } = c.req.valid("query");
    if (!verifyUnsubscribe(config.authSecret, u, s, t)) {
      throw new HttpError(
        400,
        "bad_link",
        "This unsubscribe link is not valid. Change your email settings in your profile.",
      );
    }
    if (s === "broadcasts") {
      await db
        .update(profiles)
        .set({ emailBroadcasts: false, updatedAt: new Date() })
        .where(eq(profiles.id, u));
    } else {
      await db
        .update(profiles)
        .set({
          onboarding: sql`jsonb_set(${profiles.onboarding}, '{job_update_frequency}', '"none"')`,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, u));
    }
    return c.json({
      scope: s,
      message:
        s === "broadcasts"
          ? "You will no longer receive announcement emails."
          : "You will no longer receive job alert emails.",
    });
  },
);

import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  DEFAULT_ALERT_FREQUENCY,
  resubscribeSchema,
  UNSUBSCRIBE_BAD_LINK,
  UNSUBSCRIBE_TEXTS,
  type UnsubscribeQuery,
  unsubscribeQuerySchema,
} from "../../../shared/schemas/unsubscribe";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { validate } from "../../http/validate";
import { type SettingsChange, saveSettings, setAlertFrequency } from "../../platform/accounts/profile-rows";
import { verifyUnsubscribe } from "../../platform/mail/unsubscribe";

// Unsubscribing from announcements, job alerts, tracker or networking reminders with the signed link in
// the email, without signing in: the link is the authority, and it names one member and one kind of email.
//   GET  /api/unsubscribe             what the link would stop and whether it is still on (changes nothing:
//                                     mail scanners open links, so the /unsubscribe page asks first)
//   POST /api/unsubscribe             turns it off: the page's confirm button, and the mail client's own
//                                     one-click button (RFC 8058 posts the List-Unsubscribe URL here)
//   POST /api/unsubscribe/resubscribe the page's Undo: turns it back on (alerts at their old frequency)

function verified(secret: string, query: UnsubscribeQuery) {
  if (!verifyUnsubscribe(secret, query.u, query.s, query.t)) {
    throw new HttpError(400, "bad_link", UNSUBSCRIBE_BAD_LINK);
  }
  return query;
}

const isAlertFrequency = (value: unknown): value is AlertFrequency =>
  ALERT_FREQUENCIES.includes(value as AlertFrequency);

async function settingsOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      broadcasts: profiles.emailBroadcasts,
      trackerReminders: profiles.emailTrackerReminders,
      networkingReminders: profiles.emailNetworkingReminders,
      onboarding: profiles.onboarding,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const frequency = row?.onboarding?.job_update_frequency;
  return {
    broadcasts: row?.broadcasts ?? false,
    tracker_reminders: row?.trackerReminders ?? false,
    networking_reminders: row?.networkingReminders ?? false,
    alertFrequency: isAlertFrequency(frequency) ? frequency : null,
  };
}

// The scopes that are one on/off switch of the profile page (job alerts are a frequency instead).
const SWITCHES = {
  broadcasts: "email_broadcasts",
  tracker_reminders: "email_tracker_reminders",
  networking_reminders: "email_networking_reminders",
} as const satisfies Partial<Record<UnsubscribeQuery["s"], keyof SettingsChange>>;
const isSwitch = (scope: UnsubscribeQuery["s"]): scope is keyof typeof SWITCHES => scope in SWITCHES;

export const unsubscribeRoutes = new Hono<AppEnv>()
  .get("/", validate("query", unsubscribeQuerySchema), async (c) => {
    const { db, config } = c.get("deps");
    const { u, s } = verified(config.authSecret, c.req.valid("query"));
    const settings = await settingsOf(db, u);
    return c.json({
      scope: s,
      subscribed: isSwitch(s) ? settings[s] : settings.alertFrequency !== null,
    });
  })
  .post("/", validate("query", unsubscribeQuerySchema), async (c) => {
    const { db, config } = c.get("deps");
    const { u, s } = verified(config.authSecret, c.req.valid("query"));
    // The frequency before, so Undo can bring alerts back as they were (null when they were already off).
    let previousFrequency: AlertFrequency | null = null;
    if (isSwitch(s)) {
      await saveSettings(db, u, { [SWITCHES[s]]: false });
    } else {
      previousFrequency = (await settingsOf(db, u)).alertFrequency;
      await setAlertFrequency(db, u, "none");
    }
    return c.json({
      scope: s,
      message: UNSUBSCRIBE_TEXTS[s].stopped,
      previous_frequency: previousFrequency,
    });
  })
  .post(
    "/resubscribe",
    validate("query", unsubscribeQuerySchema),
    validate("json", resubscribeSchema),
    async (c) => {
      const { db, config } = c.get("deps");
      const { u, s } = verified(config.authSecret, c.req.valid("query"));
      if (isSwitch(s)) {
        await saveSettings(db, u, { [SWITCHES[s]]: true });
      } else {
        await setAlertFrequency(db, u, c.req.valid("json").job_update_frequency ?? DEFAULT_ALERT_FREQUENCY);
      }
      return c.json({ scope: s, message: UNSUBSCRIBE_TEXTS[s].resumed });
    },
  );

import { Hono } from "hono";
import {
  markNotificationReadSchema,
  notificationHistoryQuerySchema,
} from "../../../shared/schemas/notifications";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { listNotifications, markAllRead, markRead, notificationHistory } from "./notifications.service";

// Spec 000 §7 calls 7-8: the bell's list, the history page, marking read. Members only; the
// guard runs before validation, so a visitor learns nothing about the input rules.
export const notificationsRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => c.json(await listNotifications(c.get("deps").db, requireUser(c).id)))
  .get("/history", validate("query", notificationHistoryQuerySchema), async (c) => {
    const member = requireUser(c);
    return c.json(await notificationHistory(c.get("deps").db, member.id, c.req.valid("query")));
  })
  .post("/mark-read", validate("json", markNotificationReadSchema), async (c) => {
    const member = requireUser(c);
    const { user_notification_id } = c.req.valid("json");
    return c.json(await markRead(c.get("deps").db, member.id, user_notification_id));
  })
  .post("/mark-all-read", async (c) => c.json(await markAllRead(c.get("deps").db, requireUser(c).id)));

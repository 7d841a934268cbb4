import { Hono } from "hono";
import {
  conversationParamSchema,
  supportReplySchema,
  supportStatusSchema,
  supportTicketsQuerySchema,
} from "../../../shared/schemas/support";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { validate } from "../../http/validate";
import { conversation, listTickets, reply, setConversationStatus } from "./support.service";

// Admin: the support inbox and its conversations (001 §8, /admin/support-tickets), under /api/admin
// behind the admin guard in app.ts.
export const supportAdminRoutes = new Hono<AppEnv>()
  .get("/support-tickets", validate("query", supportTicketsQuerySchema), async (c) =>
    c.json(await listTickets(c.get("deps").db, c.req.valid("query").status)),
  )
  .get("/support-tickets/:userId", validate("param", conversationParamSchema), async (c) =>
    c.json(await conversation(c.get("deps").db, c.req.valid("param").userId)),
  )
  .patch(
    "/support-tickets/:userId",
    validate("param", conversationParamSchema),
    validate("json", supportStatusSchema),
    async (c) =>
      c.json(
        await setConversationStatus(
          c.get("deps").db,
          requireAdminUser(c),
          c.req.valid("param").userId,
          c.req.valid("json").status,
        ),
      ),
  )
  .post(
    "/support-tickets/:userId/reply",
    validate("param", conversationParamSchema),
    validate("json", supportReplySchema),
    async (c) => {
      const { db, mailer, logger, config } = c.get("deps");
      const saved = await reply(
        { db, mailer, logger, appUrl: config.appUrl },
        requireAdminUser(c),
        c.req.valid("param").userId,
        c.req.valid("json").content,
      );
      return c.json(saved, 201);
    },
  );

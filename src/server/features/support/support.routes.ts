import { Hono } from "hono";
import { supportMessageSchema } from "../../../shared/schemas/support";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { enforce, RATE_RULES } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import { memberConversation, sendMemberMessage } from "./support.service";

// The member's side of support (the Help panel in the app shell).
export const supportRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/messages", async (c) => c.json(await memberConversation(c.get("deps").db, requireUser(c).id)))
  .post("/messages", validate("json", supportMessageSchema), async (c) => {
    const member = requireUser(c);
    const { db, mailer, logger, config } = c.get("deps");
    await enforce(db, member.id, RATE_RULES.supportMessage);
    const { content, is_critical } = c.req.valid("json");
    const deps = { db, mailer, logger, appUrl: config.appUrl };
    return c.json(await sendMemberMessage(deps, member, content, is_critical), 201);
  });

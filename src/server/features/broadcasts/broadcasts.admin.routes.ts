import { Hono } from "hono";
import { audienceCountSchema, broadcastSchema } from "../../../shared/schemas/admin";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { validate } from "../../http/validate";
import { dispatchBroadcast } from "./broadcasts.jobs";
import { countAudience, createBroadcast, recentBroadcasts, toBroadcastDto } from "./broadcasts.service";

// Admin: Broadcast Messages (001 §6), under /api/admin behind the admin guard in app.ts.
export const broadcastsAdminRoutes = new Hono<AppEnv>()
  .get("/broadcasts", async (c) => c.json(await recentBroadcasts(c.get("deps").db)))
  .get("/broadcasts/audience", validate("query", audienceCountSchema), async (c) =>
    c.json(await countAudience(c.get("deps").db, c.req.valid("query"))),
  )
  .post("/broadcasts", validate("json", broadcastSchema), async (c) => {
    const deps = c.get("deps");
    const row = await createBroadcast(deps.db, requireAdminUser(c), c.req.valid("json"));
    // Queued after the insert has committed (on PGlite a send inside the transaction would wait forever).
    await dispatchBroadcast(deps, row.id);
    return c.json({ broadcast: toBroadcastDto(row) }, 201);
  });

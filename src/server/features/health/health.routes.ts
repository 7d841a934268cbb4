import { Hono } from "hono";
import type { AppEnv } from "../../http/context";

// 200 with the database reachable, 503 when it is not (load balancers read this).
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  try {
    await c.get("deps").ping();
    return c.json({ status: "ok", database: "up" }, 200);
  } catch {
    return c.json({ status: "unavailable", database: "down" }, 503);
  }
});

import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { loadLanding } from "./landing.service";

// The landing page's live parts (campaign, "just joined", testimonials, figures). Public, and
// never cached: the seats and the deadline must be what the database says now (spec 000 §4.7 refresh).
export const landingRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await loadLanding(c.get("deps").db));
});

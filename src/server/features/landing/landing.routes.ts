import { Hono, type TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AppEnv } from "../../http/context";
import type { LandingData } from "./landing.service";
import { landingJson } from "./landing-cache";

/** What c.json(loadLanding(…)) would be typed as, so the typed client still reads the server's shape. */
type LandingResponse = Response & TypedResponse<JSONParsed<LandingData>, 200, "json">;

// The landing page's live parts (campaign, "just joined", testimonials, figures). Public. The server
// keeps the answer for a few seconds and drops it when an admin edits it or a member becomes premium
// (landing-cache.ts); browsers and CDNs keep nothing, since `now` must be this request's time and an
// edit must show on the next refresh (spec 000 §4.7 refresh).
export const landingRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const body = await landingJson(c.get("deps"));
  return c.body(body, 200, {
    "Cache-Control": "no-store",
    "Content-Type": "application/json",
  }) as unknown as LandingResponse;
});

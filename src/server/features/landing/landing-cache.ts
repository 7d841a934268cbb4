import { RECENT_JOIN_WINDOW_MS } from "../../../shared/campaign";
import type { Db } from "../../db/client";
import { campaigns, premiumSignups, siteFigures, testimonials } from "../../db/schema";
import type { Deps } from "../../http/context";
import { type ContentCache, createContentCache } from "../../platform/content-cache";
import { type LandingData, loadLanding } from "./landing.service";

// GET /api/landing is the busiest public call (every visitor, every 15 s), and what it answers changes
// when an admin edits the site content or a member becomes premium, not with each visit. So the answer
// is read once per LANDING_CACHE_SECONDS and kept as prepared JSON (docs/decisions/0030-landing-cache.md).

/** One cache per database handle: the app's, or each test file's own. */
const caches = new WeakMap<Db, ContentCache<string>>();

/**
 * The cache's copy ends early when something in it goes out of date by itself: the campaign's deadline
 * (seats become 0 and the banner goes) and the "just joined" sign-up leaving its 60 s window.
 */
function expiresAt(data: Pick<LandingData, "campaign" | "recent_join">): number | undefined {
  const ends = [
    data.campaign ? Date.parse(data.campaign.ends_at) : Number.NaN,
    data.recent_join ? Date.parse(data.recent_join.at) + RECENT_JOIN_WINDOW_MS : Number.NaN,
  ].filter(Number.isFinite);
  return ends.length ? Math.min(...ends) : undefined;
}

function landingCache({ db, config }: Pick<Deps, "db" | "config">): ContentCache<string> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createContentCache({
      db,
      // Writers announce these once committed: the admin's site content (this feature) and premium
      // sign-ups (billing). Members and their profiles change the counts and the "just joined" names
      // too, but only show after the copy's lifetime: announcing every profile edit is not worth it.
      tables: [campaigns, testimonials, siteFigures, premiumSignups],
      ttlMs: config.landingCacheSeconds * 1000,
      load: async (now) => {
        const { now: _readAt, ...data } = await loadLanding(db, now);
        // Everything after `now`, serialised once: `"campaign":…}`.
        return { value: JSON.stringify(data).slice(1), until: expiresAt(data) };
      },
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The answer as JSON text. `now` is this request's own time, not the read's: the page sets its
 * countdown by the offset between it and the visitor's clock, which a cached time would skew.
 */
export async function landingJson(deps: Pick<Deps, "db" | "config">, now = new Date()): Promise<string> {
  const rest = await landingCache(deps).get();
  return `{"now":${JSON.stringify(now.toISOString())},${rest}`;
}

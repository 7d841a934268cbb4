import { queryOptions, useQuery } from "@tanstack/react-query";
import { CAMPAIGN_REFRESH_MS } from "../../../../shared/campaign";
import { client, unwrap } from "../../../lib/api";

// The landing page's live parts, refreshed every 15 s (spec 000 §4.7). The deadline comes from
// the server each time; nothing about it is kept in the browser's storage.
export const landingQuery = queryOptions({
  queryKey: ["landing"],
  queryFn: async () => {
    const data = await unwrap(client.api.landing.$get());
    // How far the visitor's clock is behind the server's, so the countdown does not trust a wrong clock.
    return { ...data, clockOffsetMs: Date.parse(data.now) - Date.now() };
  },
  refetchInterval: CAMPAIGN_REFRESH_MS,
  staleTime: 0,
});

export type LandingData = Awaited<ReturnType<NonNullable<typeof landingQuery.queryFn>>>;
export type LandingCampaign = NonNullable<LandingData["campaign"]>;
export type LandingTestimonial = LandingData["testimonials"][number];
export type LandingFigure = LandingData["figures"][number];
export type RecentJoin = NonNullable<LandingData["recent_join"]>;
export type HeroFigure = LandingData["hero_figure"];

export function useLanding() {
  return useQuery(landingQuery);
}

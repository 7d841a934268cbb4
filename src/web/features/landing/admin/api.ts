import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { campaignSchema } from "../../../../shared/schemas/landing";
import type { FigureInput, testimonialCreateSchema } from "../../../../shared/schemas/site-content";
import { ADMIN_KEY } from "../../../lib/admin-keys";
import { client, unwrap } from "../../../lib/api";

// The admin's Site Content sections for the landing page (campaigns, testimonials, figures): one query per section and the calls that change them, on the typed client.
const api = client.api.admin["site-content"];

export const siteContentKeys = {
  all: [...ADMIN_KEY, "site-content"] as const,
  campaigns: [...ADMIN_KEY, "site-content", "campaigns"] as const,
  testimonials: [...ADMIN_KEY, "site-content", "testimonials"] as const,
  figures: [...ADMIN_KEY, "site-content", "figures"] as const,
};

export const campaignsQuery = queryOptions({
  queryKey: siteContentKeys.campaigns,
  queryFn: () => unwrap(api.campaigns.$get()),
});
export type AdminCampaign = Awaited<ReturnType<typeof campaignsQuery.queryFn & {}>>["campaigns"][number];

export const createCampaign = (input: z.output<typeof campaignSchema>) =>
  unwrap(api.campaigns.$post({ json: input }));
export const endCampaign = () => unwrap(api.campaigns.end.$post());

export const testimonialsQuery = queryOptions({
  queryKey: siteContentKeys.testimonials,
  queryFn: () => unwrap(api.testimonials.$get()),
});
export type AdminTestimonial = Awaited<
  ReturnType<typeof testimonialsQuery.queryFn & {}>
>["testimonials"][number];

export const createTestimonial = (input: z.input<typeof testimonialCreateSchema>) =>
  unwrap(api.testimonials.$post({ json: input }));
export const setTestimonialPublished = (id: string, published: boolean) =>
  unwrap(api.testimonials[":id"].$patch({ param: { id }, json: { published } }));
export const deleteTestimonial = (id: string) => unwrap(api.testimonials[":id"].$delete({ param: { id } }));

export const figuresQuery = queryOptions({
  queryKey: siteContentKeys.figures,
  queryFn: () => unwrap(api.figures.$get()),
});
export type AdminFigure = Awaited<ReturnType<typeof figuresQuery.queryFn & {}>>["figures"][number];

export const createFigure = (input: FigureInput) => unwrap(api.figures.$post({ json: input }));
export const updateFigure = (key: string, input: FigureInput) =>
  unwrap(api.figures[":key"].$put({ param: { key }, json: input }));
export const deleteFigure = (key: string) => unwrap(api.figures[":key"].$delete({ param: { key } }));

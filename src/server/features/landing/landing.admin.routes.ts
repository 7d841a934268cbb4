import { Hono } from "hono";
import { campaignSchema } from "../../../shared/schemas/landing";
import {
  figureKeyParam,
  figureSchema,
  testimonialCreateSchema,
  testimonialPublishSchema,
} from "../../../shared/schemas/site-content";
import { type AppEnv, requireAdminUser } from "../../http/context";
import { uuidParam, validate } from "../../http/validate";
import { createFigure, deleteFigure, listFigures, updateFigure } from "./figures-admin.service";
import {
  createCampaignAsAdmin,
  createTestimonialAsAdmin,
  deleteTestimonial,
  endCampaignNow,
  listCampaigns,
  listTestimonials,
  setTestimonialPublished,
} from "./site-content-admin.service";

// Admin Site Content for the landing page: campaigns, testimonials and figures, under
// /api/admin/site-content behind the admin guard in app.ts.
export const landingAdminRoutes = new Hono<AppEnv>()
  .get("/campaigns", async (c) => c.json(await listCampaigns(c.get("deps").db)))
  .post("/campaigns", validate("json", campaignSchema), async (c) =>
    c.json(await createCampaignAsAdmin(c.get("deps").db, requireAdminUser(c), c.req.valid("json")), 201),
  )
  .post("/campaigns/end", async (c) => c.json(await endCampaignNow(c.get("deps").db, requireAdminUser(c))))
  .get("/testimonials", async (c) => c.json(await listTestimonials(c.get("deps").db)))
  .post("/testimonials", validate("json", testimonialCreateSchema), async (c) => {
    const { consent: _confirmed, ...testimonial } = c.req.valid("json");
    return c.json(await createTestimonialAsAdmin(c.get("deps").db, requireAdminUser(c), testimonial), 201);
  })
  .patch(
    "/testimonials/:id",
    validate("param", uuidParam),
    validate("json", testimonialPublishSchema),
    async (c) =>
      c.json(
        await setTestimonialPublished(
          c.get("deps").db,
          requireAdminUser(c),
          c.req.valid("param").id,
          c.req.valid("json").published,
        ),
      ),
  )
  .delete("/testimonials/:id", validate("param", uuidParam), async (c) =>
    c.json(await deleteTestimonial(c.get("deps").db, requireAdminUser(c), c.req.valid("param").id)),
  )
  .get("/figures", async (c) => c.json(await listFigures(c.get("deps").db)))
  .post("/figures", validate("json", figureSchema), async (c) =>
    c.json(await createFigure(c.get("deps").db, requireAdminUser(c), c.req.valid("json")), 201),
  )
  .put("/figures/:key", validate("param", figureKeyParam), validate("json", figureSchema), async (c) =>
    c.json(
      await updateFigure(
        c.get("deps").db,
        requireAdminUser(c),
        c.req.valid("param").key,
        c.req.valid("json"),
      ),
    ),
  )
  .delete("/figures/:key", validate("param", figureKeyParam), async (c) =>
    c.json(await deleteFigure(c.get("deps").db, requireAdminUser(c), c.req.valid("param").key)),
  );

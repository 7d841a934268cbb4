import { Hono } from "hono";
import { z } from "zod";
import { feedQuerySchema } from "../../../shared/jobs";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { feedViewer, searchFeed } from "./feed.service";
import { jobDetail, premierFirms, saveJob, unsaveJob } from "./jobs.service";

const jobParam = z.object({ jobId: z.uuid("This role does not exist or is no longer listed.") });

// The member's job feed, one role in full, saving roles, and the premier firms directory.
export const jobsRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", validate("query", feedQuerySchema), async (c) => {
    const { db } = c.get("deps");
    const viewer = await feedViewer(db, requireUser(c).id);
    return c.json(await searchFeed(db, viewer, c.req.valid("query")));
  })
  .get("/premier-firms", async (c) => c.json(await premierFirms(c.get("deps").db, requireUser(c).id)))
  .get("/:jobId", validate("param", jobParam), async (c) => {
    const { db } = c.get("deps");
    const viewer = await feedViewer(db, requireUser(c).id);
    return c.json(await jobDetail(db, viewer, c.req.valid("param").jobId));
  })
  .put("/:jobId/save", validate("param", jobParam), async (c) => {
    const { db } = c.get("deps");
    const viewer = await feedViewer(db, requireUser(c).id);
    return c.json(await saveJob(db, viewer, c.req.valid("param").jobId));
  })
  .delete("/:jobId/save", validate("param", jobParam), async (c) => {
    const { db } = c.get("deps");
    const viewer = await feedViewer(db, requireUser(c).id);
    return c.json(await unsaveJob(db, viewer, c.req.valid("param").jobId));
  });

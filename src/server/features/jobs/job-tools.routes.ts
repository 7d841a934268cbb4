import { Hono } from "hono";
import { z } from "zod";
import { importJobSchema } from "../../../shared/schemas/job-tools";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { visibleJob } from "../../platform/job-visibility";
import { PUBLIC_FETCH_POLICY } from "../../platform/safe-fetch";
import { importJob } from "./import.service";
import { requirePremium } from "./premium";
import { jobSummary } from "./summary.service";

const jobParam = z.object({ jobId: z.uuid("This role does not exist or is no longer listed.") });

// Premium (spec 000 §2.6): a role's AI summary and importing a role by URL. Mounted at
// /api/job-tools, beside the feed's /api/jobs. Members only, checked before any input is read; a role
// this member cannot see is a 404 before the plan is looked at, as on the role's own page.
export const jobToolsRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/:jobId/summary", validate("param", jobParam), async (c) => {
    const deps = c.get("deps");
    const member = requireUser(c);
    const job = await visibleJob(deps.db, member.id, c.req.valid("param").jobId);
    await requirePremium(deps.db, member.id, "summary");
    return c.json(await jobSummary(deps, job));
  })
  .post("/import", validate("json", importJobSchema), async (c) => {
    const { db, fetchPolicy } = c.get("deps");
    const member = requireUser(c);
    await requirePremium(db, member.id, "import");
    const result = await importJob(
      db,
      fetchPolicy ?? PUBLIC_FETCH_POLICY,
      member.id,
      c.req.valid("json").url,
      c.get("hooks").addImportedRole,
    );
    return c.json(result, result.created ? 201 : 200);
  });

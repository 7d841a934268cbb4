import { Hono } from "hono";
import { type AppEnv, requireUser } from "../../http/context";
import { claimGuarantee, guaranteeProgress } from "./guarantee.service";

// The job guarantee, mounted under /api/tracker after the tracker's own router (whose `signedIn` already
// guards /tracker/*):
//   GET  /guarantee        the progress panel: period, applications counted, onboarding, whether to claim
//   POST /guarantee/claim  files the claim with its evidence as a support message, once
// Support is reached through the app's hooks, so the tracker never imports the support feature.
export const trackerGuaranteeRoutes = new Hono<AppEnv>()
  .get("/guarantee", async (c) => c.json(await guaranteeProgress(c.get("deps").db, requireUser(c).id)))
  .post("/guarantee/claim", async (c) => {
    const member = requireUser(c);
    const { fileSupportMessage } = c.get("hooks");
    return c.json(await claimGuarantee(c.get("deps").db, member.id, fileSupportMessage), 201);
  });

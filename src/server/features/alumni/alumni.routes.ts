import { Hono } from "hono";
import {
  alumniListingSchema,
  alumParamSchema,
  blockedParamSchema,
  chatReportSchema,
  chatRequestSchema,
  requestParamSchema,
} from "../../../shared/schemas/alumni";
import { pageQuerySchema } from "../../../shared/schemas/paging";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { acceptRequest, blockSender, declineRequest, unblockMember } from "./answers.service";
import { listAlumni } from "./directory.service";
import { myListing, saveListing } from "./listing.service";
import { reportRequest } from "./reports.service";
import { listRequests, sendRequest } from "./requests.service";

// Alumni from your university (docs/decisions/0025), mounted at /api/alumni:
//   GET    /                               listed alumni of the member's university (never emails)
//   GET    /listing, PUT /listing          the member's own listing, on or off (profile privacy)
//   GET    /requests                       requests sent and received, and the members blocked
//   POST   /:alumId/requests               ask an alum to chat
//   POST   /requests/:requestId/accept     the alum accepts: both see each other's email
//   POST   /requests/:requestId/decline    the alum declines
//   POST   /requests/:requestId/block      the alum blocks the sender
//   POST   /requests/:requestId/report     either side reports it to the admins (Support Tickets)
//   DELETE /blocks/:memberId               the alum unblocks a member
// Every query has the member in its WHERE; another member's request answers 404 and changes nothing.

const oneRequest = validate("param", requestParamSchema);

export const alumniRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", validate("query", pageQuerySchema), async (c) =>
    c.json(await listAlumni(c.get("deps").db, requireUser(c).id, c.req.valid("query"))),
  )
  .get("/listing", async (c) => c.json(await myListing(c.get("deps").db, requireUser(c).id)))
  .put("/listing", validate("json", alumniListingSchema), async (c) => {
    const member = requireUser(c);
    return c.json(await saveListing(c.get("deps").db, member.id, c.req.valid("json")));
  })
  .get("/requests", async (c) => c.json(await listRequests(c.get("deps").db, requireUser(c).id)))
  .post(
    "/:alumId/requests",
    validate("param", alumParamSchema),
    validate("json", chatRequestSchema),
    async (c) => {
      const member = requireUser(c);
      const { db, mailer, logger, config } = c.get("deps");
      const deps = { db, mailer, logger, appUrl: config.appUrl };
      const { alumId } = c.req.valid("param");
      return c.json(await sendRequest(deps, member, alumId, c.req.valid("json").message), 201);
    },
  )
  .post("/requests/:requestId/accept", oneRequest, async (c) => {
    const member = requireUser(c);
    const { db, mailer, logger, config } = c.get("deps");
    const deps = { db, mailer, logger, appUrl: config.appUrl };
    return c.json(await acceptRequest(deps, member, c.req.valid("param").requestId));
  })
  .post("/requests/:requestId/decline", oneRequest, async (c) => {
    const member = requireUser(c);
    return c.json(await declineRequest(c.get("deps").db, member.id, c.req.valid("param").requestId));
  })
  .post("/requests/:requestId/block", oneRequest, async (c) => {
    const member = requireUser(c);
    return c.json(await blockSender(c.get("deps").db, member.id, c.req.valid("param").requestId));
  })
  .post("/requests/:requestId/report", oneRequest, validate("json", chatReportSchema), async (c) => {
    const member = requireUser(c);
    const { requestId } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const { fileSupportMessage } = c.get("hooks");
    return c.json(
      await reportRequest(c.get("deps").db, member.id, requestId, reason, fileSupportMessage),
      201,
    );
  })
  .delete("/blocks/:memberId", validate("param", blockedParamSchema), async (c) => {
    const member = requireUser(c);
    return c.json(await unblockMember(c.get("deps").db, member.id, c.req.valid("param").memberId));
  });

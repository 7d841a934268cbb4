import { Hono } from "hono";
import {
  contactCreateSchema,
  contactIdParamSchema,
  contactListQuerySchema,
  contactUpdateSchema,
  draftMessageSchema,
  interactionCreateSchema,
  interactionParamSchema,
  NETWORKING_MESSAGES,
} from "../../../shared/schemas/networking";
import { bodyLimitOf, DEFAULT_BODY_BYTES } from "../../http/body-limit";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { memberPlan } from "../../platform/member-plan";
import { contactDetail, createContact, deleteContact, listContacts, updateContact } from "./contacts.service";
import { draftMessage } from "./drafts.service";
import { deleteInteraction, logInteraction } from "./interactions.service";
import { NETWORKING_REMINDERS } from "./networking.jobs";
import { idParams } from "./params";

// The networking CRM's contacts (spec 000 §2.10 /app/networking), under /api/networking:
//   GET    /contacts                                      a page of the list (?q, ?stage, ?cursor), the free limit
//   POST   /contacts                                      add one (Free keeps up to 5)
//   GET    /contacts/:contactId                           one in full: notes, interactions, reminders
//   PATCH  /contacts/:contactId                           edit, or set the stage by hand
//   DELETE /contacts/:contactId                           delete with everything of theirs
//   POST   /contacts/:contactId/interactions              Log interaction
//   DELETE /contacts/:contactId/interactions/:interactionId
//   POST   /contacts/:contactId/draft                     a message from a template (never sent)
// Every query has the member in its WHERE; another member's contact answers 404.

const one = idParams(contactIdParamSchema);
// A contact's notes are at most 10,000 characters: far inside the usual 100 KB, whose refusal then says
// so. Every contact route carries it, so a body too large for any of them gets the same answer.
const contactBodyLimit = bodyLimitOf(
  DEFAULT_BODY_BYTES,
  `That is far too much text: ${NETWORKING_MESSAGES.notesTooLong} Nothing was saved.`,
);

export const networkingRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/contacts", validate("query", contactListQuerySchema), async (c) => {
    const { db } = c.get("deps");
    return c.json(await listContacts(db, await memberPlan(db, requireUser(c).id), c.req.valid("query")));
  })
  .post("/contacts", contactBodyLimit, validate("json", contactCreateSchema), async (c) => {
    const { db } = c.get("deps");
    const member = await memberPlan(db, requireUser(c).id);
    return c.json(await createContact(db, member, c.req.valid("json")), 201);
  })
  .get("/contacts/:contactId", one, async (c) =>
    c.json(await contactDetail(c.get("deps").db, requireUser(c).id, c.req.valid("param").contactId)),
  )
  .patch("/contacts/:contactId", contactBodyLimit, one, validate("json", contactUpdateSchema), async (c) => {
    const { contactId } = c.req.valid("param");
    return c.json(await updateContact(c.get("deps").db, requireUser(c).id, contactId, c.req.valid("json")));
  })
  .delete("/contacts/:contactId", contactBodyLimit, one, async (c) =>
    c.json(await deleteContact(c.get("deps").db, requireUser(c).id, c.req.valid("param").contactId)),
  )
  .post(
    "/contacts/:contactId/interactions",
    contactBodyLimit,
    one,
    validate("json", interactionCreateSchema),
    async (c) => {
      const { db, queue } = c.get("deps");
      const { contactId } = c.req.valid("param");
      const logged = await logInteraction(db, requireUser(c).id, contactId, c.req.valid("json"));
      // The schedule sweeps every few minutes; a run at each reminder's own time makes it arrive on time.
      for (const reminder of logged.reminders) {
        await queue.send(NETWORKING_REMINDERS.queue, {}, { startAfter: new Date(reminder.remind_at) });
      }
      return c.json(logged, 201);
    },
  )
  .delete(
    "/contacts/:contactId/interactions/:interactionId",
    contactBodyLimit,
    idParams(interactionParamSchema),
    async (c) => {
      const { contactId, interactionId } = c.req.valid("param");
      return c.json(await deleteInteraction(c.get("deps").db, requireUser(c).id, contactId, interactionId));
    },
  )
  .post(
    "/contacts/:contactId/draft",
    contactBodyLimit,
    one,
    validate("json", draftMessageSchema),
    async (c) => {
      const { contactId } = c.req.valid("param");
      return c.json(
        await draftMessage(c.get("deps"), requireUser(c).id, contactId, c.req.valid("json").kind),
      );
    },
  );

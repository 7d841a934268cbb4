import { Hono } from "hono";
import {
  questionSearchSchema,
  storyCreateSchema,
  storyParamSchema,
  storyUpdateSchema,
} from "../../../shared/schemas/prep";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { searchQuestions } from "./question-search";
import { createStory, deleteStory, listStories, storyDetail, updateStory } from "./stories.service";

// The prep hub (spec 000 §2.10 /app/prep), free for every member: the question bank shared with interview
// practice, searchable, and the member's own story bank. The guides and stage checklists are content of
// the screen itself and need no API.

const oneStory = validate("param", storyParamSchema);

export const prepRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/questions", validate("query", questionSearchSchema), (c) => {
    requireUser(c);
    return c.json(searchQuestions(c.req.valid("query")));
  })
  .get("/stories", async (c) => {
    return c.json(await listStories(c.get("deps").db, requireUser(c).id));
  })
  .post("/stories", validate("json", storyCreateSchema), async (c) => {
    return c.json(await createStory(c.get("deps").db, requireUser(c).id, c.req.valid("json")), 201);
  })
  .get("/stories/:storyId", oneStory, async (c) => {
    const { storyId } = c.req.valid("param");
    return c.json(await storyDetail(c.get("deps").db, requireUser(c).id, storyId));
  })
  .patch("/stories/:storyId", oneStory, validate("json", storyUpdateSchema), async (c) => {
    const { storyId } = c.req.valid("param");
    return c.json(await updateStory(c.get("deps").db, requireUser(c).id, storyId, c.req.valid("json")));
  })
  .delete("/stories/:storyId", oneStory, async (c) => {
    const { storyId } = c.req.valid("param");
    return c.json(await deleteStory(c.get("deps").db, requireUser(c).id, storyId));
  });

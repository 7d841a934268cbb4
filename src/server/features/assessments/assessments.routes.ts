import { Hono } from "hono";
import {
  aptitudeAnswerSchema,
  aptitudeHistorySchema,
  aptitudeStartSchema,
  attemptParamSchema,
  personalityAnswersSchema,
  personalityPageSchema,
} from "../../../shared/schemas/assessments";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import {
  answerAptitude,
  aptitudeAttemptView,
  aptitudeHistory,
  completeAptitude,
  startAptitude,
} from "./aptitude.service";
import { assessmentsOverview } from "./overview.service";
import {
  completePersonality,
  personalityOverview,
  savePersonalityAnswers,
  startPersonality,
} from "./personality.service";
import { personalityPage } from "./personality-view";

// Assessment prep, free for every member: the personality questionnaire (saved as it is answered,
// results kept for comparison) and aptitude tests (Timed or Practice, reviewed afterwards). Every query
// has the member in its WHERE; another member's attempt answers 404.

const oneAttempt = validate("param", attemptParamSchema);

export const assessmentsRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/overview", async (c) => {
    return c.json(await assessmentsOverview(c.get("deps").db, requireUser(c).id));
  })
  .get("/personality", async (c) => {
    return c.json(await personalityOverview(c.get("deps").db, requireUser(c).id));
  })
  .post("/personality", async (c) => {
    const { created, attempt } = await startPersonality(c.get("deps").db, requireUser(c).id);
    return c.json(attempt, created ? 201 : 200);
  })
  .get("/personality/items", validate("query", personalityPageSchema), (c) => {
    requireUser(c);
    return c.json(personalityPage(c.req.valid("query").page));
  })
  .put(
    "/personality/:attemptId/answers",
    oneAttempt,
    validate("json", personalityAnswersSchema),
    async (c) => {
      const { attemptId } = c.req.valid("param");
      const db = c.get("deps").db;
      return c.json(await savePersonalityAnswers(db, requireUser(c).id, attemptId, c.req.valid("json")));
    },
  )
  .post("/personality/:attemptId/complete", oneAttempt, async (c) => {
    const { attemptId } = c.req.valid("param");
    return c.json(await completePersonality(c.get("deps").db, requireUser(c).id, attemptId));
  })
  .post("/aptitude", validate("json", aptitudeStartSchema), async (c) => {
    return c.json(await startAptitude(c.get("deps").db, requireUser(c).id, c.req.valid("json")), 201);
  })
  // Before /aptitude/:attemptId, which would otherwise take "history" for an attempt id.
  .get("/aptitude/history", validate("query", aptitudeHistorySchema), async (c) => {
    const { kind } = c.req.valid("query");
    return c.json(await aptitudeHistory(c.get("deps").db, requireUser(c).id, kind));
  })
  .get("/aptitude/:attemptId", oneAttempt, async (c) => {
    const { attemptId } = c.req.valid("param");
    return c.json(await aptitudeAttemptView(c.get("deps").db, requireUser(c).id, attemptId));
  })
  .post("/aptitude/:attemptId/answers", oneAttempt, validate("json", aptitudeAnswerSchema), async (c) => {
    const { attemptId } = c.req.valid("param");
    const db = c.get("deps").db;
    return c.json(await answerAptitude(db, requireUser(c).id, attemptId, c.req.valid("json")));
  })
  .post("/aptitude/:attemptId/complete", oneAttempt, async (c) => {
    const { attemptId } = c.req.valid("param");
    return c.json(await completeAptitude(c.get("deps").db, requireUser(c).id, attemptId));
  });

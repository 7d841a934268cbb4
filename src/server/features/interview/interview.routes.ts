import { Hono } from "hono";
import { MAX_ANSWER_WORDS } from "../../../shared/interview";
import {
  answerSubmitSchema,
  interviewCreateSchema,
  MAX_AUDIO_BYTES,
  sessionParamSchema,
} from "../../../shared/schemas/interview";
import { pageQuerySchema } from "../../../shared/schemas/paging";
import { bodyLimitOf } from "../../http/body-limit";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { memberPlan } from "../../platform/member-plan";
import { submitAnswer } from "./answers.service";
import { interviewHistory, interviewOptions } from "./history.service";
import { sessionView } from "./session-view";
import { completeSession, createSession } from "./sessions.service";
import { readRecording, transcribe } from "./transcribe";

// Interview practice (spec 000 §2.10 /app/interview): set up a mock interview, answer its questions
// (typed, or spoken and transcribed), get feedback on each, finish it and read the results and the
// history. Every query has the member in its WHERE; another member's session answers 404.

const oneSession = validate("param", sessionParamSchema);
// An answer: past the usual 100 KB limit a 50,000-word paste would get a bare 413; up to 1 MB it reaches
// the answer's own check, which says how long an answer may be.
const answerBodyLimit = bodyLimitOf(
  1024 * 1024,
  `That answer is far too long: an answer can be at most ${MAX_ANSWER_WORDS.toLocaleString("en-GB")} words. Your earlier answers are kept.`,
);
// A spoken answer to transcribe: the recording (at most MAX_AUDIO_BYTES) in a multipart form.
const transcribeBodyLimit = bodyLimitOf(
  MAX_AUDIO_BYTES + 64 * 1024,
  "A recording can be at most 25 MB. Use your browser's transcript or type your answer instead.",
  "upload_too_large",
);

export const interviewRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/options", async (c) => {
    const { db, config } = c.get("deps");
    return c.json(await interviewOptions(db, config, await memberPlan(db, requireUser(c).id)));
  })
  .get("/history", validate("query", pageQuerySchema), async (c) => {
    const { db } = c.get("deps");
    return c.json(await interviewHistory(db, await memberPlan(db, requireUser(c).id), c.req.valid("query")));
  })
  .post("/sessions", validate("json", interviewCreateSchema), async (c) => {
    const { db } = c.get("deps");
    const member = await memberPlan(db, requireUser(c).id);
    return c.json(await createSession(db, member, c.req.valid("json")), 201);
  })
  .get("/sessions/:sessionId", oneSession, async (c) => {
    const { sessionId } = c.req.valid("param");
    return c.json(await sessionView(c.get("deps").db, requireUser(c).id, sessionId));
  })
  .post(
    "/sessions/:sessionId/answers",
    answerBodyLimit,
    oneSession,
    validate("json", answerSubmitSchema),
    async (c) => {
      const deps = c.get("deps");
      const member = await memberPlan(deps.db, requireUser(c).id);
      return c.json(
        await submitAnswer(deps, member, c.req.valid("param").sessionId, c.req.valid("json")),
        201,
      );
    },
  )
  .post("/sessions/:sessionId/complete", oneSession, async (c) => {
    const { sessionId } = c.req.valid("param");
    return c.json(await completeSession(c.get("deps").db, requireUser(c).id, sessionId));
  })
  .post("/transcribe", transcribeBodyLimit, async (c) => {
    const { config, logger } = c.get("deps");
    requireUser(c);
    const recording = await readRecording(c);
    return c.json(await transcribe(config.ai, logger, recording));
  });

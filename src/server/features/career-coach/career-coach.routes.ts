import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { coachQuestionSchema, planTickSchema } from "../../../shared/schemas/career-coach";
import { type AppEnv, requireUser, signedIn } from "../../http/context";
import { validate } from "../../http/validate";
import { askCoach, type CoachEvent, chatHistory, deleteHistory } from "./chat/chat.service";
import { setTick, weekPlan } from "./plan/plan.service";

// The career coach (spec 000 §2.10 /app/career-coach): this week's plan, built on every read from the
// member's own data, with ticks kept per week; and the chat with the coach. A question is answered as
// server-sent events when the client asks for them (Accept: text/event-stream), so a model's answer
// shows as it is written, and otherwise as one JSON body once the answer is complete.

export const careerCoachRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/plan", async (c) => c.json(await weekPlan(c.get("deps").db, requireUser(c).id)))
  .put("/plan/ticks", validate("json", planTickSchema), async (c) =>
    c.json(await setTick(c.get("deps").db, requireUser(c).id, c.req.valid("json"))),
  )
  .get("/messages", async (c) => c.json(await chatHistory(c.get("deps"), requireUser(c).id)))
  .post("/messages", validate("json", coachQuestionSchema), async (c) => {
    const deps = c.get("deps");
    const asked = await askCoach(deps, requireUser(c).id, c.req.valid("json").question);
    if (c.req.header("accept")?.includes("text/event-stream")) {
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, async (stream) => {
        try {
          for await (const event of asked.events) {
            const { type, ...data } = event;
            await stream.writeSSE({ event: type, data: JSON.stringify(data) });
          }
        } catch (error) {
          deps.logger.error({ err: error, requestId: c.get("requestId") }, "coach answer failed");
          await stream.writeSSE({
            event: "error",
            data: JSON.stringify({
              message: `The coach could not answer. Your question is saved; ask again in a moment, and if it keeps happening contact support quoting ${c.get("requestId")}.`,
            }),
          });
        }
      });
    }
    let done: Extract<CoachEvent, { type: "done" }> | undefined;
    for await (const event of asked.events) if (event.type === "done") done = event;
    if (!done) throw new Error("the coach's answer ended without a result");
    return c.json({ question: done.question, answer: done.answer }, 201);
  })
  .delete("/messages", async (c) => c.json(await deleteHistory(c.get("deps").db, requireUser(c).id)));

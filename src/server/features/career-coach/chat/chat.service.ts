import { and, asc, desc, eq, sql } from "drizzle-orm";
import { COACH_QUESTIONS_PER_DAY } from "../../../../shared/schemas/career-coach";
import { aiProvider } from "../../../ai/ai-provider";
import type { Db, DbOrTx } from "../../../db/client";
import { type CoachLink, coachConversations, coachMessages, firms } from "../../../db/schema";
import type { Deps } from "../../../http/context";
import { HttpError } from "../../../http/errors";
import { consume } from "../../../http/rate-limit";
import { storableText } from "../../../http/text-guard";
import { retrieve } from "../knowledge/retrieval";
import { clockAt } from "../plan/clock";
import { builtinAnswer } from "./builtin-coach";
import { contextText, memberContext } from "./member-context";
import { coachTurns, HISTORY_TURNS } from "./model-coach";

// The chat with the coach: one conversation per member, every question and answer kept until the
// member deletes the history. A question is counted against the daily limit and stored first; the
// answer comes from the configured model, streamed, or from the built-in coach, which also answers
// (and says so) when the model fails.

export const BUILTIN_ENGINE = "builtin";
export const MODEL_FAILED_NOTICE =
  "The AI model could not answer just now, so the built-in coach answered instead.";
const QUESTION_RULE = { name: "coach:questions", windowSeconds: 24 * 60 * 60, max: COACH_QUESTIONS_PER_DAY };
const MAX_HISTORY = 200;

type MessageRow = typeof coachMessages.$inferSelect;

export function messageView(row: MessageRow) {
  const model = row.engine?.startsWith("openai:") ? row.engine.slice("openai:".length) : null;
  return {
    id: row.id,
    role: row.role as "member" | "coach",
    content: row.content,
    engine: row.role === "member" ? null : model ? ("model" as const) : ("builtin" as const),
    by: row.role === "member" ? "You" : model ? "AI coach" : "Built-in coach",
    model,
    notice: row.notice,
    links: row.links,
    createdAt: row.createdAt.toISOString(),
  };
}
export type MessageView = ReturnType<typeof messageView>;

export type CoachEvent =
  | { type: "start"; engine: "builtin" | "model"; by: string; model: string | null; notice: string | null }
  | { type: "delta"; text: string }
  | { type: "restart"; notice: string }
  | { type: "done"; question: MessageView; answer: MessageView };

export async function chatHistory(deps: Pick<Deps, "db" | "config">, userId: string) {
  const rows = await deps.db
    .select({ message: coachMessages })
    .from(coachMessages)
    .where(eq(coachMessages.userId, userId))
    .orderBy(desc(coachMessages.createdAt), asc(coachMessages.role))
    .limit(MAX_HISTORY);
  const ai = deps.config.ai;
  return {
    messages: rows.reverse().map((row) => messageView(row.message)),
    coach: ai
      ? { engine: "model" as const, by: "AI coach", model: ai.model }
      : { engine: "builtin" as const, by: "Built-in coach", model: null },
  };
}

export async function deleteHistory(db: DbOrTx, userId: string) {
  const deleted = await db
    .delete(coachMessages)
    .where(eq(coachMessages.userId, userId))
    .returning({ id: coachMessages.id });
  await db.delete(coachConversations).where(eq(coachConversations.userId, userId));
  return { deleted: deleted.length };
}

function hoursUntil(seconds: number): string {
  if (seconds < 60 * 60) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  }
  const hours = Math.ceil(seconds / 3600);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

async function countQuestion(db: Db, userId: string) {
  const { allowed, retryAfter } = await consume(db, userId, QUESTION_RULE);
  if (!allowed) {
    throw new HttpError(
      429,
      "rate_limited",
      `You have asked the coach ${COACH_QUESTIONS_PER_DAY} questions in the last 24 hours, the daily limit. You can ask again in ${hoursUntil(retryAfter)}; your plan and history are still here.`,
      undefined,
      { "Retry-After": String(retryAfter) },
    );
  }
}

async function conversationOf(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .insert(coachConversations)
    .values({ userId })
    .onConflictDoUpdate({ target: coachConversations.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: coachConversations.id });
  if (!row) throw new Error("conversation upsert returned no row");
  return row.id;
}

async function store(
  db: DbOrTx,
  values: { conversationId: string; userId: string; role: "member" | "coach"; content: string } & Partial<{
    engine: string;
    notice: string | null;
    links: CoachLink[];
  }>,
) {
  const [row] = await db.insert(coachMessages).values(values).returning();
  if (!row) throw new Error("message insert returned no row");
  return row;
}

/**
 * Counts and stores the question, then gives the answer as events. Everything that can refuse the
 * question (the daily limit) happens before this returns, so the route can still answer with an error
 * status; after that the answer always arrives, from the model or the built-in coach.
 */
export async function askCoach(
  deps: Pick<Deps, "db" | "config" | "logger">,
  userId: string,
  question: string,
) {
  const { db, config, logger } = deps;
  await countQuestion(db, userId);
  // The member's context (the plan's reads) and the firms' names do not depend on the conversation, so
  // they are read beside it rather than after it; the history is read before the question is stored.
  const [context, knownFirms, { conversationId, history, asked }] = await Promise.all([
    memberContext(db, userId, clockAt(new Date())),
    db
      .select({ name: firms.name })
      .from(firms)
      .orderBy(asc(firms.name))
      .then((rows) => rows.map((f) => f.name)),
    (async () => {
      const conversationId = await conversationOf(db, userId);
      const history = await db
        .select({ role: coachMessages.role, content: coachMessages.content })
        .from(coachMessages)
        .where(and(eq(coachMessages.userId, userId), eq(coachMessages.conversationId, conversationId)))
        .orderBy(desc(coachMessages.createdAt))
        .limit(HISTORY_TURNS);
      const asked = await store(db, { conversationId, userId, role: "member", content: question });
      return { conversationId, history, asked };
    })(),
  ]);

  async function* events(): AsyncGenerator<CoachEvent, void, undefined> {
    const builtin = () => builtinAnswer(question, context, knownFirms);
    let answer: { content: string; engine: string; notice: string | null; links: CoachLink[] };
    const ai = aiProvider(config, logger);
    if (ai.model) {
      const engine = ai.id;
      const model = ai.model;
      let text = "";
      let started = false;
      try {
        const turns = coachTurns({
          question,
          history: history.reverse(),
          context: contextText(context),
          guides: retrieve(question).map((g) => g.entry),
        });
        for await (const piece of ai.stream(turns)) {
          if (!started) {
            started = true;
            yield { type: "start", engine: "model", by: "AI coach", model, notice: null };
          }
          text += piece;
          yield { type: "delta", text: piece };
        }
        answer = { content: storableText(text).trim(), engine, notice: null, links: [] };
      } catch (error) {
        logger.warn(
          {
            provider: engine,
            task: "careerCoach",
            err: error instanceof Error ? error.message : String(error),
          },
          "AI provider failed; using the built-in coach",
        );
        const fallback = builtin();
        if (started) yield { type: "restart", notice: MODEL_FAILED_NOTICE };
        else
          yield {
            type: "start",
            engine: "builtin",
            by: "Built-in coach",
            model: null,
            notice: MODEL_FAILED_NOTICE,
          };
        yield { type: "delta", text: fallback.content };
        answer = { ...fallback, engine: BUILTIN_ENGINE, notice: MODEL_FAILED_NOTICE };
      }
    } else {
      const made = builtin();
      yield { type: "start", engine: "builtin", by: "Built-in coach", model: null, notice: null };
      yield { type: "delta", text: made.content };
      answer = { ...made, engine: BUILTIN_ENGINE, notice: null };
    }
    const stored = await store(db, { conversationId, userId, role: "coach", ...answer });
    yield { type: "done", question: messageView(asked), answer: messageView(stored) };
  }
  return { question: messageView(asked), events: events() };
}

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_OPENAI_KEY, type FakeOpenAi, startFakeOpenAi } from "../../../../tests/support/fake-openai";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { COACH_QUESTIONS_PER_DAY } from "../../../shared/schemas/career-coach";
import { createSseReader, type ServerSentEvent } from "../../../shared/sse";
import { ukDayOf } from "../../../shared/uk-time";
import { BUILTIN_INTRO } from "./chat/builtin-coach";
import { type MessageView, MODEL_FAILED_NOTICE } from "./chat/chat.service";
import { addDays } from "./plan/clock";

// Ask the coach through the API: the built-in coach (no model configured) and a model served in the
// OpenAI wire format (a local fake), streamed as server-sent events or answered as JSON; the model
// sees only the asking member's data; when it fails the built-in coach answers and says so. History
// is kept per member and can be deleted; questions are validated and limited per day.

type Answer = { question: MessageView; answer: MessageView };

async function track(t: TestApp, who: SignedIn, firm: string, role: string, days: number) {
  const response = await t.request("/api/tracker/applications", {
    cookie: who.cookie,
    json: { firm_name: firm, role_title: role, deadline: addDays(ukDayOf(new Date()), days) },
  });
  expect(response.status).toBe(201);
}

function ask(t: TestApp, who: SignedIn, question: string, stream = false) {
  return t.request("/api/career-coach/messages", {
    cookie: who.cookie,
    json: { question },
    headers: stream ? { accept: "text/event-stream" } : {},
  });
}

async function events(response: Response): Promise<{ event: string; data: Record<string, unknown> }[]> {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = createSseReader();
  const decoder = new TextDecoder();
  const all: ServerSentEvent[] = [];
  const body = response.body?.getReader();
  if (!body) throw new Error("no body");
  for (;;) {
    const { value, done } = await body.read();
    if (done) break;
    all.push(...reader.push(decoder.decode(value, { stream: true })));
  }
  all.push(...reader.end());
  return all.map((e) => ({ event: e.event, data: JSON.parse(e.data) }));
}

describe("asking the built-in coach", () => {
  let t: TestApp;
  let member: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    await track(t, member, "Goldman Sachs", "Summer Analyst", 3);
  });
  afterAll(() => t?.dispose());

  test("it says it is the built-in coach, and what it answers depends on the question", async () => {
    const lbo = await ask(t, member, "What is an LBO and how do PE firms make money from one?");
    expect(lbo.status).toBe(201);
    const first = (await lbo.json()) as Answer;
    expect(first.question).toMatchObject({
      role: "member",
      by: "You",
      content: expect.stringContaining("LBO"),
    });
    expect(first.answer).toMatchObject({
      role: "coach",
      engine: "builtin",
      by: "Built-in coach",
      notice: null,
    });
    expect(first.answer.content.startsWith(BUILTIN_INTRO)).toBe(true);
    expect(first.answer.content).toContain("Leveraged buyouts (LBOs)");

    const networking = (await (
      await ask(t, member, "How do I message alumni on LinkedIn?")
    ).json()) as Answer;
    expect(networking.answer.content).toContain("Reaching out to people in the industry");
    expect(networking.answer.content).not.toContain("Leveraged buyouts");

    const next = (await (await ask(t, member, "What should I do next?")).json()) as Answer;
    expect(next.answer.content).toContain("Apply to Goldman Sachs Summer Analyst — closes in 3 days");
    expect(next.answer.links.some((l) => l.href.startsWith("/app/tracker/"))).toBe(true);
  });

  test("streamed, the answer comes as start, text and done events, and is kept in the history", async () => {
    const got = await events(await ask(t, member, "Any tips for a superday?", true));
    expect(got.map((e) => e.event)).toEqual(["start", "delta", "done"]);
    expect(got[0]?.data).toMatchObject({ engine: "builtin", by: "Built-in coach" });
    expect(got[1]?.data.text).toContain("Superdays and assessment centres");
    const done = got[2]?.data as Answer;
    expect(done.answer.content).toBe(got[1]?.data.text);

    const history = await (await t.request("/api/career-coach/messages", { cookie: member.cookie })).json();
    expect(history.coach).toEqual({ engine: "builtin", by: "Built-in coach", model: null });
    const contents = (history.messages as MessageView[]).map((m) => `${m.role}: ${m.content.slice(0, 40)}`);
    expect(contents.at(-2)).toBe("member: Any tips for a superday?");
    expect(contents.at(-1)).toBe(`coach: ${BUILTIN_INTRO.slice(0, 40)}`);
    expect(contents.filter((c) => c.startsWith("member:"))).toHaveLength(4);
  });

  test("questions are validated: not empty, at most 2,000 characters", async () => {
    const empty = await ask(t, member, "   \n ");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe("Type a question for the coach first.");
    const long = await ask(t, member, "a".repeat(2001));
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toContain("at most 2,000 characters");
    const extra = await t.request("/api/career-coach/messages", {
      cookie: member.cookie,
      json: { question: "Hi", userId: "someone-else" },
    });
    expect(extra.status).toBe(400);
  });

  test("a member gets 50 questions a day, then a 429 that says when to ask again", async () => {
    const busy = await t.signUp();
    await t.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`coach:questions:${busy.user.id}`}, ${COACH_QUESTIONS_PER_DAY - 1}, now() + interval '5 hours')`,
    );
    expect((await ask(t, busy, "What is a DCF?")).status).toBe(201);
    const refused = await ask(t, busy, "And a WACC?");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await refused.json()).error.message).toBe(
      "You have asked the coach 50 questions in the last 24 hours, the daily limit. You can ask again in 5 hours; your plan and history are still here.",
    );
    const history = await (await t.request("/api/career-coach/messages", { cookie: busy.cookie })).json();
    expect(history.messages).toHaveLength(2);
  });

  test("history is the member's own; deleting it removes it all and leaves others' alone; the export holds it", async () => {
    const other = await t.signUp();
    await ask(t, other, "How do I write a cover letter?");
    const mine = await (await t.request("/api/career-coach/messages", { cookie: member.cookie })).json();
    expect(JSON.stringify(mine)).not.toContain("cover letter?");

    const exported = await (await t.request("/api/profile/export", { cookie: member.cookie })).json();
    expect(exported.coach_messages.length).toBe(mine.messages.length);
    expect(exported).toHaveProperty("coach_plan_ticks");

    const deleted = await t.request("/api/career-coach/messages", {
      method: "DELETE",
      cookie: member.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: mine.messages.length });
    const after = await (await t.request("/api/career-coach/messages", { cookie: member.cookie })).json();
    expect(after.messages).toEqual([]);
    const theirs = await (await t.request("/api/career-coach/messages", { cookie: other.cookie })).json();
    expect(theirs.messages).toHaveLength(2);
  });
});

describe("asking a model served in the OpenAI wire format", () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;
  const REPLY =
    "Start with your Goldman Sachs Summer Analyst application: it closes in 4 days. Then practise two STAR stories with numbers.";
  beforeAll(async () => {
    fake = await startFakeOpenAi(REPLY);
    t = await createTestApp({ env: { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_OPENAI_KEY } });
    member = await t.signUp();
    other = await t.signUp();
    await track(t, member, "Goldman Sachs", "Summer Analyst", 4);
    await track(t, member, "Rothschild & Co", "Spring Week", 9);
    await track(t, other, "Jefferies", "Off-cycle Analyst", 2);
  });
  afterAll(async () => {
    await t?.dispose();
    await fake?.close();
  });

  test("the answer streams in pieces, and the model saw only this member's data", async () => {
    fake.mode = "ok";
    fake.calls.length = 0;
    const got = await events(await ask(t, member, "What should I focus on this week?", true));
    expect(got[0]).toEqual({
      event: "start",
      data: { engine: "model", by: "AI coach", model: "gpt-4o-mini", notice: null },
    });
    const deltas = got.filter((e) => e.event === "delta").map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(REPLY);
    const done = got.at(-1);
    expect(done?.event).toBe("done");
    expect((done?.data as Answer | undefined)?.answer).toMatchObject({
      engine: "model",
      by: "AI coach",
      model: "gpt-4o-mini",
      content: REPLY,
      notice: null,
    });

    const body = fake.calls.at(-1)?.body;
    expect(body?.stream).toBe(true);
    expect(body?.model).toBe("gpt-4o-mini");
    const sent = JSON.stringify(body?.messages);
    expect(sent).toContain("Goldman Sachs Summer Analyst");
    expect(sent).toContain("Rothschild & Co Spring Week");
    expect(sent).toContain("What should I focus on this week?");
    expect(sent).not.toContain("Jefferies");
    expect(body?.messages?.[0]?.role).toBe("system");
  });

  test("a follow-up carries the earlier turns; the other member's model call carries none of them", async () => {
    fake.mode = "ok";
    const answered = await ask(t, member, "And after that?");
    expect(answered.status).toBe(201);
    expect(((await answered.json()) as Answer).answer.content).toBe(REPLY);
    const turns = fake.calls.at(-1)?.body.messages ?? [];
    expect(turns.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(turns[1]?.content).toBe("What should I focus on this week?");

    await ask(t, other, "What should I do next?");
    const theirs = JSON.stringify(fake.calls.at(-1)?.body.messages);
    expect(theirs).toContain("Jefferies");
    expect(theirs).not.toContain("Goldman");
    expect(theirs).not.toContain("focus on this week");
  });

  test("when the model errors, the built-in coach answers and says why", async () => {
    fake.mode = "server-error";
    const got = await events(await ask(t, member, "What is a DCF?", true));
    expect(got.map((e) => e.event)).toEqual(["start", "delta", "done"]);
    expect(got[0]?.data).toMatchObject({
      engine: "builtin",
      by: "Built-in coach",
      notice: MODEL_FAILED_NOTICE,
    });
    const answer = (got[2]?.data as Answer | undefined)?.answer;
    expect(answer).toMatchObject({ engine: "builtin", notice: MODEL_FAILED_NOTICE });
    expect(answer?.content.startsWith(BUILTIN_INTRO)).toBe(true);
    expect(answer?.content).toContain("Walk me through a DCF");
  });

  test("when the stream breaks mid-answer, the text so far is dropped and the built-in coach answers", async () => {
    fake.mode = "stream-breaks";
    const got = await events(await ask(t, member, "How do I answer why this bank?", true));
    const kinds = got.map((e) => e.event);
    expect(kinds[0]).toBe("start");
    expect(got[0]?.data.engine).toBe("model");
    expect(kinds).toContain("restart");
    expect(got[kinds.indexOf("restart")]?.data).toEqual({ notice: MODEL_FAILED_NOTICE });
    const answer = (got.at(-1)?.data as Answer | undefined)?.answer;
    expect(answer).toMatchObject({ engine: "builtin", by: "Built-in coach", notice: MODEL_FAILED_NOTICE });
    expect(answer?.content).toContain("why this bank");
    fake.mode = "ok";
  });
});

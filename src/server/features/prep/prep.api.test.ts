import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { PREP_MESSAGES, QUESTIONS_PAGE_SIZE, STORY_LIMITS } from "../../../shared/schemas/prep";
import { prepStories } from "../../db/schema";
import type { searchQuestions } from "./question-search";
import type { listStories, storyDetail } from "./stories.service";

// The prep hub through the API: searching the question bank interview practice asks from, and the story
// bank, owner-only, with its validation and its cap.

type Search = ReturnType<typeof searchQuestions>;
type Stories = Awaited<ReturnType<typeof listStories>>;
type OneStory = Awaited<ReturnType<typeof storyDetail>>;

const STORY = {
  title: "Rebuilding the investment society",
  situation: "Membership of the university investment society fell by a third in one year.",
  task: "As treasurer I had to rebuild attendance before the spring term.",
  action: "I surveyed 120 students and redesigned the programme around beginner workshops.",
  result: "Membership grew from 80 to 150 in one term and sponsorship rose by 40%.",
  competencies: ["leadership", "Commercial awareness"],
  tags: "society, turnaround",
  usedIn: "Northbank first round",
};

async function body<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json() as Promise<T>;
}

describe("prep hub", () => {
  let t: TestApp;
  let member: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t?.dispose());

  const search = (query: string, who = member) =>
    t.request(`/api/prep/questions${query}`, { cookie: who.cookie });
  const stories = (who: SignedIn) => t.request("/api/prep/stories", { cookie: who.cookie });
  const create = (who: SignedIn, json: unknown) =>
    t.request("/api/prep/stories", { json, cookie: who.cookie });
  const story = (id: string, who: SignedIn, method = "GET", json?: unknown) =>
    t.request(`/api/prep/stories/${id}`, { method, json, cookie: who.cookie });
  const rowsOf = (who: SignedIn) =>
    t.db.select().from(prepStories).where(eq(prepStories.userId, who.user.id));

  describe("question bank", () => {
    test("finds EBITDA questions by the words of the question and its key points, in any case", async () => {
      const found = await body<Search>(await search("?q=ebitda"));
      expect(found.total).toBeGreaterThan(3);
      for (const q of found.questions) {
        expect(`${q.question} ${q.keyPoints.join(" ")}`.toLowerCase()).toContain("ebitda");
      }
      const first = found.questions[0];
      // The question that names EBITDA comes before those that only cover it in a key point.
      expect(first?.question).toMatch(/EBITDA/);
      expect(first?.keyPoints.length).toBeGreaterThanOrEqual(3);
      expect(first?.outline.length).toBeGreaterThanOrEqual(3);
    });

    test("a DCF search returns the DCF walk-through with its strong-answer outline", async () => {
      const found = await body<Search>(await search("?q=DCF"));
      const dcf = found.questions.find((q) => q.question === "Walk me through a DCF.");
      expect(dcf).toMatchObject({ category: "valuation", difficulty: 1 });
      expect(dcf?.keyPoints).toContain("Discount cash flows and terminal value at the WACC");
      expect(dcf?.outline.join(" ")).toMatch(/enterprise value/i);
    });

    test("every word must match, at the start of a word", async () => {
      const both = await body<Search>(await search("?q=terminal%20value%20WACC"));
      expect(both.total).toBeGreaterThan(0);
      for (const q of both.questions) {
        const text = `${q.question} ${q.keyPoints.join(" ")}`.toLowerCase();
        expect(text).toMatch(/terminal/);
        expect(text).toMatch(/wacc/);
      }
      const none = await body<Search>(await search("?q=DCF%20xylophone"));
      expect(none).toMatchObject({ total: 0, questions: [], pages: 1 });
      // "ev" is a word of its own, not the start of "every" or the middle of "level".
      const ev = await body<Search>(await search("?q=ev"));
      for (const q of ev.questions) {
        expect(`${q.question} ${q.keyPoints.join(" ")}`).toMatch(/(^|[^a-z])ev/i);
      }
    });

    test("the category filter keeps only that category, by value or by label", async () => {
      const all = await body<Search>(await search(""));
      const markets = await body<Search>(await search("?category=markets"));
      expect(markets.total).toBeGreaterThan(10);
      expect(markets.total).toBeLessThan(all.total);
      expect(markets.questions.every((q) => q.category === "markets")).toBe(true);
      expect(all.categories.find((c) => c.value === "markets")?.count).toBe(markets.total);
      const byLabel = await body<Search>(await search("?category=Brainteasers&q=clock"));
      expect(byLabel.questions.every((q) => q.category === "brainteaser")).toBe(true);
      const ebitdaInValuation = await body<Search>(await search("?q=EBITDA&category=valuation"));
      expect(ebitdaInValuation.questions.every((q) => q.category === "valuation")).toBe(true);
      expect(ebitdaInValuation.total).toBeLessThan((await body<Search>(await search("?q=EBITDA"))).total);
    });

    test("pages of twenty with the total; pages past the end are empty", async () => {
      const first = await body<Search>(await search(""));
      expect(first.pageSize).toBe(QUESTIONS_PAGE_SIZE);
      expect(first.total).toBeGreaterThan(100);
      expect(first.questions).toHaveLength(QUESTIONS_PAGE_SIZE);
      expect(first.pages).toBe(Math.ceil(first.total / QUESTIONS_PAGE_SIZE));
      const second = await body<Search>(await search("?page=2"));
      expect(second.page).toBe(2);
      const firstIds = new Set(first.questions.map((q) => q.id));
      expect(second.questions.some((q) => firstIds.has(q.id))).toBe(false);
      const last = await body<Search>(await search(`?page=${first.pages}`));
      expect(last.questions).toHaveLength(first.total - (first.pages - 1) * QUESTIONS_PAGE_SIZE);
      const beyond = await body<Search>(await search(`?page=${first.pages + 1}`));
      expect(beyond.questions).toEqual([]);
    });

    test("bad search input is a 400 that says what to change", async () => {
      for (const [query, field, message] of [
        ["?category=lbo", "category", PREP_MESSAGES.category],
        ["?page=0", "page", PREP_MESSAGES.page],
        ["?page=two", "page", PREP_MESSAGES.page],
        [`?q=${"a".repeat(201)}`, "q", PREP_MESSAGES.search],
      ] as const) {
        const response = await search(query);
        expect(response.status, query).toBe(400);
        expect((await response.json()).error.fields[field], query).toBe(message);
      }
    });
  });

  describe("story bank", () => {
    test("add, list, read, edit and delete a story", async () => {
      const me = await t.signUp();
      const created = await body<OneStory>(await create(me, STORY), 201);
      expect(created.story).toMatchObject({
        title: STORY.title,
        situation: STORY.situation,
        result: STORY.result,
        competencies: ["leadership", "commercial-awareness"],
        tags: ["society", "turnaround"],
        usedIn: "Northbank first round",
      });
      const id = created.story.id;

      const listed = await body<Stories>(await stories(me));
      expect(listed.stories.map((s) => s.id)).toEqual([id]);
      expect(listed.limit).toEqual({ used: 1, max: STORY_LIMITS.stories });
      expect((await body<OneStory>(await story(id, me))).story.title).toBe(STORY.title);

      const edited = await body<OneStory>(
        await story(id, me, "PATCH", {
          title: "  Turning the society   around ",
          competencies: ["teamwork"],
        }),
      );
      expect(edited.story).toMatchObject({
        title: "Turning the society around",
        competencies: ["teamwork"],
        situation: STORY.situation,
      });
      expect(Date.parse(edited.story.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.story.updatedAt));

      // Only a title is needed to start a story; the STAR parts can come later.
      const draft = await body<OneStory>(await create(me, { title: "Hackathon idea" }), 201);
      expect(draft.story).toMatchObject({ situation: "", competencies: [], tags: [], usedIn: "" });
      const newestFirst = await body<Stories>(await stories(me));
      expect(newestFirst.stories.map((s) => s.id)).toEqual([draft.story.id, id]);

      expect(await body(await story(id, me, "DELETE"))).toEqual({ ok: true });
      expect((await story(id, me)).status).toBe(404);
      expect((await story(id, me, "DELETE")).status).toBe(404);
      expect((await rowsOf(me)).map((r) => r.id)).toEqual([draft.story.id]);
    });

    test("invalid stories are refused with a message per field, and nothing is stored", async () => {
      const me = await t.signUp();
      const cases: [unknown, string, string][] = [
        [{ ...STORY, title: "   " }, "title", PREP_MESSAGES.title],
        [{ ...STORY, title: "x".repeat(121) }, "title", PREP_MESSAGES.titleTooLong],
        [{ ...STORY, action: "x".repeat(2_001) }, "action", PREP_MESSAGES.partTooLong("action")],
        [{ ...STORY, result: "x".repeat(2_001) }, "result", PREP_MESSAGES.partTooLong("result")],
        [{ ...STORY, competencies: ["charisma"] }, "competencies.0", PREP_MESSAGES.competency],
        [
          { ...STORY, tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) },
          "tags",
          PREP_MESSAGES.tooManyTags,
        ],
        [{ ...STORY, tags: ["x".repeat(41)] }, "tags.0", PREP_MESSAGES.tagTooLong],
        [{ ...STORY, usedIn: "x".repeat(501) }, "usedIn", PREP_MESSAGES.usedInTooLong],
        [{ ...STORY, owner: "someone-else" }, "owner", "This field is not accepted."],
      ];
      for (const [json, field, message] of cases) {
        const response = await create(me, json);
        expect(response.status, field).toBe(400);
        const { error } = await response.json();
        expect(error.code, field).toBe("validation_failed");
        expect(error.fields[field], field).toBe(message);
      }
      // A title of exactly 120 characters and STAR parts of exactly 2,000 are accepted.
      const longest = { ...STORY, title: "t".repeat(120), situation: "s".repeat(2_000) };
      expect((await create(me, longest)).status).toBe(201);
      const [saved] = await rowsOf(me);
      const unchanged = JSON.stringify(saved);
      const edits: [unknown, string, string][] = [
        [{}, "_", PREP_MESSAGES.nothingToChange],
        [{ title: "" }, "title", PREP_MESSAGES.title],
        [{ task: "x".repeat(2_001) }, "task", PREP_MESSAGES.partTooLong("task")],
      ];
      for (const [json, field, message] of edits) {
        const response = await story(saved?.id ?? "", me, "PATCH", json);
        expect(response.status, field).toBe(400);
        expect((await response.json()).error.fields[field], field).toBe(message);
      }
      expect(JSON.stringify(await rowsOf(me))).toBe(JSON.stringify([JSON.parse(unchanged)]));
      expect((await story("not-a-story", me)).status).toBe(400);
    });

    test("another member's story answers 404 to read, edit and delete, and stays as it was", async () => {
      const created = await body<OneStory>(await create(member, STORY), 201);
      const id = created.story.id;
      const before = await rowsOf(member);
      for (const [method, json] of [
        ["GET", undefined],
        ["PATCH", { title: "Taken over" }],
        ["DELETE", undefined],
      ] as const) {
        const response = await story(id, other, method, json);
        expect(response.status, method).toBe(404);
        expect((await response.json()).error.message).toBe(PREP_MESSAGES.noStory);
      }
      expect(await rowsOf(member)).toEqual(before);
      expect((await body<Stories>(await stories(other))).stories).toEqual([]);
      // An id that was never a story reads the same as someone else's.
      expect((await story(crypto.randomUUID(), member)).status).toBe(404);
    });

    test(`a member keeps at most ${STORY_LIMITS.stories} stories; deleting one makes room`, async () => {
      const me = await t.signUp();
      await t.db.insert(prepStories).values(
        Array.from({ length: STORY_LIMITS.stories - 1 }, (_, i) => ({
          userId: me.user.id,
          title: `Story ${i}`,
        })),
      );
      const last = await body<OneStory>(await create(me, STORY), 201);
      const refused = await create(me, { title: "One too many" });
      expect(refused.status).toBe(409);
      expect((await refused.json()).error).toMatchObject({
        code: "story_limit_reached",
        message: PREP_MESSAGES.storyLimit,
      });
      expect(await rowsOf(me)).toHaveLength(STORY_LIMITS.stories);
      // Another member's bank is their own.
      expect((await create(other, { title: "Mine" })).status).toBe(201);
      await body(await story(last.story.id, me, "DELETE"));
      expect((await create(me, { title: "Now there is room" })).status).toBe(201);
    });

    test("the data export carries the story bank", async () => {
      const me = await t.signUp();
      await body(await create(me, STORY), 201);
      const exported = await body<{ prep_stories: { title: string; action: string }[] }>(
        await t.request("/api/profile/export", { cookie: me.cookie }),
      );
      expect(exported.prep_stories).toMatchObject([{ title: STORY.title, action: STORY.action }]);
    });
  });
});

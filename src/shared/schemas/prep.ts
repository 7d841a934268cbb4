import { z } from "zod";
import { QUESTION_CATEGORIES, type QuestionCategory } from "../interview";

// The prep hub: searching the question bank, and the member's story bank (STAR stories kept to reuse in
// interviews). The same schemas validate on the server and in the story form.

/** The bank's categories as the filter names them, in the order the filter lists them. */
export const PREP_CATEGORIES: readonly { value: QuestionCategory; label: string }[] = [
  { value: "accounting", label: "Accounting" },
  { value: "valuation", label: "Valuation" },
  { value: "markets", label: "Markets" },
  { value: "behavioural", label: "Behavioural" },
  { value: "motivational", label: "Motivational" },
  { value: "brainteaser", label: "Brainteasers" },
];
export const categoryLabel = (category: string) =>
  PREP_CATEGORIES.find((c) => c.value === category)?.label ?? category;

export const QUESTIONS_PAGE_SIZE = 20;
export const QUESTION_SEARCH_MAX = 200;
/** Far past the bank's last page; anything larger is not a page a person asked for. */
const QUESTION_PAGE_MAX = 1_000;

export const STORY_LIMITS = {
  /** Stories one member may keep: a long career's worth, and a bound on what one account stores. */
  stories: 100,
  title: 120,
  part: 2_000,
  usedIn: 500,
  tags: 10,
  tag: 40,
} as const;

/** Competencies graduate schemes assess; a story can also carry free tags of the member's own. */
export const STORY_COMPETENCIES = [
  { value: "leadership", label: "Leadership" },
  { value: "teamwork", label: "Teamwork" },
  { value: "resilience", label: "Resilience" },
  { value: "problem-solving", label: "Problem solving" },
  { value: "communication", label: "Communication" },
  { value: "commercial-awareness", label: "Commercial awareness" },
  { value: "attention-to-detail", label: "Attention to detail" },
  { value: "initiative", label: "Initiative" },
] as const;
export type StoryCompetency = (typeof STORY_COMPETENCIES)[number]["value"];
const COMPETENCY_VALUES = STORY_COMPETENCIES.map((c) => c.value) as [StoryCompetency, ...StoryCompetency[]];
export const competencyLabel = (value: string) =>
  STORY_COMPETENCIES.find((c) => c.value === value)?.label ?? value;

const n = (value: number) => value.toLocaleString("en-GB");
export const PREP_MESSAGES = {
  category: `Choose a category: ${PREP_CATEGORIES.map((c) => c.label).join(", ")}.`,
  search: `Search with at most ${QUESTION_SEARCH_MAX} characters.`,
  page: "The page must be a whole number from 1.",
  title: "Give the story a title.",
  titleTooLong: `The title can be at most ${STORY_LIMITS.title} characters.`,
  partTooLong: (part: string) => `The ${part} can be at most ${n(STORY_LIMITS.part)} characters.`,
  competency: `Choose competencies from the list: ${STORY_COMPETENCIES.map((c) => c.label).join(", ")}.`,
  tags: "Give tags as a list of words, or one line with commas between them.",
  tooManyTags: `A story can have at most ${STORY_LIMITS.tags} tags.`,
  tagTooLong: `Each tag can be at most ${STORY_LIMITS.tag} characters.`,
  usedInTooLong: `The note can be at most ${STORY_LIMITS.usedIn} characters.`,
  nothingToChange: "Change at least one field of the story.",
  noStory: "There is no such story in your story bank.",
  storyLimit: `Your story bank is full: it keeps up to ${STORY_LIMITS.stories} stories. Delete one you no longer use, or merge two, to add another.`,
} as const;

/** GET /api/prep/questions: words to find (all of them), a category, and the page. */
export const questionSearchSchema = z.object({
  q: z.string().trim().max(QUESTION_SEARCH_MAX, PREP_MESSAGES.search).default(""),
  // The value ("brainteaser") or the label the filter shows ("Brainteasers"), in any case; empty is all.
  category: z
    .string(PREP_MESSAGES.category)
    .default("")
    .transform((v) => {
      const given = v.trim().toLowerCase();
      if (!given) return undefined;
      return (
        PREP_CATEGORIES.find((c) => c.value === given || c.label.toLowerCase() === given)?.value ?? given
      );
    })
    .pipe(z.enum(QUESTION_CATEGORIES, PREP_MESSAGES.category).optional()),
  // Read as text so that "two" gets the same message as 0 (a failed coercion reads as a missing field).
  page: z
    .string()
    .trim()
    .default("1")
    .refine((v) => /^\d{1,9}$/.test(v), PREP_MESSAGES.page)
    .transform(Number)
    .pipe(z.number().min(1, PREP_MESSAGES.page).max(QUESTION_PAGE_MAX, PREP_MESSAGES.page)),
});
export type QuestionSearchInput = z.input<typeof questionSearchSchema>;

const title = z
  .string(PREP_MESSAGES.title)
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, PREP_MESSAGES.title).max(STORY_LIMITS.title, PREP_MESSAGES.titleTooLong));
// Line breaks are kept: an Action often reads best as steps.
const part = (name: string) =>
  z.string(`Write the ${name} as text.`).trim().max(STORY_LIMITS.part, PREP_MESSAGES.partTooLong(name));

/**
 * Competencies by value; "Problem solving" and "problem_solving" are read as "problem-solving" too, so a
 * label typed by hand still counts. Each is kept once.
 */
const competencies = z
  .array(
    z
      .string(PREP_MESSAGES.competency)
      .transform((v) =>
        v
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, "-"),
      )
      .pipe(z.enum(COMPETENCY_VALUES, PREP_MESSAGES.competency)),
    PREP_MESSAGES.competency,
  )
  .max(STORY_COMPETENCIES.length, PREP_MESSAGES.competency)
  .transform((list) => [...new Set(list)]);

/** Free tags: a list, or one comma-separated line as the form sends it; blanks and repeats dropped. */
const tags = z
  .union([z.string(), z.array(z.string())], PREP_MESSAGES.tags)
  .transform((value) => {
    const list = (typeof value === "string" ? value.split(",") : value).map((tag) =>
      tag.replace(/\s+/g, " ").trim(),
    );
    const seen = new Set<string>();
    return list.filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  })
  .pipe(
    z
      .array(z.string().max(STORY_LIMITS.tag, PREP_MESSAGES.tagTooLong))
      .max(STORY_LIMITS.tags, PREP_MESSAGES.tooManyTags),
  );

const usedIn = z.string().trim().max(STORY_LIMITS.usedIn, PREP_MESSAGES.usedInTooLong);

const storyFields = {
  title,
  situation: part("situation"),
  task: part("task"),
  action: part("action"),
  result: part("result"),
  competencies,
  tags,
  /** Where the member has told it ("Goldman first round, March"), so they vary their stories. */
  usedIn,
};

/** Add a story: a title is required; the STAR parts may be drafted over time. */
export const storyCreateSchema = z.strictObject({
  ...storyFields,
  situation: storyFields.situation.default(""),
  task: storyFields.task.default(""),
  action: storyFields.action.default(""),
  result: storyFields.result.default(""),
  competencies: competencies.default([]),
  tags: tags.default([]),
  usedIn: usedIn.default(""),
});
export type StoryCreateInput = z.input<typeof storyCreateSchema>;

/** Edit a story: any of its fields, at least one. */
export const storyUpdateSchema = z
  .strictObject({
    title: title.optional(),
    situation: storyFields.situation.optional(),
    task: storyFields.task.optional(),
    action: storyFields.action.optional(),
    result: storyFields.result.optional(),
    competencies: competencies.optional(),
    tags: tags.optional(),
    usedIn: usedIn.optional(),
  })
  .refine((input) => Object.values(input).some((v) => v !== undefined), PREP_MESSAGES.nothingToChange);
export type StoryUpdateInput = z.input<typeof storyUpdateSchema>;

export const storyParamSchema = z.object({ storyId: z.uuid(PREP_MESSAGES.noStory) });

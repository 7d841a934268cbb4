import type { QuestionCategory } from "../../../shared/interview";
import { PREP_CATEGORIES, QUESTIONS_PAGE_SIZE } from "../../../shared/schemas/prep";
import { type BankQuestion, QUESTION_BANK } from "../../platform/question-bank/question-bank";

// The prep hub's question bank: the same questions interview practice asks, searched by the words of the
// question and of its key points. Every word must match, at the start of a word in either, so "val"
// finds valuation and "M&A" finds M&A, but "ev" does not find "every".

export type QuestionSearch = { q: string; category?: QuestionCategory; page: number };

type Indexed = { question: BankQuestion; text: string; all: string; order: number };

const normalise = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");
const CATEGORY_RANK = new Map(PREP_CATEGORIES.map((c, i) => [c.value, i]));

/** How many questions each category holds, for the filter. */
const CATEGORY_COUNTS = PREP_CATEGORIES.map((c) => ({
  ...c,
  count: QUESTION_BANK.filter((question) => question.category === c.value).length,
}));

const INDEX: readonly Indexed[] = QUESTION_BANK.map((question, order) => ({
  question,
  text: normalise(question.text),
  all: normalise([question.text, ...question.keyPoints].join("\n")),
  order,
}));

/** The query's words, without the punctuation around them ("DCF?" is "dcf"; "M&A" stays "m&a"). */
export function searchWords(q: string): string[] {
  return normalise(q)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, ""))
    .filter(Boolean);
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Matches the word where a word starts: after the start, a space or punctuation, not mid-word. */
const wordStart = (word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, "u");

export function searchQuestions({ q, category, page }: QuestionSearch) {
  const patterns = searchWords(q).map(wordStart);
  const matches = INDEX.filter(
    (entry) =>
      (!category || entry.question.category === category) && patterns.every((p) => p.test(entry.all)),
  )
    // Questions that say the words themselves come before those that only cover them in a key point.
    .map((entry) => ({ entry, inQuestion: patterns.filter((p) => p.test(entry.text)).length }))
    .sort(
      (a, b) =>
        b.inQuestion - a.inQuestion ||
        (CATEGORY_RANK.get(a.entry.question.category) ?? 0) -
          (CATEGORY_RANK.get(b.entry.question.category) ?? 0) ||
        a.entry.order - b.entry.order,
    )
    .map(({ entry }) => entry.question);

  const pages = Math.max(1, Math.ceil(matches.length / QUESTIONS_PAGE_SIZE));
  const start = (page - 1) * QUESTIONS_PAGE_SIZE;
  return {
    questions: matches.slice(start, start + QUESTIONS_PAGE_SIZE).map((question) => ({
      id: question.id,
      question: question.text,
      category: question.category,
      difficulty: question.difficulty ?? null,
      keyPoints: question.keyPoints,
      outline: question.outline,
    })),
    total: matches.length,
    page,
    pageSize: QUESTIONS_PAGE_SIZE,
    pages,
    categories: CATEGORY_COUNTS,
  };
}

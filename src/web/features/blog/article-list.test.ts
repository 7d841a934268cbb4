import { existsSync } from "node:fs";
import path from "node:path";
import { isValid, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { ARTICLE_IDS, ARTICLES, findArticle } from "./article-list";
import { bodyWordCount } from "./read-time";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../../../public");

describe("the blog's articles", () => {
  it("are the 9 ids of spec 000 §2.1, each once", () => {
    expect([...ARTICLE_IDS].sort()).toEqual(
      [
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "future-of-finance-careers",
        "navigating-finance-internships",
        "top-finance-skills-2025",
      ].sort(),
    );
  });

  it.each(ARTICLES.map((a) => [a.id, a] as const))("%s has at least 600 words", (_id, article) => {
    expect(bodyWordCount(article.body)).toBeGreaterThanOrEqual(600);
  });

  it.each(ARTICLES.map((a) => [a.id, a] as const))(
    "%s has a valid date and a local image that exists",
    (_id, article) => {
      expect(isValid(parseISO(article.date))).toBe(true);
      expect(article.image).toBe(`/blog/${article.id}.svg`);
      expect(existsSync(path.join(PUBLIC_DIR, article.image))).toBe(true);
    },
  );

  it("finds an article by id and nothing for an unknown or missing id", () => {
    expect(findArticle("4")?.title).toMatch(/Technical Interview/);
    expect(findArticle("7")).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });
});

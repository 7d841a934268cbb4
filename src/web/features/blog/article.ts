// spec 000 §3 Blog post: id, title, excerpt, image, date, author, category, readTime. The body is
// structured content rather than HTML, so it renders without dangerouslySetInnerHTML and its words
// can be counted; readTime is computed from it (read-time.ts), never typed in by hand.

export const ARTICLE_CATEGORIES = [
  "Internships",
  "Skills",
  "Careers",
  "Assessments",
  "Interviews",
  "Networking",
  "Applications",
] as const;

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** A list entry is plain text, or a short bold term followed by its explanation. */
export type ListItem = string | { term: string; text: string };

export type ContentBlock =
  | { type: "heading"; text: string }
  | { type: "subheading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: ListItem[]; ordered?: boolean }
  | { type: "tip"; text: string };

export type Article = {
  id: string;
  title: string;
  excerpt: string;
  /** A local file under public/blog, so pages never depend on an image host. */
  image: string;
  /** ISO date (yyyy-MM-dd) the article was published. */
  date: string;
  author: string;
  category: ArticleCategory;
  body: ContentBlock[];
};

/** An article without its body, as the list and an article's header show it; readMinutes comes from the body. */
export type ArticleSummary = Omit<Article, "body"> & { readMinutes: number };

import { ARTICLE_IDS, articlePath } from "../features/blog/article-list";

// Sign-in pages: prerendered like the rest, but not content worth listing in the sitemap.
export const ACCOUNT_PATHS = ["/login", "/signup", "/forgot-password"] as const;

// spec 000 §2.1: the public pages, prerendered at build time. Article paths come from the blog's
// article list, so adding an article there is enough to prerender it and list it in the sitemap.
export const PUBLIC_PATHS: readonly string[] = [
  "/",
  "/our-app",
  "/blog",
  ...ARTICLE_IDS.map(articlePath),
  "/faq",
  "/contact",
  "/careers",
  "/privacy",
  "/terms",
  "/cookies",
  "/pricing",
  ...ACCOUNT_PATHS,
];

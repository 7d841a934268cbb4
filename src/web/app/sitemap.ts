// public/sitemap.xml and public/robots.txt are built from the prerendered public pages and SITE_URL
// (the sitemap and robots.txt). `npm run sitemap` writes them; sitemap.test.ts fails when the committed
// files fall behind the pages, so a new page or article cannot be forgotten.
import { escapeHtml } from "../../shared/escape-html";
import { absoluteUrl } from "../../shared/site";
import { ARTICLES, articlePath } from "../features/blog/article-list";
import { ACCOUNT_PATHS, PUBLIC_PATHS } from "./public-paths";

// Sign-in pages are public but not content, so they stay out of the sitemap.
const excluded = new Set<string>(ACCOUNT_PATHS);
const lastModified = new Map(ARTICLES.map((article) => [articlePath(article.id), article.date]));

export function sitemapXml(paths: readonly string[] = PUBLIC_PATHS): string {
  const entries = paths
    .filter((p) => !excluded.has(p))
    .map((p) => {
      const lastmod = lastModified.get(p);
      return [
        "  <url>",
        `    <loc>${escapeHtml(absoluteUrl(p))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        "  </url>",
      ].join("\n");
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

// The signed-in app, admin area, onboarding and API are not content for crawlers.
export function robotsTxt(): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...["/app", "/admin", "/onboard", "/api"].map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

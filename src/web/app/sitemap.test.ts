import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "./public-paths";
import { robotsTxt, sitemapXml } from "./sitemap";

const committed = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, "../../../public", name), "utf8");

describe("sitemap and robots", () => {
  it("the committed files match the pages (run `npm run sitemap` after adding one)", () => {
    expect(committed("sitemap.xml")).toBe(sitemapXml());
    expect(committed("robots.txt")).toBe(robotsTxt());
  });

  it("lists content pages but not the sign-in pages, with absolute https URLs", () => {
    const xml = sitemapXml();
    expect(xml).toContain("<loc>https://financecareers.co.uk/pricing</loc>");
    expect(xml).toContain("<loc>https://financecareers.co.uk/blog/1</loc>");
    expect(xml).not.toContain("/login</loc>");
    expect(PUBLIC_PATHS).toContain("/login");
  });

  it("escapes XML in paths", () => {
    expect(sitemapXml(["/a&b"])).toContain("/a&amp;b</loc>");
  });

  it("keeps crawlers out of the app, admin and API", () => {
    expect(robotsTxt()).toMatch(/Disallow: \/app\nDisallow: \/admin\nDisallow: \/onboard\nDisallow: \/api/);
  });
});

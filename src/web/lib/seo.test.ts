import { describe, expect, it } from "vitest";
import { canonicalLink, pageMeta } from "./seo";

describe("pageMeta", () => {
  it("gives Open Graph tags with an absolute URL for the page", () => {
    const meta = pageMeta({ path: "/blog/1", title: "Spring weeks", description: "Guide", type: "article" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://financecareers.co.uk/blog/1" });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(meta).toContainEqual({ name: "description", content: "Guide" });
  });

  it("defaults to a website and keeps the site name in the document title only", () => {
    const meta = pageMeta({ path: "/faq", title: "FAQ", description: "Answers" });
    expect(meta).toContainEqual({ property: "og:type", content: "website" });
    expect(meta).toContainEqual({ title: "FAQ · Finance Careers" });
    expect(meta).toContainEqual({ property: "og:title", content: "FAQ" });
  });
});

describe("canonicalLink", () => {
  it("points at the absolute URL of the path", () => {
    expect(canonicalLink("/pricing")).toEqual([
      { rel: "canonical", href: "https://financecareers.co.uk/pricing" },
    ]);
  });
});

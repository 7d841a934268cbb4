import { describe, expect, it } from "vitest";
import { shareTargets } from "./share-urls";

describe("shareTargets", () => {
  const url = "https://financecareers.co.uk/blog/navigating-finance-internships";
  const [facebook, x, linkedin] = shareTargets(url, "Spring weeks & internships: a guide?");

  it("builds the Facebook sharer URL with the encoded article URL", () => {
    expect(facebook?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(new URL(facebook?.href ?? "").searchParams.get("u")).toBe(url);
  });

  it("builds the X intent URL carrying both the URL and the title", () => {
    const params = new URL(x?.href ?? "").searchParams;
    expect(x?.href.startsWith("https://twitter.com/intent/tweet?")).toBe(true);
    expect(params.get("url")).toBe(url);
    expect(params.get("text")).toBe("Spring weeks & internships: a guide?");
  });

  it("builds the LinkedIn share-offsite URL", () => {
    expect(linkedin?.href.startsWith("https://www.linkedin.com/sharing/share-offsite/?")).toBe(true);
    expect(new URL(linkedin?.href ?? "").searchParams.get("url")).toBe(url);
  });
});

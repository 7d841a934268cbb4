import { describe, expect, test } from "vitest";
import { bookmarkletCode, CLIP_FRAGMENT_MAX, type ClipPageInput, clipPage } from "./clip-page";
import { CLIP_MESSAGES, readClipFragment } from "./schemas/tracker-clip";

// Clip to tracker's page reader on the shapes real careers sites and job boards publish: JobPosting at
// the top level, in an array, inside @graph (Yoast-style sites), organisations as text or objects, HTML
// descriptions (escaped once more by some boards), closing dates with a time zone; and the fallback to
// the page's address, title and selection. The fragment it makes is read back by the clip page's schema.

const page = (data: unknown[], extra: Partial<ClipPageInput> = {}): ClipPageInput => ({
  scripts: data.map((d) => (typeof d === "string" ? d : JSON.stringify(d))),
  url: "https://careers.example.com/jobs/123",
  title: "Graduate Analyst | Example Careers",
  selection: "",
  ...extra,
});
function read(input: ClipPageInput) {
  const result = readClipFragment(`#${clipPage(input)}`);
  if ("error" in result) throw new Error(result.error);
  return result.payload;
}

const greenhouse = {
  "@context": "https://schema.org",
  "@type": "JobPosting",
  title: "2027 Summer Analyst &ndash; Investment Banking",
  hiringOrganization: { "@type": "Organization", name: "Evercore", sameAs: "https://www.evercore.com" },
  datePosted: "2026-09-01",
  validThrough: "2026-11-30T23:59:00-05:00",
  jobLocation: {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: "London",
      addressCountry: { name: "United Kingdom" },
    },
  },
  description:
    "&lt;p&gt;Work on &lt;strong&gt;M&amp;amp;A&lt;/strong&gt; deals.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Models&lt;/li&gt;&lt;/ul&gt;",
  url: "https://boards.greenhouse.io/evercore/jobs/4567",
};

describe("clipPage", () => {
  test("a top-level JobPosting: every field, the escaped HTML description as text, the UK closing day", () => {
    const clip = read(page([greenhouse]));
    expect(clip).toMatchObject({
      source: "jsonld",
      title: "2027 Summer Analyst – Investment Banking",
      firm: "Evercore",
      location: "London, United Kingdom",
      url: "https://boards.greenhouse.io/evercore/jobs/4567",
    });
    // 23:59 in New York on 30 November is 04:59 on 1 December in London.
    expect(clip.deadline).toBe("2026-12-01");
    expect(clip.description).toBe("Work on M&A deals.\n• Models");
  });

  test("JobPosting inside @graph, in an array, with @type as a list; organisation as plain text", () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", name: "Careers" },
        {
          "@type": ["JobPosting"],
          name: "Risk Analyst",
          hiringOrganization: "Nationwide",
          validThrough: "2027-01-15",
          jobLocation: [
            { "@type": "Place", address: "Swindon" },
            { "@type": "Place", address: "London" },
          ],
          description: "<p>Credit risk.</p>",
        },
      ],
    };
    expect(read(page([graph]))).toMatchObject({
      title: "Risk Analyst",
      firm: "Nationwide",
      deadline: "2027-01-15",
      location: "Swindon",
      url: "https://careers.example.com/jobs/123",
    });
    const inArray = [
      { "@type": "BreadcrumbList" },
      { ...greenhouse, hiringOrganization: [{ name: "Lazard" }] },
    ];
    expect(read(page([inArray])).firm).toBe("Lazard");
  });

  test("summer time, remote roles, broken scripts skipped, a relative url resolved", () => {
    const workday = {
      "@type": "JobPosting",
      title: "Graduate Programme",
      hiringOrganization: { name: "HSBC" },
      validThrough: "2027-06-30T23:30:00Z",
      jobLocationType: "TELECOMMUTE",
      url: "/en-GB/job/123",
    };
    const clip = read(page(["{ not json", workday]));
    // 23:30 UTC in June is 00:30 the next day in London (BST).
    expect(clip).toMatchObject({
      deadline: "2027-07-01",
      location: "Remote",
      url: "https://careers.example.com/en-GB/job/123",
    });
    expect(read(page([{ ...workday, validThrough: "soon" }])).deadline).toBe("");
    expect(read(page([{ ...workday, url: "javascript:alert(1)" }])).url).toBe(
      "https://careers.example.com/jobs/123",
    );
  });

  test("without JobPosting data: the page's address, title and selected text", () => {
    const clip = read(
      page([{ "@type": "Organization", name: "Example" }], {
        selection: "  Apply by <b>31 January</b>\n\nAnalyst role  ",
      }),
    );
    expect(clip).toMatchObject({
      source: "page",
      title: "",
      firm: "",
      url: "https://careers.example.com/jobs/123",
      page_title: "Graduate Analyst | Example Careers",
      selection: "Apply by 31 January\n\nAnalyst role",
    });
  });

  test("a long description is shortened so the fragment fits; oversized or altered fragments are refused", () => {
    const long = { ...greenhouse, description: `<p>${"Déjà vu — modelling. ".repeat(2000)}</p>` };
    const fragment = clipPage(page([long]));
    expect(fragment.length).toBeLessThanOrEqual(CLIP_FRAGMENT_MAX);
    expect(read(page([long])).description.length).toBeGreaterThan(100);

    expect(readClipFragment(`#clip=${"x".repeat(CLIP_FRAGMENT_MAX)}`)).toEqual({
      error: CLIP_MESSAGES.tooLarge,
    });
    expect(readClipFragment("")).toEqual({ error: CLIP_MESSAGES.missing });
    expect(readClipFragment("#clip=%7Bbroken")).toEqual({ error: CLIP_MESSAGES.unreadable });
    expect(readClipFragment(`#clip=${encodeURIComponent(JSON.stringify({ v: 2 }))}`)).toEqual({
      error: CLIP_MESSAGES.unreadable,
    });
    // HTML smuggled into the fragment by hand is stripped by the schema.
    const crafted = {
      v: 1,
      source: "jsonld",
      title: "<img src=x onerror=alert(1)>Analyst",
      firm: "<b>Firm</b>",
    };
    const result = readClipFragment(`#clip=${encodeURIComponent(JSON.stringify(crafted))}`);
    expect(result).toMatchObject({ payload: { title: "Analyst", firm: "Firm", url: "", deadline: "" } });
  });

  test("the bookmarklet is one expression that carries the reader and the app's clip address", () => {
    const code = bookmarkletCode("https://app.example.com/");
    expect(code).toContain('"https://app.example.com/app/tracker/clip#"');
    expect(() => new Function(code)).not.toThrow();
  });
});

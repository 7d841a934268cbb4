import { describe, expect, test } from "vitest";
import { parseJobPosting } from "./json-ld";

const PAGE = new URL("https://careers.northbridge.example/jobs/analyst-2026?utm_source=x");
const page = (...scripts: string[]) =>
  `<!doctype html><html><head><title>Careers</title>${scripts
    .map((s) => `<script type="application/ld+json">${s}</script>`)
    .join("")}</head><body><h1>Jobs</h1></body></html>`;

const posting = {
  "@context": "https://schema.org/",
  "@type": "JobPosting",
  title: "Investment Banking Summer Analyst 2026",
  description: "<p>Join our M&amp;A team.</p><ul><li>Build models</li></ul>",
  datePosted: "2025-09-01",
  validThrough: "2025-11-15T23:59:00+00:00",
  employmentType: "INTERN",
  hiringOrganization: {
    "@type": "Organization",
    name: "Northbridge Partners",
    sameAs: "https://northbridge.example",
  },
  jobLocation: [
    {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: "London",
        addressRegion: "England",
        addressCountry: "GB",
      },
    },
    {
      "@type": "Place",
      address: { addressLocality: "Edinburgh", addressCountry: { "@type": "Country", name: "GB" } },
    },
  ],
  url: "/jobs/analyst-2026/apply",
};

describe("schema.org JobPosting in JSON-LD", () => {
  test("reads title, organisation, places, dates, description and url", () => {
    expect(parseJobPosting(page(JSON.stringify(posting)), PAGE)).toEqual({
      title: "Investment Banking Summer Analyst 2026",
      organization: "Northbridge Partners",
      locations: ["London, England, GB", "Edinburgh, GB"],
      remote: false,
      validThrough: new Date("2025-11-15T23:59:00Z"),
      datePosted: new Date("2025-09-01T00:00:00Z"),
      descriptionHtml: "<p>Join our M&amp;A team.</p><ul><li>Build models</li></ul>",
      url: "https://careers.northbridge.example/jobs/analyst-2026/apply",
    });
  });

  test("finds the posting inside an @graph, beside other types, after a broken block", () => {
    const graph = JSON.stringify({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", name: "Careers" },
        { ...posting, "@type": ["JobPosting"] },
      ],
    });
    const found = parseJobPosting(
      page("{ not json", JSON.stringify({ "@type": "Organization", name: "X" }), graph),
      PAGE,
    );
    expect(found?.title).toBe("Investment Banking Summer Analyst 2026");
  });

  test("a top-level array, a string organisation, remote work and an escaped description", () => {
    const remote = {
      "@type": "http://schema.org/JobPosting",
      title: "Quant Research Intern &amp; Developer",
      hiringOrganization: "Harbour Lane Capital",
      jobLocationType: "TELECOMMUTE",
      description: "&lt;p&gt;Work with our researchers.&lt;/p&gt;",
      validThrough: "not a date",
      url: "javascript:alert(1)",
    };
    const found = parseJobPosting(page(JSON.stringify([remote])), PAGE);
    expect(found).toMatchObject({
      title: "Quant Research Intern & Developer",
      organization: "Harbour Lane Capital",
      remote: true,
      locations: [],
      validThrough: null,
      descriptionHtml: "<p>Work with our researchers.</p>",
      url: null,
    });
  });

  test("a plain-text description keeps its lines", () => {
    const plain = {
      "@type": "JobPosting",
      title: "Analyst",
      description: "Duties:\n• Build models\n• Draft memos & notes",
    };
    expect(parseJobPosting(page(JSON.stringify(plain)), PAGE)?.descriptionHtml).toBe(
      "Duties:<br>• Build models<br>• Draft memos &amp; notes",
    );
  });

  test("a page of unclosed script tags is read in one pass", () => {
    const hostile = '<script type="application/ld+json">'.repeat(50_000);
    expect(parseJobPosting(`<html>${hostile}`, PAGE)).toBeNull();
  });

  test("no JobPosting, or one without a title, is nothing", () => {
    expect(parseJobPosting("<html><body><h1>Careers</h1></body></html>", PAGE)).toBeNull();
    expect(parseJobPosting(page(JSON.stringify({ "@type": "Organization", name: "Acme" })), PAGE)).toBeNull();
    expect(parseJobPosting(page(JSON.stringify({ "@type": "JobPosting", title: "  " })), PAGE)).toBeNull();
  });
});

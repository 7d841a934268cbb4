import { describe, expect, test } from "vitest";
import { recogniseCareersUrl } from "../../../shared/job-source-providers";
import { parseJobSources } from "../../config";
import { htmlToText, sanitizeDescription, slugify, textToHtml, unescapeOnce } from "../../platform/html";
import { classifyPosting, safeHttpUrl } from "./posting";
import { parseEach } from "./providers/board";

// The parsing around ingestion: description HTML, JOB_SOURCES, URLs and slugs.

describe("description HTML", () => {
  test("keeps text structure and safe links, drops scripts, handlers, styles and images", () => {
    const html = sanitizeDescription(
      '<h1>Role</h1><div style="color:red" onclick="steal()">Intro <img src="https://t.example/px.gif">' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/apply" class="x">apply</a></div>' +
        "<script>alert(1)</script><style>p{}</style><ul><li>One</li><li> </li></ul><iframe src=x></iframe>",
    );
    expect(html).toBe(
      '<h2>Role</h2><p>Intro <a>bad</a> <a href="https://example.com/apply" rel="noopener noreferrer nofollow" target="_blank">apply</a></p><ul><li>One</li></ul>',
    );
  });

  test("Greenhouse's escaped content is unescaped exactly once", () => {
    expect(unescapeOnce("&lt;p&gt;Fish &amp;amp; chips&lt;/p&gt;")).toBe("<p>Fish &amp; chips</p>");
    expect(unescapeOnce("<p>Already HTML &amp; fine</p>")).toBe("<p>Already HTML &amp; fine</p>");
    expect(sanitizeDescription(unescapeOnce("&lt;script&gt;x()&lt;/script&gt;&lt;p&gt;ok&lt;/p&gt;"))).toBe(
      "<p>ok</p>",
    );
  });

  test("plain text has one line per block, bullets for list items, and real characters", () => {
    const text = htmlToText(
      sanitizeDescription(
        "<p>M&amp;A &lt;team&gt;</p><p>Line<br>break&nbsp;here</p><ul><li>CV</li><li>Cover letter</li></ul>",
      ),
    );
    expect(text).toBe("M&A <team>\n\nLine\nbreak here\n\n• CV\n• Cover letter");
    expect(textToHtml("One & two\n\n<b>three</b>\nfour")).toBe(
      "<p>One &amp; two</p><p>&lt;b&gt;three&lt;/b&gt;<br />four</p>",
    );
  });
});

describe("JOB_SOURCES", () => {
  test("reads kind:token=Firm name entries with an optional sector", () => {
    expect(
      parseJobSources("greenhouse:examplefirm=Example Firm, lever:other-firm=Other Firm|hedge_fund"),
    ).toEqual([
      { kind: "greenhouse", token: "examplefirm", firmName: "Example Firm" },
      { kind: "lever", token: "other-firm", firmName: "Other Firm", sector: "hedge_fund" },
    ]);
    expect(parseJobSources(undefined)).toEqual([]);
    expect(parseJobSources(" ")).toEqual([]);
  });

  test("reads Workday, Oracle, SmartRecruiters and Ashby entries, with and without a sector", () => {
    expect(
      parseJobSources(
        "workday:examplebank.wd3.myworkdayjobs.com/examplebank/Campus=Example Bank|investment_banking," +
          "oracle:abcd.fa.em2.oraclecloud.com/CX_1=Example Capital," +
          "smartrecruiters:ExampleAM=Example Asset Management|asset_management," +
          "ashby:examplepay=ExamplePay|fintech",
      ),
    ).toEqual([
      {
        kind: "workday",
        token: "examplebank.wd3.myworkdayjobs.com/examplebank/Campus",
        firmName: "Example Bank",
        sector: "investment_banking",
      },
      { kind: "oracle", token: "abcd.fa.em2.oraclecloud.com/CX_1", firmName: "Example Capital" },
      {
        kind: "smartrecruiters",
        token: "ExampleAM",
        firmName: "Example Asset Management",
        sector: "asset_management",
      },
      { kind: "ashby", token: "examplepay", firmName: "ExamplePay", sector: "fintech" },
    ]);
    expect(() => parseJobSources("oracle:abcd.fa.em2.oraclecloud.com=Example Capital")).toThrow(
      /Oracle Recruiting Cloud needs HOST\/SITE_NUMBER/,
    );
  });

  test("a host written in capitals is the same site; a path part of dots is refused", () => {
    expect(
      parseJobSources("workday:ExampleBank.WD3.myworkdayjobs.com/examplebank/Campus=Example Bank"),
    ).toEqual([
      {
        kind: "workday",
        token: "examplebank.wd3.myworkdayjobs.com/examplebank/Campus",
        firmName: "Example Bank",
      },
    ]);
    expect(() => parseJobSources("workday:examplebank.wd3.myworkdayjobs.com/../Campus=Example Bank")).toThrow(
      /Workday needs HOST\/TENANT\/SITE/,
    );
    expect(() => parseJobSources("oracle:abcd.fa.em2.oraclecloud.com/..=Example Capital")).toThrow(
      /Oracle Recruiting Cloud needs HOST\/SITE_NUMBER/,
    );
    expect(() => parseJobSources("ashby:..=Example")).toThrow(/Ashby needs/);
    expect(parseJobSources("ashby:example.pay=ExamplePay")[0]?.token).toBe("example.pay");
  });

  test("a bad entry stops start-up with a message naming the variable and the entry", () => {
    expect(() => parseJobSources("taleo:acme=Acme")).toThrow(
      /JOB_SOURCES: entry 1 "taleo:acme=Acme" must look like .*ashby:BOARD=Firm name/,
    );
    // A known provider with the wrong identifier says what that provider needs.
    expect(() => parseJobSources("workday:acme=Acme")).toThrow(
      /JOB_SOURCES: entry 1 "workday:acme=Acme" Workday needs HOST\/TENANT\/SITE/,
    );
    expect(() => parseJobSources("greenhouse:ok=Ok,lever:x")).toThrow(/JOB_SOURCES: entry 2/);
    expect(() => parseJobSources("lever:x=X|banking")).toThrow(/JOB_SOURCES: entry 1 .* unknown sector/);
  });
});

describe("careers-site addresses", () => {
  test.each([
    [
      "https://examplebank.wd3.myworkdayjobs.com/en-US/Campus/job/London/Summer-Analyst_R1",
      { kind: "workday", token: "examplebank.wd3.myworkdayjobs.com/examplebank/Campus" },
    ],
    [
      "ExampleBank.wd3.myworkdayjobs.com/Campus",
      { kind: "workday", token: "examplebank.wd3.myworkdayjobs.com/examplebank/Campus" },
    ],
    [
      "https://wd3.myworkdaysite.com/en-US/recruiting/examplebank/Campus/job/1",
      { kind: "workday", token: "wd3.myworkdaysite.com/examplebank/Campus" },
    ],
    [
      "https://abcd.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/12345",
      { kind: "oracle", token: "abcd.fa.em2.oraclecloud.com/CX_1" },
    ],
    [
      "https://careers.examplecapital.com/hcmUI/CandidateExperience/en-GB/sites/CX_2/requisitions",
      { kind: "oracle", token: "careers.examplecapital.com/CX_2" },
    ],
    ["https://careers.smartrecruiters.com/ExampleAM", { kind: "smartrecruiters", token: "ExampleAM" }],
    [
      "https://jobs.smartrecruiters.com/ExampleAM/744000012345-investment-analyst",
      { kind: "smartrecruiters", token: "ExampleAM" },
    ],
    ["https://jobs.ashbyhq.com/examplepay/0000-1111/application", { kind: "ashby", token: "examplepay" }],
    ["https://job-boards.eu.greenhouse.io/examplefirm/jobs/1", { kind: "greenhouse", token: "examplefirm" }],
    ["https://jobs.lever.co/otherfirm/abc", { kind: "lever", token: "otherfirm" }],
  ])("%s names its provider and identifiers", (address, expected) => {
    expect(recogniseCareersUrl(address)).toEqual(expected);
  });

  test.each([
    "https://example.com/careers",
    "https://examplebank.wd3.myworkdayjobs.com/",
    "https://jobs.ashbyhq.com/",
    "not an address at all",
  ])("%s is not recognised", (address) => {
    expect(recogniseCareersUrl(address)).toBeNull();
  });
});

describe("postings", () => {
  test("only http(s) links may become an apply button", () => {
    expect(safeHttpUrl("https://jobs.example.com/1")).toBe("https://jobs.example.com/1");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,x")).toBeNull();
    expect(safeHttpUrl("/relative")).toBeNull();
    expect(safeHttpUrl(42)).toBeNull();
  });

  test("one malformed posting is skipped with its id and reason; duplicates count once", () => {
    const result = parseEach([{ id: 1 }, { id: 2 }, { id: 2 }, "junk"], (raw) => {
      const id = (raw as { id?: number }).id;
      if (id === 1) throw new Error("title: missing");
      if (id === undefined) throw new Error("not an object");
      return {
        externalId: String(id),
        title: "T",
        locations: [],
        departments: [],
        descriptionHtml: "",
        applyUrl: "https://x.example",
        postedAt: null,
      };
    });
    expect(result.postings.map((p) => p.externalId)).toEqual(["2"]);
    expect(result.unreadableIds).toEqual(["1"]);
    expect(result.errors).toEqual([
      "posting 1 skipped: title: missing",
      expect.stringMatching(/^posting without an id skipped/),
    ]);
  });

  test("firm slugs are URL-safe and stable", () => {
    expect(slugify("J.P. Morgan")).toBe("j-p-morgan");
    expect(slugify("Société Générale")).toBe("societe-generale");
    expect(slugify("Rothschild & Co")).toBe("rothschild-and-co");
    expect(slugify("!!!")).toBe("firm");
  });
});

describe("posting titles from boards and CSV files", () => {
  test("lose bidirectional overrides and zero-width marks, which the JSON text guard never sees", () => {
    const plain = {
      externalId: "1",
      title: "Analyst Programme",
      locations: ["London"],
      departments: [],
      descriptionHtml: "<p>Analyst programme</p>",
      applyUrl: "https://example.com/apply",
      postedAt: null,
    };
    const job = classifyPosting({
      ...plain,
      title: "\u202Egnp.exe Analyst\u200B Programme",
      locations: ["Lon\u200Bdon"],
    });
    expect(job.title).toBe("gnp.exe Analyst Programme");
    expect(job.locations).toEqual(classifyPosting(plain).locations);
    expect(job.locations).not.toEqual([]);
  });
});

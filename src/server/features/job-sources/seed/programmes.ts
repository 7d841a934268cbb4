import type { Sector } from "../../../../shared/jobs";
import { longDayLabel } from "../../../../shared/uk-time";
import type { Posting } from "../posting";
import type { SeedFirm } from "./firms";

// The embedded default's sample programmes: the kinds of roles a UK finance student applies
// to, written as a firm's posting would be, with dates around today so the feed, deadlines and alerts
// have something to show offline. They are generated from templates (not copied from any firm), marked
// is_sample (the feed shows a 'Sample' badge), and go through the same cleaning and classification as
// real postings, so what the rules read from the text is what a member sees.

type Template = { title: (year: number) => string; focus: string; places: string[][] };

const T = (title: (year: number) => string, focus: string, ...places: string[][]): Template => ({
  title,
  focus,
  places,
});

const TEMPLATES: Record<Sector, Template[]> = {
  investment_banking: [
    T(
      (y) => `${y} Summer Analyst Programme – Investment Banking Division`,
      "M&A, ECM and DCM deal teams",
      ["London"],
      ["London", "New York"],
    ),
    T((y) => `Spring Week ${y} – Investment Banking and Markets`, "investment banking and global markets", [
      "London",
    ]),
    T(
      (y) => `${y} Graduate Analyst Programme – Global Markets`,
      "sales and trading desks across rates, credit and equities",
      ["London"],
      ["London", "Paris"],
    ),
    T(
      () => "Off-Cycle Internship – Equity Research (6 months)",
      "equity research analysts covering European sectors",
      ["London"],
    ),
    T(
      (y) => `Industrial Placement ${y - 1}/${String(y).slice(2)} – Corporate Banking`,
      "corporate banking relationship teams",
      ["Birmingham"],
      ["Manchester"],
    ),
    T(() => "First-Year Insight Day – Investment Banking", "investment banking", ["London"], ["Edinburgh"]),
  ],
  asset_management: [
    T(
      (y) => `${y} Investment Management Summer Internship`,
      "portfolio managers and analysts in our equity and fixed income teams",
      ["London"],
      ["Edinburgh"],
    ),
    T((y) => `Asset Management Spring Week ${y}`, "asset management", ["London"], ["Edinburgh"]),
    T(
      (y) => `Investment Management Graduate Programme ${y}`,
      "fund management, multi-asset and client teams",
      ["London"],
      ["Edinburgh", "Glasgow"],
    ),
    T(() => "Off-Cycle Internship – Multi-Asset Investment Team", "the multi-asset investment team", [
      "London",
    ]),
  ],
  private_equity: [
    T(
      (y) => `${y} Private Equity Summer Analyst`,
      "deal teams evaluating buyouts and portfolio companies",
      ["London"],
      ["London", "New York"],
    ),
    T(
      () => "Off-Cycle Investment Intern – Private Equity (6 months)",
      "a private equity deal team",
      ["London"],
      ["Paris"],
    ),
    T(
      (y) => `Private Capital Insight Programme ${y}`,
      "private equity, private credit and infrastructure investing",
      ["London"],
    ),
  ],
  hedge_fund: [
    T(
      (y) => `${y} Quantitative Research Summer Internship`,
      "quantitative researchers building systematic trading strategies",
      ["London"],
      ["New York"],
    ),
    T((y) => `Hedge Fund Insight Week ${y}`, "discretionary and systematic hedge fund strategies", [
      "London",
    ]),
    T(
      (y) => `Graduate Investment Analyst ${y} – Discretionary Macro`,
      "discretionary macro portfolio managers",
      ["London"],
      ["Dubai"],
    ),
  ],
  trading: [
    T(
      (y) => `Summer Trading Internship ${y}`,
      "our traders making markets in options and ETFs",
      ["London"],
      ["Amsterdam"],
    ),
    T(
      (y) => `Graduate Trader ${y}`,
      "a trading desk from your first week",
      ["London"],
      ["Amsterdam"],
      ["Hong Kong"],
    ),
    T(() => "Quant Trading Insight Day", "quantitative trading", ["London"]),
  ],
  consulting: [
    T(
      (y) => `Transaction Services Summer Internship ${y}`,
      "financial due diligence on live deals",
      ["London"],
      ["Manchester"],
      ["Leeds"],
    ),
    T(
      (y) => `Deal Advisory Graduate Programme ${y}`,
      "corporate finance, valuations and restructuring",
      ["London"],
      ["Bristol"],
      ["Glasgow"],
    ),
    T((y) => `Restructuring Spring Insight ${y}`, "restructuring and turnaround advisory", ["London"]),
  ],
  fintech: [
    T(
      (y) => `Finance Graduate Programme ${y} – Payments`,
      "our payments finance and treasury teams",
      ["London"],
      ["Dublin"],
    ),
    T((y) => `Summer Internship ${y} – Risk and Compliance Analytics`, "credit and fraud risk analytics", [
      "London",
    ]),
  ],
  insurance: [
    T(
      (y) => `Investment Management Graduate Scheme ${y}`,
      "the investment management team running our annuity portfolios",
      ["London"],
      ["Edinburgh"],
    ),
    T((y) => `Actuarial and Risk Summer Internship ${y}`, "pricing and risk teams", ["London"], ["Belfast"]),
  ],
};

const AUDIENCE: [RegExp, string, string][] = [
  [/spring/i, "first-year undergraduates (second-year on a four-year course)", "one week"],
  [/insight/i, "first- and second-year students of any degree", "an insight day"],
  [/off-cycle/i, "students on a year out and recent graduates", "six months"],
  [/placement/i, "undergraduates taking a placement year", "twelve months"],
  [/graduate/i, "final-year students and recent graduates", "a two-year rotational programme"],
  [/./, "penultimate-year undergraduates and master's students", "ten weeks"],
];

const TESTS = [
  "an SHL numerical and verbal reasoning test",
  "a Pymetrics game-based assessment",
  "a Cappfinity strengths assessment",
  "an Arctic Shores game-based assessment",
  "a Watson Glaser critical thinking test",
  "a Sova online assessment",
];
const STAGES = [
  "a HireVue video interview and a final-round superday",
  "a telephone interview and an assessment centre with a group exercise and a case study",
  "a HireVue video interview and an assessment centre",
];
const DAY = 86_400_000;

/** Premier firms get two programmes, every fifth other firm one: about 150 in all. */
export function samplePostings(
  firms: (SeedFirm & { slug: string })[],
  now: Date,
): { firm: string; posting: Posting }[] {
  // The recruiting season: from the summer on, firms advertise next year's programmes.
  const year = now.getUTCMonth() >= 5 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const chosen = firms.flatMap((firm, at) => (firm.premier ? [firm, firm] : at % 5 === 0 ? [firm] : []));
  return chosen.map((firm, i) => {
    const templates = TEMPLATES[firm.sector];
    const template = templates[(i + firm.name.length) % templates.length] as Template;
    const title = template.title(year);
    const places = template.places[i % template.places.length] ?? ["London"];
    const [, audience, duration] = AUDIENCE.find(([pattern]) => pattern.test(title)) ??
      AUDIENCE[5] ?? ["", "", ""];
    const opens = new Date(now.getTime() - (3 + ((i * 13) % 50)) * DAY);
    const closes = new Date(now.getTime() + (2 + ((i * 37) % 110)) * DAY);
    const rolling = i % 6 === 0;
    const coverLetter = i % 3 === 0 ? " and a cover letter" : "";
    const written =
      i % 4 === 1 ? " You will also answer two short written questions about your motivation." : "";
    const html = [
      `<p>${firm.name}'s ${title} gives ${audience} ${duration} with ${template.focus}. You will work on live projects, learn from senior colleagues and receive training in financial modelling, markets and communication.</p>`,
      "<h3>What you will do</h3><ul><li>Analyse companies, markets and transactions</li><li>Build models and presentations for senior colleagues</li><li>Present a project to the team at the end of the programme</li></ul>",
      `<h3>Who we are looking for</h3><ul><li>${audience.charAt(0).toUpperCase()}${audience.slice(1)}</li><li>A strong academic record and a genuine interest in finance</li><li>Clear, confident communication</li></ul>`,
      `<h3>How to apply</h3><p>Submit your CV${coverLetter} through our careers site.${written} Shortlisted candidates complete ${TESTS[i % TESTS.length]}, followed by ${STAGES[i % STAGES.length]}.</p>`,
      `<p>Applications opened on ${longDayLabel(opens.toISOString())}. ${
        rolling
          ? "We recruit on a rolling basis, so we encourage you to apply early."
          : `Applications close on ${longDayLabel(closes.toISOString())}.`
      }</p>`,
      `<p>Location: ${places.join(" or ")}. ${i % 2 ? "Hybrid working, with at least three days a week in the office." : "This programme is office-based."}</p>`,
      // Some firms state the pay, as many UK postings do; the rest leave it out.
      i % 3 === 1 ? `<p>Salary: £${40 + (i % 5) * 5},000 per annum, pro rata, plus benefits.</p>` : "",
    ].join("");
    return {
      firm: firm.slug,
      posting: {
        externalId: `sample-${firm.slug}-${i}`,
        title,
        locations: places,
        departments: [],
        descriptionHtml: html,
        applyUrl: `${firm.website}/careers`,
        postedAt: opens,
      },
    };
  });
}

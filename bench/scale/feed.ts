import pino from "pino";
import { fillSearchTerms } from "../../src/server/features/job-sources/search-terms.service";
import { runJobAlerts } from "../../src/server/features/jobs/alerts.service";
import { feedViewer, searchFeed } from "../../src/server/features/jobs/feed.service";
import { feedQuerySchema } from "../../src/shared/jobs";
import { startApp } from "../support/app-process";
import { httpGet, type Latency, type Load, measure, replay, timeOnce } from "../support/measure";
import { type Comparison, latencyTable, runHeader } from "../support/scale-report";
import type { ScaleTarget } from "../support/scale-target";
import { analyze, benchAnswers, createMember, seedFirms, seedJobs, seedMembers } from "../support/seed-scale";
import { memberCookie } from "../support/sign-in";

// Feed search at 100k jobs and 10k members (common term, rare term, filters only) against the
// SQL the feed service issues, and one alert digest run for every member.

export const FEED_SIZES = { jobs: 100_000, members: 10_000 };

// `matching`: how many open jobs the ranking has to score before it keeps the top 20.
const CASES: { label: string; params: Record<string, string>; matching: string }[] = [
  {
    label: 'common term "analyst"',
    params: { q: "analyst" },
    matching: "search @@ to_tsquery('english', 'analyst:*')",
  },
  {
    label: 'rare term "mandarin"',
    params: { q: "mandarin" },
    matching: "search @@ to_tsquery('english', 'mandarin:*')",
  },
  {
    label: 'the field\'s words "summer internship"',
    params: { q: "summer internship" },
    matching: "search @@ to_tsquery('english', '(summer:*) & (internship:AB | intern:AB)')",
  },
  {
    label: 'misspelt "sumer internship" (corrected)',
    params: { q: "sumer internship" },
    matching: "search @@ to_tsquery('english', '(summer:*) & (internship:AB | intern:AB)')",
  },
  {
    label: "filters only (type, area, location)",
    params: { type: "summer_internship", area: "investment_banking", location: "london" },
    matching:
      "role_type = 'summer_internship' and finance_areas && array['investment_banking'] and locations && array['london']",
  },
];

const silentMailer = { send: async () => {} };

export async function benchFeed(target: ScaleTarget, load: Load): Promise<string> {
  const bench = await target.open();
  let member = { id: "", email: "", password: "" };
  const bare: Latency[] = [];
  const found: string[] = [];
  let dataset = "";
  let alerts = "";
  try {
    const seeding = await timeOnce(async () => {
      await seedFirms(bench.query);
      await seedJobs(bench.query, FEED_SIZES.jobs);
      // What ingestion writes beside each role: its classification in words, for the search.
      await fillSearchTerms(bench.db);
      await seedMembers(bench.query, FEED_SIZES.members);
      member = await createMember(bench.query, "bench-feed", benchAnswers());
      await analyze(bench.query);
    });
    const { rows } = await bench.query(
      `select (select count(*) from jobs) as jobs, (select count(*) from jobs where closed_at is null) as open,
        (select count(*) from firms) as firms, (select count(*) from profiles) as members`,
      [],
    );
    const c = rows[0] as Record<string, string>;
    dataset = `${Number(c.jobs).toLocaleString("en")} jobs (${Number(c.open).toLocaleString("en")} open) at ${c.firms} firms, ${Number(c.members).toLocaleString("en")} members with onboarding answers; seeded in ${(seeding.ms / 1000).toFixed(1)} s`;
    console.log(`  ${dataset}`);

    for (const feedCase of CASES) {
      const query = feedQuerySchema.parse(feedCase.params);
      let count = 0;
      const statements = await bench.capture(async (db) => {
        const viewer = await feedViewer(db, member.id);
        count = (await searchFeed(db, viewer, query)).jobs.length;
      });
      const { rows: matched } = await bench.query(
        `select count(*) as n from jobs where closed_at is null and ${feedCase.matching}`,
        [],
      );
      found.push(`${count} of ${Number((matched[0] as { n: string }).n).toLocaleString("en")}`);
      bare.push(await measure(`bare SQL: ${feedCase.label}`, replay(bench.query, statements), load));
      console.log(
        `  bare ${feedCase.label}: p95 ${bare.at(-1)?.p95.toFixed(2)} ms (${count} jobs on the page)`,
      );
    }

    alerts = await alertDigest(bench.db);
  } finally {
    await bench.close();
  }

  const app = await startApp(target.app);
  const comparisons: Comparison[] = [];
  try {
    const cookie = await memberCookie(app.url, member.email, member.password);
    for (const [i, feedCase] of CASES.entries()) {
      const qs = new URLSearchParams(feedCase.params).toString();
      const api = await measure(`GET /api/jobs?${qs}`, httpGet(`${app.url}/api/jobs?${qs}`, cookie), load);
      console.log(`  API  ${feedCase.label}: p95 ${api.p95.toFixed(2)} ms`);
      comparisons.push({ api, bare: bare[i] as Latency, target: 2 });
    }
  } finally {
    await app.stop();
  }
  return `### Job feed at scale, ${target.label}

${runHeader(bench.version, dataset, load)}

Target: the API's p95 within 2× the bare query's p95. The bare side is the profile read and the feed
query that \`feedViewer\` + \`searchFeed\` issue for the same member (premium, onboarding answers:
summer internships and spring weeks in banking and private equity, London, open to remote), sorted
by relevance. Jobs on the first page, of the open jobs that match: ${found.join("; ")}. Every match
is scored (text rank plus the preference terms) before the top 20 are kept, so a common term costs
in proportion to its matches.

${latencyTable(comparisons)}

${alerts}`;
}

/** runJobAlerts for each frequency in turn (mail is discarded): together they cover every member. */
async function alertDigest(db: Parameters<typeof runJobAlerts>[0]["db"]) {
  const deps = {
    db,
    mailer: silentMailer,
    logger: pino({ level: "silent" }),
    appUrl: "http://127.0.0.1",
    authSecret: "bench-secret-bench-secret-bench-secret",
  };
  const lines: string[] = [];
  let total = 0;
  for (const frequency of ["instant", "daily_summary", "weekly_summary"] as const) {
    const run = await timeOnce(() => runJobAlerts(deps, frequency));
    total += run.ms;
    lines.push(
      `| ${frequency} | ${run.result.alerted.toLocaleString("en")} | ${(run.ms / 1000).toFixed(2)} | ${run.result.alerted ? (run.ms / run.result.alerted).toFixed(2) : "–"} |`,
    );
    console.log(`  alerts ${frequency}: ${run.result.alerted} members in ${(run.ms / 1000).toFixed(2)} s`);
  }
  return `Alert digest: one \`runJobAlerts\` run per frequency, called directly with mail discarded (members
on \`none\` get no alerts). Each alerted member costs one transaction: the notification and one delivery
row per role. Total ${(total / 1000).toFixed(1)} s. No target was set for this run.

| Frequency | Members alerted | Seconds | ms per alerted member |
|---|---:|---:|---:|
${lines.join("\n")}`;
}

import { trackerMember } from "../../src/server/features/tracker/free-limit";
import { listApplications } from "../../src/server/features/tracker/tracker.service";
import { TRACKER_STAGES } from "../../src/shared/schemas/tracker";
import { startApp } from "../support/app-process";
import { httpGet, type Latency, type Load, measure, replay, timeOnce } from "../support/measure";
import { type Comparison, latencyTable, runHeader } from "../support/scale-report";
import type { ScaleTarget } from "../support/scale-target";
import { analyze, createMember, seedFirms, seedJobs, seedMembers } from "../support/seed-scale";
import { memberCookie } from "../support/sign-in";

// The tracker's board for a member with 500 applications, among 2,000 members with 50 each, against
// the SQL the board's service issues for the same member.

export const TRACKER_SIZES = { applications: 500, members: 2_000, perMember: 50, jobs: 5_000 };

/** Applications spread over the stages, a third linked to feed roles, each with its stage history. */
async function seedApplications(
  query: (sql: string, params: unknown[]) => Promise<unknown>,
  userIds: string,
  perMember: number,
) {
  const stages = `array[${TRACKER_STAGES.map((s) => `'${s.value}'`).join(",")}]`;
  await query(
    `insert into applications (user_id, job_id, firm_name, role_title, programme_type, location, url,
       deadline, rolling, stage, position, notes, applied_at, created_at, updated_at)
     select u.id,
       case when n % 3 = 0 then (select id from jobs order by id offset (n * 7 + length(u.id)) % 4000 limit 1) end,
       'Firm ' || (n % 120), 'Analyst role ' || n, 'summer_internship', 'London',
       'https://careers.example.com/' || n,
       case when n % 4 = 0 then null else (current_date + (n % 60))::date end, n % 4 = 0,
       (${stages})[1 + n % 8], n * 1024, 'Notes for application ' || n,
       case when n % 8 > 0 then now() - (n || ' hours')::interval end,
       now() - (n || ' days')::interval, now() - (n || ' hours')::interval
     from (${userIds}) u cross join generate_series(1, $1) n`,
    [perMember],
  );
  await query(
    `insert into application_stage_history (application_id, user_id, stage, entered_at)
     select id, user_id, stage, created_at from applications`,
    [],
  );
}

export async function benchTracker(target: ScaleTarget, load: Load): Promise<string> {
  const bench = await target.open();
  let member = { id: "", email: "", password: "" };
  let bare: Latency;
  let dataset = "";
  let cards = 0;
  try {
    const seeding = await timeOnce(async () => {
      await seedFirms(bench.query);
      await seedJobs(bench.query, TRACKER_SIZES.jobs);
      await seedMembers(bench.query, TRACKER_SIZES.members);
      member = await createMember(bench.query, "bench-tracker", {});
      await seedApplications(
        bench.query,
        `select id from "user" where id <> 'bench-tracker'`,
        TRACKER_SIZES.perMember,
      );
      await seedApplications(bench.query, `select 'bench-tracker' as id`, TRACKER_SIZES.applications);
      await analyze(bench.query);
    });
    const { rows } = await bench.query("select count(*) as n from applications", []);
    const total = Number((rows[0] as { n: string }).n).toLocaleString("en");
    dataset = `${TRACKER_SIZES.applications} applications for the measured member among ${total} in all (${TRACKER_SIZES.members.toLocaleString("en")} members), a third linked to feed roles; seeded in ${(seeding.ms / 1000).toFixed(1)} s`;
    console.log(`  ${dataset}`);
    const statements = await bench.capture(async (db) => {
      const viewer = await trackerMember(db, member.id);
      cards = (await listApplications(db, viewer, false)).applications.length;
    });
    bare = await measure("bare SQL: board", replay(bench.query, statements), load);
    console.log(`  bare board: p95 ${bare.p95.toFixed(2)} ms (${cards} cards)`);
  } finally {
    await bench.close();
  }

  const app = await startApp(target.app);
  const comparisons: Comparison[] = [];
  try {
    const cookie = await memberCookie(app.url, member.email, member.password);
    const api = await measure(
      "GET /api/tracker/applications",
      httpGet(`${app.url}/api/tracker/applications`, cookie),
      load,
    );
    console.log(`  API  board: p95 ${api.p95.toFixed(2)} ms`);
    comparisons.push({ api, bare, target: 2 });
  } finally {
    await app.stop();
  }
  return `### Tracker board at scale, ${target.label}

${runHeader(bench.version, dataset, load)}

Target: the board API's p95 within 2× the bare SQL's p95. The bare side replays the statements that
\`trackerMember\` + \`listApplications\` issue for the same member (the plan check, the cards with their
linked roles, the free-limit count); the API adds the session, routing and JSON of ${cards} cards.

${latencyTable(comparisons)}`;
}

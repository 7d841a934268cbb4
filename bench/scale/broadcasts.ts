import pino from "pino";
import { sendBroadcast } from "../../src/server/features/broadcasts/broadcasts.service";
import {
  listNotifications,
  unreadCount,
} from "../../src/server/features/notifications/notifications.service";
import { startApp } from "../support/app-process";
import { httpGet, type Latency, type Load, measure, replay, timeOnce } from "../support/measure";
import { type Comparison, latencyTable, runHeader } from "../support/scale-report";
import type { BenchDb, ScaleTarget } from "../support/scale-target";
import { analyze, createMember, seedMembers, seedNotifications } from "../support/seed-scale";
import { memberCookie } from "../support/sign-in";

// Fan-out of one in-app broadcast to 100k members against a plain INSERT … SELECT (target
// ≤ 1.5×), and the unread count at 1M notification rows.

export const BROADCAST_SIZES = { members: 100_000, notificationsPerMember: 10 };
const FAN_OUT_ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchBroadcasts(target: ScaleTarget, load: Load): Promise<string> {
  let bench = await target.open();
  const bare: Latency[] = [];
  let member = { id: "", email: "", password: "" };
  let dataset = "";
  let plan = "";
  try {
    const seeding = await timeOnce(async () => {
      await seedMembers(bench.query, BROADCAST_SIZES.members);
      await seedNotifications(bench.query, BROADCAST_SIZES.notificationsPerMember);
      member = await createMember(bench.query, "bench-notify", {});
      // The measured member: 40 notifications, 12 of them unread, among everyone else's.
      await bench.query(
        `insert into user_notifications (user_id, kind, title, message, is_read, created_at)
         select $1, 'job_alert', 'New roles match your goals', 'Analyst at Kestrel Partners', i > 12, now() - i * interval '1 day'
         from generate_series(1, 40) i`,
        [member.id],
      );
      await analyze(bench.query);
    });
    const { rows } = await bench.query("select count(*) as n from user_notifications", []);
    dataset = `${BROADCAST_SIZES.members.toLocaleString("en")} members, ${Number((rows[0] as { n: string }).n).toLocaleString("en")} notification rows (30% unread); seeded in ${(seeding.ms / 1000).toFixed(1)} s`;
    console.log(`  ${dataset}`);

    const count = await bench.capture((db) => unreadCount(db, member.id));
    const list = await bench.capture((db) => listNotifications(db, member.id));
    const explained = await bench.query(`explain ${count[0]?.sql}`, count[0]?.params ?? []);
    plan = explained.rows.map((r) => (r as Record<string, string>)["QUERY PLAN"]).join("\n");
    bare.push(await measure("bare SQL: unread count", replay(bench.query, count), load));
    bare.push(await measure("bare SQL: list + unread count", replay(bench.query, list), load));
    for (const b of bare) console.log(`  ${b.label}: p95 ${b.p95.toFixed(2)} ms`);
  } finally {
    await bench.close();
  }

  const comparisons: Comparison[] = [];
  const app = await startApp(target.app);
  try {
    const cookie = await memberCookie(app.url, member.email, member.password);
    const api = await measure(
      "GET /api/notifications",
      httpGet(`${app.url}/api/notifications`, cookie),
      load,
    );
    console.log(`  API  /api/notifications: p95 ${api.p95.toFixed(2)} ms`);
    comparisons.push({ api, bare: bare[1] as Latency });
  } finally {
    await app.stop();
  }

  bench = await target.open();
  let fanOut = "";
  try {
    fanOut = await fanOutRounds(bench);
  } finally {
    await bench.close();
  }
  const countRow = bare[0] as Latency;
  return `### Broadcast fan-out and unread count at scale, ${target.label}

${runHeader(bench.version, dataset, load)}

**Fan-out.** ${fanOut}

**Unread count at 1M rows.** The count \`unreadCount\` issues, bare: p50 ${countRow.p50.toFixed(2)} ms,
p95 ${countRow.p95.toFixed(2)} ms (${countRow.perSecond.toFixed(0)} per s). Its plan uses the partial index
\`user_notifications_unread_idx\` on \`(user_id) where is_read = false\`:

\`\`\`
${plan}
\`\`\`

The route that shows it, \`GET /api/notifications\` (the latest 50 and the unread count), against the
two statements \`listNotifications\` issues, for a member with 40 notifications (12 unread):

${latencyTable(comparisons)}`;
}

/** Alternates the service and the plain insert, each adding one broadcast's rows for every member. */
async function fanOutRounds(bench: BenchDb) {
  const deps = {
    db: bench.db,
    mailer: { send: async () => {} },
    logger: pino({ level: "silent" }),
    appUrl: "http://127.0.0.1",
    authSecret: "bench-secret-bench-secret-bench-secret",
  };
  const service: number[] = [];
  const plain: number[] = [];
  let reached = 0;
  for (let round = 0; round < FAN_OUT_ROUNDS; round++) {
    const insert = await timeOnce(() =>
      bench.query(
        `insert into user_notifications (user_id, kind, title, message, broadcast_id)
         select u.id, 'broadcast', 'Spring week applications open', 'Applications for spring weeks open on Monday.', gen_random_uuid()
         from "user" u where not u.banned`,
        [],
      ),
    );
    plain.push(insert.ms);
    const { rows } = await bench.query(
      `insert into broadcasts (title, message, delivery_method, target_audience)
       values ('Spring week applications open', 'Applications for spring weeks open on Monday.', 'push', 'all') returning id`,
      [],
    );
    const id = (rows[0] as { id: string }).id;
    const sent = await timeOnce(() => sendBroadcast(deps, id));
    service.push(sent.ms);
    reached = sent.result.skipped ? 0 : (sent.result.broadcast?.in_app_count ?? 0);
    console.log(
      `  fan-out round ${round + 1}: plain ${insert.ms.toFixed(0)} ms, sendBroadcast ${sent.ms.toFixed(0)} ms`,
    );
  }
  const ratio = median(service) / median(plain);
  const verdict = ratio <= 1.5 ? "met" : "**missed**";
  return `\`sendBroadcast\` for an in-app broadcast to all members, called directly, reached
${reached.toLocaleString("en")} members (suspended ones excluded). Baseline: the plain \`INSERT … SELECT\` of the same
rows into the same table. ${FAN_OUT_ROUNDS} rounds, alternating, each adding ~100k rows to the table:

| Measured | median ms | runs (ms) |
|---|---:|---|
| sendBroadcast (claim, insert, counts, status) | ${median(service).toFixed(0)} | ${service.map((n) => n.toFixed(0)).join(", ")} |
| plain INSERT … SELECT | ${median(plain).toFixed(0)} | ${plain.map((n) => n.toFixed(0)).join(", ")} |

Ratio ${ratio.toFixed(2)}× (target ≤ 1.5×: ${verdict}).`;
}

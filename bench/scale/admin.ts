import { randomBytes } from "node:crypto";
import { dashboardStats } from "../../src/server/features/admin/stats.service";
import { listUsers } from "../../src/server/features/admin/users.service";
import { userListQuerySchema } from "../../src/shared/schemas/admin";
import { startApp } from "../support/app-process";
import { httpGet, type Latency, type Load, measure, replay, timeOnce } from "../support/measure";
import { type Comparison, latencyTable, runHeader } from "../support/scale-report";
import type { ScaleTarget } from "../support/scale-target";
import { analyze, seedMembers } from "../support/seed-scale";
import { adminCookie, createAdmin } from "../support/sign-in";

// The admin dashboard and user search at 100k users, signed in as an admin (password and
// TOTP), against the SQL `dashboardStats` and `listUsers` issue.

export const ADMIN_USERS = 100_000;

const CASES: { label: string; path: string; params: Record<string, string> }[] = [
  { label: "dashboard stats", path: "/api/admin/stats", params: {} },
  { label: "users, no search", path: "/api/admin/users", params: {} },
  { label: 'users, search "smith"', path: "/api/admin/users", params: { q: "smith" } },
  { label: 'users, search "priya.patel"', path: "/api/admin/users", params: { q: "priya.patel" } },
  {
    label: 'users, "khan" + Active + Premium',
    path: "/api/admin/users",
    params: { q: "khan", status: "Active", plan: "Premium" },
  },
];

export async function benchAdmin(target: ScaleTarget, load: Load): Promise<string> {
  const bench = await target.open();
  const bare: Latency[] = [];
  const totals: string[] = [];
  let dataset = "";
  try {
    const seeding = await timeOnce(async () => {
      await seedMembers(bench.query, ADMIN_USERS);
      await analyze(bench.query);
    });
    dataset = `${ADMIN_USERS.toLocaleString("en")} users with profiles (plans and statuses mixed); seeded in ${(seeding.ms / 1000).toFixed(1)} s`;
    console.log(`  ${dataset}`);
    for (const adminCase of CASES) {
      const statements = await bench.capture(async (db) => {
        if (adminCase.path.endsWith("/stats")) return dashboardStats(db);
        const result = await listUsers(db, userListQuerySchema.parse(adminCase.params));
        totals.push(`${adminCase.label}: ${result.total.toLocaleString("en")}`);
      });
      bare.push(await measure(`bare SQL: ${adminCase.label}`, replay(bench.query, statements), load));
      console.log(`  bare ${adminCase.label}: p95 ${bare.at(-1)?.p95.toFixed(2)} ms`);
    }
  } finally {
    await bench.close();
  }

  const app = { ...target.app, authSecret: randomBytes(32).toString("base64url") };
  const admin = await createAdmin(
    app,
    "bench-admin@bench.example.com",
    randomBytes(12).toString("base64url"),
  );
  const server = await startApp(app);
  const comparisons: Comparison[] = [];
  try {
    const cookie = await adminCookie(server.url, admin);
    for (const [i, adminCase] of CASES.entries()) {
      const qs = new URLSearchParams(adminCase.params).toString();
      const url = `${adminCase.path}${qs ? `?${qs}` : ""}`;
      const api = await measure(`GET ${url}`, httpGet(`${server.url}${url}`, cookie), load);
      console.log(`  API  ${adminCase.label}: p95 ${api.p95.toFixed(2)} ms`);
      comparisons.push({ api, bare: bare[i] as Latency });
    }
  } finally {
    await server.stop();
  }
  return `### Admin dashboard and user search at scale, ${target.label}

${runHeader(bench.version, dataset, load)}

The API side is signed in as an admin made by \`admin:create\` (password, then a TOTP code). The bare
side is the statements \`dashboardStats\` (counts by status and plan, sign-ups per day, source health)
and \`listUsers\` (page 1 of 25, newest first, with the total) issue. Matches: ${totals.join("; ")}.

${latencyTable(comparisons)}`;
}

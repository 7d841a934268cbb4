import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { splitCamelCase } from "../../../../shared/schemas/admin";
import { Card } from "../../../components/ui/card";
import { Notice } from "../../../components/ui/notice";
import { adminStatsQuery } from "../api/stats";
import { JobSourcesTable } from "../components/job-sources-table";
import { SignupsChart } from "../components/signups-chart";

export function meta() {
  return [{ title: "Dashboard · Admin · Finance Careers" }];
}

// 001 §2 Dashboard: a loading text, the error banner, the empty message, or the statistics. Member
// counts leave staff out; premium members are split by how they have it.
export default function AdminDashboard() {
  const stats = useQuery(adminStatsQuery);
  if (stats.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading dashboard...
      </p>
    );
  }
  if (stats.isError) {
    return (
      <Notice tone="error">
        Error loading dashboard: {stats.error.message || "Failed to load dashboard statistics."}
      </Notice>
    );
  }
  const data = stats.data;
  if (!data) return <Notice tone="info">No dashboard data available at this time.</Notice>;

  const statuses = Object.entries(data.userStatusBreakdown);
  // 001 §3: plans sorted alphabetically, camel-case names split into words.
  const plans = Object.entries(data.usersByPlanType).sort(([a], [b]) => a.localeCompare(b));
  return (
    <div className="space-y-6">
      <section aria-label="Users" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Total Users" value={data.totalUsers} />
        <StatCard
          label="Active Paid Users"
          value={data.activePaidUsers}
          hint="Premium or University Bulk, not suspended"
        />
        <StatCard label="New Sign-ups (Last 30 Days)" value={data.newSignupsLast30Days} />
      </section>
      <p className="text-sm text-slate-600">
        Member figures leave out staff accounts ({count.format(data.staffAccounts)} admin
        {data.staffAccounts === 1 ? "" : "s"}).
      </p>
      <section aria-label="Premium access" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label="Paying Subscribers"
          value={data.premiumAccess.payingSubscribers}
          hint="A card subscription being paid"
        />
        <StatCard
          label="Licence Access"
          value={data.premiumAccess.licenceAccess}
          hint="University Bulk from a licence code"
        />
        <StatCard
          label="Complimentary Access"
          value={data.premiumAccess.complimentaryAccess}
          hint="Premium granted without payment"
        />
      </section>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Breakdown title="Users by Status" rows={statuses} />
        <Breakdown title="Users by Plan Type" rows={plans} />
      </div>
      <Panel title="Sign-ups per Day">
        <SignupsChart days={data.signupsPerDay} />
      </Panel>
      <Panel title="Job Source Health">
        <JobSourcesTable sources={data.jobSources} />
      </Panel>
    </div>
  );
}

const count = new Intl.NumberFormat();

function StatCard({ label, value, hint }: { label: string; value: number; hint?: string }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="p-5">
      <h2 id={id} className="text-sm font-medium text-slate-600">
        {label}
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">{count.format(value)}</p>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </Card>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Breakdown({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <Panel title={title}>
      <dl className="divide-y divide-slate-100">
        {rows.map(([key, value]) => (
          <div key={key} className="flex items-center justify-between py-2 text-sm">
            <dt className="text-slate-700">{splitCamelCase(key)}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{count.format(value)}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

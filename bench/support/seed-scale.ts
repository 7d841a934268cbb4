import { hash } from "@node-rs/argon2";
import type { Query } from "./raw-baseline";
import { COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, SENTENCES, UNIVERSITIES } from "./seed-words";

// Set-based seeding for the scale benchmarks: every table is filled by INSERT … SELECT
// over generate_series, so 100k rows take seconds. Values are drawn from the app's own vocabularies
// (role types, finance areas, locations) so ranking, filters and alerts have real work to do.

const ROLE_TYPES = [
  "insight_programme",
  "spring_week",
  "summer_internship",
  "off_cycle_internship",
  "industrial_placement",
  "graduate_programme",
  "full_time",
];
const ROLE_TITLES = [
  "Insight Programme",
  "Spring Week",
  "Summer Internship",
  "Off-cycle Internship",
  "Industrial Placement",
  "Graduate Programme",
  "Analyst",
];
const AREAS = [
  "investment_banking",
  "sales_trading",
  "asset_management",
  "private_equity",
  "hedge_funds",
  "equity_research",
  "venture_capital",
  "wealth_management",
  "corporate_banking",
  "risk",
  "quant",
  "fintech",
  "corporate_finance",
];
const AREA_TITLES = [
  "Investment Banking",
  "Sales & Trading",
  "Asset Management",
  "Private Equity",
  "Hedge Fund",
  "Equity Research",
  "Venture Capital",
  "Wealth Management",
  "Corporate Banking",
  "Risk",
  "Quantitative Research",
  "Fintech",
  "Transaction Services",
];
const LOCATIONS = [
  "london",
  "london",
  "london",
  "edinburgh",
  "manchester",
  "birmingham",
  "leeds",
  "glasgow",
  "bristol",
  "dublin",
  "paris",
  "frankfurt",
  "amsterdam",
  "zurich",
  "new_york",
  "hong_kong",
  "singapore",
  "dubai",
];
const SECTORS = [
  "investment_banking",
  "asset_management",
  "private_equity",
  "hedge_fund",
  "trading",
  "consulting",
  "fintech",
  "insurance",
];

/** A SQL text[] literal from trusted constants. */
const arr = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;
/** One element of a constant array, chosen at random per row. */
const pick = (values: readonly string[]) => `(${arr(values)})[1 + floor(random() * ${values.length})::int]`;
/** 1…max distinct elements, per row (`row` is an outer column, so the subquery runs for every row). */
const some = (values: readonly string[], max: number, row: string) =>
  `array(select v from unnest(${arr(values)}) v where ${row} is not null order by random() limit 1 + floor(random() * ${max})::int)`;

export async function seedFirms(query: Query, count = 300) {
  await query(
    `insert into firms (slug, name, sector, premier, website)
     select 'firm-' || i, name, ${pick(SECTORS)}, random() < 0.1, 'https://firm-' || i || '.example.com'
     from (select i, ${pick(COMPANY_WORDS)} || ' ' || ${pick(COMPANY_WORDS)} || ' ' ||
       (array['Capital','Partners','Securities','Group','Bank','Advisors','Investments'])[1 + i % 7] as name
       from generate_series(1, ${count}) i) f`,
    [],
  );
}

/**
 * Jobs first seen uniformly over the past year, open for 20-90 days after (15% rolling), so about a
 * quarter are open today. Descriptions are five of ~40 sentences; a few rare ones give selective terms.
 */
export async function seedJobs(query: Query, count: number) {
  await query(
    `insert into jobs (firm_id, source, external_id, firm_name, title, locations, workplace, role_type,
       finance_areas, description_text, apply_url, posted_at, closes_at, rolling, first_seen_at, last_seen_at, closed_at)
     select f.ids[k], 'bench', i::text, f.names[k],
       '2027 ' || (${arr(AREA_TITLES)})[a] || ' ' || (${arr(ROLE_TITLES)})[r] || case when r < 7 and random() < 0.5 then ' – Analyst' else '' end,
       ${some(LOCATIONS, 2, "i")}, ${pick(["onsite", "onsite", "hybrid", "hybrid", "remote"])},
       (${arr(ROLE_TYPES)})[r], array[(${arr(AREAS)})[a]] || ${some(AREAS, 1, "i")},
       array_to_string(array(select s from unnest(${arr(SENTENCES.common)}) s where i is not null order by random() limit 5), ' ')
         || case when random() < 0.002 then ' ' || ${pick(SENTENCES.rare)} else '' end,
       'https://careers.example.com/jobs/' || i, seen - interval '2 days', case when rolling then null else seen + open_for end,
       rolling, seen, seen, case when not rolling and seen + open_for < now() then seen + open_for end
     from (select i, 1 + floor(random() * 7)::int as r, 1 + floor(random() * ${AREAS.length})::int as a,
             now() - random() * interval '365 days' as seen, random() < 0.15 as rolling,
             (20 + floor(random() * 70)::int) * interval '1 day' as open_for
           from generate_series(1, ${count}) i) j
     cross join (select array_agg(id order by slug) as ids, array_agg(name order by slug) as names from firms) f
     cross join lateral (select 1 + floor(random() * cardinality(f.ids) + 0 * i)::int as k) pick`,
    [],
  );
}

/** The answers the feed ranks by and alerts match on, as onboarding stores them (jsonb). */
function onboardingSql(row: string) {
  return `jsonb_build_object(
    'firstName', u.first_name, 'lastName', u.last_name, 'university', ${pick(UNIVERSITIES)},
    'education_status', ${pick(["undergraduate_penultimate", "undergraduate_final", "masters", "graduate"])},
    'targeted_role_types', to_jsonb(${some(ROLE_TYPES, 2, row)}),
    'targeted_finance_areas', to_jsonb(${some(AREAS, 3, row)}),
    'targeted_locations', to_jsonb(${some(LOCATIONS.slice(2), 2, row)}),
    'open_to_remote', random() < 0.5,
    'job_update_frequency', ${pick(["instant", "daily_summary", "daily_summary", "daily_summary", "daily_summary", "daily_summary", "daily_summary", "weekly_summary", "weekly_summary", "none"])},
    'strongest_skills', '[]'::jsonb, 'helpful_content_prefs', '[]'::jsonb)`;
}

/**
 * Members `seed-<n>` with profiles: 90% verified, 2% suspended, sign-ups over a year; plans spread as
 * Free, Premium (pro), University Bulk, Trial and expired trials; onboarding answers for everyone. `first`
 * numbers the first one, so a later call can add members beside earlier ones.
 */
export async function seedMembers(query: Query, count: number, batch = 25_000, first = 1) {
  const last = first + count - 1;
  for (let from = first; from <= last; from += batch) {
    const to = Math.min(last, from + batch - 1);
    await query(
      `insert into "user" (id, name, first_name, last_name, email, email_verified, banned, created_at, updated_at)
       select 'seed-' || i, f || ' ' || l, f, l, lower(f) || '.' || lower(l) || '.' || i || '@' ||
         ${pick(["gmail.com", "outlook.com", "lse.ac.uk", "ucl.ac.uk", "ox.ac.uk", "warwick.ac.uk"])},
         random() < 0.9, random() < 0.02, joined, joined
       from (select i, ${pick(FIRST_NAMES)} as f, ${pick(LAST_NAMES)} as l, now() - random() * interval '365 days' as joined
             from generate_series(${from}, ${to}) i) s`,
      [],
    );
    await query(
      `insert into profiles (id, app_tier, trial_started_at, trial_ends_at, premium_access_expires_at, university,
         onboarding, onboarding_completed_at, email_broadcasts, created_at)
       select u.id, case when r < 0.04 then 'pro' when r < 0.06 then 'university_bulk' else 'free' end,
         case when r >= 0.06 and r < 0.21 then u.created_at end,
         case when r >= 0.06 and r < 0.11 then now() + interval '5 days'
              when r >= 0.11 and r < 0.21 then u.created_at + interval '7 days' end,
         case when r >= 0.04 and r < 0.06 then now() + interval '200 days' end,
         ${pick(UNIVERSITIES)}, ${onboardingSql("u.id")}, u.created_at, random() < 0.8, u.created_at
       from (select u.*, random() as r from "user" u
             where u.id in (select 'seed-' || i from generate_series(${from}, ${to}) i)) u`,
      [],
    );
  }
}

/** `perMember` notifications for every seeded member over six months, 30% unread. */
export async function seedNotifications(query: Query, perMember: number) {
  for (let n = 1; n <= perMember; n++) {
    await query(
      `insert into user_notifications (user_id, kind, title, message, link, is_read, read_at, created_at)
       select u.id, kind, case kind when 'job_alert' then '3 new roles match your goals'
           when 'closing_reminder' then 'A saved role closes within 3 days' else 'News from Finance Careers' end,
         'Summer Internship at Northbridge Capital; Analyst at Kestrel Partners', '/app/job-feed?sort=newest',
         not unread, case when not unread then at + interval '1 hour' end, at
       from (select u.id, ${pick(["job_alert", "job_alert", "closing_reminder", "broadcast", "support_reply"])} as kind,
               random() < 0.3 as unread, now() - random() * interval '180 days' as at
             from "user" u where u.id like 'seed-%') u`,
      [],
    );
  }
}

export type Login = { id: string; email: string; password: string };

/**
 * A bench member's onboarding answers: a common profile (London, banking internships), so the feed
 * ranks a full first page for them; a bench changes only what it measures.
 */
export function benchAnswers(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: "Bench",
    lastName: "Member",
    university: "LSE",
    education_status: "undergraduate_penultimate",
    targeted_role_types: ["summer_internship", "spring_week"],
    targeted_finance_areas: ["investment_banking", "private_equity"],
    targeted_locations: ["london"],
    open_to_remote: true,
    job_update_frequency: "daily_summary",
    ...changes,
  };
}

/** A member who signs in through the API: user, credential account (argon2id, as the app hashes) and profile. */
export async function createMember(
  query: Query,
  id: string,
  onboarding: Record<string, unknown>,
): Promise<Login> {
  const login = { id, email: `${id}@bench.example.com`, password: `pw-${id}-${Date.now()}` };
  await query(
    `insert into "user" (id, name, first_name, last_name, email, email_verified) values ($1, 'Bench Member', 'Bench', 'Member', $2, true)`,
    [id, login.email],
  );
  await query(
    `insert into account (id, account_id, provider_id, user_id, password) values ($1, $1, 'credential', $1, $2)`,
    [id, await hash(login.password)],
  );
  // Premium (an active trial), so the feed pages run at full size.
  await query(
    `insert into profiles (id, trial_started_at, trial_ends_at, onboarding, onboarding_completed_at)
     values ($1, now(), now() + interval '7 days', $2, now())`,
    [id, JSON.stringify(onboarding)],
  );
  return login;
}

/** Analyses the tables, as autovacuum would soon after a bulk load, so plans reflect the data. */
export async function analyze(query: Query) {
  await query("analyze", []);
}

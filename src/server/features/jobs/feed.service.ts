import { eq, type SQL, sql } from "drizzle-orm";
import { premiumAccessActive } from "../../../shared/access";
import { FEED_PAGE_SIZE, type FeedQuery } from "../../../shared/jobs";
import { FINANCE_AREAS, LOCATIONS, type OnboardingAnswers, ROLE_TYPES } from "../../../shared/onboarding";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import { type Db, queryRows } from "../../db/client";
import { profiles } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { visibleToSql } from "../../platform/job-visibility";
import { parseQuery, toTsQuery } from "../../platform/search-vocabulary";
import { correctQuery } from "./search-correction";

// /app/job-feed: search, filters, three orders, keyset pagination, and a default order
// personalised from the member's onboarding answers that says why each role is shown.

export type Preferences = Pick<
  OnboardingAnswers,
  "targeted_role_types" | "targeted_finance_areas" | "targeted_locations" | "open_to_remote"
>;

export type FeedViewer = { id: string; premium: boolean; preferences: Preferences | null };

type Row = {
  id: string;
  title: string;
  firm_name: string;
  firm_slug: string;
  firm_premier: boolean;
  locations: string[];
  workplace: string | null;
  role_type: string | null;
  finance_areas: string[];
  posted_at: Date;
  closes_at: Date | null;
  rolling: boolean;
  is_sample: boolean;
  apply_url: string;
  salary: string | null;
  closed: boolean;
  saved: boolean;
  score: number;
  sort_key: string | number | null;
};

/** Reads who is asking: premium or not, and the answers that personalise the order. */
export async function feedViewer(db: Db, userId: string, now = new Date()): Promise<FeedViewer> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const premium = premiumAccessActive(
    row
      ? {
          app_tier: row.appTier,
          trial_ends_at: row.trialEndsAt,
          premium_access_expires_at: row.premiumAccessExpiresAt,
        }
      : null,
    now,
  );
  return { id: userId, premium, preferences: row?.onboarding ?? null };
}

const ROLE_LABELS = new Map<string, string>(ROLE_TYPES.map((r) => [r.value, r.label]));
const AREA_LABELS = new Map<string, string>(FINANCE_AREAS.map((a) => [a.value, a.label]));
const LOCATION_LABELS = new Map<string, string>(LOCATIONS.map((l) => [l.value, l.label]));

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** A member's wishes as SQL text arrays (null: nothing asked) and whether remote work suits them. */
export type Wishes = { roles: SQL | null; areas: SQL | null; places: SQL | null; remote: SQL | null };

/**
 * The personal fit of role `j`: a shared area 4 (a second one 1 more), role type 3, a wanted location
 * 2, remote for someone open to it 1. The area leads: it is the career a member is aiming at, and a
 * role of the right kind in another field (a quant internship for a banking student) fits less. The
 * feed adds text relevance and freshness (at most 1, so it only orders roles that fit equally well);
 * alerts order by it and then by freshness.
 */
export function fitScore(w: Wishes): SQL {
  const parts: SQL[] = [];
  if (w.roles) parts.push(sql`(case when j.role_type = any(${w.roles}) then 3 else 0 end)`);
  if (w.areas)
    parts.push(
      sql`(case when j.finance_areas && ${w.areas} then least(5, 3 + cardinality(array(select unnest(j.finance_areas) intersect select unnest(${w.areas})))) else 0 end)`,
    );
  if (w.places) parts.push(sql`(case when j.locations && ${w.places} then 2 else 0 end)`);
  if (w.remote)
    parts.push(sql`(case when ${w.remote} and j.workplace in ('remote', 'hybrid') then 1 else 0 end)`);
  return parts.length ? sql.join(parts, sql` + `) : sql`0`;
}

/** The feed's wishes, from the viewer's answers ("other" names nothing a role can match). */
function preferenceScore(p: Preferences | null): SQL {
  if (!p) return sql`0`;
  const roles = p.targeted_role_types.filter((r) => r !== "other");
  const areas = p.targeted_finance_areas.filter((a) => a !== "other");
  const places = p.targeted_locations.filter((l) => l !== "other");
  return fitScore({
    roles: roles.length ? textArray(roles) : null,
    areas: areas.length ? textArray(areas) : null,
    places: places.length ? textArray(places) : null,
    remote: p.open_to_remote ? sql`true` : null,
  });
}

/** Why a role is shown, in the member's own terms ("says why a role is shown"). */
export function reasonsFor(
  job: Pick<Row, "role_type" | "finance_areas" | "locations" | "workplace">,
  p: Preferences | null,
) {
  if (!p) return [];
  const reasons: string[] = [];
  if (job.role_type && p.targeted_role_types.includes(job.role_type))
    reasons.push(`${ROLE_LABELS.get(job.role_type) ?? job.role_type}, as you asked`);
  const area = job.finance_areas.find((a) => p.targeted_finance_areas.includes(a));
  if (area)
    reasons.push(`Matches your interest in ${(AREA_LABELS.get(area) ?? area).replace(/ \(.*\)$/, "")}`);
  const place = job.locations.find((l) => p.targeted_locations.includes(l));
  if (place) reasons.push(`In ${LOCATION_LABELS.get(place) ?? place}`);
  if (p.open_to_remote && (job.workplace === "remote" || job.workplace === "hybrid"))
    reasons.push(
      job.workplace === "remote" ? "Remote, and you are open to it" : "Hybrid, and you are open to it",
    );
  return reasons;
}

// The sort key travels as text, so a numeric key keeps every digit (a float would round timestamps).
// `a` anchors the time the first page was computed at: scores and windows depend on "now", and the
// pages of one list must agree on it, or a role could move between pages.
type Cursor = { s: FeedQuery["sort"]; k: string | null; id: string; a: number };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeCursor(raw: string | undefined, sort: FeedQuery["sort"]): Cursor | null {
  if (!raw) return null;
  try {
    const cursor = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Cursor;
    const validKey =
      cursor.k === null || (typeof cursor.k === "string" && /^(-?\d+(\.\d+)?|Infinity)$/.test(cursor.k));
    const validAnchor = Number.isSafeInteger(cursor.a) && cursor.a > 0;
    if (cursor.s !== sort || !validKey || !validAnchor || !/^[0-9a-f-]{36}$/.test(cursor.id))
      throw new Error("bad cursor");
    return cursor;
  } catch {
    throw new HttpError(400, "bad_cursor", "This list has changed since it was loaded. Please search again.");
  }
}

export async function searchFeed(db: Db, viewer: FeedViewer, query: FeedQuery, at = new Date()) {
  const cursor = decodeCursor(query.cursor, query.sort);
  // Free members see the first page of each search only (spec 000 §2.6 "limited job feed view").
  if (cursor && !viewer.premium) {
    throw new HttpError(403, "premium_required", limitMessage("feedResultsPerSearch"));
  }
  const groups = parseQuery(query.q);
  const found = await feedPage(db, viewer, query, toTsQuery(groups), cursor, at);
  // Nothing matched a first page: a misspelt word is corrected against the roles' own vocabulary and,
  // when the correction finds roles, they are shown with the correction offered ("Did you mean").
  if (found.jobs.length === 0 && !cursor && groups.length) {
    const correction = await correctQuery(db, groups);
    if (correction) {
      const corrected = await feedPage(db, viewer, query, toTsQuery(parseQuery(correction)), null, at);
      if (corrected.jobs.length) return { ...corrected, did_you_mean: correction };
    }
  }
  return { ...found, did_you_mean: null as string | null };
}

async function feedPage(
  db: Db,
  viewer: FeedViewer,
  query: FeedQuery,
  text: string | null,
  cursor: Cursor | null,
  at: Date,
) {
  const limit = viewer.premium
    ? FEED_PAGE_SIZE
    : Math.min(FEED_PAGE_SIZE, FREE_LIMITS.feedResultsPerSearch.value);
  const now = cursor ? new Date(cursor.a) : at;
  const tsQuery = sql`to_tsquery('english', ${text ?? ""})`;

  // Saved roles stay in Saved after they close, marked closed, so the member sees what fills their slots.
  const where: SQL[] = [
    query.saved ? sql`s.user_id is not null` : sql`j.closed_at is null`,
    visibleToSql(viewer.id),
  ];
  if (text) where.push(sql`j.search @@ ${tsQuery}`);
  if (query.type.length) where.push(sql`j.role_type = any(${textArray(query.type)})`);
  if (query.area.length) where.push(sql`j.finance_areas && ${textArray(query.area)}`);
  if (query.location.length) where.push(sql`j.locations && ${textArray(query.location)}`);
  if (query.workplace.length) where.push(sql`j.workplace = any(${textArray(query.workplace)})`);
  if (query.firm) where.push(sql`f.slug = ${query.firm}`);
  if (query.premier) where.push(sql`f.premier`);
  if (query.closing) {
    const until = new Date(now.getTime() + Number(query.closing) * 86_400_000);
    where.push(sql`j.closes_at >= ${now} and j.closes_at <= ${until}`);
  }

  // The score: text relevance (weighted title > firm and terms > description) plus the member's
  // preferences, plus a little freshness so equally good matches show the newest first.
  const score = sql`(${text ? sql`ts_rank_cd(j.search, ${tsQuery}) * 10` : sql`0`} + ${preferenceScore(viewer.preferences)} + 1.0 / (1 + extract(epoch from (${now}::timestamptz - j.listed_at)) / 86400 / 7))`;
  // Over the scored rows below, so the relevance key reuses the score instead of ranking again.
  const sortKey =
    query.sort === "newest"
      ? sql`extract(epoch from listed_at)::numeric`
      : query.sort === "closing"
        ? sql`coalesce(extract(epoch from closes_at)::float8, 'infinity'::float8)`
        : sql`round(score::numeric, 9)`;
  // Keyset: newest and relevance run downwards, closing soon upwards; the id breaks ties.
  const descending = query.sort !== "closing";
  const order = descending ? sql`sort_key desc, id desc` : sql`sort_key asc, id asc`;
  const after = cursor
    ? descending
      ? sql`where (sort_key, id) < (${cursor.k}::numeric, ${cursor.id}::uuid)`
      : sql`where (sort_key, id) > (${cursor.k ?? "Infinity"}::float8, ${cursor.id}::uuid)`
    : sql``;

  const rows = await queryRows<Row>(
    db,
    // `offset 0` keeps the scored rows a subquery of their own: flattened, PostgreSQL would write the
    // score's expression out again for the sort key and rank every match twice (the costly part of a
    // search for a common word; bench/scale/feed.ts).
    sql`select * from (
      select scored.*, ${sortKey} as sort_key from (
        select j.id, j.title, f.name as firm_name, f.slug as firm_slug, f.premier as firm_premier,
          j.locations, j.workplace, j.role_type, j.finance_areas, j.listed_at,
          j.listed_at as posted_at, j.closes_at, j.rolling, j.is_sample, j.apply_url, j.salary,
          (j.closed_at is not null) as closed,
          (s.user_id is not null) as saved,
          ${score} as score
        from jobs j
        join firms f on f.id = j.firm_id
        left join saved_jobs s on s.job_id = j.id and s.user_id = ${viewer.id}
        where ${sql.join(where, sql` and `)}
        offset 0
      ) scored
    ) ranked
    ${after}
    order by ${order}
    limit ${limit + 1}`,
  );

  const page = rows.slice(0, limit);
  const more = rows.length > limit;
  const last = page.at(-1);
  const keyOf = (row: Row) => (row.sort_key === null ? null : String(row.sort_key));
  return {
    jobs: page.map((row) => ({
      id: row.id,
      title: row.title,
      firm: { name: row.firm_name, slug: row.firm_slug, premier: row.firm_premier },
      locations: row.locations,
      workplace: row.workplace,
      role_type: row.role_type,
      finance_areas: row.finance_areas,
      posted_at: new Date(row.posted_at).toISOString(),
      closes_at: row.closes_at ? new Date(row.closes_at).toISOString() : null,
      rolling: row.rolling,
      is_sample: row.is_sample,
      apply_url: row.apply_url,
      salary: row.salary,
      closed: row.closed,
      saved: row.saved,
      reasons: query.sort === "relevance" ? reasonsFor(row, viewer.preferences) : [],
    })),
    next_cursor:
      more && last && viewer.premium
        ? encodeCursor({ s: query.sort, k: keyOf(last), id: last.id, a: now.getTime() })
        : null,
    // Free members: say there is more, and what the limit is, instead of silently cutting the list.
    limited: more && !viewer.premium ? { limit, message: limitMessage("feedResultsPerSearch") } : null,
    personalised: query.sort === "relevance" && viewer.preferences !== null,
  };
}

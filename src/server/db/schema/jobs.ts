import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { JobRequirements, JobSummary } from "../../../shared/jobs";
import { user } from "./auth";

// Firms, their careers sources, jobs with full-text search, saved jobs, cached AI summaries and
// alert bookkeeping. The notifications alerts create are in notifications.ts.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const firms = pgTable(
  "firms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    // investment_banking | asset_management | private_equity | hedge_fund | … (src/shared/jobs.ts)
    sector: text("sector").notNull(),
    premier: boolean("premier").notNull().default(false),
    website: text("website"),
    description: text("description"),
    // What members' cards load as the logo: an https link an admin set, or the address of a logo an admin
    // uploaded (/api/firm-logos/…); null shows the firm's initials.
    logoUrl: text("logo_url"),
    // An uploaded logo's bytes are in the blob store under this key, with the type read from its bytes.
    logoKey: text("logo_key"),
    logoContentType: text("logo_content_type"),
    // Where a premier firm stands in the members' directory (1 first); null sorts after, by name.
    premierPosition: integer("premier_position"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("firms_premier_idx").on(t.premier, t.name)],
);

// Where a firm's roles come from. Last success and last error are kept for the admin console.
export const jobSources = pgTable(
  "job_sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    // greenhouse | lever | workday | oracle | smartrecruiters | ashby | manual | sample
    kind: text("kind").notNull(),
    // Board token (Greenhouse), site (Lever), HOST/TENANT/SITE (Workday), HOST/SITE_NUMBER (Oracle),
    // company (SmartRecruiters), board (Ashby), or a label.
    token: text("token").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    lastJobCount: integer("last_job_count"),
    // What the last successful run added and closed, for the admin's Sources table.
    lastAdded: integer("last_added"),
    lastClosed: integer("last_closed"),
    // Runs in a row that could not read the board; the third alerts the admins.
    failedRuns: integer("failed_runs").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("job_sources_kind_token_idx").on(t.kind, t.token),
    index("job_sources_firm_idx").on(t.firmId),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firms.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id").references(() => jobSources.id, { onDelete: "set null" }),
    // (source, external_id) identifies a posting across ingestion passes.
    source: text("source").notNull(),
    externalId: text("external_id").notNull(),
    // Denormalised so the search vector (a generated column) can weight the firm's name.
    firmName: text("firm_name").notNull(),
    title: text("title").notNull(),
    locations: text("locations").array().notNull().default(sql`'{}'::text[]`),
    workplace: text("workplace"), // onsite | hybrid | remote
    roleType: text("role_type"), // src/shared/onboarding.ts ROLE_TYPES values
    financeAreas: text("finance_areas").array().notNull().default(sql`'{}'::text[]`),
    descriptionHtml: text("description_html").notNull().default(""),
    descriptionText: text("description_text").notNull().default(""),
    applyUrl: text("apply_url").notNull(),
    postedAt: timestamp("posted_at", { withTimezone: true }),
    opensAt: timestamp("opens_at", { withTimezone: true }),
    closesAt: timestamp("closes_at", { withTimezone: true }),
    rolling: boolean("rolling").notNull().default(false),
    // The pay as the posting states it ("£50,000 – £60,000 a year"), when it states one.
    salary: text("salary"),
    // Words the search matches besides the posting's own: its role type, areas and locations in words,
    // with the field's synonyms and abbreviations (features/jobs/search-terms.ts).
    searchTerms: text("search_terms").notNull().default(""),
    requirements: jsonb("requirements").$type<JobRequirements>().notNull().default({}),
    // The board listing's own fields for a role whose details cost a request each (Workday, Oracle,
    // SmartRecruiters): while they are unchanged, the details are not fetched again.
    sourceFingerprint: text("source_fingerprint"),
    // Sample listings (offline demo data) carry a visible badge and never load in production.
    isSample: boolean("is_sample").notNull().default(false),
    // A role a member imported by URL is visible to that member only.
    importedBy: text("imported_by").references(() => user.id, { onDelete: "cascade" }),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // When the posting says it was published (or last updated), else when we first saw it: `Newest`.
    listedAt: timestamp("listed_at", { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(posted_at, first_seen_at)`),
    // Accents are folded on both sides (search_unaccent, migration 0013), so "Societe" finds "Société".
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', search_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('english', search_unaccent(coalesce(firm_name, '') || ' ' || coalesce(search_terms, ''))), 'B') || setweight(to_tsvector('english', search_unaccent(coalesce(description_text, ''))), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex("jobs_source_external_idx").on(t.source, t.externalId),
    index("jobs_search_idx").using("gin", t.search),
    index("jobs_firm_idx").on(t.firmId),
    index("jobs_source_idx").on(t.sourceId),
    index("jobs_imported_by_idx").on(t.importedBy),
    // Keyset pagination of the open feed: newest first, and closing soonest.
    index("jobs_open_first_seen_idx").on(t.firstSeenAt.desc(), t.id.desc()).where(sql`closed_at is null`),
    index("jobs_open_listed_idx").on(t.listedAt.desc(), t.id.desc()).where(sql`closed_at is null`),
    index("jobs_open_closes_idx").on(t.closesAt, t.id).where(sql`closed_at is null`),
    index("jobs_areas_idx").using("gin", t.financeAreas),
    index("jobs_locations_idx").using("gin", t.locations),
  ],
);

// Every word of the roles' titles, firms and search terms, kept by a trigger on jobs (migration 0013):
// the vocabulary a misspelt search is corrected against ("Did you mean ...?").
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index("saved_jobs_job_idx").on(t.jobId)],
);

// One summary per job and provider, made once and reused by every member.
export const jobSummaries = pgTable(
  "job_summaries",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    summary: jsonb("summary").$type<JobSummary>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.provider] })],
);

// What each member has been told about, so a digest never repeats a role and a reminder goes once.
export const jobAlertDeliveries = pgTable(
  "job_alert_deliveries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // alert | closing_reminder
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId, t.kind] }),
    index("job_alert_deliveries_job_idx").on(t.jobId),
  ],
);

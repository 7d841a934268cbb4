// Who may write each table: the one feature folder or module whose code inserts, updates and deletes
// its rows. Any code may read any table; a write from anywhere else goes through a function the owner
// exports (or, across features, a hook or a queue name: docs/architecture.md, "How features talk").
// `npm run lint` runs scripts/check-table-owners.ts, which reads every write in src/server and scripts/
// (raw SQL `insert into`, `update`, `delete from` in strings and templates, and drizzle's
// `.insert(t)`, `.update(t)`, `.delete(t)` on a table from db/schema) and fails on one outside the
// owner. The table list comes from the drizzle schema, so a new table without a line here fails too.
//
// An owner ending in "/" is a folder (everything under it); otherwise it is one file.
//
// Written freely, whatever the owner: test files (`*.test.ts`, everything under tests/), test data
// (`*.fixtures.ts` and `fixtures/` folders) and the benchmarks (bench/ seeds its own data at scale).
// Migrations are SQL files and are not read.
export const TABLE_OWNERS: Record<string, string> = {
  // A member's account: better-auth writes its own tables through its adapter; what the app changes
  // in them itself, and every change to the profile row beside them (sign-up, sign-in, billing, the
  // admin area, the unsubscribe link, the profile page), are the functions in this folder.
  user: "src/server/platform/accounts/",
  session: "src/server/platform/accounts/",
  account: "src/server/platform/accounts/",
  verification: "src/server/platform/accounts/",
  two_factor: "src/server/platform/accounts/",
  profiles: "src/server/platform/accounts/",

  // The catalogue: boards, CSV import, seed, and the roles members import by link (the jobs feature
  // reads the posting and hands it over through the addImportedRole hook).
  firms: "src/server/features/job-sources/",
  job_sources: "src/server/features/job-sources/",
  jobs: "src/server/features/job-sources/",
  // Filled by a trigger on jobs (migration 0013); no code writes it.
  search_words: "src/server/features/job-sources/",
  saved_jobs: "src/server/features/jobs/",
  job_summaries: "src/server/features/jobs/",
  job_alert_deliveries: "src/server/features/jobs/",

  // notify() is the only way to create a notification; the read marks are written there too.
  user_notifications: "src/server/platform/notifications/",

  applications: "src/server/features/tracker/",
  application_stage_history: "src/server/features/tracker/",
  application_events: "src/server/features/tracker/",
  application_reminders: "src/server/features/tracker/",
  calendar_feeds: "src/server/features/tracker/",
  guarantee_claims: "src/server/features/tracker/",

  documents: "src/server/features/documents/",
  document_versions: "src/server/features/documents/",
  application_documents: "src/server/features/documents/",
  cv_match_runs: "src/server/features/documents/",
  stored_blobs: "src/server/platform/blob-store-postgres.ts",

  interview_sessions: "src/server/features/interview/",
  interview_questions: "src/server/features/interview/",
  interview_answers: "src/server/features/interview/",

  personality_attempts: "src/server/features/assessments/",
  aptitude_attempts: "src/server/features/assessments/",
  // Updated as each Timed test finishes (aptitude-norms.ts); the coach reads it.
  aptitude_norms: "src/server/features/assessments/",
  // Moved with the norm as each Timed test finishes; the percentile reads it.
  aptitude_score_counts: "src/server/features/assessments/",

  networking_contacts: "src/server/features/networking/",
  networking_interactions: "src/server/features/networking/",
  networking_reminders: "src/server/features/networking/",
  networking_contact_applications: "src/server/features/networking/",
  networking_settings: "src/server/features/networking/",

  alumni_listings: "src/server/features/alumni/",
  alumni_chat_requests: "src/server/features/alumni/",
  alumni_blocks: "src/server/features/alumni/",
  alumni_reports: "src/server/features/alumni/",

  prep_stories: "src/server/features/prep/",

  coach_plan_ticks: "src/server/features/career-coach/",
  coach_conversations: "src/server/features/career-coach/",
  coach_messages: "src/server/features/career-coach/",

  bulk_licenses: "src/server/features/billing/",
  license_redemptions: "src/server/features/billing/",
  billing_customers: "src/server/features/billing/",
  subscriptions: "src/server/features/billing/",
  stripe_events: "src/server/features/billing/",
  premium_signups: "src/server/features/billing/",

  campaigns: "src/server/features/landing/",
  testimonials: "src/server/features/landing/",
  site_figures: "src/server/features/landing/",
  // Deleting an account deletes the member's own messages through the beforeAccountDeleted hook.
  contact_messages: "src/server/features/contact/",

  broadcasts: "src/server/features/broadcasts/",
  broadcast_email_deliveries: "src/server/features/broadcasts/",

  help_chat_messages: "src/server/features/support/",
  support_conversations: "src/server/features/support/",

  referral_codes: "src/server/features/referrals/",
  referral_signups: "src/server/features/referrals/",

  admin_audit_log: "src/server/platform/audit.ts",
  rate_limits: "src/server/http/rate-limit.ts",
};

/** Files that write test or benchmark data into any table (see above). */
export const DATA_WRITERS: readonly RegExp[] = [
  /\.test\.tsx?$/,
  /^tests\//,
  /\.fixtures\.ts$/,
  /\/fixtures\//,
  /^bench\//,
];

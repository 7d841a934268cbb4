import { startAptitude } from "../../src/server/features/assessments/aptitude.service";
import { createSession } from "../../src/server/features/interview/sessions.service";
import { memberPlan } from "../../src/server/platform/member-plan";
import { ALUM_EDUCATION_STATUS, universityKey } from "../../src/shared/alumni";
import { APTITUDE_KINDS } from "../../src/shared/assessments";
import { PERSONAS } from "../../src/shared/interview";
import { TRACKER_STAGES } from "../../src/shared/schemas/tracker";
import type { Query } from "./raw-baseline";
import type { BenchDb } from "./scale-target";
import { UNIVERSITIES } from "./seed-words";

// Set-based seeding for the newer areas (coach, networking, interview, assessments, alumni,
// documents). Each member's rows are INSERT … SELECT over the members and generate_series; rows whose
// JSON the app shapes (interview questions, aptitude attempts) are copied from templates the app's own
// services made for the measured member, so their shape is always the current one.

/** Per other member, about the reference scale's averages; the measured member's own sizes. */
export const OTHERS = { applications: 15, contacts: 10, sessions: 3, attempts: 5, documents: 2, runs: 2 };
export const HEAVY = {
  applications: 500,
  contacts: 1_000,
  sessions: 150,
  attempts: 120,
  documents: 10,
  runs: 20,
  messages: 40,
};

const CV_TEXT = `Education: BSc Economics, first-class honours expected. Experience: summer analyst in investment
banking, financial modelling in Excel, DCF and comparable company analysis, pitch book preparation,
due diligence. Skills: Excel, PowerPoint, Python, VBA, Bloomberg, accounting, valuation, teamwork,
leadership, communication. Activities: president of the university finance society, stock pitch
competition finalist, volunteer treasurer.`;

const stages = `array[${TRACKER_STAGES.map((s) => `'${s.value}'`).join(",")}]`;

/** Members `seed-<from>` … `seed-<to>` as a row source of ids. */
export const seededIds = (from: number, to: number) =>
  `select 'seed-' || i as id from generate_series(${from}, ${to}) i`;

/** Everything the newer areas read, for the members `ids` (a SQL row source with an `id` column). */
export async function seedMemberData(
  query: Query,
  ids: string,
  sizes: typeof OTHERS,
  templates: Templates,
  tag: string,
) {
  // Tracker applications, a third linked to feed roles, each with one to three stage-history rows.
  await query(
    `insert into applications (user_id, job_id, firm_name, role_title, programme_type, location, url,
       deadline, rolling, stage, position, notes, applied_at, created_at, updated_at)
     select u.id, case when n % 3 = 0 then j.ids[1 + (n * 7 + length(u.id)) % cardinality(j.ids)] end,
       'Firm ' || (n % 120), 'Analyst role ' || n, 'summer_internship', 'London',
       'https://careers.example.com/' || n,
       case when n % 4 = 0 then null else (current_date + (n % 60))::date end, n % 4 = 0,
       (${stages})[1 + n % 8], n * 1024, 'Notes for application ' || n,
       case when n % 8 > 0 then now() - (n || ' hours')::interval end,
       now() - ((n % 200) || ' days')::interval, now() - (n || ' hours')::interval
     from (${ids}) u cross join generate_series(1, $1) n
     cross join (select array_agg(id) as ids from (select id from jobs limit 5000) x) j`,
    [sizes.applications],
  );
  await query(
    `insert into application_stage_history (application_id, user_id, stage, entered_at)
     select a.id, a.user_id, a.stage, a.created_at + (k || ' days')::interval
     from applications a join (${ids}) u on u.id = a.user_id
     cross join lateral generate_series(1, 1 + (a.position / 1024)::int % 3) k`,
    [],
  );
  // Contacts, half with an interaction, and a follow-up reminder for each interaction.
  await query(
    `insert into networking_contacts (user_id, name, firm, role, stage, notes, tags, created_at, updated_at)
     select u.id, 'Contact ' || n || ' ' || (array['Smith','Patel','Khan','Jones','Brown'])[1 + n % 5],
       'Firm ' || (n % 120), 'Associate', (array['identified','reached_out','chatted','following_up'])[1 + n % 4],
       'Met at the careers fair', array['banking'], now() - ((n % 300) || ' days')::interval, now()
     from (${ids}) u cross join generate_series(1, $1) n`,
    [sizes.contacts],
  );
  await query(
    `insert into networking_interactions (contact_id, user_id, kind, occurred_on, notes)
     select c.id, c.user_id, 'coffee_chat', (c.created_at + interval '3 days')::date, 'Talked about the role'
     from networking_contacts c join (${ids}) u on u.id = c.user_id
     where abs(hashtext(c.id::text)) % 2 = 0`,
    [],
  );
  // Reminders already due were sent when they fell due, as on a running site: left unsent, the app's
  // reminder job would send hundreds of thousands during the measurements, loading the app and
  // rewriting the measured member's rows to other pages between the two sizes.
  await query(
    `insert into networking_reminders (contact_id, user_id, interaction_id, kind, remind_at, sent_at)
     select i.contact_id, i.user_id, i.id, 'follow_up', i.occurred_on + interval '21 days',
       case when i.occurred_on + interval '21 days' <= now() then i.occurred_on + interval '21 days' end
     from networking_interactions i join (${ids}) u on u.id = i.user_id`,
    [],
  );
  // Finished interviews (copies of the template session, questions too).
  await query(
    `insert into interview_sessions (user_id, question_type, persona, mode, question_count, seed, status,
       overall, created_at, completed_at)
     select u.id, t.question_type, t.persona, t.mode, t.question_count, $2 || ':' || u.id || ':' || n,
       'completed', 2 + (n % 30) / 10.0, now() - (n || ' days')::interval, now() - (n || ' days')::interval + interval '20 minutes'
     from (${ids}) u cross join generate_series(1, $1) n
     cross join (select * from interview_sessions where id = $3) t`,
    [sizes.sessions, `bench-${tag}`, templates.session],
  );
  await query(
    `insert into interview_questions (session_id, user_id, position, category, text, key_points, outline)
     select s.id, s.user_id, q.position, q.category, q.text, q.key_points, q.outline
     from interview_sessions s cross join interview_questions q
     where s.seed like $1 and q.session_id = $2`,
    [`bench-${tag}:%`, templates.session],
  );
  // Completed aptitude attempts over every kind and both modes (copies of the templates).
  await query(
    `insert into aptitude_attempts (user_id, kind, mode, seed, attempt, item_count, status, correct,
       generator, percentile, started_at, completed_at, time_limit_seconds)
     select u.id, t.kind, case when n % 4 = 0 then 'Practice' else 'Timed' end, t.seed, n, t.item_count,
       'completed', floor(random() * (t.item_count + 1)), t.generator, floor(random() * 100),
       now() - (n || ' days')::interval, now() - (n || ' days')::interval + interval '20 minutes',
       t.time_limit_seconds
     from (${ids}) u cross join generate_series(1, $1) n
     join aptitude_attempts t on t.id = ($2::uuid[])[1 + n % cardinality($2::uuid[])]`,
    [sizes.attempts, templates.attempts],
  );
  // Documents (a CV and a cover letter each), one version each, with extracted text.
  await query(
    `insert into documents (user_id, name, kind, created_at, updated_at)
     select u.id, case when n % 2 = 1 then 'CV ' || n else 'Cover letter ' || n end,
       case when n % 2 = 1 then 'CV' else 'Cover letter' end, now() - (n || ' days')::interval, now() - (n || ' days')::interval
     from (${ids}) u cross join generate_series(1, $1) n`,
    [sizes.documents],
  );
  await query(
    `insert into document_versions (document_id, user_id, version, file_name, format, mime, size, blob_key,
       text, page_count, word_count)
     select d.id, d.user_id, 1, d.name || '.pdf', 'pdf', 'application/pdf', 48000, 'bench/' || d.id,
       $1, 1, 80
     from documents d join (${ids}) u on u.id = d.user_id`,
    [CV_TEXT],
  );
  await query(
    `insert into cv_match_runs (user_id, version_id, job_id, score, engine, created_at)
     select v.user_id, v.id, j.ids[1 + n], 40 + n * 7 % 50, 'builtin-1', now() - (n || ' days')::interval
     from document_versions v join (${ids}) u on u.id = v.user_id
     cross join generate_series(1, $1) n
     cross join (select array_agg(id) as ids from (select id from jobs limit 100) x) j
     where v.file_name like 'CV %'`,
    [sizes.runs],
  );
}

/** The measured member's university (her profile's), whose alumni her directory lists. */
export const HEAVY_UNIVERSITY = UNIVERSITIES[0] as string;
/** One in this many members is a graduate of the measured member's university (see seedAlumni). */
const OWN_UNIVERSITY_GRADUATES_EVERY = 40;

/**
 * The graduates among the members `ids` list themselves as alumni of the university their profile
 * names: only graduates may list, and the directory shows a listing only while its alum's answers say
 * so, so a listing by anyone else would be one the directory walks past without showing. One member in
 * 40 (by a hash of the id, so the same ones at every run) is first made a graduate of the measured
 * member's university, so her directory's first page is full (more than a page of listings) already
 * at the small size and is the same page's worth of reads at both sizes.
 */
export async function seedAlumni(query: Query, ids: string) {
  await query(
    `update profiles p set university = $1,
       onboarding = p.onboarding || jsonb_build_object('university', $1::text, 'education_status', $2::text)
     from (${ids}) u where u.id = p.id and abs(hashtext(p.id)) % ${OWN_UNIVERSITY_GRADUATES_EVERY} = 0`,
    [HEAVY_UNIVERSITY, ALUM_EDUCATION_STATUS],
  );
  const keys = UNIVERSITIES.map(
    (u) => `('${u.replace(/'/g, "''")}', '${universityKey(u).replace(/'/g, "''")}')`,
  );
  await query(
    `insert into alumni_listings (user_id, university, university_key, firm, role, note, listed_at)
     select p.id, p.university, k.key, 'Firm ' || length(p.id), 'Analyst', 'Happy to chat',
       now() - (length(p.id) || ' hours')::interval - random() * interval '300 days'
     from profiles p join (${ids}) u on u.id = p.id
     join (values ${keys.join(",")}) k(name, key) on k.name = p.university
     where p.onboarding ->> 'education_status' = $1
     on conflict do nothing`,
    [ALUM_EDUCATION_STATUS],
  );
}

/** The members' norm and score counts per kind from their best Timed scores, as completions keep them. */
export async function rebuildNorms(query: Query) {
  await query("delete from aptitude_score_counts", []);
  await query(
    `insert into aptitude_score_counts (kind, score, members)
     select kind, best, count(*) from (
       select user_id, kind, max(correct::float / nullif(item_count, 0)) as best from aptitude_attempts
       where mode = 'Timed' and status = 'completed' group by user_id, kind) b
     where best is not null group by kind, best`,
    [],
  );
  await query("delete from aptitude_norms", []);
  await query(
    `insert into aptitude_norms (kind, members, best_total)
     select kind, count(*), sum(best) from (
       select user_id, kind, max(correct::float / nullif(item_count, 0)) as best from aptitude_attempts
       where mode = 'Timed' and status = 'completed' group by user_id, kind) b
     group by kind`,
    [],
  );
}

export type Templates = { session: string; attempts: string[] };

/** The measured member's template rows, made by the app's services: one interview, one attempt per kind. */
export async function makeTemplates(bench: BenchDb, userId: string): Promise<Templates> {
  const member = await memberPlan(bench.db, userId);
  const created = await createSession(bench.db, member, {
    questionType: "Mixed",
    persona: PERSONAS[0].id,
    mode: "Practice",
    questionCount: 5,
  });
  const attempts: string[] = [];
  for (const kind of APTITUDE_KINDS) {
    const started = await startAptitude(bench.db, userId, { kind, mode: "Timed" });
    attempts.push(started.id);
  }
  return { session: created.id, attempts };
}

/** The measured member's own extras: coach history, a university that has alumni. */
export async function seedHeavyExtras(query: Query, userId: string) {
  await query(`update profiles set university = $2 where id = $1`, [userId, HEAVY_UNIVERSITY]);
  const { rows } = await query(
    `insert into coach_conversations (user_id) values ($1) on conflict (user_id) do update set updated_at = now() returning id`,
    [userId],
  );
  const conversation = (rows[0] as { id: string }).id;
  await query(
    `insert into coach_messages (conversation_id, user_id, role, content, engine, created_at)
     select $1, $2, case when n % 2 = 0 then 'coach' else 'member' end, 'Message ' || n,
       case when n % 2 = 0 then 'builtin' end, now() - ((${HEAVY.messages} - n) || ' minutes')::interval
     from generate_series(1, $3) n`,
    [conversation, userId, HEAVY.messages],
  );
}

/** In-progress Timed attempts for the completion measurements, copies of the first template. */
export async function seedAttemptPool(query: Query, template: string, count: number) {
  const { rows } = await query(
    `insert into aptitude_attempts (user_id, kind, mode, seed, attempt, item_count, generator, time_limit_seconds)
     select user_id, kind, mode, seed, 1000 + n, item_count, generator, time_limit_seconds
     from aptitude_attempts t cross join generate_series(1, $2) n where t.id = $1
     returning id`,
    [template, count],
  );
  return rows.map((r) => (r as { id: string }).id);
}

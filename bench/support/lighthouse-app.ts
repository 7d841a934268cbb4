import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { type Db, MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from "../../src/server/db/client";
import * as schema from "../../src/server/db/schema";
import { fillSearchTerms } from "../../src/server/features/job-sources/search-terms.service";
import { CONTACT_STAGES } from "../../src/shared/schemas/networking";
import { TRACKER_STAGES } from "../../src/shared/schemas/tracker";
import { analyze, benchAnswers, createMember, type Login, seedFirms, seedJobs } from "./seed-scale";

// The signed-in pages of `npm run bench:lighthouse`: one member with a full tracker and address book,
// seeded with set-based SQL into the embedded database (DATA_DIR/pglite) before the app opens it
// (PGlite has one owner at a time), then signed in through the API like anyone else.

export const APP_SIZES = { applications: 100, contacts: 500, jobs: 2_000 };

const list = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]`;

export async function seedAppMember(dataDir: string): Promise<Login> {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: path.join(dataDir, "pglite"),
    relaxedDurability: true,
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const query = (sql: string, params: unknown[]) => client.query(sql, params);
    await seedFirms(query);
    await seedJobs(query, APP_SIZES.jobs);
    await fillSearchTerms(db as unknown as Db);
    const member = await createMember(query, "bench-lighthouse", benchAnswers());
    // Spread over the eight stages, a third linked to feed roles, most with a deadline.
    await query(
      `insert into applications (user_id, job_id, firm_name, role_title, programme_type, location, url,
         deadline, rolling, stage, position, notes, applied_at, created_at, updated_at)
       select $1,
         case when n % 3 = 0 then (select id from jobs order by id offset n * 7 limit 1) end,
         'Firm ' || (n % 40), 'Analyst role ' || n, 'summer_internship', 'London',
         'https://careers.example.com/' || n,
         case when n % 4 = 0 then null else (current_date + (n % 60))::date end, n % 4 = 0,
         (${list(TRACKER_STAGES.map((s) => s.value))})[1 + n % 8], n * 1024, 'Notes for application ' || n,
         case when n % 8 > 0 then now() - (n || ' hours')::interval end,
         now() - (n || ' days')::interval, now() - (n || ' hours')::interval
       from generate_series(1, $2) n`,
      [member.id, APP_SIZES.applications],
    );
    await query(
      `insert into application_stage_history (application_id, user_id, stage, entered_at)
       select id, user_id, stage, created_at from applications where user_id = $1`,
      [member.id],
    );
    await query(
      `insert into networking_contacts (user_id, name, firm, role, team, university, email, notes, stage,
         created_at, updated_at)
       select $1, 'Contact ' || n, 'Firm ' || (n % 60), 'Associate', 'Coverage', 'LSE',
         'contact' || n || '@example.com', 'Met at a careers fair.',
         (${list(CONTACT_STAGES.map((s) => s.value))})[1 + n % ${CONTACT_STAGES.length}],
         now() - (n || ' hours')::interval, now() - (n || ' hours')::interval
       from generate_series(1, $2) n`,
      [member.id, APP_SIZES.contacts],
    );
    await analyze(query);
    return member;
  } finally {
    await client.close();
  }
}

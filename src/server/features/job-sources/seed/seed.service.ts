import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { firms } from "../../../db/schema";
import { slugify } from "../../../platform/html";
import { upsertJobs } from "../ingest.service";
import { classifyPosting } from "../posting";
import { SEED_FIRMS } from "./firms";
import { samplePostings } from "./programmes";

// An empty database (no firms) outside production gets the firm catalogue
// and the sample programmes, so a local member sees a working feed offline. Never in production, where
// sample listings would pass for real ones. Idempotent: the check and the inserts share a transaction,
// and a database that has any firm is left alone.

export type SeedResult = {
  seeded: boolean;
  reason?: "production" | "not-empty";
  firms: number;
  jobs: number;
};

export async function seedDemoCatalogue(
  db: Db,
  options: { env: "development" | "production" | "test"; now?: Date },
): Promise<SeedResult> {
  if (options.env === "production") return { seeded: false, reason: "production", firms: 0, jobs: 0 };
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-catalogue'))`);
    const [any] = await t.select({ id: firms.id }).from(firms).limit(1);
    if (any) return { seeded: false, reason: "not-empty" as const, firms: 0, jobs: 0 };

    const catalogue = SEED_FIRMS.map((firm) => ({ ...firm, slug: slugify(firm.name) }));
    const inserted = await t
      .insert(firms)
      .values(
        catalogue.map(({ name, slug, sector, premier, website }) => ({
          name,
          slug,
          sector,
          premier,
          website,
        })),
      )
      .returning({ id: firms.id, slug: firms.slug, name: firms.name, sector: firms.sector });
    const bySlug = new Map(inserted.map((firm) => [firm.slug, firm]));

    const samples = samplePostings(catalogue, now);
    for (const [slug, firm] of bySlug) {
      const postings = samples.filter((sample) => sample.firm === slug);
      if (!postings.length) continue;
      const classified = postings.map(({ posting }) => classifyPosting(posting, firm.sector, now));
      await upsertJobs(
        t,
        { id: null, kind: "sample", firmId: firm.id, firmName: firm.name },
        classified,
        now,
        { isSample: true },
      );
    }
    return { seeded: true, firms: inserted.length, jobs: samples.length };
  });
}

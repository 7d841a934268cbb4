import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { BOARD_PROVIDERS } from "../../../shared/job-source-providers";
import type { ConfiguredJobSource } from "../../config";
import type { Db } from "../../db/client";
import { firms, jobSources } from "../../db/schema";
import { slugify } from "../../platform/html";

// Sources named in JOB_SOURCES exist after start-up: the firm is found by its slug (or created), and
// the source is created, re-enabled, or moved to that firm. Admins add others in the console.

export async function findOrCreateFirm(
  db: Db,
  name: string,
  sector = "investment_banking",
): Promise<{ id: string; name: string; sector: string; created: boolean }> {
  const slug = slugify(name);
  const [found] = await db
    .select({ id: firms.id, name: firms.name, sector: firms.sector })
    .from(firms)
    .where(sql`${firms.slug} = ${slug} or lower(${firms.name}) = lower(${name})`)
    .limit(1);
  if (found) return { ...found, created: false };
  const [row] = await db
    .insert(firms)
    .values({ slug, name, sector })
    .onConflictDoUpdate({ target: firms.slug, set: { updatedAt: sql`${firms.updatedAt}` } })
    .returning({ id: firms.id, name: firms.name, sector: firms.sector });
  if (!row) throw new Error(`could not create firm ${name}`);
  return { ...row, created: true };
}

export async function ensureConfiguredSources(db: Db, entries: ConfiguredJobSource[]) {
  const results: { source: string; firm: string; firmCreated: boolean }[] = [];
  for (const entry of entries) {
    const firm = await findOrCreateFirm(db, entry.firmName, entry.sector);
    await db
      .insert(jobSources)
      .values({ firmId: firm.id, kind: entry.kind, token: entry.token })
      .onConflictDoUpdate({
        target: [jobSources.kind, jobSources.token],
        set: { firmId: firm.id, enabled: true },
      });
    results.push({ source: `${entry.kind}:${entry.token}`, firm: firm.name, firmCreated: firm.created });
  }
  return results;
}

/** Sources never read yet (just configured): start-up reads them at once instead of at the next tick. */
export async function hasUnreadSources(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: jobSources.id })
    .from(jobSources)
    .where(
      and(
        eq(jobSources.enabled, true),
        isNull(jobSources.lastRunAt),
        inArray(jobSources.kind, [...BOARD_PROVIDERS]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

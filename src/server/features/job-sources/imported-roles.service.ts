import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { firms, jobSources, jobs } from "../../db/schema";
import type { ImportedRole } from "../../http/context";
import { slugify } from "../../platform/html";
import { searchTermsFor } from "../../platform/search-vocabulary";

// A role a member imports by its link (features/jobs/import.service.ts reads the posting), stored in
// the catalogue this feature owns: visible only to that member (jobs.imported_by). Reached through the
// app's hooks (http/context.ts), since features do not import each other.

/**
 * The firm an imported posting belongs to: the catalogue's own when the board is one we monitor or the
 * name's slug is known, otherwise a new firm (not premier) named as the posting names it.
 */
async function firmOf(tx: DbOrTx, firm: ImportedRole["firm"]) {
  if (firm.board) {
    const { kind, token } = firm.board;
    const [monitored] = await tx
      .select({ id: firms.id, name: firms.name })
      .from(jobSources)
      .innerJoin(firms, eq(firms.id, jobSources.firmId))
      .where(and(eq(jobSources.kind, kind), eq(jobSources.token, token)));
    if (monitored) return monitored;
  }
  const slug = slugify(firm.name);
  await tx
    .insert(firms)
    .values({ slug, name: firm.name, sector: firm.sector })
    .onConflictDoNothing({ target: firms.slug });
  const [found] = await tx.select({ id: firms.id, name: firms.name }).from(firms).where(eq(firms.slug, slug));
  if (!found) throw new Error(`firm ${slug} was neither found nor created`);
  return found;
}

/** Adds the role and, when new, its firm. Answers the role's id, or null when this import is already stored. */
export async function addImportedRole(tx: DbOrTx, role: ImportedRole): Promise<string | null> {
  const firm = await firmOf(tx, role.firm);
  const [job] = await tx
    .insert(jobs)
    .values({
      firmId: firm.id,
      source: role.source,
      externalId: role.externalId,
      firmName: firm.name,
      title: role.title,
      locations: role.locations,
      workplace: role.workplace,
      // As start-up would fill them in (fillSearchTerms): places, and the firm's spellings.
      searchTerms: searchTermsFor({
        roleType: null,
        financeAreas: [],
        locations: role.locations,
        firmName: firm.name,
      }),
      descriptionHtml: role.descriptionHtml,
      descriptionText: role.descriptionText,
      applyUrl: role.applyUrl,
      postedAt: role.postedAt,
      closesAt: role.closesAt,
      importedBy: role.importedBy,
    })
    // Two imports of the same link at once: the second keeps the first one's row.
    .onConflictDoNothing({ target: [jobs.source, jobs.externalId] })
    .returning({ id: jobs.id });
  return job?.id ?? null;
}

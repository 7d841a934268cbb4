import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { searchTermsFor } from "../../platform/search-vocabulary";

// Each role's search terms follow from its classification (role type, areas, places) and its firm's
// name, so they are brought up to date at start-up: roles written before the terms existed, and every
// role whose terms an improved vocabulary now words differently. A role's terms depend only on those four
// fields, of which a catalogue has a few thousand combinations, so the check reads the combinations, not
// the roles.

type Combination = {
  role_type: string | null;
  finance_areas: string[];
  locations: string[];
  firm_name: string;
  search_terms: string;
};

/** Every role's terms, or one firm's when `firmId` is given (its name has just been corrected). */
export async function fillSearchTerms(db: Db, scope: { firmId?: string } = {}): Promise<number> {
  const ofFirm = scope.firmId ? sql`firm_id = ${scope.firmId}` : sql`true`;
  const combinations = await queryRows<Combination>(
    db,
    sql`select distinct role_type, finance_areas, locations, firm_name, search_terms from jobs where ${ofFirm}`,
  );
  let updated = 0;
  for (const row of combinations) {
    const terms = searchTermsFor({
      roleType: row.role_type,
      financeAreas: row.finance_areas,
      locations: row.locations,
      firmName: row.firm_name,
    });
    if (terms === row.search_terms) continue;
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with changed as (
        update jobs set search_terms = ${terms}
        where ${ofFirm} and role_type is not distinct from ${row.role_type}
          and finance_areas = ${sql`${`{${row.finance_areas.map(quote).join(",")}}`}::text[]`}
          and locations = ${sql`${`{${row.locations.map(quote).join(",")}}`}::text[]`}
          and firm_name = ${row.firm_name}
          and search_terms = ${row.search_terms}
        returning 1
      ) select count(*)::int as n from changed`,
    );
    updated += rows[0]?.n ?? 0;
  }
  return updated;
}

/** An element of a PostgreSQL array literal, quoted so commas and quotes in it survive. */
function quote(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

import { eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { FIRM_MESSAGES, type firmUpdateSchema } from "../../../shared/schemas/site-content";
import type { AuthUser } from "../../auth";
import { type Db, queryRows } from "../../db/client";
import { firms } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import { listedForEveryoneSql } from "../../platform/job-visibility";

// Site Content, premier firms: the firms the member directory (/app/premier-firms) and the feed's
// premier filter show, and the logo, sector, website and description on their cards. The sample
// catalogue marks firms only in development; in production this is the only way a firm becomes premier.

type Admin = Pick<AuthUser, "id" | "email">;
type FirmUpdate = z.output<typeof firmUpdateSchema>;

// The sample catalogue alone has 400+ firms: the list shows the first page by name and the admin
// searches for the rest.
export const FIRM_LIST_LIMIT = 100;

type FirmRow = {
  id: string;
  name: string;
  slug: string;
  sector: string;
  premier: boolean;
  logo_url: string | null;
  website: string | null;
  description: string | null;
  open_roles: number;
  sources: number;
};

/** Firms by name, with the roles members can see now and the careers sources that feed them. */
export async function listFirms(db: Db, query: { q: string; premier: boolean }) {
  const where: SQL[] = [sql`true`];
  if (query.q) where.push(sql`f.name ilike ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (query.premier) where.push(sql`f.premier`);
  const filter = sql.join(where, sql` and `);
  const [rows, counted] = await Promise.all([
    queryRows<FirmRow>(
      db,
      sql`select f.id, f.name, f.slug, f.sector, f.premier, f.logo_url, f.website, f.description,
          (select count(*) from jobs j
            where j.firm_id = f.id and j.closed_at is null and ${listedForEveryoneSql})::int as open_roles,
          (select count(*) from job_sources s where s.firm_id = f.id)::int as sources
        from firms f where ${filter}
        order by lower(f.name), f.id
        limit ${FIRM_LIST_LIMIT}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from firms f where ${filter}`),
  ]);
  return {
    firms: rows.map((row) => ({
      ...row,
      open_roles: Number(row.open_roles),
      sources: Number(row.sources),
    })),
    total: Number(counted[0]?.n ?? 0),
  };
}

const editable = {
  premier: firms.premier,
  logo_url: firms.logoUrl,
  sector: firms.sector,
  website: firms.website,
  description: firms.description,
};
type Editable = {
  premier: boolean;
  logo_url: string | null;
  sector: string;
  website: string | null;
  description: string | null;
};

/**
 * Changes what the admin sent and audits it in the same transaction, with the firm's name and only
 * the fields that changed; sending what is already stored writes nothing and audits nothing.
 */
export async function updateFirm(db: Db, admin: Admin, id: string, input: FirmUpdate) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: firms.id, name: firms.name, slug: firms.slug, ...editable })
      .from(firms)
      .where(eq(firms.id, id))
      .for("update");
    if (!current) throw new HttpError(404, "not_found", FIRM_MESSAGES.notFound);
    const before: Partial<Editable> = {};
    const after: Partial<Editable> = {};
    for (const key of Object.keys(editable) as (keyof Editable)[]) {
      const value = input[key];
      if (value === undefined || value === current[key]) continue;
      Object.assign(before, { [key]: current[key] });
      Object.assign(after, { [key]: value });
    }
    if (Object.keys(after).length === 0) return current;
    const [updated] = await tx
      .update(firms)
      .set({
        premier: after.premier,
        logoUrl: after.logo_url,
        sector: after.sector,
        website: after.website,
        description: after.description,
        updatedAt: new Date(),
      })
      .where(eq(firms.id, id))
      .returning({ id: firms.id, name: firms.name, slug: firms.slug, ...editable });
    if (!updated) throw new Error("the firm was not updated");
    await recordAudit(tx, admin, {
      action: "firm.update",
      targetType: "firm",
      targetId: id,
      before: { name: current.name, ...before },
      after: { name: current.name, ...after },
    });
    return updated;
  });
}

import { and, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  FIRM_MESSAGES,
  type firmCreateSchema,
  type firmUpdateSchema,
} from "../../../shared/schemas/site-content";
import type { AuthUser } from "../../auth";
import { type Db, type DbOrTx, queryRows } from "../../db/client";
import { firms, jobSources, jobs } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { recordAudit } from "../../platform/audit";
import type { BlobStore } from "../../platform/blob-store";
import { slugify } from "../../platform/html";
import { listedForEveryoneSql } from "../../platform/job-visibility";
import { fillSearchTerms } from "./search-terms.service";

// Site Content, premier firms: every firm, the ones the member directory (/app/premier-firms) and the
// feed's premier filter show and in which order, and the name, logo, sector, website and description on
// their cards. In production no catalogue is loaded: firms come from job sources, CSV uploads and this
// screen's Add firm, and this is the only way a firm becomes premier.

type Admin = Pick<AuthUser, "id" | "email">;
type FirmUpdate = z.output<typeof firmUpdateSchema>;
type FirmCreate = z.output<typeof firmCreateSchema>;

// The sample catalogue alone has 400+ firms: the list shows the first page by name and the admin
// searches for the rest.
export const FIRM_LIST_LIMIT = 100;

type FirmRow = {
  id: string;
  name: string;
  slug: string;
  sector: string;
  premier: boolean;
  premier_position: number | null;
  logo_url: string | null;
  logo_uploaded: boolean;
  website: string | null;
  description: string | null;
  open_roles: number;
  sources: number;
};

function selectFirms(db: DbOrTx, where: SQL, order: SQL, limit = FIRM_LIST_LIMIT) {
  return queryRows<FirmRow>(
    db as Db,
    sql`select f.id, f.name, f.slug, f.sector, f.premier, f.premier_position, f.logo_url,
        f.logo_key is not null as logo_uploaded, f.website, f.description,
        (select count(*) from jobs j
          where j.firm_id = f.id and j.closed_at is null and ${listedForEveryoneSql})::int as open_roles,
        (select count(*) from job_sources s where s.firm_id = f.id)::int as sources
      from firms f where ${where}
      order by ${order}
      limit ${limit}`,
  ).then((rows) =>
    rows.map((row) => ({ ...row, open_roles: Number(row.open_roles), sources: Number(row.sources) })),
  );
}

// Premier firms are listed in the order members see them; every other list is by name.
const BY_NAME = sql`lower(f.name), f.id`;
const AS_MEMBERS_SEE = sql`f.premier_position nulls last, lower(f.name), f.id`;

/** Firms by name (premier ones in their order), with the roles members can see and their sources. */
export async function listFirms(db: Db, query: { q: string; premier: boolean }) {
  const where: SQL[] = [sql`true`];
  if (query.q) where.push(sql`f.name ilike ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (query.premier) where.push(sql`f.premier`);
  const filter = sql.join(where, sql` and `);
  const [rows, counted] = await Promise.all([
    selectFirms(db, filter, query.premier ? AS_MEMBERS_SEE : BY_NAME),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from firms f where ${filter}`),
  ]);
  return { firms: rows, total: Number(counted[0]?.n ?? 0) };
}

export async function firmById(db: DbOrTx, id: string) {
  const [row] = await selectFirms(db, sql`f.id = ${id}`, BY_NAME, 1);
  if (!row) throw new HttpError(404, "not_found", FIRM_MESSAGES.notFound);
  return row;
}

/** Another firm already known by this name (or its slug), which a new or renamed firm may not take. */
async function namesake(db: DbOrTx, name: string, except: string | null) {
  const [found] = await db
    .select({ id: firms.id, name: firms.name })
    .from(firms)
    .where(
      and(
        sql`(${firms.slug} = ${slugify(name)} or lower(${firms.name}) = lower(${name}))`,
        except ? sql`${firms.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return found ?? null;
}

function nameTaken(name: string, adding: boolean) {
  const message = adding
    ? `${name} is already in the list. Search for it and edit it instead of adding it again.`
    : `Another firm is already called ${name}. Choose a different name, or edit that firm instead.`;
  return new HttpError(409, "firm_exists", message, { name: message });
}

/** The next place at the end of the premier directory. */
async function nextPremierPosition(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${firms.premierPosition})` })
    .from(firms)
    .where(eq(firms.premier, true));
  return Number(row?.last ?? 0) + 1;
}

/** Add firm: a firm no source has brought in yet, so its roles can be uploaded by CSV. */
export async function createFirm(db: Db, admin: Admin, input: FirmCreate) {
  return db.transaction(async (tx) => {
    if (await namesake(tx, input.name, null)) throw nameTaken(input.name, true);
    const premier = input.premier ?? false;
    const values = {
      name: input.name,
      slug: slugify(input.name),
      sector: input.sector,
      premier,
      premierPosition: premier ? await nextPremierPosition(tx) : null,
      logoUrl: input.logo_url ?? null,
      website: input.website ?? null,
      description: input.description ?? null,
    };
    const [created] = await tx.insert(firms).values(values).returning({ id: firms.id });
    if (!created) throw new Error("the firm was not stored");
    await recordAudit(tx, admin, {
      action: "firm.create",
      targetType: "firm",
      targetId: created.id,
      before: null,
      after: {
        name: values.name,
        sector: values.sector,
        premier: values.premier,
        logo_url: values.logoUrl,
        website: values.website,
        description: values.description,
      },
    });
    return firmById(tx, created.id);
  });
}

const editable = {
  name: firms.name,
  premier: firms.premier,
  logo_url: firms.logoUrl,
  sector: firms.sector,
  website: firms.website,
  description: firms.description,
};
type Editable = {
  name: string;
  premier: boolean;
  logo_url: string | null;
  sector: string;
  website: string | null;
  description: string | null;
};

/**
 * Changes what the admin sent and audits it in the same transaction, with the firm's name and only
 * the fields that changed; sending what is already stored writes nothing and audits nothing. A new
 * logo link replaces an uploaded logo, whose bytes are deleted once the change is committed.
 */
export async function updateFirm(blobs: BlobStore, db: Db, admin: Admin, id: string, input: FirmUpdate) {
  const { firm, droppedLogo } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: firms.id, slug: firms.slug, logoKey: firms.logoKey, ...editable })
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
    if (Object.keys(after).length === 0) return { firm: await firmById(tx, id), droppedLogo: null };
    if (after.name !== undefined) await rename(tx, current, after.name);
    const logoReplaced = after.logo_url !== undefined && current.logoKey !== null;
    await tx
      .update(firms)
      .set({
        premier: after.premier,
        premierPosition:
          after.premier === undefined ? undefined : after.premier ? await nextPremierPosition(tx) : null,
        logoUrl: after.logo_url,
        ...(logoReplaced ? { logoKey: null, logoContentType: null } : {}),
        sector: after.sector,
        website: after.website,
        description: after.description,
        updatedAt: new Date(),
      })
      .where(eq(firms.id, id));
    await recordAudit(tx, admin, {
      action: "firm.update",
      targetType: "firm",
      targetId: id,
      before: { name: current.name, ...before },
      after: { name: after.name ?? current.name, ...after },
    });
    return { firm: await firmById(tx, id), droppedLogo: logoReplaced ? current.logoKey : null };
  });
  if (droppedLogo) await blobs.delete([droppedLogo]);
  return firm;
}

/**
 * Corrects a firm's name everywhere it is written: its slug (unless another firm holds it), its roles'
 * copy of the name and the search terms made from it, and the manual source named after the slug.
 */
async function rename(tx: DbOrTx, current: { id: string; slug: string }, name: string) {
  if (await namesake(tx, name, current.id)) throw nameTaken(name, false);
  const slug = slugify(name);
  await tx.update(firms).set({ name, slug }).where(eq(firms.id, current.id));
  await tx
    .update(jobSources)
    .set({ token: slug })
    .where(
      and(
        eq(jobSources.firmId, current.id),
        eq(jobSources.kind, "manual"),
        eq(jobSources.token, current.slug),
      ),
    );
  await tx.update(jobs).set({ firmName: name }).where(eq(jobs.firmId, current.id));
  await fillSearchTerms(tx as Db, { firmId: current.id });
}

/** Puts the premier firms in the order given, which must name each of them exactly once. */
export async function orderPremierFirms(db: Db, admin: Admin, firmIds: string[]) {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: firms.id, name: firms.name, position: firms.premierPosition })
      .from(firms)
      .where(eq(firms.premier, true))
      .orderBy(sql`${firms.premierPosition} nulls last`, sql`lower(${firms.name})`, firms.id)
      .for("update");
    const known = new Set(current.map((firm) => firm.id));
    if (
      new Set(firmIds).size !== firmIds.length ||
      firmIds.length !== known.size ||
      !firmIds.every((id) => known.has(id))
    ) {
      throw new HttpError(409, "premier_list_changed", FIRM_MESSAGES.premierOrder);
    }
    const names = new Map(current.map((firm) => [firm.id, firm.name]));
    const beforeOrder = current.map((firm) => firm.name);
    const afterOrder = firmIds.map((id) => names.get(id) ?? id);
    if (beforeOrder.join("\n") !== afterOrder.join("\n") || current.some((f) => f.position === null)) {
      // One statement, so the order never passes through a state with two firms in one place.
      await queryRows(
        tx as Db,
        sql`update firms set premier_position = ordered.position, updated_at = now()
            from (select id::uuid, position::int from unnest(${`{${firmIds.join(",")}}`}::text[])
              with ordinality as t(id, position)) as ordered
            where firms.id = ordered.id`,
      );
      await recordAudit(tx, admin, {
        action: "firm.premier_order",
        targetType: "firm",
        targetId: firmIds[0] ?? "none",
        before: { order: beforeOrder },
        after: { order: afterOrder },
      });
    }
    return listFirms(tx as Db, { q: "", premier: true });
  });
}

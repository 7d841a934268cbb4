import { asc, eq, sql } from "drizzle-orm";
import { metViaLabel, stageLabel } from "../../../shared/schemas/networking";
import { ukDayOf } from "../../../shared/uk-time";
import type { Db, DbOrTx } from "../../db/client";
import { networkingContacts } from "../../db/schema";
import { badRequest } from "../../http/errors";
import { formatCsv } from "../../platform/csv";
import { CsvFileError } from "../../platform/csv-import";
import { EXPORT_HEADER, identityKeys, readContactsCsv } from "./csv-rows";
import { contactLimit, type NetworkingMember } from "./free-limit";

// CSV export of every contact, and an import (the export, LinkedIn's Connections.csv, or a member's own
// spreadsheet) that shows a preview first and then saves all of its new contacts or none of them.

export async function exportCsv(db: Db, userId: string) {
  const rows = await db
    .select({
      contact: networkingContacts,
      last: sql<string | null>`(select max(i.occurred_on)::text from networking_interactions i
        where i.contact_id = "networking_contacts"."id")`,
    })
    .from(networkingContacts)
    .where(eq(networkingContacts.userId, userId))
    .orderBy(sql`lower(${networkingContacts.name})`, asc(networkingContacts.createdAt));
  const lines = rows.map(({ contact: c, last }) => [
    c.name,
    c.firm,
    c.role,
    c.team,
    c.metVia ? metViaLabel(c.metVia) : "",
    c.university,
    c.email,
    c.linkedinUrl,
    stageLabel(c.stage),
    c.tags.join("; "),
    c.notes,
    c.connectedOn ?? "",
    last ?? "",
    ukDayOf(c.createdAt),
  ]);
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents).
  return `\uFEFF${formatCsv([EXPORT_HEADER, ...lines])}`;
}

async function existingKeys(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ email: networkingContacts.email, linkedin_url: networkingContacts.linkedinUrl })
    .from(networkingContacts)
    .where(eq(networkingContacts.userId, userId));
  return new Set(rows.flatMap(identityKeys));
}

function read(csv: string, existing: Set<string>) {
  try {
    return readContactsCsv(csv, existing);
  } catch (error) {
    if (error instanceof CsvFileError) throw badRequest(error.message, { csv: error.message });
    throw error;
  }
}

/** What the import would save, each row it cannot, each it would skip, and the room the plan leaves. */
export async function previewImport(db: Db, member: NetworkingMember, csv: string) {
  const result = read(csv, await existingKeys(db, member.id));
  const limit = await contactLimit.summary(db, member);
  return {
    rows: result.rows.map((r) => ({
      line: r.line,
      name: r.name,
      firm: r.firm,
      role: r.role,
      email: r.email,
      linkedin_url: r.linkedin_url,
      met_via: r.met_via,
      stage: r.stage,
    })),
    errors: result.errors,
    skipped: result.skipped,
    limit,
  };
}

/**
 * Saves every new contact in one transaction, or nothing: the row errors come back instead. The file
 * is read again under the member's lock, so two imports at once cannot both add the same people.
 */
export async function importContacts(db: Db, member: NetworkingMember, csv: string) {
  return db.transaction(async (tx) => {
    await contactLimit.lock(tx, member.id);
    const result = read(csv, await existingKeys(tx, member.id));
    if (result.errors.length) return { imported: 0, skipped: result.skipped.length, errors: result.errors };
    await contactLimit.ensureRoom(tx, member, result.rows.length);
    if (result.rows.length > 0) {
      await tx.insert(networkingContacts).values(
        result.rows.map((r) => ({
          userId: member.id,
          name: r.name,
          firm: r.firm,
          role: r.role,
          team: r.team,
          metVia: r.met_via,
          university: r.university,
          email: r.email,
          linkedinUrl: r.linkedin_url,
          notes: r.notes,
          tags: r.tags,
          stage: r.stage,
          connectedOn: r.connected_on,
        })),
      );
    }
    return { imported: result.rows.length, skipped: result.skipped.length, errors: [] };
  });
}

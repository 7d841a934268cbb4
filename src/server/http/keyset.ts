import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { PAGING_MESSAGES } from "../../shared/schemas/paging";
import { HttpError } from "./errors";

// Keyset paging on (a timestamp, an id), newest first: the next page is the rows strictly before the
// last one shown, so rows added meanwhile never shift a page and ties on the time are broken by the id
// (no row skipped or repeated). The time travels as PostgreSQL's own text with microseconds: a
// JavaScript Date keeps milliseconds only, and two rows in the same millisecond would skip or repeat.

export type Keyset = { t: string; id: string };

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
// uuids and better-auth's text ids alike.
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The column as the cursor's text: select it beside the row to build the next cursor. */
export const keysetTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function decodeKeyset(raw: string | undefined): Keyset | null {
  if (!raw) return null;
  try {
    const cursor = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Keyset;
    if (!TIME.test(cursor.t) || !ID.test(cursor.id)) throw new Error("bad cursor");
    return { t: cursor.t, id: cursor.id };
  } catch {
    throw new HttpError(400, "bad_cursor", PAGING_MESSAGES.badCursor);
  }
}

export const encodeKeyset = (cursor: Keyset) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

/** Rows after the cursor in (time desc, id desc) order. */
export const beforeKeyset = (time: AnyPgColumn, id: AnyPgColumn, cursor: Keyset): SQL =>
  sql`(${time}, ${id}) < (${cursor.t}::timestamptz, ${cursor.id})`;

/**
 * One page out of `size + 1` rows read (the extra one says whether there is more), and the cursor
 * that asks for the next.
 */
export function keysetPage<Row>(rows: Row[], size: number, key: (row: Row) => Keyset) {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, next_cursor: rows.length > size && last ? encodeKeyset(key(last)) : null };
}

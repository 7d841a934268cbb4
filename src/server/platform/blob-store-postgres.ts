import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedBlobs } from "../db/schema";
import type { BlobStore } from "./blob-store-type";

// The default store: one row per file in `stored_blobs`. A CV is at most a few megabytes, well within
// what PostgreSQL (and PGlite) keep comfortably in a bytea column.

/** Rows deleted per statement, so a long list of keys stays one modest query each. */
const DELETE_BATCH = 500;

export function createPostgresBlobStore(db: Db): BlobStore {
  return {
    kind: "postgres",
    async put(key, bytes, contentType) {
      const row = { bytes, size: bytes.length, contentType, createdAt: new Date() };
      await db
        .insert(storedBlobs)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: storedBlobs.key, set: row });
    },
    async get(key) {
      // As base64 text: PGlite decodes a bytea result one byte at a time (see the bytea type).
      const [row] = await db
        .select({ base64: sql<string>`encode(${storedBlobs.bytes}, 'base64')` })
        .from(storedBlobs)
        .where(eq(storedBlobs.key, key));
      return row ? Buffer.from(row.base64, "base64") : null;
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        await db.delete(storedBlobs).where(inArray(storedBlobs.key, keys.slice(start, start + DELETE_BATCH)));
      }
    },
  };
}

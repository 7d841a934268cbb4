import { sql } from "drizzle-orm";
import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Uploaded files' bytes when no S3 bucket is configured: in the database, so every app process sees the
// same files whether it runs on the embedded database or a server (src/server/platform/blob-store.ts).

/**
 * PostgreSQL `bytea` as a Node Buffer. Bytes are written as base64 text that the database decodes:
 * PGlite turns a binary parameter into hex one byte at a time, which holds the event loop for seconds
 * on a 5 MB file, while base64 is native in both Node and PostgreSQL. Reading, node-postgres answers a
 * Buffer and PGlite a Uint8Array; a driver with its parsers turned off answers the text form `\x0a1b…`.
 * (Large reads select `encode(bytes, 'base64')` instead, for the same reason: blob-store-postgres.ts.)
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array | string }>({
  dataType: () => "bytea",
  toDriver: (value) => sql`decode(${value.toString("base64")}, 'base64')`,
  fromDriver: (value) => {
    if (Buffer.isBuffer(value)) return value;
    if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    if (value.startsWith("\\x")) return Buffer.from(value.slice(2), "hex");
    throw new Error("bytea: unexpected text form from the driver");
  },
});

export const storedBlobs = pgTable("stored_blobs", {
  // Chosen by the feature that stores the file (e.g. `documents/<user id>/<document id>`).
  key: text("key").primaryKey(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  contentType: text("content_type").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

import { createHash, randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type LocalS3, startLocalS3 } from "../../../tests/support/local-s3";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { loadConfig, type S3Config } from "../config";
import { queryRows } from "../db/client";
import { storedBlobs } from "../db/schema";
import { type BlobStore, createBlobStore } from "./blob-store";

// One contract, two stores: the database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and an S3 bucket
// on a local s3rver. Bytes come back exactly as stored, and a delete really removes them.

const BUCKET = "test-bucket";
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let database: TestDatabase;
let local: LocalS3;
let s3: S3Config;

beforeAll(async () => {
  database = await createTestDatabase();
  local = await startLocalS3(BUCKET);
  // The environment goes through loadConfig as in production.
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: tmpdir(),
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    ...local.env,
  });
  if (!config.s3) throw new Error("the S3 variables did not configure a bucket");
  s3 = config.s3;
});

afterAll(async () => {
  await local?.close();
  await database?.dispose();
});

/** What the backing service itself holds under the keys, bypassing the store. */
async function keysPresent(store: BlobStore, keys: string[]): Promise<string[]> {
  if (store.kind === "postgres") {
    const rows = await database.db
      .select({ key: storedBlobs.key })
      .from(storedBlobs)
      .where(inArray(storedBlobs.key, keys));
    return rows.map((row) => row.key).sort();
  }
  const present = new Set(await local.keys());
  return keys.filter((key) => present.has(key)).sort();
}

describe.each([
  ["postgres", () => createBlobStore({ s3: undefined }, database.db)],
  ["s3", () => createBlobStore({ s3 }, database.db)],
] as const)("the %s blob store", (kind, makeStore) => {
  let store: BlobStore;
  beforeAll(() => {
    store = makeStore();
  });

  test("is the store the configuration asks for", () => {
    expect(store.kind).toBe(kind);
  });

  test("gives back exactly the bytes it was given, NULs and every byte value included", async () => {
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const bytes = Buffer.concat([Buffer.alloc(16), everyByte, randomBytes(4096), Buffer.alloc(16)]);
    await store.put(`${kind}/binary`, bytes, "application/octet-stream");
    const back = await store.get(`${kind}/binary`);
    expect(back).toBeInstanceOf(Buffer);
    expect(back?.equals(bytes)).toBe(true);
  });

  test("round-trips a 5 MB file and replaces a key's bytes when put again", async () => {
    const big = randomBytes(5 * 1024 * 1024);
    await store.put(`${kind}/big`, big, "application/pdf");
    expect(sha256((await store.get(`${kind}/big`)) ?? Buffer.alloc(0))).toBe(sha256(big));
    const small = Buffer.from("%PDF-1.7 replaced");
    await store.put(`${kind}/big`, small, "application/pdf");
    expect((await store.get(`${kind}/big`))?.equals(small)).toBe(true);
  });

  test("answers null for a key with nothing stored", async () => {
    expect(await store.get(`${kind}/never-stored`)).toBeNull();
  });

  test("delete removes the bytes from the backing service, one key or several", async () => {
    const keys = [`${kind}/doc/a`, `${kind}/doc/b`, `${kind}/doc/c`, `${kind}/doc/keep`];
    for (const key of keys) await store.put(key, randomBytes(64), "application/pdf");
    expect(await keysPresent(store, keys)).toEqual(keys.slice().sort());

    await store.delete([`${kind}/doc/a`]);
    expect(await store.get(`${kind}/doc/a`)).toBeNull();
    expect(await keysPresent(store, keys)).toEqual([`${kind}/doc/b`, `${kind}/doc/c`, `${kind}/doc/keep`]);

    // Several at once, with a key that was never stored and an empty list: neither is an error.
    await store.delete([`${kind}/doc/b`, `${kind}/doc/c`, `${kind}/doc/missing`]);
    await store.delete([]);
    expect(await keysPresent(store, keys)).toEqual([`${kind}/doc/keep`]);
    expect(await store.get(`${kind}/doc/keep`)).not.toBeNull();
  });
});

describe(`stored_blobs.bytes on ${onServer ? "PostgreSQL" : "PGlite"}`, () => {
  test("is real binary in the database: its length and digest match the bytes written", async () => {
    const bytes = Buffer.concat([Buffer.from([0, 0, 255, 92, 120, 0]), randomBytes(1000)]);
    await database.db
      .insert(storedBlobs)
      .values({ key: "bytea/probe", bytes, size: bytes.length, contentType: "application/octet-stream" });
    const [row] = await queryRows<{ length: number; digest: string }>(
      database.db,
      sql`select octet_length(bytes) as length, encode(sha256(bytes), 'hex') as digest
          from stored_blobs where key = 'bytea/probe'`,
    );
    expect(Number(row?.length)).toBe(bytes.length);
    expect(row?.digest).toBe(sha256(bytes));
    const [back] = await database.db.select().from(storedBlobs).where(eq(storedBlobs.key, "bytea/probe"));
    expect(back?.bytes.equals(bytes)).toBe(true);
    expect(back?.size).toBe(bytes.length);
    expect(back?.createdAt).toBeInstanceOf(Date);
  });
});

// What every blob store does, in a file of its own so that the stores (blob-store-s3.ts,
// blob-store-postgres.ts) and blob-store.ts, which picks one, do not import each other.
export interface BlobStore {
  readonly kind: "postgres" | "s3";
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the keys' bytes; keys with nothing stored are skipped. */
  delete(keys: string[]): Promise<void>;
}

import type { Deps } from "../../http/context";
import { type BlobStore, blobStoreOf } from "../../platform/blob-store";

// Documents keep their bytes in the blob store (PostgreSQL by default, the S3 bucket when S3_* is set:
// README) and their text in their rows.

export function documentBlobs(deps: Pick<Deps, "config" | "db">): BlobStore {
  return blobStoreOf(deps);
}

/** Where a version's bytes live: under the member, so a bucket listing groups them. */
export const blobKeyOf = (userId: string, versionId: string) => `documents/${userId}/${versionId}`;

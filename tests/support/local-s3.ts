import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";

// A local S3-compatible server (s3rver) on 127.0.0.1 with one bucket, and the S3_* variables that point
// the app at it. Nothing reaches the network.

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverOptions = {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
// s3rver is CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: S3rverOptions) => S3rverInstance;

export type LocalS3 = {
  env: Record<string, string>;
  /** Every key in the bucket, read from the server itself. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
};

export async function startLocalS3(bucket = "test-bucket"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts its own fixed key pair.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async keys() {
      const client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      client.destroy();
      return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

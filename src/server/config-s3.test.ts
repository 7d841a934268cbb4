import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config";

// The S3_ variables: all or nothing, so a half-configured bucket stops start-up (naming what is missing)
// instead of quietly keeping uploads in the database.

const base = {
  NODE_ENV: "test",
  DATA_DIR: path.join(tmpdir(), "config-s3-test"),
  AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
};
const keys = { S3_ACCESS_KEY_ID: "AKIAEXAMPLE", S3_SECRET_ACCESS_KEY: "secret-example" };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

describe("S3 configuration", () => {
  test("none set (or all blank): no bucket, files stay in the database", () => {
    expect(load({}).s3).toBeUndefined();
    expect(load({ S3_BUCKET: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "" }).s3).toBeUndefined();
  });

  test("AWS: no endpoint, virtual-hosted addresses, us-east-1 unless told", () => {
    expect(load({ S3_BUCKET: "cv-uploads", ...keys }).s3).toEqual({
      bucket: "cv-uploads",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret-example",
      forcePathStyle: false,
    });
    expect(load({ S3_BUCKET: "cv-uploads", S3_REGION: "eu-west-2", ...keys }).s3?.region).toBe("eu-west-2");
  });

  test("a custom endpoint defaults to path-style addresses, which can be turned off", () => {
    const minio = { S3_BUCKET: "cv-uploads", S3_ENDPOINT: "http://127.0.0.1:9000", ...keys };
    expect(load(minio).s3).toMatchObject({ endpoint: "http://127.0.0.1:9000", forcePathStyle: true });
    expect(load({ ...minio, S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(false);
    expect(load({ S3_BUCKET: "cv-uploads", S3_FORCE_PATH_STYLE: "true", ...keys }).s3?.forcePathStyle).toBe(
      true,
    );
  });

  test("a bucket without its keys stops start-up, naming each missing variable", () => {
    expect(() => load({ S3_BUCKET: "cv-uploads" })).toThrow(ConfigError);
    expect(() => load({ S3_BUCKET: "cv-uploads" })).toThrow(
      /S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => load({ S3_BUCKET: "cv-uploads", S3_ACCESS_KEY_ID: "AKIAEXAMPLE" })).toThrow(
      /^(?![\s\S]*S3_ACCESS_KEY_ID)[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
  });

  test("keys or an endpoint without a bucket stop start-up, naming S3_BUCKET", () => {
    expect(() => load(keys)).toThrow(/S3_BUCKET: required when any S3_ variable is set/);
    expect(() => load({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET: required/);
  });

  test("a malformed endpoint or bucket name is named", () => {
    expect(() => load({ S3_BUCKET: "cv-uploads", S3_ENDPOINT: "ftp://files.example", ...keys })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => load({ S3_BUCKET: "CV_Uploads", ...keys })).toThrow(/S3_BUCKET: must be a bucket name/);
  });
});

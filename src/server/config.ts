import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { type BoardProvider, normaliseSourceToken, sourceTokenProblem } from "../shared/job-source-providers";
import { SECTORS, type Sector } from "../shared/jobs";

// The only reader of process.env. Every variable is parsed once here; a bad value stops
// start-up with a message naming the variable. The README lists each one.

const bool = z.enum(["true", "false", "1", "0", ""]).transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  RUN_WORKERS: bool.default(true),
  WEB_CONCURRENCY: z
    .string()
    .regex(/^(auto|[1-9][0-9]{0,2})$/, "must be a number of processes (1-999) or auto")
    .default("1"),
  QUEUE_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  LANDING_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Finance Careers <no-reply@localhost>"),
  REQUIRE_EMAIL_VERIFICATION: bool.default(false),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must start with whsec_")
    .optional(),
  STRIPE_PRICE_ID: z
    .string()
    .regex(/^price_/, "must start with price_")
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).default("gpt-4o-mini"),
  AI_TRANSCRIPTION_MODEL: z.string().min(1).max(200).default("whisper-1"),
  GREENHOUSE_API_URL: z.url().default("https://boards-api.greenhouse.io"),
  LEVER_API_URL: z.url().default("https://api.lever.co"),
  WORKDAY_API_URL: z.url().optional(),
  ORACLE_API_URL: z.url().optional(),
  SMARTRECRUITERS_API_URL: z.url().default("https://api.smartrecruiters.com"),
  ASHBY_API_URL: z.url().default("https://api.ashbyhq.com"),
  JOB_SOURCES: z.string().optional(),
  SAMPLE_CATALOGUE: bool.default(true),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)",
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).max(64).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long start-up keeps retrying an unreachable PostgreSQL server before it gives up. */
  databaseConnectTimeoutSeconds: number;
  /** Whether this process runs the queue workers and schedules (false: it only sends jobs). */
  runWorkers: boolean;
  /** How many web processes `npm start` runs on this machine (WEB_CONCURRENCY, "auto" resolved). */
  webConcurrency: number;
  /** How often a worker process checks whether a scheduled job is due (pg-boss cron monitor). */
  queueCronCheckSeconds: number;
  /**
   * How long a web process serves the landing page's data from memory; 0: read on every request.
   * Edits made through this process show at once; others within this time (decision 0030).
   */
  landingCacheSeconds: number;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  requireEmailVerification: boolean;
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Card payments; null when not configured: trials and licences still work. */
  stripe: StripeConfig | null;
  /** An OpenAI-compatible model for the AI features; null: the built-in engine only. */
  ai: AiConfig | null;
  /** Careers boards read by ingestion: their API addresses and the JOB_SOURCES list. */
  jobBoards: JobBoardApis;
  jobSources: ConfiguredJobSource[];
  /** Seed an empty database with the sample firm catalogue and programmes; never in production. */
  sampleCatalogue: boolean;
  /** An S3-compatible bucket for uploaded files; undefined: they are kept in the database. */
  s3: S3Config | undefined;
};

export type S3Config = {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, a local test server); undefined: AWS itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
};

/**
 * Where each provider's API is. Workday and Oracle sites live on each firm's own host, so they have
 * no address unless WORKDAY_API_URL / ORACLE_API_URL replace the host (tests); the others are one
 * public API each.
 */
export type JobBoardApis = {
  greenhouseApiUrl: string;
  leverApiUrl: string;
  workdayApiUrl?: string;
  oracleApiUrl?: string;
  smartRecruitersApiUrl?: string;
  ashbyApiUrl?: string;
};

/** One JOB_SOURCES entry, such as `greenhouse:token=Firm name` or `oracle:HOST/SITE=Firm name|sector`. */
export type ConfiguredJobSource = {
  kind: BoardProvider;
  token: string;
  firmName: string;
  sector?: Sector;
};

export type AiConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The model sent to `{baseUrl}/audio/transcriptions` for spoken interview answers. */
  transcriptionModel: string;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  apiUrl: string | undefined;
};

export class ConfigError extends Error {}

/** Blank variables count as unset, so `FOO=` in a shell behaves like no FOO at all. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    throw new ConfigError("Invalid configuration:\n  AUTH_SECRET: required in production");
  }
  if (Boolean(e.AI_BASE_URL) !== Boolean(e.AI_API_KEY)) {
    throw new ConfigError("Invalid configuration:\n  AI_BASE_URL and AI_API_KEY: set both or neither");
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_ID];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID: set all three or none",
    );
  }
  const s3 = s3Config(e);
  const webConcurrency =
    e.WEB_CONCURRENCY === "auto" ? availableParallelism() : Number.parseInt(e.WEB_CONCURRENCY, 10);
  // PGlite is one session in one process (docs/decisions/0029): a second web process, or a web process that
  // leaves the queue to a worker process, cannot share it.
  if (!e.DATABASE_URL && webConcurrency > 1) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${e.WEB_CONCURRENCY} needs DATABASE_URL: the embedded database serves one process only. Set DATABASE_URL to a PostgreSQL server, or unset WEB_CONCURRENCY.`,
    );
  }
  if (!e.DATABASE_URL && !e.RUN_WORKERS) {
    throw new ConfigError(
      "RUN_WORKERS=false needs DATABASE_URL: with the embedded database no other process can run the queue workers. Set DATABASE_URL to a PostgreSQL server, or unset RUN_WORKERS.",
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    runWorkers: e.RUN_WORKERS,
    webConcurrency,
    queueCronCheckSeconds: e.QUEUE_CRON_CHECK_SECONDS,
    landingCacheSeconds: e.LANDING_CACHE_SECONDS,
    authSecret: e.AUTH_SECRET ?? developmentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceId: e.STRIPE_PRICE_ID,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
    jobBoards: {
      greenhouseApiUrl: e.GREENHOUSE_API_URL,
      leverApiUrl: e.LEVER_API_URL,
      workdayApiUrl: e.WORKDAY_API_URL,
      oracleApiUrl: e.ORACLE_API_URL,
      smartRecruitersApiUrl: e.SMARTRECRUITERS_API_URL,
      ashbyApiUrl: e.ASHBY_API_URL,
    },
    jobSources: parseJobSources(e.JOB_SOURCES),
    sampleCatalogue: e.SAMPLE_CATALOGUE && e.NODE_ENV !== "production",
    ai:
      e.AI_BASE_URL && e.AI_API_KEY
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            transcriptionModel: e.AI_TRANSCRIPTION_MODEL,
          }
        : null,
    s3,
  };
}

/**
 * All or nothing: a bucket without its keys (or keys without a bucket) stops start-up, naming what is
 * missing, rather than quietly keeping files in the database. A custom endpoint (MinIO, s3rver, most
 * self-hosted services) defaults to path-style addresses, which those need; AWS defaults to
 * virtual-hosted ones.
 */
function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  const given = [bucket, accessKeyId, secretAccessKey, e.S3_ENDPOINT, e.S3_REGION, e.S3_FORCE_PATH_STYLE];
  if (given.every((value) => value === undefined)) return undefined;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const required = {
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    };
    const lines = Object.entries(required)
      .filter(([, value]) => !value)
      .map(([name]) => `  ${name}: required when any S3_ variable is set`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return {
    bucket,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? "us-east-1",
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
}

const JOB_SOURCE_ENTRY =
  /^(greenhouse|lever|workday|oracle|smartrecruiters|ashby):([A-Za-z0-9_./-]{1,200})=([^|]{1,120})(?:\|([a-z_]+))?$/;

/** JOB_SOURCES="greenhouse:examplefirm=Example Firm,lever:otherfirm=Other Firm|hedge_fund". */
export function parseJobSources(value: string | undefined): ConfiguredJobSource[] {
  if (!value?.trim()) return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, index) => {
      const match = JOB_SOURCE_ENTRY.exec(entry);
      const sector = match?.[4];
      const firmName = match?.[3]?.trim();
      const fail = (why: string) =>
        new ConfigError(`Invalid configuration:\n  JOB_SOURCES: entry ${index + 1} "${entry}" ${why}`);
      if (!match || !firmName) {
        throw fail(
          "must look like greenhouse:board_token=Firm name, lever:site=Firm name, workday:HOST/TENANT/SITE=Firm name, oracle:HOST/SITE_NUMBER=Firm name, smartrecruiters:COMPANY=Firm name or ashby:BOARD=Firm name (optionally |sector)",
        );
      }
      // Host names are case-insensitive: "ExampleBank.wd3.myworkdayjobs.com" is the same site.
      const token = normaliseSourceToken(match[1] as BoardProvider, match[2] as string);
      const tokenProblem = sourceTokenProblem(match[1] as BoardProvider, token);
      if (tokenProblem) throw fail(tokenProblem);
      if (sector && !SECTORS.some((s) => s.value === sector)) {
        throw fail(`has an unknown sector; use one of ${SECTORS.map((s) => s.value).join(", ")}`);
      }
      return {
        kind: match[1] as ConfiguredJobSource["kind"],
        token,
        firmName,
        ...(sector ? { sector: sector as Sector } : {}),
      };
    });
}

/** Outside production a missing secret is generated once and kept, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

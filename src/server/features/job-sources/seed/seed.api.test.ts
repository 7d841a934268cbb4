import { count, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../../tests/support/test-db";
import { loadConfig } from "../../../config";
import { firms, jobSources, jobs } from "../../../db/schema";
import { prepareJobCatalogue } from "../ingestion.jobs";
import { seedDemoCatalogue } from "./seed.service";

// An empty database gets the catalogue and sample programmes once, never
// in production.

const NOW = new Date("2026-11-20T10:00:00Z");

describe("sample catalogue", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  test("is never loaded in production", async () => {
    const result = await seedDemoCatalogue(database.db, { env: "production", now: NOW });
    expect(result).toEqual({ seeded: false, reason: "production", firms: 0, jobs: 0 });
    const [row] = await database.db.select({ n: count() }).from(firms);
    expect(row?.n).toBe(0);
  });

  test("fills an empty database with 300+ firms and about 150 sample programmes", async () => {
    const result = await seedDemoCatalogue(database.db, { env: "development", now: NOW });
    expect(result.seeded).toBe(true);
    expect(result.firms).toBeGreaterThanOrEqual(300);
    expect(result.jobs).toBeGreaterThanOrEqual(140);
    expect(result.jobs).toBeLessThanOrEqual(170);

    const premier = await database.db.select({ n: count() }).from(firms).where(eq(firms.premier, true));
    expect(premier[0]?.n).toBeGreaterThanOrEqual(35);
    const all = await database.db.select().from(jobs);
    expect(all).toHaveLength(result.jobs);
    expect(all.every((job) => job.isSample && job.source === "sample" && job.closedAt === null)).toBe(true);
    // The rules read every programme's type from its title, and its deadline from its text.
    const types = new Set(all.map((job) => job.roleType));
    for (const type of ["spring_week", "summer_internship", "off_cycle_internship", "graduate_programme"]) {
      expect(types).toContain(type);
    }
    expect(all.some((job) => job.roleType === "full_time")).toBe(false);
    expect(all.every((job) => job.financeAreas.length > 0 && job.locations.length > 0)).toBe(true);
    const dated = all.filter((job) => !job.rolling);
    expect(dated.every((job) => job.closesAt && job.closesAt > NOW)).toBe(true);
    expect(all.filter((job) => job.rolling).every((job) => job.closesAt === null)).toBe(true);
    expect(all.every((job) => job.opensAt && job.opensAt < NOW)).toBe(true);
    expect(all.every((job) => (job.requirements.online_tests?.length ?? 0) > 0 && job.requirements.cv)).toBe(
      true,
    );
    const goldman = all.filter((job) => job.firmName === "Goldman Sachs");
    expect(goldman).toHaveLength(2);
    expect(goldman[0]?.applyUrl).toBe("https://www.goldmansachs.com/careers");
    // No catalogue firm is given a careers board: only an admin or JOB_SOURCES names one.
    expect(await database.db.select().from(jobSources)).toEqual([]);
  });

  test("runs once: a database with firms is left alone", async () => {
    const before = await database.db.select({ n: count() }).from(jobs);
    const again = await seedDemoCatalogue(database.db, { env: "development", now: NOW });
    expect(again).toEqual({ seeded: false, reason: "not-empty", firms: 0, jobs: 0 });
    const after = await database.db.select({ n: count() }).from(jobs);
    expect(after).toEqual(before);
  });
});

describe("start-up catalogue", () => {
  const logger = pino({ level: "silent" });
  const config = (env: Record<string, string>) =>
    loadConfig({ AUTH_SECRET: "a-production-secret-that-is-long-enough", DATA_DIR: "/tmp/unused", ...env });

  test("production creates the JOB_SOURCES firms and sources but never the samples", async () => {
    const database = await createTestDatabase();
    try {
      const production = config({
        NODE_ENV: "production",
        SAMPLE_CATALOGUE: "true",
        JOB_SOURCES: "greenhouse:examplefirm=Example Firm,lever:otherfirm=Other Firm|hedge_fund",
      });
      expect(production.sampleCatalogue).toBe(false);
      await prepareJobCatalogue({ db: database.db, config: production, logger });
      await prepareJobCatalogue({ db: database.db, config: production, logger });
      const rows = await database.db
        .select({ name: firms.name, sector: firms.sector })
        .from(firms)
        .orderBy(firms.name);
      expect(rows).toEqual([
        { name: "Example Firm", sector: "investment_banking" },
        { name: "Other Firm", sector: "hedge_fund" },
      ]);
      const sources = await database.db
        .select({ kind: jobSources.kind, token: jobSources.token })
        .from(jobSources);
      expect(sources).toHaveLength(2);
      expect(await database.db.select().from(jobs)).toEqual([]);
    } finally {
      await database.dispose();
    }
  });

  test("outside production the samples load unless SAMPLE_CATALOGUE=false", async () => {
    const database = await createTestDatabase();
    try {
      await prepareJobCatalogue({
        db: database.db,
        config: config({ NODE_ENV: "test", SAMPLE_CATALOGUE: "false" }),
        logger,
      });
      expect(await database.db.select().from(firms)).toEqual([]);
      // A catalogue firm named in JOB_SOURCES gets that one source, on the catalogue's own firm.
      await prepareJobCatalogue({
        db: database.db,
        config: config({
          NODE_ENV: "development",
          JOB_SOURCES: "workday:gs.wd1.myworkdayjobs.com/gs/Campus=Goldman Sachs",
        }),
        logger,
      });
      const [row] = await database.db.select({ n: count() }).from(jobs).where(eq(jobs.isSample, true));
      expect(row?.n).toBeGreaterThan(100);
      const sources = await database.db
        .select({ kind: jobSources.kind, token: jobSources.token, firm: firms.name, firmId: firms.id })
        .from(jobSources)
        .innerJoin(firms, eq(firms.id, jobSources.firmId));
      expect(sources).toEqual([
        {
          kind: "workday",
          token: "gs.wd1.myworkdayjobs.com/gs/Campus",
          firm: "Goldman Sachs",
          firmId: expect.any(String),
        },
      ]);
      const goldman = await database.db.select().from(firms).where(eq(firms.name, "Goldman Sachs"));
      expect(goldman.map((firm) => firm.id)).toEqual([sources[0]?.firmId]);
    } finally {
      await database.dispose();
    }
  });
});

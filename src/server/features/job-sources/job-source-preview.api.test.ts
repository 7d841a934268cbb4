import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ashbyJob,
  type FakeAtsBoards,
  oracleRole,
  startFakeAtsBoards,
  workdayRole,
} from "../../../../tests/support/fake-ats-boards";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { userNotifications } from "../../db/schema";

// Site Content → Job Sources for the new providers: the preview before saving (roles, or the error for a
// wrong identifier), adding from a careers-site address, the Sources table's counts, and the alert after
// three failed runs in a row.

const BASE = "/api/admin/site-content";

describe("admin job source preview and alerts", () => {
  let t: TestApp;
  let boards: FakeAtsBoards;
  let admin: SignedIn;
  const send = (path: string, json: unknown) =>
    t.request(`${BASE}${path}`, { method: "POST", json, cookie: admin.cookie });

  beforeAll(async () => {
    boards = await startFakeAtsBoards();
    t = await createTestApp({
      env: {
        WORKDAY_API_URL: boards.url,
        ORACLE_API_URL: boards.url,
        SMARTRECRUITERS_API_URL: boards.url,
        ASHBY_API_URL: boards.url,
      },
    });
    admin = await t.signUpAdmin();
  });
  afterAll(async () => {
    await t?.dispose();
    await boards?.close();
  });

  test("previews a Workday site: how many roles and the first ten with locations and closing dates", async () => {
    boards.workday.set(
      "examplebank/Campus",
      Array.from({ length: 25 }, (_, i) =>
        workdayRole(i === 0 ? "Summer Analyst 2027" : `Analyst ${i}`, {
          locations: i === 0 ? ["London", "Paris"] : ["London"],
          endDate: "2027-02-01",
        }),
      ),
    );
    const response = await send("/job-sources/preview", {
      careers_url: "https://examplebank.wd3.myworkdayjobs.com/en-US/Campus/job/London/Summer-Analyst_R1",
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      ok: true,
      kind: "workday",
      token: "examplebank.wd3.myworkdayjobs.com/examplebank/Campus",
      total: 25,
      error: null,
    });
    expect(body.roles).toHaveLength(10);
    expect(body.roles[0]).toEqual({
      title: "Summer Analyst 2027",
      locations: ["London", "Paris"],
      closes_at: "2027-02-01T23:59:59.000Z",
      rolling: false,
    });
    // Only the first ten roles' details were read.
    expect(boards.requests.filter((line) => line.startsWith("GET /wday/"))).toHaveLength(10);
  });

  test("a wrong identifier previews as the provider's 404 in words, and bad identifiers are refused", async () => {
    const body = await (
      await send("/job-sources/preview", { kind: "oracle", token: "abcd.fa.em2.oraclecloud.com/CX_9" })
    ).json();
    expect(body).toMatchObject({ ok: false, total: 0, roles: [] });
    expect(body.error).toBe(
      'the provider has no board with this identifier (404): Oracle Recruiting Cloud has nothing at "abcd.fa.em2.oraclecloud.com/CX_9". Check the identifiers against the careers site\'s address, then preview again.',
    );
    expect(body.warning).toBeNull();
    const bad = await send("/job-sources/preview", { kind: "workday", token: "examplebank" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.token).toMatch(/^Workday needs HOST\/TENANT\/SITE/);
    const unknown = await send("/job-sources/preview", { careers_url: "https://example.com/careers" });
    expect((await unknown.json()).error.fields.careers_url).toMatch(/not a careers site we can read/);
  });

  test("a board that lists no roles previews with a warning to check the identifiers", async () => {
    // SmartRecruiters answers a company it does not know with an empty list, not a 404.
    boards.smartRecruiters.set("exampleam", []);
    boards.ashby.set("examplepay", [ashbyJob("Treasury Analyst")]);
    const empty = await (
      await send("/job-sources/preview", { careers_url: "https://careers.smartrecruiters.com/exampleam" })
    ).json();
    expect(empty).toMatchObject({
      ok: true,
      kind: "smartrecruiters",
      token: "exampleam",
      total: 0,
      roles: [],
    });
    expect(empty.warning).toBe(
      "SmartRecruiters lists no open roles at \"exampleam\". If the firm's careers site shows roles, the identifiers are probably wrong (SmartRecruiters company names are case-sensitive): check them against the site's address and preview again.",
    );
    const listed = await (
      await send("/job-sources/preview", { careers_url: "https://jobs.ashbyhq.com/examplepay/" })
    ).json();
    expect(listed).toMatchObject({ ok: true, kind: "ashby", total: 1, warning: null });
    expect(listed.roles).toEqual([
      { title: "Treasury Analyst", locations: ["London"], closes_at: null, rolling: false },
    ]);
  });

  test("adds an Oracle source; the Sources table counts its run; three failures alert the admins", async () => {
    boards.oracle.set("CX_1", [oracleRole("Graduate Analyst"), oracleRole("Risk Analyst")]);
    const created = await send("/job-sources", {
      firm_name: "Oracle Capital",
      sector: "asset_management",
      careers_url: "https://ABCD.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/requisitions",
    });
    expect(created.status).toBe(201);
    const source = await created.json();
    expect(source).toMatchObject({
      kind: "oracle",
      token: "abcd.fa.em2.oraclecloud.com/CX_1",
      failed_runs: 0,
    });

    const run = await (await send(`/job-sources/${source.id}/run`, {})).json();
    expect(run.source).toMatchObject({ last_job_count: 2, last_added: 2, last_closed: 0, failed_runs: 0 });

    // The roles are in the members' feed with their firm, locations, closing date and description.
    const member = await t.signUp();
    const feed = await (await t.request("/api/jobs?q=graduate analyst", { cookie: member.cookie })).json();
    const listed = feed.jobs.find((job: { title: string }) => job.title === "Graduate Analyst");
    expect(listed).toMatchObject({ firm: { name: "Oracle Capital" } });
    const role = await (await t.request(`/api/jobs/${listed.id}`, { cookie: member.cookie })).json();
    expect(role).toMatchObject({
      title: "Graduate Analyst",
      firm: { name: "Oracle Capital", sector: "asset_management" },
      locations: ["london"],
      closes_at: "2027-01-31T23:59:00.000Z",
      closed: false,
    });
    expect(role.description_html).toContain("<h3>Responsibilities</h3><ul><li>Build models</li></ul>");
    expect(role.apply_url).toMatch(
      /^https:\/\/abcd\.fa\.em2\.oraclecloud\.com\/hcmUI\/CandidateExperience\/en\/sites\/CX_1\/job\/\d+$/,
    );

    boards.oracle.delete("CX_1");
    for (let i = 1; i <= 3; i++) {
      const failed = await (await send(`/job-sources/${source.id}/run`, {})).json();
      expect(failed.source.failed_runs).toBe(i);
    }
    const bell = await t.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, admin.user.id));
    expect(bell).toEqual([
      expect.objectContaining({
        kind: "job_source_failing",
        title: "Oracle Capital's job source failed 3 runs in a row",
        link: "/admin/site-content#job-sources",
      }),
    ]);
    expect(t.mailsTo(admin.email).map((mail) => mail.subject)).toContain(
      "Oracle Capital's job source failed 3 runs in a row",
    );
  });
});

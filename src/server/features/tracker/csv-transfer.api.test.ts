import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { FREE_LIMITS, limitMessage } from "../../../shared/plans";
import { applications } from "../../db/schema";

// CSV export of every application, and the import: a preview that lists each bad row, then all rows
// saved in one go or none. The export reads back in as the same applications.

type Card = { id: string; firm_name: string; stage: string; applied_at: string | null };

describe("tracker CSV export and import", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.dispose());

  const api = (who: SignedIn, path: string, init: { method?: string; json?: unknown } = {}) =>
    t.request(`/api/tracker${path}`, { cookie: who.cookie, ...init });
  const rowsOf = (who: SignedIn) =>
    t.db.select().from(applications).where(eq(applications.userId, who.user.id));

  async function add(who: SignedIn, json: Record<string, unknown>): Promise<Card> {
    const response = await api(who, "/applications", { json: { role_title: "Analyst", ...json } });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).application;
  }

  test("export then import gives the same applications, formulas defused on the way", async () => {
    const member = await t.signUp();
    await add(member, {
      firm_name: "Société Générale",
      role_title: 'Markets, "Global" Analyst',
      programme_type: "graduate_programme",
      location: "London",
      deadline: "2027-01-31",
      url: "https://example.com/sg",
      notes: '=HYPERLINK("https://evil.example")\n- second line',
    });
    const applied = await add(member, { firm_name: "Rothschild", stage: "interviews", rolling: true });
    const [history] = (await (await api(member, `/applications/${applied.id}`)).json()).application.history;
    await api(member, `/applications/${applied.id}/history/${history.id}`, {
      method: "PATCH",
      json: { entered_at: "2025-11-03" },
    });

    const exported = await api(member, "/export.csv");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("text/csv");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await exported.text();
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Firm,Role,Stage,Programme type,Location,Deadline,Applied date,Link,Notes,Last update",
    );
    expect(lines[1]).toMatch(
      /^Société Générale,"Markets, ""Global"" Analyst",Saved,Graduate programme,London,2027-01-31,,https:\/\/example.com\/sg,"'=HYPERLINK/,
    );
    expect(lines.find((l) => l.startsWith("Rothschild"))).toMatch(
      /^Rothschild,Analyst,Interviews,,,Rolling,2025-11-03,,,/,
    );

    const other = await t.signUp();
    const preview = await (await api(other, "/import/preview", { json: { csv } })).json();
    expect(preview.errors).toEqual([]);
    expect(preview.rows.map((r: { line: number; firm: string }) => [r.line, r.firm])).toEqual([
      [2, "Société Générale"],
      [4, "Rothschild"],
    ]);
    expect(await rowsOf(other)).toEqual([]);

    const imported = await api(other, "/import", { json: { csv } });
    expect(imported.status, await imported.clone().text()).toBe(201);
    expect(await imported.json()).toEqual({ imported: 2, skipped: 0 });
    const board = (await (await api(other, "/applications")).json()).applications;
    expect(board).toMatchObject([
      {
        firm_name: "Société Générale",
        role_title: 'Markets, "Global" Analyst',
        stage: "saved",
        programme_type: "graduate_programme",
        location: "London",
        deadline: "2027-01-31",
        rolling: false,
        url: "https://example.com/sg",
        applied_at: null,
      },
      {
        firm_name: "Rothschild",
        stage: "interviews",
        rolling: true,
        deadline: null,
        applied_at: "2025-11-03T12:00:00.000Z",
      },
    ]);
    const detail = (await (await api(other, `/applications/${board[0].id}`)).json()).application;
    expect(detail.notes).toBe('=HYPERLINK("https://evil.example")\n- second line');
    const rothschild = (await (await api(other, `/applications/${board[1].id}`)).json()).application;
    expect(rothschild.history.map((h: { stage: string }) => h.stage)).toEqual(["applied", "interviews"]);

    // The second export matches the first, apart from the last-update times.
    const again = await (await api(other, "/export.csv")).text();
    const withoutTimes = (text: string) => text.replace(/,[^,\r\n]*Z\r\n/g, "\r\n");
    expect(withoutTimes(again)).toBe(withoutTimes(csv));
  });

  test("importing the tracker's own export adds nothing: the preview marks every row, opting in imports them", async () => {
    const member = await t.signUp();
    const gs = await add(member, {
      firm_name: "Goldman Sachs",
      role_title: "Summer Analyst",
      url: "https://www.goldmansachs.com/careers/123?utm_source=feed",
      deadline: "2027-01-15",
    });
    const jpm = await add(member, { firm_name: "J.P. Morgan", role_title: "Spring Week", stage: "applied" });
    const old = await add(member, { firm_name: "Rothschild & Co", role_title: "Analyst" });
    await api(member, `/applications/${old.id}`, { method: "PATCH", json: { archived: true } });
    const csv = await (await api(member, "/export.csv")).text();

    const preview = await (await api(member, "/import/preview", { json: { csv } })).json();
    expect(preview.errors).toEqual([]);
    const lineOf = (firm: string) => preview.rows.find((r: { firm: string }) => r.firm === firm).line;
    expect(
      [...preview.duplicates].sort((a: { line: number }, b: { line: number }) => a.line - b.line),
    ).toEqual(
      [
        {
          line: lineOf("Goldman Sachs"),
          message: "Already tracked as Goldman Sachs: Summer Analyst (Saved).",
          application_id: gs.id,
          same_as_line: null,
        },
        {
          line: lineOf("J.P. Morgan"),
          message: "Already tracked as J.P. Morgan: Spring Week (Applied).",
          application_id: jpm.id,
          same_as_line: null,
        },
        {
          line: lineOf("Rothschild & Co"),
          message: "Already tracked as Rothschild & Co: Analyst (archived).",
          application_id: old.id,
          same_as_line: null,
        },
      ].sort((a, b) => a.line - b.line),
    );

    // By default every row is skipped: nothing doubles.
    const skipped = await api(member, "/import", { json: { csv } });
    expect(skipped.status, await skipped.clone().text()).toBe(201);
    expect(await skipped.json()).toEqual({ imported: 0, skipped: 3 });
    expect(await rowsOf(member)).toHaveLength(3);

    // The member picks one row to import anyway.
    const chosen = await api(member, "/import", {
      json: { csv, duplicate_lines: [lineOf("J.P. Morgan")] },
    });
    expect(await chosen.json()).toEqual({ imported: 1, skipped: 2 });
    const firms = (await rowsOf(member)).map((a) => a.firmName).sort();
    expect(firms).toEqual(["Goldman Sachs", "J.P. Morgan", "J.P. Morgan", "Rothschild & Co"]);
  });

  test("duplicates are found by link or by firm and role written differently, and within the file", async () => {
    const member = await t.signUp();
    const tracked = await add(member, {
      firm_name: "JPMorgan Chase",
      role_title: "Summer Analyst",
      url: "https://careers.jpmorgan.com/job/1",
    });
    const csv = [
      "Firm,Role,Link",
      " jpmorgan  chase ,SUMMER ANALYST,",
      "J.P. Morgan Chase,Summer-Analyst,",
      "Another Bank,Another Role,HTTP://careers.jpmorgan.com/job/1/#apply",
      "Société Générale,Analyst,",
      "Societe Generale,analyst.,",
      "Barclays,Analyst,https://example.com/barclays",
      "Barclays Investment Bank,Graduate,https://www.example.com/barclays/",
    ].join("\n");
    const preview = await (await api(member, "/import/preview", { json: { csv } })).json();
    expect(preview.errors).toEqual([]);
    expect(preview.rows).toHaveLength(7);
    const tracking = "Already tracked as JPMorgan Chase: Summer Analyst (Saved).";
    expect(preview.duplicates).toEqual([
      { line: 2, message: tracking, application_id: tracked.id, same_as_line: null },
      { line: 3, message: tracking, application_id: tracked.id, same_as_line: null },
      { line: 4, message: tracking, application_id: tracked.id, same_as_line: null },
      { line: 6, message: "The same application as line 5.", application_id: null, same_as_line: 5 },
      { line: 8, message: "The same application as line 7.", application_id: null, same_as_line: 7 },
    ]);

    expect(await (await api(member, "/import", { json: { csv } })).json()).toEqual({
      imported: 2,
      skipped: 5,
    });
    // The same file again: everything is tracked now.
    expect(await (await api(member, "/import", { json: { csv } })).json()).toEqual({
      imported: 0,
      skipped: 7,
    });
    expect((await rowsOf(member)).map((a) => a.firmName).sort()).toEqual([
      "Barclays",
      "JPMorgan Chase",
      "Société Générale",
    ]);
    // A list that is not line numbers is refused.
    const bad = await api(member, "/import", { json: { csv, duplicate_lines: ["two"] } });
    expect(bad.status).toBe(400);
  });

  test("a file with a bad row saves nothing, and the errors name each line", async () => {
    const member = await t.signUp();
    const csv = [
      "firm,role,stage,deadline,applied date,link,notes",
      "Barclays,Analyst,Applied,15/01/2027,01/10/2025,https://example.com,",
      "Lazard,Analyst,Dreaming,,,,",
      ",Analyst,,,,,",
      "HSBC,Analyst,saved,31/02/2027,,,",
      `UBS,Analyst,applied,,${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)},,`,
      "Citi,Analyst,,,,ftp://nope,",
      `Nomura,Analyst,,,,,${"x".repeat(10_001)}`,
    ].join("\n");
    const expected = [
      { line: 3, message: expect.stringMatching(/^Unknown stage "Dreaming": use one of Saved, Applied/) },
      { line: 4, message: "Enter the firm's name." },
      { line: 5, message: "Enter the deadline as a date (YYYY-MM-DD or DD/MM/YYYY), or leave it blank." },
      { line: 6, message: "Applied date: The date cannot be in the future." },
      { line: 7, message: "Enter a full link starting with https:// or http://." },
      { line: 8, message: "Notes can be at most 10,000 characters." },
    ];
    const preview = await (await api(member, "/import/preview", { json: { csv } })).json();
    expect(preview.errors).toEqual(expected);
    expect(preview.rows).toEqual([
      {
        line: 2,
        firm: "Barclays",
        role: "Analyst",
        stage: "applied",
        programme_type: null,
        location: "",
        deadline: "2027-01-15",
        rolling: false,
        applied_date: "2025-10-01",
        link: "https://example.com",
        notes: "",
      },
    ]);
    const response = await api(member, "/import", { json: { csv } });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("import_invalid");
    expect(body.errors).toEqual(expected);
    expect(await rowsOf(member)).toEqual([]);
  });

  test("files without the columns, or not CSV at all, are refused clearly", async () => {
    const member = await t.signUp();
    const cases: [string, string][] = [
      ["name,title\nA,B", "The first row must name the columns, including Firm and Role."],
      ["Firm,Role", "The file has no applications."],
      [
        'Firm,Role\n"Acme,Analyst',
        "The file is not valid CSV: a quoted field starting on line 2 is never closed.",
      ],
    ];
    for (const [csv, message] of cases) {
      const body = await (await api(member, "/import", { json: { csv } })).json();
      expect(body.errors).toEqual([{ line: expect.any(Number), message }]);
    }
    expect((await api(member, "/import", { json: { csv: "" } })).status).toBe(400);
    expect((await api(member, "/import", { json: {} })).status).toBe(400);
    expect(await rowsOf(member)).toEqual([]);
  });

  test("a large file passes the body limit, and the free limit is all or nothing", async () => {
    const member = await t.signUp();
    const max = FREE_LIMITS.trackedApplications.value;
    await add(member, { firm_name: "Already here" });
    // 200 KB of notes: above the API's usual 100 KB body limit.
    const rows = Array.from({ length: max }, (_, i) => `Firm ${i},Analyst,,${"n".repeat(9_000)}`);
    const csv = ["Firm,Role,Stage,Notes", ...rows].join("\n");
    expect(csv.length).toBeGreaterThan(100 * 1024);
    const preview = await api(member, "/import/preview", { json: { csv } });
    expect(preview.status).toBe(200);
    const refused = await api(member, "/import", { json: { csv } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({
      code: "free_limit_reached",
      message: limitMessage("trackedApplications"),
    });
    expect(await rowsOf(member)).toHaveLength(1);

    const fits = ["Firm,Role", ...Array.from({ length: max - 1 }, (_, i) => `Firm ${i},Analyst`)].join("\n");
    expect(await (await api(member, "/import", { json: { csv: fits } })).json()).toEqual({
      imported: max - 1,
      skipped: 0,
    });
    expect(await rowsOf(member)).toHaveLength(max);

    const tooBig = await api(member, "/import", { json: { csv: "x".repeat(2 * 1024 * 1024 + 1) } });
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).error.message).toBe("The file is too large: upload at most 2 MB of CSV.");
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  createTestApp,
  type SignedIn,
  type SignedInAdmin,
  type TestApp,
} from "../../../tests/support/test-app";
import { bulkLicenses, firms, jobs, referralCodes, siteFigures, user } from "../db/schema";

// Every admin change and its audit row commit together: when the audit row cannot be written, the
// change is not made either (and the admin sees an error, not a success).

describe("an admin change without its audit row is not made", () => {
  let t: TestApp;
  let admin: SignedInAdmin;
  let member: SignedIn;
  const send = (method: string, path: string, json: unknown) =>
    t.request(path, { method, json, cookie: admin.cookie });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAdmin();
    member = await t.signUp();
    await t.db.insert(firms).values({ slug: "audit-bank", name: "Audit Bank", sector: "investment_banking" });
    // The audit log refuses every row, as a full disk or a broken constraint would.
    await t.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_audit before insert on admin_audit_log for each row execute function refuse_audit()`,
    );
  });
  afterAll(() => t?.dispose());

  test("referral codes, licences, figures, member status and the CSV of roles", async () => {
    const attempts: [string, string, unknown, () => Promise<number>][] = [
      [
        "POST",
        "/api/admin/referrals",
        { code: "AUDIT2027", influencer_name: "Ana" },
        () => t.db.$count(referralCodes, eq(referralCodes.code, "AUDIT2027")),
      ],
      [
        "POST",
        "/api/admin/licenses",
        { organization_name: "Audit University", max_uses: 5, expires_at: "2030-01-31T23:59:59Z" },
        () => t.db.$count(bulkLicenses, eq(bulkLicenses.organizationName, "Audit University")),
      ],
      [
        "POST",
        "/api/admin/site-content/figures",
        { label: "Audited figure", value: "12", source: "The audit" },
        () => t.db.$count(siteFigures),
      ],
      [
        "PATCH",
        `/api/admin/users/${member.user.id}/status`,
        { status: "Suspended" },
        () => t.db.$count(user, eq(user.banned, true)),
      ],
      [
        "POST",
        "/api/admin/site-content/jobs-csv",
        {
          csv: "Firm,Title,Location,Role type,Apply URL,Closes,Description\nAudit Bank,Graduate Analyst,London,,https://audit.example/grad,,",
        },
        () => t.db.$count(jobs),
      ],
    ];
    for (const [method, path, json, count] of attempts) {
      const before = await count();
      const response = await send(method, path, json);
      expect(response.status, path).toBe(500);
      expect(await count(), path).toBe(before);
    }
  });
});

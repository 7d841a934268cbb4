import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type SignedIn, type TestApp } from "../../../../tests/support/test-app";
import { limitMessage } from "../../../shared/plans";
import { networkingContacts } from "../../db/schema";
import { makePremium, networkingApi, ukDay } from "./networking.fixtures";

// CSV import with a preview (LinkedIn's Connections.csv, or a member's own file) that lists each bad
// row and each person already there, then all new contacts saved or none; and the export, which reads
// back in as the same contacts.

const LINKEDIN = readFileSync(path.join(import.meta.dirname, "fixtures/linkedin-connections.csv"), "utf8");

type Preview = {
  rows: { line: number; name: string; firm: string; met_via: string }[];
  errors: { line: number; message: string }[];
  skipped: { line: number; name: string; reason: string }[];
  limit: { used: number; max: number | null };
};

describe("networking CSV import and export", () => {
  let t: TestApp;
  let api: ReturnType<typeof networkingApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = networkingApi(t);
  });
  afterAll(() => t?.dispose());

  async function premium() {
    const who = await t.signUp();
    await makePremium(t, who);
    return who;
  }
  const stored = (who: SignedIn) =>
    t.db.select().from(networkingContacts).where(eq(networkingContacts.userId, who.user.id));
  const preview = async (who: SignedIn, csv: string) => {
    const response = await api.call(who, "/import/preview", { json: { csv } });
    return { status: response.status, body: await response.json() };
  };

  test("LinkedIn's Connections.csv: the preview shows each connection, the import saves them once", async () => {
    const member = await premium();
    await api.addContact(member, {
      name: "Priya Shah",
      linkedin_url: "https://www.linkedin.com/in/priya-shah-ib/",
    });
    const { status, body } = await preview(member, LINKEDIN);
    expect(status).toBe(200);
    const shown = body as Preview;
    expect(shown.errors).toEqual([]);
    expect(shown.rows.map((r) => r.name)).toEqual([
      "Tom O'Connor",
      "Zoë Müller",
      "James Okafor",
      "Hannah Lee",
    ]);
    expect(shown.rows.every((r) => r.met_via === "linkedin")).toBe(true);
    expect(shown.skipped).toEqual([
      { line: 5, name: "Priya Shah", reason: "Already in your contacts." },
      { line: 9, name: "", reason: "No name, email or LinkedIn URL." },
    ]);
    expect(await stored(member)).toHaveLength(1);

    const imported = await api.call(member, "/import", { json: { csv: LINKEDIN } });
    expect(imported.status).toBe(201);
    expect(await imported.json()).toEqual({ imported: 4, skipped: 2 });
    const rows = await stored(member);
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.name === "Zoë Müller")).toMatchObject({
      firm: "Société Générale",
      role: "Analyst, Global Markets",
      linkedinUrl: "https://www.linkedin.com/in/zoe-mueller-4a1b2c",
      metVia: "linkedin",
      stage: "identified",
      connectedOn: "2025-01-28",
    });
    // The same file again adds nobody.
    const again = await api.call(member, "/import", { json: { csv: LINKEDIN } });
    expect(await again.json()).toEqual({ imported: 0, skipped: 6 });
    expect(await stored(member)).toHaveLength(5);
  });

  test("a file with bad rows lists each one and imports nothing", async () => {
    const member = await premium();
    const csv = [
      "Name,Firm,Email,LinkedIn URL,Stage",
      "Good Row,Barclays,good@example.com,,",
      "Script Link,HSBC,,javascript:alert(1),",
      "Odd Stage,UBS,,,Soulmate",
    ].join("\r\n");
    const { body } = await preview(member, csv);
    expect((body as Preview).rows.map((r) => r.name)).toEqual(["Good Row"]);
    expect((body as Preview).errors).toEqual([
      { line: 3, message: expect.stringContaining("LinkedIn URL: Enter a LinkedIn profile link") },
      { line: 4, message: expect.stringContaining('Unknown stage "Soulmate"') },
    ]);
    const response = await api.call(member, "/import", { json: { csv } });
    expect(response.status).toBe(400);
    const refused = await response.json();
    expect(refused.error.message).toBe("2 rows have problems; nothing was imported.");
    expect(refused.errors).toHaveLength(2);
    expect(await stored(member)).toEqual([]);
  });

  test("a 100,000-row file, a file over 1 MB, or one without a header is refused with what to do", async () => {
    const member = await premium();
    const rows = `Name\n${"A\n".repeat(100_000)}`;
    for (const route of ["/import/preview", "/import"]) {
      const response = await api.call(member, route, { json: { csv: rows } });
      expect(response.status, route).toBe(400);
      expect((await response.json()).error.message).toBe(
        "The file has 100,000 rows: import at most 2,000 contacts at a time. Split the file and import each part.",
      );
    }
    const wide = `Name,Notes\n${`A,${"x".repeat(1000)}\n`.repeat(1100)}`;
    const big = await api.call(member, "/import", { json: { csv: wide } });
    expect(big.status).toBe(400);
    expect((await big.json()).error.message).toBe(
      "The file is too large: import at most 1 MB of CSV at a time.",
    );
    const huge = await api.call(member, "/import", { json: { csv: "x".repeat(4 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toBe(
      "The file is too large: import at most 1 MB of CSV at a time.",
    );
    const headless = await api.call(member, "/import/preview", {
      json: { csv: "Barclays,Analyst\nHSBC,Intern" },
    });
    expect(headless.status).toBe(400);
    expect((await headless.json()).error.message).toMatch(/include a Name column/);
    expect(await stored(member)).toEqual([]);
  });

  test("Free: an import past 5 contacts gets the upgrade prompt and saves nothing", async () => {
    const free = await t.signUp();
    await api.addContact(free, { name: "Already Here" });
    const { body } = await preview(free, LINKEDIN);
    expect((body as Preview).limit).toEqual({ used: 1, max: 5 });
    const response = await api.call(free, "/import", { json: { csv: LINKEDIN } });
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toBe(limitMessage("contacts"));
    expect(await stored(free)).toHaveLength(1);
    const fits = "First Name,Last Name,URL\nAda,King,https://www.linkedin.com/in/adaking";
    expect((await api.call(free, "/import", { json: { csv: fits } })).status).toBe(201);
  });

  test("the export has every contact with its last interaction, formulas defused, and reads back in", async () => {
    const member = await premium();
    const contact = await api.addContact(member, {
      name: "Ada King",
      firm: "Barclays, Rates",
      met_via: "event",
      email: "ada@example.com",
      tags: ["rates", "alumni"],
      notes: '=HYPERLINK("https://evil.example")\nsecond line',
    });
    await api.log(member, contact.id, { kind: "call", occurred_on: ukDay() });
    const exported = await api.call(member, "/export.csv");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("text/csv");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await exported.text();
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Name,Firm,Role,Team,How we met,University,Email,LinkedIn URL,Stage,Tags,Notes,Connected on,Last interaction,Added",
    );
    expect(lines[1]).toContain(
      `Ada King,"Barclays, Rates",,,Event,,ada@example.com,,Chatted,rates; alumni,"'=HYPERLINK`,
    );
    expect(csv).toContain(`,,${ukDay()},${ukDay()}`);

    const elsewhere = await premium();
    expect((await api.call(elsewhere, "/import", { json: { csv } })).status).toBe(201);
    const [copy] = await stored(elsewhere);
    expect(copy).toMatchObject({
      name: "Ada King",
      firm: "Barclays, Rates",
      metVia: "event",
      stage: "chatted",
      tags: ["rates", "alumni"],
      notes: '=HYPERLINK("https://evil.example")\nsecond line',
    });
  });
});

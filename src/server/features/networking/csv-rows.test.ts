import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { CsvFileError } from "../../platform/csv-import";
import { identityKeys, parseConnectedOn, readContactsCsv } from "./csv-rows";

// Reading contacts from LinkedIn's Connections.csv (notes before the header, no stage) and from a
// member's own spreadsheet, with each bad row's line and reason.

const LINKEDIN = readFileSync(path.join(import.meta.dirname, "fixtures/linkedin-connections.csv"), "utf8");

describe("reading a networking CSV", () => {
  test("LinkedIn's export: the notes above the header are passed over, every connection met on LinkedIn", () => {
    const { rows, errors, skipped } = readContactsCsv(LINKEDIN);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.name, r.firm, r.role])).toEqual([
      [5, "Priya Shah", "Goldman Sachs", "Investment Banking Analyst"],
      [6, "Tom O'Connor", "Rothschild & Co", "Associate"],
      [7, "Zoë Müller", "Société Générale", "Analyst, Global Markets"],
      [8, "James Okafor", "Lazard", "Summer Analyst"],
      [10, "Hannah Lee", "Bridgepoint", "Private Equity Associate"],
    ]);
    expect(rows[1]).toMatchObject({
      email: "tom.oconnor@example.com",
      linkedin_url: "https://www.linkedin.com/in/tomoconnor",
      met_via: "linkedin",
      stage: "identified",
      connected_on: "2025-02-03",
    });
    expect(skipped).toEqual([{ line: 9, name: "", reason: "No name, email or LinkedIn URL." }]);
  });

  test("a member's own columns; each bad row says its line and what to change", () => {
    const csv = [
      "Name,Company,How we met,Email,LinkedIn,Stage,Tags",
      "Ada King,Barclays,Alumni,ada@example.com,,Chatted,alumni; rates",
      "Bad Link,HSBC,,,javascript:alert(1),,",
      "No Stage,UBS,,,,Best friends,",
      "Bad Mail,UBS,,not-an-email,,,",
      ",UBS,,,https://www.linkedin.com/in/nameless,,",
      "Ada Again,Barclays,,ADA@example.com,,,",
    ].join("\n");
    const { rows, errors, skipped } = readContactsCsv(csv);
    expect(rows).toMatchObject([
      { line: 2, name: "Ada King", met_via: "alumni", stage: "chatted", tags: ["alumni", "rates"] },
    ]);
    expect(errors).toEqual([
      { line: 3, message: expect.stringContaining("LinkedIn profile link") },
      { line: 4, message: expect.stringContaining('Unknown stage "Best friends"') },
      { line: 5, message: expect.stringContaining("valid email address") },
      { line: 6, message: expect.stringContaining("Enter the contact's name.") },
    ]);
    expect(skipped).toEqual([{ line: 7, name: "Ada Again", reason: "The same person as line 2." }]);
  });

  test("people already among the contacts are skipped, by profile link or email", () => {
    const existing = new Set(
      identityKeys({ email: "", linkedin_url: "https://uk.linkedin.com/in/priya-shah-ib/" }),
    );
    const { rows, skipped } = readContactsCsv(LINKEDIN, existing);
    expect(rows).toHaveLength(4);
    expect(skipped).toContainEqual({ line: 5, name: "Priya Shah", reason: "Already in your contacts." });
  });

  test("a file without a header, or with too many rows, is refused as a whole", () => {
    expect(() => readContactsCsv("Company,Position\nBarclays,Analyst")).toThrow(CsvFileError);
    const many = `Name\n${"A\n".repeat(2001)}`;
    expect(() => readContactsCsv(many)).toThrow("import at most 2,000 contacts at a time");
    expect(() => readContactsCsv('Name\n"unclosed')).toThrow("not valid CSV");
  });

  test("LinkedIn's dates and the UK's", () => {
    expect(parseConnectedOn("03 Feb 2025")).toBe("2025-02-03");
    expect(parseConnectedOn("3-Feb-25")).toBe("2025-02-03");
    expect(parseConnectedOn("29/02/2024")).toBe("2024-02-29");
    expect(parseConnectedOn("31 Feb 2025")).toBeNull();
  });
});

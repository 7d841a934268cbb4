import { describe, expect, test } from "vitest";
import { readSkills } from "./cv-skills";

describe("the skills line", () => {
  test("a full stop ends an item as a comma does, and a phrase naming languages gives the languages", () => {
    expect(readSkills(["Bilingual Welsh/English. Excel, Xero, Sage."])).toEqual({
      skills: ["Excel", "Xero", "Sage"],
      languages: ["Welsh", "English"],
      interests: null,
    });
  });

  test("a tool whose name holds a full stop keeps it", () => {
    expect(readSkills(["Excel, Node.js, Power BI"]).skills).toEqual(["Excel", "Node.js", "Power BI"]);
  });
});

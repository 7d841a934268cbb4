import { describe, expect, test } from "vitest";
import { formatCsv, neutraliseFormula, parseCsv, restoreFormula } from "./csv";

describe("CSV", () => {
  test("quoted fields hold commas, quotes and line breaks; rows keep their line numbers", () => {
    const rows = parseCsv('\uFEFFfirm,title\r\n"Acme, Ltd","Say ""hi""\nagain"\r\n\r\nBeta,Analyst\n');
    expect(rows).toEqual([
      { line: 1, cells: ["firm", "title"] },
      { line: 2, cells: ["Acme, Ltd", 'Say "hi"\nagain'] },
      { line: 5, cells: ["Beta", "Analyst"] },
    ]);
    expect(() => parseCsv('a,"unclosed\n')).toThrow(/never closed/);
  });

  test("written cells read back as they were, formulas defused", () => {
    const cells = ["Acme, Ltd", 'Say "hi"\nagain', "=HYPERLINK(1)", "-5", "@me", " padded ", "plain"];
    const text = formatCsv([["a", "b", "c", "d", "e", "f", "g"], cells]);
    expect(text).toContain("'=HYPERLINK(1)");
    const [, row] = parseCsv(text);
    expect(row?.cells).toEqual(cells.map(neutraliseFormula));
    expect(row?.cells.map(restoreFormula)).toEqual(cells);
  });

  test("only formula starts get an apostrophe, and only those lose it", () => {
    expect(neutraliseFormula("+44 20")).toBe("'+44 20");
    expect(neutraliseFormula("Goldman")).toBe("Goldman");
    expect(restoreFormula("'quoted'")).toBe("'quoted'");
    expect(restoreFormula("'-bullet")).toBe("-bullet");
  });
});

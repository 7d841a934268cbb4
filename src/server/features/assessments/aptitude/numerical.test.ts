import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Exhibit, NumericalItem } from "../../../../shared/assessments";
import { generateNumerical, NUMERICAL_TEMPLATE_KEYS } from "./numerical";

// The answer is recomputed here from the exhibit and the question text alone, written apart from the
// generator, so a slip in a template's arithmetic shows up as a mismatch.

function row(exhibit: Exhibit, label: string): number[] {
  const found = exhibit.rows.find((r) => r.label === label);
  if (!found) throw new Error(`no row ${label} in ${exhibit.title}`);
  return found.values;
}
const col = (exhibit: Exhibit, year: string) => exhibit.columns.indexOf(year);
const at = (exhibit: Exhibit, label: string, year: string) =>
  row(exhibit, label)[col(exhibit, year)] ?? Number.NaN;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function recompute(item: NumericalItem): number {
  const { exhibit: e, question: q } = item;
  let m = q.match(/^What was the percentage change in (.+) from (\d{4}) to (\d{4})\?$/);
  if (m)
    return (
      ((at(e, m[1] ?? "", m[3] ?? "") - at(e, m[1] ?? "", m[2] ?? "")) / at(e, m[1] ?? "", m[2] ?? "")) * 100
    );
  m = q.match(/^By how much did (.+) change from (\d{4}) to (\d{4}), in £m\?$/);
  if (m) return at(e, m[1] ?? "", m[3] ?? "") - at(e, m[1] ?? "", m[2] ?? "");
  m = q.match(/^What was the compound annual growth rate \(CAGR\) of (.+) from (\d{4}) to (\d{4})\?$/);
  if (m) {
    const years = Number(m[3]) - Number(m[2]);
    return ((at(e, m[1] ?? "", m[3] ?? "") / at(e, m[1] ?? "", m[2] ?? "")) ** (1 / years) - 1) * 100;
  }
  m = q.match(/^What was the average (.+) per year from (\d{4}) to (\d{4}), in £m\?$/);
  if (m) {
    const values = row(e, m[1] ?? "").slice(col(e, m[2] ?? ""), col(e, m[3] ?? "") + 1);
    return sum(values) / values.length;
  }
  m = q.match(/^What was the operating margin \(Operating profit as a percentage of Revenue\) in (\d{4})\?$/);
  if (m) return (at(e, "Operating profit", m[1] ?? "") / at(e, "Revenue", m[1] ?? "")) * 100;
  m = q.match(/^Using an exchange rate of £1 = (?:US\$|€)(\d+\.\d+), what was (.+) revenue in (\d{4}), in/);
  if (m) return at(e, m[2] ?? "", m[3] ?? "") * Number(m[1]);
  m = q.match(/^What was the ratio of (.+?) to (.+) in (\d{4}), to two decimal places\?$/);
  if (m) return at(e, m[1] ?? "", m[3] ?? "") / at(e, m[2] ?? "", m[3] ?? "");
  m = q.match(/^In (\d{4}), what percentage of total revenue across all .+ came from (.+)\?$/);
  if (m) {
    const year = m[1] ?? "";
    return (at(e, m[2] ?? "", year) / sum(e.rows.map((r) => r.values[col(e, year)] ?? 0))) * 100;
  }
  throw new Error(`unrecognised question: ${q}`);
}

/** "-£12.3m", "US$4.5m", "12.3%", "1.04" → the number and the size of its last decimal place. */
function parseOption(option: string): { value: number; unit: number } {
  const digits = option.replace(/[^0-9.-]/g, "");
  const decimals = digits.split(".")[1]?.length ?? 0;
  return { value: Number(digits), unit: 10 ** -decimals };
}

describe("numerical items", () => {
  it("state the answer recomputed from the exhibit, over thousands of seeds", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NUMERICAL_TEMPLATE_KEYS),
        fc.string({ maxLength: 12 }),
        (template, suffix) => {
          const item = generateNumerical(`${template}:${suffix}`);
          expect(item.options).toHaveLength(5);
          expect(new Set(item.options).size).toBe(5);
          expect(item.answerIndex).toBeGreaterThanOrEqual(0);
          expect(item.answerIndex).toBeLessThan(5);
          const expected = recompute(item);
          const matches = item.options
            .map(parseOption)
            .map((o) => Math.abs(o.value - expected) <= o.unit / 2 + 1e-6);
          // The stated answer matches, and no other option does.
          expect(matches.indexOf(true)).toBe(item.answerIndex);
          expect(matches.filter(Boolean)).toHaveLength(1);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("rebuilds the same item from the same seed", () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        expect(generateNumerical(seed)).toEqual(generateNumerical(seed));
      }),
      { numRuns: 300 },
    );
  });

  it("shows the real numbers in the worked solution", () => {
    const item = generateNumerical("growth:worked");
    expect(item.solution.at(-1)).toBe(`Answer: ${item.options[item.answerIndex]}.`);
    expect(item.solution.join(" ")).toMatch(/\d+\.\d/);
  });

  it("has at least eight templates", () => {
    expect(NUMERICAL_TEMPLATE_KEYS.length).toBeGreaterThanOrEqual(8);
  });
});

import type { Exhibit } from "../../../../shared/assessments";
import type { Random } from "../../../platform/seeded-random";

// Financial data for numerical items, generated so every exhibit is new but still looks like a real
// company's figures: positive revenue, modest year-on-year moves, one decimal place in £m.

const COMPANIES = [
  "Northwind plc",
  "Harbourline Group",
  "Castlegate Holdings",
  "Meridian Retail",
  "Albion Logistics",
  "Thamesbridge Energy",
  "Kestrel Foods",
  "Pennine Telecom",
  "Redfern Pharma",
  "Solent Marine",
  "Wexford Media",
  "Brightwater Utilities",
] as const;

const SEGMENT_SETS = [
  { noun: "regions", labels: ["UK", "Europe", "North America", "Asia Pacific", "Middle East"] },
  { noun: "divisions", labels: ["Retail", "Wholesale", "Online", "Services", "Licensing"] },
  { noun: "business lines", labels: ["Lending", "Payments", "Wealth", "Insurance", "Advisory"] },
  { noun: "product lines", labels: ["Software", "Hardware", "Support", "Consulting", "Training"] },
] as const;

export const round1 = (value: number): number => Math.round(value * 10) / 10;

function years(rand: Random): string[] {
  const start = rand.int(2015, 2020);
  const count = rand.int(4, 5);
  return Array.from({ length: count }, (_, i) => String(start + i));
}

/** A positive yearly series: each year moves between -8% and +20% on the one before. */
function series(rand: Random, count: number, low: number, high: number): number[] {
  const values = [round1(rand.int(low * 10, high * 10) / 10)];
  for (let i = 1; i < count; i++) {
    const previous = values[i - 1] ?? low;
    const next = round1(previous * (1 + rand.int(-80, 200) / 1000));
    // Equal neighbours would make growth zero and some distractors collapse into the answer.
    values.push(next === previous ? round1(next + 0.7) : next);
  }
  return values;
}

/** One company's income lines: operating profit is revenue less operating costs, as in real accounts. */
export function companyExhibit(rand: Random): Exhibit {
  const company = rand.pick(COMPANIES);
  const columns = years(rand);
  const revenue = series(rand, columns.length, 120, 900);
  const profit = revenue.map((value) => round1((value * rand.int(50, 250)) / 1000));
  const costs = revenue.map((value, i) => round1(value - (profit[i] ?? 0)));
  return {
    title: `${company}: summary income statement`,
    type: rand.pick(["table", "bar"] as const),
    columns,
    rows: [
      { label: "Revenue", values: revenue },
      { label: "Operating costs", values: costs },
      { label: "Operating profit", values: profit },
    ],
    unit: "£m",
  };
}

/** Revenue split by segment; `noun` names the segments in the question ("regions", "divisions"). */
export function segmentExhibit(rand: Random): { exhibit: Exhibit; noun: string } {
  const company = rand.pick(COMPANIES);
  const set = rand.pick(SEGMENT_SETS);
  const labels = rand.shuffle(set.labels).slice(0, rand.int(3, 5));
  const columns = years(rand);
  const rows = labels.map((label) => ({ label, values: series(rand, columns.length, 20, 400) }));
  const exhibit: Exhibit = {
    title: `${company}: revenue by ${set.noun.replace(/s$/, "")}`,
    type: rand.pick(["table", "bar"] as const),
    columns,
    rows,
    unit: "£m",
  };
  return { exhibit, noun: set.noun };
}

export function rowValues(exhibit: Exhibit, label: string): number[] {
  const row = exhibit.rows.find((candidate) => candidate.label === label);
  if (!row) throw new Error(`exhibit has no row ${label}`);
  return row.values;
}

export function valueAt(exhibit: Exhibit, label: string, column: number): number {
  const value = rowValues(exhibit, label)[column];
  if (value === undefined) throw new Error(`exhibit row ${label} has no column ${column}`);
  return value;
}

/** Two column indexes, first before second, at least `gap` apart. */
export function columnPair(rand: Random, exhibit: Exhibit, gap = 1): [number, number] {
  const last = exhibit.columns.length - 1;
  const first = rand.int(0, last - gap);
  return [first, rand.int(first + gap, last)];
}

/** A different column near `column`: the "wrong year" a hurried reader picks up. */
export function neighbour(exhibit: Exhibit, column: number): number {
  return column + 1 < exhibit.columns.length ? column + 1 : column - 1;
}

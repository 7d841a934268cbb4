import type { Random } from "../../../platform/seeded-random";
import { columnPair, companyExhibit, neighbour, rowValues, segmentExhibit, valueAt } from "./numerical-data";
import { formatAnswer, num } from "./numerical-format";
import type { NumericalTemplate } from "./numerical-template";

// Templates about movement over time: growth, absolute change, compound growth and averages.

function anyExhibit(rand: Random) {
  return rand.next() < 0.5 ? companyExhibit(rand) : segmentExhibit(rand).exhibit;
}

const growth: NumericalTemplate = {
  key: "growth",
  build(rand) {
    const exhibit = anyExhibit(rand);
    const row = rand.pick(exhibit.rows).label;
    const [a, b] = columnPair(rand, exhibit);
    const [ya, yb] = [exhibit.columns[a], exhibit.columns[b]];
    const [va, vb] = [valueAt(exhibit, row, a), valueAt(exhibit, row, b)];
    const answer = ((vb - va) / va) * 100;
    // Reading the wrong later year; when that lands on the earlier year, read one column further instead.
    const wrongColumn =
      neighbour(exhibit, b) === a ? Math.min(b + 1, exhibit.columns.length - 1) : neighbour(exhibit, b);
    const wrongYear = valueAt(exhibit, row, wrongColumn);
    return {
      exhibit,
      question: `What was the percentage change in ${row} from ${ya} to ${yb}?`,
      answer,
      distractors: [((vb - va) / vb) * 100, ((wrongYear - va) / va) * 100, (vb / va) * 100, vb - va],
      format: "percent",
      solution: [
        `${row} in ${ya}: £${num(va)}m; in ${yb}: £${num(vb)}m.`,
        `Change: ${num(vb)} − ${num(va)} = ${num(vb - va)}.`,
        `Divide by the earlier year: ${num(vb - va)} ÷ ${num(va)} × 100 = ${num(answer)}%.`,
        `Answer: ${formatAnswer(answer, "percent")}.`,
      ],
    };
  },
};

const difference: NumericalTemplate = {
  key: "difference",
  build(rand) {
    const exhibit = anyExhibit(rand);
    const [row, other] = rand.shuffle(exhibit.rows).map((r) => r.label);
    if (!row || !other) throw new Error("difference: exhibit needs two rows");
    const [a, b] = columnPair(rand, exhibit);
    const [ya, yb] = [exhibit.columns[a], exhibit.columns[b]];
    const [va, vb] = [valueAt(exhibit, row, a), valueAt(exhibit, row, b)];
    const answer = vb - va;
    return {
      exhibit,
      question: `By how much did ${row} change from ${ya} to ${yb}, in £m?`,
      answer,
      distractors: [
        va - vb,
        valueAt(exhibit, row, neighbour(exhibit, b)) - va,
        valueAt(exhibit, other, b) - valueAt(exhibit, other, a),
        vb + va,
      ],
      format: "gbp",
      solution: [
        `${row} in ${ya}: £${num(va)}m; in ${yb}: £${num(vb)}m.`,
        `Later year less earlier year: ${num(vb)} − ${num(va)} = ${num(answer)}.`,
        `Answer: ${formatAnswer(answer, "gbp")}.`,
      ],
    };
  },
};

const cagr: NumericalTemplate = {
  key: "cagr",
  build(rand) {
    const exhibit = anyExhibit(rand);
    const row = rand.pick(exhibit.rows).label;
    const [a, b] = columnPair(rand, exhibit, 2);
    const [ya, yb] = [exhibit.columns[a], exhibit.columns[b]];
    const [va, vb] = [valueAt(exhibit, row, a), valueAt(exhibit, row, b)];
    const years = b - a;
    const rate = (periods: number) => ((vb / va) ** (1 / periods) - 1) * 100;
    const answer = rate(years);
    return {
      exhibit,
      question: `What was the compound annual growth rate (CAGR) of ${row} from ${ya} to ${yb}?`,
      answer,
      distractors: [
        (((vb - va) / va) * 100) / years,
        rate(years + 1),
        ((vb - va) / va) * 100,
        rate(years - 1),
      ],
      format: "percent",
      solution: [
        `${row} in ${ya}: £${num(va)}m; in ${yb}: £${num(vb)}m; that is ${years} years of growth.`,
        `Growth multiple: ${num(vb)} ÷ ${num(va)} = ${num(vb / va)}.`,
        `CAGR = ${num(vb / va)}^(1/${years}) − 1 = ${num(answer / 100)}, or ${num(answer)}%.`,
        `Answer: ${formatAnswer(answer, "percent")}.`,
      ],
    };
  },
};

const average: NumericalTemplate = {
  key: "average",
  build(rand) {
    const exhibit = anyExhibit(rand);
    const [row, other] = rand.shuffle(exhibit.rows).map((r) => r.label);
    if (!row || !other) throw new Error("average: exhibit needs two rows");
    const [a, b] = columnPair(rand, exhibit, 2);
    const values = rowValues(exhibit, row).slice(a, b + 1);
    const total = values.reduce((sum, value) => sum + value, 0);
    const answer = total / values.length;
    const sorted = [...values].sort((x, y) => x - y);
    const otherValues = rowValues(exhibit, other).slice(a, b + 1);
    return {
      exhibit,
      question: `What was the average ${row} per year from ${exhibit.columns[a]} to ${exhibit.columns[b]}, in £m?`,
      answer,
      distractors: [
        total / (values.length - 1),
        total / (values.length + 1),
        sorted[Math.floor(sorted.length / 2)] ?? 0,
        otherValues.reduce((sum, value) => sum + value, 0) / otherValues.length,
      ],
      format: "gbp",
      solution: [
        `${row} over the ${values.length} years: ${values.map(num).join(", ")}.`,
        `Total: ${values.map(num).join(" + ")} = ${num(total)}.`,
        `Average: ${num(total)} ÷ ${values.length} = ${num(answer)}.`,
        `Answer: ${formatAnswer(answer, "gbp")}.`,
      ],
    };
  },
};

export const CHANGE_TEMPLATES: NumericalTemplate[] = [growth, difference, cagr, average];

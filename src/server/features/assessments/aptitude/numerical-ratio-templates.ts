import { companyExhibit, neighbour, rowValues, segmentExhibit, valueAt } from "./numerical-data";
import { type AnswerFormat, formatAnswer, num } from "./numerical-format";
import type { NumericalTemplate } from "./numerical-template";

// Templates about one figure against another: margins, ratios, shares of a total and conversion at a
// stated exchange rate.

const margin: NumericalTemplate = {
  key: "margin",
  build(rand) {
    const exhibit = companyExhibit(rand);
    const column = rand.int(0, exhibit.columns.length - 1);
    const year = exhibit.columns[column];
    const revenue = valueAt(exhibit, "Revenue", column);
    const profit = valueAt(exhibit, "Operating profit", column);
    const costs = valueAt(exhibit, "Operating costs", column);
    const answer = (profit / revenue) * 100;
    const other = neighbour(exhibit, column);
    return {
      exhibit,
      question: `What was the operating margin (Operating profit as a percentage of Revenue) in ${year}?`,
      answer,
      distractors: [
        (profit / costs) * 100,
        (valueAt(exhibit, "Operating profit", other) / valueAt(exhibit, "Revenue", other)) * 100,
        (costs / revenue) * 100,
        (profit / valueAt(exhibit, "Revenue", other)) * 100,
      ],
      format: "percent",
      solution: [
        `${year}: Operating profit £${num(profit)}m, Revenue £${num(revenue)}m.`,
        `Margin: ${num(profit)} ÷ ${num(revenue)} × 100 = ${num(answer)}%.`,
        `Answer: ${formatAnswer(answer, "percent")}.`,
      ],
    };
  },
};

const currency: NumericalTemplate = {
  key: "currency",
  build(rand) {
    const { exhibit } = segmentExhibit(rand);
    const [row, other] = rand.shuffle(exhibit.rows).map((r) => r.label);
    if (!row || !other) throw new Error("currency: exhibit needs two rows");
    const column = rand.int(0, exhibit.columns.length - 1);
    const year = exhibit.columns[column];
    const dollars = rand.next() < 0.5;
    const rate = dollars ? rand.int(115, 145) / 100 : rand.int(105, 125) / 100;
    const symbol = dollars ? "US$" : "€";
    const format: AnswerFormat = dollars ? "usd" : "eur";
    const value = valueAt(exhibit, row, column);
    const answer = value * rate;
    // Rounding the rate to one decimal place first is a common shortcut under time pressure.
    const roundedRate = Math.round(rate * 10) / 10;
    const rounding = roundedRate === rate ? value * (rate + 0.1) : value * roundedRate;
    return {
      exhibit,
      question: `Using an exchange rate of £1 = ${symbol}${rate.toFixed(2)}, what was ${row} revenue in ${year}, in ${symbol} millions?`,
      answer,
      distractors: [
        value / rate,
        valueAt(exhibit, row, neighbour(exhibit, column)) * rate,
        valueAt(exhibit, other, column) * rate,
        rounding,
      ],
      format,
      solution: [
        `${row} revenue in ${year}: £${num(value)}m.`,
        `Pounds to ${symbol}: multiply by the rate, ${num(value)} × ${rate.toFixed(2)} = ${num(answer)}.`,
        `Answer: ${formatAnswer(answer, format)}.`,
      ],
    };
  },
};

const ratio: NumericalTemplate = {
  key: "ratio",
  build(rand) {
    const exhibit = rand.next() < 0.5 ? companyExhibit(rand) : segmentExhibit(rand).exhibit;
    const [first, second] = rand.shuffle(exhibit.rows).map((r) => r.label);
    if (!first || !second) throw new Error("ratio: exhibit needs two rows");
    const column = rand.int(0, exhibit.columns.length - 1);
    const year = exhibit.columns[column];
    const a = valueAt(exhibit, first, column);
    const b = valueAt(exhibit, second, column);
    const other = neighbour(exhibit, column);
    const answer = a / b;
    return {
      exhibit,
      question: `What was the ratio of ${first} to ${second} in ${year}, to two decimal places?`,
      answer,
      distractors: [
        b / a,
        valueAt(exhibit, first, other) / valueAt(exhibit, second, other),
        a / (a + b),
        (a - b) / b,
      ],
      format: "ratio",
      solution: [
        `${year}: ${first} £${num(a)}m, ${second} £${num(b)}m.`,
        `Ratio: ${num(a)} ÷ ${num(b)} = ${num(answer)}.`,
        `Answer: ${formatAnswer(answer, "ratio")}.`,
      ],
    };
  },
};

const share: NumericalTemplate = {
  key: "share",
  build(rand) {
    const { exhibit, noun } = segmentExhibit(rand);
    const row = rand.pick(exhibit.rows).label;
    const column = rand.int(0, exhibit.columns.length - 1);
    const year = exhibit.columns[column];
    const value = valueAt(exhibit, row, column);
    const columnValues = exhibit.rows.map((r) => r.values[column] ?? 0);
    const total = columnValues.reduce((sum, v) => sum + v, 0);
    const answer = (value / total) * 100;
    const other = neighbour(exhibit, column);
    const otherTotal = exhibit.rows.reduce((sum, r) => sum + (r.values[other] ?? 0), 0);
    const rowTotal = rowValues(exhibit, row).reduce((sum, v) => sum + v, 0);
    return {
      exhibit,
      question: `In ${year}, what percentage of total revenue across all ${noun} came from ${row}?`,
      answer,
      distractors: [
        (value / (total - value)) * 100,
        (valueAt(exhibit, row, other) / otherTotal) * 100,
        (value / rowTotal) * 100,
        (value / otherTotal) * 100,
      ],
      format: "percent",
      solution: [
        `Total revenue in ${year}: ${columnValues.map(num).join(" + ")} = ${num(total)}.`,
        `${row}: £${num(value)}m, so its share is ${num(value)} ÷ ${num(total)} × 100 = ${num(answer)}%.`,
        `Answer: ${formatAnswer(answer, "percent")}.`,
      ],
    };
  },
};

export const RATIO_TEMPLATES: NumericalTemplate[] = [margin, currency, ratio, share];

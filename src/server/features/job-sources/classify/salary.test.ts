import { describe, expect, test } from "vitest";
import { findSalary, formatPay, salaryFromGreenhouse, salaryFromLever } from "./salary";

// Pay as postings state it, in one format; a figure that is not pay is never taken for a salary.

describe("salary in a description's text", () => {
  test.each([
    ["Salary: £50,000 - £55,000 per annum", "£50,000–£55,000 a year"],
    ["The salary is £50,000–£55,000 p.a. plus benefits.", "£50,000–£55,000 a year"],
    ["Salary: £32,000 plus bonus", "£32,000 plus bonus"],
    ["Salary €60k", "€60,000"],
    ["Base salary: £45k-£50k + discretionary bonus", "£45,000–£50,000 plus bonus"],
    ["Compensation: £45-50k per year", "£45,000–£50,000 a year"],
    ["Pay: £25.50 per hour", "£25.50 an hour"],
    ["Day rate: £500 per day (outside IR35)", "£500 a day"],
    ["A monthly stipend of £2,500.", "£2,500 a month"],
    ["We pay interns £700 a week.", "£700 a week"],
    ["Salary up to £60,000 per annum", "Up to £60,000 a year"],
    ["Salary from £40,000 a year depending on experience", "From £40,000 a year"],
    ["The base salary range is $120,000 to $150,000 USD annually.", "$120,000–$150,000 a year"],
    ["Remuneration: GBP 70,000 - 80,000 per annum", "£70,000–£80,000 a year"],
    ["£28,000 – £30,000 pro rata, 3 days a week", "£28,000–£30,000"],
    ["Starting salary of £52,500 (London weighting included)", "£52,500"],
    ["Salary: EUR 55.000 per year", "€55,000 a year"],
    ["An annual salary of £38,000 and a bonus.", "£38,000 a year plus bonus"],
    ["Salary: circa £50k", "£50,000"],
  ])("%s → %s", (text, expected) => {
    expect(findSalary(text)).toBe(expected);
  });

  test.each([
    "A competitive salary and benefits package.",
    "Salary: Competitive",
    "Join a £2bn fund investing across Europe.",
    "We manage $500m AUM for pension funds.",
    "Our clients raised £1.2 billion last year, and we pay a competitive salary.",
    "Work on deals worth €10 million and more; salary is competitive.",
    "The 2026 graduate programme starts in September 2027.",
    "Earn a £5,000 bonus for every referral.",
    "An annual bonus of up to £5,000 is paid in March.",
    "We have 2,500 employees in 30 offices.",
    "A £1,000 relocation allowance is paid.",
    "",
  ])("no salary in %j", (text) => {
    expect(findSalary(text)).toBeNull();
  });

  test("a figure finds its cue on its own line, not on another one", () => {
    expect(findSalary("Salary and benefits\nWe raised £30,000 for charity")).toBeNull();
    expect(findSalary("About us\nWe invest £3bn.\nSalary: £65,000 per annum")).toBe("£65,000 a year");
  });

  test("a salary field needs no cue word around the figure", () => {
    expect(findSalary("£42,000 - £48,000", { field: true })).toBe("£42,000–£48,000");
    expect(findSalary("Competitive", { field: true })).toBeNull();
  });
});

describe("salary from the boards' own fields", () => {
  test("Lever's salaryRange, with its interval", () => {
    expect(salaryFromLever({ min: 50000, max: 55000, currency: "GBP", interval: "per-year-salary" })).toBe(
      "£50,000–£55,000 a year",
    );
    expect(salaryFromLever({ min: 4000, max: 4500, currency: "EUR", interval: "per-month-salary" })).toBe(
      "€4,000–€4,500 a month",
    );
    expect(salaryFromLever({ min: 22.5, max: 22.5, currency: "gbp", interval: "per-hour-wage" })).toBe(
      "£22.50 an hour",
    );
    expect(salaryFromLever({ min: 90000, currency: "CHF", interval: "per-year-salary" })).toBe(
      "From CHF 90,000 a year",
    );
    expect(salaryFromLever({ min: 0, max: 0, currency: "GBP" })).toBeNull();
    expect(salaryFromLever({ min: 1, max: 2 })).toBeNull();
    expect(salaryFromLever(null)).toBeNull();
    expect(salaryFromLever("£50k")).toBeNull();
  });

  test("Greenhouse's pay ranges in cents, a GBP one preferred", () => {
    expect(
      salaryFromGreenhouse([
        { min_cents: 15000000, max_cents: 18000000, currency_type: "USD", title: "New York" },
        { min_cents: 9000000, max_cents: 11000000, currency_type: "GBP", title: "London", blurb: "" },
      ]),
    ).toBe("£90,000–£110,000 a year");
    expect(
      salaryFromGreenhouse([{ min_cents: 3000, max_cents: 3500, currency_type: "USD", title: "Hourly" }]),
    ).toBe("$30–$35 an hour");
    expect(salaryFromGreenhouse([])).toBeNull();
    expect(salaryFromGreenhouse(undefined)).toBeNull();
    expect(salaryFromGreenhouse([{ min_cents: 100, currency_type: "not money" }])).toBeNull();
  });

  test("formatPay orders a range and drops nonsense", () => {
    expect(formatPay({ min: 60000, max: 50000, currency: "GBP", interval: "year" })).toBe(
      "£50,000–£60,000 a year",
    );
    expect(formatPay({ min: null, max: 70000, currency: "USD", interval: null })).toBe("Up to $70,000");
    expect(formatPay({ min: Number.NaN, max: null, currency: "GBP", interval: null })).toBeNull();
  });
});

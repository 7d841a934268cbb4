import { describe, expect, test } from "vitest";
import { FINANCE_AREAS, LOCATIONS, ROLE_TYPES } from "../../../../shared/onboarding";
import { endOfUkDay, findDeadlines, parseDate } from "./deadlines";
import { mapLocation, mapLocations } from "./locations";
import { findRequirements } from "./requirements";
import { classifyFinanceAreas, classifyRoleType, classifyWorkplace } from "./roles";

// Classification by rules, in the onboarding vocabulary.

const NOW = new Date("2026-11-20T10:00:00Z");

describe("role type", () => {
  test.each([
    ["Spring Week 2027 – Investment Banking", "spring_week"],
    ["Spring Insight Programme – Markets", "spring_week"],
    ["First-Year Insight Day – Global Banking", "insight_programme"],
    ["Discovery Day for Women in Finance", "insight_programme"],
    ["2027 Summer Analyst – IBD", "summer_internship"],
    ["Summer Associate, Private Equity", "summer_internship"],
    ["Off-Cycle Internship – Equity Research", "off_cycle_internship"],
    ["Offcycle intern (Jan start)", "off_cycle_internship"],
    ["6-month internship, Credit Trading", "off_cycle_internship"],
    ["Industrial Placement 2026/27 – Technology", "industrial_placement"],
    ["Year in Industry – Risk", "industrial_placement"],
    ["2027 Graduate Analyst Programme – Markets", "graduate_programme"],
    ["Campus Analyst – Investment Banking", "graduate_programme"],
    ["Vice President, Leveraged Finance", "full_time"],
    ["Market Insight Analyst", "full_time"],
  ])("%s → %s", (title, expected) => {
    expect(classifyRoleType(title, "")).toBe(expected);
  });

  test("an internship without a season takes it from the text, else it is a summer internship", () => {
    expect(classifyRoleType("Investment Banking Intern", "A six-month programme starting in January.")).toBe(
      "off_cycle_internship",
    );
    expect(classifyRoleType("Intern, Risk", "Join us for a placement year in industry.")).toBe(
      "industrial_placement",
    );
    expect(classifyRoleType("Investment Banking Internship", "Ten weeks in London.")).toBe(
      "summer_internship",
    );
    expect(classifyRoleType("Research Analyst", "", "Intern")).toBe("summer_internship");
  });

  test("an analyst role for final-year students is a graduate programme; the text cannot make a VP one", () => {
    expect(classifyRoleType("Analyst – Coverage", "Open to final year students graduating in 2027.")).toBe(
      "graduate_programme",
    );
    expect(classifyRoleType("Vice President", "We also run a graduate programme and spring weeks.")).toBe(
      "full_time",
    );
  });

  test("every answer is an onboarding role type", () => {
    const values = ROLE_TYPES.map((type) => type.value) as string[];
    for (const title of ["Spring Week", "Intern", "Graduate", "Director", "Placement", "Insight Day"]) {
      expect(values).toContain(classifyRoleType(title, ""));
    }
  });
});

describe("finance areas", () => {
  test.each([
    ["Investment Banking Summer Analyst", [], ["investment_banking"]],
    ["M&A Analyst", [], ["investment_banking"]],
    ["Sales & Trading Graduate", [], ["sales_trading"]],
    ["Graduate Programme", ["Global Markets"], ["sales_trading"]],
    ["Asset Management Spring Week", [], ["asset_management"]],
    ["Private Equity Associate", [], ["private_equity"]],
    ["Equity Research Intern", [], ["equity_research"]],
    ["Quantitative Researcher", [], ["quant"]],
    ["Wealth Management Analyst", [], ["wealth_management"]],
    ["Corporate Banking Placement", [], ["corporate_banking"]],
    ["Transaction Services Graduate", [], ["corporate_finance"]],
    ["Venture Capital Intern", [], ["venture_capital"]],
    ["Credit Risk Analyst", [], ["risk"]],
  ] as [string, string[], string[]][])("%s %j → %j", (title, departments, expected) => {
    expect(classifyFinanceAreas(title, departments, "")).toEqual(expected);
  });

  test("the description counts only for a repeated term; then the firm's sector decides", () => {
    expect(classifyFinanceAreas("Analyst", [], "Our hedge fund runs a hedge fund book.")).toEqual([
      "hedge_funds",
    ]);
    expect(classifyFinanceAreas("Analyst", [], "We once did a buyout.")).toEqual([]);
    expect(classifyFinanceAreas("Analyst", [], "Nothing specific.", "private_equity")).toEqual([
      "private_equity",
    ]);
  });

  test("every area is an onboarding finance area", () => {
    const values = FINANCE_AREAS.map((area) => area.value) as string[];
    const all = classifyFinanceAreas(
      "IBD S&T asset management private equity hedge fund equity research venture wealth management corporate banking risk quant fintech valuations",
      [],
      "",
    );
    expect(all).toHaveLength(13);
    for (const area of all) expect(values).toContain(area);
  });
});

describe("locations", () => {
  test.each([
    ["London", ["london"]],
    ["London, United Kingdom", ["london"]],
    ["Canary Wharf", ["london"]],
    ["Edinburgh or Glasgow", ["edinburgh", "glasgow"]],
    ["London; New York; Hong Kong", ["london", "new_york", "hong_kong"]],
    ["New York, NY, United States", ["new_york"]],
    ["Zürich", ["zurich"]],
    ["Cardiff", ["uk_other"]],
    ["Belfast, Northern Ireland", ["uk_other"]],
    ["Remote - UK", ["uk_other"]],
    ["United Kingdom", ["uk_other"]],
    ["Tokyo, Japan", ["other"]],
    ["Multiple Locations", []],
    ["Remote", []],
  ])("%s → %j", (raw, expected) => {
    expect(mapLocation(raw)).toEqual(expected);
  });

  test("an office's country does not add 'elsewhere in the UK' to its city", () => {
    expect(mapLocations(["London", "United Kingdom"])).toEqual(["london"]);
    expect(mapLocations(["London", "Leicester"])).toEqual(["london", "uk_other"]);
    expect(mapLocations([null, "Dublin", "Dublin"])).toEqual(["dublin"]);
  });

  test("every value is an onboarding location", () => {
    const values = LOCATIONS.map((location) => location.value) as string[];
    for (const raw of [
      "London",
      "Paris",
      "Frankfurt",
      "Amsterdam",
      "Singapore",
      "Dubai",
      "Leeds",
      "Bristol",
      "Lima",
    ]) {
      for (const value of mapLocation(raw)) expect(values).toContain(value);
    }
  });
});

describe("workplace", () => {
  test("the board's own field wins; otherwise the words decide; silence is unknown", () => {
    expect(classifyWorkplace("on-site", [], "fully remote")).toBe("onsite");
    expect(classifyWorkplace("hybrid", [], "")).toBe("hybrid");
    expect(classifyWorkplace("remote", [], "")).toBe("remote");
    // The providers' own spellings: Ashby's OnSite, Oracle's On-Site, Workday's Fully Remote.
    expect(classifyWorkplace("OnSite", [], "")).toBe("onsite");
    expect(classifyWorkplace("On-Site", [], "")).toBe("onsite");
    expect(classifyWorkplace("Fully Remote", [], "We offer hybrid working.")).toBe("remote");
    expect(classifyWorkplace(null, ["Remote - UK"], "")).toBe("remote");
    expect(classifyWorkplace(null, ["London"], "We offer hybrid working.")).toBe("hybrid");
    expect(classifyWorkplace(null, ["London"], "This role is office-based.")).toBe("onsite");
    expect(classifyWorkplace(null, ["London"], "A great team.")).toBeNull();
  });
});

describe("deadlines", () => {
  test.each([
    ["Applications close on 15 March 2027.", "2027-03-15T23:59:59.000Z"],
    ["Applications will close on Friday 15th March 2027", "2027-03-15T23:59:59.000Z"],
    ["Closing date: 15/03/2027", "2027-03-15T23:59:59.000Z"],
    ["Deadline: March 15, 2027", "2027-03-15T23:59:59.000Z"],
    ["Apply by 2027-03-15", "2027-03-15T23:59:59.000Z"],
    ["This vacancy closes on 1 July 2027", "2027-07-01T22:59:59.000Z"],
    ["The application deadline is 10 January", "2027-01-10T23:59:59.000Z"],
  ])("%s → %s (end of that UK day)", (text, iso) => {
    expect(findDeadlines(text, NOW).closesAt?.toISOString()).toBe(iso);
  });

  test("rolling recruitment and opening dates are read too; no cue means no date", () => {
    expect(findDeadlines("We recruit on a rolling basis.", NOW)).toEqual({
      closesAt: null,
      opensAt: null,
      rolling: true,
    });
    expect(findDeadlines("The role may close early if we receive many applications.", NOW).rolling).toBe(
      true,
    );
    expect(findDeadlines("Applications opened on 2 October 2026.", NOW).opensAt?.toISOString()).toBe(
      "2026-10-02T22:59:59.000Z",
    );
    expect(findDeadlines("Founded on 15 March 1990, we close deals.", NOW)).toEqual({
      closesAt: null,
      opensAt: null,
      rolling: false,
    });
    expect(findDeadlines("Applications close on 31 February 2027.", NOW).closesAt).toBeNull();
  });

  test("a CSV date is day first, or spelt out, or ISO", () => {
    expect(parseDate("03/04/2027", NOW)?.toISOString()).toBe("2027-04-03T22:59:59.000Z");
    expect(parseDate("3 April 2027", NOW)?.toISOString()).toBe("2027-04-03T22:59:59.000Z");
    expect(parseDate("soon", NOW)).toBeNull();
    expect(endOfUkDay(2027, 0, 1).toISOString()).toBe("2027-01-01T23:59:59.000Z");
  });
});

describe("requirements", () => {
  test("documents, tests with their providers, and interview stages in process order", () => {
    const text =
      "Please submit your CV and a covering letter, and answer three written questions. You will sit a " +
      "Watson Glaser test and a Pymetrics assessment, then an Arctic Shores game. Successful candidates are " +
      "invited to an assessment centre with a group exercise, after a telephone interview.";
    expect(findRequirements(text)).toEqual({
      cv: true,
      cover_letter: true,
      written_answers: true,
      online_tests: [
        { kind: "Game-based assessment", provider: "Pymetrics" },
        { kind: "Game-based assessment", provider: "Arctic Shores" },
        { kind: "Critical thinking test", provider: "Watson Glaser" },
      ],
      interview_stages: ["Telephone interview", "Group exercise", "Assessment centre"],
    });
  });

  test("tests without a provider keep their kind; nothing stated is nothing required", () => {
    expect(
      findRequirements("Complete our numerical reasoning test and a situational judgement test."),
    ).toEqual({
      online_tests: [{ kind: "Numerical reasoning" }, { kind: "Situational judgement test" }],
    });
    expect(findRequirements("Cappfinity strengths assessment, then a superday.")).toEqual({
      online_tests: [{ kind: "Strengths assessment", provider: "Cappfinity" }],
      interview_stages: ["Superday"],
    });
    expect(findRequirements("Send your résumé.")).toEqual({ cv: true });
    expect(findRequirements("A great place to work.")).toEqual({});
  });
});

describe("signals the rules used to miss", () => {
  test("a capital-raising placement is a job, not a year in industry", () => {
    expect(classifyRoleType("Fund Placement Associate", "Join our fund placement team.")).toBe("full_time");
    expect(classifyRoleType("Private Placements Analyst", "")).toBe("full_time");
    expect(classifyRoleType("Placement Year – Risk", "")).toBe("industrial_placement");
  });

  test("a school pupils' work-experience week is an insight programme", () => {
    expect(classifyRoleType("Year 12 Work Experience Week", "A week for sixth-form students.")).toBe(
      "insight_programme",
    );
    expect(classifyRoleType("Work Experience Programme – Markets", "")).toBe("insight_programme");
  });

  test("advisory roles take their area from the firm's sector", () => {
    expect(classifyFinanceAreas("Financial Advisory Analyst", [], "", "investment_banking")).toEqual([
      "investment_banking",
    ]);
    expect(classifyFinanceAreas("Financial Advisory Analyst", [], "", "consulting")).toEqual([
      "corporate_finance",
    ]);
  });

  test("a bank's sector fills in what the words leave open, but never for a support job", () => {
    expect(classifyFinanceAreas("2027 Analyst", [], "Join us.", "investment_banking")).toEqual([
      "investment_banking",
    ]);
    const assistant = "You will support the investment banking team. Investment banking diaries.";
    expect(classifyFinanceAreas("Executive Assistant", [], assistant, "investment_banking")).toEqual([]);
    expect(classifyFinanceAreas("Office Coordinator", [], assistant, "hedge_fund")).toEqual([]);
  });

  test("a week for school pupils is no desk's role, whatever its text says", () => {
    const text = "Meet our M&A and investment banking teams. Investment banking explained.";
    expect(classifyFinanceAreas("Year 12 Work Experience Week", [], text, "investment_banking")).toEqual([]);
    expect(classifyFinanceAreas("Sixth Form Insight Day", ["Investment Banking"], text)).toEqual([]);
  });
});

describe("requirements understand negation", () => {
  test.each([
    "We don't ask for a cover letter.",
    "No cover letter required.",
    "Cover letters are optional.",
    "A cover letter is not required for this programme.",
    "There is no need to send a covering letter.",
  ])("%s → no cover letter", (text) => {
    expect(findRequirements(`Apply with your CV. ${text}`)).toMatchObject({ cv: true });
    expect(findRequirements(`Apply with your CV. ${text}`).cover_letter).toBeUndefined();
  });

  test("a demand stays a demand", () => {
    expect(findRequirements("Please upload your CV and a cover letter.").cover_letter).toBe(true);
    expect(findRequirements("Applications without a cover letter will not be considered.").cover_letter).toBe(
      true,
    );
    expect(findRequirements("Your CV (no more than two pages) and cover letter.").cv).toBe(true);
  });

  test("written answers are recognised", () => {
    expect(
      findRequirements("You will answer three short questions (up to 250 words each).").written_answers,
    ).toBe(true);
    expect(findRequirements("Please include a personal statement.").written_answers).toBe(true);
    expect(findRequirements("There are no written questions.").written_answers).toBeUndefined();
  });
});

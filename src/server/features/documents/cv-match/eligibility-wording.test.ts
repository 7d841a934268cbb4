import { describe, expect, test } from "vitest";
import { needsSponsorship, schoolOnly, timeLimitedVisa, workMonthsSinceDegree } from "./candidate-facts";
import { scoreCvMatch } from "./cv-match";
import { STUDENT_CV } from "./cv-match.fixtures";
import type { CvLine } from "./cv-sections";
import { readEducation } from "./education";
import { type Graduation, screen, stageAsk } from "./stage";

// Who may apply, in the words recruiters write beyond a graduation year: a job that needs no degree,
// a programme for current students of any year, an off-cycle internship for those who have finished,
// an experienced hire, a post-MBA role, Master's students of one year only, and visas. Postings and CVs
// are invented, written the way UK employers and students write them.

const WINTER_2026 = new Date("2026-11-29T12:00:00Z");
const ask = (text: string, roleType?: string, title = "Analyst") =>
  stageAsk(title, text, roleType, WINTER_2026);
const graduating = (year: number, extra: Partial<Graduation> = {}): Graduation => ({
  year,
  postgraduate: false,
  ...extra,
});
const status = (text: string, roleType: string | undefined, graduation?: Graduation, title?: string) =>
  screen(ask(text, roleType, title), graduation).status;
const lines = (...texts: string[]): CvLine[] =>
  texts.map((text) => ({ text, section: "education", bullet: false }));

describe("a job's own first year", () => {
  test("is not a year of study", () => {
    const text =
      "Experience in a customer-facing role. We support you through the Investment Operations Certificate in your first year.";
    expect(status(text, "full_time", graduating(2020))).toBe("fits");
    // On a spring week the same words are about the degree.
    expect(ask("Open to students in their first year at university.", "spring_week")?.label).toBe(
      "first-year students",
    );
  });
});

describe("whether a degree is needed", () => {
  test("a job that needs none fits a CV with no degree", () => {
    const text =
      "You don't need a degree: A levels (or equivalent) are enough, and graduates are also welcome.";
    const verdict = screen(ask(text, "full_time"), undefined);
    expect(verdict.status).toBe("fits");
    expect(screen(ask("Accuracy and good Excel.", "full_time"), undefined).status).toBe("unknown");
  });

  test("a programme that needs one sets aside a CV with school qualifications only", () => {
    const text = "Anyone with a degree in any subject, graduating in 2027 or graduated before.";
    const school = lines("City College – A levels: Maths A*, Economics A (2024)", "9 GCSEs");
    const education = { hasDegree: false, subjects: new Set<never>(), postgraduate: false };
    expect(schoolOnly(school, education)).toBe(true);
    expect(schoolOnly([...school, ...lines("University of Leeds – reading Law")], education)).toBe(false);
    expect(screen(ask(text, "graduate_programme"), undefined, { schoolOnly: true }).status).toBe("outside");
    expect(screen(ask(text, "graduate_programme"), undefined, { schoolOnly: false }).status).toBe("unknown");
    // An insight day for sixth-formers, or one open to school leavers, does not.
    const sixthForm = ask("A two-day insight for Year 12 students graduating in 2029.", "insight_programme");
    expect(screen(sixthForm, undefined, { schoolOnly: true }).status).toBe("unknown");
    const leavers = ask("Open to school leavers and students graduating in 2027.", "graduate_programme");
    expect(screen(leavers, undefined, { schoolOnly: true }).status).toBe("unknown");
  });
});

describe("current students in any year of study", () => {
  test("take every student and no graduate", () => {
    const text =
      "It's open to students in any year of study, on any course. You need to be a current student to take part.";
    expect(status(text, "insight_programme", graduating(2029))).toBe("fits");
    expect(status(text, "insight_programme", graduating(2027))).toBe("fits");
    expect(status(text, "insight_programme", graduating(2026))).toBe("outside");
  });
});

describe("finished by the start", () => {
  const text =
    "Two intakes: January–June 2027 and July–December 2027. You must have finished your degree by the start date.";
  test("takes graduates and finalists who finish before the last intake starts", () => {
    expect(status(text, "off_cycle_internship", graduating(2025))).toBe("fits");
    expect(status(text, "off_cycle_internship", graduating(2027))).toBe("fits");
    expect(status(text, "off_cycle_internship", graduating(2028))).toBe("outside");
  });

  test("cuts the years a posting names at the start rather than replacing them", () => {
    const named = ask(
      "Final-year students graduating in 2027 or within the last 12 months. You must have finished your degree by the start date in September 2027.",
      "graduate_programme",
    );
    expect(screen(named, graduating(2027)).status).toBe("fits");
    expect(screen(named, graduating(2020)).status).toBe("outside");
  });

  test("leaves a later graduate unknown when a year out is allowed", () => {
    const yearOut = `${text} Or be on a year out with your university's written approval.`;
    expect(status(yearOut, "off_cycle_internship", graduating(2028))).toBe("unknown");
  });
});

describe("an experienced hire", () => {
  const text = "At least 2 years' experience since graduating in credit analysis or audit.";
  test("needs the years since the first degree", () => {
    expect(status(text, "full_time", graduating(2023))).toBe("fits");
    expect(status(text, "full_time", graduating(2027))).toBe("outside");
    expect(status(text, "full_time", graduating(2025, { month: 7 }))).toBe("outside");
    // A part-time Master's finishing next year does not restart the count from a 2022 degree.
    const partTime = graduating(2027, { postgraduate: true, first: { year: 2022 } });
    expect(status(text, "full_time", partTime)).toBe("fits");
  });

  test("is not read into a limit on experience", () => {
    const limit = ask(
      "Graduating in 2027, or graduated with up to two years' experience since graduating.",
      "graduate_programme",
    );
    expect(limit?.graduatedBy).toBeUndefined();
    expect(screen(limit, graduating(2027)).status).toBe("fits");
  });
});

describe("a limit on work since the degree", () => {
  const text =
    "Final-year students and those who graduated in the last 12 months. You should have no more than 12 months of full-time work experience since your degree.";
  const experience = (...texts: string[]): CvLine[] =>
    texts.map((text) => ({ text, section: "experience", bullet: false }));

  test("counts jobs of half a year or more after the first degree, once each", () => {
    const jobs = experience(
      "Associate, Strategy Consulting – London   Sep 2018 – Aug 2022",
      "Manager, Corporate Development – Leeds   Sep 2022 – Aug 2025",
      "Summer Associate, Growth Fund   Jun 2026 – Aug 2026",
    );
    expect(workMonthsSinceDegree(jobs, { year: 2018, month: 6 }, WINTER_2026)).toBe(82);
    // Work while studying, a summer, and a degree apprenticeship that runs beside the degree: none.
    const student = experience(
      "Degree Apprentice, Hartwell Bank   Sept 2023 – present",
      "Intern   Jun – Aug 2026",
    );
    expect(workMonthsSinceDegree(student, { year: 2027 }, WINTER_2026)).toBe(0);
  });

  test("sets aside a Master's finalist with years of work before it, and not one without", () => {
    const mba = graduating(2027, { postgraduate: true, first: { year: 2018 } });
    expect(screen(ask(text, "graduate_programme"), mba, { workMonths: 82 }).status).toBe("outside");
    expect(screen(ask(text, "graduate_programme"), mba, { workMonths: 3 }).status).toBe("fits");
  });
});

describe("a post-MBA role", () => {
  const text =
    "You are finishing a full-time MBA in 2027 (or completed one in 2026). Undergraduates will not be considered.";
  test("needs an MBA in the years named", () => {
    const title = "Private Equity Associate (post-MBA)";
    expect(status(text, "full_time", graduating(2027), title)).toBe("outside");
    const mba = graduating(2027, { postgraduate: true, mba: { year: 2027 } });
    expect(status(text, "full_time", mba, title)).toBe("fits");
    const early = graduating(2022, { postgraduate: true, mba: { year: 2022 } });
    expect(status(text, "full_time", early, title)).toBe("outside");
  });

  test("is not read from a programme that only mentions MBAs", () => {
    const open = ask("Graduating in 2027, whether or not you have an MBA.", "graduate_programme");
    expect(open?.mba).toBeUndefined();
    expect(screen(open, graduating(2027)).status).toBe("fits");
  });
});

describe("Master's students of one year", () => {
  const text =
    "Penultimate-year undergraduates graduating in 2028, Masters students finishing in 2028, or PhD students at any stage of their doctorate.";
  test("count by that year, while a doctorate counts at any stage", () => {
    const msc = (year: number) => graduating(year, { postgraduate: true, month: 9 });
    expect(status(text, "summer_internship", msc(2027), "Summer Internship 2027")).toBe("outside");
    expect(status(text, "summer_internship", msc(2028), "Summer Internship 2027")).toBe("fits");
    const phd = graduating(2029, { postgraduate: true, doctorate: true });
    expect(status(text, "summer_internship", phd, "Summer Internship 2027")).toBe("fits");
  });
});

describe("visa sponsorship", () => {
  test("is read from the CV only when it says so plainly", () => {
    expect(needsSponsorship(lines("US citizen – will require visa sponsorship to work in the UK"))).toBe(
      true,
    );
    expect(needsSponsorship(lines("Sponsorship: required"))).toBe(true);
    expect(needsSponsorship(lines("Right to work: will need a Skilled Worker visa"))).toBe(true);
    expect(needsSponsorship(lines("No work visa needed: British citizen"))).toBe(false);
    expect(needsSponsorship(lines("UK Student visa; eligible for the Graduate visa on completion"))).toBe(
      false,
    );
    expect(needsSponsorship(lines("I do not require sponsorship"))).toBe(false);
  });

  test("sets a CV aside only when the posting cannot sponsor", () => {
    const cannot = ask(
      "Graduating in 2028. We are not able to sponsor visas for this programme.",
      "summer_internship",
    );
    const can = ask("Graduating in 2028. We can sponsor for this role.", "summer_internship");
    expect(screen(cannot, graduating(2028), { needsSponsorship: true }).status).toBe("outside");
    expect(screen(cannot, graduating(2028), { needsSponsorship: false }).status).toBe("fits");
    expect(screen(can, graduating(2028), { needsSponsorship: true }).status).toBe("fits");
  });
});

describe("the screen and the role part", () => {
  test("never disagree, and a CV that fits scores above the same CV left unknown", () => {
    const posting = {
      title: "Client Operations Analyst",
      firm: "Harbour Wealth",
      roleType: "full_time",
      financeAreas: ["wealth_management"],
      text: "What we're looking for\n- You don't need a degree: A levels (or equivalent) are enough\n- Good Excel",
    };
    const noDegree = STUDENT_CV.replace(/University of Warwick – BSc Economics.*\n.*\n/, "");
    const fits = scoreCvMatch({ cvText: noDegree, posting, today: WINTER_2026 });
    expect(fits.eligibility.status).toBe("fits");
    expect(fits.parts.find((part) => part.id === "role")?.note).toContain("open to you");
    const unknown = scoreCvMatch({
      cvText: noDegree,
      posting: { ...posting, text: posting.text.replace(/.*degree.*\n/, "") },
      today: WINTER_2026,
    });
    expect(unknown.eligibility.status).toBe("unknown");
    expect(fits.score).toBeGreaterThan(unknown.score);
    // Where A levels are enough, they meet the education ask as a degree would.
    const education = (result: typeof fits) => result.parts.find((part) => part.id === "education")?.points;
    expect(education(fits)).toBe(15);
    expect(education(unknown)).toBeLessThan(15);
  });
});

describe("eligibility as firms word it", () => {
  test("those a posting sends to another programme are not taken", () => {
    const text = [
      "You must be in the penultimate year of your degree and due to graduate in summer 2028.",
      "Final-year students and recent graduates should look at our Graduate Analyst pages instead.",
    ].join("\n");
    expect(status(text, "summer_internship", graduating(2028))).toBe("fits");
    expect(status(text, "summer_internship", graduating(2027))).toBe("outside");
    expect(status(text, "summer_internship", graduating(2025))).toBe("outside");
  });

  test("a window of completion dates with an aside, and a limit on work by the start date", () => {
    const text =
      "You must be due to complete your studies (undergraduate or postgraduate) between January 2025 and September 2027. You should have no more than two years' full-time work experience by the start date.";
    expect(status(text, "graduate_programme", graduating(2026))).toBe("fits");
    expect(status(text, "graduate_programme", graduating(2021))).toBe("outside");
    expect(status(text, "graduate_programme", graduating(2024, { month: 7 }))).toBe("outside");
    expect(ask(text, "graduate_programme")?.workLimit).toBe(24);
  });

  test("a degree completed by a date, no current students, and career changers of any year", () => {
    const text =
      "You must have completed an undergraduate degree, in any subject, by 1 March 2027. We can't consider applicants who are still studying or who don't hold a degree. This programme is open to recent graduates, people taking a year out and career changers with any amount of previous work experience.";
    expect(status(text, "off_cycle_internship", graduating(2015))).toBe("fits");
    expect(status(text, "off_cycle_internship", graduating(2026, { month: 7 }))).toBe("fits");
    expect(status(text, "off_cycle_internship", graduating(2027, { month: 6 }))).toBe("outside");
  });

  test("a final year that starts in the autumn ends the summer after", () => {
    const text =
      "You must be studying for a degree that includes a placement year, so that you will return to university to complete your final year in September 2028.";
    expect(status(text, "industrial_placement", graduating(2029, { month: 7 }))).toBe("fits");
    expect(status(text, "industrial_placement", graduating(2028))).toBe("outside");
  });

  test("a professional certificate is no degree, and a CV that says there was no university is school-only", () => {
    const cv = [
      ...lines(
        "CeMAP (Certificate in Mortgage Advice and Practice), London Institute of Banking & Finance —",
        "CeMAP 1 and 2 passed 2026; CeMAP 3 booked for January 2027",
        "A levels (2017), Methodist College Belfast: Business Studies B, Mathematics B",
        "I did not go to university; I started work straight after my A levels.",
      ),
    ];
    const education = readEducation(cv, WINTER_2026);
    expect(education.hasDegree).toBe(false);
    expect(education.graduationYear).toBeUndefined();
    expect(schoolOnly(cv, education)).toBe(true);
  });
});

describe("more ways firms word it", () => {
  test("a range of experience sets aside a student and someone far past it, not someone a little past it", () => {
    const text = "You'll have a degree and between one and three years' experience in leveraged finance.";
    const jobAsk = ask(text, "full_time");
    const student = graduating(2027);
    expect(screen(jobAsk, student, { workMonths: 0, monthsSinceDegree: -6 }).status).toBe("outside");
    expect(screen(jobAsk, graduating(2024), { workMonths: 26, monthsSinceDegree: 29 }).status).toBe("fits");
    expect(screen(jobAsk, graduating(2022), { workMonths: 49, monthsSinceDegree: 53 }).status).toBe("fits");
    expect(screen(jobAsk, graduating(2018), { workMonths: 84, monthsSinceDegree: 101 }).status).toBe(
      "outside",
    );
    // Jobs the reader missed: years since the degree still keep the candidate in.
    expect(screen(jobAsk, graduating(2023), { workMonths: 0, monthsSinceDegree: 41 }).status).toBe("fits");
  });

  test("those a posting turns away are not read as those it takes", () => {
    const text = [
      "Eligible students:",
      "• First-year students on a three-year course, graduating in 2029",
      "We're unable to accept applications from students graduating in 2028 or earlier.",
    ].join("\n");
    expect(status(text, "spring_week", graduating(2029))).toBe("fits");
    expect(status(text, "spring_week", graduating(2028))).toBe("outside");
    const final = "Open to any year of study except their final year.";
    expect(status(final, "summer_internship", graduating(2029), "Summer Internship 2027")).toBe("fits");
    expect(status(final, "summer_internship", graduating(2027), "Summer Internship 2027")).toBe("outside");
  });

  test("classes of several years, a degree completed by a month, and graduates of a year or later", () => {
    const classes = "Open to students on a year out and to graduates from the classes of 2025 and 2026.";
    expect(status(classes, "off_cycle_internship", graduating(2025))).toBe("fits");
    expect(status(classes, "off_cycle_internship", graduating(2023))).toBe("outside");
    const completed = "An undergraduate degree (2:1 or above) or a Master's, completed by September 2027.";
    expect(status(completed, "graduate_programme", graduating(2027, { month: 12, postgraduate: true }))).toBe(
      "outside",
    );
    const later = "Finalists and recent graduates (graduated 2025 or later) with any degree are welcome.";
    expect(status(later, "graduate_programme", graduating(2025))).toBe("fits");
    expect(status(later, "graduate_programme", graduating(2024))).toBe("outside");
  });
});

describe("and still more", () => {
  test("the right to work asked for, and those needing a visa turned away, are no sponsorship", () => {
    for (const text of [
      "Candidates must already have the right to work in the UK.",
      "You'll need the right to work in the UK without sponsorship.",
      "We can't accept final-year students, graduates, or anyone who would need a visa to be sponsored.",
      "Our internships aren't open to students who would need visa sponsorship to join us afterwards.",
    ])
      expect(ask(text, "graduate_programme")?.noSponsorship).toBe(true);
    expect(
      ask("You must have the right to work in the UK or be eligible for sponsorship.")?.noSponsorship,
    ).not.toBe(true);
  });

  test("returning to university in the autumn, a second year in brackets, and graduates of the last two years", () => {
    const back = "Open to any undergraduate who'll be returning to university in autumn 2027.";
    expect(status(back, "summer_internship", graduating(2028))).toBe("fits");
    expect(status(back, "summer_internship", graduating(2027))).toBe("outside");
    const five = "You're graduating in 2029 (or 2030 on a five-year course).";
    expect(status(five, "industrial_placement", graduating(2030))).toBe("fits");
    const recent = "You must have graduated, or be due to graduate, in 2026 or 2027.";
    expect(status(recent, "graduate_programme", graduating(2025))).toBe("outside");
    expect(status(recent, "graduate_programme", graduating(2026))).toBe("fits");
  });
});

describe("what the fourth development set's firms ask", () => {
  test("a permanent right to work sets aside a time-limited visa the CV gives", () => {
    const text =
      "You'll need a permanent right to work in the UK. We're unable to consider applicants whose permission to work is time-limited, which includes Student, Graduate and Skilled Worker visas.";
    const jobAsk = ask(text, "full_time");
    expect(screen(jobAsk, graduating(2024), { timeLimitedVisa: true }).status).toBe("outside");
    expect(screen(jobAsk, graduating(2024), { timeLimitedVisa: false }).status).toBe("fits");
    const visa = (text: string) => timeLimitedVisa(lines(text));
    expect(visa("Right to work: UK Graduate visa, valid until 30 November 2028")).toBe(true);
    expect(visa("British citizen, full clean driving licence")).toBe(false);
  });

  test("a Master's or PhD required sets aside a Bachelor's, not an integrated Master's", () => {
    const text =
      "A Masters or PhD in mathematics or a related field. An integrated Masters (MMath, MEng) counts. A Bachelor's degree alone does not meet the requirement for this role, however strong.";
    const roleAsk = ask(text, "graduate_programme");
    expect(screen(roleAsk, graduating(2027)).status).toBe("outside");
    expect(screen(roleAsk, graduating(2027), { integratedMasters: true }).status).toBe("fits");
    expect(screen(roleAsk, graduating(2027, { postgraduate: true })).status).toBe("fits");
  });

  test("finished before a dated day ends the month before, and a final year after a placement is no year of study", () => {
    const text = "You must have completed your degree (or your Masters) before 1 March 2027.";
    expect(status(text, "off_cycle_internship", graduating(2026, { month: 9, postgraduate: true }))).toBe(
      "fits",
    );
    const placement =
      "Students who perform well are offered a graduate role, starting after their final year. Most applicants are in the second year of a four-year sandwich course.";
    expect(status(placement, "industrial_placement", graduating(2027))).toBe("outside");
  });

  test("a CV saying it has no university degree has none", () => {
    const cv = lines("A-levels (2012): Business B, Geography C", "No university degree");
    expect(readEducation(cv, WINTER_2026).hasDegree).toBe(false);
  });
});

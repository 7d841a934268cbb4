import { describe, expect, test } from "vitest";
import type { CvEntry, CvFacts } from "./cv-facts";
import type { EducationEntry } from "./education-facts";
import { namedSafely, plausibleEmployer } from "./employer-names";
import { writeCoverLetter } from "./write-cover-letter";

const POSTING = {
  title: "Operations Graduate Programme 2027",
  firm: "Halden Securities",
  roleType: "graduate_programme",
  text: "Join our operations team.\n\nWhat you will do\n• Work with clients and colleagues across the bank\n• Check and reconcile trades\n\nWhat we are looking for\n• Care for detail and for customers\n• Teamwork",
};

const EDUCATION: EducationEntry = {
  institution: null,
  qualification: null,
  startYear: 2021,
  endYear: 2024,
  endYearStated: true,
  endMonth: null,
  openEnded: false,
  grade: null,
  aLevels: null,
  modules: [],
  dissertation: null,
};

const OWNER = { name: "Dev Malhotra", skills: ["Excel (advanced)", "Capital IQ", "Python"] };

describe("an organisation a letter may name", () => {
  test("real employers, schools and places described in lower case are named", () => {
    for (const name of [
      "Deloitte",
      "Bank of England",
      "Marks and Spencer",
      "Aviva plc",
      "Banco de Sabadell",
      "Waitrose & Partners",
      "Domino's Pizza",
      "Yorkshire Building Society branch",
      "Aylesbury food bank",
      "Family-run cafe",
      "abrdn",
      "easyJet",
      "Goldman Sachs Asset Management",
      "University of Bath Investment Society",
      "Stanford Graduate School of Business",
      "Graduate Fund Services",
    ])
      expect(plausibleEmployer(name, OWNER), name).toBe(true);
  });

  test("a rating, a sentence's tail, the owner's name or headline, a team alone or a tool is not", () => {
    for (const name of [
      "Spanish ●●●●○",
      "Bank of England rate cut",
      "OEIC funds and cleared breaks",
      "Achieved the store's top customer feedback score in",
      "Dev Malhotra",
      "DEV MALHOTRA",
      "Private Banking",
      "Treasury",
      "Banking and Treasury teams",
      "Capital IQ",
      "Founder & Editor | English",
      "Final-year Economics and Finance student targeting",
      "Penultimate-year Economics & Finance student",
      "Second-year Mathematics undergraduate",
    ])
      expect(plausibleEmployer(name, OWNER), name).toBe(false);
  });

  test("an entry under a name that is not an employer keeps its post and results, without the name", () => {
    const entry: CvEntry = {
      section: "experience",
      role: "Founder & Editor",
      organisation: "Spanish ●●●●○",
      bullets: ["Grew readership to 1,900 students in two terms"],
      current: false,
      endYear: 2025,
    };
    const kept: CvEntry = { ...entry, organisation: "UBS", role: "Summer Analyst" };
    const cv: CvFacts = {
      name: "Inês Carvalho",
      entries: [kept, entry],
      achievements: [
        { text: "Built portfolio review packs for 45 clients", entry: kept, order: 0, strong: true },
        { text: "Grew readership to 1,900 students in two terms", entry, order: 1, strong: true },
      ],
      education: [],
      skills: [],
      languages: [],
      interests: null,
    };
    cv.education = [
      { ...EDUCATION, institution: "LSE", qualification: "MSc Finance" },
      { ...EDUCATION, institution: "English ●●●●●", qualification: "BSc Economics" },
    ];
    const safe = namedSafely(cv);
    expect(safe.education.map((e) => e.institution)).toEqual(["LSE", null]);
    expect(safe.entries.map((e) => e.organisation)).toEqual(["UBS", null]);
    expect(safe.entries[1]?.role).toBe("Founder & Editor");
    expect(safe.achievements.map((a) => a.entry.organisation)).toEqual(["UBS", null]);
    // The result still points at its own entry, so "In the same role" keeps meaning the same post.
    expect(safe.achievements[1]?.entry).toBe(safe.entries[1]);
  });
});

describe("letters never say 'at' something that is not an employer", () => {
  test("an unmarked line ending in a season and year, taken for a header, is not named as a firm", () => {
    const cv = [
      "Bethany Whitlock",
      "07700 900 478 | b.whitlock@lboro.ac.uk",
      "",
      "Work experience",
      "Morrisons, Loughborough",
      "Customer Assistant (part-time)",
      "October 2021 – June 2023",
      "Worked checkouts and the kiosk on 15-hour weekend contracts",
      "Achieved the store's top customer feedback score in spring 2023",
      "Trained 5 colleagues on the new scan-as-you-shop handsets and cut queue times by 20%",
    ].join("\n");
    const text = writeCoverLetter({
      member: { firstName: "Bethany", lastName: "Whitlock" },
      cvText: cv,
      posting: POSTING,
      firm: null,
      today: "2026-11-29",
    }).text;
    expect(text).toContain("5 colleagues");
    expect(text).not.toMatch(/\bat Achieved\b|\bAt Achieved\b|score in,/);
  });

  test("the member's own name over their headline is never where they worked", () => {
    const cv = [
      "Dev Malhotra",
      "Finance Graduate – Transaction Services",
      "dev.malhotra@outlook.com   07700 900 290   Manchester, United Kingdom",
      "",
      "Experienced in transaction due diligence and financial analysis through an EY summer internship and",
      "two years in a retail bank branch.",
      "",
      "WORK EXPERIENCE",
      "Santander UK – Customer Service Adviser",
      "09/2021 – 06/2023",
      "• Opened around 25 current accounts a week for students and new customers",
    ].join("\n");
    const text = writeCoverLetter({
      member: { firstName: "Dev", lastName: "Malhotra" },
      cvText: cv,
      posting: POSTING,
      firm: null,
      today: "2026-11-29",
    }).text;
    const body = text.split("Dear ")[1] ?? "";
    expect(body).not.toMatch(/\bat Dev Malhotra\b|\bof Dev Malhotra\b/);
  });
});

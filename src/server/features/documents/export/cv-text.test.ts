import { describe, expect, it } from "vitest";
import { cvDraftSchema, cvDraftToText, EMPTY_CV_DRAFT, estimateCvPages } from "../../../../shared/schemas/cv";
import { sampleCvDraft } from "./cv.fixtures";

// The shared CV schema and its plain text: what the export route validates and what gets stored and scored.

describe("cvDraftSchema", () => {
  it("tidies text, completes a bare LinkedIn address and takes bullets as strings or { text }", () => {
    const draft = cvDraftSchema.parse({
      ...EMPTY_CV_DRAFT,
      contact: { ...EMPTY_CV_DRAFT.contact, fullName: "  Amira \n Khan ", email: "Amira@Example.com " },
      experience: [
        {
          role: "Analyst",
          organisation: "Barclays",
          location: "",
          start: "",
          end: "",
          bullets: [" Built a model ", { text: "Led a team of 4" }, { text: "  " }],
        },
      ],
    });
    expect(draft.contact.fullName).toBe("Amira Khan");
    expect(draft.contact.email).toBe("amira@example.com");
    expect(draft.experience[0]?.bullets).toEqual(["Built a model", "Led a team of 4"]);
    expect(
      cvDraftSchema.parse({ ...draft, contact: { ...draft.contact, linkedin: "linkedin.com/in/a" } }).contact
        .linkedin,
    ).toBe("https://linkedin.com/in/a");
  });

  it("refuses a missing name, a bad LinkedIn link, a too-long bullet and too many entries", () => {
    const base = sampleCvDraft();
    const issues = (value: unknown) =>
      cvDraftSchema.safeParse(value).error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(issues({ ...base, contact: { ...base.contact, fullName: " " } })).toEqual(["contact.fullName"]);
    expect(issues({ ...base, contact: { ...base.contact, linkedin: "not a link" } })).toEqual([
      "contact.linkedin",
    ]);
    const job = { ...base.experience[0], bullets: ["fine", "x".repeat(301)] };
    expect(issues({ ...base, experience: [job] })).toEqual(["experience.0.bullets.1"]);
    expect(issues({ ...base, leadership: Array(9).fill({ ...job, bullets: [] }) })).toEqual(["leadership"]);
  });
});

describe("cvDraftToText", () => {
  it("lists the sections in UK order with bullets marked", () => {
    expect(cvDraftToText(sampleCvDraft())).toBe(
      [
        "Amira Khan",
        "amira.khan@example.com | 07700 900123 | London | linkedin.com/in/amira-khan",
        "",
        "EDUCATION",
        "London School of Economics, London | Sep 2023 – Jun 2026 (expected)",
        "BSc Economics | Predicted 2:1",
        "Relevant modules: Econometrics, Corporate Finance, Financial Markets",
        "Leeds Grammar School, Leeds | Sep 2021 – Jul 2023",
        "A levels: Maths, Further Maths, Economics | A*AA",
        "",
        "EXPERIENCE",
        "Barclays, London | Jun 2025 – Aug 2025",
        "Summer Analyst",
        "• Built a DCF model for 3 mid-cap targets that the deal team used in a £40m pitch",
        "• Analysed 12 years of sector data and presented findings to 2 managing directors",
        "",
        "LEADERSHIP AND ACTIVITIES",
        "LSE Finance Society, London | Sep 2024 – Present",
        "President",
        "• Led a committee of 15 and grew membership by 40% in one year",
        "",
        "SKILLS AND INTERESTS",
        "Technical: Excel (VBA), Python, Bloomberg",
        "Languages: French (fluent)",
        "Certifications: Bloomberg Market Concepts",
        "Interests: Chess, half marathons",
      ].join("\n"),
    );
  });

  it("is empty for an empty draft", () => {
    expect(cvDraftToText(EMPTY_CV_DRAFT)).toBe("");
    expect(estimateCvPages(EMPTY_CV_DRAFT)).toBe(1);
  });
});

describe("estimateCvPages", () => {
  it("grows with the bullets", () => {
    const draft = sampleCvDraft();
    expect(estimateCvPages(draft)).toBe(1);
    const job = draft.experience[0];
    if (!job) throw new Error("the sample has an experience entry");
    const long = {
      ...job,
      bullets: Array(8).fill(`${"Analysed the results of 12 banks ".repeat(8)}`.trim()),
    };
    expect(estimateCvPages({ ...draft, experience: Array(8).fill(long) })).toBeGreaterThanOrEqual(3);
  });
});

import { type CvDraft, cvDraftSchema } from "../../../../shared/schemas/cv";

// A full one-page CV for the export tests, parsed by the real schema so it has the shape the route sends.

export function sampleCvDraft(): CvDraft {
  return cvDraftSchema.parse({
    contact: {
      fullName: "Amira Khan",
      email: "amira.khan@example.com",
      phone: "07700 900123",
      location: "London",
      linkedin: "linkedin.com/in/amira-khan",
    },
    education: [
      {
        institution: "London School of Economics",
        qualification: "BSc Economics",
        location: "London",
        start: "Sep 2023",
        end: "Jun 2026 (expected)",
        grade: "Predicted 2:1",
        modules: "Econometrics, Corporate Finance, Financial Markets",
      },
      {
        institution: "Leeds Grammar School",
        qualification: "A levels: Maths, Further Maths, Economics",
        location: "Leeds",
        start: "Sep 2021",
        end: "Jul 2023",
        grade: "A*AA",
        modules: "",
      },
    ],
    experience: [
      {
        role: "Summer Analyst",
        organisation: "Barclays",
        location: "London",
        start: "Jun 2025",
        end: "Aug 2025",
        bullets: [
          "Built a DCF model for 3 mid-cap targets that the deal team used in a £40m pitch",
          "Analysed 12 years of sector data and presented findings to 2 managing directors",
        ],
      },
    ],
    leadership: [
      {
        role: "President",
        organisation: "LSE Finance Society",
        location: "London",
        start: "Sep 2024",
        end: "Present",
        bullets: ["Led a committee of 15 and grew membership by 40% in one year"],
      },
    ],
    skills: {
      technical: "Excel (VBA), Python, Bloomberg",
      languages: "French (fluent)",
      certifications: "Bloomberg Market Concepts",
      interests: "Chess, half marathons",
    },
  });
}

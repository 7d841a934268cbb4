import { z } from "zod";
import type { CvDraft } from "../../../../../shared/schemas/cv";

// The editor's working copy of a CV. It may be half typed (and so fail cvDraftSchema), holds bullets as
// { text } because field arrays need objects, and is what the preview, the page estimate and the saved
// draft read. readFormValues accepts anything (a saved draft from an older release, say) and fills gaps.

const text = z.string().catch("");
const bullet = z
  .union([z.string().transform((value) => ({ text: value })), z.object({ text: text })])
  .catch({ text: "" });
const education = z.object({
  institution: text,
  qualification: text,
  location: text,
  start: text,
  end: text,
  grade: text,
  modules: text,
  details: text,
});
const experience = z.object({
  role: text,
  organisation: text,
  location: text,
  start: text,
  end: text,
  bullets: z.array(bullet).catch([]),
});
const formValues = z.object({
  contact: z
    .object({ fullName: text, email: text, phone: text, location: text, linkedin: text })
    .catch({ fullName: "", email: "", phone: "", location: "", linkedin: "" }),
  education: z.array(education.catch(() => emptyEducation())).catch([]),
  experience: z.array(experience.catch(() => emptyExperience())).catch([]),
  leadership: z.array(experience.catch(() => emptyExperience())).catch([]),
  skills: z
    .object({ technical: text, languages: text, certifications: text, interests: text })
    .catch({ technical: "", languages: "", certifications: "", interests: "" }),
});
export type CvFormValues = z.output<typeof formValues>;
export type ExperienceList = "experience" | "leadership";

export const emptyEducation = (): z.output<typeof education> => ({
  institution: "",
  qualification: "",
  location: "",
  start: "",
  end: "",
  grade: "",
  modules: "",
  details: "",
});

export const emptyExperience = (): z.output<typeof experience> => ({
  role: "",
  organisation: "",
  location: "",
  start: "",
  end: "",
  bullets: [{ text: "" }],
});

/** Any value (a draft, a saved copy, the live form) as complete form values. */
export function readFormValues(value: unknown): CvFormValues {
  const parsed = formValues.safeParse(value);
  return parsed.success ? parsed.data : formValues.parse({});
}

const tidy = (value: string) => value.replace(/\s+/g, " ").trim();
const filled = (entry: Record<string, unknown>) =>
  Object.values(entry).some((value) => (typeof value === "string" ? tidy(value) !== "" : false));

/** What the preview and the page estimate show while the member types: tidied, blank entries left out. */
export function previewDraft(value: unknown): CvDraft {
  const values = readFormValues(value);
  const tidyAll = <T extends Record<string, string>>(entry: T): T =>
    Object.fromEntries(Object.entries(entry).map(([key, field]) => [key, tidy(field)])) as T;
  const experiences = (list: CvFormValues["experience"]) =>
    list
      .map(({ bullets, ...entry }) => ({
        ...tidyAll(entry),
        bullets: bullets.map((item) => tidy(item.text)).filter(Boolean),
      }))
      .filter((entry) => filled(entry) || entry.bullets.length > 0);
  return {
    contact: tidyAll(values.contact),
    education: values.education.map(tidyAll).filter(filled),
    experience: experiences(values.experience),
    leadership: experiences(values.leadership),
    skills: tidyAll(values.skills),
  };
}

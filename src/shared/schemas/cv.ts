import { z } from "zod";
import { emailField } from "./auth";

// The CV builder's structured draft: one schema for the editor's form (zodResolver) and the export route
// (zValidator), plus the one layout every output follows (plain text for scoring, HTML preview, DOCX,
// PDF), so what the member previews is what gets exported and scored.

export const CV_LIMITS = { entries: 8, bullets: 8, bullet: 300, line: 150, short: 60, long: 600 } as const;

export const CV_MESSAGES = {
  fullName: "Enter your full name.",
  linkedin: "Enter your LinkedIn address, for example linkedin.com/in/your-name.",
  institution: "Enter the university or school.",
  qualification: "Enter the qualification, for example BSc Economics.",
  role: "Enter the role's title.",
  organisation: "Enter the firm or organisation.",
  entries: `At most ${CV_LIMITS.entries} entries in a section.`,
  bullets: `At most ${CV_LIMITS.bullets} bullets an entry.`,
} as const;

// Control characters break DOCX XML and PDF text, and pasted text brings runs of spaces and newlines.
const tidy = (value: string) =>
  value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
const optionalLine = (max: number = CV_LIMITS.line) =>
  z
    .string()
    .transform(tidy)
    .pipe(z.string().max(max, `At most ${max} characters.`));
const requiredLine = (message: string, max: number = CV_LIMITS.line) =>
  z
    .string({ error: message })
    .transform(tidy)
    .pipe(z.string().min(1, message).max(max, `At most ${max} characters.`));

// A bare "linkedin.com/in/name" is what people type; it is stored as a full https link.
const linkedinField = z
  .string()
  .transform((raw) => {
    const value = raw.trim();
    return value === "" || /^https?:\/\//i.test(value) ? value : `https://${value}`;
  })
  .pipe(
    z
      .string()
      .max(300, CV_MESSAGES.linkedin)
      .refine((value) => value === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), CV_MESSAGES.linkedin),
  )
  .default("");

// The editor keeps each bullet as { text } because react-hook-form's field arrays need objects; the API
// sends plain strings. Both arrive here and leave as strings; empty bullets are dropped after the checks,
// so an error's index still points at the bullet the member typed.
const bulletsField = z
  .array(z.union([z.string(), z.object({ text: z.string() }).transform((bullet) => bullet.text)]))
  .pipe(z.array(optionalLine(CV_LIMITS.bullet)).max(CV_LIMITS.bullets, CV_MESSAGES.bullets))
  .transform((bullets) => bullets.filter((bullet) => bullet !== ""));

const educationSchema = z.object({
  institution: requiredLine(CV_MESSAGES.institution),
  qualification: requiredLine(CV_MESSAGES.qualification),
  location: optionalLine(CV_LIMITS.short),
  start: optionalLine(CV_LIMITS.short),
  end: optionalLine(CV_LIMITS.short),
  grade: optionalLine(),
  modules: optionalLine(CV_LIMITS.long),
  details: optionalLine(CV_LIMITS.long).default(""),
});

const experienceSchema = z.object({
  role: requiredLine(CV_MESSAGES.role),
  organisation: requiredLine(CV_MESSAGES.organisation),
  location: optionalLine(CV_LIMITS.short),
  start: optionalLine(CV_LIMITS.short),
  end: optionalLine(CV_LIMITS.short),
  bullets: bulletsField,
});

const entries = <T extends z.ZodType>(entry: T) => z.array(entry).max(CV_LIMITS.entries, CV_MESSAGES.entries);

export const cvDraftSchema = z.object({
  contact: z.object({
    fullName: requiredLine(CV_MESSAGES.fullName, 100),
    email: emailField,
    phone: optionalLine(40),
    location: optionalLine(100),
    linkedin: linkedinField,
  }),
  education: entries(educationSchema),
  experience: entries(experienceSchema),
  leadership: entries(experienceSchema),
  skills: z.object({
    technical: optionalLine(CV_LIMITS.long),
    languages: optionalLine(CV_LIMITS.long),
    certifications: optionalLine(CV_LIMITS.long),
    interests: optionalLine(CV_LIMITS.long),
  }),
});
export type CvDraft = z.infer<typeof cvDraftSchema>;
export type CvDraftInput = z.input<typeof cvDraftSchema>;
export type CvEducation = CvDraft["education"][number];
export type CvExperience = CvDraft["experience"][number];

export const EMPTY_CV_DRAFT: CvDraft = {
  contact: { fullName: "", email: "", phone: "", location: "", linkedin: "" },
  education: [],
  experience: [],
  leadership: [],
  skills: { technical: "", languages: "", certifications: "", interests: "" },
};

// One layout for every output: the preview, the DOCX and the PDF draw these blocks, the text joins them.
export type CvEntryLayout = {
  title: string; // organisation or institution, with its location
  dates: string; // shown on the right of the title
  subtitle: string; // role or qualification
  note: string; // the grade, shown on the right of the subtitle
  lines: string[];
  bullets: string[];
};
export type CvSectionLayout = {
  heading: string;
  entries: CvEntryLayout[];
  facts: { label: string; text: string }[];
};
export type CvLayout = { name: string; contact: string[]; sections: CvSectionLayout[] };

export const CV_HEADINGS = {
  education: "EDUCATION",
  experience: "EXPERIENCE",
  leadership: "LEADERSHIP AND ACTIVITIES",
  skills: "SKILLS AND INTERESTS",
} as const;

const joined = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);

/** "Sep 2023 – Jun 2026", or whichever end is filled in. */
export const cvDates = (start: string, end: string) => joined([start, end], " – ");

const experienceLayout = (entry: CvExperience): CvEntryLayout => ({
  title: joined([entry.organisation, entry.location], ", "),
  dates: cvDates(entry.start, entry.end),
  subtitle: entry.role,
  note: "",
  lines: [],
  bullets: entry.bullets,
});

/** The CV in UK finance order: education first, then experience, leadership, skills and interests. */
export function cvLayout(draft: CvDraft): CvLayout {
  const { contact, skills } = draft;
  const sections: CvSectionLayout[] = [
    {
      heading: CV_HEADINGS.education,
      entries: draft.education.map((entry) => ({
        title: joined([entry.institution, entry.location], ", "),
        dates: cvDates(entry.start, entry.end),
        subtitle: entry.qualification,
        note: entry.grade,
        lines: [entry.modules && `Relevant modules: ${entry.modules}`, entry.details].filter(Boolean),
        bullets: [],
      })),
      facts: [],
    },
    { heading: CV_HEADINGS.experience, entries: draft.experience.map(experienceLayout), facts: [] },
    { heading: CV_HEADINGS.leadership, entries: draft.leadership.map(experienceLayout), facts: [] },
    {
      heading: CV_HEADINGS.skills,
      entries: [],
      facts: [
        { label: "Technical", text: skills.technical },
        { label: "Languages", text: skills.languages },
        { label: "Certifications", text: skills.certifications },
        { label: "Interests", text: skills.interests },
      ].filter((fact) => fact.text !== ""),
    },
  ];
  // A linkedin.com link reads better without its scheme on paper.
  const linkedin = contact.linkedin.replace(/^https?:\/\/(www\.)?/i, "");
  return {
    name: contact.fullName,
    contact: [contact.email, contact.phone, contact.location, linkedin].filter(Boolean),
    sections: sections.filter((section) => section.entries.length > 0 || section.facts.length > 0),
  };
}

/** The CV as plain text: what is stored beside the export and what the CV match scores. */
export function cvDraftToText(draft: CvDraft): string {
  const layout = cvLayout(draft);
  const blocks = [joined([layout.name, layout.contact.join(" | ")], "\n")];
  for (const section of layout.sections) {
    const lines: string[] = [section.heading];
    for (const entry of section.entries) {
      lines.push(joined([entry.title, entry.dates], " | "));
      if (entry.subtitle || entry.note) lines.push(joined([entry.subtitle, entry.note], " | "));
      lines.push(...entry.lines, ...entry.bullets.map((bullet) => `• ${bullet}`));
    }
    lines.push(...section.facts.map((fact) => `${fact.label}: ${fact.text}`));
    blocks.push(lines.join("\n"));
  }
  return blocks.filter(Boolean).join("\n\n");
}

// The exports set 10 pt Helvetica/Arial on A4 with narrow margins and 10.5 pt lines: a line holds about
// 105 characters and a page 73 lines. The estimate wraps words the same way and counts a page a little
// short, so it warns before the export spills; headings and gaps between entries count as part lines.
export const CV_CHARS_PER_LINE = 105;
export const CV_LINES_PER_PAGE = 70;

/** How many lines the text takes when words wrap at `width` characters. */
function wrapped(text: string, width = CV_CHARS_PER_LINE): number {
  if (text === "") return 0;
  let lines = 1;
  let used = 0;
  for (const word of text.split(" ")) {
    if (word === "") continue;
    if (used > 0 && used + 1 + word.length <= width) {
      used += 1 + word.length;
      continue;
    }
    if (used > 0) lines += 1;
    // A word longer than a line (a pasted link, say) breaks across lines.
    lines += Math.floor((word.length - 1) / width);
    used = ((word.length - 1) % width) + 1;
  }
  return lines;
}

/** Roughly how many A4 pages the export fills; the editor warns past one. */
export function estimateCvPages(draft: CvDraft): number {
  const layout = cvLayout(draft);
  let lines = 2.5 + wrapped(layout.contact.join(" | "));
  for (const section of layout.sections) {
    lines += 2;
    for (const entry of section.entries) {
      lines += wrapped(`${entry.title}    ${entry.dates}`) + 0.4;
      if (entry.subtitle || entry.note) lines += wrapped(`${entry.subtitle}    ${entry.note}`);
      for (const line of entry.lines) lines += wrapped(line);
      for (const bullet of entry.bullets) lines += wrapped(bullet, CV_CHARS_PER_LINE - 5);
    }
    for (const fact of section.facts) lines += wrapped(`${fact.label}: ${fact.text}`);
  }
  return Math.max(1, Math.ceil(lines / CV_LINES_PER_PAGE));
}

// The headings of a UK CV's sections, however a template writes them: "EDUCATION", "Education:",
// "E D U C A T I O N", "— Work Experience —". The words a heading starts with say which section follows
// ("Skills & Interests" is Skills, "Positions of Responsibility" is Leadership, "Industrial Placement"
// is Experience). Headings are short lines without figures.

export type CvSectionId =
  | "header"
  | "profile"
  | "education"
  | "experience"
  | "leadership"
  | "projects"
  | "skills"
  | "other";

const EXPERIENCE_QUALIFIER =
  "work|professional|relevant|industry|industrial|internship|finance|financial|banking|career|commercial|selected|legal|other|employment|previous|placement|part-time|sandwich|practical|investment|trading|business|audit|accounting|consulting";

const HEADINGS: [CvSectionId, RegExp][] = [
  [
    "profile",
    /^(profile|personal (statement|profile|summary)|professional (profile|summary)|about( me)?|summary|career (objective|summary|profile)|objective)\b/,
  ],
  [
    "education",
    /^(education|academic (background|qualifications|history|record|profile|achievements)|qualifications|(university|higher) education|studies)\b/,
  ],
  [
    "experience",
    new RegExp(
      `^(((${EXPERIENCE_QUALIFIER})\\s+)*(experience|internships?|placements?|employment|year in industry|work|insight programmes?|spring weeks?)\\b|^(work|employment|career|professional) (history|background)\\b|^(industrial|professional|sandwich) (placement|year)\\b)`,
    ),
  ],
  [
    "leadership",
    /^(leadership|positions? of responsibility|extra-?\s?curricular|co-curricular|activities|volunteering|volunteer work|societies|achievements and leadership|responsibilities)\b/,
  ],
  ["projects", /^(projects|research|publications|dissertation)\b/],
  [
    "skills",
    /^(skills|technical skills|key skills|core skills|it skills|computer skills|additional (information|skills)|interests|languages|certifications|courses and certifications|skills and interests|tools)\b/,
  ],
  ["other", /^(awards|achievements|honours|hobbies|references|personal details|prizes|scholarships)\b/],
];

const MAX_HEADING_WORDS = 7;
const GAP_YEAR = /^gap year(?:\s+\(?(?:19|20)\d\d(?:\s*[–-]\s*\d{2,4})?\)?)?$/i;
const MAX_HEADING_CHARS = 60;

/** "E D U C A T I O N" → "EDUCATION"; "— Skills —" → "Skills"; "[ EDUCATION ]" → "EDUCATION". */
function headingText(line: string): string {
  let text = line.trim();
  if (/^(\S ){3,}\S$/.test(text)) text = text.replace(/ /g, "");
  // "[ EXPERIENCE ]", "<Skills>", "■ Education": a template's brackets and marks around the name.
  return text
    .replace(/^[\s\-–—_=*#•|:.[\](){}<>«»▌■►▶◆●○□▪➤❖~]+|[\s\-–—_=*#•|:.[\](){}<>«»▌■►▶◆●○□▪➤❖~]+$/g, "")
    .replace(/\s+/g, " ");
}

/** The section a line opens, when it is a heading. */
export function headingOf(line: string): CvSectionId | null {
  const text = headingText(line);
  // "Gap year 2025–26" heads the work done in it, its years and all.
  if (GAP_YEAR.test(text)) return "experience";
  if (!text || text.length > MAX_HEADING_CHARS || /[\d:|@]/.test(text)) return null;
  if (text.split(/\s+/).length > MAX_HEADING_WORDS) return null;
  const lower = text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/\s*\/\s*/g, " and ");
  // A heading is a label: a line of content says more than a section's name and runs on.
  // "Experience in finance" names a section all the same: the field it is in, not a place or a tool.
  const label = lower.replace(/ in (finance|banking|markets|business|industry|the city)$/, "");
  if (/\b(with|using|in|at|for|of the)\b/.test(label) && !/^(positions? of|year in)\b/.test(label))
    return null;
  for (const [section, pattern] of HEADINGS) if (pattern.test(lower)) return section;
  return null;
}

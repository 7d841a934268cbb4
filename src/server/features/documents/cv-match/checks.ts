import type { CvCheck } from "../../../../shared/cv-match";
import type { CheckInput } from "./check-input";
import type { CvSectionId } from "./cv-sections";
import { type DateStyle, dateRanges, entryDates, monthIndex } from "./dates";
import { personalDetails } from "./personal-details";
import { spelling } from "./spelling-check";

// The conventions of a UK finance CV, checked apart from the score (they are about the document, not
// the fit): one page, no photo, the four usual sections, one date style, the contact details a
// recruiter needs to call back, no personal details UK employers must not ask for, and British spelling.

export const WORDS_PER_PAGE = 600;

export type { CheckInput };

function onePage({ cv, pageCount }: CheckInput): CvCheck {
  const pages = pageCount ?? Math.max(1, Math.ceil(cv.words / WORDS_PER_PAGE));
  const measured = pageCount === undefined ? `about ${pages} (${cv.words} words)` : `${pages}`;
  const passed = pages <= 1;
  return {
    id: "one-page",
    label: "One page",
    passed,
    detail: passed
      ? `Pages: ${measured}. UK finance CVs are one page.`
      : `Pages: ${measured}. UK finance CVs are one page; cut older or less relevant entries.`,
  };
}

function noPhoto({ hasImages }: CheckInput): CvCheck {
  return {
    id: "no-photo",
    label: "No photo",
    passed: !hasImages,
    detail: hasImages
      ? "The file has an image. UK employers ask for CVs without a photo; remove it."
      : "No photo found.",
  };
}

const REQUIRED_SECTIONS: [CvSectionId, string][] = [
  ["education", "Education"],
  ["experience", "Experience"],
  ["leadership", "Leadership"],
  ["skills", "Skills"],
];

function sections({ cv }: CheckInput): CvCheck {
  const missing = REQUIRED_SECTIONS.filter(([id]) => !cv.sections.has(id)).map(([, name]) => name);
  return {
    id: "sections",
    label: "Sections",
    passed: missing.length === 0,
    detail: missing.length
      ? `Missing heading${missing.length === 1 ? "" : "s"}: ${missing.join(", ")}. Recruiters scan for Education, Experience, Leadership and Skills.`
      : "Education, Experience, Leadership and Skills are all there.",
  };
}

const STYLE_NAME: Record<DateStyle, string> = {
  "short-month": "short months (Sep 2024)",
  "full-month": "full months (September 2024)",
  numeric: "numbers (09/2024)",
  season: "seasons (Summer 2024)",
  year: "years only",
  "two-digit-year": "two-digit years (Sep 24)",
};
/** Sections where each entry is a role: a role dated by years alone, beside others dated by month, looks rushed. */
const ROLE_SECTIONS: ReadonlySet<CvSectionId> = new Set(["experience", "leadership"]);
/** Sections whose entries carry dates; a date inside a skills line is prose, not the date column. */
const DATED_SECTIONS: ReadonlySet<CvSectionId> = new Set([
  "education",
  "experience",
  "leadership",
  "projects",
]);

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function dates({ cv }: CheckInput): CvCheck {
  const dated = cv.lines.filter((line) => DATED_SECTIONS.has(line.section));
  // Years alone ("2019 – 2021" for school) sit beside any month style without looking careless.
  const styles = new Set<DateStyle>(
    dated.flatMap((line) => entryDates(line.text).map((date) => date.style)).filter((s) => s !== "year"),
  );
  // In the roles, though, "2023 – now" beside "Jun 2024 – Aug 2024" is a second style.
  const roleYearsOnly = dated.some(
    (line) =>
      ROLE_SECTIONS.has(line.section) &&
      dateRanges(line.text).some(
        (range) => range.start.style === "year" && (range.end === "present" || range.end.style === "year"),
      ),
  );
  if (roleYearsOnly && styles.size > 0) styles.add("year");
  const ranges = dated.flatMap((line) => dateRanges(line.text));
  const backwards = ranges.filter(
    (range) => range.end !== "present" && monthIndex(range.end) < monthIndex(range.start),
  );
  const ongoing = new Set(ranges.flatMap((range) => (range.ongoingWord ? [range.ongoingWord] : [])));
  const problems = [
    ...(styles.size > 1
      ? [`dates are written in ${styles.size} styles: ${[...styles].map((s) => STYLE_NAME[s]).join(", ")}`]
      : []),
    ...(ongoing.size > 1
      ? [`current roles end in ${[...ongoing].map((word) => `"${word}"`).join(" and ")}`]
      : []),
    ...(ongoing.has("now") || ongoing.has("today")
      ? [`write "Present" rather than "now" for a current role`]
      : []),
    ...backwards.map(
      (range) =>
        `"${range.start.text} – ${typeof range.end === "string" ? range.end : range.end.text}" ends before it starts`,
    ),
  ];
  return {
    id: "dates",
    label: "Consistent dates",
    passed: problems.length === 0,
    detail: problems.length
      ? `${sentence(problems.join("; "))}. Use one style, such as "Sep 2024 – Jun 2025", for every entry.`
      : "Every entry's dates use the same style.",
  };
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
const UK_PHONE =
  /(\+44\s?\(?0?\)?\s?7\d{3}|\b07\d{3})\s?\d{3}\s?\d{3}\b|(\+44\s?\(?0?\)?\s?|\b0)[1-9]\d{1,4}\s?\d{3,4}\s?\d{3,4}\b/;
const LINKEDIN = /linkedin\.com\/in\//i;

function contact({ cv }: CheckInput): CvCheck {
  const text = cv.lines.map((line) => line.text).join("\n");
  const missing = [
    ...(EMAIL.test(text) ? [] : ["an email address"]),
    ...(UK_PHONE.test(text) ? [] : ["a phone number"]),
  ];
  const linkedIn = LINKEDIN.test(text);
  return {
    id: "contact",
    label: "Contact details",
    passed: missing.length === 0,
    detail: missing.length
      ? `Add ${missing.join(" and ")} at the top, so a recruiter can reach you.`
      : `Email and phone number are there${linkedIn ? ", with LinkedIn" : "; a LinkedIn link helps too"}.`,
  };
}

export function runChecks(input: CheckInput): CvCheck[] {
  return [
    onePage(input),
    noPhoto(input),
    sections(input),
    dates(input),
    contact(input),
    personalDetails(input),
    spelling(input),
  ];
}

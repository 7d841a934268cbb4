import type { CvCheck } from "../../../../shared/cv-match";
import type { CvSectionId, ParsedCv } from "./cv-sections";
import { type DateStyle, dateRanges, entryDates, monthIndex } from "./dates";

// The conventions of a UK finance CV, checked apart from the score (they are about the document, not
// the fit): one page, no photo, the four usual sections, one date style, and the contact details a
// recruiter needs to call back.

export const WORDS_PER_PAGE = 600;

export type CheckInput = { cv: ParsedCv; pageCount?: number; hasImages?: boolean };

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
};
/** Sections whose entries carry dates; a date inside a skills line is prose, not the date column. */
const DATED_SECTIONS: ReadonlySet<CvSectionId> = new Set([
  "education",
  "experience",
  "leadership",
  "projects",
]);

function dates({ cv }: CheckInput): CvCheck {
  const dated = cv.lines.filter((line) => DATED_SECTIONS.has(line.section));
  // Years alone ("2019 – 2021" for school) sit beside any month style without looking careless.
  const styles = new Set(
    dated.flatMap((line) => entryDates(line.text).map((date) => date.style)).filter((s) => s !== "year"),
  );
  const backwards = dated.flatMap((line) =>
    dateRanges(line.text).filter(
      (range) => range.end !== "present" && monthIndex(range.end) < monthIndex(range.start),
    ),
  );
  const problems = [
    ...(styles.size > 1
      ? [`dates are written in ${styles.size} styles: ${[...styles].map((s) => STYLE_NAME[s]).join(", ")}`]
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
      ? `${problems.join("; ")}. Use one style, such as "Sep 2024 – Jun 2025", for every entry.`
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
  return [onePage(input), noPhoto(input), sections(input), dates(input), contact(input)];
}

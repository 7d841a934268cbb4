import type { CvCheck } from "../../../../shared/cv-match";
import type { CheckInput } from "./check-input";

// What a UK CV leaves out: a date of birth or age, nationality, marital status, gender and a photo.
// Employers here must not choose on them, so recruiters read them as a CV written for elsewhere; the
// right to work, when it needs saying, is said as such ("Full right to work in the UK").

const DETAILS: [RegExp, string][] = [
  [/\b(date of birth|d\.?o\.?b\.?|born (on|in)\b|birth ?date)\b/i, "a date of birth"],
  [/\bage\s*:\s*\d{2}\b|\b\d{2} years old\b/i, "your age"],
  [/\bnationality\b|\bcitizenship\s*:/i, "your nationality"],
  [/\bmarital status\b|\b(single|married)\s*\|/i, "your marital status"],
  [/\b(gender|sex)\s*:/i, "your gender"],
  [/\b(photo|photograph|headshot)\b(?!\s*(editing|editor|shop|graphy|journalism))/i, "a photo"],
];

export function personalDetails({ cv }: CheckInput): CvCheck {
  const text = cv.lines.map((line) => line.text).join("\n");
  const found = DETAILS.filter(([pattern]) => pattern.test(text)).map(([, name]) => name);
  return {
    id: "personal-details",
    label: "No personal details",
    passed: found.length === 0,
    detail: found.length
      ? `Remove ${found.join(", ")}: UK employers must not choose on them, and recruiters expect a CV without them. Say "Full right to work in the UK" instead if it needs saying.`
      : "No date of birth, nationality or photo: as UK employers expect.",
  };
}

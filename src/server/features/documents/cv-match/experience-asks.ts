import { countOf } from "./count-words";

// How much work a posting asks for, in months, however it says so: "between one and three years'
// experience", "12-24 months' experience", "0-2 years' experience", "between six months and two years'
// experience", "18-36 months in M&A", "up to 18 months of professional experience", "less than a year of
// work experience", "We won't consider candidates with more than six months' full-time experience",
// "at least four years' experience". Experience said to be counted since graduating is read by the
// stage screen itself, from the graduation date.

const COUNT =
  "(\\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty-four|thirty-six)";
const UNIT = "(months?|years?)";
// What follows the span: "experience", or "in M&A", "at a bank", "of professional experience".
const WORK = "['’]?\\s+(?:of\\s+)?(?:[\\w&/-]+\\s+){0,3}?(?:experience|in\\s|at\\s|working\\b|work\\b)";
const RANGE = new RegExp(
  `\\b${COUNT}\\s*${UNIT}?\\s*(?:-|–|to|and)\\s*${COUNT}\\s*\\+?\\s*${UNIT}${WORK}`,
  "i",
);
const AT_MOST = new RegExp(
  `\\b(?:up to|no more than|not more than|less than|under|fewer than|a maximum of|at most)\\s+${COUNT}\\s*${UNIT}${WORK}`,
  "i",
);
// "Can't have more than 12 months'", "won't consider candidates with more than six months'".
const NOT_MORE = new RegExp(
  `\\b(?:can['’]t|cannot|can not|won['’]t|will not|don['’]t|do not|not)\\b[^.;]{0,40}?\\bmore than\\s+${COUNT}\\s*${UNIT}${WORK}`,
  "i",
);
const AT_LEAST = new RegExp(
  `\\b(?:at least|a minimum of|minimum of|minimum)\\s+${COUNT}\\s*${UNIT}${WORK}|\\b${COUNT}\\+\\s*${UNIT}${WORK}`,
  "i",
);
// Counted since graduating or since qualifying: the graduation date decides those.
const SINCE_DEGREE =
  /^(?:[^.;]*?)\b(?:post[- ]?(?:graduat\w*|degree|university)|since (?:graduating|graduation|your degree))\b/i;

// "At least 2 years' experience since graduating": the words after the span say so too.
const SINCE_AFTER =
  /^[^.;]{0,40}?\b(?:since|after|post)[- ]?(?:graduat\w*|your (?:first )?degree|university|qualif\w*)/i;
const sinceDegree = (text: string, match: RegExpExecArray) =>
  SINCE_DEGREE.test(match[0]) || SINCE_AFTER.test(text.slice(match.index + match[0].length));

const months = (count: string | undefined, unit: string | undefined) => {
  const number = countOf(count);
  return /^year/i.test(unit ?? "") ? number * 12 : number;
};

/**
 * `max` is a hard limit ("no more than 12 months"); `around` is the top of a range ("1–3 years'"), which
 * recruiters read as a guide: only well past it is a candidate too senior.
 */
export type ExperienceAsk = { min?: number; max?: number; around?: number };
// "Typically two to four years'", "ideally 1-2 years'": a guide, not a rule.
const SOFT = /\b(?:typically|ideally|usually|around|roughly|about|approximately|preferably|likely|some)\s+$/i;

/** The least and the most work, in months, a posting asks for; either may be missing. */
export function experienceAsked(text: string): ExperienceAsk {
  const ask: ExperienceAsk = {};
  const range = RANGE.exec(text);
  if (range && !sinceDegree(text, range)) {
    // "Between six months and two years'": each end with its own unit, or both with the last one.
    const low = months(range[1], range[2] ?? range[4]);
    const high = months(range[3], range[4]);
    const soft = SOFT.test(
      text.slice(Math.max(0, range.index - 20), range.index).replace(/between\s+$/i, ""),
    );
    if (high > low) {
      if (low > 0 && !soft) ask.min = low;
      ask.around = high;
    }
  }
  // A hard limit only on career work ("full-time", "professional"): a limit on "work experience" of any
  // kind would turn on every part-time job and society role a CV dates.
  const most = [AT_MOST.exec(text), NOT_MORE.exec(text)].find(
    (match) => match && /\b(?:full[- ]time|professional)\b/i.test(match[0]),
  );
  if (most) ask.max = months(most[1], most[2]);
  const least = AT_LEAST.exec(text);
  if (least && ask.min === undefined && !sinceDegree(text, least))
    ask.min = months(least[1] ?? least[3], least[2] ?? least[4]);
  return ask;
}

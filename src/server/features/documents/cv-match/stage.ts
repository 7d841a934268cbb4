import type { Eligibility } from "../../../../shared/cv-match";
import { graduatesWindow, graduationWindows, type Window } from "./stage-wording";

// Who a programme is for, by when they graduate. UK programmes are run for a year of study: a spring
// week for first-years, a summer internship for the penultimate year, a graduate programme for final-
// years and graduates. Postings say so in many ways ("penultimate-year students", "graduating in 2027
// or earlier", "recent graduates (within two years)"), and a recruiter screens on it before reading
// anything else. A year of study becomes graduation years through the programme's own year (the "2026"
// of "Summer Analyst 2026"), or, when the posting names none, the recruiting season of today's date.

export type StageAsk = {
  /** Graduation months the programme accepts. */
  windows: Window[];
  /** The posting opens the programme to Master's and PhD students as well. */
  postgraduates: boolean;
  /** The summer the programme's year of study ends in (an internship's summer, a graduate start). */
  programmeYear: number;
  /** Internships and spring weeks take students still studying; graduate programmes take finishers. */
  internship: boolean;
  label: string;
};

export type Graduation = { year: number; month?: number; postgraduate: boolean };

const YEAR = "((?:19|20)\\d\\d)";
const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const STARTS = new RegExp(
  `\\b(?:starting|start|starts|commencing|commences|begins|beginning|from)\\s+(?:in\\s+)?(?:(?:${MONTHS}|summer|autumn|spring)\\s+)?${YEAR}|(?<!graduat\\w*\\s+)\\bin\\s+(?:${MONTHS}|summer)\\s+${YEAR}`,
  "i",
);
// "PhD candidates should apply to our Fellowship instead": named to be sent elsewhere, not let in.
const NOT_FOR_POSTGRADUATES =
  /^[^.;]{0,40}\b(should apply|apply (?:to|for) (?:our|the)|instead|not eligible|cannot|can['’]t|are not|is not)\b/i;
// "We are not able to consider current students": only those already graduated may apply.
const NO_CURRENT_STUDENTS =
  /\b(?:not able to|unable to|cannot|can['’]t|do not|don['’]t|will not|won['’]t) (?:consider|accept)\b[^.;]{0,20}\bcurrent students\b/i;
const POSTGRADUATES =
  /\b(master['’]?s (students?|degree students|candidates)|(final year|last year|studying for|in the middle) of an? (one-year |taught )?(master['’]?s|MSc|postgraduate)|or (a|an|in a|studying for a) (master['’]?s|MSc|PhD)|(MSc|PhD|postgraduate|doctoral) (students?|candidates|researchers)|postgraduates? (students?)?(are|is)? ?(also )?(welcome|eligible))\b/i;
function namesPostgraduates(text: string): boolean {
  for (const match of text.matchAll(new RegExp(POSTGRADUATES.source, "gi"))) {
    const after = text.slice((match.index ?? 0) + match[0].length);
    if (!NOT_FOR_POSTGRADUATES.test(after)) return true;
  }
  return false;
}

// A year counts as the summer that ends it: from July, recruiting is for next summer's programmes.
const SEASON_TURNS_MONTH = 7;
const SUMMER = 6;

/** The year the programme runs in: the one its title names, else the one it starts in, else the season's. */
export function programmeYear(title: string, text: string, today = new Date()): number {
  const year = /\b(20\d\d)\b/.exec(title)?.[1] ?? STARTS.exec(text)?.slice(1).find(Boolean);
  if (year) return Number(year);
  return today.getUTCFullYear() + (today.getUTCMonth() + 1 >= SEASON_TURNS_MONTH ? 1 : 0);
}

type StudyYear = "first" | "second" | "second-of-four" | "penultimate" | "final" | "placement";

// biome-ignore format: one year of study a line
const STUDY_YEARS: Record<StudyYear, { pattern: RegExp; years: (year: number) => number[]; label: string }> = {
  penultimate: { pattern: /\b(penultimate|pre-final)[- ]year\b|\b(in|of) (your|their|the) penultimate\b|\b(second|2nd) year of an? (three|3)[- ]year\b|\b(third|3rd) year of an? (four|4)[- ]year\b/i, years: (year) => [year + 1], label: "penultimate-year students" },
  // Three- and four-year degrees.
  first: { pattern: /\b(first|1st)[- ]year (students?|undergraduates?|university students)\b|\bfirst[- ]years\b|\b(in|of) (your|their|the) (first|1st) year\b/i, years: (year) => [year + 2, year + 3], label: "first-year students" },
  second: { pattern: /\b(second|2nd)[- ]year (students?|undergraduates?)\b|\bin (your|their) (second|2nd) year\b(?! of a three)/i, years: (year) => [year + 1, year + 2], label: "second-year students" },
  "second-of-four": { pattern: /\b(second|2nd)[- ]years?\b[^.;]{0,25}\b(four|4)[- ]year\b/i, years: (year) => [year + 2], label: "second-year students on four-year degrees" },
  // A year in industry sits between the penultimate and final years: its students graduate a year later.
  placement: { pattern: /\bsandwich (degree|course)\b/i, years: (year) => [year + 2], label: "students taking a placement year" },
  final: { pattern: /\bfinal[- ]year (students?|undergraduates?|of)\b|\bfinalists\b|\bfinal[- ]year\b(?![- ](analyst|associate|project|exams?|dissertation))|\b(in|of) (your|their|the) final year\b/i, years: (year) => [year], label: "final-year students" },
};

/**
 * The year of study a programme type is for, when its posting does not say. An insight programme is
 * left out: banks open them to any year unless they say otherwise, where a spring week is for first-years.
 */
const ROLE_TYPE_STUDY_YEAR: Record<string, StudyYear> = {
  spring_week: "first",
  summer_internship: "penultimate",
  industrial_placement: "placement",
  graduate_programme: "final",
  full_time: "final",
};
const INTERNSHIP_TYPES = new Set([
  "spring_week",
  "insight_programme",
  "summer_internship",
  "off_cycle_internship",
  "industrial_placement",
]);

const joinLabels = (labels: string[]) =>
  labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : (labels[0] ?? "");

export function stageAsk(
  title: string,
  text: string,
  roleType?: string,
  today = new Date(),
): StageAsk | undefined {
  const year = programmeYear(title, text, today);
  const { windows, labels } = graduationWindows(text);
  // "First- and second-year students on a four-year degree": the second-years graduate in three years.
  const text4 = text.replace(/\b(first|1st)- and (second|2nd)[- ]year\b/gi, "first-year and $2-year");
  const matched = (Object.keys(STUDY_YEARS) as StudyYear[]).filter((key) =>
    STUDY_YEARS[key].pattern.test(text4),
  );
  const stated = matched.includes("second-of-four") ? matched.filter((key) => key !== "second") : matched;
  const study = stated.length
    ? stated
    : roleType && ROLE_TYPE_STUDY_YEAR[roleType]
      ? [ROLE_TYPE_STUDY_YEAR[roleType]]
      : [];
  const internship = roleType ? INTERNSHIP_TYPES.has(roleType) : !study.includes("final");
  // Years the posting names outrank a year of study turned into years through a guessed programme year.
  const explicit = windows.length > 0;
  if (!explicit) {
    for (const key of study) {
      for (const graduating of STUDY_YEARS[key].years(year))
        windows.push({ from: graduating * 12, to: graduating * 12 + 11 });
      labels.push(STUDY_YEARS[key].label);
    }
  }
  // A final-year programme whose posting names no years also takes those who have already graduated.
  const named = graduatesWindow(text, year);
  const graduates =
    // "You must have completed your degree (graduated in 2026 or earlier)": the years named are the
    // rule, and the plain mention of graduates adds nothing wider.
    (named && (named.bounded || named.added || !explicit) ? named : undefined) ??
    (!explicit && !internship && study.includes("final")
      ? { window: { to: year * 12 + 11 }, label: "graduates", bounded: false }
      : undefined);
  if (graduates?.bounded && graduates.window.from !== undefined) {
    // "Graduating in 2027 or earlier: final-year students and recent graduates (within two years)":
    // the recent-graduate limit is where "or earlier" stops.
    for (const window of windows) if (window.from === undefined) window.from = graduates.window.from;
  }
  if (graduates) {
    windows.push(graduates.window);
    labels.push(graduates.label);
  }
  if (NO_CURRENT_STUDENTS.test(text)) {
    const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
    const graduated = windows.filter((window) => (window.from ?? -Infinity) <= now);
    for (const window of graduated) window.to = Math.min(window.to ?? now, now);
    windows.splice(0, windows.length, ...(graduated.length ? graduated : [{ to: now }]));
    labels.splice(0, labels.length, "graduates (not current students)");
  }
  if (!windows.length) return undefined;
  const postgraduates = namesPostgraduates(text);
  if (postgraduates) labels.push("Master's and PhD students");
  return { windows, postgraduates, programmeYear: year, internship, label: joinLabels(labels) };
}

const monthIndex = (graduation: Graduation) => graduation.year * 12 + (graduation.month ?? SUMMER) - 1;

/** How a graduation fits the programme: by its date, as a postgraduate it names, or not at all. */
export function stageFit(ask: StageAsk, graduation: Graduation): "date" | "postgraduate" | false {
  const month = monthIndex(graduation);
  if (ask.windows.some((window) => (window.from ?? -Infinity) <= month && month <= (window.to ?? Infinity)))
    return "date";
  // A postgraduate is judged by the year they finish: still studying in the programme's year for an
  // internship, finished by its start for a graduate programme.
  if (ask.postgraduates && graduation.postgraduate) {
    const fits = ask.internship ? graduation.year >= ask.programmeYear : graduation.year <= ask.programmeYear;
    if (fits) return "postgraduate";
  }
  return false;
}

export const stageFits = (ask: StageAsk, graduation: Graduation) => stageFit(ask, graduation) !== false;

function finishing(graduation: Graduation): string {
  const when = graduation.month
    ? `${MONTHS.split("|")[graduation.month - 1]} ${graduation.year}`
    : `${graduation.year}`;
  return graduation.postgraduate
    ? `you finish your postgraduate degree in ${when}`
    : `you graduate in ${when}`;
}

/** Whether the CV's year of study is one the programme is open to, as far as both texts say. */
export function eligibility(ask: StageAsk | undefined, graduation?: Graduation): Eligibility {
  if (!ask) return { status: "unknown", detail: "The posting does not say which year of study it is for." };
  if (!graduation) {
    return {
      status: "unknown",
      detail: `The programme is for ${ask.label}; add your graduation year to your degree.`,
    };
  }
  const fit = stageFit(ask, graduation);
  if (fit === "date")
    return { status: "fits", detail: `The programme is for ${ask.label}, and ${finishing(graduation)}.` };
  if (fit === "postgraduate")
    return {
      status: "fits",
      detail: `The programme takes Master's and PhD students, and ${finishing(graduation)}.`,
    };
  return {
    status: "outside",
    detail: `The programme is for ${ask.label}, but ${finishing(graduation)}. Recruiters screen on this first, so every part counts about a third.`,
  };
}

import type { Eligibility } from "../../../../shared/cv-match";
import { countOf } from "./count-words";
import { experienceAsked } from "./experience-asks";
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
  /** The month the posting is read in (year × 12 + month − 1), so a degree already over is told as over. */
  readIn?: number;
  /** Internships and spring weeks take students still studying; graduate programmes take finishers. */
  internship: boolean;
  label: string;
  /** "Masters students finishing in 2028": a Master's counts by the years named, not as any postgraduate. */
  mastersByDate?: boolean;
  /** "PhD students at any stage of their doctorate": a doctorate still running in the programme's year fits. */
  doctorates?: boolean;
  /** "At least 2 years' experience since graduating": the latest month the first degree may end. */
  graduatedBy?: { month: number; years: number };
  /** A post-MBA role: the months its MBA may end in. */
  mba?: Window;
  /** "You don't need a degree: A levels are enough". */
  noDegreeNeeded?: boolean;
  /** "Anyone with a degree in any subject": a CV with school qualifications only is not eligible. */
  degreeNeeded?: boolean;
  /** "Or be on a year out with your university's approval": a later graduate may still apply. */
  yearOut?: boolean;
  /** "We are not able to sponsor visas". */
  noSponsorship?: boolean;
  /** "You'll need a permanent right to work": a Student or Graduate visa is not enough. */
  permanentRight?: boolean;
  /** "A Bachelor's degree alone does not meet the requirement": a Master's or PhD is needed. */
  postgraduateOnly?: boolean;
  /** "No more than 12 months of full-time work experience since your degree", in months. */
  workLimit?: number;
  /** "Between one and three years' experience": the least work asked for, in months. */
  workMin?: number;
};

export type Graduation = {
  year: number;
  month?: number;
  postgraduate: boolean;
  /** The degree ending last is a doctorate. */
  doctorate?: boolean;
  /** When the first degree ends, if before the latest. */
  first?: { year: number; month?: number };
  /** When an MBA on the CV ends. */
  mba?: { year: number; month?: number };
};

/** What else a recruiter screens a CV on besides when it graduates. */
export type CandidateFacts = {
  /** The CV lists school qualifications and no degree or university. */
  schoolOnly?: boolean;
  /** The CV says plainly that the candidate needs a visa sponsored. */
  needsSponsorship?: boolean;
  /** Months of full-time work the CV dates after its first degree. */
  workMonths?: number;
  /** Months since the first degree ended (negative while still studying), when the CV dates it. */
  monthsSinceDegree?: number;
  /** The CV says the right to work rests on a Student, Graduate or other time-limited visa. */
  timeLimitedVisa?: boolean;
  /** The CV's degree is an integrated Master's (MEng, MMath, MSci, MPhys …). */
  integratedMasters?: boolean;
};

const YEAR = "((?:19|20)\\d\\d)";
const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const STARTS = new RegExp(
  `\\b(?:starting|start|starts|commencing|commences|begins|beginning|from)\\s+(?:in\\s+|on\\s+)?(?:(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?(?:${MONTHS}|summer|autumn|spring)\\s+)?${YEAR}|(?<!graduat\\w*\\s+)\\bin\\s+(?:${MONTHS}|summer)\\s+${YEAR}`,
  "i",
);
// "PhD candidates should apply to our Fellowship instead": named to be sent elsewhere, not let in.
const NOT_FOR_POSTGRADUATES =
  /^[^.;]{0,40}\b(should apply|apply (?:to|for) (?:our|the)|instead|not eligible|cannot|can['’]t|are not|is not)\b/i;
// "We are not able to consider current students": only those already graduated may apply.
const NO_CURRENT_STUDENTS =
  /\b(?:not able to|unable to|cannot|can['’]t|do not|don['’]t|will not|won['’]t) (?:consider|accept)\b[^.;]{0,30}\b(?:current students|(?:who are )?still studying)\b/i;
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
  final: { pattern: /\bfinal[- ]year (students?|undergraduates?|of)\b|\bfinalists\b|(?<!\b(?:after|following|finish|complete) (?:their|your|the) )\bfinal[- ]year\b(?![- ](analyst|associate|project|exams?|dissertation))|\b(in|of) (your|their|the) final year\b/i, years: (year) => [year], label: "final-year students" },
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

// Who else a posting lets in or keeps out, in the words recruiters use.
// "We support you through a certificate in your first year": in a job, the first year is the job's own.
const JOB_FIRST_YEAR =
  /\b(?:in|during|over|within) (?:your|the) (?:first|1st) year\b(?! (?:of|at) (?:university|uni|study|your degree))/gi;
const JOB_TYPES = new Set(["full_time", "graduate_programme"]);
const NO_DEGREE_NEEDED =
  /\b(?:(?:don['’]t|do not|won['’]t|will not) need a degree|no degree (?:is )?(?:needed|required|necessary)|a degree is not (?:needed|required|necessary|essential)|A[- ]levels? (?:\(or equivalent\) )?(?:are|is) (?:enough|sufficient|all you need)|degree[^.;]{0,40}\b(?:preferred|desirable|helpful) but not (?:essential|required|necessary)|candidates without a degree\b)\b/i;
const DEGREE_NEEDED =
  /\b(?:anyone|candidates|applicants|people|those) (?:with|holding|who (?:have|hold)) an? (?:[\w-]+ )?degree\b|\b(?:must|need to|will need to|should|you['’]ll|you will) (?:have|hold) (?:completed |finished )?an? (?:[\w-]+ )?degree\b|\ba (?:[\w-]+ )?degree (?:is )?(?:required|essential)\b/i;
// Programmes for university students; an insight day may be for sixth-formers, and a job may not need one.
const DEGREE_TYPES = new Set([
  "spring_week",
  "summer_internship",
  "off_cycle_internship",
  "industrial_placement",
  "graduate_programme",
]);
const SCHOOL_LEAVERS =
  /\b(school leavers?|sixth[- ]formers?|sixth[- ]form students|year 1[23] students|A[- ]level students|apprenticeships?)\b/i;
// "Open to students in any year of study": any current student, but no one who has already graduated.
const ANY_YEAR =
  /\b(?:students|undergraduates) (?:in|from|of) (?:any|every|all) years? of (?:study|their (?:degree|course)|university)\b|\bany year of (?:study|your degree|university)\b|\ball years (?:of study )?(?:are )?welcome\b|\bopen to (?:all|any) (?:years|undergraduates?)\b/i;
// "Any year of study except their final year": current students who will still be studying after it.
const EXCEPT_FINAL = /\bexcept (?:in )?(?:their|your|the) final year\b/i;
const CURRENT_STUDENT =
  /\b(?:need|needs|have|has|must) (?:to )?be (?:a )?current(?:ly enrolled)? (?:university )?students?\b|\bcurrent students only\b|\bonly (?:open )?to current students\b/i;
// "You must have finished your degree by the start date": graduates, and finalists who finish in time.
const FINISHED_BY_START =
  /\b(?:must|need to|should|will need to) have (?:finished|completed|graduated from) (?:your|their|a) (?:degree|studies|course)(?: by| before)(?: the| your)? start(?: date)?\b|\bgraduated (?:by|before) the start(?: date)?\b/i;
const YEAR_OUT = /\byear out\b|\bleave of absence\b|\binterrupt(?:ing|ion of)? (?:your|their) studies\b/i;
const MONTH_NAMES = MONTHS.split("|");
const monthNumber = (name: string) => MONTH_NAMES.findIndex((month) => month.startsWith(name.slice(0, 3)));
// "January–June 2027 and July–December 2027", "July 2027 – December 2027": the months an intake starts.
const INTAKE = new RegExp(`\\b(${MONTHS})(?:\\s+${YEAR})?\\s*(?:–|-|to)\\s*(?:${MONTHS})\\s+${YEAR}`, "gi");
// "At least 2 years' experience since graduating": an experienced hire, counted from the first degree.
const SINCE_GRADUATING =
  /\b(one|two|three|four|five|\d{1,2})\+?\s*years?['’]?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?experience\s+(?:since|after|post)[- ]?(?:graduating|graduation|your (?:first )?degree|university)\b|\b(one|two|three|four|five|\d{1,2})\+?\s*years?['’]?\s+(?:of\s+)?post[- ](?:graduation|graduate|degree|university)\s+experience\b/i;
const AT_MOST = /\b(up to|no more than|not more than|less than|under|within|maximum of|at most)\s*$/i;
// "No more than 12 months of full-time work experience since your degree": a graduate scheme's limit.
const WORK_LIMIT =
  /\b(?:no more than|not more than|up to|less than|under) (one|two|three|four|five|\d{1,2}) (months?|years?)['’]? (?:of )?(?:full[- ]time )?(?:work |paid )?(?:experience )?(?:(?:since|after) (?:your |their |a )?(?:first )?(?:degree|graduating|graduation|university)|by the (?:programme['’]s )?start(?: date)?|before (?:you join|joining|the programme starts))\b/i;
// A post-MBA role: "finishing a full-time MBA in 2027 (or completed one in 2026)".
const MBA_ASK =
  /\bpost[- ]MBA\b|\b(?:finishing|completing|completed|finished) an? (?:full[- ]time |part[- ]time |executive |two[- ]year |one[- ]year )?MBA\b/i;
// "Masters students finishing in 2028": a Master's counts by that year, not as any postgraduate.
const MASTERS_YEAR =
  /\bmaster['’]?s (?:students?|candidates)\b[^.;]{0,40}?\b(?:finish|finishing|complete|completing|graduate|graduating)\b[^.;]{0,30}?\b(?:19|20)\d\d\b/i;
const DOCTORATES =
  /\b(?:PhD|DPhil|doctoral) (?:students?|candidates|researchers)\b[^.;]{0,20}\bany (?:stage|year)\b/i;
const PERMANENT_RIGHT =
  /\bpermanent right to work\b|\bunrestricted right to work\b|\b(?:unable to|can['’]t|cannot|not able to|won['’]t) consider\b[^.;]{0,60}\btime[- ]limited\b|\btime[- ]limited permission\b[^.;]{0,60}\b(?:will not|won['’]t|does not|doesn['’]t|not)\b/i;
const POSTGRADUATE_ONLY =
  /\bbachelor['’]?s(?: degree)? alone (?:does not|doesn['’]t|is not|isn['’]t|won['’]t)\b|\bundergraduates? without a (?:postgraduate|master['’]?s)(?: degree)?\b[^.;]{0,20}\b(?:aren['’]t|are not|not|won['’]t be) considered\b|\b(?:must|need to|will need to) (?:have|hold|be completing) a (?:master['’]?s|PhD)(?: or (?:a )?(?:master['’]?s|PhD))?\b/i;
// "You must be studying at a UK university", "we can't take people who aren't currently enrolled".
const ENROLLED_ONLY =
  /\bmust be (?:studying|enrolled) at a (?:UK )?university\b|\b(?:aren['’]t|are not|not) currently enrolled\b|\bneed to be enrolled at a (?:UK )?university\b/i;
const NO_SPONSORSHIP =
  /\b(?:not able to|unable to|cannot|can['’]t|can not|do not|don['’]t|will not|won['’]t) (?:offer |provide )?(?:visa )?sponsor(?:ship|s)?\b(?! for this role)|\bno (?:visa )?sponsorship\b|\bsponsorship (?:is )?not (?:available|offered|possible)\b|\b(?:must|need to|will need to) (?:already )?have (?:the |an? )?(?:unrestricted |full |existing )?right to work in the UK\b(?! or )|\bright to work in the UK without (?:visa )?sponsorship\b|\b(?:can['’]t|cannot|unable to|not able to|won['’]t) (?:accept|consider)\b[^.;]{0,60}\b(?:need|needs|require|requires)\b[^.;]{0,15}\b(?:visa|sponsor\w*)\b|\b(?:not|aren['’]t|isn['’]t) open to\b[^.;]{0,40}\b(?:need|require)\b[^.;]{0,15}\b(?:visa|sponsor\w*)\b/i;

function mbaWindow(title: string, text: string): Window | undefined {
  if (!MBA_ASK.test(title) && !MBA_ASK.test(text)) return undefined;
  const sentence = text.split(/\n|(?<=[.!?])\s+/).find((part) => MBA_ASK.test(part)) ?? "";
  const years = (sentence.match(/\b(?:19|20)\d\d\b/g) ?? []).map(Number);
  if (!years.length) return {};
  return { from: Math.min(...years) * 12, to: Math.max(...years) * 12 + 11 };
}

function latestStart(text: string, year: number): number {
  const starts = [...text.matchAll(INTAKE)].map(
    (match) => Number(match[2] ?? match[3]) * 12 + monthNumber(match[1] ?? ""),
  );
  const stated = STARTS.exec(text);
  if (stated) {
    const month = MONTH_NAMES.findIndex((name) => new RegExp(`\\b${name}\\b`, "i").test(stated[0]));
    starts.push(Number(stated.slice(1).find(Boolean)) * 12 + (month >= 0 ? month : 8));
  }
  return starts.length ? Math.max(...starts) : year * 12 + 8;
}

const joinLabels = (labels: string[]) =>
  labels.length > 1 ? `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}` : (labels[0] ?? "");

// "Final-year students and recent graduates should look at our Graduate pages instead", "We're unable
// to accept applications from students graduating in 2028 or earlier", "Not eligible: first-years and
// finalists": those a posting sends elsewhere or turns away are not among those it takes.
const REFERRAL =
  /\b(?:should|could|may wish to|might) (?:look at|look out for|see|apply (?:to|for)|consider|visit)\b|\bplease (?:look at|see|visit|apply (?:to|for))\b|\binstead\b|\b(?:not|aren['’]t|isn['’]t|are not|is not) (?:eligible|considered|open to)\b|\b(?:unable to|cannot|can['’]t|can not|won['’]t|will not|do not|don['’]t) (?:accept|consider|take)\b|\bcan['’]t be considered\b|\bexcept\b|\bnot the right (?:route|programme|role|fit)\b/i;
const withoutReferrals = (text: string) =>
  text
    .split(/\n|(?<=[.!?;])\s+/)
    .filter((sentence) => !REFERRAL.test(sentence))
    .join("\n");

export function stageAsk(
  title: string,
  text: string,
  roleType?: string,
  today = new Date(),
): StageAsk | undefined {
  const year = programmeYear(title, text, today);
  // Who the posting takes is read without the sentences sending people elsewhere; who it keeps out, from all of it.
  const open = withoutReferrals(text);
  const { windows, labels } = graduationWindows(open);
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const job = roleType !== undefined && JOB_TYPES.has(roleType);
  // "First- and second-year students on a four-year degree": the second-years graduate in three years.
  const text4 = (job ? open.replace(JOB_FIRST_YEAR, " ") : open).replace(
    /\b(first|1st)- and (second|2nd)[- ]year\b/gi,
    "first-year and $2-year",
  );
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
  const named = graduatesWindow(open, year);
  const graduates =
    // "You must have completed your degree (graduated in 2026 or earlier)": the years named are the
    // rule, and the plain mention of graduates adds nothing wider.
    // "Recent graduates who finished university in 2026": the years named say how recent.
    (named && (named.bounded || named.added || !explicit) && !(named.guessed && explicit)
      ? named
      : undefined) ??
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
  const extra: Partial<StageAsk> = {};
  if (NO_DEGREE_NEEDED.test(text)) extra.noDegreeNeeded = true;
  else if (DEGREE_NEEDED.test(text) || (roleType && DEGREE_TYPES.has(roleType) && !SCHOOL_LEAVERS.test(text)))
    extra.degreeNeeded = true;
  if (NO_SPONSORSHIP.test(text)) extra.noSponsorship = true;
  if (PERMANENT_RIGHT.test(text)) extra.permanentRight = true;
  if (POSTGRADUATE_ONLY.test(text)) extra.postgraduateOnly = true;
  if (ENROLLED_ONLY.test(text) && !extra.noDegreeNeeded) extra.degreeNeeded = true;
  if (MASTERS_YEAR.test(text)) extra.mastersByDate = true;
  if (DOCTORATES.test(text)) extra.doctorates = true;
  const limit = WORK_LIMIT.exec(text);
  const asked = experienceAsked(text);
  if (limit) {
    const count = (limit[1] ?? "").toLowerCase();
    const number = countOf(count);
    extra.workLimit = /^year/i.test(limit[2] ?? "") ? number * 12 : number;
  } else if (asked.max !== undefined) extra.workLimit = asked.max;
  // The top of a range is a guide: twice it (or a year past it) is too senior for the role.
  else if (asked.around !== undefined) extra.workLimit = Math.max(asked.around * 2, asked.around + 12) - 1;
  if (asked.min !== undefined) extra.workMin = asked.min;
  const sinceMatch = SINCE_GRADUATING.exec(text);
  // "Up to two years' experience since graduating" is a limit, not a requirement.
  const since =
    sinceMatch && !AT_MOST.test(text.slice(Math.max(0, sinceMatch.index - 20), sinceMatch.index))
      ? sinceMatch
      : null;
  const mba = mbaWindow(title, text);
  if (since) {
    // An experienced hire: the years since the first degree are the rule, not a year of study.
    // "3-5 years' post-graduate experience": the least is what the rule asks.
    const lower = /\b(one|two|three|four|five|\d{1,2})\s*(?:-|–|to)\s*$/i.exec(
      text.slice(Math.max(0, since.index - 10), since.index),
    );
    const count = (lower?.[1] ?? since[1] ?? since[2] ?? "").toLowerCase();
    const years = countOf(count);
    extra.graduatedBy = { month: now - years * 12, years };
    windows.splice(0, windows.length, { to: now - years * 12 });
    labels.splice(
      0,
      labels.length,
      `candidates with at least ${years} year${years === 1 ? "" : "s"}' experience since graduating`,
    );
  } else if (mba) {
    extra.mba = mba;
    windows.splice(0, windows.length, mba);
    labels.splice(0, labels.length, "MBA graduates");
  } else if (FINISHED_BY_START.test(text)) {
    // Graduates, and finalists who finish before the (latest) intake starts.
    const start = latestStart(text, year);
    if (explicit) {
      // "Graduating in 2027 … finished by the start": the years named, cut at the start.
      for (const window of windows) window.to = Math.min(window.to ?? start, start);
    } else {
      windows.splice(0, windows.length, { to: start });
      labels.splice(0, labels.length, "those who have finished their degree by the start");
    }
    if (YEAR_OUT.test(text)) extra.yearOut = true;
  } else if (!explicit && ANY_YEAR.test(text) && EXCEPT_FINAL.test(text)) {
    windows.splice(0, windows.length, { from: (year + 1) * 12 });
    labels.splice(0, labels.length, "students in any year but their final year");
  } else if (!explicit && !stated.length && ANY_YEAR.test(open)) {
    windows.splice(0, windows.length, { from: now + 1 });
    labels.splice(0, labels.length, "current students in any year of study");
  }
  if (CURRENT_STUDENT.test(text)) {
    for (const window of windows) window.from = Math.max(window.from ?? -Infinity, now + 1);
  }
  if (!windows.length && !extra.noSponsorship) return undefined;
  const postgraduates = namesPostgraduates(text);
  if (postgraduates && !extra.mba && !extra.graduatedBy) labels.push("Master's and PhD students");
  return {
    windows,
    postgraduates: postgraduates && !extra.mba && !extra.graduatedBy,
    programmeYear: year,
    readIn: now,
    internship,
    label: joinLabels(labels),
    ...extra,
  };
}

const monthIndex = (graduation: Graduation) => graduation.year * 12 + (graduation.month ?? SUMMER) - 1;

/** How a graduation fits the programme: by its date, as a postgraduate it names, or not at all. */
export function stageFit(ask: StageAsk, graduation: Graduation): "date" | "postgraduate" | false {
  const month = monthIndex(graduation);
  if (ask.windows.some((window) => (window.from ?? -Infinity) <= month && month <= (window.to ?? Infinity)))
    return "date";
  // A postgraduate is judged by the year they finish: still studying in the programme's year for an
  // internship, finished by its start for a graduate programme.
  // "Masters students finishing in 2028" names their year; "PhD students at any stage" does not.
  const byDate = ask.mastersByDate && !(graduation.doctorate && ask.doctorates);
  if (ask.postgraduates && graduation.postgraduate && !byDate) {
    // Finished by the latest end the posting names ("completed by September 2027"), else by the year's end.
    const ends = ask.windows.map((window) => window.to);
    const latest = ends.every((end) => end !== undefined) ? Math.max(...(ends as number[])) : undefined;
    const fits = ask.internship
      ? graduation.year >= ask.programmeYear
      : latest !== undefined
        ? month <= latest
        : graduation.year <= ask.programmeYear;
    if (fits) return "postgraduate";
  }
  return false;
}

export const stageFits = (ask: StageAsk, graduation: Graduation) => stageFit(ask, graduation) !== false;

/** "You graduate in 2027", or "you graduated in 2015" for a degree ended before the programme's recruiting season. */
function finishing(graduation: Graduation, ask: StageAsk): string {
  const when = graduation.month
    ? `${MONTHS.split("|")[graduation.month - 1]} ${graduation.year}`
    : `${graduation.year}`;
  // "You finished … in September 2026" when read in November 2026: a date gone by is told as gone.
  const past =
    graduation.year < ask.programmeYear - 1 ||
    (ask.readIn !== undefined && graduation.month !== undefined && monthIndex(graduation) < ask.readIn);
  if (graduation.postgraduate)
    return past
      ? `you finished your postgraduate degree in ${when}`
      : `you finish your postgraduate degree in ${when}`;
  return past ? `you graduated in ${when}` : `you graduate in ${when}`;
}

const SCREENED = "Recruiters screen on this first, so every part counts about a third.";

export type Screen = Eligibility & {
  /** How the CV fits: by its graduation date, as a postgraduate the posting names, or on another rule. */
  fit?: "date" | "postgraduate" | "other";
};

/** Whether the CV is one the programme is open to, as far as both texts say, and how. */
export function screen(
  ask: StageAsk | undefined,
  graduation?: Graduation,
  facts: CandidateFacts = {},
): Screen {
  if (ask?.noSponsorship && facts.needsSponsorship)
    return {
      status: "outside",
      detail: `The posting cannot sponsor a visa, and your CV says you need sponsorship. ${SCREENED}`,
      fit: "other",
    };
  if (ask?.permanentRight && facts.timeLimitedVisa)
    return {
      status: "outside",
      detail: `The role needs a permanent right to work in the UK, and your CV gives a time-limited visa. ${SCREENED}`,
      fit: "other",
    };
  if (ask?.postgraduateOnly && graduation && !graduation.postgraduate && !facts.integratedMasters)
    return {
      status: "outside",
      detail: `The role needs a Master's or a PhD, and your CV's degree is a Bachelor's. ${SCREENED}`,
      fit: "other",
    };
  if (ask?.degreeNeeded && facts.schoolOnly)
    return {
      status: "outside",
      detail: `The programme needs a degree, and your CV lists school qualifications only. ${SCREENED}`,
      fit: "other",
    };
  // Too little work: only when neither the CV's dated jobs nor the time since the degree reach it, so
  // a CV whose jobs were not all read is not set aside.
  if (
    ask?.workMin !== undefined &&
    (facts.workMonths ?? 0) < ask.workMin &&
    (facts.monthsSinceDegree ?? -1) < ask.workMin &&
    !facts.schoolOnly
  )
    return {
      status: "outside",
      detail: `The role asks for at least ${ask.workMin} months of work experience, and your CV shows about ${facts.workMonths ?? 0}. ${SCREENED}`,
      fit: "other",
    };
  if (ask?.workLimit !== undefined && (facts.workMonths ?? 0) > ask.workLimit)
    return {
      status: "outside",
      detail: `The programme takes no more than ${ask.workLimit} months of full-time work since your degree, and your CV shows about ${facts.workMonths}. ${SCREENED}`,
      fit: "other",
    };
  if (!ask?.windows.length)
    return { status: "unknown", detail: "The posting does not say which year of study it is for." };
  if (!graduation) {
    if (ask.noDegreeNeeded)
      return {
        status: "fits",
        detail: "The role does not need a degree: A levels or their equivalent are enough.",
        fit: "other",
      };
    return {
      status: "unknown",
      detail: `The programme is for ${ask.label}; add your graduation year to your degree.`,
    };
  }
  if (ask.mba) {
    const mba = graduation.mba;
    if (!mba)
      return {
        status: "outside",
        detail: `The role is for MBA graduates, and your CV shows no MBA. ${SCREENED}`,
        fit: "other",
      };
    const fits = stageFit({ ...ask, postgraduates: false }, { ...mba, postgraduate: true }) !== false;
    return fits
      ? {
          status: "fits",
          detail: `The role is for MBA graduates, and you finish your MBA in ${mba.year}.`,
          fit: "other",
        }
      : {
          status: "outside",
          detail: `The role is for ${ask.label}, but you finish your MBA in ${mba.year}. ${SCREENED}`,
          fit: "other",
        };
  }
  if (ask.graduatedBy) {
    // Work since graduating counts from the first degree: a part-time Master's does not restart it.
    const first = graduation.first ?? graduation;
    const ended = monthIndex({ ...first, postgraduate: false });
    const years = ask.graduatedBy.years;
    const since = `the role asks for at least ${years} year${years === 1 ? "" : "s"}' experience since graduating`;
    return ended <= ask.graduatedBy.month
      ? { status: "fits", detail: `${capitalise(since)}, and you graduated in ${first.year}.`, fit: "other" }
      : {
          status: "outside",
          detail: `${capitalise(since)}, but you ${ended <= ask.graduatedBy.month + years * 12 ? "graduated" : "graduate"} in ${first.year}. ${SCREENED}`,
          fit: "other",
        };
  }
  const fit = stageFit(ask, graduation);
  if (fit === "date")
    return {
      status: "fits",
      detail: `The programme is for ${ask.label}, and ${finishing(graduation, ask)}.`,
      fit,
    };
  if (fit === "postgraduate")
    return {
      status: "fits",
      detail: `The programme takes Master's and PhD students, and ${finishing(graduation, ask)}.`,
      fit,
    };
  if (ask.yearOut)
    return {
      status: "unknown",
      detail: `The programme is for ${ask.label}, or for students on a year out with their university's approval; say so on your CV if you will be.`,
    };
  return {
    status: "outside",
    detail: `The programme is for ${ask.label}, but ${finishing(graduation, ask)}. ${SCREENED}`,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether the CV's year of study is one the programme is open to, as far as both texts say. */
export function eligibility(
  ask: StageAsk | undefined,
  graduation?: Graduation,
  facts: CandidateFacts = {},
): Eligibility {
  const { status, detail } = screen(ask, graduation, facts);
  return { status, detail };
}

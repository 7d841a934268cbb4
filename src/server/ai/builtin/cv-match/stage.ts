import type { Eligibility } from "../../../../shared/cv-match";

// Who a programme is for, by when they graduate. UK programmes are run for a year of study: a spring
// week for first-years, a summer internship for the penultimate year, a graduate programme for final-
// years and graduates. Postings usually say so ("penultimate-year students graduating in 2027"), and a
// recruiter screens on it before reading anything else. When a posting names only its year of study,
// the programme's own year (the "2026" of "Summer Analyst 2026") turns it into graduation years.

export type StageAsk = {
  /** Graduation years the programme accepts. */
  years: Set<number>;
  /** Candidates who graduated in this year or before also qualify. */
  graduatedBy?: number;
  /** Master's and PhD students qualify whatever year they finish ("or in a Master's or PhD"). */
  postgraduates: boolean;
  label: string;
};

const YEAR = "((?:19|20)\\d\\d)";
const GRADUATING = new RegExp(
  `\\bgraduat(?:ing|e|es)\\s+(?:in|by|between)\\s+(?:summer\\s+)?${YEAR}(?:\\s*(?:or|and|-|–|to)\\s*${YEAR})?`,
  "gi",
);
const GRADUATED = new RegExp(
  `\\bgraduated\\s+(?:in|between)\\s+${YEAR}(?:\\s*(?:or|and|-|–|to)\\s*${YEAR})?`,
  "gi",
);
const ALREADY_GRADUATED =
  /\b(already graduated|recent graduates?|recently graduated|have graduated|completed (your |an |a )?(undergraduate )?degree|graduates? with up to)\b/i;
const POSTGRADUATES = /\b(master['’]?s|MSc|postgraduates?|PhD|doctoral)\b/i;
const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const STARTS = new RegExp(
  `\\b(?:starting|start|starts|from|in|begins)\\s+(?:in\\s+)?(?:(?:${MONTHS})\\s+)?${YEAR}`,
  "i",
);

/** The year the programme runs in: the one its title names, else the one it starts in. */
export function programmeYear(title: string, text: string): number | undefined {
  const year = /\b(20\d\d)\b/.exec(title)?.[1] ?? STARTS.exec(text)?.[1];
  return year ? Number(year) : undefined;
}

type StudyYear = "first" | "penultimate" | "final";

const STUDY_YEARS: Record<StudyYear, { pattern: RegExp; years: (year: number) => number[]; label: string }> =
  {
    penultimate: {
      pattern: /\bpenultimate[- ]year\b/i,
      years: (year) => [year + 1],
      label: "penultimate-year students",
    },
    first: {
      pattern: /\bfirst[- ]year (students|undergraduates)\b|\bin (your|their) first year\b/i,
      // Three- and four-year degrees.
      years: (year) => [year + 2, year + 3],
      label: "first-year students",
    },
    final: { pattern: /\bfinal[- ]year\b/i, years: (year) => [year], label: "final-year students" },
  };

/** The year of study a programme type is for, when its posting does not say. */
const ROLE_TYPE_STUDY_YEAR: Record<string, StudyYear> = {
  spring_week: "first",
  insight_programme: "first",
  summer_internship: "penultimate",
  graduate_programme: "final",
  full_time: "final",
};

export function stageAsk(title: string, text: string, roleType?: string): StageAsk | undefined {
  const year = programmeYear(title, text);
  const years = new Set<number>();
  for (const match of [...text.matchAll(GRADUATING), ...text.matchAll(GRADUATED)]) {
    for (const found of [match[1], match[2]]) if (found) years.add(Number(found));
  }
  const graduatedBy = ALREADY_GRADUATED.test(text) ? (year ?? Math.max(0, ...years)) || undefined : undefined;
  if (years.size || graduatedBy) {
    const sorted = [...years].sort();
    const listed =
      sorted.length > 1 ? `${sorted.slice(0, -1).join(", ")} or ${sorted.at(-1)}` : `${sorted[0] ?? ""}`;
    const students = years.size ? `students graduating in ${listed}` : "";
    const label = graduatedBy ? (students ? `${students}, and graduates` : "graduates") : students;
    return { years, graduatedBy, postgraduates: POSTGRADUATES.test(text), label };
  }
  if (!year) return undefined;
  const stated = (Object.keys(STUDY_YEARS) as StudyYear[]).find((key) => STUDY_YEARS[key].pattern.test(text));
  const study = stated ?? (roleType ? ROLE_TYPE_STUDY_YEAR[roleType] : undefined);
  if (!study) return undefined;
  const { years: toYears, label } = STUDY_YEARS[study];
  // Final-year programmes also take those who have already graduated.
  const finalYearOrGraduated = study === "final" ? year : undefined;
  return {
    years: new Set(toYears(year)),
    graduatedBy: finalYearOrGraduated,
    postgraduates: POSTGRADUATES.test(text),
    label,
  };
}

export function stageFits(ask: StageAsk, graduationYear: number, postgraduate = false): boolean {
  return (
    ask.years.has(graduationYear) ||
    (ask.graduatedBy !== undefined && graduationYear <= ask.graduatedBy) ||
    (ask.postgraduates && postgraduate)
  );
}

/** Whether the CV's year of study is one the programme is open to, as far as both texts say. */
export function eligibility(
  ask: StageAsk | undefined,
  graduationYear?: number,
  postgraduate = false,
): Eligibility {
  if (!ask) return { status: "unknown", detail: "The posting does not say which year of study it is for." };
  if (graduationYear === undefined) {
    return {
      status: "unknown",
      detail: `The programme is for ${ask.label}; add your graduation year to your degree.`,
    };
  }
  return stageFits(ask, graduationYear, postgraduate)
    ? { status: "fits", detail: `The programme is for ${ask.label}, and you graduate in ${graduationYear}.` }
    : {
        status: "outside",
        detail: `The programme is for ${ask.label}, but you graduate in ${graduationYear}. Recruiters screen on this first, so every part counts half.`,
      };
}

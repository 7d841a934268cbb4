import type { CoverLetterInput } from "../../../../shared/cover-letter";
import type { CvFacts } from "./cv-facts";
import { degreeIn, type EducationEntry, inProgress, isDegree, isPostgraduate } from "./education-facts";
import { article, list, ORDINALS, theName, withArticle } from "./english";
import type { Sentence } from "./letter-parts";
import type { Pick } from "./variety";

// The member's studies in a sentence or three, each fact in its place: a grade belongs to the degree it
// was written under, in the tense that degree is in ("I am on track for a First" only for a degree
// still being studied with that grade predicted; "achieving a First" only for one finished with it),
// A-levels are always past, and a second degree is introduced as the earlier one.

const gradePhrase = (label: string) => `${article(label)} ${label}`;

/** "final", "penultimate", "second": where the member is in a degree on `today`. */
function yearOfStudy(entry: EducationEntry, today: string): string | null {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const academicYearEnds = month >= 8 ? year + 1 : year;
  if (entry.endYear === null) return null;
  const left = entry.endYear - academicYearEnds;
  if (left === 0) return "final";
  if (entry.startYear === null) return left === 1 ? "penultimate" : null;
  const n = academicYearEnds - entry.startYear;
  return n >= 1 && n <= ORDINALS.length ? (ORDINALS[n - 1] ?? null) : null;
}

function studying(entry: EducationEntry, today: string, pick: Pick): string {
  const qualification = entry.qualification;
  const at = entry.institution ? ` at ${theName(entry.institution)}` : "";
  // A year the CV only writes short ("2023 – 26") is not put in the letter as "2026".
  const until = entry.endYear && entry.endYearStated ? entry.endYear : null;
  const year = yearOfStudy(entry, today);
  if (!qualification) return `I am a student${at}${until ? `, graduating in ${until}` : ""}.`;
  const options = [
    `I am studying for ${degreeIn(qualification)}${at}${until ? ` and will graduate in ${until}` : ""}.`,
    `I am ${withArticle(qualification)} student${at}${until ? `, due to graduate in ${until}` : ""}.`,
  ];
  if (year)
    options.push(
      `I am in the ${year} year of ${degreeIn(qualification)}${at}${until ? `, graduating in ${until}` : ""}.`,
    );
  return pick(options);
}

function graduated(entry: EducationEntry): string {
  const from = entry.institution ? ` from ${theName(entry.institution)}` : "";
  const when = entry.endYear && entry.endYearStated ? ` in ${entry.endYear}` : "";
  const what = entry.qualification ? ` with ${degreeIn(entry.qualification)}` : "";
  const grade = entry.grade && !entry.grade.predicted ? `, achieving ${gradePhrase(entry.grade.label)}` : "";
  return `I graduated${from}${when}${what}${grade}.`;
}

function earlier(entry: EducationEntry): string {
  const at = entry.institution ? ` at ${theName(entry.institution)}` : "";
  const grade =
    entry.grade && !entry.grade.predicted ? `, where I achieved ${gradePhrase(entry.grade.label)}` : "";
  return `Before that, I studied for ${entry.qualification ? degreeIn(entry.qualification) : "my first degree"}${at}${grade}.`;
}

/** Modules that share words with the posting come first; at most three. */
function modulesFor(modules: string[], posting: string): string[] {
  const text = posting.toLowerCase();
  const relevant = modules.filter((m) =>
    m
      .toLowerCase()
      .split(/\s+/)
      .some((w) => w.length > 4 && text.includes(w)),
  );
  return [...new Set([...relevant, ...modules])].slice(0, 3);
}

export function educationSentences(input: CoverLetterInput, cv: CvFacts, pick: Pick): Sentence[] {
  const { member, today } = input;
  const degrees = cv.education.filter(isDegree);
  const current = degrees.filter((d) => inProgress(d, today));
  const main: EducationEntry | undefined =
    current[0] ?? [...degrees].sort((a, b) => (b.endYear ?? 0) - (a.endYear ?? 0))[0];
  const out: Sentence[] = [];
  if (!main) {
    // No degree in the CV: the profile's university and course, without a grade.
    const course = member.degree?.trim();
    const at = member.university ? ` at ${theName(member.university)}` : "";
    const year = member.graduationYear ? `, graduating in ${member.graduationYear}` : "";
    if (course || at) out.push({ text: `I am studying ${course ?? "for my degree"}${at}${year}.`, rank: 0 });
  } else if (inProgress(main, today)) {
    out.push({ text: studying(main, today, pick), rank: 0 });
  } else {
    out.push({ text: graduated(main), rank: 0 });
    // A graduate's job since: "Since graduating, I have worked as a Store Manager at Halden Books."
    const job = cv.entries.find((e) => e.section === "experience" && e.current && e.role && e.organisation);
    // Only a job begun once the degree ended was done "since graduating".
    const since = job && (job.startYear ?? 0) >= (main.endYear ?? Number.POSITIVE_INFINITY);
    if (job?.role && job.organisation && !current.length && since)
      out.push({
        text: `Since graduating, I have worked as ${withArticle(job.role)} at ${job.organisation}.`,
        rank: 3,
      });
  }
  const before = main
    ? degrees.find(
        (d) =>
          d !== main && !inProgress(d, today) && (d.endYear ?? 0) <= (main.startYear ?? main.endYear ?? 0),
      )
    : undefined;
  if (before && main && isPostgraduate(main)) out.push({ text: earlier(before), rank: 4 });
  const school = cv.education.find((e) => e.aLevels);
  const aLevels = school?.aLevels ?? null;
  if (main?.grade?.predicted && inProgress(main, today)) {
    const grade = gradePhrase(main.grade.label);
    const text = aLevels
      ? pick([
          `I am on track for ${grade}, having achieved ${aLevels}.`,
          `I am predicted ${grade}, and I achieved ${aLevels}.`,
        ])
      : pick([`I am on track for ${grade}.`, `I am predicted ${grade}.`]);
    out.push({ text, rank: 5 });
  } else if (aLevels) out.push({ text: `I achieved ${aLevels}.`, rank: 2 });
  const modules = modulesFor(
    main?.modules.length ? main.modules : (degrees.find((d) => d.modules.length)?.modules ?? []),
    `${input.posting.title} ${input.posting.text}`,
  );
  if (modules.length >= 2)
    out.push({
      text: pick([`My modules include ${list(modules)}.`, `I have taken modules in ${list(modules)}.`]),
      rank: 3,
    });
  if (main?.dissertation && main.dissertation.split(/\s+/).length <= 20)
    out.push({
      text: `My dissertation was titled “${main.dissertation.replace(/[.]$/, "")}”.`,
      rank: 1,
      extra: true,
    });
  return out;
}

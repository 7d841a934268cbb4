import { checkBullet, cleanBullet, startsWithActionVerb } from "../../../../shared/cv-writing";
import { gradesIn } from "../../fact-check";

// What a CV's plain text says about its owner, read the way a recruiter skims it: sections by their
// headings, entries by their header lines (role, organisation, place, dates in any order and with any
// separator), and the bullets under each. The text is often messy (exported from PDF or Word: odd bullet
// signs, lines broken mid-bullet, columns run together with spaces), so every step is forgiving, and
// every string kept is a stretch of the CV's own text, so the letter can quote it.

export type CvSection = "education" | "experience" | "activities" | "skills" | "other";
export type CvEntry = {
  section: CvSection;
  role: string | null;
  organisation: string | null;
  bullets: string[];
};
/** A bullet that opens with an action verb; `strong` when it also carries a number (checkBullet passes). */
export type Achievement = { text: string; entry: CvEntry; order: number; strong: boolean };
export type CvFacts = {
  entries: CvEntry[];
  achievements: Achievement[];
  institution: string | null;
  qualification: string | null;
  /** The degree class as the checker keys it ("2:1", "first"), and whether it is a prediction. */
  degreeGrade: { key: string; predicted: boolean } | null;
  aLevels: string | null;
  /** Up to four modules the education section lists ("Modules: Econometrics, Corporate Finance"). */
  modules: string[];
  /** The last year on the first education line that has one: when the degree ends. */
  educationEndYear: number | null;
};

const BULLET = /^(?:[•·▪◦‣∙●○■□►▸✓✔➢➤→*+\-–—\uf000-\uf0ff]\s*|o\s+|\d{1,2}[.)]\s+)(\S.*)$/u;
const HEADINGS: [CvSection, RegExp][] = [
  ["education", /^(education|academic (background|record|qualifications)|qualifications)$/i],
  [
    "experience",
    /^((work|professional|relevant|industry|employment|finance|internship) )?(experience|employment|history)$/i,
  ],
  [
    "activities",
    /(leadership|responsibility|extra[- ]?curricular|activities|volunteering|societies|projects|achievements|awards)/i,
  ],
  [
    "skills",
    /^(skills|technical skills|languages|interests|certifications|additional information|skills (and|&) interests)$/i,
  ],
];
const ROLE =
  /\b(intern|internship|analyst|associate|assistant|president|vice[- ]president|treasurer|secretary|member|volunteer|officer|representative|manager|tutor|ambassador|head|captain|founder|co-founder|lead|leader|trainee|placement|insight|programme|program|spring week|shadowing|work experience|consultant|researcher|editor|chair|director|coordinator|mentor|cashier|waiter|waitress|barista|supervisor|coach|fellow|apprentice|clerk|adviser|advisor|organiser)\b/i;
const ORG =
  /\b(ltd|limited|llp|plc|inc|capital|partners|bank|group|holdings|securities|society|club|university|college|school|council|trust|fund|foundation|& co)\b/i;
const INSTITUTION = /\b(University|College|School|Institute|Academy|Polytechnic|LSE|UCL|KCL)\b/;
const QUALIFICATION = /^(BSc|BA|BEng|MEng|MSc|MA|MPhil|MFin|MBA|LLB|BBA|PhD|MMath|MChem|MPhys)\b.*$/;
const PLACES = new Set(
  (
    "london,edinburgh,glasgow,manchester,birmingham,leeds,bristol,cardiff,belfast,liverpool,newcastle,nottingham," +
    "sheffield,oxford,cambridge,bath,brighton,reading,southampton,exeter,durham,york,warwick,coventry,leicester," +
    "aberdeen,dublin,paris,frankfurt,new york,hong kong,singapore,dubai,zurich,geneva,luxembourg,remote,hybrid,uk," +
    "united kingdom,england,scotland,wales"
  ).split(","),
);
const DATE_WORD =
  /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(summer|spring|autumn|winter|present|current|ongoing|now|to|until|expected)$|^\d{1,4}$/i;
const SEPARATOR = /\s{2,}|\t|\s*[|•·]\s*|\s[–—-]\s|,\s+|\s+at\s+|\s+@\s+|\s*[()]\s*/;

const isDate = (segment: string) => segment.split(/[\s–—\-/.,'’]+/).every((w) => !w || DATE_WORD.test(w));
const isPlace = (segment: string) => PLACES.has(segment.toLowerCase());

function headingOf(line: string): CvSection | "unknown" | null {
  const text = line.replace(/[:\s]+$/, "");
  if (text.split(/\s+/).length > 5 || /\d/.test(text)) return null;
  for (const [section, pattern] of HEADINGS) if (pattern.test(text)) return section;
  return /^[A-Z][A-Z &/,'-]+$/.test(text) ? "unknown" : null;
}

function makeEntry(group: string[], section: CvSection): CvEntry {
  // "(Corporate & Investment Bank)" qualifies an entry; it is not the employer.
  const segments = group
    .flatMap((line) => line.replace(/\([^)]*\)/g, "  ").split(SEPARATOR))
    .map((s) => s.trim().replace(/[.,;:]+$/, ""))
    .filter((s) => s && !isDate(s) && !isPlace(s) && /^[\p{Lu}\d]/u.test(s));
  const role = segments.find((s) => ROLE.test(s) && !ORG.test(s)) ?? null;
  const others = segments.filter((s) => s !== role);
  const organisation = others.find((s) => ORG.test(s)) ?? others[0] ?? null;
  return { section, role, organisation, bullets: [] };
}

export function readCv(cvText: string | null | undefined): CvFacts {
  const facts: CvFacts = {
    entries: [],
    achievements: [],
    institution: null,
    qualification: null,
    degreeGrade: null,
    aLevels: null,
    modules: [],
    educationEndYear: null,
  };
  const lines = (cvText ?? "")
    .normalize("NFKC")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, " ")
    .split("\n")
    .map((l) => l.replace(/[ \t]+$/, "").replace(/^\s+/, ""));
  let section: CvSection = "other";
  let group: string[] = [];
  let entry = null as CvEntry | null;
  let lastWasBullet = false;
  const education: string[] = [];
  const loose: string[] = [];
  const addBullet = (text: string) => {
    if (group.length || !entry) {
      entry = makeEntry(group, section);
      facts.entries.push(entry);
      group = [];
    }
    entry.bullets.push(cleanBullet(text));
    lastWasBullet = true;
  };
  for (let line of lines) {
    if (!line) continue;
    // "Education: Durham University, BA History" carries its heading inline.
    const inline = /^([A-Za-z][A-Za-z &]{2,30}):\s+(\S.*)$/.exec(line);
    const inlineHeading = inline?.[1] ? headingOf(inline[1]) : null;
    if (inline?.[2] && inlineHeading && inlineHeading !== "unknown") {
      [section, group, entry, lastWasBullet] = [inlineHeading, [], null, false];
      line = inline[2];
    }
    const heading = headingOf(line);
    if (heading) {
      section = heading === "unknown" ? "other" : heading;
      [group, entry, lastWasBullet] = [[], null, false];
      continue;
    }
    if (section === "education") education.push(line);
    else if (section === "other") loose.push(line);
    const bullet = BULLET.exec(line)?.[1];
    const last = entry?.bullets.length ? entry.bullets.length - 1 : -1;
    if (bullet) addBullet(bullet);
    else if (lastWasBullet && entry && last >= 0 && /^[\p{Ll}\d(£$€%&]/u.test(line)) {
      // A bullet the PDF export broke over two lines; a word split by a hyphen is joined again.
      const previous = entry.bullets[last] ?? "";
      entry.bullets[last] = /\p{L}-$/u.test(previous)
        ? `${previous.slice(0, -1)}${line}`
        : `${previous} ${line}`;
    } else if (startsWithActionVerb(line) && checkBullet(line).issues.length === 0) addBullet(line);
    else {
      if (lastWasBullet) [group, entry] = [[], null];
      group.push(line);
      lastWasBullet = false;
    }
  }
  // A CV without an Education heading still names its university somewhere.
  readEducation(education.length ? education : loose, facts);
  let order = 0;
  for (const item of facts.entries) {
    for (const text of item.bullets) {
      const check = checkBullet(text);
      if (
        !startsWithActionVerb(text) ||
        check.issues.includes("too-long") ||
        check.issues.includes("too-short")
      )
        continue;
      facts.achievements.push({ text, entry: item, order: order++, strong: check.issues.length === 0 });
    }
  }
  return facts;
}

function readEducation(lines: string[], facts: CvFacts) {
  for (const line of lines) {
    const segments = line
      .replace(/\s*\((?:hons|honours)\)/i, "")
      .split(SEPARATOR)
      .map((s) => s.trim().replace(/[.,;:]+$/, ""));
    if (!facts.institution) {
      const institution = segments.find(
        (s) => INSTITUTION.test(s) && !BULLET.test(s) && s.split(/\s+/).length <= 8,
      );
      if (institution) {
        facts.institution = institution;
        const years = (line.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
        if (years.length) facts.educationEndYear = Math.max(...years);
      }
    }
    facts.qualification ??= segments.map((s) => QUALIFICATION.exec(s)?.[0] ?? null).find(Boolean) ?? null;
    const modules = /\bmodules?(?: include| studied| taken)?\s*:\s*(.+)$/i.exec(line)?.[1];
    if (modules && !facts.modules.length) {
      facts.modules = modules
        .split(/\s*[,;]\s*/)
        .map((m) => m.trim().replace(/[.]+$/, ""))
        .filter((m) => /^\p{Lu}/u.test(m) && m.split(/\s+/).length <= 5)
        .slice(0, 4);
    }
    for (const key of gradesIn(line)) {
      if (/^(first|2:1|2:2|third)$/.test(key) && !facts.degreeGrade) {
        facts.degreeGrade = {
          key,
          predicted: /predict|expect|on track|projected|anticipat|forecast/i.test(line),
        };
      } else if (/^[A-E*]{3,}$/.test(key) && /a[- ]?level/i.test(line)) facts.aLevels ??= key;
    }
  }
}

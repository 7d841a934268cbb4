import { checkBullet, cleanBullet } from "../../../../shared/cv-writing";
import { dateRanges } from "../cv-match/dates";
import { singleColumn } from "../cv-match/layout";
import { readSkills } from "./cv-skills";
import { type EducationEntry, readEducation } from "./education-facts";
import { isPastForm } from "./english";

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
  /** The dates run to "present", so the work is still going on. */
  current: boolean;
  /** The header's last year, for ordering and for "in 2024". */
  endYear: number | null;
  /** The header's first year: work begun before a degree ended was not done "since graduating". */
  startYear?: number | null;
};
export type Achievement = { text: string; entry: CvEntry; order: number; strong: boolean };
export type CvFacts = {
  /** The name at the top of the CV, as the person writes it. */
  name: string | null;
  entries: CvEntry[];
  achievements: Achievement[];
  education: EducationEntry[];
  /** Tools and techniques from the skills section ("Excel (advanced)", "Python"). */
  skills: string[];
  languages: string[];
  /** The interests line, as written. */
  interests: string | null;
};

const BULLET = /^(?:[•·▪◦‣∙●○■□►▸✓✔➢➤→*+\-–—\uf000-\uf0ff]\s*|o\s+|\d{1,2}[.)]\s+)(\S.*)$/u;
const HEADINGS: [CvSection, RegExp][] = [
  [
    "education",
    /^(education|academic (background|record|qualifications|history)|qualifications|education (and|&) qualifications)$/i,
  ],
  [
    "experience",
    /^((work|professional|relevant|industry|employment|finance|internship|industrial|banking|career|commercial|additional|other|further|previous|part[- ]time) )*(experience|employment|history|placements?|internships?|work|jobs?)$/i,
  ],
  [
    "activities",
    /(leadership|responsibility|extra[- ]?curricular|activities|volunteering|societies|projects|achievements|awards|positions)/i,
  ],
  [
    "skills",
    /^(skills|technical skills|languages|interests|certifications|additional information|other information|skills,? (and|&) interests|skills,? interests (and|&) languages|skills (and|&) languages|hobbies(?: (and|&) interests)?)$/i,
  ],
];
const ROLE =
  /\b(intern|internship|analyst|associate|assistant|president|vice[- ]president|treasurer|secretary|member|volunteer|officer|representative|manager|tutor|ambassador|head|captain|founder|co-founder|lead|leader|trainee|placement|insight|programme|program|spring week|shadowing|work experience|consultant|researcher|editor|chair|director|coordinator|mentor|cashier|waiter|waitress|barista|supervisor|coach|fellow|apprentice|clerk|adviser|advisor|organiser|advisor|specialist|executive|engineer|developer|auditor|accountant|teller|operative|crew|staff|scholar|winner|finalist|porter|server|bartender|receptionist|cleaner|steward|lifeguard|instructor|chef|cook|courier|driver|picker|packer|host|hostess|administrator|processor|controller|planner|trader|underwriter|actuary|broker|banker|strategist|economist|paraplanner|agent|worker|attendant|operator|technician|programmer|designer|writer|journalist|reporter|buyer|merchandiser|invigilator|demonstrator|tester|marshal|caddie|sales assistant|salesperson|associate director|participant|attendee|delegate)\b/i;
const ORG =
  /\b(ltd|limited|llp|plc|inc|capital|partners|bank|group|holdings|securities|society|club|university|college|school|council|trust|fund|foundation|& co|advisory|asset management|investments?|insurance|consulting|restaurant|hotel|cafe|café|store|stores|department)\b/i;
// "Investment Operations Graduate" or "Audit Graduate": a graduate scheme's post, named by its last word.
const ROLE_AT_END = new RegExp(`(?:${ROLE.source}|\\bgraduate)$`, "i");
const ORG_SUFFIX =
  /\b(ltd|limited|llp|plc|inc|& co|partners|capital|group|holdings|securities|society|club|university|college|school|trust|foundation|council|bank)$/i;
const DIVISION =
  /^(?:investment banking|global markets|markets|sales (?:&|and) trading|equities|fixed income|corporate finance|corporate banking|asset management|wealth management|equity research|private equity|audit(?: (?:&|and) assurance)?|assurance|tax|consulting|deal advisory|transaction services|risk|operations|technology|m&a|industrials|consumer(?: (?:&|and) retail)?|healthcare|tmt|financial institutions|fig)$/i;
// "Front of House, Warwick Arts Centre — Part-time": the part of a shop, venue or restaurant the job
// was in, written before the place itself, as a bank's division is.
const WORK_AREA =
  /^(?:front of house|back of house|box office|kitchen|bar|reception|front desk|customer services?|shop floor|tills?|checkouts?|stockroom|warehouse|events|catering|housekeeping|concessions)$/i;
const NOT_EMPLOYER =
  /^(self[- ]employed|freelance|various|independent|private|(?:part[- ]time|full[- ]time|summer|weekend|holiday|temporary)(?: job| work| role)?)$/i;
const PLACES = new Set(
  (
    "london,edinburgh,glasgow,manchester,birmingham,leeds,bristol,cardiff,belfast,liverpool,newcastle,nottingham," +
    "sheffield,oxford,cambridge,bath,brighton,reading,southampton,exeter,durham,york,warwick,coventry,leicester," +
    "aberdeen,dublin,paris,frankfurt,new york,hong kong,singapore,dubai,zurich,geneva,luxembourg,remote,hybrid,uk," +
    "united kingdom,england,scotland,wales,stockport,guildford,kingston upon thames,canary wharf,the city"
  ).split(","),
);
const DATE_WORD =
  /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$|^(summer|spring|autumn|winter|present|current|ongoing|now|to|until|expected|part-time|full-time)$|^\d{1,4}$/i;
const SEPARATOR = /\s{2,}|\t|\s*[|•·▪]\s*|\s[–—-]\s|,\s+|\s+at\s+|\s+@\s+|\s*[()]\s*/;

const LEADING_DATES =
  /^(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}\s*(?:[–—-]|to)\s*(?:(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:(?:19|20)?\d{2}\b)|present|current|now|ongoing)|present|current|now|ongoing|(?:19|20)\d{2})\s+(?=\p{Lu})/iu;
const JOB_LABEL =
  /^(?:part[- ]time|full[- ]time|summer|weekend|holiday|temporary|seasonal|voluntary|other)(?:\s+(?:jobs?|work|roles?|employment|experience))?\s*:\s*/i;
// "Warwick Consulting Society Project Leader", "Manchester University Finance Society member": a
// student society written before the post held in it.
const SOCIETY_THEN_ROLE =
  /^((?:\S+\s+)+?(?:society|club|union|association|council|parliament|committee))\s+(\S.*)$/i;
// "FS Consulting Spring Insight  Corrigan Hale Consulting": a programme and its host, their gap lost.
const PROGRAMME_THEN_ORG =
  /^(.*\b(?:[Ii]nsight|[Pp]rogramme|[Pp]rogram|[Ss]pring [Ww]eek|[Ii]nternship|[Pp]lacement))\s+(\p{Lu}[\p{L}&'’-]*(?:\s+[\p{Lu}&][\p{L}&'’-]*)+)$/u;

// "Member of Exeter Politics Society": a post and the named body it was held in.
const POST_OF_BODY =
  /^(.+?)\s+of\s+((?:the\s+)?\p{Lu}[\p{L}'’&-]*(?:\s+(?:of\s+|and\s+|&\s+)?\p{Lu}[\p{L}'’&-]*)*)$/u;

function splitRoleFromOrganisation(segment: string): string[] {
  const post = POST_OF_BODY.exec(segment);
  if (post?.[1] && post[2] && ROLE_AT_END.test(post[1]) && ORG_SUFFIX.test(post[2]) && !ORG.test(post[1]))
    return [post[1], post[2].replace(/^the\s+/i, "")];
  const society = SOCIETY_THEN_ROLE.exec(segment);
  if (society?.[1] && society[2] && ROLE_AT_END.test(society[2]) && society[2].split(/\s+/).length <= 3)
    return [society[1], society[2]];
  const programme = PROGRAMME_THEN_ORG.exec(segment);
  if (
    programme?.[1] &&
    programme[2] &&
    (ORG_SUFFIX.test(programme[2]) || /\b(?:consulting|advisory)$/i.test(programme[2]))
  )
    return [programme[1], programme[2]];
  return [segment];
}

const STUDY_LABEL =
  /^(?:(?:relevant|key|core|optional|selected|final[- ]year|second[- ]year)\s+)?(?:modules?|coursework|courses?|dissertation|thesis)(?:\s+(?:taken|studied|include[sd]?))?\s*:/i;

const isDate = (segment: string) => segment.split(/[\s–—\-/.,'’]+/).every((w) => !w || DATE_WORD.test(w));
const isPlace = (segment: string) => PLACES.has(segment.toLowerCase());
// A line that is nothing but a date or a range ("2023–24", "Sept 2022 – Jun 2023", "Summer 2024",
// "2021 – present", "(2023)"): a template that sets dates above each entry puts it under the last
// bullet of the entry before, but it is the next entry's, never the end of that bullet.
const dateOnly = (line: string) => {
  const text = line.replace(/^[([]\s*|\s*[)\]]$/g, "").trim();
  return /\b(?:19|20)\d{2}\b|['’]\d{2}\b/.test(text) && isDate(text);
};
// "2023–24": a range whose end is written with two digits ends in 2024, not in 2023. Only a close end
// counts, so a month written as "2024-05" is not read as a year.
function yearsIn(header: string): number[] {
  const years = (header.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number);
  for (const match of header.matchAll(/\b((?:19|20)\d{2})\s*[–—/-]\s*(\d{2})\b(?![-–/]?\d)/g)) {
    const start = Number(match[1]);
    const end = start - (start % 100) + Number(match[2]);
    if (end > start && end - start <= 10) years.push(end);
  }
  return years;
}

// "Experience (most recent first)", "Work experience (selected)": a note in brackets after a heading
// says how the section is ordered or chosen; the heading is still the heading.
// Only words in lower case: "(Selected)" may as well be a name.
const HEADING_NOTE = /\s*\(\p{Ll}[\p{Ll}'’-]*(?:\s+\p{Ll}[\p{Ll}'’-]*){0,4}\)$/u;

function headingOf(line: string): CvSection | "unknown" | null {
  const text = line.replace(/[:\s]+$/, "");
  if (text.split(/\s+/).length > 6 || /\d/.test(text)) return null;
  const named = text.replace(HEADING_NOTE, "");
  for (const [section, pattern] of HEADINGS) if (pattern.test(named)) return section;
  return /^[A-Z][A-Z &/,'-]+$/.test(text) ? "unknown" : null;
}

// "Employer: Calder & Moss Group", "Position: Duty Supervisor", "Dates: Jul 23 - Jul 24": a form's fields,
// one to a line. The label says which part of the header the rest of the line is, whatever it holds.
const FIELD =
  /^(employer|company|organi[sz]ation|firm|business|place of work|position|role|job title|title|post|dates?|period|duration|location)\s*:\s*(\S.*)$/i;
const EMPLOYER_FIELD = /^(?:employer|company|organi[sz]ation|firm|business|place of work)$/i;
const POST_FIELD = /^(?:position|role|job title|title|post)$/i;
// "Duties:" or "Key achievements:" on a line of its own between a header and its bullets labels the
// bullets; it is neither a heading nor a part of the header.
const BULLETS_LABEL =
  /^(?:(?:key|main|principal|selected)\s+)?(?:duties|responsibilities|achievements|accomplishments|tasks|highlights|contributions)(?:\s+(?:and|&)\s+(?:duties|responsibilities|achievements))?(?:\s+included)?\s*:$/i;

function makeEntry(group: string[], section: CvSection): CvEntry {
  const fields = group.map((line) => FIELD.exec(line));
  const lines = group.map((line, index) => fields[index]?.[2] ?? line);
  const header = lines.join("  ");
  // The first cell of a labelled line: "Gateway Assessor (Volunteer)" is the post, "Calder & Moss Group,
  // Nottingham" the employer.
  const field = (label: RegExp) => {
    const value = fields.find((f) => f?.[1] && label.test(f[1]))?.[2];
    const [first] = (value ?? "").split(SEPARATOR).map((s) => s.trim());
    return first && !isDate(first) && !isPlace(first) ? first.replace(/[.,;:]+$/, "") : null;
  };
  // "(Corporate & Investment Bank)" qualifies an entry; it is not the employer.
  const segments = lines
    // "Kirkgate Partners (Equity Research Intern)" puts the post in brackets: then it is a cell of its own.
    .flatMap((line) =>
      line
        .replace(/\(([^)]*)\)/g, (_, inner: string) =>
          ROLE_AT_END.test(inner.trim()) ? `  ${inner}  ` : "  ",
        )
        .split(SEPARATOR),
    )
    // "Barista 2022" (a tab too narrow to split the cells): the role without its dates.
    .map((s) =>
      s
        .trim()
        // "2025 - 2026  President": a template's date column run into the cell beside it.
        .replace(LEADING_DATES, "")
        // "PART-TIME: Waitress": the label says what kind of job it was, not what the post was called.
        .replace(JOB_LABEL, "")
        .replace(
          /(?:^|\s+)(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|(?:spring|summers?|autumn|winter|easter|christmas)\s+)?(?:19|20)\d{2}\b.*$/i,
          "",
        )
        .replace(/[.,;:]+$/, "")
        // "Risk Analyst (Industrial Placement) at Aldergate Bank plc": the bracket cut the line before "at".
        .replace(/^(?:at|with|for)\s+(?=\p{Lu})/u, ""),
    )
    // "Five-a-side football; coaching an under-12s team" is a sentence, not a name.
    .filter(
      (s) =>
        s &&
        !isDate(s) &&
        !isPlace(s) &&
        !/[;:]/.test(s) &&
        /^[\p{Lu}\d]/u.test(s) &&
        s.split(/\s+/).length <= 9,
    )
    .flatMap(splitRoleFromOrganisation);
  // "Investment Banking Summer Analyst" is a role however many firm-like words it holds; "Carrow Bank"
  // or "Grant & Hale LLP" is an organisation.
  const role =
    field(POST_FIELD) ??
    segments.find((s) => ROLE_AT_END.test(s) && !ORG_SUFFIX.test(s) && !NOT_EMPLOYER.test(s)) ??
    segments.find((s) => ROLE.test(s) && !ORG.test(s) && !NOT_EMPLOYER.test(s)) ??
    // "Finance Director of our school company": a post of something, whatever the something is called.
    segments.find((s) => ROLE_AT_END.test(s.split(/\s+of\s+/)[0] ?? "") && /\s+of\s+/.test(s)) ??
    null;
  const others = segments.filter((s) => s !== role && !NOT_EMPLOYER.test(s));
  // "Harlow Miles, London / Spring Insight Week, Investment Banking": the division names no employer.
  // "Summer Analyst, Investment Banking Division": the part of the firm the post sat in, named as such.
  const employers = others.filter(
    (s) =>
      !DIVISION.test(s) &&
      !WORK_AREA.test(s) &&
      !(/\b(?:division|department|desk|team)$/i.test(s) && !ORG_SUFFIX.test(s)),
  );
  // "Personal investment research": a project's title in sentence case, with no word that names a body.
  const titled = (s: string) => ORG.test(s) || !/^\p{Lu}\p{Ll}+(?:\s+\p{Ll}[\p{Ll}-]*)+$/u.test(s);
  // "Summer Analyst, Leveraged Finance" above "HSBC, London": a team's name after the post is where in
  // the firm the post sat, and a name (its words mostly capitalised) on another line is the firm.
  // "Ravensworth Research — Equity Research Intern" names the firm first, and keeps it.
  const team = (s: string) => TEAM.test(s) && !ORG_SUFFIX.test(s);
  const besidePost = (s: string) => Boolean(role && lines.some((l) => l.includes(role) && l.includes(s)));
  const afterPost = (s: string) =>
    Boolean(role && lines.some((l) => l.includes(role) && l.indexOf(s) > l.indexOf(role)));
  const name = (s: string) => {
    const words = s.split(/\s+/).filter((w) => /\p{L}/u.test(w));
    return words.filter((w) => /^[\p{Lu}\d&]/u.test(w)).length * 2 > words.length;
  };
  const [first] = employers;
  const firm =
    first && team(first) && afterPost(first)
      ? employers.find((s) => s !== first && !team(s) && !besidePost(s) && name(s))
      : undefined;
  const organisation =
    employers.find((s) => ORG.test(s)) ??
    firm ??
    employers[0] ??
    others.find((s) => ORG.test(s)) ??
    others[0] ??
    null;
  // "Spring Insight Programmes: Barclays, HSBC, Nomura": several hosts, none of them the employer of
  // what the entry's bullets say.
  const hosts =
    /^[^:]*\b(?:insights?|programmes?|weeks?|events?|days?|shadowing)\b[^:]*:\s*\p{Lu}[^,]*(?:,\s*(?:and\s+)?\p{Lu}[^,]*)+/iu.exec(
      group[0] ?? "",
    );
  const employer =
    field(EMPLOYER_FIELD) ?? (organisation && titled(organisation) && !hosts ? organisation : null);
  const years = yearsIn(header);
  const made: CvEntry = {
    section,
    role,
    organisation: employer,
    bullets: [],
    current: /\b(present|current|now|ongoing)\b/i.test(header),
    endYear: years.length ? Math.max(...years) : null,
    startYear: years.length ? Math.min(...years) : null,
  };
  if (hosts)
    HOSTS.set(
      made,
      hosts[0]
        .slice(hosts[0].indexOf(":") + 1)
        .split(/,\s*(?:and\s+)?|\s+and\s+/)
        .map((name) => name.replace(/\s*\(.*$/, "").trim())
        .filter(Boolean),
    );
  return made;
}

// The hosts an entry lists ("Spring Insight Programmes: Barclays, HSBC, Nomura"), when it lists several.
const HOSTS = new WeakMap<CvEntry, string[]>();

/**
 * A bullet under a list of hosts that says which host it was at ("At Nomura, my team's pitch…") is
 * that host's, not the list's: it gets an entry of its own, the list's post and dates with that host.
 */
function hostsApart(entries: CvEntry[], sameBlock: (from: CvEntry, to: CvEntry) => void): CvEntry[] {
  return entries.flatMap((entry) => {
    const hosts = HOSTS.get(entry);
    if (!hosts || entry.organisation) return [entry];
    const hostOf = (bullet: string) => {
      const opening = /^(?:at|with|during)\s+(.+)$/i.exec(bullet)?.[1]?.toLowerCase() ?? "";
      return hosts.find(
        (host) => opening.startsWith(host.toLowerCase()) && !/^[\p{L}\d]/u.test(opening.slice(host.length)),
      );
    };
    const placed = entry.bullets.filter((b) => hostOf(b));
    if (!placed.length) return [entry];
    entry.bullets = entry.bullets.filter((b) => !hostOf(b));
    const apart = placed.map((b) => ({ ...entry, organisation: hostOf(b) ?? null, bullets: [b] }));
    for (const item of apart) sameBlock(entry, item);
    return [entry, ...apart];
  });
}

// "I built the operating model's cost base from…": a paragraph written in the first person says what was
// done as a bullet does, after "I". Without the "I" it reads as a bullet ("built the operating model's
// cost base…"), so the letter can put it in its own sentence.
function firstPersonOff(line: string): string {
  const verb = /^I\s+([a-z-]+)\b/.exec(line)?.[1];
  return verb && isPastForm(verb) ? line.replace(/^I\s+/, "") : line;
}

// A line without a bullet sign that is still a bullet: a sentence of what the person did, opening with a
// verb in the past ("Reconciled 200 invoices a week…"), not a header with columns, bars or dates.
function unmarkedBullet(line: string): boolean {
  const first = /^[A-Za-z-]+/.exec(firstPersonOff(line))?.[0] ?? "";
  if (
    !(isPastForm(first) || /^[A-Z][a-z]{3,}ing$/.test(first)) ||
    // A dash before a year or "present" is a header's dates; "children aged 6–11" is no date.
    /\s{2,}|\t|\s\|\s|[–—]\s*(?:present|now)/i.test(line) ||
    dateRanges(line).length > 0
  )
    return false;
  // "Teaching Assistant, Department of Statistics" opens with an "-ing" word but is a role's header.
  const [firstSegment = ""] = line.split(/,\s+|\s[–—-]\s/);
  if (ROLE_AT_END.test(firstSegment) && firstSegment.split(/\s+/).length <= 5) return false;
  return line.split(/\s+/).length >= 6 && !/(?:19|20)\d{2}\s*$/.test(line);
}

/**
 * A sentence of description under a dated header that names a post ("Pull pints and serve food on busy
 * Friday and Saturday"): the present tense of a current job opens with a verb no list holds, so it is
 * known by its shape, a long line of mostly lower-case words with no dates. Kept as the post's bullet,
 * it cannot be taken for the next employer's header.
 */
function describesEntry(group: string[], line: string): boolean {
  if (!group.some((l) => dateRanges(l).length > 0) || dateRanges(line).length) return false;
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length >= 7 && lower >= words.length * 0.6 && !/\s{2,}|\t|\s\|\s/.test(line);
}

/** A bulleted line that is an entry's header: dated, naming a post and its employer, not opening with a verb. */
function headerInBullet(text: string, section: CvSection): boolean {
  if (section !== "experience" && section !== "activities") return false;
  const first = /^[A-Za-z-]+/.exec(text)?.[0] ?? "";
  if (isPastForm(first) || /^[A-Z][a-z]{3,}ing$/.test(first) || !/\b(?:19|20)\d{2}\b/.test(text))
    return false;
  const made = makeEntry([text], section);
  return Boolean(made.role && made.organisation);
}

function nameOf(lines: string[]): string | null {
  const first = lines.find((l) => l.trim())?.trim() ?? "";
  const heading = headingOf(first);
  if (!/^[\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){1,3}$/u.test(first) || (heading !== null && heading !== "unknown"))
    return null;
  // "AISHA RAHMAN" is written "Aisha Rahman" in a letter.
  return first === first.toUpperCase()
    ? first
        .toLowerCase()
        .replace(
          /(^|[\s'’-])(\p{L})/gu,
          (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
        )
    : first;
}

// "Education        Oct 2023 – Jun 2027": a template that sets section names in a left margin puts the
// heading on the same line as the first entry's first line. Read apart, the dates belong to the entry
// below the heading; read together, the heading is missed and the dates go to the wrong entry.
function marginHeading(line: string): string[] {
  const match = /^\s*([A-Za-z][A-Za-z &/,'-]{2,40}?)(?:\s{3,}|\t+|\s*\|\s*)(\S.*)$/.exec(line);
  const heading = match?.[1] ? headingOf(match[1]) : null;
  return match?.[2] && heading && heading !== "unknown" ? [match[1] ?? "", match[2]] : [line];
}

// "Boston, MA" is a place: Massachusetts, not a Master of Arts.
const DEGREE_LINE = /\b(BSc|BA|BEng|MEng|MSc|MSci|(?<!,\s)MA|MMath|LLB|PhD|A[- ]levels?)\b/;

// What a PDF repeats at a page break: the page number, the owner's name (with "CV" or "Curriculum
// Vitae"), "continued". It belongs to no entry, so it must neither become an employer nor end the
// bullet the break cut in two.
const PAGE_NUMBER = /^(?:page\s*)?\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?$/i;
const CONTINUED = /^\(?(?:continued|cont(?:inued|'d|\.)?)\)?$/i;
function pageFurniture(line: string, name: string | null): boolean {
  if (PAGE_NUMBER.test(line) || CONTINUED.test(line)) return true;
  if (!name) return false;
  const rest = line
    .toLowerCase()
    .replace(name.toLowerCase(), "")
    .replace(/\b(?:curriculum vitae|cv|r[ée]sum[ée]|page\s*\d+(?:\s*(?:of|\/)\s*\d+)?)\b/g, "")
    .replace(/[\s|–—:,-]+/g, "");
  return line.toLowerCase().includes(name.toLowerCase()) && rest === "";
}
// "Aug 2024 | • Produced daily VaR": the end of a date range set in a left-hand column, on the line of the
// entry's first bullet. Read as one line, the bullet is lost; the dates go with the header above.
function dateCellThenBullet(line: string): string[] {
  const cells = /^([^|]*\S[^|]*?)\s*\|\s*(\S.*)$/.exec(line);
  return cells?.[1] && cells[2] && isDate(cells[1].trim()) && BULLET.test(cells[2])
    ? [cells[1], cells[2]]
    : [line];
}

// "Ten weeks", "Weekends", "(6 months)": how long or when, written in a left-hand date column under the
// dates. It dates nothing and names nothing, so the text beside it is read as if it stood alone.
const DURATION_NOTE =
  /^\(?(?:(?:\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|a few)\s+(?:weeks?|months?|days?|years?)|(?:weekends?|evenings?|part[- ]time|full[- ]time|term[- ]time)(?:\s+only)?)\)?$/i;
// "Jun 2023 –" beside the post and "Aug 2023" beside the employer: a left-hand date column that breaks
// one range over two lines. The range is put back together beside the first line, so the second line
// (the employer) is not read as a dated entry of its own.
function marginColumn(lines: string[]): string[] {
  const cells = (line: string) => /^([^|]*\S)\s*\|\s*(\S.*)$/.exec(line);
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const here = cells(line);
    const left = here?.[1]?.trim() ?? "";
    if (here?.[2] && DURATION_NOTE.test(left)) {
      out.push(here[2]);
      continue;
    }
    const below = cells(lines[index + 1] ?? "");
    const end = below?.[1]?.trim() ?? "";
    if (
      here?.[2] &&
      below?.[2] &&
      /[–—-]$/.test(left) &&
      isDate(left) &&
      YEAR.test(left) &&
      isDate(end) &&
      (YEAR.test(end) || /^(?:present|current|now|ongoing)$/i.test(end))
    ) {
      out.push(`${left} ${end} | ${here[2]}`, below[2]);
      index++;
      continue;
    }
    out.push(line);
  }
  return out;
}

// What a team or department is called ("Portfolio Analytics", "Fund Accounting", "Global Markets"):
// written beside a post under an employer, it says where in the firm the post was, not who employed.
const TEAM =
  /\b(?:team|desk|department|division|unit|function|analytics|accounting|operations|research|strategy|finance|risk|compliance|treasury|marketing|sales|trading|audit|tax|technology|engineering|data|legal|product|reporting|valuations?|lending|credit|equities|markets|solutions|services|support|planning|control|governance|assurance|coverage|origination|structuring)$/i;

const YEAR = /\b(?:19|20)\d{2}\b/;

/**
 * "Warwick Finance Society – Treasurer (2023): ran a course with 210 sign-ups": an entry's header and
 * what was done in it on one line, after a colon, a semicolon, a dash before a verb, or the full stop
 * ending a dated header. Read apart, the header is the entry and the rest its bullet; read whole, the
 * line is neither. Only where the part before reads as a header that names who it was with.
 */
function headerThenDescription(line: string, section: CvSection): [string, string] | null {
  if (section !== "experience" && section !== "activities" && section !== "other") return null;
  if (BULLET.test(line)) return null;
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  // "present" after a dash is the end of the dates, not a verb; "marketing team" names no doing.
  const verb = (text: string) => {
    const first = /^[A-Za-z-]+/.exec(text)?.[0] ?? "";
    return (
      !DATE_WORD.test(first) && (isPastForm(first) || /^[a-z]{3,}ing\s+(?:a|an|the|my|our|\d)/.test(text))
    );
  };
  // After a colon or semicolon, something done ("ran a debate", "publish a weekly note to 300
  // readers"), not more of a list ("Mentor, outreach school; table tennis; jazz piano").
  const colon = /^(.{3,90}?)\s*[:;]\s+(\p{Ll}.*)$/u.exec(line);
  const dashes = [...line.matchAll(/\s+[–—-]\s+(?=\p{Ll})/gu)].map((m) => [
    line.slice(0, m.index),
    line.slice((m.index ?? 0) + m[0].length),
  ]);
  const stop = /^(.{3,90}?\b(?:19|20)\d{2}\b[^.:;]{0,20}?)\.\s+(\p{Lu}.*)$/u.exec(line);
  const split =
    (colon?.[1] && colon[2] && (verb(colon[2]) || /\d/.test(colon[2])) ? [colon[1], colon[2]] : null) ??
    dashes.find(([, after = ""]) => verb(after)) ??
    (stop?.[1] && stop[2] ? [stop[1], stop[2]] : null);
  const [header = "", rest = ""] = split ?? [];
  if (!split || words(rest) < 3 || words(header) > 12 || verb(header)) return null;
  // "Modules: …" or a degree's line is study, not a post.
  if (STUDY_LABEL.test(`${header}:`) || DEGREE_LINE.test(header) || dateRanges(rest).length) return null;
  const made = makeEntry([header], section);
  if (!made.organisation) return null;
  // A capitalised sentence after a full stop is a description only under a whole, dated header.
  if (/^\p{Lu}/u.test(rest)) return made.role ? [header, rest] : null;
  return made.role || ORG.test(header) || YEAR.test(header) ? [header, rest] : null;
}

/** A line describing the employer named on the line above, set before the employer's dated post. */
function aboutEmployer(employerLine: string, line: string, next: string, section: CvSection): boolean {
  if (YEAR.test(employerLine) || !YEAR.test(next) || BULLET.test(line)) return false;
  const above = makeEntry([employerLine], section);
  if (above.role || !above.organisation) return false;
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length >= 5 && lower >= words.length * 0.5 && !/\s{2,}|\t|\s[|·•]\s/.test(line);
}

// "Jul 2023<tab>Halden Wardell<tab>Audit Work Experience Week": a Word table exported with a tab between
// cells. A tab that reaches its stop after a space or two still ends a cell, so it is widened by a
// whole stop; otherwise the employer and the post run together as one name.
function tabsAsCells(line: string): string {
  if (!line.includes("\t")) return line;
  let out = "";
  for (const char of line) {
    const width = 8 - (out.length % 8);
    out += char === "\t" ? " ".repeat(width < 3 && out.trim() ? width + 8 : width) : char;
  }
  return out;
}

// "Dates | Employer | Role and responsibilities": a table's first row names its columns. It is no
// entry, and read as one its words become an employer.
const COLUMN_LABEL =
  /^(?:dates?|period|years?|employer|company|organi[sz]ation|institution|establishment|school|university|role|roles and responsibilities|role and responsibilities|position|post|job title|title|qualifications?|results?|grades?|subjects?|location|responsibilities|details|description)$/i;
const columnLabels = (line: string) => {
  const cells = line.split(/\s*\|\s*/).filter(Boolean);
  return cells.length >= 2 && cells.every((c) => COLUMN_LABEL.test(c.trim()));
};

export function readCv(cvText: string | null | undefined): CvFacts {
  // The CV match's layout reader: cells of a table as "a | b", two columns one after the other.
  const split = singleColumn((cvText ?? "").normalize("NFKC").split("\n").map(tabsAsCells).join("\n"))
    .split("\n")
    .filter((l) => !columnLabels(l))
    .flatMap(marginHeading);
  const lines = marginColumn(split)
    .flatMap(dateCellThenBullet)
    .map((l) => l.trim());
  const facts: CvFacts = {
    name: nameOf(lines),
    entries: [],
    achievements: [],
    education: [],
    skills: [],
    languages: [],
    interests: null,
  };
  let section: CvSection = "other";
  let group: string[] = [];
  let entry = null as CvEntry | null;
  let lastWasBullet = false;
  let skillsLabel: string | null = null;
  // Which heading each entry sits under: "Projects" and "Societies" are both activities, but apart.
  let block = 0;
  const blockOf = new Map<CvEntry, number>();
  const education: string[] = [];
  const skills: string[] = [];
  const loose: string[] = [];
  // The employer on a line of its own above a post ("Severnside Capital Partners, Bristol" above
  // "Associate, Portfolio Analytics  2024 – Present"): a later post under it, dated and naming only a
  // team beside the post ("Graduate Analyst, Portfolio Analytics  2023 – 2024"), was held there too.
  let employerOpen: string | null = null;
  const entryOf = (header: string[], within: CvSection) => {
    const made = makeEntry(header, within);
    // "Spring Week, Global Markets" above "Apr 2023": the dates on a line of their own are still the
    // post's header line, so the post is read as if they stood beside it.
    const named = header.filter((l) => !dateOnly(l));
    const only = named.length === 1 ? header.join("  ") : undefined;
    if (
      employerOpen &&
      only &&
      made.role &&
      YEAR.test(only) &&
      (!made.organisation || (TEAM.test(made.organisation) && !ORG_SUFFIX.test(made.organisation)))
    ) {
      made.organisation = employerOpen;
      return made;
    }
    // "Rotation 1: Reinsurance Accounting (Sept 2023 – Feb 2024)": a dated stage of the same post, naming
    // neither a post nor an employer, under the employer's line.
    if (employerOpen && only && YEAR.test(only) && !made.role && !made.organisation) {
      made.organisation = employerOpen;
      return made;
    }
    const first = header.length > 1 && header[0] ? makeEntry([header[0]], within) : null;
    // "Larchfield Water — Graduate Programme" names the scheme, not one post: the stages below are its.
    const scheme = (role: string | null) => !role || /\b(?:programme|program|scheme)$/i.test(role);
    employerOpen =
      first && scheme(first.role) && first.organisation && first.organisation === made.organisation
        ? made.organisation
        : null;
    return made;
  };
  // An entry with no bullets ("Part-time tutor, self-employed, 2025 - present") still counts.
  const flushGroup = () => {
    // A degree line that a two-column export put under Experience is not a job.
    if (
      group.length &&
      (section === "experience" || section === "activities") &&
      !group.some((l) => DEGREE_LINE.test(l))
    ) {
      const made = entryOf(group, section);
      if (made.role || made.organisation) {
        facts.entries.push(made);
        blockOf.set(made, block);
      }
    }
    group = [];
  };
  const addBullet = (text: string) => {
    if (group.length || !entry) {
      // Bullets under a degree (modules, grades) are not achievements at work, whatever the heading.
      entry = entryOf(group, group.some((l) => DEGREE_LINE.test(l)) ? "education" : section);
      facts.entries.push(entry);
      blockOf.set(entry, block);
      group = [];
    }
    entry.bullets.push(cleanBullet(text));
    lastWasBullet = true;
  };
  let seenName = false;
  let besideSidebar = false;
  for (let [index, line] of lines.entries()) {
    if (!line) continue;
    // The name at the top is the header; the same name further down is a page break's furniture.
    if (pageFurniture(line, facts.name) && (seenName || PAGE_NUMBER.test(line) || CONTINUED.test(line)))
      continue;
    if (facts.name && line.toLowerCase().includes(facts.name.toLowerCase())) seenName = true;
    // "Education: Durham University, BA History" carries its heading inline.
    const inline = /^([A-Za-z][A-Za-z &]{2,30}):\s+(\S.*)$/.exec(line);
    const inlineHeading = inline?.[1] ? headingOf(inline[1]) : null;
    if (inline?.[2] && inlineHeading && inlineHeading !== "unknown") {
      flushGroup();
      [section, group, entry, lastWasBullet] = [inlineHeading, [], null, false];
      block++;
      // "Skills: Excel, PowerPoint" is read whole, label and all, as the skills section reads a line.
      if (inlineHeading === "skills") {
        skills.push(line);
        continue;
      }
      line = inline[2];
    }
    if (
      BULLETS_LABEL.test(line) &&
      group.length > 0 &&
      (section === "experience" || section === "activities" || section === "other")
    )
      continue;
    // Beside a sidebar: a line between two of the entry's bullets is the sidebar's ("Excel & VBA");
    // anything else ends the sidebar's run and is read as usual.
    if (besideSidebar && !BULLET.test(line)) {
      const after = lines.slice(index + 1).find(Boolean) ?? "";
      if (BULLET.test(after) && !YEAR.test(line)) {
        skills.push(skillsLabel ? `${skillsLabel}: ${line}` : line);
        continue;
      }
      besideSidebar = false;
    }
    const heading = headingOf(line);
    // "BRIGHTON & HOVE CITY MISSION" above "Money Mentor | 2023 – 2024": an employer set in capitals
    // heads an entry, not a section, when the line under it is a dated post.
    const next = lines.slice(index + 1).find(Boolean) ?? "";
    const employerInCapitals =
      heading === "unknown" &&
      (section === "experience" || section === "activities") &&
      dateRanges(next).length > 0 &&
      ROLE.test(next);
    // "Pendry Group / Analyst | Jun – Aug 2024 / SKILLS / • Built a storage model / Excel & VBA": a
    // two-column page read row by row puts a sidebar's heading between a dated post and its first
    // bullet. A bullet saying what was done is no skill: the post keeps its bullets, the sidebar its lines.
    const doneBullet = /^[A-Za-z-]+/.exec(BULLET.exec(next)?.[1] ?? "")?.[0] ?? "";
    if (
      heading === "skills" &&
      (section === "experience" || section === "activities") &&
      group.some((l) => YEAR.test(l)) &&
      isPastForm(doneBullet)
    ) {
      besideSidebar = true;
      skillsLabel = /\b(interests|hobbies|languages|certifications)\b/i.exec(line)?.[1] ?? null;
      continue;
    }
    if (heading && !employerInCapitals) {
      flushGroup();
      section = heading === "unknown" ? "other" : heading;
      // "INTERESTS" or "LANGUAGES" heads a part of the skills section: its lines are read with that
      // label, so chess under Interests is never a tool the member "works with".
      skillsLabel =
        heading === "skills"
          ? (/\b(interests|hobbies|languages|certifications)\b/i.exec(line)?.[1] ?? null)
          : null;
      if (skillsLabel && /skills/i.test(line)) skillsLabel = null;
      block++;
      [group, entry, lastWasBullet, employerOpen] = [[], null, false, null];
      continue;
    }
    if (section === "education") education.push(line);
    else if (section === "skills") {
      skills.push(skillsLabel && !/^[A-Za-z &/]{2,40}:/.test(line) ? `${skillsLabel}: ${line}` : line);
      continue;
    } else if (section === "other") loose.push(line);
    // "Modules taken: …" or "Dissertation: …" set among jobs describes a degree; it is no employer.
    if ((section === "experience" || section === "activities") && STUDY_LABEL.test(line)) {
      if (lastWasBullet) [group, entry, lastWasBullet] = [[], null, false];
      continue;
    }
    // "Oxford Union – Committee (2023); ran a debate…": the header goes on as a header, the rest as its bullet.
    const described = headerThenDescription(line, section);
    if (described) line = described[0];
    const bullet = described ? undefined : BULLET.exec(line)?.[1];
    const last = entry?.bullets.length ? entry.bullets.length - 1 : -1;
    if (bullet && headerInBullet(bullet, section)) {
      // "* Taff Street Capital (Corporate Finance Intern), Cardiff — Jul 2024 – Sep 2024" above bullets
      // of its own: the list's top level holds the entries, the indented level their bullets.
      flushGroup();
      [group, entry, lastWasBullet] = [[bullet], null, false];
    } else if (bullet) addBullet(bullet);
    // A line of dates ("2023 - 2025", "2023–24") opens the next entry, set above its title: it carries on nothing.
    else if (
      !described &&
      lastWasBullet &&
      entry &&
      last >= 0 &&
      /^[\p{Ll}\d(£$€%&]/u.test(line) &&
      !dateRanges(line).length &&
      !dateOnly(line)
    ) {
      // A bullet the PDF export broke over two lines; a word split by a hyphen is joined again.
      const previous = entry.bullets[last] ?? "";
      entry.bullets[last] = /\p{L}-$/u.test(previous)
        ? `${previous.slice(0, -1)}${line}`
        : `${previous} ${line}`;
    } else if (
      !described &&
      lastWasBullet &&
      entry &&
      last >= 0 &&
      // "Tesco Extra, Eastville" above "Customer Assistant  2022 – present": the employer of the post below.
      !(dateRanges(next).length > 0 && ROLE.test(next) && !BULLET.test(next)) &&
      /[\p{L}\d,]$/u.test(entry.bullets[last] ?? "") &&
      line.split(/\s+/).length <= 3 &&
      !FIELD.test(line) &&
      !/\b(?:19|20)\d{2}\b/.test(line) &&
      !dateOnly(line) &&
      // "SOUTHDOWN LETTINGS, Hove": an employer and its town open the next entry.
      !/^\p{Lu}{3,}\b/u.test(line) &&
      !isPlace(line.split(/,\s*/).at(-1) ?? "") &&
      !ROLE.test(line) &&
      !ORG.test(line)
    ) {
      // "…using vectorised" then "NumPy": a bullet broken before a name goes on with a capital.
      entry.bullets[last] = `${entry.bullets[last]} ${line}`;
    } else if (
      (!described && unmarkedBullet(line)) ||
      (!described && (section === "experience" || section === "activities") && describesEntry(group, line))
    )
      addBullet(firstPersonOff(line));
    else {
      if (lastWasBullet) [group, entry] = [[], null];
      // Two dated header lines in a row are two entries, the first without bullets.
      const dated = (l: string) => /\b(?:19|20)\d{2}\b/.test(l) && (ROLE.test(l) || ORG.test(l));
      // A header that names both a role and an employer is a whole entry; a second one straight after
      // it ("Spring Week, Ashcombe Lyle" above "Finance Assistant, Tillbrook Ltd") starts another,
      // dated or not, so the first role is never put with the second employer.
      const whole = (l: string[]) => {
        const made = makeEntry(l, section);
        return Boolean(made.role && made.organisation);
      };
      // Two posts on lines of their own ("Member of the X club" above "Volunteer at a charity shop"), or
      // a line naming one society under a line naming another, are two entries too.
      const post = (l: string[]) => makeEntry(l, section);
      // "Steward at a music festival" names its place in lower case: the line is a whole entry.
      const placed = /\s(?:at|with|for)\s+(?:a|an|the|my)\s+\p{Ll}/u.test(group.at(-1) ?? "");
      const two = (a: CvEntry, b: CvEntry) =>
        (a.role && b.role) ||
        (a.role && placed && b.organisation) ||
        (a.organisation &&
          b.organisation &&
          b.role &&
          a.organisation !== b.organisation &&
          ORG_SUFFIX.test(a.organisation) &&
          ORG_SUFFIX.test(b.organisation));
      // "Top 25 UK audit and advisory practice, 900 staff" between an employer's line and its dated
      // post: what the firm is, said in words mostly in lower case. It names neither post nor employer.
      if (group.length === 1 && !YEAR.test(line) && aboutEmployer(group[0] ?? "", line, next, section)) {
        lastWasBullet = false;
        continue;
      }
      // A form names one employer to an entry: a second "Employer:" line starts the next.
      const employerField = (l: string) => EMPLOYER_FIELD.test(FIELD.exec(l)?.[1] ?? "");
      if (
        (employerField(line) && group.some(employerField)) ||
        (dated(line) && group.some(dated)) ||
        (group.length && whole(group) && whole([line])) ||
        (group.length && !group.some(dated) && two(post(group), post([line])))
      )
        flushGroup();
      group.push(line);
      lastWasBullet = false;
    }
    if (described) addBullet(described[1]);
  }
  flushGroup();
  facts.entries = hostsApart(facts.entries, (from, to) => blockOf.set(to, blockOf.get(from) ?? block));
  // A CV without an Education heading still names its university somewhere.
  facts.education = readEducation(education.length ? education : loose.slice(0, 40));
  // The education heading sat in another column, or there was none: look for it anywhere.
  if (!facts.education.some((e) => e.qualification)) {
    const anywhere = readEducation(lines.filter(Boolean));
    if (anywhere.some((e) => e.qualification)) facts.education = anywhere;
  }
  Object.assign(facts, readSkills(skills));
  let order = 0;
  // Bullets with no header above them, in a section whose other entries have one, cannot be placed:
  // a result under a heading of its own may belong to the job before it or the one after. They are
  // left out rather than put in a sentence where they would read as the neighbouring entry's. A list
  // of projects or prizes with no headers at all is the member's own and stays.
  const headed = (item: CvEntry) =>
    facts.entries.some(
      (e) => blockOf.get(e) === blockOf.get(item) && e.section === item.section && (e.role || e.organisation),
    );
  for (const item of facts.entries) {
    if (item.section === "education" || item.section === "skills") continue;
    if (!item.role && !item.organisation && (item.section === "experience" || headed(item))) continue;
    for (const text of item.bullets) {
      const check = checkBullet(text);
      if (check.issues.includes("too-short")) continue;
      facts.achievements.push({
        text,
        entry: item,
        order: order++,
        strong: !check.issues.includes("no-number"),
      });
    }
  }
  return facts;
}

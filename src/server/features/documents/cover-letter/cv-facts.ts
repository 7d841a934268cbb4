import { checkBullet, cleanBullet } from "../../../../shared/cv-writing";
import { dateRanges, entryDates, monthIndex } from "../cv-match/dates";
import { singleColumn } from "../cv-match/layout";
import {
  DIVISION,
  employerAndUniversity,
  JOB_LABEL,
  LEADING_DATES,
  LEADING_NUMERIC_DATES,
  LEADING_SHORT_DATES,
  NOT_EMPLOYER,
  ORG,
  ORG_SUFFIX,
  ROLE,
  ROLE_AT_END,
  SEPARATOR,
  splitRoleFromOrganisation,
  TEAM,
  teamName,
  WORK_AREA,
} from "./cv-headers";
import {
  BULLET,
  CONTACT_LINE,
  CONTINUED,
  columnLabels,
  DATE_WORD,
  dateCellThenBullet,
  dateOnly,
  isDate,
  isPlace,
  letterSpaced,
  locationLine,
  marginColumn,
  PAGE_NUMBER,
  pageFurniture,
  rowThenDuties,
  runTogether,
  SPAN_NOTE,
  smallCaps,
  TENURE,
  tabsAsCells,
  YEAR,
  yearsIn,
} from "./cv-lines";
import { readSkills } from "./cv-skills";
import { type EducationEntry, readEducation } from "./education-facts";
import { isPastForm, unshouted } from "./english";
import { TOOL, unitOnly } from "./organisation-words";

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

const SET_ASIDE =
  /^(?:publications?|conferences?(?: (?:and|&) (?:talks|presentations|posters))?|talks(?: (?:and|&) (?:presentations|posters))?|presentations|posters|patents|references|referees)$/i;

const HEADINGS: [CvSection, RegExp][] = [
  [
    "education",
    /^((?:previous|earlier|further|secondary|school|other) )?(education|academic (background|record|qualifications|history)|qualifications|education (and|&) (?:qualifications|training|certifications))$/i,
  ],
  [
    "experience",
    // "Experience during University", "Gap Year": work done while studying, or in a year out. "Work and
    // study": an apprentice's job and the degree taken with it, the job's posts under it.
    /^((work|professional|relevant|industry|employment|finance|internship|industrial|banking|career|commercial|additional|other|further|previous|earlier|recent|selected|wider|part[- ]time|nhs|clinical|military|nursing|teaching|healthcare|retail|hospitality) )*(experience|employment|history|placements?|internships?|work|jobs?)(?: (?:during|at|while at|alongside) (?:university|uni|college|school|studies|study|my degree))?$|^gap year$|^(?:work|employment) (?:and|&) (?:study|studies|education|training)$/i,
  ],
  [
    "activities",
    /(leadership|responsibility|extra[- ]?curricular|activities|volunteering|volunteer (?:experience|work)|societies|projects|achievements|awards|positions)/i,
  ],
  // "Conferences and talks", "Publications", "Referees": what the member said or wrote, or who speaks for
  // them. Nothing under them is work done at an entry: the reader sets their lines aside.
  ["other", SET_ASIDE],
  [
    "skills",
    /^(skills|technical skills|(?:key|core|transferable|personal) skills|languages|professional development|professional certifications|professional qualifications|interests|certifications|additional information|other information|skills,? (and|&) interests|skills,? interests (and|&) languages|skills (and|&) languages|hobbies(?: (and|&) interests)?)$/i,
  ],
];

const STUDY_LABEL =
  /^(?:(?:relevant|key|core|optional|selected|final[- ]year|second[- ]year)\s+)?(?:modules?|coursework|courses?|dissertation|thesis)(?:\s+(?:taken|studied|include[sd]?))?\s*:/i;

// "Experience (most recent first)", "Work experience (selected)": a note in brackets after a heading
// says how the section is ordered or chosen; the heading is still the heading.
// Only words in lower case: "(Selected)" may as well be a name.
// "(in date order, oldest first)": a comma may set two notes apart.
const HEADING_NOTE = /\s*\(\p{Ll}[\p{Ll}'’-]*(?:,?\s+\p{Ll}[\p{Ll}'’-]*){0,6}\)$/u;

const SUMMARY_HEADING =
  /^(?:(?:professional|personal|career)\s+)?(?:summary|profile|statement|objective)$|^about me$/i;

// "Gap Year (2020 – 2021)": the years a section covers, in brackets after its name.
const HEADING_YEARS = /\s*\((?:19|20)\d{2}\s*[–—-]\s*(?:(?:19|20)?\d{2}|present)\)$/i;

const TABLE_LABEL =
  /^(?:employer|company|organi[sz]ation|role|position|job title|title|dates?|period|duration|responsibilities|duties|location|institution|qualification|result|grade|subject|what i did)$/i;

// Words a team's name is made of before "Services" or "Solutions" ("Accounts and Business Services").
const TRADE_WORD =
  /^(?:and|&|of|the|accounts?|accounting|business|client|clients|customer|customers|investor|investors|fund|funds|financial|corporate|shared|professional|advisory|technology|data|operations|wealth|private|retail|commercial|transaction|treasury|tax|audit|risk|digital|people|hr|it|payroll|property|legal|trust|banking|markets)$/i;

// The kinds of work a job's bullets may be grouped under ("Deal work", "Team", "Client work").
const WORK_KIND =
  /^(?:deal work|deals|execution|origination|team|people|client work|clients|modelling|analysis|projects?|training|management|other|highlights|key work|coverage)$/i;

const UNIVERSITY_INITIALS =
  /^(?:UCL|LSE|KCL|SOAS|LBS|QMUL|UEA|UWE|UCD|TCD|NUS|HKU|INSEAD|HEC|ESCP|ESSEC|MIT)$/;

function headingOf(line: string): CvSection | "unknown" | null {
  const bare = line.replace(/[:\s]+$/, "");
  const dated = bare.replace(HEADING_YEARS, "");
  // Only a known heading, whole, may carry its years: "Head of Volunteering (2022 – 2023)" or a name in
  // capitals with years is a header.
  if (dated !== bare)
    return HEADINGS.find(([, pattern]) => pattern.exec(dated)?.[0].length === dated.length)?.[0] ?? null;
  const text = bare;
  if (text.split(/\s+/).length > 6 || /\d/.test(text)) return null;
  // "UCL" on a line of its own above the degree is the university, not a heading in capitals.
  if (UNIVERSITY_INITIALS.test(text)) return null;
  const named = text.replace(HEADING_NOTE, "");
  // "leadership team" in lower case is a bullet's broken end; a heading set in lower case is the
  // heading's words alone ("leadership").
  const whole = /^\p{Ll}/u.test(named);
  for (const [section, pattern] of HEADINGS)
    if (whole ? pattern.exec(named)?.[0] === named : pattern.test(named)) {
      // "Graduate Finance Leadership Programme" holds a heading's word but ends in a post's: it names
      // the post, as a header does.
      if (section === "activities" && ROLE_AT_END.test(named) && !/\bvolunteers?$/i.test(named)) continue;
      return section;
    }
  // "Summary" or "Personal statement" in title case heads the member's own words, not an entry's.
  if (SUMMARY_HEADING.test(named)) return "unknown";
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
  /^(?:(?:key|main|principal|selected)\s+)?(?:duties|responsibilities|achievements|accomplishments|tasks|highlights|contributions)(?:\s*(?:and|&|\/)\s*(?:duties|responsibilities|achievements|tasks))?(?:\s+included)?\s*:$/i;
// "Selected transactions:", "Deal experience:": a list under a post's bullets, one deal to a line
// ("Pennant Logistics – £32m acquisition of Rowley Freight Ltd"), of the post's work. Each line names a
// client, never an employer.
const DEALS_LABEL =
  /^(?:(?:selected|key|notable|representative|relevant)\s+)?(?:transactions|deals|deal experience|transaction experience|deal list|deal sheet|live deals)\s*:?$/i;
// "Achievements/Tasks", "Key responsibilities", "Duties" without a colon: a template's label above a
// post's bullets. "Achievements" alone may head a section, so it needs its colon.
const BULLETS_LABEL_BARE =
  /^(?:(?:(?:key|main|principal)\s+)?(?:duties|responsibilities|tasks)|(?:key|main|principal)\s+(?:achievements|accomplishments)|(?:duties|responsibilities|achievements|accomplishments|tasks)\s*(?:and|&|\/)\s*(?:duties|responsibilities|achievements|tasks))$/i;

// "(part-time)", "(weekends)", "(seasonal)": how a job was held, in brackets after the post's name.
const JOB_KIND_NOTE =
  /^(.*?\S)\s*\((?:part[- ]time|full[- ]time|temporary|seasonal|casual|voluntary|weekends?|evenings?|holiday|zero[- ]hours?|(?:saturday|sunday|weekend|evening|holiday|summer|christmas|student) (?:job|work|staff|role))\)/i;

// "Main activities and responsibilities": Europass's label above a job's duties, with no colon. Read as a
// heading, its "activities" would start a section.
const EUROPASS_DUTIES = /^(?:main\s+)?activities\s+and\s+responsibilities$/i;
const EUROPASS_SECTOR = /^(?:type of )?business or sector\b/i;

// A post a person holds ("Troop Commander", "Staff Nurse"), not a programme or a week they attended.
const heldBy = (text: string) =>
  ROLE_AT_END.test(text) &&
  !ORG_SUFFIX.test(text) &&
  !ORG.test(text) &&
  !/(?:programme|program|scheme|week|placement|internship|insight|experience|shadowing)$/i.test(text);
// "74 Field Squadron", "9 Regiment RLC", "Army Headquarters": a part of the forces, not an employer.
const MILITARY_UNIT =
  /\b(?:squadron|regiment|battalion|brigade|corps|troop|platoon|company|division|headquarters|flotilla|wing)\b/i;
const PROGRAMME_NOTE = /\b(?:programme|program|scheme|rotation|academy)$/i;
// "Freelance Financial Modeller (self-employed, trading as Oyelaran Modelling)": the name a sole trader
// works under is who the work was done for; "t/a" is its short form.
// "Contract via Larkspur Talent Partners — placed at Oxley Insurance Group": an agency's worker does the
// work at the client it is placed with, as a secondee does at the body it is seconded to.
const PLACED_AT =
  /\b(?:placed (?:at|with)|on assignment (?:at|with)|seconded to)\s+(\p{Lu}[\p{L}\d&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\d&'’.-]*)*)/u;
const TRADING_AS = /\b(?:trading as|t\/a)\s+(\p{Lu}[\p{L}\d&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\d&'’.-]*)*)/u;
// "Freelance Financial Modeller": work done on one's own account names the post, whatever it is called.
const OWN_ACCOUNT_POST = /^(?:freelance|self[- ]employed)\s+\p{L}/iu;

function makeEntry(group: string[], section: CvSection): CvEntry {
  const fields = group.map((line) => FIELD.exec(line));
  // A profile export's tenure ("1 year 9 months") and location ("Swindon, England, United Kingdom")
  // lines under a post name neither the post nor the employer.
  const lines = group
    .map((line, index) => (fields[index]?.[2] ?? line).replace(SPAN_NOTE, ""))
    .filter((line, index) => index === 0 || !(TENURE.test(line) || locationLine(line)));
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
        .replace(/\(([^)]*)\)/g, (_, inner: string, at: number) =>
          ROLE_AT_END.test(inner.trim()) &&
          // "Graduate Trainee (Management Associate Programme)": after a post, a programme in brackets
          // says how the post was held, at the employer above; it is neither a post nor an employer.
          !(ROLE_AT_END.test(line.slice(0, at).trim()) && PROGRAMME_NOTE.test(inner))
            ? `  ${inner}  `
            : "  ",
        )
        .split(SEPARATOR)
        .flatMap(employerAndUniversity),
    )
    // "Barista 2022" (a tab too narrow to split the cells): the role without its dates.
    .map((s) =>
      s
        .trim()
        // "2025 - 2026  President": a template's date column run into the cell beside it.
        .replace(LEADING_DATES, "")
        .replace(LEADING_SHORT_DATES, "")
        .replace(LEADING_NUMERIC_DATES, "")
        // "PART-TIME: Waitress": the label says what kind of job it was, not what the post was called.
        .replace(JOB_LABEL, "")
        .replace(
          /(?:^|\s+)(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|(?:spring|summers?|autumn|winter|easter|christmas)\s+)?(?:19|20)\d{2}\b.*$/i,
          "",
        )
        .replace(/[.,;:]+$/, "")
        // "Werkstudent (part-time) — Brandt & Seidel AG": with the note taken out, a dash is left before
        // the next cell.
        .replace(/^[–—-]\s*/, "")
        .trim()
        // "Risk Analyst (Industrial Placement) at Aldergate Bank plc": the bracket cut the line before "at".
        .replace(/^(?:at|with|for)\s+(?=\p{Lu})/u, "")
        // "As Treasurer of the Economics Society": a paragraph entry opens with the post held, after "As".
        .replace(/^As\s+(?:an?\s+|the\s+)?(?=\p{Lu})(?=[^,]*\b(?:of|at|with|for)\s+(?:the\s+)?\p{Lu})/u, ""),
    )
    // "Five-a-side football; coaching an under-12s team" is a sentence, not a name.
    .filter(
      (s) =>
        s &&
        !isDate(s) &&
        !isPlace(s) &&
        !/[;:]/.test(s) &&
        (/^[\p{Lu}\d]/u.test(s) ||
          (lines.length > 1 && lowerCaseName(s) && s === lines[0]?.split(SEPARATOR)[0]?.trim())) &&
        s.split(/\s+/).length <= 9,
    )
    // "Bristol Waiter / Head Waiter": the town that ended the employer's cell, run into the post when a
    // column's gap was lost, is no part of the post.
    .map((s) => {
      const town = /^(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(\p{Lu}.*)$/u.exec(s);
      return town?.[1] &&
        town[2] &&
        isPlace(town[1]) &&
        ROLE.test(town[2]) &&
        !ROLE.test(town[1]) &&
        !ORG.test(s)
        ? town[2]
        : s;
    })
    .flatMap(splitRoleFromOrganisation);
  // "Bookseller (part-time)": a note of how the job was held, in brackets after the post, says the cell
  // before it is the post, whether or not a list knows the word.
  const noted = lines
    .map((l) => JOB_KIND_NOTE.exec(l)?.[1]?.split(SEPARATOR).at(-1)?.trim() ?? "")
    .find((s) => s && segments.includes(s) && !ORG.test(s) && !DIVISION.test(s));
  // "Investment Banking Summer Analyst" is a role however many firm-like words it holds; "Carrow Bank"
  // or "Grant & Hale LLP" is an organisation.
  const role =
    field(POST_FIELD) ??
    segments.find((s) => ROLE_AT_END.test(s) && !ORG_SUFFIX.test(s) && !NOT_EMPLOYER.test(s)) ??
    segments.find((s) => ROLE.test(s) && !ORG.test(s) && !NOT_EMPLOYER.test(s)) ??
    // "Finance Director of our school company": a post of something, whatever the something is called.
    segments.find((s) => ROLE_AT_END.test(s.split(/\s+of\s+/)[0] ?? "") && /\s+of\s+/.test(s)) ??
    noted ??
    segments.find((s) => OWN_ACCOUNT_POST.test(s)) ??
    null;
  // "Kaggle: Volatility Prediction | Python  2023": the tools a project was built with are no employer.
  const others = segments.filter((s) => s !== role && !NOT_EMPLOYER.test(s) && !TOOL.test(s));
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
  // "Summer Intern, Private Banking" above "Edinburgh, UK - Coutts", "Course Representative, School of
  // Economics" beside "Nottingham Students' Union": a business line or a school of a university, too.
  // "Client Services" or "Accounts and Business Services" is a team; "Minster Gate Fund Services", a name
  // before the words of a trade, is a firm.
  const namedFirm = (s: string) =>
    /\b(?:services|solutions)$/i.test(s) &&
    s
      .split(/\s+/)
      .slice(0, -1)
      .some((w) => !TRADE_WORD.test(w));
  const team = (s: string) =>
    (TEAM.test(s) || teamName(s) || /^(?:School|Faculty|Department)\s+of\s+\p{Lu}/u.test(s)) &&
    !ORG_SUFFIX.test(s) &&
    !namedFirm(s);
  const besidePost = (s: string) => Boolean(role && lines.some((l) => l.includes(role) && l.includes(s)));
  const afterPost = (s: string) =>
    Boolean(role && lines.some((l) => l.includes(role) && l.indexOf(s) > l.indexOf(role)));
  const name = (s: string) => {
    const words = s.split(/\s+/).filter((w) => /\p{L}/u.test(w));
    return words.filter((w) => /^[\p{Lu}\d&]/u.test(w)).length * 2 > words.length;
  };
  const [first] = employers;
  // "Summer Intern, Market Risk, Standard Chartered, London": on one line, a name after a cell of words
  // that only ever name a part of a firm is the firm.
  const afterTeam = (s: string, teamCell: string) =>
    lines.some((l) => l.includes(teamCell) && l.indexOf(s) > l.indexOf(teamCell) + teamCell.length);
  const firm =
    first && team(first) && afterPost(first)
      ? (employers.find((s) => s !== first && !team(s) && !besidePost(s) && name(s)) ??
        (unitOnly(first)
          ? employers.find((s) => s !== first && !team(s) && name(s) && afterTeam(s, first))
          : undefined))
      : undefined;
  // "Restructuring Advisory Summer Intern" holds a firm's word but names a second post, not the employer.
  const post = (s: string) => ROLE_AT_END.test(s) && !ORG_SUFFIX.test(s);
  // "Summer Analyst, Debt Capital Markets — Lloyds Banking Group": a team named after the post holds a
  // firm's word ("capital") but is where the post sat; the firm named beside it is the employer.
  // "Lazard, London | Summer Analyst, Financial Advisory | Jul 2024": a name after the post and a comma,
  // with another name before the post on the same line, is the part of that firm the post sat in.
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const sectionOfFirm = (s: string) =>
    Boolean(
      role &&
        lines.some((l) => {
          const at = l.indexOf(role);
          return (
            at > 0 &&
            new RegExp(`^${literal(role)},\\s+${literal(s)}\\b`).test(l.slice(at)) &&
            employers.some((e) => e !== s && l.indexOf(e) !== -1 && l.indexOf(e) < at)
          );
        }),
    );
  const teamAfterPost = (s: string) => (team(s) && afterPost(s)) || sectionOfFirm(s);
  const organisation =
    employers.find((s) => ORG.test(s) && !post(s) && !teamAfterPost(s)) ??
    // "Nottingham Students' Union" above "Course Representative, School of Economics": with the team
    // named after the post, a name on the header's other line is the employer, known word or not.
    (employers.some(teamAfterPost)
      ? employers.find((s) => !post(s) && !teamAfterPost(s) && !besidePost(s) && name(s))
      : undefined) ??
    employers.find((s) => ORG.test(s) && !post(s) && !sectionOfFirm(s)) ??
    firm ??
    employers.find((s) => !ORG.test(s) && !post(s)) ??
    // "Lieutenant, Troop Commander": a rank and an appointment, two names of the one post a person
    // held; the employer is the one above ("British Army"), not the second name.
    employers.find((s) => !(role && heldBy(s))) ??
    others.find((s) => ORG.test(s)) ??
    others.find((s) => !(role && heldBy(s))) ??
    null;
  // "Spring Insight Programmes: Barclays, HSBC, Nomura": several hosts, none of them the employer of
  // what the entry's bullets say.
  const hosts =
    /^[^:]*\b(?:insights?|programmes?|weeks?|events?|days?|shadowing)\b[^:]*:\s*\p{Lu}[^,]*(?:,\s*(?:and\s+)?\p{Lu}[^,]*)+/iu.exec(
      group[0] ?? "",
    );
  const employer =
    field(EMPLOYER_FIELD) ??
    TRADING_AS.exec(header)?.[1] ??
    PLACED_AT.exec(header)?.[1] ??
    (organisation && titled(organisation) && !hosts ? organisation : null);
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

// "Alongside my studies I volunteered as a Money Mentor with Citizens Advice Harwood, helping…": a sentence
// of a paragraph entry that names another post held with another named body.
const POST_IN_SENTENCE =
  /^(?:[\p{L}'’,]+\s+){0,6}?I\s+(?:also\s+)?(?:volunteered|worked|served|interned|was|spent\s+[^,.]{1,30}?)\s+as\s+(?:an?\s+|the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,4})\s+(?:with|at|for)\s+(?:the\s+)?(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:&\s+|of\s+|and\s+)?\p{Lu}[\p{L}&'’.-]*){0,5})/u;

/**
 * A paragraph written under one post's header may go on to another post: "…saving £2,300. Alongside my
 * studies I volunteered as a Money Mentor with Citizens Advice Harwood, helping 25 clients…". From that
 * sentence on, the paragraph is the other post's, its employer the body it names; left under the header
 * above, a letter would say the member helped those clients at the first employer. Only a post a list
 * knows, with a body named in capitals, and only after the paragraph's first sentence.
 */
function postsInParagraphs(entries: CvEntry[], sameBlock: (from: CvEntry, to: CvEntry) => void): CvEntry[] {
  return entries.flatMap((entry) => {
    if (entry.section !== "experience" && entry.section !== "activities") return [entry];
    const kept: string[] = [];
    const apart: CvEntry[] = [];
    for (const bullet of entry.bullets) {
      const sentences = bullet.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
      const at = sentences.findIndex((sentence, index) => {
        const post = index > 0 ? POST_IN_SENTENCE.exec(sentence) : null;
        return Boolean(
          post?.[1] &&
            post[2] &&
            ROLE_AT_END.test(post[1]) &&
            !ROLE.test(post[2]) &&
            post[2].toLowerCase() !== entry.organisation?.toLowerCase(),
        );
      });
      if (at <= 0) {
        kept.push(bullet);
        continue;
      }
      const post = POST_IN_SENTENCE.exec(sentences[at] ?? "");
      kept.push(sentences.slice(0, at).join(" "));
      const made: CvEntry = {
        ...entry,
        role: post?.[1] ?? null,
        organisation: post?.[2] ?? null,
        bullets: [sentences.slice(at).join(" ")],
        current: false,
        endYear: null,
        startYear: null,
      };
      sameBlock(entry, made);
      apart.push(made);
    }
    entry.bullets = kept;
    return [entry, ...apart];
  });
}

// "Ltd", "LLP", "UK": what an employer's name may carry in its header but not in a sentence.
const LEGAL_SUFFIX = /(?:,?\s+(?:ltd|limited|llp|plc|inc|ag|uk|group plc))+\.?$/i;
// "NI", "GB", "ROI": letters after a name of two words or more naming the region it works in, written
// in capitals only, so a name ending in a word ("… Ireland") keeps it.
const REGION_LETTERS = /(?<=\S\s+\S+)\s+(?:NI|UK|GB|ROI)$/u;

/**
 * "Reconciled a £2m suspense account (KPMG internship)", "… across three counters – Boots", "… new
 * appointment slots at Danske Bank": a skills line names at its end where it was done. Put under that
 * employer's post, the name has said its piece: left in, a letter reads "At KPMG, I reconciled … (KPMG
 * internship)". What is left is still the line's own words, cut at its end.
 */
function withoutClosingName(bullet: string, names: string[]): string {
  for (const name of names) {
    const literal = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const closing = new RegExp(
      `(?:\\s*\\(${literal}(?:[ ,][^()]*)?\\)|\\s+[–—-]\\s+${literal}|\\s+(?:at|with|for)\\s+(?:the\\s+)?${literal})\\.?$`,
      "u",
    );
    const cut = bullet.replace(closing, "");
    if (cut !== bullet && cut.split(/\s+/).length >= 4) return cut;
  }
  return bullet;
}

// The sport a university club's letters stand for: "University of Bristol RFC" is the rugby club.
const CLUB_LETTERS: Record<string, string> = {
  RFC: "rugby",
  RUFC: "rugby",
  AFC: "football",
  FC: "football",
  HC: "hockey",
  CC: "cricket",
  BC: "(?:boat|rowing)",
};

/**
 * A line may call an employer otherwise than its header does. A venue named "The" and more ("The Ivy
 * Clifton Brasserie", its brand then its branch) is "The Ivy" when the words after it are not part of a
 * name. A university's club ("University of Bristol RFC") is the university, in either order ("Bristol
 * University"), with the sport its letters stand for ("… second XV rugby team").
 */
function calledOtherwise(line: string, organisation: string): boolean {
  const brand = /^The\s+(\p{Lu}[\p{L}'’-]+)\s+\p{Lu}\S*\s+\S/u.exec(organisation)?.[1];
  if (brand && new RegExp(`(?<![\\p{L}\\d])The\\s+${brand}(?![\\p{L}\\d])(?!\\s+\\p{Lu})`, "u").test(line))
    return true;
  const club = /^(?:University\s+of\s+(\p{Lu}\p{L}+)|(\p{Lu}\p{L}+)\s+University)\s+(\p{Lu}{2,4})$/u.exec(
    organisation,
  );
  const town = club?.[1] ?? club?.[2];
  const sport = club?.[3] ? CLUB_LETTERS[club[3]] : undefined;
  return Boolean(
    town &&
      sport &&
      new RegExp(`\\b(?:University\\s+of\\s+${town}|${town}\\s+Uni(?:versity)?)\\b`, "u").test(line) &&
      new RegExp(`\\b${sport}\\b`, "i").test(line),
  );
}

/**
 * "… for the society's market", said of the Aston African-Caribbean Society: a body of two words or
 * more is called by the kind its last word names, in lower case after "the".
 */
function saysKindOf(line: string, body: string): boolean {
  const words = body.replace(LEGAL_SUFFIX, "").trim().split(/\s+/);
  const kind = words.at(-1) ?? "";
  if (words.length < 2 || !/^\p{Lu}\p{Ll}{2,}$/u.test(kind)) return false;
  return new RegExp(`\\bthe\\s+${kind.toLowerCase()}(?:['’]s)?\\b`, "u").test(line);
}

/**
 * A skills-based CV sorts what was done under skills ("Numeracy", "Customer Service") and
 * names in each line where it was done ("during the Calloway Frome summer programme", "At Brindle Oak
 * LLP, tested…", "… (Westgate Pantry)", "… – Larkspur Books", "as scheme coordinator"). A bullet under
 * such a heading (an entry naming no post and no dates) that names one listed post's employer, or the
 * post itself after "as", is that post's; with no post listed, the employer it names in those ways is
 * its employer. The heading names a skill, not an employer: what names no employer stays with none.
 */
function themesApart(entries: CvEntry[], skills: string[], blockOf: Map<CvEntry, number>): CvEntry[] {
  const posts = entries.filter((e) => e.organisation && (e.role || e.endYear !== null));
  const names = (e: CvEntry) => {
    const full = e.organisation ?? "";
    const short = full.replace(LEGAL_SUFFIX, "").replace(/^the\s+/i, "");
    // "Harwood Trust NI" is "the Harwood Trust" inside a line: the region letters are left off.
    const regional = short.replace(REGION_LETTERS, "");
    // "EY" is a name in capitals however short; "Co" or "Ltd" alone is not.
    return [...new Set([full, short, regional])].filter((n) => n.length >= 3 || /^\p{Lu}{2}$/u.test(n));
  };
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const says = (text: string, name: string) =>
    new RegExp(`(?<![\\p{L}\\d])${literal(name)}(?![\\p{L}\\d])`, "u").test(text);
  // A name said another way inside a line (see calledOtherwise), or said outright.
  const tells = (text: string, e: CvEntry) =>
    names(e).some((n) => says(text, n)) || calledOtherwise(text, e.organisation ?? "");
  const heldAs = (text: string, role: string) =>
    role.split(/\s+/).length >= 2 &&
    new RegExp(`\\bas\\s+(?:an?\\s+|the\\s+)?${literal(role)}\\b`, "i").test(text);
  const tools = new Set(skills.map((s) => s.replace(/\s*\(.*$/, "").toLowerCase()));
  // "At Brindle Oak LLP, tested…", "… (Westgate Pantry)", "… – Larkspur Books": a name, its words
  // capitalised, where a line says where it was done.
  const NAME = "\\p{Lu}[\\p{L}&'’.-]*(?:\\s+(?:&\\s+|of\\s+|and\\s+)?\\p{Lu}[\\p{L}&'’.-]*){0,4}";
  const opening = new RegExp(`^(?:[Aa]t|[Ww]ith|[Ff]or)\\s+(?:the\\s+)?(${NAME}),\\s+\\p{Ll}`, "u");
  const closing = new RegExp(`(?:\\((${NAME})\\)|\\s[–—-]\\s(${NAME}))\\.?$`, "u");
  const namedIn = (bullet: string) => {
    const found = opening.exec(bullet)?.[1] ?? closing.exec(bullet)?.slice(1).find(Boolean);
    if (!found || tools.has(found.toLowerCase()) || isDate(found) || ROLE.test(found) || isPlace(found))
      return null;
    return found;
  };
  // "As Aston Caribbean Society treasurer, managed…", "As Treasurer of the Chess Club, ran…": a line
  // opening with the post held and the society or club it was held in names its own body, listed
  // among the jobs or not.
  const asPost = new RegExp(
    `^As\\s+(?:an?\\s+|the\\s+)?(?:(${NAME})\\s+(\\p{Ll}[\\p{Ll}-]*(?:\\s+\\p{Ll}[\\p{Ll}-]*)?)|(\\p{Lu}[\\p{L}-]*(?:\\s+\\p{Lu}[\\p{L}-]*){0,2})\\s+(?:of|at|for)\\s+(?:the\\s+)?(${NAME})),\\s+\\p{Ll}`,
    "u",
  );
  const heldIn = (bullet: string) => {
    const match = asPost.exec(bullet);
    const [body, post] = match?.[1] ? [match[1], match[2]] : [match?.[4], match?.[3]];
    return body && post && ROLE_AT_END.test(post) && ORG_SUFFIX.test(body) ? body : null;
  };
  const made: CvEntry[] = [];
  const themed = new Set<number | undefined>();
  const out = entries.flatMap((theme) => {
    if (theme.role || theme.endYear !== null || posts.includes(theme) || theme.section === "education")
      return [theme];
    if (theme.organisation && ORG.test(theme.organisation)) return [theme];
    const kept: string[] = [];
    const apart: CvEntry[] = [];
    // The body the line above was put under, for a line that calls it by its kind alone.
    let before: string | null = null;
    for (const bullet of theme.bullets) {
      const named = new Set(posts.filter((p) => tells(bullet, p)).map((p) => p.organisation));
      const held = posts.filter((p) => p.role && heldAs(bullet, p.role));
      const [home] =
        named.size === 1
          ? posts.filter((p) => p.organisation === [...named][0])
          : named.size === 0 && held.length === 1
            ? held
            : [];
      // "… for the society's Black History Month market", the line after one naming the Aston
      // African-Caribbean Society: a body called by its kind alone is the one the line above named.
      const anaphor: string | null =
        !home && named.size === 0 && before && saysKindOf(bullet, before) ? before : null;
      const [again]: (CvEntry | undefined)[] = anaphor ? posts.filter((p) => p.organisation === anaphor) : [];
      const written: string | null = again
        ? null
        : (anaphor ?? (!home ? (posts.length ? heldIn(bullet) : (namedIn(bullet) ?? heldIn(bullet))) : null));
      before = home?.organisation ?? again?.organisation ?? written ?? null;
      const owner = home ?? again;
      if (owner) owner.bullets.push(withoutClosingName(bullet, names(owner)));
      else if (written) {
        const same = [...made, ...apart].find((e) => e.organisation === written);
        if (same) same.bullets.push(bullet);
        else {
          const entry: CvEntry = { ...theme, organisation: written, bullets: [bullet] };
          blockOf.set(entry, blockOf.get(theme) ?? -1);
          apart.push(entry);
        }
      } else kept.push(bullet);
    }
    if (kept.length === theme.bullets.length) return [theme];
    made.push(...apart);
    themed.add(blockOf.get(theme));
    theme.bullets = kept;
    theme.organisation = null;
    return [theme, ...apart];
  });
  // The other skills under the same heading ("Teamwork", its lines naming no employer) name none either.
  for (const theme of out)
    if (themed.has(blockOf.get(theme)) && !theme.role && theme.endYear === null && !made.includes(theme))
      theme.organisation = null;
  return out;
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
  // "…top customer feedback score in spring 2023": a year after "in" or "by" ends the sentence's phrase;
  // a header's year stands apart from its words, after a gap, a bar or a dash.
  return line.split(/\s+/).length >= 6 && (!/(?:19|20)\d{2}\s*$/.test(line) || DATE_IN_PHRASE.test(line));
}

// A phrase in sentence case ending in a colon: "Concurrent roles during second year (Sept 2023 – May 2024):".
const GROUP_NOTE = /^\p{Lu}\p{Ll}+\s+\p{Ll}[^:]*:$/u;

// An e-mail address, a mobile number or a labelled personal detail, anywhere in a line.
const PERSONAL_DETAIL =
  /[\w.+-]+@[\w-]+\.[\w.-]+|(?:\+44\s?|\b0)7\d{3}\s?\d{3}\s?\d{3}\b|^(?:address|phone|mobile|tel|e-?mail|linkedin|location|nationality)\b/i;

const DATE_IN_PHRASE =
  /\s(?:in|by|since|during|until|throughout|before|after)\s+(?:(?:early|late|mid)\s+)?(?:(?:spring|summer|autumn|winter|january|february|march|april|may|june|july|august|september|october|november|december)\s+)?(?:19|20)\d{2}\.?$/i;

/**
 * A sentence of description under a dated header that names a post ("Pull pints and serve food on busy
 * Friday and Saturday"): the present tense of a current job opens with a verb no list holds, so it is
 * known by its shape, a long line of mostly lower-case words with no dates. Kept as the post's bullet,
 * it cannot be taken for the next employer's header.
 */
function describesEntry(group: string[], line: string): boolean {
  // "Audit Intern — Hollins Reid LLP, Chester (July 2023)": a month or a year dates a header as a range
  // does, when the line says in the first person what was done ("… I tested bank reconciliations"),
  // not what the firm is ("Independent research house covering UK small caps") or a list of posts and
  // pastimes ("Mentor, outreach school; table tennis").
  const ranged = group.some((l) => dateRanges(l).length > 0);
  const yearOnly =
    !ranged &&
    group.some((l) => yearsIn(l).length > 0) &&
    /(?:^|\s)I\s+\p{Ll}/u.test(line) &&
    !line.includes(";");
  if (!(ranged || yearOnly) || dateRanges(line).length) return false;
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length >= 7 && lower >= words.length * 0.6 && !/\s{2,}|\t|\s\|\s/.test(line);
}

/**
 * A line naming posts and nothing else: "Chair (2023 – 2024), Social Secretary (2022 – 2023)"; or one
 * post and the team it sat in, "Graduate Analyst, Commercial & Institutional (Sep 2024 – present)".
 */
function postsOnly(line: string): boolean {
  const names = line
    .replace(/\([^)]*\)/g, "  ")
    .split(/,\s+|\s[–—-]\s|\s*\|\s*|\s{2,}/)
    .map((s) => s.trim())
    .filter((s) => s && !isDate(s));
  // "Captain of Boats (2023 – 2024)": a post of something, whatever the something is called.
  const post = (s: string) =>
    (ROLE_AT_END.test(s) || ROLE_AT_END.test(s.split(/\s+of\s+/)[0] ?? "")) && !ORG.test(s) && !isPlace(s);
  const [first = "", ...rest] = names;
  return names.length > 0 && post(first) && rest.every((s) => post(s) || teamName(s));
}

/**
 * "Calloway Frome – Data Intern, London (Jul 2024 – Sep 2024)" above "Tarnwell Sachs – Spring into
 * Markets, London (Apr 2024)": dated one-line entries set out alike, cell for cell, are two entries,
 * whether or not the second names a post a list knows.
 */
function writtenAlike(a: string, b: string): boolean {
  const cells = (l: string) =>
    l
      .replace(/\([^()]*\)\s*$/, "(D)")
      .replace(/[^–—|,()]+/g, "")
      .replace(/\s+/g, "");
  const shape = cells(a);
  return YEAR.test(a) && YEAR.test(b) && shape.length >= 3 && shape === cells(b) && !BULLET.test(b);
}

/** A bullet saying what was done ("• At Brindle Oak LLP, tested revenue for three clients"), not a skill. */
function saysWhatWasDone(line: string): boolean {
  const text = (BULLET.exec(line)?.[1] ?? "").replace(/^(?:at|with|for|during)\s+[^,]{2,60},\s+/i, "");
  const first = /^[A-Za-z-]+/.exec(text)?.[0] ?? "";
  return isPastForm(first) && text.split(/\s+/).length >= 6;
}

/** One word in lower case on a line of its own ("quillo", "brindl"): a brand's name, when a post follows. */
const lowerCaseName = (line: string) => /^\p{Ll}[\p{L}\d&'’-]{2,}$/u.test(line) && !DATE_WORD.test(line);

/**
 * "abrdn — Edinburgh      Jul 2022" above "Insight Programme Participant": a brand written in lower case
 * as the first cell of a header, set apart from the rest by a dash, a bar or a wide gap, with the
 * header's dates at the end of the line or a post on the line below. A bullet's broken end opens with
 * a word of a sentence, not a name followed by the header's cells.
 */
function lowerCaseHeader(line: string, next: string): boolean {
  const cells = /^(\p{Ll}[\p{L}\d&'’-]{2,})(?:\s+[–—|]\s+|\s*\|\s*|\s{3,})(\S.*)$/u.exec(line);
  if (!cells?.[1] || !cells[2] || !lowerCaseName(cells[1]) || UNFINISHED.test(` ${cells[1]}`)) return false;
  if (/^(?:but|so|as|then|which|who|while|when|where|including|plus|also|up|down|over|under)$/.test(cells[1]))
    return false;
  return isDateTail(cells[2]) || (ROLE.test(next) && !BULLET.test(next) && !YEAR.test(cells[2]));
}

/** The last cell of a header's line is a date or a range ("Jul 2022", "2019 – 2023"). */
function isDateTail(text: string): boolean {
  const last =
    text
      .split(/\s{2,}|\s*\|\s*/)
      .at(-1)
      ?.trim() ?? "";
  return isDate(last) && YEAR.test(last);
}

// "Reconciled daily cash for 22": a count with nothing counted; the line below says what.
const COUNT_AT_END = /\s(?!(?:19|20)\d{2}$)\d[\d,]*$/;

// An article, a preposition, a conjunction, a word that opens a list ("including", "such as") or a
// comma: a line ending in one was cut short.
const UNFINISHED =
  /\s(?:a|an|the|of|on|in|for|to|and|or|with|from|by|at|into|across|per|its|their|our|my|his|her|including|incl\.|such as|e\.g\.|i\.e\.|via|between|against|alongside|than|like)$|[,:]$/i;

/**
 * "House filings and footfall data": a capital only on the first word, then words in lower case, at
 * least two of them more than a name's joining words ("of", "and"), and no word a post or a body is
 * named by. The rest of a bullet broken over two lines, not a name, a post or a heading.
 */
function sentenceTail(line: string): boolean {
  if (!/^\p{Lu}[\p{Ll}'’-]+(?:\s+[\p{Ll}\d£$][\p{Ll}\d'’%.,£$-]*){2,}\.?$/u.test(line)) return false;
  const content = line
    .split(/\s+/)
    .slice(1)
    .filter((w) => /^\p{Ll}/u.test(w) && !/^(?:of|and|the|for|in|on|at|de|la|le|du|von|van|y|e|et)$/.test(w));
  // "Built a watch-list…" opens a bullet of its own, written without a sign.
  const first = /^[A-Za-z-]+/.exec(line)?.[0] ?? "";
  return (
    content.length >= 2 &&
    !isPastForm(first) &&
    !/^[A-Z][a-z]{3,}ing$/.test(first) &&
    !ROLE.test(line) &&
    !ORG.test(line) &&
    headingOf(line) === null &&
    !dateRanges(line).length &&
    !YEAR.test(line)
  );
}

/** A sentence of mostly lower-case words ending with a full stop: no header is written so. */
function sentenceLine(line: string): boolean {
  if (!/[.!]$/.test(line) || dateRanges(line).length || /\s{2,}|\t|\s\|\s/.test(line)) return false;
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length >= 7 && lower >= words.length * 0.6;
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
  // "present" after a dash is the end of the dates, not a verb; "marketing team" names no doing; "placed
  // at Oxley Insurance Group" or "based in Leeds" says where the post was, as a header does.
  const verb = (text: string) => {
    const first = /^[A-Za-z-]+/.exec(text)?.[0] ?? "";
    return (
      !DATE_WORD.test(first) &&
      !/^(?:placed|seconded|based|located)$/i.test(first) &&
      (isPastForm(first) || /^[a-z]{3,}ing\s+(?:a|an|the|my|our|\d)/.test(text))
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
  // "As Treasurer of the Economics Society (2023–24) I balanced a budget…": a paragraph entry's dates in
  // brackets, then what was done, in the first person.
  const bracket = /^(.{3,90}?\((?=[^)]*\b(?:19|20)\d{2}\b)[^)]*\))\s+(I\s+[a-z-]+\b.*)$/.exec(line);
  const split =
    (colon?.[1] && colon[2] && (verb(colon[2]) || /\d/.test(colon[2])) ? [colon[1], colon[2]] : null) ??
    dashes.find(([, after = ""]) => verb(after)) ??
    (stop?.[1] && stop[2] ? [stop[1], stop[2]] : null) ??
    (bracket?.[1] && bracket[2] && isPastForm(/^I\s+([a-z-]+)/.exec(bracket[2])?.[1] ?? "")
      ? [bracket[1], bracket[2]]
      : null);
  const [header = "", rest = ""] = split ?? [];
  // Without its "I" the description reads as a bullet does ("balanced a budget of £18,000…").
  const done = bracket && rest === bracket[2] ? firstPersonOff(rest) : rest;
  if (!split || words(rest) < 3 || words(header) > 12 || verb(header)) return null;
  // "Modules: …" or a degree's line is study, not a post.
  if (STUDY_LABEL.test(`${header}:`) || DEGREE_LINE.test(header) || dateRanges(rest).length) return null;
  const made = makeEntry([header], section);
  if (!made.organisation) return null;
  // A capitalised sentence after a full stop is a description only under a whole, dated header.
  if (/^\p{Lu}/u.test(rest)) return made.role ? [header, done] : null;
  return made.role || ORG.test(header) || YEAR.test(header) ? [header, done] : null;
}

/**
 * The two lines after `index` are a post's header, not bullets: one holds a date range, and it or the
 * line before it names a post ("Audit Intern | Aberdeen" above "Jun 2022 - Aug 2022").
 */
function postAhead(lines: string[], index: number): boolean {
  const ahead = lines
    .slice(index + 1)
    .filter(Boolean)
    .slice(0, 2);
  const dated = ahead.findIndex((l) => dateRanges(l).length > 0);
  return (
    dated !== -1 &&
    ahead.slice(0, dated + 1).every((l) => !BULLET.test(l)) &&
    ahead.slice(0, dated + 1).some((l) => ROLE.test(l))
  );
}

/**
 * What follows the line at `index` is nothing, a heading, or a post's header: dates within the next
 * four lines, with no bullet or heading before them.
 */
function postFollows(lines: string[], index: number): boolean {
  const ahead = lines.slice(index + 1).filter(Boolean);
  const [first] = ahead;
  if (first === undefined || headingOf(first) !== null) return true;
  const dated = ahead.slice(0, 4).findIndex((l) => dateRanges(l).length > 0);
  return (
    dated !== -1 &&
    ahead.slice(0, dated + 1).every((l) => !BULLET.test(l) && headingOf(l) === null && !/:\s/.test(l))
  );
}

/**
 * A post's header starts at `index`: within four lines a date range, a post named on or before it, and
 * what was done straight after; and the line is where such a header opens (after a blank line, above a
 * profile export's tenure line, or the post or the dates themselves), not a sidebar's last item.
 */
function postStarts(lines: string[], index: number): boolean {
  const line = lines[index] ?? "";
  if (!line || BULLET.test(line)) return false;
  const rest = lines.slice(index).filter(Boolean);
  const window = rest.slice(0, 4);
  const dated = window.findIndex((l) => dateRanges(l).length > 0);
  if (dated === -1 || window.slice(0, dated).some((l) => BULLET.test(l))) return false;
  const named =
    window.slice(0, dated + 1).some((l) => ROLE.test(l)) || (dated === 0 && ROLE.test(rest[1] ?? ""));
  const done = rest
    .slice(dated + 1, dated + 4)
    .some((l) => BULLET.test(l) || unmarkedBullet(l) || /^I\s+\p{Ll}/u.test(l));
  if (!named || !done) return false;
  const before = index > 0 ? (lines[index - 1] ?? "").trim() : "";
  return !before || TENURE.test(rest[1] ?? "") || ROLE.test(line) || dated === 0;
}

/**
 * "Warwick Finance Society / Vice-President, Corporate Relations / Oct 2023 – Jun 2024 / TECHNICAL SKILLS":
 * lines set out as the last post's header was (a name, a post, dates, in that order), with a heading
 * straight under them: the next post's header, cut off from its bullets by a sidebar as the last one was.
 */
function headerBeforeHeading(previous: string[], lines: string[], index: number): boolean {
  const header = previous.filter((l) => !locationLine(l) || YEAR.test(l));
  const shape = (l: string) => (YEAR.test(l) ? "dated" : ROLE.test(l) ? "post" : "name");
  const wanted = header.map(shape);
  const window = lines.slice(index, index + header.length);
  const after = lines[index + header.length] ?? "";
  return (
    header.length >= 2 &&
    wanted.includes("post") &&
    wanted.includes("dated") &&
    window.length === header.length &&
    window.every((l, k) => l && !BULLET.test(l) && headingOf(l) === null && shape(l) === wanted[k]) &&
    headingOf(after) !== null
  );
}

/**
 * "Ferncliffe Partners / Audit Intern / Leeds · July 2023" straight after a sidebar's last line, with
 * no blank line between: a job's header set out line for line as the job before it was (a name, a post,
 * then a town and dates beside the same mark), with what was done straight below. A sidebar's items
 * are neither posts nor dated, so they never line up with such a header.
 */
function headerLike(previous: string[], lines: string[], index: number): boolean {
  // A sidebar's town ("York, United Kingdom") may have run into the header above; it is no part of it.
  const header = previous.filter((l) => !locationLine(l) || YEAR.test(l));
  const shape = (l: string) =>
    YEAR.test(l) ? `dated ${/[·|•,–—-]/.exec(l)?.[0] ?? ""}` : ROLE.test(l) ? "post" : "name";
  const wanted = header.map(shape);
  const window = lines.slice(index, index + header.length);
  const done = lines[index + header.length] ?? "";
  return (
    header.length >= 2 &&
    wanted.includes("post") &&
    wanted.some((s) => s.startsWith("dated")) &&
    window.length === header.length &&
    window.every((l, k) => l && !BULLET.test(l) && shape(l) === wanted[k]) &&
    (unmarkedBullet(done) || BULLET.test(done))
  );
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

/**
 * "EDUCATION / EXPERIENCE / Durham University / HSBC, Canary Wharf / BA Economics / Global Banking Summer
 * Analyst | Jun 2024 – Aug 2024 / 2022 – 2025 / • Built trading comparables…": two columns exported a
 * line of each in turn from their headings down. Every bullet then falls on the same turn, none next to
 * another, which one column's text never does. Each heading is read with the lines of its turn, the
 * bullets' column up to its last bullet, the other column on to the end of the run; the lines are marked
 * as sorted by turn.
 */
function alternatingColumns(lines: string[], sorted: Set<string>): string[] {
  const headed = (l: string) => headingOf(l) !== null && !BULLET.test(l);
  const top = lines.findIndex(
    (l, i) => l && headed(l) && headed(lines[i + 1] ?? "") && headingOf(l) !== headingOf(lines[i + 1] ?? ""),
  );
  if (top === -1) return lines;
  const from = top + 2;
  const gap = lines.indexOf("", from);
  const run = lines.slice(from, gap === -1 ? lines.length : gap);
  const bullets = run.flatMap((l, i) => (BULLET.test(l) ? [i] : []));
  const turn = (bullets[0] ?? 0) % 2;
  const last = bullets.at(-1) ?? -1;
  if (bullets.length < 3 || bullets.some((i) => i % 2 !== turn) || BULLET.test(run[turn] ?? "")) return lines;
  const jobs = run.slice(0, last + 1).filter((_, i) => i % 2 === turn);
  const other = [...run.slice(0, last + 1).filter((_, i) => i % 2 !== turn), ...run.slice(last + 1)];
  for (const line of [...jobs, ...other]) sorted.add(line);
  const [first, second] = turn === 0 ? [jobs, other] : [other, jobs];
  return [
    ...lines.slice(0, top),
    lines[top] ?? "",
    ...first,
    lines[top + 1] ?? "",
    ...second,
    ...lines.slice(from + run.length),
  ];
}

/**
 * A two-column page exported row by row gives one line of each column in turn. Two headings on
 * consecutive lines ("PROFILE / CONTACT") show it: each column started a section on the same row. Where
 * the other column's heading then falls between two of a job's bullets ("• Reconciled 200 trade
 * confirmations / LEADERSHIP / • Logged demurrage claims / Captain, Lacrosse Club / Brunel Energy
 * Brokers / 2023 – 24 / …"), the lines after it alternate: the job's column first, then the other's.
 * The other column's part ends at its next heading, or where a line in its turn is no bullet after its
 * bullets (its column ran out, and the job's column goes on alone). Its part is read apart, before the
 * job's column's next main heading, so the job keeps its bullets and the next job its header.
 */
function interleavedColumns(lines: string[], sorted: Set<string>): string[] {
  const text = lines.filter(Boolean);
  const headed = (l: string) => headingOf(l) !== null && !BULLET.test(l);
  const sideBySide = text.some((l, i) => i > 0 && headed(l) && headed(text[i - 1] ?? ""));
  if (!sideBySide) return lines;
  const done = (l: string) => isPastForm(/^[A-Za-z-]+/.exec(BULLET.exec(l)?.[1] ?? "")?.[0] ?? "");
  for (let at = 1; at < text.length - 4; at++) {
    const heading = text[at] ?? "";
    const kind = headingOf(heading);
    if (!kind || kind === "skills" || BULLET.test(heading)) continue;
    if (!done(text[at - 1] ?? "") || !done(text[at + 1] ?? "")) continue;
    const own: string[] = [];
    const other: string[] = [];
    let end = at + 1;
    for (let turn = 0; end < text.length; end++, turn++) {
      const line = text[end] ?? "";
      if (headed(line)) break;
      if (turn % 2 === 1) {
        // The other column ran out: what follows is the job's column alone.
        if (other.some((l) => BULLET.test(l)) && !BULLET.test(line)) break;
        other.push(line);
      } else own.push(line);
    }
    // The other column's part is an entry: a header, then what was done.
    if (!other.length || BULLET.test(other[0] ?? "") || !other.some((l) => BULLET.test(l))) continue;
    const rest = text.slice(end);
    const main = rest.findIndex((l) => {
      const next = headingOf(l);
      return next !== null && next !== "skills" && !BULLET.test(l);
    });
    const cut = main === -1 ? rest.length : main;
    for (const line of [...own, ...other]) sorted.add(line);
    return [
      ...text.slice(0, at),
      ...own,
      ...rest.slice(0, cut),
      heading,
      ...other,
      ...interleavedColumns(rest.slice(cut), sorted),
    ];
  }
  return lines;
}

export function readCv(cvText: string | null | undefined): CvFacts {
  // The CV match's layout reader: cells of a table as "a | b", two columns one after the other.
  const split = singleColumn(
    (cvText ?? "").normalize("NFKC").split("\n").map(smallCaps).map(letterSpaced).map(tabsAsCells).join("\n"),
  )
    .split("\n")
    .map(runTogether)
    .filter((l) => !columnLabels(l))
    .flatMap(marginHeading);
  // "Page 1 of 3" is skipped wherever it falls, so it is taken out before any line looks at the ones
  // beside it: "EY" above it is still an employer above its post.
  // The lines put in one column or the other by turn alone: which column each was in is a guess.
  const sorted = new Set<string>();
  const lines = interleavedColumns(
    alternatingColumns(
      marginColumn(split)
        .flatMap(dateCellThenBullet)
        .flatMap(rowThenDuties)
        .map((l) => l.trim())
        .filter((l) => !PAGE_NUMBER.test(l) && !CONTINUED.test(l)),
      sorted,
    ),
    sorted,
  );
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
  // The sign of a bulleted header that carries its own description ("· Investment Society – Analyst
  // (2025/26); lead a team…"): bullets with the same sign after it are items of their own, not its.
  let solo: { sign: string; header: string } | null = null;
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
  // The header lines of the last job read, for a job set out the same way after a sidebar.
  let lastHeader: string[] = [];
  // The employer named on a dated line of its own ("British Army – Royal Engineers  2015 – 2025"), with
  // the months it spans: a post dated inside them, naming no body of its own (a unit, a team, a town),
  // was held there.
  let spanning: { organisation: string; from: number; to: number; block: number } | null = null;
  const spanOf = (header: string[]) => {
    const text = header.join("  ");
    const [range] = dateRanges(text);
    if (!range) {
      // "Spring Intern (Apr 2022)": a post of one month spans that month.
      const dates = entryDates(text);
      const [only] = dates;
      return dates.length === 1 && only?.month ? { from: monthIndex(only), to: monthIndex(only) } : null;
    }
    // "2022 – 2024": a year written alone runs to its December.
    const to =
      range.end === "present"
        ? Number.POSITIVE_INFINITY
        : range.end.month
          ? monthIndex(range.end)
          : range.end.year * 12 + 11;
    return { from: monthIndex(range.start), to };
  };
  const entryOf = (header: string[], within: CvSection) => {
    const made = makeEntry(header, within);
    if (within === "experience" || within === "activities") lastHeader = header;
    const work = within === "experience" || within === "activities";
    const span = work ? spanOf(header) : null;
    if (spanning?.block !== block) spanning = null;
    if (made.role && span && spanning && spanning.from <= span.from && span.to <= spanning.to) {
      const own = made.organisation;
      if (!own || teamName(own) || MILITARY_UNIT.test(own) || /^\p{Lu}[\p{Ll}'’-]+$/u.test(own))
        made.organisation = spanning.organisation;
    } else if (!made.role && made.organisation && span) {
      spanning = { organisation: made.organisation, ...span, block };
    } else if (span) {
      // The employer's dated line read with its first post, as one header: it spans the posts below.
      const top = header.length > 1 ? makeEntry([header[0] ?? ""], within) : null;
      const topSpan =
        top && !top.role && top.organisation === made.organisation ? spanOf([header[0] ?? ""]) : null;
      spanning = top?.organisation && topSpan ? { organisation: top.organisation, ...topSpan, block } : null;
    }
    // "Spring Week, Global Markets" above "Apr 2023": the dates on a line of their own are still the
    // post's header line, so the post is read as if they stood beside it.
    const named = header.filter(
      (l) => !dateOnly(l.replace(SPAN_NOTE, "")) && !locationLine(l) && !TENURE.test(l),
    );
    const only = named.length === 1 ? header.join("  ") : undefined;
    if (
      employerOpen &&
      only &&
      made.role &&
      YEAR.test(only) &&
      (!made.organisation || teamName(made.organisation))
    ) {
      made.organisation = employerOpen;
      return made;
    }
    // "Rotation 1: Reinsurance Accounting (Sept 2023 – Feb 2024)": a dated stage of the same post, naming
    // neither a post nor an employer, under the employer's line.
    // "Gap year in Peru  2019 – 2020" names time out, never a stage of the post above.
    const timeOut = NOT_EMPLOYER.test(only?.split(SEPARATOR)[0]?.trim() ?? "");
    if (employerOpen && only && YEAR.test(only) && !made.role && !made.organisation && !timeOut) {
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
  // A post whose header a sidebar's heading cut off from its bullets, while the sidebar's lines are read.
  let waiting = null as CvEntry | null;
  // The name at the top and the headline straight under it ("Finance Graduate – Transaction Services")
  // say who the member is: neither heads an entry, so the summary below is never work done "at" them.
  const nameAt = facts.name ? lines.findIndex((l) => l.trim()) : -1;
  const under = lines[nameAt + 1] ?? "";
  const headlineAt =
    nameAt !== -1 &&
    under &&
    headingOf(under) === null &&
    !YEAR.test(under) &&
    !CONTACT_LINE.test(under) &&
    !BULLET.test(under) &&
    under.split(/\s+/).length <= 8
      ? nameAt + 1
      : -1;
  let sectionSeen = false;
  let besideSidebar = false;
  // How many of the sidebar's lines stand between the post's header and its first bullet.
  let sidebarLeft = 0;
  // The line of a post's header that a sidebar's heading came before, read as the header's.
  let sidebarPost = -1;
  // The section a sidebar's heading cut into, while the sidebar's lines are read.
  let resumeAfterSidebar: CvSection | null = null;
  let sidebarRead = false;
  let dealsOf = null as CvEntry | null;
  // Under a heading whose lines say nothing done at an entry ("Publications", "Referees").
  let setAside = false;
  for (let [index, line] of lines.entries()) {
    if (!line) {
      // A gap ends a sidebar's run: bullets after it are the section's own. It ends a list of deals too.
      waiting = null;
      dealsOf = null;
      continue;
    }
    if (dealsOf && headingOf(line) === null && !dateRanges(line).length) {
      dealsOf.bullets.push(cleanBullet(line));
      continue;
    }
    dealsOf = null;
    if (
      DEALS_LABEL.test(line) &&
      entry &&
      lastWasBullet &&
      !group.length &&
      (section === "experience" || section === "activities")
    ) {
      dealsOf = entry;
      continue;
    }
    // The name at the top is the header; the same name further down is a page break's furniture.
    if (pageFurniture(line, facts.name) && (seenName || PAGE_NUMBER.test(line) || CONTINUED.test(line)))
      continue;
    if (facts.name && line.toLowerCase().includes(facts.name.toLowerCase())) seenName = true;
    // The contact lines of the CV's top ("dev.m@outlook.com | 07700 900 290 | Manchester", "Address
    // Glasgow, G12 8QQ") are the same: the member's own details, never a header.
    if (
      section === "other" &&
      !sectionSeen &&
      (index === nameAt || index === headlineAt || PERSONAL_DETAIL.test(line))
    ) {
      loose.push(line);
      continue;
    }
    // "Contact" with an e-mail address, a phone number and a profile's address, set by a profile export
    // between two jobs: the page's furniture, neither a header nor the end of a bullet.
    // Under "Personal information" too: "+44 7700 900 331" would read as a bullet signed "+".
    if (
      (section === "experience" || section === "activities" || section === "other") &&
      CONTACT_LINE.test(line)
    )
      continue;
    // "Employer", "Role", "Dates", "Responsibilities", one to a line: a table's column labels, exported
    // cell by cell above its rows. They name nothing.
    if (TABLE_LABEL.test(line) && section !== "other" && section !== "skills") continue;
    // "Achievements: Promoted to Division 1 in 2025; West District Cup runners-up 2024" under a club's
    // bullets: what the entry achieved, one result to a clause, not a heading of the entries below.
    const achieved = /^(?:key\s+)?(?:achievements?|results?|highlights?)\s*:\s*(\S.*)$/i.exec(line)?.[1];
    if (achieved && entry && lastWasBullet && (section === "experience" || section === "activities")) {
      for (const part of achieved.split(/;\s+/)) if (part.trim()) entry.bullets.push(cleanBullet(part));
      continue;
    }
    // "Education: Durham University, BA History" carries its heading inline.
    const inline = /^([A-Za-z][A-Za-z &]{2,30}):\s+(\S.*)$/.exec(line);
    const inlineHeading = inline?.[1] ? headingOf(inline[1]) : null;
    // "Skills: Power Query · Microsoft Excel" under a post's results, with the next post's header (its
    // dates within a few lines) or a heading after it: a profile export's skills for that post. The
    // skills are read, and the jobs go on.
    if (
      inlineHeading === "skills" &&
      (section === "experience" || section === "activities") &&
      (lastWasBullet || group.length > 0) &&
      postFollows(lines, index)
    ) {
      flushGroup();
      // The export sets the skills apart with middle dots, as a list does with commas.
      skills.push(line.replace(/\s+·\s+/g, ", "));
      [group, entry, lastWasBullet] = [[], null, false];
      continue;
    }
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
      (BULLETS_LABEL.test(line) || BULLETS_LABEL_BARE.test(line) || EUROPASS_DUTIES.test(line)) &&
      group.length > 0 &&
      (section === "experience" || section === "activities" || section === "other")
    )
      continue;
    // "Business or sector Financial and insurance activities": a Europass line under a job's duties
    // names the employer's trade. It is neither a fact the member did nor a header of the next job.
    if ((section === "experience" || section === "activities") && EUROPASS_SECTOR.test(line)) {
      if (lastWasBullet) [group, entry, lastWasBullet] = [[], null, false];
      continue;
    }
    // "Concurrent roles during second year (Sept 2023 – May 2024):": a note in words over the entries
    // below it, ending in a colon. It names no post and no employer, so it heads none of them.
    if (
      (section === "experience" || section === "activities") &&
      !group.length &&
      !BULLET.test(line) &&
      GROUP_NOTE.test(line)
    ) {
      [entry, lastWasBullet] = [null, false];
      continue;
    }
    // Beside a sidebar: a line between two of the entry's bullets is the sidebar's ("Excel & VBA");
    // anything else ends the sidebar's run and is read as usual.
    if (besideSidebar && !BULLET.test(line)) {
      const after = lines.slice(index + 1).find(Boolean) ?? "";
      if (sidebarLeft > 0) {
        sidebarLeft--;
        skills.push(skillsLabel ? `${skillsLabel}: ${line}` : line);
        continue;
      }
      if (BULLET.test(after) && !YEAR.test(line)) {
        skills.push(skillsLabel ? `${skillsLabel}: ${line}` : line);
        continue;
      }
      if (index !== sidebarPost) besideSidebar = false;
      // "SQL" after the post's last bullet is the sidebar's last item, not a heading in capitals.
      if (/^[A-Z]{2,5}$/.test(line) && headingOf(line) === "unknown") {
        skills.push(skillsLabel ? `${skillsLabel}: ${line}` : line);
        continue;
      }
    }
    const heading = headingOf(line);
    // "BRIGHTON & HOVE CITY MISSION" above "Money Mentor | 2023 – 2024": an employer set in capitals
    // heads an entry, not a section, when the line under it is a dated post.
    const next = lines.slice(index + 1).find(Boolean) ?? "";
    // "Origination" or "Deal work" above bullets, after the same job's bullets: a sub-heading inside the
    // job, which names the kind of work, not another employer.
    if (
      heading === null &&
      entry &&
      lastWasBullet &&
      !group.length &&
      (section === "experience" || section === "activities") &&
      BULLET.test(next) &&
      line.split(/\s+/).length <= 3 &&
      !ORG_SUFFIX.test(line) &&
      (TEAM.test(line) || WORK_KIND.test(line))
    )
      continue;
    // "NORTHWAITE" above "Markets Spring Intern" above "March 2024 - April 2024": the same, the post
    // and its dates on lines of their own. "HALLOWAY AG" under "Wealth Management Intern" and its
    // dates, above the bullets, is the employer of the post above it.
    const employerInCapitals =
      heading === "unknown" &&
      (section === "experience" || section === "activities") &&
      ((dateRanges(next).length > 0 && ROLE.test(next)) ||
        postAhead(lines, index) ||
        // "HSBC UK" above "2 years 1 month" above the post and its dates: a profile export's time with the
        // employer, set between the employer and its first post.
        (TENURE.test(next) && postAhead(lines, lines.indexOf(next, index + 1))) ||
        // "Summer Analyst, Wealth Management" above "UBS" above "Jun 2024 – Aug 2024  London": the
        // employer between a post and its dates.
        (!lastWasBullet &&
          group.length > 0 &&
          group.some((l) => ROLE.test(l)) &&
          !group.some((l) => YEAR.test(l)) &&
          (dateRanges(next).length > 0 || /^\p{L}{3,9}\.?\s+(?:19|20)\d{2}\b/u.test(next))) ||
        (BULLET.test(next) &&
          !lastWasBullet &&
          group.some((l) => dateRanges(l).length > 0) &&
          group.some((l) => ROLE.test(l)) &&
          !makeEntry(group, section).organisation));
    // "Pendry Group / Analyst | Jun – Aug 2024 / SKILLS / • Built a storage model / Excel & VBA": a
    // two-column page read row by row puts a sidebar's heading between a dated post and its first
    // bullet. A bullet saying what was done is no skill: the post keeps its bullets, the sidebar its lines.
    // "LANGUAGES / French (fluent) / German (basic) / • Tested payroll…": the sidebar's lines may come
    // before the post's first bullet too; short lines, none of them dated, are the sidebar's.
    const ahead = lines.slice(index + 1).filter(Boolean);
    const firstBullet = ahead.findIndex((l) => BULLET.test(l));
    const sidebarItems =
      firstBullet > 0 &&
      firstBullet <= 6 &&
      ahead
        .slice(0, firstBullet)
        .every((l) => l.split(/\s+/).length <= 5 && !YEAR.test(l) && !dateRanges(l).length && !ROLE.test(l));
    const doneBullet =
      /^[A-Za-z-]+/.exec(BULLET.exec(sidebarItems ? (ahead[firstBullet] ?? "") : next)?.[1] ?? "")?.[0] ?? "";
    // "The Tarn Inn / LANGUAGES / Bar Staff | Bristol | 2021 – 2023 / English (native) / • Ran the
    // cellar": the sidebar's heading may come between the employer and its dated post, its lines among
    // the post's. The dated post is the employer's header; the short lines are the sidebar's.
    const postAt =
      firstBullet > 0 && firstBullet <= 4 && group.length > 0 && !lastWasBullet
        ? ahead.slice(0, firstBullet).findIndex((l) => dateRanges(l).length > 0 && ROLE.test(l))
        : -1;
    const postAmongItems =
      postAt !== -1 &&
      ahead
        .slice(0, firstBullet)
        .every(
          (l, at) =>
            at === postAt ||
            (l.split(/\s+/).length <= 5 &&
              !YEAR.test(l) &&
              !dateRanges(l).length &&
              !ROLE.test(l) &&
              headingOf(l) === null),
        );
    const doneAfterPost = /^[A-Za-z-]+/.exec(BULLET.exec(ahead[firstBullet] ?? "")?.[1] ?? "")?.[0] ?? "";
    if (
      heading === "skills" &&
      (section === "experience" || section === "activities") &&
      postAmongItems &&
      !group.some((l) => YEAR.test(l)) &&
      isPastForm(doneAfterPost)
    ) {
      besideSidebar = true;
      sidebarLeft = 0;
      sidebarPost = lines.indexOf(ahead[postAt] ?? "", index + 1);
      skillsLabel = /\b(interests|hobbies|languages|certifications)\b/i.exec(line)?.[1] ?? null;
      continue;
    }
    if (
      heading === "skills" &&
      (section === "experience" || section === "activities") &&
      group.some((l) => YEAR.test(l) || dateRanges(l).length > 0) &&
      isPastForm(doneBullet)
    ) {
      besideSidebar = true;
      sidebarLeft = sidebarItems ? firstBullet : 0;
      skillsLabel = /\b(interests|hobbies|languages|certifications)\b/i.exec(line)?.[1] ?? null;
      continue;
    }
    // "SQL" or "VBA" in a list of skills is a skill, not a heading in capitals; "LSE" under "MSc
    // Finance" and above its dates is the institution.
    const acronym =
      heading === "unknown" &&
      ((section === "skills" && /^[A-Z]{2,5}$/.test(line)) ||
        (section === "education" &&
          (DEGREE_LINE.test(lines[index - 1] ?? "") || dateRanges(next).length > 0)));
    if (heading && !employerInCapitals && !acronym) {
      // "Rothschild & Co / Global Advisory Summer Analyst / London, Jun 2024 – Aug 2024 / EDUCATION":
      // a heading straight under a dated post, with no gap, is a sidebar's, set between the post's
      // header and its bullets by an export that put the two columns one block after the other.
      const job = section === "experience" || section === "activities";
      const interrupts = job && group.some((l) => YEAR.test(l)) && Boolean(lines[index - 1]);
      const before = facts.entries.length;
      flushGroup();
      const made = facts.entries.length > before ? facts.entries.at(-1) : undefined;
      if (interrupts && made?.role && !made.bullets.length) waiting = made;
      else if (job) waiting = null;
      const next = heading === "unknown" ? "other" : heading;
      resumeAfterSidebar =
        next !== "skills"
          ? null
          : section === "experience" || section === "activities"
            ? section
            : section === "skills"
              ? resumeAfterSidebar
              : null;
      section = next;
      if (heading !== "unknown") sectionSeen = true;
      sidebarRead = false;
      // "INTERESTS" or "LANGUAGES" heads a part of the skills section: its lines are read with that
      // label, so chess under Interests is never a tool the member "works with".
      skillsLabel =
        heading === "skills"
          ? (/\b(interests|hobbies|languages|certifications)\b/i.exec(line)?.[1] ?? null)
          : null;
      if (skillsLabel && /skills/i.test(line)) skillsLabel = null;
      setAside = SET_ASIDE.test(line.replace(/[:\s]+$/, ""));
      block++;
      [group, entry, lastWasBullet, employerOpen] = [[], null, false, null];
      continue;
    }
    if (setAside) continue;
    // Under the sidebar's headings that came between a post's header and its bullets: a bullet saying
    // what was done is the post's, not a degree's or a skill's; a header set out as the post's was
    // (an employer, a post, dates), with the next sidebar heading under it, takes the jobs up again.
    // An "Awards" heading among the sidebar's is read the same way while none of its lines names a post:
    // "Dean's List 2023" above "• Built a cost model…" is the sidebar's, the bullet the post's.
    const sidebarAwards = section === "activities" && !group.some((l) => ROLE.test(l)) && !entry?.role;
    if (waiting && (section === "education" || section === "skills" || sidebarAwards)) {
      const text = BULLET.exec(line)?.[1];
      // "Proofread and formatted the information memorandum": a verb in the past among the first words.
      const done = text
        ?.split(/\s+/)
        .slice(0, 3)
        .some((w) => isPastForm(w.replace(/[^A-Za-z-]/g, "")));
      if (text && (saysWhatWasDone(line) || (done && text.split(/\s+/).length >= 6))) {
        if (sidebarAwards) {
          // The awards were the sidebar's last part: from here the page is the post's column again, its
          // bullets (broken lines and all) and the jobs after it.
          section = waiting.section;
          [group, entry, waiting] = [[], waiting, null];
          addBullet(text);
          continue;
        }
        waiting.bullets.push(cleanBullet(text));
        continue;
      }
      // "Volunteer Tutor / The Access Project / Sep 2021 – Jul 2022 / Education / Tutored 2 students…": a
      // profile export names the cause of a volunteer post under its dates. A sentence of what was done,
      // straight under that word, is the post's.
      if (!text && headingOf(lines[index - 1] ?? "") !== null && unmarkedBullet(line)) {
        waiting.bullets.push(cleanBullet(firstPersonOff(line)));
        continue;
      }
      if (headerBeforeHeading(lastHeader, lines, index)) {
        section = waiting.section;
        block++;
        [group, entry, lastWasBullet, employerOpen, skillsLabel, waiting] = [
          [],
          null,
          false,
          null,
          null,
          null,
        ];
      }
    }
    // A sidebar's "Languages" or "Skills" set among the jobs of a one-column export: a post's header
    // after its lines (an employer, the post and its dates, then what was done) takes the jobs up again.
    if (
      section === "skills" &&
      resumeAfterSidebar &&
      sidebarRead &&
      !acronym &&
      (postStarts(lines, index) ||
        headerLike(lastHeader, lines, index) ||
        headerBeforeHeading(lastHeader, lines, index))
    ) {
      section = resumeAfterSidebar;
      block++;
      [group, entry, lastWasBullet, employerOpen, skillsLabel] = [[], null, false, null, null];
    }
    // "SKILLS / Analytical Skills / • At Brindle Oak LLP, tested revenue for three retail clients": a
    // skills-based CV's bullets under its skills say what was done and where, as a job's do. The section
    // is read as entries from there on, the skill above the bullet heading them.
    if (section === "skills" && !skillsLabel && saysWhatWasDone(line)) {
      const theme = skills.at(-1);
      const headed = theme !== undefined && theme === lines.slice(0, index).filter(Boolean).at(-1);
      if (headed) skills.pop();
      section = "other";
      block++;
      [group, entry, lastWasBullet, employerOpen] = [headed && theme ? [theme] : [], null, false, null];
    }
    if (section === "education") education.push(line);
    else if (section === "skills") {
      sidebarRead = true;
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
    // "…a sales tracker from Companies" above "House filings and footfall data" above "Investment
    // Intern" and its dates: a line in sentence case, straight under a bullet with no full stop, is the
    // bullet's broken end, never the next post's employer. No name is written so. It is left out rather
    // than joined: a sidebar beside the bullet may have stood between the two parts on the page.
    if (
      !described &&
      lastWasBullet &&
      entry?.bullets.length &&
      BULLET.test(lines[index - 1] ?? "") &&
      /[\p{L}\d,]$/u.test(entry.bullets.at(-1) ?? "") &&
      sentenceTail(line) &&
      postAhead(lines, index)
    )
      continue;
    const bullet = described ? undefined : BULLET.exec(line)?.[1];
    const last = entry?.bullets.length ? entry.bullets.length - 1 : -1;
    if (bullet && headerInBullet(bullet, section)) {
      // "* Taff Street Capital (Corporate Finance Intern), Cardiff — Jul 2024 – Sep 2024" above bullets
      // of its own: the list's top level holds the entries, the indented level their bullets.
      flushGroup();
      [group, entry, lastWasBullet] = [[bullet], null, false];
      solo = /;\s+\p{Ll}/u.test(bullet) ? { sign: line.charAt(0), header: bullet } : null;
    } else if (bullet) {
      // "· Founded a charity…" below "· Investment Society – Junior Analyst (2025/26); lead a team…":
      // the header's sign, at the list's one level, opens another item, which no post heads.
      if (solo && line.charAt(0) === solo.sign && group[0] === solo.header) {
        flushGroup();
        entry = null;
      }
      addBullet(bullet);
    }
    // A line of dates ("2023 - 2025", "2023–24") opens the next entry, set above its title: it carries on nothing.
    else if (
      !described &&
      lastWasBullet &&
      entry &&
      last >= 0 &&
      (/^[\p{Ll}\d(£$€%&]/u.test(line) ||
        // "…an initiation note on a" above "Leeds-based online fashion brand": a bullet cut after a
        // word that cannot end it goes on, whatever the case of the line below.
        ((UNFINISHED.test(entry.bullets[last] ?? "") ||
          // "…daily cash for 22" above "OEIC funds and cleared breaks": what was counted, in words.
          (COUNT_AT_END.test(entry.bullets[last] ?? "") && /^[\p{L}\d&'’-]+\s+\p{Ll}/u.test(line))) &&
          !postAhead(lines, index)) ||
        // "▪ Attended sessions with the Corporate" above "Banking and Treasury teams" and a blank line:
        // a line straight under a bullet, ending in a word in lower case, with a gap after it, is the
        // bullet's end. A header is followed by its post, its dates or its bullets, not by a gap.
        (BULLET.test(lines[index - 1] ?? "") &&
          !lines[index + 1] &&
          /\s\p{Ll}[\p{Ll}'’-]*$/u.test(line) &&
          !/\s[–—|-]\s|[;:]/.test(line) &&
          !YEAR.test(line) &&
          headingOf(line) === null)) &&
      !dateRanges(line).length &&
      !dateOnly(line) &&
      // "2022       Volunteer, Julian House, Bath.": a year in a left-hand date column, set apart from the
      // post beside it by a gap, opens the next entry.
      !/^(?:19|20)\d{2}(?:\s{2,}|\s*\|)\s*\S/.test(line) &&
      // "2023 Summer Intern, Market Risk, Standard Chartered": a year and then a post, as a template
      // sets the dates before each header, opens the next entry however narrow the gap.
      !(/^(?:19|20)\d{2}\s+\p{Lu}/u.test(line) && ROLE.test(line)) &&
      // "quillo" above "Data Intern" and its dates: a brand written in lower case opens the
      // next post's header.
      !(lowerCaseName(line) && postAhead(lines, index)) &&
      !lowerCaseHeader(line, next)
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
      // "Brindle Oak" above "Audit Intern | Perth" above "Jun 2022 - Aug 2022": the same, the
      // post and its dates on lines of their own.
      !postAhead(lines, index) &&
      // "Teamwork" after a blank line and above bullets heads the bullets below it.
      !(!lines[index - 1] && BULLET.test(next)) &&
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
      // "…teaching herself to bake sourdough, with" above "mixed results.": a line in lower case under one
      // that does not end a sentence goes on with it; it opens no bullet of its own.
      (!described &&
        unmarkedBullet(line) &&
        !(/^\p{Ll}/u.test(line) && /[\p{L}\d,]$/u.test(lines[index - 1] ?? ""))) ||
      // "Portfolio returned 8.1% in the year against 6.5% for the index.": a sentence among a post's
      // unmarked bullets is one of them, whatever word it opens with.
      (!described && lastWasBullet && entry && sentenceLine(line)) ||
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
      // "Pemberton Hale (Investment Banking Spring Week)London, UK" above "Spring Week Intern Apr 2026": a
      // one-page template names the employer with the programme in brackets, then the post and its
      // dates; a post with no employer of its own, under it, is held there.
      const inBrackets = (a: CvEntry) =>
        Boolean(a.role && a.organisation && group.length === 1 && (group[0] ?? "").includes(`(${a.role})`));
      const two = (a: CvEntry, b: CvEntry) =>
        (a.role && b.role && !(inBrackets(a) && !b.organisation)) ||
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
      // "Fernhill Economics Society | Sep 2022 – Jun 2024" above "Chair (2023 – 2024), Social
      // Secretary (2022 – 2023)": the posts held there, each dated, under the dated employer.
      const employerOnly = (l: string[]) => {
        const made = post(l);
        return Boolean(made.organisation && !made.role);
      };
      // A form names one employer to an entry: a second "Employer:" line starts the next.
      const employerField = (l: string) => EMPLOYER_FIELD.test(FIELD.exec(l)?.[1] ?? "");
      if (
        (employerField(line) && group.some(employerField)) ||
        (dated(line) && group.some(dated) && !(employerOnly(group) && postsOnly(line))) ||
        (group.length === 1 &&
          writtenAlike(group[0] ?? "", line) &&
          // "British Army, Royal Logistic Corps" above "Captain, Operations Officer", each dated: set out
          // alike, but an employer and the post held there.
          !(employerOnly(group) && postsOnly(line))) ||
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
  facts.entries = postsInParagraphs(facts.entries, (from, to) => blockOf.set(to, blockOf.get(from) ?? block));
  // A CV without an Education heading still names its university somewhere.
  facts.education = readEducation(education.length ? education : loose.slice(0, 40));
  // The education heading sat in another column, or there was none: look for it anywhere.
  // Only the blocks that name a degree are read: "Study: BSc Banking and Finance, …" under an
  // apprentice's job must not take the dates of the next section's first job as its own.
  if (!facts.education.some((e) => e.qualification)) {
    const blocks = lines.join("\n").split(/\n{2,}/);
    const anywhere = readEducation(
      blocks.filter((b) => b.split("\n").some((l) => DEGREE_LINE.test(l))).flatMap((b) => b.split("\n")),
    );
    if (anywhere.some((e) => e.qualification)) facts.education = anywhere;
  }
  Object.assign(facts, readSkills(skills));
  facts.entries = themesApart(facts.entries, facts.skills, blockOf);
  // "JUNIOR DATA ANALYST": a post set in capitals is written as a title in a sentence.
  for (const item of facts.entries) if (item.role) item.role = unshouted(item.role);
  let order = 0;
  // Bullets with no header above them, in a section whose other entries have one, cannot be placed:
  // a result under a heading of its own may belong to the job before it or the one after. They are
  // left out rather than put in a sentence where they would read as the neighbouring entry's. A list
  // of projects or prizes with no headers at all is the member's own and stays.
  const headed = (item: CvEntry) =>
    facts.entries.some(
      (e) => blockOf.get(e) === blockOf.get(item) && e.section === item.section && (e.role || e.organisation),
    );
  // A job whose lines were sorted out of two columns by turn may hold a line of the other column's
  // entry, or have lost one to it. Its results are still the member's, but a letter says them without
  // the employer ("As Captain, I grew the squad…"): a wrong guess must not become "at X" for work done
  // at Y. The entry itself, with its employer, is still there for the rest of the letter.
  const plainWords = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, " ")
      .trim();
  const guessed = [...sorted].map(plainWords);
  const unsure = (item: CvEntry) =>
    item.bullets.some((b) => plainWords(b) && guessed.some((line) => line.includes(plainWords(b))));
  for (const item of facts.entries) {
    if (item.section === "education" || item.section === "skills") continue;
    if (!item.role && !item.organisation && (item.section === "experience" || headed(item))) continue;
    const entry = item.organisation && unsure(item) ? { ...item, organisation: null } : item;
    for (const text of item.bullets) {
      const check = checkBullet(text);
      if (check.issues.includes("too-short")) continue;
      facts.achievements.push({
        text,
        entry,
        order: order++,
        strong: !check.issues.includes("no-number"),
      });
    }
  }
  return facts;
}
